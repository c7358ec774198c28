// A contractable multiply-add becomes llvm.fmuladd, as clang emits it for
// a * b + c: on AVX2 with FMA, LLVM then vectorizes the rows of this
// matrix-vector product (eight at a time), as it does clang's C. Left as a
// contract fmul and fadd, the loop nest stayed scalar.
// RUN: prim-compile %s %pinned_target --mattr=+avx2,+fma -O2 --emit=llvm -o - | FileCheck %s --implicit-check-not="fmul contract" --implicit-check-not="fadd contract"
// RUN: prim-compile %s %pinned_target --mattr=+avx2,+fma -O2 --emit=obj -o %t.o
// RUN: llvm-objdump -d %t.o | FileCheck %s --check-prefix=ASM

// CHECK-LABEL: define {{.*}} @__tvm_ffi_matvec(
// CHECK: call contract <8 x float> @llvm.fmuladd.v8f32(

// ASM: vfmadd{{[0-9]+}}ps {{.*}}%ymm

prim.func @matvec(%A: memref<16x32xf32>, %X: memref<32xf32>, %Y: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %rows = arith.constant 16 : index
  %cols = arith.constant 32 : index
  %zero = arith.constant 0.0 : f32
  scf.for %r = %c0 to %rows step %c1 {
    %sum = scf.for %j = %c0 to %cols step %c1 iter_args(%acc = %zero) -> (f32) {
      %a = memref.load %A[%r, %j] : memref<16x32xf32>
      %x = memref.load %X[%j] : memref<32xf32>
      %m = arith.mulf %a, %x fastmath<contract> : f32
      %n = arith.addf %acc, %m fastmath<contract> : f32
      scf.yield %n : f32
    }
    memref.store %sum, %Y[%r] : memref<16xf32>
  }
  prim.return
}
