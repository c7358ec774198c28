// prim.buffer_view becomes a memref descriptor whose pointers are the
// handle: the type's static offset, sizes and strides as constants, the
// dynamic sizes from the operands, and a compact layout's dynamic strides
// as products of the sizes to their right.
// RUN: prim-opt %s --convert-prim-to-llvm=abi=tvm-ffi | FileCheck %s

// CHECK-LABEL: llvm.func internal @view(
// CHECK-SAME: %[[H:[^:]*]]: !llvm.ptr, %[[N:[^:]*]]: i64, %{{.*}}: !llvm.ptr) -> i32 {
// CHECK: %[[C4:.*]] = llvm.mlir.constant(4 : i64) : i64
// CHECK-NEXT: %[[C1:.*]] = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %[[S0:.*]] = llvm.mul %[[C1]], %[[N]] : i64
// CHECK-NEXT: %[[D:.*]] = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[D1:.*]] = llvm.insertvalue %[[H]], %[[D]][0]
// CHECK-NEXT: %[[D2:.*]] = llvm.insertvalue %[[H]], %[[D1]][1]
// CHECK-NEXT: %[[OFF:.*]] = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %[[D3:.*]] = llvm.insertvalue %[[OFF]], %[[D2]][2]
// CHECK-NEXT: %[[SIZE0:.*]] = llvm.mlir.constant(4 : i64) : i64
// CHECK-NEXT: %[[D4:.*]] = llvm.insertvalue %[[SIZE0]], %[[D3]][3, 0]
// CHECK-NEXT: %[[D5:.*]] = llvm.insertvalue %[[S0]], %[[D4]][4, 0]
// CHECK-NEXT: %[[D6:.*]] = llvm.insertvalue %[[N]], %[[D5]][3, 1]
// CHECK-NEXT: %[[S1:.*]] = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %[[D7:.*]] = llvm.insertvalue %[[S1]], %[[D6]][4, 1]
// CHECK-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %[[D7]] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<4x?xf32>
prim.func private @view(%h: !prim.handle, %n: index) -> f32 {
  %v = prim.buffer_view %h[%n] : memref<4x?xf32>
  %c1 = arith.constant 1 : index
  %x = memref.load %v[%c1, %c1] : memref<4x?xf32>
  prim.return %x : f32
}

// Static strides and offset: all constants.
// CHECK-LABEL: llvm.func internal @strided(
// CHECK-SAME: %[[H:[^:]*]]: !llvm.ptr, %{{.*}}: !llvm.ptr) -> i32 {
// CHECK: %[[D:.*]] = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[D1:.*]] = llvm.insertvalue %[[H]], %[[D]][0]
// CHECK-NEXT: %[[D2:.*]] = llvm.insertvalue %[[H]], %[[D1]][1]
// CHECK-NEXT: %[[OFF:.*]] = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT: %[[D3:.*]] = llvm.insertvalue %[[OFF]], %[[D2]][2]
// CHECK-NEXT: %[[SIZE0:.*]] = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %[[D4:.*]] = llvm.insertvalue %[[SIZE0]], %[[D3]][3, 0]
// CHECK-NEXT: %[[S0:.*]] = llvm.mlir.constant(17 : i64) : i64
// CHECK-NEXT: %[[D5:.*]] = llvm.insertvalue %[[S0]], %[[D4]][4, 0]
// CHECK-NEXT: %[[SIZE1:.*]] = llvm.mlir.constant(16 : i64) : i64
// CHECK-NEXT: %[[D6:.*]] = llvm.insertvalue %[[SIZE1]], %[[D5]][3, 1]
// CHECK-NEXT: %[[S1:.*]] = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %[[D7:.*]] = llvm.insertvalue %[[S1]], %[[D6]][4, 1]
prim.func private @strided(%h: !prim.handle) -> f32 {
  %v = prim.buffer_view %h[] : memref<2x16xf32, strided<[17, 1], offset: 3>>
  %c1 = arith.constant 1 : index
  %x = memref.load %v[%c1, %c1] : memref<2x16xf32, strided<[17, 1], offset: 3>>
  prim.return %x : f32
}
