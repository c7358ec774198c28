// prim-expand-strided-metadata applies memref's expand-strided-metadata
// patterns to a function that holds a view, and leaves a function without
// one exactly as it was (no folds either: the redundant constants stay).
// RUN: prim-opt %s --split-input-file --pass-pipeline='builtin.module(prim.func(prim-expand-strided-metadata))' | FileCheck %s

prim.func @view(%A: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %v = memref.subview %A[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  %x = memref.load %v[%c0] : memref<4xf32, strided<[1], offset: 2>>
  memref.store %x, %A[%c0] : memref<8xf32>
  prim.return
}

// CHECK-LABEL: prim.func @view(
// CHECK-NOT: memref.subview
// CHECK: memref.extract_strided_metadata
// CHECK-NEXT: memref.reinterpret_cast %{{.*}} to offset: [2], sizes: [4], strides: [1]
// CHECK-NOT: memref.subview
// CHECK: prim.return

// -----

prim.func @no_view(%A: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c0_again = arith.constant 0 : index
  %x = memref.load %A[%c0] : memref<8xf32>
  memref.store %x, %A[%c0_again] : memref<8xf32>
  prim.return
}

// CHECK-LABEL: prim.func @no_view(
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[C0_AGAIN:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[X:.*]] = memref.load %{{.*}}[%[[C0]]]
// CHECK-NEXT: memref.store %[[X]], %{{.*}}[%[[C0_AGAIN]]]
// CHECK-NEXT: prim.return
