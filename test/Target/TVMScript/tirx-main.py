# RUN: prim-translate --import-tvmscript %s | FileCheck %s

# TVM main's tirx: a name assigned more than once is a mutable local scalar
# (T.local_scalar), a one-element stack buffer that the later assignments
# store to, in loops and branches too; a name assigned once, T.let and
# T.bind stay SSA bindings. An assert takes an error kind and message
# parts, T.bind(v, var=x) binds x for the rest of the body,
# tvm.target.Target(...) is what T.target constructs, T.buffer(...) is the
# function behind T.Buffer(...), T.evaluate(T.break_loop()) and
# T.continue_loop() are break and continue, T.Return(v) is return v, T.grid
# takes one dtype, an allocation's "buffer_data_alignment" annotation is its
# align, and layout=None or "default" is the row-major layout, and so is a
# T.TileLayout(T.S[shape : strides]) with the buffer's shape and row-major
# strides (TVM main's pipelines read it alike).

import tvm
from tvm.script import tirx as T

@T.prim_func
def count(A: T.Buffer((4,), "int32"), B: T.Buffer((1,), "int32")):
    c: T.int32 = 0
    for i in range(4):
        if A[i] > 0:
            c += 1
    B[0] = c

@T.prim_func
def lets(n: T.int32, B: T.Buffer((2,), "int32")):
    assert n > 0, ("IndexError", ["n is ", "not positive"])
    once = n + 1
    fixed: T.let[T.int32] = n * 2
    m = T.int32()
    T.bind(once, var=m)
    B[0] = m
    B[1] = fixed

@T.prim_func
def spelled(A: T.buffer((4,), "float32")):
    T.func_attr({"target": tvm.target.Target("llvm -mcpu=skylake", host="llvm")})
    A[0] = T.float32(1)

@T.prim_func
def jumps(A: T.Buffer((8,), "int32", layout="default")) -> T.int32:
    for i, j in T.grid(2, 4, dtype="uint32"):
        if j == 1:
            T.evaluate(T.continue_loop())
        if j == 3:
            T.evaluate(T.break_loop())
        A[i * 4 + j] = 1
    T.Return(A[0])

@T.prim_func
def aligned(A: T.Buffer((4,), "float32")):
    B = T.alloc_buffer((4,), annotations={"buffer_allocated_addr": [], "buffer_data_alignment": 64}, layout=None)
    for i in range(4):
        B[i] = A[i]

@T.prim_func
def tiled(A: T.Buffer((2, 3), "float32", layout=T.TileLayout(T.S[(2, 3) : (3, 1)])), b: T.handle):
    B = T.match_buffer(b, (4,), "float32", layout=T.TileLayout(T.S[(4,) : (1,)]))
    C = T.alloc_buffer((4,), "float32", layout=T.TileLayout(T.S[4 : 1]))
    V = T.decl_buffer((6,), "float32", data=A.data, layout=T.TileLayout(T.S[6 : 1]))
    C[0] = A[1, 2]
    B[0] = C[0] + V[5]
