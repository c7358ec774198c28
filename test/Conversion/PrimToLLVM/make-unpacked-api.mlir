// RUN: prim-opt %s --prim-make-unpacked-api | FileCheck %s

// Data pointers first, then dynamic dims as i64, then scalars and the
// resource handle; the body becomes the private @f_compute, reached through
// a checked call.
// CHECK-LABEL: llvm.func @f(
// CHECK-SAME: %[[A:[^:]*]]: !llvm.ptr {llvm.dereferenceable = 80 : i64, llvm.noalias, llvm.nonnull},
// CHECK-SAME: %[[B:[^:]*]]: !llvm.ptr, %[[N:[^:]*]]: i64, %[[X:[^:]*]]: f32, %[[H:[^:]*]]: !llvm.ptr) -> i32
// CHECK: %[[AM:.*]] = builtin.unrealized_conversion_cast %{{.*}} : !llvm.struct<{{.*}}> to memref<4x5xf32>
// CHECK: %[[BM:.*]] = builtin.unrealized_conversion_cast %{{.*}} : !llvm.struct<{{.*}}> to memref<?xf32>
// CHECK-NEXT: %[[HM:.*]] = builtin.unrealized_conversion_cast %[[H]] : !llvm.ptr to !prim.handle
// CHECK-NEXT: prim.call_tir @f_compute(%[[AM]], %[[BM]], %[[X]], %[[HM]])
// CHECK-NEXT: %[[ZERO:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: llvm.return %[[ZERO]] : i32
// CHECK-LABEL: prim.func private @f_compute(
prim.func @f(%a: memref<4x5xf32> {prim.noalias}, %b: memref<?xf32>, %x: f32,
             %h: !prim.handle {prim.resource_handle}) api(unpacked) {
  prim.return
}

// An i32 result is the status the C function returns.
// CHECK-LABEL: llvm.func @status(
// CHECK-SAME: %[[N:[^:]*]]: i32) -> i32
// CHECK-NEXT: %[[S:.*]] = prim.call_tir @status_compute(%[[N]]) : (i32) -> i32
// CHECK-NEXT: llvm.return %[[S]] : i32
// CHECK-LABEL: prim.func private @status_compute(
prim.func @status(%n: i32) -> i32 api(unpacked) {
  prim.return %n : i32
}

// Packed functions are left to prim-make-packed-api.
// CHECK-LABEL: prim.func @packed(
prim.func @packed(%a: memref<4xf32>) {
  prim.return
}
