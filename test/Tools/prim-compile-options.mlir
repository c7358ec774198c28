// prim-compile takes MLIR's pass manager and timing options and LLVM's
// -time-passes. --help lists Prim's options and these, grouped; the
// hundreds of flags LLVM's backends register are behind --help-hidden.
// RUN: prim-compile --help | FileCheck %s --check-prefix=HELP --implicit-check-not=x86-asm-syntax
// RUN: prim-compile --help-hidden | FileCheck %s --check-prefix=HIDDEN
// RUN: prim-compile %s --emit=obj --mlir-timing -o %t.o 2>&1 | FileCheck %s --check-prefix=TIMING
// RUN: prim-compile %s --emit=llvm --mlir-print-ir-after-all -o %t.ll 2>&1 | FileCheck %s --check-prefix=IR
// RUN: prim-compile %s --emit=obj -time-passes -o %t.o 2>&1 | FileCheck %s --check-prefix=PASSES
// RUN: prim-compile %s --emit=obj --mlir-disable-threading -o %t.serial.o
// RUN: cmp %t.o %t.serial.o
// The IR is verified once, after the pipeline; --verify-each verifies it
// after every pass, and changes nothing else.
// RUN: prim-compile %s --emit=obj --verify-each -o %t.verified.o
// RUN: cmp %t.o %t.verified.o
// --mcpu and --mattr are LLVM's own code generation flags (the in-process
// linker registers them too); --mattr takes a list and may be repeated.
// RUN: prim-compile %s %pinned_target --mattr=+avx2,-fma --mattr=+bmi2 --emit=obj -o %t.avx2.o
// RUN: llvm-objdump -d %t.avx2.o | FileCheck %s --check-prefix=AVX2
// RUN: prim-compile %s %pinned_target --emit=obj -o %t.baseline.o
// RUN: llvm-objdump -d %t.baseline.o | FileCheck %s --check-prefix=BASELINE

// AVX2: vmulps {{.*}}%ymm
// BASELINE-NOT: ymm

// HELP: Pass manager and timing options (MLIR's and LLVM's):
// HELP-DAG: --mlir-disable-threading
// HELP-DAG: --mlir-print-ir-after-all
// HELP-DAG: --mlir-timing
// HELP-DAG: --time-passes
// HELP-DAG: --verify-each
// HELP: Prim options:
// HELP-DAG: --abi=<string>
// HELP-DAG: --emit=<value>
// HELP-DAG: --mattr=<features>
// HELP-DAG: --mcpu=<cpu-name>
// HELP-DAG: --threads=<N>

// HIDDEN: --x86-asm-syntax

// The phases, with the MLIR passes under the pipeline.
// TIMING: Execution time report
// TIMING: parsing
// TIMING-NEXT: MLIR pipeline
// TIMING-NEXT: PrimDescribeLibrary
// TIMING-NEXT: PrimLowerParallelLoops
// TIMING-NEXT: PrimLowerLocalCalls
// TIMING: translation to LLVM IR
// TIMING-NEXT: LLVM optimization
// TIMING-NEXT: code generation

// IR: IR Dump After PrimMakePackedAPI (prim-make-packed-api)
// IR: IR Dump After ReconcileUnrealizedCastsPass (reconcile-unrealized-casts)

// The report covers both of LLVM's pass managers: the optimizer's and code
// generation's.
// PASSES: Pass execution timing report
// PASSES-DAG: InstCombinePass
// PASSES-DAG: X86 DAG->DAG Instruction Selection

prim.func @scale(%x: memref<64xf32>, %s: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 64 : index
  scf.for %i = %c0 to %n step %c1 {
    %v = memref.load %x[%i] : memref<64xf32>
    %w = arith.mulf %v, %s : f32
    memref.store %w, %x[%i] : memref<64xf32>
  }
  prim.return
}
