// prim-make-packed-api reads DLTensor where the module's target (its
// llvm.data_layout) puts the fields, not where the host does (issue 36):
// on armv7 and i686 ndim is at 12, shape at 20, strides at 24 and
// byte_offset at 32 (armv7) or 28 (i686, whose int64_t is 4-aligned). The
// word of ndim and dtype is only 4-aligned there, which armv7's 8-aligned
// i64 load must say. The table form keeps one 4-byte DLTensor* per buffer.
// RUN: prim-opt %s --split-input-file --prim-make-packed-api=abi=tvm-ffi | FileCheck %s
// RUN: prim-opt %s --split-input-file --prim-make-packed-api="abi=tvm-ffi check-table-threshold=1" | FileCheck %s --check-prefix=TABLE

module attributes {llvm.data_layout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64", llvm.target_triple = "armv7-unknown-linux-gnueabihf"} {
prim.func @armv7(%a: memref<?xf32>) {
  prim.return
}
}

// CHECK-LABEL: llvm.func @__tvm_ffi_armv7(
// CHECK: %[[T:.*]] = llvm.select %{{.*}}, %{{.*}}, %{{.*}} : i1, !llvm.ptr
// CHECK: %[[W:.*]] = llvm.getelementptr inbounds %[[T]][12] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT: %[[V:.*]] = llvm.load %[[W]] {alignment = 4 : i64} : !llvm.ptr -> i64
// CHECK-NEXT: %[[WANT:.*]] = llvm.mlir.constant(316667938734081 : i64) : i64
// CHECK-NEXT: llvm.icmp "eq" %[[V]], %[[WANT]] : i64
// CHECK: %[[S:.*]] = llvm.getelementptr inbounds %[[T]][20] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT: llvm.load %[[S]] : !llvm.ptr -> !llvm.ptr
// CHECK: %[[ST:.*]] = llvm.getelementptr inbounds %[[T]][24] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT: llvm.load %[[ST]] : !llvm.ptr -> !llvm.ptr
// CHECK: %[[O:.*]] = llvm.getelementptr inbounds %[[T]][32] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT: llvm.load %[[O]] : !llvm.ptr -> i64
// CHECK: %[[D:.*]] = llvm.getelementptr inbounds %[[T]][4] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT: llvm.load %[[D]] : !llvm.ptr -> i32
// CHECK: llvm.func @snprintf(!llvm.ptr, i32, !llvm.ptr, ...) -> i32

// -----

module attributes {llvm.data_layout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128", llvm.target_triple = "i686-unknown-linux-gnu"} {
prim.func @i686(%a: memref<?xf32>) {
  prim.return
}
}

// int64_t's own alignment, 4, holds for the word: no alignment attribute.
// CHECK-LABEL: llvm.func @__tvm_ffi_i686(
// CHECK: %[[T:.*]] = llvm.select %{{.*}}, %{{.*}}, %{{.*}} : i1, !llvm.ptr
// CHECK: %[[W:.*]] = llvm.getelementptr inbounds %[[T]][12] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT: llvm.load %[[W]] : !llvm.ptr -> i64
// CHECK: %[[S:.*]] = llvm.getelementptr inbounds %[[T]][20] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT: llvm.load %[[S]] : !llvm.ptr -> !llvm.ptr
// CHECK: %[[ST:.*]] = llvm.getelementptr inbounds %[[T]][24] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT: llvm.load %[[ST]] : !llvm.ptr -> !llvm.ptr
// CHECK: %[[O:.*]] = llvm.getelementptr inbounds %[[T]][28] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT: llvm.load %[[O]] : !llvm.ptr -> i64
// CHECK: llvm.func @snprintf(!llvm.ptr, i32, !llvm.ptr, ...) -> i32

// -----

module attributes {llvm.data_layout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64", llvm.target_triple = "armv7-unknown-linux-gnueabihf"} {
prim.func @table(%a: memref<4xf32>, %b: memref<4xf32>) {
  prim.return
}
}

// TABLE-LABEL: llvm.func @__tvm_ffi_table(
// TABLE: %[[TENSORS:.*]] = llvm.alloca %{{.*}} x !llvm.ptr {alignment = 4 : i64} : (i64) -> !llvm.ptr
// TABLE: llvm.call @__prim_quick__prim_check_arguments(
// TABLE: %[[A:.*]] = llvm.load %[[TENSORS]] : !llvm.ptr -> !llvm.ptr
// TABLE-NEXT: llvm.getelementptr inbounds %[[A]][20] : (!llvm.ptr) -> !llvm.ptr, i8
// TABLE: %[[SECOND:.*]] = llvm.getelementptr inbounds %[[TENSORS]][4] : (!llvm.ptr) -> !llvm.ptr, i8
// TABLE-NEXT: %[[B:.*]] = llvm.load %[[SECOND]] : !llvm.ptr -> !llvm.ptr
// TABLE-NEXT: llvm.getelementptr inbounds %[[B]][20] : (!llvm.ptr) -> !llvm.ptr, i8
// The checkers store each DLTensor* 4 bytes after the last.
// TABLE-LABEL: llvm.func internal @__prim_check_arguments(
// TABLE: llvm.getelementptr inbounds %arg7[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<4 x i8>
// TABLE-LABEL: llvm.func internal @__prim_quick__prim_check_arguments(
// TABLE: llvm.getelementptr inbounds %arg7[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<4 x i8>
