# RUN: prim-translate --import-tvmscript %s | FileCheck %s
# RUN: sed 's/^from tvm.script import tir as T$/from tvm.script import tirx as T/' %s | prim-translate --import-tvmscript - | FileCheck %s

# Early returns, break and continue: each sets a flag on the stack, and what
# it skips runs under scf.if on the flags (the rest of the statement list,
# the remaining iterations); a returned value waits in a slot the function
# returns at its end. T.evaluate(T.ret(v)) is T.ret(v), and a function
# without a return annotation returns T.ret's dtype.

from tvm.script import tir as T

@T.prim_func
def find(A: T.Buffer((8,), "int32"), x: T.int32) -> T.int32:
    for i in range(8):
        if A[i] == x:
            return i
    return -1

@T.prim_func
def skip(A: T.Buffer((8,), "int32")):
    for i in range(8):
        if A[i] < 0:
            continue
        A[i] = 0

@T.prim_func
def until(A: T.Buffer((8,), "int32")):
    while A[0] < 8:
        if A[1] == 0:
            break
        A[0] = A[0] + 1

@T.prim_func
def add(x: T.int32, y: T.int32):
    T.evaluate(T.ret(x + y, dtype="int32"))
# CHECK-LABEL: prim.func @find(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: memref<8xi32>, %[[ARG1:[^ ,:()]+]]: i32) -> i32 {
# CHECK-NEXT: %[[ALLOCA:[^ ,:()]+]] = memref.alloca() : memref<i32>
# CHECK-NEXT: %[[C0_I32:[^ ,:()]+]] = arith.constant 0 : i32
# CHECK-NEXT: memref.store %[[C0_I32]], %[[ALLOCA]][] : memref<i32>
# CHECK-NEXT: %[[ALLOCA_0:[^ ,:()]+]] = memref.alloca() : memref<i1>
# CHECK-NEXT: %[[FALSE:[^ ,:()]+]] = arith.constant false
# CHECK-NEXT: memref.store %[[FALSE]], %[[ALLOCA_0]][] : memref<i1>
# CHECK-NEXT: %[[C0_I32_1:[^ ,:()]+]] = arith.constant 0 : i32
# CHECK-NEXT: %[[C8_I32:[^ ,:()]+]] = arith.constant 8 : i32
# CHECK-NEXT: %[[C1_I32:[^ ,:()]+]] = arith.constant 1 : i32
# CHECK-NEXT: scf.for %[[ARG2:[^ ,:()]+]] = %[[C0_I32_1]] to %[[C8_I32]] step %[[C1_I32]]  : i32 {
# CHECK-NEXT: %[[V3:[^ ,:()]+]] = memref.load %[[ALLOCA_0]][] : memref<i1>
# CHECK-NEXT: %[[TRUE_2:[^ ,:()]+]] = arith.constant true
# CHECK-NEXT: %[[V4:[^ ,:()]+]] = arith.xori %[[V3]], %[[TRUE_2]] : i1
# CHECK-NEXT: scf.if %[[V4]] {
# CHECK-NEXT: %[[V5:[^ ,:()]+]] = arith.index_cast %[[ARG2]] : i32 to index
# CHECK-NEXT: %[[V6:[^ ,:()]+]] = memref.load %[[ARG0]][%[[V5]]] : memref<8xi32>
# CHECK-NEXT: %[[V7:[^ ,:()]+]] = arith.cmpi eq, %[[V6]], %[[ARG1]] : i32
# CHECK-NEXT: scf.if %[[V7]] {
# CHECK-NEXT: memref.store %[[ARG2]], %[[ALLOCA]][] : memref<i32>
# CHECK-NEXT: %[[TRUE_3:[^ ,:()]+]] = arith.constant true
# CHECK-NEXT: memref.store %[[TRUE_3]], %[[ALLOCA_0]][] : memref<i1>
# CHECK-NEXT: }
# CHECK-NEXT: }
# CHECK-NEXT: }
# CHECK-NEXT: %[[V0:[^ ,:()]+]] = memref.load %[[ALLOCA_0]][] : memref<i1>
# CHECK-NEXT: %[[TRUE:[^ ,:()]+]] = arith.constant true
# CHECK-NEXT: %[[V1:[^ ,:()]+]] = arith.xori %[[V0]], %[[TRUE]] : i1
# CHECK-NEXT: scf.if %[[V1]] {
# CHECK-NEXT: %[[C:[^ ,:()]+]]-1_i32 = arith.constant -1 : i32
# CHECK-NEXT: memref.store %[[C]]-1_i32, %[[ALLOCA]][] : memref<i32>
# CHECK-NEXT: %[[TRUE_2_R1:[^ ,:()]+]] = arith.constant true
# CHECK-NEXT: memref.store %[[TRUE_2_R1]], %[[ALLOCA_0]][] : memref<i1>
# CHECK-NEXT: }
# CHECK-NEXT: %[[V2:[^ ,:()]+]] = memref.load %[[ALLOCA]][] : memref<i32>
# CHECK-NEXT: prim.return %[[V2]] : i32
# CHECK-NEXT: }
# CHECK-LABEL: prim.func @skip(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: memref<8xi32>) {
# CHECK-NEXT: %[[ALLOCA:[^ ,:()]+]] = memref.alloca() : memref<i1>
# CHECK-NEXT: %[[C0_I32:[^ ,:()]+]] = arith.constant 0 : i32
# CHECK-NEXT: %[[C8_I32:[^ ,:()]+]] = arith.constant 8 : i32
# CHECK-NEXT: %[[C1_I32:[^ ,:()]+]] = arith.constant 1 : i32
# CHECK-NEXT: scf.for %[[ARG1:[^ ,:()]+]] = %[[C0_I32]] to %[[C8_I32]] step %[[C1_I32]]  : i32 {
# CHECK-NEXT: %[[FALSE:[^ ,:()]+]] = arith.constant false
# CHECK-NEXT: memref.store %[[FALSE]], %[[ALLOCA]][] : memref<i1>
# CHECK-NEXT: %[[V0:[^ ,:()]+]] = arith.index_cast %[[ARG1]] : i32 to index
# CHECK-NEXT: %[[V1:[^ ,:()]+]] = memref.load %[[ARG0]][%[[V0]]] : memref<8xi32>
# CHECK-NEXT: %[[C0_I32_0:[^ ,:()]+]] = arith.constant 0 : i32
# CHECK-NEXT: %[[V2:[^ ,:()]+]] = arith.cmpi slt, %[[V1]], %[[C0_I32_0]] : i32
# CHECK-NEXT: scf.if %[[V2]] {
# CHECK-NEXT: %[[TRUE_1:[^ ,:()]+]] = arith.constant true
# CHECK-NEXT: memref.store %[[TRUE_1]], %[[ALLOCA]][] : memref<i1>
# CHECK-NEXT: }
# CHECK-NEXT: %[[V3:[^ ,:()]+]] = memref.load %[[ALLOCA]][] : memref<i1>
# CHECK-NEXT: %[[TRUE:[^ ,:()]+]] = arith.constant true
# CHECK-NEXT: %[[V4:[^ ,:()]+]] = arith.xori %[[V3]], %[[TRUE]] : i1
# CHECK-NEXT: scf.if %[[V4]] {
# CHECK-NEXT: %[[V5:[^ ,:()]+]] = arith.index_cast %[[ARG1]] : i32 to index
# CHECK-NEXT: %[[C0_I32_1:[^ ,:()]+]] = arith.constant 0 : i32
# CHECK-NEXT: memref.store %[[C0_I32_1]], %[[ARG0]][%[[V5]]] : memref<8xi32>
# CHECK-NEXT: }
# CHECK-NEXT: }
# CHECK-NEXT: prim.return
# CHECK-NEXT: }
# CHECK-LABEL: prim.func @until(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: memref<8xi32>) {
# CHECK-NEXT: %[[ALLOCA:[^ ,:()]+]] = memref.alloca() : memref<i1>
# CHECK-NEXT: %[[FALSE:[^ ,:()]+]] = arith.constant false
# CHECK-NEXT: memref.store %[[FALSE]], %[[ALLOCA]][] : memref<i1>
# CHECK-NEXT: scf.while : () -> () {
# CHECK-NEXT: %[[V0:[^ ,:()]+]] = memref.load %[[ALLOCA]][] : memref<i1>
# CHECK-NEXT: %[[TRUE:[^ ,:()]+]] = arith.constant true
# CHECK-NEXT: %[[V1:[^ ,:()]+]] = arith.xori %[[V0]], %[[TRUE]] : i1
# CHECK-NEXT: %[[V2:[^ ,:()]+]] = scf.if %[[V1]] -> (i1) {
# CHECK-NEXT: %[[C0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[V3:[^ ,:()]+]] = memref.load %[[ARG0]][%[[C0]]] : memref<8xi32>
# CHECK-NEXT: %[[C8_I32:[^ ,:()]+]] = arith.constant 8 : i32
# CHECK-NEXT: %[[V4:[^ ,:()]+]] = arith.cmpi slt, %[[V3]], %[[C8_I32]] : i32
# CHECK-NEXT: scf.yield %[[V4]] : i1
# CHECK-NEXT: } else {
# CHECK-NEXT: %[[FALSE_0:[^ ,:()]+]] = arith.constant false
# CHECK-NEXT: scf.yield %[[FALSE_0]] : i1
# CHECK-NEXT: }
# CHECK-NEXT: scf.condition(%[[V2]])
# CHECK-NEXT: } do {
# CHECK-NEXT: %[[V0_R1:[^ ,:()]+]] = memref.load %[[ALLOCA]][] : memref<i1>
# CHECK-NEXT: %[[TRUE_R1:[^ ,:()]+]] = arith.constant true
# CHECK-NEXT: %[[V1_R1:[^ ,:()]+]] = arith.xori %[[V0_R1]], %[[TRUE_R1]] : i1
# CHECK-NEXT: scf.if %[[V1_R1]] {
# CHECK-NEXT: %[[C1:[^ ,:()]+]] = arith.constant 1 : index
# CHECK-NEXT: %[[V2_R1:[^ ,:()]+]] = memref.load %[[ARG0]][%[[C1]]] : memref<8xi32>
# CHECK-NEXT: %[[C0_I32:[^ ,:()]+]] = arith.constant 0 : i32
# CHECK-NEXT: %[[V3_R1:[^ ,:()]+]] = arith.cmpi eq, %[[V2_R1]], %[[C0_I32]] : i32
# CHECK-NEXT: scf.if %[[V3_R1]] {
# CHECK-NEXT: %[[TRUE_1:[^ ,:()]+]] = arith.constant true
# CHECK-NEXT: memref.store %[[TRUE_1]], %[[ALLOCA]][] : memref<i1>
# CHECK-NEXT: }
# CHECK-NEXT: %[[V4_R1:[^ ,:()]+]] = memref.load %[[ALLOCA]][] : memref<i1>
# CHECK-NEXT: %[[TRUE_0:[^ ,:()]+]] = arith.constant true
# CHECK-NEXT: %[[V5:[^ ,:()]+]] = arith.xori %[[V4_R1]], %[[TRUE_0]] : i1
# CHECK-NEXT: scf.if %[[V5]] {
# CHECK-NEXT: %[[C0_R1:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[C0_1:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[V6:[^ ,:()]+]] = memref.load %[[ARG0]][%[[C0_1]]] : memref<8xi32>
# CHECK-NEXT: %[[C1_I32:[^ ,:()]+]] = arith.constant 1 : i32
# CHECK-NEXT: %[[V7:[^ ,:()]+]] = arith.addi %[[V6]], %[[C1_I32]] : i32
# CHECK-NEXT: memref.store %[[V7]], %[[ARG0]][%[[C0_R1]]] : memref<8xi32>
# CHECK-NEXT: }
# CHECK-NEXT: }
# CHECK-NEXT: scf.yield
# CHECK-NEXT: }
# CHECK-NEXT: prim.return
# CHECK-NEXT: }
# CHECK-LABEL: prim.func @add(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: i32, %[[ARG1:[^ ,:()]+]]: i32) -> i32 {
# CHECK-NEXT: %[[V0:[^ ,:()]+]] = arith.addi %[[ARG0]], %[[ARG1]] : i32
# CHECK-NEXT: prim.return %[[V0]] : i32
# CHECK-NEXT: }

