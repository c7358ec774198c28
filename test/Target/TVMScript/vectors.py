# RUN: prim-translate --import-tvmscript %s | FileCheck %s
# RUN: sed 's/^from tvm.script import tir as T$/from tvm.script import tirx as T/' %s | prim-translate --import-tvmscript - | FileCheck %s

# Fixed-width vectors: T.Ramp(base, stride, lanes) is base + stride * iota,
# T.Broadcast a vector.broadcast; a scalar operand is broadcast to the
# other's lanes; a ramp of stride 1 in the last index is a contiguous
# vector.load/store, any other a gather/scatter of all lanes.

from tvm.script import tir as T

@T.prim_func
def vectors(A: T.Buffer((8,), "float32"), C: T.Buffer((8,), "int32"), x: T.float32):
    A[T.ramp(0, 1, 4)] = A[T.ramp(4, 1, 4)] * T.broadcast(x, 4) + T.float32(1)
    C[T.Ramp(0, 2, 4)] = T.Cast("int32x4", A[T.Ramp(1, 2, 4)] > T.Broadcast(x, 4))

# CHECK-LABEL: prim.func @vectors(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: memref<8xf32>, %[[ARG1:[^ ,:()]+]]: memref<8xi32>, %[[ARG2:[^ ,:()]+]]: f32) {
# CHECK-NEXT: %[[C0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[C4:[^ ,:()]+]] = arith.constant 4 : index
# CHECK-NEXT: %[[V0:[^ ,:()]+]] = vector.load %[[ARG0]][%[[C4]]] : memref<8xf32>, vector<4xf32>
# CHECK-NEXT: %[[V1:[^ ,:()]+]] = vector.broadcast %[[ARG2]] : f32 to vector<4xf32>
# CHECK-NEXT: %[[V2:[^ ,:()]+]] = arith.mulf %[[V0]], %[[V1]] fastmath<contract> : vector<4xf32>
# CHECK-NEXT: %[[CST:[^ ,:()]+]] = arith.constant 1.000000e+00 : f32
# CHECK-NEXT: %[[V3:[^ ,:()]+]] = vector.broadcast %[[CST]] : f32 to vector<4xf32>
# CHECK-NEXT: %[[V4:[^ ,:()]+]] = arith.addf %[[V2]], %[[V3]] fastmath<contract> : vector<4xf32>
# CHECK-NEXT: vector.store %[[V4]], %[[ARG0]][%[[C0]]] : memref<8xf32>, vector<4xf32>
# CHECK-NEXT: %[[C0_I32:[^ ,:()]+]] = arith.constant 0 : i32
# CHECK-NEXT: %[[C2_I32:[^ ,:()]+]] = arith.constant 2 : i32
# CHECK-NEXT: %[[CST_0:[^ ,:()]+]] = arith.constant dense<[0, 1, 2, 3]> : vector<4xi32>
# CHECK-NEXT: %[[V5:[^ ,:()]+]] = vector.broadcast %[[C0_I32]] : i32 to vector<4xi32>
# CHECK-NEXT: %[[V6:[^ ,:()]+]] = vector.broadcast %[[C2_I32]] : i32 to vector<4xi32>
# CHECK-NEXT: %[[V7:[^ ,:()]+]] = arith.muli %[[V6]], %[[CST_0]] : vector<4xi32>
# CHECK-NEXT: %[[V8:[^ ,:()]+]] = arith.addi %[[V5]], %[[V7]] : vector<4xi32>
# CHECK-NEXT: %[[C0_1:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[V9:[^ ,:()]+]] = arith.index_cast %[[V8]] : vector<4xi32> to vector<4xindex>
# CHECK-NEXT: %[[C1_I32:[^ ,:()]+]] = arith.constant 1 : i32
# CHECK-NEXT: %[[C2_I32_2:[^ ,:()]+]] = arith.constant 2 : i32
# CHECK-NEXT: %[[CST_3:[^ ,:()]+]] = arith.constant dense<[0, 1, 2, 3]> : vector<4xi32>
# CHECK-NEXT: %[[V10:[^ ,:()]+]] = vector.broadcast %[[C1_I32]] : i32 to vector<4xi32>
# CHECK-NEXT: %[[V11:[^ ,:()]+]] = vector.broadcast %[[C2_I32_2]] : i32 to vector<4xi32>
# CHECK-NEXT: %[[V12:[^ ,:()]+]] = arith.muli %[[V11]], %[[CST_3]] : vector<4xi32>
# CHECK-NEXT: %[[V13:[^ ,:()]+]] = arith.addi %[[V10]], %[[V12]] : vector<4xi32>
# CHECK-NEXT: %[[C0_4:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[V14:[^ ,:()]+]] = arith.index_cast %[[V13]] : vector<4xi32> to vector<4xindex>
# CHECK-NEXT: %[[CST_5:[^ ,:()]+]] = arith.constant dense<true> : vector<4xi1>
# CHECK-NEXT: %[[CST_6:[^ ,:()]+]] = arith.constant dense<0.000000e+00> : vector<4xf32>
# CHECK-NEXT: %[[V15:[^ ,:()]+]] = vector.gather %[[ARG0]][%[[C0_4]]] [%[[V14]]], %[[CST_5]], %[[CST_6]] : memref<8xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32>
# CHECK-NEXT: %[[V16:[^ ,:()]+]] = vector.broadcast %[[ARG2]] : f32 to vector<4xf32>
# CHECK-NEXT: %[[V17:[^ ,:()]+]] = arith.cmpf ogt, %[[V15]], %[[V16]] : vector<4xf32>
# CHECK-NEXT: %[[V18:[^ ,:()]+]] = arith.extui %[[V17]] : vector<4xi1> to vector<4xi32>
# CHECK-NEXT: %[[CST_7:[^ ,:()]+]] = arith.constant dense<true> : vector<4xi1>
# CHECK-NEXT: vector.scatter %[[ARG1]][%[[C0_1]]] [%[[V9]]], %[[CST_7]], %[[V18]] : memref<8xi32>, vector<4xindex>, vector<4xi1>, vector<4xi32>
# CHECK-NEXT: prim.return
# CHECK-NEXT: }
