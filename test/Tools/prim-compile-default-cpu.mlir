// prim-compile's default CPU is the triple's baseline, as clang's is (x86-64
// on x86-64): a library built on one machine runs on every x86-64 machine
// (before, the default was the host's CPU, and AVX code died with SIGILL
// elsewhere).
// --mcpu=native opts in to the host's CPU.
// RUN: prim-compile %s --target=x86_64-unknown-linux-gnu --emit=llvm -o %t.default.ll
// RUN: prim-compile %s --target=x86_64-unknown-linux-gnu --mcpu=x86-64 --emit=llvm -o %t.baseline.ll
// RUN: diff %t.default.ll %t.baseline.ll
// RUN: prim-compile %s --target=x86_64-unknown-linux-gnu --emit=obj -o %t.o
// RUN: llvm-objdump -d %t.o | FileCheck %s --implicit-check-not=ymm --implicit-check-not=zmm
// RUN: prim-compile %s --mcpu=native --emit=obj -o %t.native.o

// The loop is vectorized with SSE2's 128-bit registers only.
// CHECK: <__tvm_ffi_scale>:
// CHECK: mulps {{.*}}xmm

prim.func @scale(%x: memref<1024xf32>, %s: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 1024 : index
  scf.for %i = %c0 to %n step %c1 {
    %v = memref.load %x[%i] : memref<1024xf32>
    %p = arith.mulf %v, %s : f32
    memref.store %p, %x[%i] : memref<1024xf32>
  }
  prim.return
}
