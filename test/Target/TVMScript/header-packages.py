# RUN: prim-translate --import-tvmscript %s | FileCheck %s

# TVM main's tests import TVM's packages beside the script
# (`from tvm import s_tir, te, tirx, topi`), whether the functions use them
# or not; a use of one is refused where it is used, except te.var(name,
# dtype), TVM's tirx.Var, the variable T.int32() declares.

from tvm import s_tir, te, tirx, topi
from tvm import relax as rx
from tvm.script import tirx as T

@T.prim_func
def f(A: T.Buffer((4,), "float32")):
    A[0] = T.float32(1)

@T.prim_func
def offsets(a: T.handle):
    off = te.var("elem_offset")
    n = te.var("n", dtype="int64")
    A = T.match_buffer(a, (n,), elem_offset=off)
    A[0] = T.float32(off)

# CHECK-LABEL: prim.func @f(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: memref<4xf32>) {
# CHECK-NEXT: %[[C0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[CST:[^ ,:()]+]] = arith.constant 1.000000e+00 : f32
# CHECK-NEXT: memref.store %[[CST]], %[[ARG0]][%[[C0]]] : memref<4xf32>
# CHECK-NEXT: prim.return
# CHECK-NEXT: }
# CHECK-LABEL: prim.func @offsets(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: memref<?xf32, strided<[1], offset: ?>>) {
# CHECK-NEXT: %[[C0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[DIM:[^ ,:()]+]] = memref.dim %[[ARG0]], %[[C0]] : memref<?xf32, strided<[1], offset: ?>>
# CHECK-NEXT: %[[V0:[^ ,:()]+]] = arith.index_cast %[[DIM]] : index to i64
# CHECK-NEXT: %[[BASE_BUFFER:[^ ,:()]+]], %[[OFFSET:[^ ,:()]+]], %[[SIZES:[^ ,:()]+]], %[[STRIDES:[^ ,:()]+]] = memref.extract_strided_metadata %[[ARG0]] : memref<?xf32, strided<[1], offset: ?>> -> memref<f32>, index, index, index
# CHECK-NEXT: %[[V1:[^ ,:()]+]] = arith.index_cast %[[OFFSET]] : index to i32
# CHECK-NEXT: %[[C0_0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[V2:[^ ,:()]+]] = arith.sitofp %[[V1]] : i32 to f32
# CHECK-NEXT: memref.store %[[V2]], %[[ARG0]][%[[C0_0]]] : memref<?xf32, strided<[1], offset: ?>>
# CHECK-NEXT: prim.return
# CHECK-NEXT: }
