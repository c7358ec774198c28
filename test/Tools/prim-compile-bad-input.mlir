// prim-compile rejects options it cannot honour with a clear message, and
// writes nothing: an existing output file keeps its contents.
// RUN: echo previous > %t.out
// RUN: not prim-compile %s -o - --emit=shared 2>&1 | FileCheck %s --check-prefix=SHARED-STDOUT
// RUN: not prim-compile %s -o %t.out --emit=obj --target=nosucharch-unknown-linux-gnu 2>&1 | FileCheck %s --check-prefix=TARGET
// A target LLVM has but docs/Targets.md does not name.
// RUN: not prim-compile %s -o %t.out --emit=obj --target=powerpc64le-unknown-linux-gnu 2>&1 | FileCheck %s --check-prefix=UNSUPPORTED-TARGET
// RUN: not prim-compile %s -o %t.out --emit=llvm --target=x86_64-unknown-freebsd 2>&1 | FileCheck %s --check-prefix=UNSUPPORTED-OS
// RUN: not prim-compile %s -o %t.out --emit=shared --linker=prim-no-such-linker 2>&1 | FileCheck %s --check-prefix=LINKER
// RUN: not prim-compile %s -o %t.out --emit=llvm -O4 2>&1 | FileCheck %s --check-prefix=OPT
// RUN: not prim-compile %s -o %t.out --emit=exe 2>&1 | FileCheck %s --check-prefix=EMIT
// An unknown CPU gets Prim's error alone, not LLVM's warnings before it.
// RUN: not prim-compile %s -o %t.out --emit=obj --mcpu=bogus 2>&1 | FileCheck %s --check-prefix=CPU --implicit-check-not="recognized processor"
// RUN: not prim-compile %s -o %t.out --emit=obj --target=aarch64-unknown-linux-gnu --mcpu=native 2>&1 | FileCheck %s --check-prefix=NATIVE
// RUN: FileCheck %s --check-prefix=UNTOUCHED --input-file=%t.out
// A foreign target gets its own baseline CPU, not the host's CPU and
// features: no warning about features it does not have.
// RUN: prim-compile %s -o %t.o --emit=obj --target=aarch64-unknown-linux-gnu 2>&1 | count 0
// RUN: llvm-readobj --file-headers %t.o | FileCheck %s --check-prefix=AARCH64
// A module that fails in the middle of the pipeline leaves it untouched too.
// RUN: not prim-compile %S/Inputs/unlowerable.mlir -o %t.out --emit=shared 2>&1 | FileCheck %s --check-prefix=PIPELINE
// RUN: FileCheck %s --check-prefix=UNTOUCHED --input-file=%t.out

// SHARED-STDOUT: prim-compile: --emit=shared needs a file name, not -o -
// UNSUPPORTED-TARGET: error: target 'powerpc64le-unknown-linux-gnu' is not one that Prim supports (docs/Targets.md lists them: x86-64, aarch64, armv7, i686, riscv64 and s390x Linux, wasm32, Apple arm64 and x86-64, Windows x86-64, and bare-metal Arm)
// UNSUPPORTED-OS: error: target 'x86_64-unknown-freebsd' is not one that Prim supports
// TARGET: error: unknown target 'nosucharch-unknown-linux-gnu': No available targets are compatible with triple "nosucharch-unknown-linux-gnu"
// LINKER: error: no compiler driver to link with ('prim-no-such-linker' on the PATH)
// OPT: prim-compile: -O4 is not one of -O0, -O1, -O2, -O3
// EMIT: prim-compile: for the --emit option: Cannot find option named 'exe'!
// CPU: error: unknown CPU 'bogus' for target '{{.*}}'
// CPU-NOT: LLVM ERROR
// NATIVE: error: --mcpu=native names the host's CPU, which cannot run target 'aarch64-unknown-linux-gnu'
// AARCH64: Machine: EM_AARCH64
// PIPELINE: unlowerable.mlir:6:8: error: 'math.erf' has no lowering to the LLVM dialect
// PIPELINE-NOT: failed to translate
// UNTOUCHED: {{^}}previous{{$}}

prim.func @f(%a: memref<4xf32>) {
  prim.return
}
