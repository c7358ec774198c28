// Upstream convert-to-llvm lowers prim through Prim's
// ConvertToLLVMPatternInterface, together with the dialects in the bodies:
// a prim.func with buffer parameters gets the native signature, and its
// memref ops become LLVM ops on the rebuilt descriptor. (prim.call_tir needs
// its callee's prim signature, which this route loses once the callee is
// converted: use convert-prim-to-llvm, as the prim-to-llvm pipeline does.)
// RUN: prim-opt %s --convert-to-llvm | FileCheck %s

// CHECK-LABEL: llvm.func internal @add_one(
// CHECK-SAME: %[[X:[^:]*]]: !llvm.ptr {llvm.dereferenceable = 16 : i64, llvm.noalias, llvm.nonnull},
// CHECK-SAME: %[[Y:[^:]*]]: !llvm.ptr {llvm.dereferenceable = 16 : i64, llvm.nonnull}) -> i32
// CHECK-NOT: prim.
// CHECK-NOT: memref.
// CHECK: %[[V:.*]] = llvm.load %{{.*}} : !llvm.ptr -> f32
// CHECK: %[[S:.*]] = llvm.fadd %[[V]], %{{.*}} : f32
// CHECK: llvm.store %[[S]], %{{.*}} : f32, !llvm.ptr
// CHECK: llvm.return %{{.*}} : i32
prim.func private @add_one(%x: memref<4xf32> {prim.noalias}, %y: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %v = memref.load %y[%c0] : memref<4xf32>
  %s = arith.addf %v, %one : f32
  memref.store %s, %x[%c0] : memref<4xf32>
  prim.return
}
