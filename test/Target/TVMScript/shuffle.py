# RUN: prim-translate --import-tvmscript %s | FileCheck %s

# T.Shuffle(vectors, indices): the operands' lanes concatenated (a scalar is
# one lane), picked by constant indices; one index picks a scalar, as TVM's
# code generator does.

from tvm.script import tirx as T

@T.prim_func
def concat(x: T.int32, y: T.int32, buffer: T.Buffer((1,), "int32x2")):
    buffer[0] = T.Shuffle([x, y], [0, 1])

@T.prim_func
def pick(A: T.Buffer((8,), "float32"), x: T.float32):
    A[T.Ramp(0, 1, 4)] = T.Shuffle([A[T.Ramp(4, 1, 2)], x, A[T.Ramp(6, 1, 2)]], [4, 2, T.int32(0), 0])
    A[7] = T.Shuffle([A[T.Ramp(0, 1, 4)]], [3])

# CHECK-LABEL: prim.func @concat(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: i32, %[[ARG1:[^ ,:()]+]]: i32, %[[ARG2:[^ ,:()]+]]: memref<1xvector<2xi32>>) {
# CHECK-NEXT: %[[C0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[V0:[^ ,:()]+]] = vector.from_elements %[[ARG0]], %[[ARG1]] : vector<2xi32>
# CHECK-NEXT: memref.store %[[V0]], %[[ARG2]][%[[C0]]] : memref<1xvector<2xi32>>
# CHECK-NEXT: prim.return
# CHECK-NEXT: }

# CHECK-LABEL: prim.func @pick(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: memref<8xf32>, %[[ARG1:[^ ,:()]+]]: f32) {
# CHECK-NEXT: %[[C0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[C4:[^ ,:()]+]] = arith.constant 4 : index
# CHECK-NEXT: %[[V0:[^ ,:()]+]] = vector.load %[[ARG0]][%[[C4]]] : memref<8xf32>, vector<2xf32>
# CHECK-NEXT: %[[V1:[^ ,:()]+]] = vector.extract %[[V0]][0] : f32 from vector<2xf32>
# CHECK-NEXT: %[[V2:[^ ,:()]+]] = vector.extract %[[V0]][1] : f32 from vector<2xf32>
# CHECK-NEXT: %[[C6:[^ ,:()]+]] = arith.constant 6 : index
# CHECK-NEXT: %[[V3:[^ ,:()]+]] = vector.load %[[ARG0]][%[[C6]]] : memref<8xf32>, vector<2xf32>
# CHECK-NEXT: %[[V4:[^ ,:()]+]] = vector.extract %[[V3]][0] : f32 from vector<2xf32>
# CHECK-NEXT: %[[V5:[^ ,:()]+]] = vector.extract %[[V3]][1] : f32 from vector<2xf32>
# CHECK-NEXT: %[[V6:[^ ,:()]+]] = vector.from_elements %[[V5]], %[[ARG1]], %[[V1]], %[[V1]] : vector<4xf32>
# CHECK-NEXT: vector.store %[[V6]], %[[ARG0]][%[[C0]]] : memref<8xf32>, vector<4xf32>
# CHECK-NEXT: %[[C7:[^ ,:()]+]] = arith.constant 7 : index
# CHECK-NEXT: %[[C0_0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[V7:[^ ,:()]+]] = vector.load %[[ARG0]][%[[C0_0]]] : memref<8xf32>, vector<4xf32>
# CHECK-NEXT: %[[V8:[^ ,:()]+]] = vector.extract %[[V7]][0] : f32 from vector<4xf32>
# CHECK-NEXT: %[[V9:[^ ,:()]+]] = vector.extract %[[V7]][1] : f32 from vector<4xf32>
# CHECK-NEXT: %[[V10:[^ ,:()]+]] = vector.extract %[[V7]][2] : f32 from vector<4xf32>
# CHECK-NEXT: %[[V11:[^ ,:()]+]] = vector.extract %[[V7]][3] : f32 from vector<4xf32>
# CHECK-NEXT: memref.store %[[V11]], %[[ARG0]][%[[C7]]] : memref<8xf32>
# CHECK-NEXT: prim.return
# CHECK-NEXT: }