# CHECK-LABEL: prim.func @count(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: memref<4xi32>, %[[ARG1:[^ ,:()]+]]: memref<1xi32>) {
# CHECK-NEXT: %[[ALLOCA:[^ ,:()]+]] = memref.alloca() : memref<1xi32>
# CHECK-NEXT: %[[C0_I32:[^ ,:()]+]] = arith.constant 0 : i32
# CHECK-NEXT: %[[C0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: memref.store %[[C0_I32]], %[[ALLOCA]][%[[C0]]] : memref<1xi32>
# CHECK-NEXT: %[[C0_I32_0:[^ ,:()]+]] = arith.constant 0 : i32
# CHECK-NEXT: %[[C4_I32:[^ ,:()]+]] = arith.constant 4 : i32
# CHECK-NEXT: %[[C1_I32:[^ ,:()]+]] = arith.constant 1 : i32
# CHECK-NEXT: scf.for %[[ARG2:[^ ,:()]+]] = %[[C0_I32_0]] to %[[C4_I32]] step %[[C1_I32]]  : i32 {
# CHECK-NEXT: %[[V1:[^ ,:()]+]] = arith.index_cast %[[ARG2]] : i32 to index
# CHECK-NEXT: %[[V2:[^ ,:()]+]] = memref.load %[[ARG0]][%[[V1]]] : memref<4xi32>
# CHECK-NEXT: %[[C0_I32_3:[^ ,:()]+]] = arith.constant 0 : i32
# CHECK-NEXT: %[[V3:[^ ,:()]+]] = arith.cmpi sgt, %[[V2]], %[[C0_I32_3]] : i32
# CHECK-NEXT: scf.if %[[V3]] {
# CHECK-NEXT: %[[C0_4:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[V4:[^ ,:()]+]] = memref.load %[[ALLOCA]][%[[C0_4]]] : memref<1xi32>
# CHECK-NEXT: %[[C1_I32_5:[^ ,:()]+]] = arith.constant 1 : i32
# CHECK-NEXT: %[[V5:[^ ,:()]+]] = arith.addi %[[V4]], %[[C1_I32_5]] : i32
# CHECK-NEXT: %[[C0_6:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: memref.store %[[V5]], %[[ALLOCA]][%[[C0_6]]] : memref<1xi32>
# CHECK-NEXT: }
# CHECK-NEXT: }
# CHECK-NEXT: %[[C0_1:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[C0_2:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[V0:[^ ,:()]+]] = memref.load %[[ALLOCA]][%[[C0_2]]] : memref<1xi32>
# CHECK-NEXT: memref.store %[[V0]], %[[ARG1]][%[[C0_1]]] : memref<1xi32>
# CHECK-NEXT: prim.return
# CHECK-NEXT: }
# CHECK-LABEL: prim.func @lets(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: i32, %[[ARG1:[^ ,:()]+]]: memref<2xi32>) {
# CHECK-NEXT: %[[C0_I32:[^ ,:()]+]] = arith.constant 0 : i32
# CHECK-NEXT: %[[V0:[^ ,:()]+]] = arith.cmpi sgt, %[[ARG0]], %[[C0_I32]] : i32
# CHECK-NEXT: prim.assert %[[V0]], "n is not positive" kind(IndexError)
# CHECK-NEXT: %[[C1_I32:[^ ,:()]+]] = arith.constant 1 : i32
# CHECK-NEXT: %[[V1:[^ ,:()]+]] = arith.addi %[[ARG0]], %[[C1_I32]] : i32
# CHECK-NEXT: %[[C2_I32:[^ ,:()]+]] = arith.constant 2 : i32
# CHECK-NEXT: %[[V2:[^ ,:()]+]] = arith.muli %[[ARG0]], %[[C2_I32]] : i32
# CHECK-NEXT: %[[C0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: memref.store %[[V1]], %[[ARG1]][%[[C0]]] : memref<2xi32>
# CHECK-NEXT: %[[C1:[^ ,:()]+]] = arith.constant 1 : index
# CHECK-NEXT: memref.store %[[V2]], %[[ARG1]][%[[C1]]] : memref<2xi32>
# CHECK-NEXT: prim.return
# CHECK-NEXT: }
# CHECK-LABEL: prim.func @spelled(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: memref<4xf32>) attributes {prim.target_cpu = "skylake"} {
# CHECK-NEXT: %[[C0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[CST:[^ ,:()]+]] = arith.constant 1.000000e+00 : f32
# CHECK-NEXT: memref.store %[[CST]], %[[ARG0]][%[[C0]]] : memref<4xf32>
# CHECK-NEXT: prim.return
# CHECK-NEXT: }
# CHECK-LABEL: prim.func @jumps(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: memref<8xi32>) -> i32 {
# CHECK-NEXT: %[[ALLOCA:[^ ,:()]+]] = memref.alloca() : memref<i1>
# CHECK-NEXT: %[[ALLOCA_0:[^ ,:()]+]] = memref.alloca() : memref<i1>
# CHECK-NEXT: %[[C0_I32:[^ ,:()]+]] = arith.constant 0 : i32
# CHECK-NEXT: %[[C2_I32:[^ ,:()]+]] = arith.constant 2 : i32
# CHECK-NEXT: %[[C1_I32:[^ ,:()]+]] = arith.constant 1 : i32
# CHECK-NEXT: scf.for unsigned %[[ARG1:[^ ,:()]+]] = %[[C0_I32]] to %[[C2_I32]] step %[[C1_I32]]  : i32 {
# CHECK-NEXT: %[[C0_I32_1:[^ ,:()]+]] = arith.constant 0 : i32
# CHECK-NEXT: %[[C4_I32:[^ ,:()]+]] = arith.constant 4 : i32
# CHECK-NEXT: %[[FALSE:[^ ,:()]+]] = arith.constant false
# CHECK-NEXT: memref.store %[[FALSE]], %[[ALLOCA_0]][] : memref<i1>
# CHECK-NEXT: %[[C1_I32_2:[^ ,:()]+]] = arith.constant 1 : i32
# CHECK-NEXT: scf.for unsigned %[[ARG2:[^ ,:()]+]] = %[[C0_I32_1]] to %[[C4_I32]] step %[[C1_I32_2]]  : i32 {
# CHECK-NEXT: %[[FALSE_3:[^ ,:()]+]] = arith.constant false
# CHECK-NEXT: memref.store %[[FALSE_3]], %[[ALLOCA]][] : memref<i1>
# CHECK-NEXT: %[[V1:[^ ,:()]+]] = memref.load %[[ALLOCA_0]][] : memref<i1>
# CHECK-NEXT: %[[TRUE:[^ ,:()]+]] = arith.constant true
# CHECK-NEXT: %[[V2:[^ ,:()]+]] = arith.xori %[[V1]], %[[TRUE]] : i1
# CHECK-NEXT: scf.if %[[V2]] {
# CHECK-NEXT: %[[C1_I32_4:[^ ,:()]+]] = arith.constant 1 : i32
# CHECK-NEXT: %[[V3:[^ ,:()]+]] = arith.cmpi eq, %[[ARG2]], %[[C1_I32_4]] : i32
# CHECK-NEXT: scf.if %[[V3]] {
# CHECK-NEXT: %[[TRUE_6:[^ ,:()]+]] = arith.constant true
# CHECK-NEXT: memref.store %[[TRUE_6]], %[[ALLOCA]][] : memref<i1>
# CHECK-NEXT: }
# CHECK-NEXT: %[[V4:[^ ,:()]+]] = memref.load %[[ALLOCA_0]][] : memref<i1>
# CHECK-NEXT: %[[V5:[^ ,:()]+]] = memref.load %[[ALLOCA]][] : memref<i1>
# CHECK-NEXT: %[[V6:[^ ,:()]+]] = arith.ori %[[V4]], %[[V5]] : i1
# CHECK-NEXT: %[[TRUE_5:[^ ,:()]+]] = arith.constant true
# CHECK-NEXT: %[[V7:[^ ,:()]+]] = arith.xori %[[V6]], %[[TRUE_5]] : i1
# CHECK-NEXT: scf.if %[[V7]] {
# CHECK-NEXT: %[[C3_I32:[^ ,:()]+]] = arith.constant 3 : i32
# CHECK-NEXT: %[[V8:[^ ,:()]+]] = arith.cmpi eq, %[[ARG2]], %[[C3_I32]] : i32
# CHECK-NEXT: scf.if %[[V8]] {
# CHECK-NEXT: %[[TRUE_7:[^ ,:()]+]] = arith.constant true
# CHECK-NEXT: memref.store %[[TRUE_7]], %[[ALLOCA_0]][] : memref<i1>
# CHECK-NEXT: }
# CHECK-NEXT: %[[V9:[^ ,:()]+]] = memref.load %[[ALLOCA_0]][] : memref<i1>
# CHECK-NEXT: %[[V10:[^ ,:()]+]] = memref.load %[[ALLOCA]][] : memref<i1>
# CHECK-NEXT: %[[V11:[^ ,:()]+]] = arith.ori %[[V9]], %[[V10]] : i1
# CHECK-NEXT: %[[TRUE_6]] = arith.constant true
# CHECK-NEXT: %[[V12:[^ ,:()]+]] = arith.xori %[[V11]], %[[TRUE_6]] : i1
# CHECK-NEXT: scf.if %[[V12]] {
# CHECK-NEXT: %[[C4_I32_7:[^ ,:()]+]] = arith.constant 4 : i32
# CHECK-NEXT: %[[V13:[^ ,:()]+]] = arith.muli %[[ARG1]], %[[C4_I32_7]] : i32
# CHECK-NEXT: %[[V14:[^ ,:()]+]] = arith.addi %[[V13]], %[[ARG2]] : i32
# CHECK-NEXT: %[[V15:[^ ,:()]+]] = arith.index_castui %[[V14]] : i32 to index
# CHECK-NEXT: %[[C1_I32_8:[^ ,:()]+]] = arith.constant 1 : i32
# CHECK-NEXT: memref.store %[[C1_I32_8]], %[[ARG0]][%[[V15]]] : memref<8xi32>
# CHECK-NEXT: }
# CHECK-NEXT: }
# CHECK-NEXT: }
# CHECK-NEXT: }
# CHECK-NEXT: }
# CHECK-NEXT: %[[C0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[V0:[^ ,:()]+]] = memref.load %[[ARG0]][%[[C0]]] : memref<8xi32>
# CHECK-NEXT: prim.return %[[V0]] : i32
# CHECK-NEXT: }
# CHECK-LABEL: prim.func @aligned(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: memref<4xf32>) {
# CHECK-NEXT: %[[ALLOCA:[^ ,:()]+]] = memref.alloca() : memref<4xf32>
# CHECK-NEXT: %[[C0_I32:[^ ,:()]+]] = arith.constant 0 : i32
# CHECK-NEXT: %[[C4_I32:[^ ,:()]+]] = arith.constant 4 : i32
# CHECK-NEXT: %[[C1_I32:[^ ,:()]+]] = arith.constant 1 : i32
# CHECK-NEXT: scf.for %[[ARG1:[^ ,:()]+]] = %[[C0_I32]] to %[[C4_I32]] step %[[C1_I32]]  : i32 {
# CHECK-NEXT: %[[V0:[^ ,:()]+]] = arith.index_cast %[[ARG1]] : i32 to index
# CHECK-NEXT: %[[V1:[^ ,:()]+]] = arith.index_cast %[[ARG1]] : i32 to index
# CHECK-NEXT: %[[V2:[^ ,:()]+]] = memref.load %[[ARG0]][%[[V1]]] : memref<4xf32>
# CHECK-NEXT: memref.store %[[V2]], %[[ALLOCA]][%[[V0]]] : memref<4xf32>
# CHECK-NEXT: }
# CHECK-NEXT: prim.return
# CHECK-NEXT: }
# CHECK-LABEL: prim.func @tiled(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: memref<2x3xf32>, %[[ARG1:[^ ,:()]+]]: memref<4xf32>) {
# CHECK-NEXT: %[[ALLOCA:[^ ,:()]+]] = memref.alloca() : memref<4xf32>
# CHECK-NEXT: %[[REINTERPRET_CAST:[^ ,:()]+]] = memref.reinterpret_cast %[[ARG0]] to offset: [0], sizes: [6], strides: [1] : memref<2x3xf32> to memref<6xf32, strided<[1]>>
# CHECK-NEXT: %[[CAST:[^ ,:()]+]] = memref.cast %[[REINTERPRET_CAST]] : memref<6xf32, strided<[1]>> to memref<6xf32>
# CHECK-NEXT: %[[C0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[C1:[^ ,:()]+]] = arith.constant 1 : index
# CHECK-NEXT: %[[C2:[^ ,:()]+]] = arith.constant 2 : index
# CHECK-NEXT: %[[V0:[^ ,:()]+]] = memref.load %[[ARG0]][%[[C1]], %[[C2]]] : memref<2x3xf32>
# CHECK-NEXT: memref.store %[[V0]], %[[ALLOCA]][%[[C0]]] : memref<4xf32>
# CHECK-NEXT: %[[C0_0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[C0_1:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[V1:[^ ,:()]+]] = memref.load %[[ALLOCA]][%[[C0_1]]] : memref<4xf32>
# CHECK-NEXT: %[[C5:[^ ,:()]+]] = arith.constant 5 : index
# CHECK-NEXT: %[[V2:[^ ,:()]+]] = memref.load %[[CAST]][%[[C5]]] : memref<6xf32>
# CHECK-NEXT: %[[V3:[^ ,:()]+]] = arith.addf %[[V1]], %[[V2]] fastmath<contract> : f32
# CHECK-NEXT: memref.store %[[V3]], %[[ARG1]][%[[C0_0]]] : memref<4xf32>
# CHECK-NEXT: prim.return
# CHECK-NEXT: }
