# RUN: prim-translate --import-tvmscript %s | FileCheck %s
# RUN: sed 's/^from tvm.script import tir as T$/from tvm.script import tirx as T/' %s | prim-translate --import-tvmscript - | FileCheck %s

# T.match_buffer of a buffer region, in a block or a body, as TVM's
# LowerMatchBuffer binds it: a memref.subview at the region's start, of the
# declared shape (the region's last dims; without a shape, the region's),
# with the source's strides; symbolic strides bind to the view's.

from tvm.script import tir as T

@T.prim_func
def tiles(A: T.Buffer((8, 8), "float32"), B: T.Buffer((8,), "float32")):
    for i, j in T.grid(2, 8):
        with T.block("tile"):
            vi, vj = T.axis.remap("SS", [i, j])
            A0 = T.match_buffer(A[vi * 4 : vi * 4 + 4, vj], (4, 1), offset_factor=1)
            B0 = T.match_buffer(B[vj], ())
            B0[()] = A0[0, 0] + A0[3, 0]

@T.prim_func
def rows(A: T.Buffer((8, 16), "float32"), n: T.int32):
    m = T.int32()
    R = T.match_buffer(A[n, 0:16], (16,), strides=[m])
    W = T.match_buffer(A[2:4, 8:16])
    R[m] = W[1, 7]
