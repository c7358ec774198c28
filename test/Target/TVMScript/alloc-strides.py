# RUN: prim-translate --import-tvmscript %s --split-input-file="# ""-----" --verify-diagnostics | FileCheck %s

# TVM's CompactBufferAllocation gives every block allocation new compact
# strides, so the strides a T.alloc_buffer writes are never read, even
# fewer than its dims: they are dropped. A parameter's or a view's must
# have one per dim, which TVM's ElemOffset requires.

from tvm.script import tir as T

@T.prim_func
def fewer(B: T.Buffer((2, 3), "int32")):
    index = T.alloc_buffer([2, 3], dtype="int32", strides=[1])
    for i, j in T.grid(2, 3):
        with T.block("index"):
            vi, vj = T.axis.remap("SS", [i, j])
            index[vi, vj] = vi
    for i, j in T.grid(2, 3):
        with T.block("out"):
            vi, vj = T.axis.remap("SS", [i, j])
            B[vi, vj] = index[vi, vj]

# CHECK-LABEL: prim.func @fewer(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: memref<2x3xi32>) {
# CHECK-NEXT: %[[ALLOCA:[^ ,:()]+]] = memref.alloca() : memref<2x3xi32>
# CHECK-NEXT: %[[C0_I32:[^ ,:()]+]] = arith.constant 0 : i32
# CHECK-NEXT: %[[C2_I32:[^ ,:()]+]] = arith.constant 2 : i32
# CHECK-NEXT: %[[C1_I32:[^ ,:()]+]] = arith.constant 1 : i32
# CHECK-NEXT: scf.for %[[ARG1:[^ ,:()]+]] = %[[C0_I32]] to %[[C2_I32]] step %[[C1_I32]]  : i32 {
# CHECK-NEXT: %[[C0_I32_3:[^ ,:()]+]] = arith.constant 0 : i32
# CHECK-NEXT: %[[C3_I32:[^ ,:()]+]] = arith.constant 3 : i32
# CHECK-NEXT: %[[C1_I32_4:[^ ,:()]+]] = arith.constant 1 : i32
# CHECK-NEXT: scf.for %[[ARG2:[^ ,:()]+]] = %[[C0_I32_3]] to %[[C3_I32]] step %[[C1_I32_4]]  : i32 {
# CHECK-NEXT: %[[V0:[^ ,:()]+]] = arith.index_cast %[[ARG1]] : i32 to index
# CHECK-NEXT: %[[V1:[^ ,:()]+]] = arith.index_cast %[[ARG2]] : i32 to index
# CHECK-NEXT: memref.store %[[ARG1]], %[[ALLOCA]][%[[V0]], %[[V1]]] : memref<2x3xi32>
# CHECK-NEXT: }
# CHECK-NEXT: }
# CHECK-NEXT: %[[C0_I32_0:[^ ,:()]+]] = arith.constant 0 : i32
# CHECK-NEXT: %[[C2_I32_1:[^ ,:()]+]] = arith.constant 2 : i32
# CHECK-NEXT: %[[C1_I32_2:[^ ,:()]+]] = arith.constant 1 : i32
# CHECK-NEXT: scf.for %[[ARG1]] = %[[C0_I32_0]] to %[[C2_I32_1]] step %[[C1_I32_2]]  : i32 {
# CHECK-NEXT: %[[C0_I32_3]] = arith.constant 0 : i32
# CHECK-NEXT: %[[C3_I32]] = arith.constant 3 : i32
# CHECK-NEXT: %[[C1_I32_4]] = arith.constant 1 : i32
# CHECK-NEXT: scf.for %[[ARG2]] = %[[C0_I32_3]] to %[[C3_I32]] step %[[C1_I32_4]]  : i32 {
# CHECK-NEXT: %[[V0]] = arith.index_cast %[[ARG1]] : i32 to index
# CHECK-NEXT: %[[V1]] = arith.index_cast %[[ARG2]] : i32 to index
# CHECK-NEXT: %[[V2:[^ ,:()]+]] = arith.index_cast %[[ARG1]] : i32 to index
# CHECK-NEXT: %[[V3:[^ ,:()]+]] = arith.index_cast %[[ARG2]] : i32 to index
# CHECK-NEXT: %[[V4:[^ ,:()]+]] = memref.load %[[ALLOCA]][%[[V2]], %[[V3]]] : memref<2x3xi32>
# CHECK-NEXT: memref.store %[[V4]], %[[ARG0]][%[[V0]], %[[V1]]] : memref<2x3xi32>
# CHECK-NEXT: }
# CHECK-NEXT: }
# CHECK-NEXT: prim.return
# CHECK-NEXT: }

# -----

@T.prim_func
def f(a: T.handle):
    # expected-error @+1 {{'T.match_buffer' has 2 dims but 1 strides}}
    B = T.match_buffer(a, (2, 3), "int32", strides=[1])
