// At -O2, a body called from another loop nest is compiled once, out of
// line: its entry and the other body call it. A body called by glue without
// loops is inlined, as LLVM's inliner decides. An entry is final IR
// ("prim-final-ir"), which LLVM's passes leave alone; once optimized, a body
// that only its entry calls is put in it.
// RUN: split-file %s %t
// RUN: prim-compile %t/chain.mlir --abi=tvm-legacy -O2 --emit=llvm -o - | FileCheck %s --check-prefix=CHAIN
// RUN: prim-compile %t/glue.mlir --abi=tvm-legacy -O2 --emit=llvm -o - | FileCheck %s --check-prefix=GLUE

//--- chain.mlir

prim.func @f0(%A: memref<64xf32>, %B: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cn = arith.constant 64 : index
  %s = arith.constant 2.0 : f32
  scf.for %j = %c0 to %cn step %c1 {
    %a = memref.load %A[%j] : memref<64xf32>
    %m = arith.mulf %a, %s : f32
    memref.store %m, %B[%j] : memref<64xf32>
  }
  prim.return
}
prim.func @f1(%A: memref<64xf32>, %B: memref<64xf32>) {
  prim.call_cpacked @f0(%A, %B) : (memref<64xf32>, memref<64xf32>) -> ()
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cn = arith.constant 64 : index
  %s = arith.constant 3.0 : f32
  scf.for %j = %c0 to %cn step %c1 {
    %a = memref.load %A[%j] : memref<64xf32>
    %m = arith.mulf %a, %s : f32
    memref.store %m, %B[%j] : memref<64xf32>
  }
  prim.return
}
// CHAIN-LABEL: define {{.*}}i32 @f0(
// CHAIN-SAME: #[[FINAL:[0-9]+]] {
// CHAIN: call fastcc void @f0_compute(
// CHAIN: ret i32
// CHAIN-LABEL: define internal fastcc void @f0_compute(
// CHAIN-NOT: call
// CHAIN: ret void
// CHAIN-LABEL: define {{.*}}i32 @f1(
// CHAIN-SAME: #[[FINAL]] {
// CHAIN: call fastcc void @f0_compute(
// CHAIN-NOT: @f1_compute
// CHAIN: ret i32
// CHAIN: attributes #[[FINAL]] = { "prim-final-ir" }

//--- glue.mlir

prim.func @kernel(%A: memref<64xf32>, %B: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cn = arith.constant 64 : index
  %s = arith.constant 2.0 : f32
  scf.for %j = %c0 to %cn step %c1 {
    %a = memref.load %A[%j] : memref<64xf32>
    %m = arith.mulf %a, %s : f32
    memref.store %m, %B[%j] : memref<64xf32>
  }
  prim.return
}
prim.func @glue(%A: memref<64xf32>, %B: memref<64xf32>) {
  prim.call_cpacked @kernel(%A, %B) : (memref<64xf32>, memref<64xf32>) -> ()
  prim.return
}
// GLUE-LABEL: define {{.*}}i32 @kernel(
// GLUE-NOT: @kernel_compute
// GLUE-LABEL: define {{.*}}i32 @glue(
// GLUE-NOT: @kernel_compute
// GLUE: fmul <