# CHECK-LABEL: prim.func @tiles(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: memref<8x8xf32>, %[[ARG1:[^ ,:()]+]]: memref<8xf32>) {
# CHECK-NEXT: %[[C0_I32:[^ ,:()]+]] = arith.constant 0 : i32
# CHECK-NEXT: %[[C2_I32:[^ ,:()]+]] = arith.constant 2 : i32
# CHECK-NEXT: %[[C1_I32:[^ ,:()]+]] = arith.constant 1 : i32
# CHECK-NEXT: scf.for %[[ARG2:[^ ,:()]+]] = %[[C0_I32]] to %[[C2_I32]] step %[[C1_I32]]  : i32 {
# CHECK-NEXT: %[[C0_I32_0:[^ ,:()]+]] = arith.constant 0 : i32
# CHECK-NEXT: %[[C8_I32:[^ ,:()]+]] = arith.constant 8 : i32
# CHECK-NEXT: %[[C1_I32_1:[^ ,:()]+]] = arith.constant 1 : i32
# CHECK-NEXT: scf.for %[[ARG3:[^ ,:()]+]] = %[[C0_I32_0]] to %[[C8_I32]] step %[[C1_I32_1]]  : i32 {
# CHECK-NEXT: %[[C4_I32:[^ ,:()]+]] = arith.constant 4 : i32
# CHECK-NEXT: %[[V0:[^ ,:()]+]] = arith.muli %[[ARG2]], %[[C4_I32]] : i32
# CHECK-NEXT: %[[V1:[^ ,:()]+]] = arith.index_cast %[[V0]] : i32 to index
# CHECK-NEXT: %[[C4_I32_2:[^ ,:()]+]] = arith.constant 4 : i32
# CHECK-NEXT: %[[V2:[^ ,:()]+]] = arith.muli %[[ARG2]], %[[C4_I32_2]] : i32
# CHECK-NEXT: %[[C4_I32_3:[^ ,:()]+]] = arith.constant 4 : i32
# CHECK-NEXT: %[[V3:[^ ,:()]+]] = arith.addi %[[V2]], %[[C4_I32_3]] : i32
# CHECK-NEXT: %[[V4:[^ ,:()]+]] = arith.index_cast %[[V3]] : i32 to index
# CHECK-NEXT: %[[V5:[^ ,:()]+]] = arith.subi %[[V4]], %[[V1]] : index
# CHECK-NEXT: %[[V6:[^ ,:()]+]] = arith.index_cast %[[ARG3]] : i32 to index
# CHECK-NEXT: %[[SUBVIEW:[^ ,:()]+]] = memref.subview %[[ARG0]][%[[V1]], %[[V6]]] [4, 1] [1, 1] : memref<8x8xf32> to memref<4x1xf32, strided<[8, 1], offset: ?>>
# CHECK-NEXT: %[[V7:[^ ,:()]+]] = arith.index_cast %[[ARG3]] : i32 to index
# CHECK-NEXT: %[[SUBVIEW_4:[^ ,:()]+]] = memref.subview %[[ARG1]][%[[V7]]] [1] [1] : memref<8xf32> to memref<f32, strided<[], offset: ?>>
# CHECK-NEXT: %[[C0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[C0_5:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[V8:[^ ,:()]+]] = memref.load %[[SUBVIEW]][%[[C0]], %[[C0_5]]] : memref<4x1xf32, strided<[8, 1], offset: ?>>
# CHECK-NEXT: %[[C3:[^ ,:()]+]] = arith.constant 3 : index
# CHECK-NEXT: %[[C0_6:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[V9:[^ ,:()]+]] = memref.load %[[SUBVIEW]][%[[C3]], %[[C0_6]]] : memref<4x1xf32, strided<[8, 1], offset: ?>>
# CHECK-NEXT: %[[V10:[^ ,:()]+]] = arith.addf %[[V8]], %[[V9]] fastmath<contract> : f32
# CHECK-NEXT: memref.store %[[V10]], %[[SUBVIEW_4]][] : memref<f32, strided<[], offset: ?>>
# CHECK-NEXT: }
# CHECK-NEXT: }
# CHECK-NEXT: prim.return
# CHECK-NEXT: }
# CHECK-LABEL: prim.func @rows(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: memref<8x16xf32>, %[[ARG1:[^ ,:()]+]]: i32) {
# CHECK-NEXT: %[[V0:[^ ,:()]+]] = arith.index_cast %[[ARG1]] : i32 to index
# CHECK-NEXT: %[[C0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[C16:[^ ,:()]+]] = arith.constant 16 : index
# CHECK-NEXT: %[[V1:[^ ,:()]+]] = arith.subi %[[C16]], %[[C0]] : index
# CHECK-NEXT: %[[SUBVIEW:[^ ,:()]+]] = memref.subview %[[ARG0]][%[[V0]], %[[C0]]] [1, 16] [1, 1] : memref<8x16xf32> to memref<16xf32, strided<[1], offset: ?>>
# CHECK-NEXT: %[[BASE_BUFFER:[^ ,:()]+]], %[[OFFSET:[^ ,:()]+]], %[[SIZES:[^ ,:()]+]], %[[STRIDES:[^ ,:()]+]] = memref.extract_strided_metadata %[[SUBVIEW]] : memref<16xf32, strided<[1], offset: ?>> -> memref<f32>, index, index, index
# CHECK-NEXT: %[[V2:[^ ,:()]+]] = arith.index_cast %[[STRIDES]] : index to i32
# CHECK-NEXT: %[[C2:[^ ,:()]+]] = arith.constant 2 : index
# CHECK-NEXT: %[[C4:[^ ,:()]+]] = arith.constant 4 : index
# CHECK-NEXT: %[[V3:[^ ,:()]+]] = arith.subi %[[C4]], %[[C2]] : index
# CHECK-NEXT: %[[C8:[^ ,:()]+]] = arith.constant 8 : index
# CHECK-NEXT: %[[C16_0:[^ ,:()]+]] = arith.constant 16 : index
# CHECK-NEXT: %[[V4:[^ ,:()]+]] = arith.subi %[[C16_0]], %[[C8]] : index
# CHECK-NEXT: %[[SUBVIEW_1:[^ ,:()]+]] = memref.subview %[[ARG0]][%[[C2]], %[[C8]]] [2, 8] [1, 1] : memref<8x16xf32> to memref<2x8xf32, strided<[16, 1], offset: ?>>
# CHECK-NEXT: %[[V5:[^ ,:()]+]] = arith.index_cast %[[V2]] : i32 to index
# CHECK-NEXT: %[[C1:[^ ,:()]+]] = arith.constant 1 : index
# CHECK-NEXT: %[[C7:[^ ,:()]+]] = arith.constant 7 : index
# CHECK-NEXT: %[[V6:[^ ,:()]+]] = memref.load %[[SUBVIEW_1]][%[[C1]], %[[C7]]] : memref<2x8xf32, strided<[16, 1], offset: ?>>
# CHECK-NEXT: memref.store %[[V6]], %[[SUBVIEW]][%[[V5]]] : memref<16xf32, strided<[1], offset: ?>>
# CHECK-NEXT: prim.return
# CHECK-NEXT: }
