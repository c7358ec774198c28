# RUN: prim-translate --import-tvmscript %s --split-input-file="# ""-----" --verify-diagnostics | FileCheck %s

# TVM's Buffer.vload/vstore: A[begin], whose scalar last index becomes a
# ramp of the dtype's or the value's lanes; a predicate masks the access
# lane by lane, as TVM's LLVM code generator does (llvm.masked.load/store):
# vector.maskedload/maskedstore for a stride of 1, the mask of a gather or
# scatter otherwise. T.get_active_lane_mask is LLVM's
# llvm.get.active.lane.mask.

from tvm.script import tir as T

@T.prim_func
def masked_load(A: T.Buffer((8,), "float32"), B: T.Buffer((8,), "float32"), n: T.int32):
    B[T.Ramp(0, 1, 4)] = A.vload([T.Ramp(n, 1, 4)], predicate=T.get_active_lane_mask("uint1x4", n, 6))

@T.prim_func
def masked_store(A: T.Buffer((8,), "float32")):
    A.vstore([T.Ramp(0, 2, 4)], T.Broadcast(T.float32(1), 4), predicate=T.Broadcast(T.bool(True), 4))
    A.vstore([4], T.Broadcast(T.float32(2), 4), predicate=T.get_active_lane_mask("uint1x4", 4, 6))

@T.prim_func
def unmasked(A: T.Buffer((2, 4), "int8"), B: T.Buffer((4,), "int8")):
    B[T.Ramp(0, 1, 4)] = A.vload([1, 0], "int8x4")
    B[0] = A.vload([0, 1])
    A.vstore([0, 0], B[0])
    A.vstore(begin=[1, T.Ramp(0, 1, 4)], value=B[T.Ramp(0, 1, 4)])

# CHECK-LABEL: prim.func @masked_load(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: memref<8xf32>, %[[ARG1:[^ ,:()]+]]: memref<8xf32>, %[[ARG2:[^ ,:()]+]]: i32) {
# CHECK-NEXT: %[[C0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[V0:[^ ,:()]+]] = arith.index_cast %[[ARG2]] : i32 to index
# CHECK-NEXT: %[[C6_I32:[^ ,:()]+]] = arith.constant 6 : i32
# CHECK-NEXT: %[[V1:[^ ,:()]+]] = llvm.intr.get.active.lane.mask %[[ARG2]], %[[C6_I32]] : i32, i32 to vector<4xi1>
# CHECK-NEXT: %[[CST:[^ ,:()]+]] = arith.constant dense<0.000000e+00> : vector<4xf32>
# CHECK-NEXT: %[[V2:[^ ,:()]+]] = vector.maskedload %[[ARG0]][%[[V0]]], %[[V1]], %[[CST]] : memref<8xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
# CHECK-NEXT: vector.store %[[V2]], %[[ARG1]][%[[C0]]] : memref<8xf32>, vector<4xf32>
# CHECK-NEXT: prim.return
# CHECK-NEXT: }