# `if` on an integer tests it against zero: TIR's IfThenElse takes one
# (T.if_then_else and T.Select do not), and so does While. A variable declared with
# T.float32() is bound by T.Let; T.boolean is T.bool.
@T.prim_func
def nonzero(A: T.Buffer((4,), "int32"), flag: T.boolean):
    x = T.float32()
    for i in range(4):
        if A[i]:
            A[i] = T.Let(T.Cast("int32", x * x), where={x: T.Cast("float32", A[i])})
        else:
            A[i] = T.Cast("int32", flag)
# CHECK-LABEL: prim.func @nonzero(
# CHECK-SAME: %[[A:[^ ,:()]+]]: memref<4xi32>, %[[FLAG:[^ ,:()]+]]: i1) {
# CHECK: scf.for %[[I:[^ ,:()]+]] =
# CHECK-NEXT: %[[IDX:[^ ,:()]+]] = arith.index_cast %[[I]] : i32 to index
# CHECK-NEXT: %[[AI:[^ ,:()]+]] = memref.load %[[A]][%[[IDX]]] : memref<4xi32>
# CHECK-NEXT: %[[ZERO:[^ ,:()]+]] = arith.constant 0 : i32
# CHECK-NEXT: %[[NONZERO:[^ ,:()]+]] = arith.cmpi ne, %[[AI]], %[[ZERO]] : i32
# CHECK-NEXT: scf.if %[[NONZERO]] {
# CHECK-NEXT: %[[STORE_IDX:[^ ,:()]+]] = arith.index_cast %[[I]] : i32 to index
# CHECK-NEXT: %[[LOAD_IDX:[^ ,:()]+]] = arith.index_cast %[[I]] : i32 to index
# CHECK-NEXT: %[[LOAD:[^ ,:()]+]] = memref.load %[[A]][%[[LOAD_IDX]]] : memref<4xi32>
# CHECK-NEXT: %[[X:[^ ,:()]+]] = arith.sitofp %[[LOAD]] : i32 to f32
# CHECK-NEXT: %[[SQUARE:[^ ,:()]+]] = arith.mulf %[[X]], %[[X]] fastmath<contract> : f32
# CHECK-NEXT: %[[RESULT:[^ ,:()]+]] = arith.fptosi %[[SQUARE]] : f32 to i32
# CHECK-NEXT: memref.store %[[RESULT]], %[[A]][%[[STORE_IDX]]] : memref<4xi32>
# CHECK-NEXT: } else {
# CHECK-NEXT: %[[ELSE_IDX:[^ ,:()]+]] = arith.index_cast %[[I]] : i32 to index
# CHECK-NEXT: %[[FLAG_I32:[^ ,:()]+]] = arith.extui %[[FLAG]] : i1 to i32
# CHECK-NEXT: memref.store %[[FLAG_I32]], %[[A]][%[[ELSE_IDX]]] : memref<4xi32>
# CHECK-NEXT: }
# CHECK-NEXT: }
# CHECK-NEXT: prim.return

