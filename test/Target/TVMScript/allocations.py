# RUN: prim-translate --import-tvmscript %s | FileCheck %s
# RUN: sed 's/^from tvm.script import tir as T$/from tvm.script import tirx as T/' %s | prim-translate --import-tvmscript - | FileCheck %s

# Allocations with strides or an elem_offset (compact ones are any other
# allocation; padded ones hold every element their strides reach, viewed
# with them), axis_separators on an allocation (its layout is not seen
# outside), T.allocate's arguments by keyword, T.Buffer's data as its third
# argument, and a block's alloc_buffer before its init.

from tvm.script import tir as T

@T.prim_func
def allocs(A: T.Buffer((4, 16), "float32")):
    B = T.alloc_buffer([4, 16], elem_offset=0, align=64, offset_factor=1)
    C = T.alloc_buffer((4, 16), "float32", strides=[17, 1], axis_separators=[1])
    D_data = T.allocate(dtype="float32", extents=[4], scope="global")
    D = T.decl_buffer((4,), "float32", data=D_data)
    E = T.Buffer([2, 2], "float32", D_data)
    for i, j in T.grid(4, 16):
        B[i, j] = A[i, j]
        C[i, j] = B[i, j]
        D[i] = C[i, j]
        A[i, j] = D[i] + E[1, 1]

@T.prim_func
def block_scratch(A: T.Buffer((4,), "float32"), B: T.Buffer((1,), "float32")):
    for k in range(4):
        with T.block("sum"):
            vk = T.axis.reduce(4, k)
            C = T.alloc_buffer((1,), "float32")
            with T.init():
                B[0] = T.float32(0)
            C[0] = A[vk]
            B[0] = B[0] + C[0]