# CHECK-LABEL: prim.func @masked_store(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: memref<8xf32>) {
# CHECK-NEXT: %[[CST:[^ ,:()]+]] = arith.constant 1.000000e+00 : f32
# CHECK-NEXT: %[[V0:[^ ,:()]+]] = vector.broadcast %[[CST]] : f32 to vector<4xf32>
# CHECK-NEXT: %[[C0_I32:[^ ,:()]+]] = arith.constant 0 : i32
# CHECK-NEXT: %[[C2_I32:[^ ,:()]+]] = arith.constant 2 : i32
# CHECK-NEXT: %[[CST_0:[^ ,:()]+]] = arith.constant dense<[0, 1, 2, 3]> : vector<4xi32>
# CHECK-NEXT: %[[V1:[^ ,:()]+]] = vector.broadcast %[[C0_I32]] : i32 to vector<4xi32>
# CHECK-NEXT: %[[V2:[^ ,:()]+]] = vector.broadcast %[[C2_I32]] : i32 to vector<4xi32>
# CHECK-NEXT: %[[V3:[^ ,:()]+]] = arith.muli %[[V2]], %[[CST_0]] : vector<4xi32>
# CHECK-NEXT: %[[V4:[^ ,:()]+]] = arith.addi %[[V1]], %[[V3]] : vector<4xi32>
# CHECK-NEXT: %[[C0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[V5:[^ ,:()]+]] = arith.index_cast %[[V4]] : vector<4xi32> to vector<4xindex>
# CHECK-NEXT: %[[TRUE:[^ ,:()]+]] = arith.constant true
# CHECK-NEXT: %[[V6:[^ ,:()]+]] = vector.broadcast %[[TRUE]] : i1 to vector<4xi1>
# CHECK-NEXT: vector.scatter %[[ARG0]][%[[C0]]] [%[[V5]]], %[[V6]], %[[V0]] : memref<8xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32>
# CHECK-NEXT: %[[CST_1:[^ ,:()]+]] = arith.constant 2.000000e+00 : f32
# CHECK-NEXT: %[[V7:[^ ,:()]+]] = vector.broadcast %[[CST_1]] : f32 to vector<4xf32>
# CHECK-NEXT: %[[C4:[^ ,:()]+]] = arith.constant 4 : index
# CHECK-NEXT: %[[C4_I32:[^ ,:()]+]] = arith.constant 4 : i32
# CHECK-NEXT: %[[C6_I32:[^ ,:()]+]] = arith.constant 6 : i32
# CHECK-NEXT: %[[V8:[^ ,:()]+]] = llvm.intr.get.active.lane.mask %[[C4_I32]], %[[C6_I32]] : i32, i32 to vector<4xi1>
# CHECK-NEXT: vector.maskedstore %[[ARG0]][%[[C4]]], %[[V8]], %[[V7]] : memref<8xf32>, vector<4xi1>, vector<4xf32>
# CHECK-NEXT: prim.return
# CHECK-NEXT: }

# CHECK-LABEL: prim.func @unmasked(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: memref<2x4xi8>, %[[ARG1:[^ ,:()]+]]: memref<4xi8>) {
# CHECK-NEXT: %[[C0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[C1:[^ ,:()]+]] = arith.constant 1 : index
# CHECK-NEXT: %[[C0_0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[V0:[^ ,:()]+]] = vector.load %[[ARG0]][%[[C1]], %[[C0_0]]] : memref<2x4xi8>, vector<4xi8>
# CHECK-NEXT: vector.store %[[V0]], %[[ARG1]][%[[C0]]] : memref<4xi8>, vector<4xi8>
# CHECK-NEXT: %[[C0_1:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[C0_2:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[C1_3:[^ ,:()]+]] = arith.constant 1 : index
# CHECK-NEXT: %[[V1:[^ ,:()]+]] = memref.load %[[ARG0]][%[[C0_2]], %[[C1_3]]] : memref<2x4xi8>
# CHECK-NEXT: memref.store %[[V1]], %[[ARG1]][%[[C0_1]]] : memref<4xi8>
# CHECK-NEXT: %[[C0_4:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[V2:[^ ,:()]+]] = memref.load %[[ARG1]][%[[C0_4]]] : memref<4xi8>
# CHECK-NEXT: %[[C0_5:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[C0_6:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: memref.store %[[V2]], %[[ARG0]][%[[C0_5]], %[[C0_6]]] : memref<2x4xi8>
# CHECK-NEXT: %[[C1_7:[^ ,:()]+]] = arith.constant 1 : index
# CHECK-NEXT: %[[C0_8:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[C0_9:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[V3:[^ ,:()]+]] = vector.load %[[ARG1]][%[[C0_9]]] : memref<4xi8>, vector<4xi8>
# CHECK-NEXT: vector.store %[[V3]], %[[ARG0]][%[[C1_7]], %[[C0_8]]] : memref<2x4xi8>, vector<4xi8>
# CHECK-NEXT: prim.return
# CHECK-NEXT: }

# -----

@T.prim_func
def f(A: T.Buffer((8,), "float32")):
    # expected-error @+1 {{'A.vload' loads float32 lanes from 'A', not int32x4}}
    A[0] = A.vload([0], "int32x4")[0]

