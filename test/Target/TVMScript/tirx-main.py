# RUN: prim-translate --import-tvmscript %s | FileCheck %s

# TVM main's tirx: a name assigned more than once is a mutable local scalar
# (T.local_scalar), a one-element stack buffer that the later assignments
# store to, in loops and branches too; a name assigned once, T.let and
# T.bind stay SSA bindings. An assert takes an error kind and message
# parts, T.bind(v, var=x) binds x for the rest of the body,
# tvm.target.Target(...) is what T.target constructs, and T.buffer(...) is
# the function behind T.Buffer(...).

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
