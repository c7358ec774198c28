// A shared library carries the compiler-rt builtins its code calls: bf16
// arithmetic goes through __truncsfbf2, which libgcc (before GCC 13) lacks,
// so a library that left it undefined could not be loaded. Only the runtime
// functions stay undefined.
// RUN: prim-compile %s -o %t.so --emit=shared --abi=tvm-ffi -O2 %pinned_target
// RUN: llvm-nm -D --undefined-only %t.so | FileCheck %s
// CHECK-NOT: __truncsfbf2
// CHECK: TVMFFIErrorSetRaisedFromCStr
// CHECK-NOT: __truncsfbf2
prim.func @add_one(%A: memref<4xbf16>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1.0 : bf16
  scf.for %i = %c0 to %c4 step %c1 {
    %a = memref.load %A[%i] : memref<4xbf16>
    %b = arith.addf %a, %one : bf16
    memref.store %b, %A[%i] : memref<4xbf16>
  }
  prim.return
}