# -----

@T.prim_func
def f(A: T.Buffer((8,), "float32")):
    # expected-error @+1 {{'A.vload' has a predicate but loads one lane; give it a vector dtype or a T.Ramp index}}
    A[0] = A.vload([0], predicate=T.bool(True))

# -----

@T.prim_func
def f(A: T.Buffer((8,), "float32")):
    # expected-error @+1 {{the predicate of 'A.vload' is a vector of 4 booleans, one a lane, not boolx2}}
    A[T.Ramp(0, 1, 4)] = A.vload([T.Ramp(4, 1, 4)], predicate=T.Broadcast(T.bool(True), 2))

# -----

@T.prim_func
def f(A: T.Buffer((8,), "float32")):
    # expected-error @+1 {{the predicate of 'A.vload' is a vector of 4 booleans, one a lane, not a constant}}
    A[T.Ramp(0, 1, 4)] = A.vload([4], "float32x4", predicate=True)

# -----

@T.prim_func
def f(A: T.Buffer((8,), "float32")):
    # expected-error @+1 {{'A.vstore' stores float32x4 into 'A', not int32x4}}
    A.vstore([T.Ramp(0, 1, 4)], T.Broadcast(T.int32(1), 4), predicate=T.Broadcast(T.bool(True), 4))

# -----

@T.prim_func
def f(A: T.Buffer((8,), "float32")):
    # expected-error @+1 {{'A.vstore' has a predicate but stores one lane; store a vector}}
    A.vstore([0], T.float32(1), predicate=T.bool(True))

# -----

@T.prim_func
def f(A: T.Buffer((8,), "float32")):
    # expected-error @+1 {{'A.vload' takes no argument 'mask'}}
    A[0] = A.vload([0], mask=T.bool(True))

# -----

@T.prim_func
def f(A: T.Buffer((8,), "float32")):
    # expected-error @+1 {{'A.vload' gets 'dtype' twice}}
    A[0] = A.vload([0], "float32", dtype="float32")

# -----

@T.prim_func
def f(A: T.Buffer((8,), "float32")):
    # expected-error @+1 {{'A.vload' takes 1 to 3 positional arguments, found 4}}
    A[0] = A.vload([0], "float32", None, 1)

# -----

@T.prim_func
def f(A: T.Buffer((8,), "float32")):
    # expected-error @+1 {{'A.vload' needs the indices it loads at}}
    A[0] = A.vload(dtype="float32")

# -----

@T.prim_func
def f(A: T.Buffer((8,), "float32")):
    # expected-error @+1 {{'A.vstore' needs the indices it stores at and the value}}
    A.vstore([0])

# -----

@T.prim_func
def f(A: T.Buffer((8,), "bool")):
    # expected-error @+1 {{vector accesses of bool buffers are not supported}}
    A.vstore([0], T.Broadcast(T.bool(True), 4))

# -----

@T.prim_func
def f(A: T.Buffer((8,), "float32")):
    # expected-error @+1 {{'T.get_active_lane_mask' makes booleans: its dtype is "uint1xN" or "boolxN", N from 2 to 1024}}
    A.vstore([0], T.Broadcast(T.float32(1), 4), predicate=T.get_active_lane_mask("int32x4", 0, 4))

# -----

@T.prim_func
def f(A: T.Buffer((8,), "float32")):
    # expected-error @+1 {{'T.get_active_lane_mask' makes booleans: its dtype is "uint1xN" or "boolxN", N from 2 to 1024}}
    A.vstore([0], T.Broadcast(T.float32(1), 4), predicate=T.get_active_lane_mask("uint1xvscalex4", 0, 4))

# -----

@T.prim_func
def f(A: T.Buffer((8,), "float32"), x: T.float32):
    # expected-error @+1 {{'T.get_active_lane_mask' takes an integer base and limit}}
    A.vstore([0], T.Broadcast(T.float32(1), 4), predicate=T.get_active_lane_mask("uint1x4", x, 4))