@T.prim_func
def countdown(A: T.Buffer((1,), "int32")):
    while A[0]:
        A[0] = A[0] - 1
# CHECK-LABEL: prim.func @countdown(
# CHECK-SAME: %[[A:[^ ,:()]+]]: memref<1xi32>) {
# CHECK-NEXT: scf.while : () -> () {
# CHECK-NEXT: %[[IDX:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[A0:[^ ,:()]+]] = memref.load %[[A]][%[[IDX]]] : memref<1xi32>
# CHECK-NEXT: %[[ZERO:[^ ,:()]+]] = arith.constant 0 : i32
# CHECK-NEXT: %[[NONZERO:[^ ,:()]+]] = arith.cmpi ne, %[[A0]], %[[ZERO]] : i32
# CHECK-NEXT: scf.condition(%[[NONZERO]])
# CHECK-NEXT: } do {

# T.ignore_loop_partition(c), like T.likely(c), is c: a hint for TVM's loop
# partitioning. is_size_var=True (TVM's SizeVar) declares a variable that
# is not negative, which a shape's binding is.
@T.prim_func
def sized(a: T.handle):
    n = T.int64(is_size_var=True)
    A = T.match_buffer(a, (n,), "float32")
    for i in range(T.int64(8)):
        if T.ignore_loop_partition(i < n):
            A[i] = T.float32(0)
# CHECK-LABEL: prim.func @sized(
# CHECK-SAME: %[[A:[^ ,:()]+]]: memref<?xf32>) {
# CHECK-NEXT: %[[C0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[DIM:[^ ,:()]+]] = memref.dim %[[A]], %[[C0]] : memref<?xf32>
# CHECK-NEXT: %[[N:[^ ,:()]+]] = arith.index_cast %[[DIM]] : index to i64
# CHECK-NEXT: %[[UB:[^ ,:()]+]] = arith.constant 8 : i64
# CHECK-NEXT: %[[LB:[^ ,:()]+]] = arith.constant 0 : i64
# CHECK-NEXT: %[[STEP:[^ ,:()]+]] = arith.constant 1 : i64
# CHECK-NEXT: scf.for %[[I:[^ ,:()]+]] = %[[LB]] to %[[UB]] step %[[STEP]]  : i64 {
# CHECK-NEXT: %[[IN:[^ ,:()]+]] = arith.cmpi slt, %[[I]], %[[N]] : i64
# CHECK-NEXT: scf.if %[[IN]] {
