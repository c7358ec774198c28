# RUN: prim-translate --import-tvmscript %s | FileCheck %s
# RUN: sed 's/^from tvm.script import tir as T$/from tvm.script import tirx as T/' %s | prim-translate --import-tvmscript - | FileCheck %s

# Bindings as TVM's printers write them: tuple assignments (of symbolic
# variables too), T.let[...] and bare T.let annotations, T.bind, handle
# annotations (T.handle("float32"), T.Ptr[...]) on a data pointer,
# `cls = Module` before `cls.f(...)`, and T.attr statements whose keys only
# describe the code (compute_scope, pragma_*, ...), and
# `with T.LetStmt(v, var=x)` and the statement `T.LetStmt(v, var=x)`.

from tvm.script import ir as I
from tvm.script import tir as T

@T.prim_func
def lets(a: T.handle, n: T.int64):
    m, k = T.int64(), T.int64()
    A = T.match_buffer(a, (m, k), "float32")
    x: T.let[T.int32] = 3
    y: T.let = x + 1
    z = T.bind(y * 2, T.int32)
    p, q = z, x
    A_ptr: T.handle("float32") = A.data
    B = T.decl_buffer((m * k,), "float32", data=A_ptr)
    B[0] = T.Cast("float32", p + q + T.Cast("int32", n))

@T.prim_func
def let_var(A: T.Buffer((1,), "int32")):
    i = T.int32()
    with T.LetStmt(42, var=i):
        A[0] = i

@T.prim_func
def let_stmt(A: T.Buffer((1,), "int32"), i: T.int32):
    j = T.int32()
    T.LetStmt(i + 1, var=j)
    A[0] = j

@I.ir_module
class Module:
    @T.prim_func(private=True)
    def helper(A_data: T.handle("float32")):
        A = T.decl_buffer((4,), "float32", data=A_data)
        A[0] = T.float32(1)

    @T.prim_func
    def main(A: T.Buffer((4,), "float32")):
        cls = Module
        with T.attr(0, "compute_scope", "main_compute_"):
            T.attr(0, "pragma_import_llvm", "")
            cls.helper(A.data)
# CHECK-LABEL: prim.func @lets(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: memref<?x?xf32>, %[[ARG1:[^ ,:()]+]]: i64) {
# CHECK-NEXT: %[[C0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[DIM:[^ ,:()]+]] = memref.dim %[[ARG0]], %[[C0]] : memref<?x?xf32>
# CHECK-NEXT: %[[V0:[^ ,:()]+]] = arith.index_cast %[[DIM]] : index to i64
# CHECK-NEXT: %[[C1:[^ ,:()]+]] = arith.constant 1 : index
# CHECK-NEXT: %[[DIM_0:[^ ,:()]+]] = memref.dim %[[ARG0]], %[[C1]] : memref<?x?xf32>
# CHECK-NEXT: %[[V1:[^ ,:()]+]] = arith.index_cast %[[DIM_0]] : index to i64
# CHECK-NEXT: %[[C3_I32:[^ ,:()]+]] = arith.constant 3 : i32
# CHECK-NEXT: %[[C1_I32:[^ ,:()]+]] = arith.constant 1 : i32
# CHECK-NEXT: %[[V2:[^ ,:()]+]] = arith.addi %[[C3_I32]], %[[C1_I32]] : i32
# CHECK-NEXT: %[[C2_I32:[^ ,:()]+]] = arith.constant 2 : i32
# CHECK-NEXT: %[[V3:[^ ,:()]+]] = arith.muli %[[V2]], %[[C2_I32]] : i32
# CHECK-NEXT: %[[V4:[^ ,:()]+]] = arith.muli %[[V0]], %[[V1]] : i64
# CHECK-NEXT: %[[V5:[^ ,:()]+]] = arith.index_cast %[[V4]] : i64 to index
# CHECK-NEXT: %[[REINTERPRET_CAST:[^ ,:()]+]] = memref.reinterpret_cast %[[ARG0]] to offset: [0], sizes: [%[[V5]]], strides: [1] : memref<?x?xf32> to memref<?xf32, strided<[1]>>
# CHECK-NEXT: %[[CAST:[^ ,:()]+]] = memref.cast %[[REINTERPRET_CAST]] : memref<?xf32, strided<[1]>> to memref<?xf32>
# CHECK-NEXT: %[[C0_1:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[V6:[^ ,:()]+]] = arith.addi %[[V3]], %[[C3_I32]] : i32
# CHECK-NEXT: %[[V7:[^ ,:()]+]] = arith.trunci %[[ARG1]] : i64 to i32
# CHECK-NEXT: %[[V8:[^ ,:()]+]] = arith.addi %[[V6]], %[[V7]] : i32
# CHECK-NEXT: %[[V9:[^ ,:()]+]] = arith.sitofp %[[V8]] : i32 to f32
# CHECK-NEXT: memref.store %[[V9]], %[[CAST]][%[[C0_1]]] : memref<?xf32>
# CHECK-NEXT: prim.return
# CHECK-NEXT: }
# CHECK-LABEL: prim.func @let_var(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: memref<1xi32>) {
# CHECK-NEXT: %[[C0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[C42_I32:[^ ,:()]+]] = arith.constant 42 : i32
# CHECK-NEXT: memref.store %[[C42_I32]], %[[ARG0]][%[[C0]]] : memref<1xi32>
# CHECK-NEXT: prim.return
# CHECK-NEXT: }
# CHECK-LABEL: prim.func @let_stmt(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: memref<1xi32>, %[[ARG1:[^ ,:()]+]]: i32) {
# CHECK-NEXT: %[[C1_I32:[^ ,:()]+]] = arith.constant 1 : i32
# CHECK-NEXT: %[[V0:[^ ,:()]+]] = arith.addi %[[ARG1]], %[[C1_I32]] : i32
# CHECK-NEXT: %[[C0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: memref.store %[[V0]], %[[ARG0]][%[[C0]]] : memref<1xi32>
# CHECK-NEXT: prim.return
# CHECK-NEXT: }
# CHECK-LABEL: prim.func private @helper(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: memref<4xf32>) {
# CHECK-NEXT: %[[C0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[CST:[^ ,:()]+]] = arith.constant 1.000000e+00 : f32
# CHECK-NEXT: memref.store %[[CST]], %[[ARG0]][%[[C0]]] : memref<4xf32>
# CHECK-NEXT: prim.return
# CHECK-NEXT: }
# CHECK-LABEL: prim.func @main(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: memref<4xf32>) {
# CHECK-NEXT: prim.call_tir @helper(%[[ARG0]]) : (memref<4xf32>) -> ()
# CHECK-NEXT: prim.return
# CHECK-NEXT: }