# CHECK-LABEL: prim.func @allocs(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: memref<4x16xf32>) {
# CHECK-NEXT: %[[ALLOCA:[^ ,:()]+]] = memref.alloca() : memref<4x16xf32>
# CHECK-NEXT: %[[ALLOCA_0:[^ ,:()]+]] = memref.alloca() : memref<67xf32>
# CHECK-NEXT: %[[ALLOCA_1:[^ ,:()]+]] = memref.alloca() : memref<4xf32>
# CHECK-NEXT: %[[REINTERPRET_CAST:[^ ,:()]+]] = memref.reinterpret_cast %[[ALLOCA_0]] to offset: [0], sizes: [4, 16], strides: [17, 1] : memref<67xf32> to memref<4x16xf32, strided<[17, 1]>>
# CHECK-NEXT: %[[REINTERPRET_CAST_2:[^ ,:()]+]] = memref.reinterpret_cast %[[ALLOCA_1]] to offset: [0], sizes: [2, 2], strides: [2, 1] : memref<4xf32> to memref<2x2xf32, strided<[2, 1]>>
# CHECK-NEXT: %[[CAST:[^ ,:()]+]] = memref.cast %[[REINTERPRET_CAST_2]] : memref<2x2xf32, strided<[2, 1]>> to memref<2x2xf32>
# CHECK-NEXT: %[[C0_I32:[^ ,:()]+]] = arith.constant 0 : i32
# CHECK-NEXT: %[[C4_I32:[^ ,:()]+]] = arith.constant 4 : i32
# CHECK-NEXT: %[[C1_I32:[^ ,:()]+]] = arith.constant 1 : i32
# CHECK-NEXT: scf.for %[[ARG1:[^ ,:()]+]] = %[[C0_I32]] to %[[C4_I32]] step %[[C1_I32]]  : i32 {
# CHECK-NEXT: %[[C0_I32_3:[^ ,:()]+]] = arith.constant 0 : i32
# CHECK-NEXT: %[[C16_I32:[^ ,:()]+]] = arith.constant 16 : i32
# CHECK-NEXT: %[[C1_I32_4:[^ ,:()]+]] = arith.constant 1 : i32
# CHECK-NEXT: scf.for %[[ARG2:[^ ,:()]+]] = %[[C0_I32_3]] to %[[C16_I32]] step %[[C1_I32_4]]  : i32 {
# CHECK-NEXT: %[[V0:[^ ,:()]+]] = arith.index_cast %[[ARG1]] : i32 to index
# CHECK-NEXT: %[[V1:[^ ,:()]+]] = arith.index_cast %[[ARG2]] : i32 to index
# CHECK-NEXT: %[[V2:[^ ,:()]+]] = arith.index_cast %[[ARG1]] : i32 to index
# CHECK-NEXT: %[[V3:[^ ,:()]+]] = arith.index_cast %[[ARG2]] : i32 to index
# CHECK-NEXT: %[[V4:[^ ,:()]+]] = memref.load %[[ARG0]][%[[V2]], %[[V3]]] : memref<4x16xf32>
# CHECK-NEXT: memref.store %[[V4]], %[[ALLOCA]][%[[V0]], %[[V1]]] : memref<4x16xf32>
# CHECK-NEXT: %[[V5:[^ ,:()]+]] = arith.index_cast %[[ARG1]] : i32 to index
# CHECK-NEXT: %[[V6:[^ ,:()]+]] = arith.index_cast %[[ARG2]] : i32 to index
# CHECK-NEXT: %[[V7:[^ ,:()]+]] = arith.index_cast %[[ARG1]] : i32 to index
# CHECK-NEXT: %[[V8:[^ ,:()]+]] = arith.index_cast %[[ARG2]] : i32 to index
# CHECK-NEXT: %[[V9:[^ ,:()]+]] = memref.load %[[ALLOCA]][%[[V7]], %[[V8]]] : memref<4x16xf32>
# CHECK-NEXT: memref.store %[[V9]], %[[REINTERPRET_CAST]][%[[V5]], %[[V6]]] : memref<4x16xf32, strided<[17, 1]>>
# CHECK-NEXT: %[[V10:[^ ,:()]+]] = arith.index_cast %[[ARG1]] : i32 to index
# CHECK-NEXT: %[[V11:[^ ,:()]+]] = arith.index_cast %[[ARG1]] : i32 to index
# CHECK-NEXT: %[[V12:[^ ,:()]+]] = arith.index_cast %[[ARG2]] : i32 to index
# CHECK-NEXT: %[[V13:[^ ,:()]+]] = memref.load %[[REINTERPRET_CAST]][%[[V11]], %[[V12]]] : memref<4x16xf32, strided<[17, 1]>>
# CHECK-NEXT: memref.store %[[V13]], %[[ALLOCA_1]][%[[V10]]] : memref<4xf32>
# CHECK-NEXT: %[[V14:[^ ,:()]+]] = arith.index_cast %[[ARG1]] : i32 to index
# CHECK-NEXT: %[[V15:[^ ,:()]+]] = arith.index_cast %[[ARG2]] : i32 to index
# CHECK-NEXT: %[[V16:[^ ,:()]+]] = arith.index_cast %[[ARG1]] : i32 to index
# CHECK-NEXT: %[[V17:[^ ,:()]+]] = memref.load %[[ALLOCA_1]][%[[V16]]] : memref<4xf32>
# CHECK-NEXT: %[[C1:[^ ,:()]+]] = arith.constant 1 : index
# CHECK-NEXT: %[[C1_5:[^ ,:()]+]] = arith.constant 1 : index
# CHECK-NEXT: %[[V18:[^ ,:()]+]] = memref.load %[[CAST]][%[[C1]], %[[C1_5]]] : memref<2x2xf32>
# CHECK-NEXT: %[[V19:[^ ,:()]+]] = arith.addf %[[V17]], %[[V18]] fastmath<contract> : f32
# CHECK-NEXT: memref.store %[[V19]], %[[ARG0]][%[[V14]], %[[V15]]] : memref<4x16xf32>
# CHECK-NEXT: }
# CHECK-NEXT: }
# CHECK-NEXT: prim.return
# CHECK-NEXT: }
# CHECK-LABEL: prim.func @block_scratch(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: memref<4xf32>, %[[ARG1:[^ ,:()]+]]: memref<1xf32>) {
# CHECK-NEXT: %[[ALLOCA:[^ ,:()]+]] = memref.alloca() : memref<1xf32>
# CHECK-NEXT: %[[C0_I32:[^ ,:()]+]] = arith.constant 0 : i32
# CHECK-NEXT: %[[C4_I32:[^ ,:()]+]] = arith.constant 4 : i32
# CHECK-NEXT: %[[C1_I32:[^ ,:()]+]] = arith.constant 1 : i32
# CHECK-NEXT: scf.for %[[ARG2:[^ ,:()]+]] = %[[C0_I32]] to %[[C4_I32]] step %[[C1_I32]]  : i32 {
# CHECK-NEXT: %[[C0_I32_0:[^ ,:()]+]] = arith.constant 0 : i32
# CHECK-NEXT: %[[V0:[^ ,:()]+]] = arith.cmpi eq, %[[ARG2]], %[[C0_I32_0]] : i32
# CHECK-NEXT: scf.if %[[V0]] {
# CHECK-NEXT: %[[C0_4:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[CST:[^ ,:()]+]] = arith.constant 0.000000e+00 : f32
# CHECK-NEXT: memref.store %[[CST]], %[[ARG1]][%[[C0_4]]] : memref<1xf32>
# CHECK-NEXT: }
# CHECK-NEXT: %[[C0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[V1:[^ ,:()]+]] = arith.index_cast %[[ARG2]] : i32 to index
# CHECK-NEXT: %[[V2:[^ ,:()]+]] = memref.load %[[ARG0]][%[[V1]]] : memref<4xf32>
# CHECK-NEXT: memref.store %[[V2]], %[[ALLOCA]][%[[C0]]] : memref<1xf32>
# CHECK-NEXT: %[[C0_1:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[C0_2:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[V3:[^ ,:()]+]] = memref.load %[[ARG1]][%[[C0_2]]] : memref<1xf32>
# CHECK-NEXT: %[[C0_3:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[V4:[^ ,:()]+]] = memref.load %[[ALLOCA]][%[[C0_3]]] : memref<1xf32>
# CHECK-NEXT: %[[V5:[^ ,:()]+]] = arith.addf %[[V3]], %[[V4]] fastmath<contract> : f32
# CHECK-NEXT: memref.store %[[V5]], %[[ARG1]][%[[C0_1]]] : memref<1xf32>
# CHECK-NEXT: }
# CHECK-NEXT: prim.return
# CHECK-NEXT: }
