# RUN: prim-translate --import-tvmscript %s | FileCheck %s

# TVM main's forms: a chained comparison is Python's (`a < b < c` is
# `a < b and b < c`, each operand evaluated once), an integer literal is a
# branch condition (TVM's IfThenElse takes an integer, tested against zero),
# InjectDoubleBuffer's hints double_buffer_scope and double_buffer_write
# change nothing, and T.undef() is removed as TVM's RemoveStoreUndef removes
# it: a store whose value reads it, or reads a let of it, is dropped.
# T.Call(op, [args], ret_ty=dtype), T.call_intrin(dtype, op, args...) and
# tirx.call_tir(f, args...) are the builtin calls (and module call) they
# spell, T.And(a, b) and T.Or(a, b) are `a and b` and `a or b`, and a
# T.parallel loop takes a step; I.meta_var(v) is v. Python's conditional
# expression is if_then_else for a TIR bool (each side evaluated only when
# taken) and the chosen side for a Python bool. T.reinterpret takes a type
# object, T.handle("float32").ty: of a handle, a retag (the same pointer),
# of zero the NULL handle. T.match_buffer's data=A.data gives only the
# storage scope: B is its argument's memory, unchecked.

import tvm
from tvm import tirx
from tvm.script import ir as I
from tvm.script import tirx as T

@T.prim_func
def chained(A: T.Buffer((8,), "int32"), n: T.int32):
    for i in range(8):
        if 0 < i < n:
            A[i] = 1

@T.prim_func
def literal_condition(A: T.Buffer((1,), "int32")):
    b = T.bind(1)
    if b:
        A[0] = 1

@T.prim_func
def double_buffer(A: T.Buffer((4,), "float32"), B: T.Buffer((4,), "float32")):
    cache = T.alloc_buffer((4,), "float32")
    T.attr(cache.data, "double_buffer_scope", 1)
    T.attr(cache.data, "double_buffer_write", 1)
    B[0] = A[0]

@T.prim_func
def undef(A: T.Buffer((4,), "int32"), n: T.int32):
    A[0] = T.undef(dtype="int32")
    A[1] = 1 + T.undef(dtype="int32")
    val: T.let[T.int32] = T.undef(dtype="int32")
    twice: T.let[T.int32] = val * 2
    A[2] = twice + A[n]
    A[3] = n

@I.ir_module
class Module:
    @T.prim_func
    def calls(A: T.Buffer((1,), "float32"), x: T.float32):
        T.Call(tvm.ir.Op.get("tirx.call_extern"), ["f"], ret_ty="void")
        T.Call(tvm.ir.Op.get("tirx.tvm_call_packed"), ["g"], ret_ty="void")
        A[0] = T.Call("tirx.call_pure_extern", ["h", x], ret_ty="float32")
        A[0] = T.call_intrin("float32", "tirx.call_pure_extern", "h", x)
        tirx.call_tir(Module.leaf, A.data)

    @T.prim_func
    def leaf(p: T.handle("float32")):
        T.evaluate(0)

@T.prim_func
def logical(A: T.Buffer((4,), "int32"), a: T.bool, b: T.bool, start: T.int32):
    if T.And(a, b):
        A[0] = 1
    if T.Or(a, not b):
        A[1] = 1
    for i in T.parallel(start, 4, step=2):
        A[i] = 2



@T.prim_func
def meta(A: T.Buffer((1,), "int32")):
    value = I.meta_var(T.int32(1))
    A[0] = value

@T.prim_func
def conditional(A: T.Buffer((8,), "float32"), n: T.int32):
    for i in range(8):
        A[i] = A[i + n] if i + n < 8 else i
    A[0] = 1 if True else A[100]

@T.prim_func
def retag(arg0: T.handle, A: T.Buffer((4,), "int32")):
    B_data: T.let[T.handle("float32")] = T.reinterpret(
        T.handle("float32").ty,
        T.tvm_struct_get(arg0, 0, 1, dtype="handle"),
    )
    B = T.decl_buffer([4], dtype="float32", data=B_data)
    A_bits = T.decl_buffer([4], dtype="float32", data=T.reinterpret(T.handle("float32", "global").ty, A.data))
    B[0] = A_bits[1]
    T.call_extern("void", "consume", T.reinterpret(T.handle().ty, T.uint64(0)))

@T.prim_func
def matched_data(a: T.handle, b: T.handle):
    A = T.match_buffer(a, [4], "float32")
    B = T.match_buffer(b, [4], "float32", data=A.data)
    B[0] = A[1]
# CHECK-LABEL: prim.func @chained(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: memref<8xi32>, %[[ARG1:[^ ,:()]+]]: i32) {
# CHECK-NEXT: %[[C0_I32:[^ ,:()]+]] = arith.constant 0 : i32
# CHECK-NEXT: %[[C8_I32:[^ ,:()]+]] = arith.constant 8 : i32
# CHECK-NEXT: %[[C1_I32:[^ ,:()]+]] = arith.constant 1 : i32
# CHECK-NEXT: scf.for %[[ARG2:[^ ,:()]+]] = %[[C0_I32]] to %[[C8_I32]] step %[[C1_I32]]  : i32 {
# CHECK-NEXT: %[[C0_I32_0:[^ ,:()]+]] = arith.constant 0 : i32
# CHECK-NEXT: %[[V0:[^ ,:()]+]] = arith.cmpi slt, %[[C0_I32_0]], %[[ARG2]] : i32
# CHECK-NEXT: %[[V1:[^ ,:()]+]] = arith.cmpi slt, %[[ARG2]], %[[ARG1]] : i32
# CHECK-NEXT: %[[V2:[^ ,:()]+]] = arith.andi %[[V0]], %[[V1]] : i1
# CHECK-NEXT: scf.if %[[V2]] {
# CHECK-NEXT: %[[V3:[^ ,:()]+]] = arith.index_cast %[[ARG2]] : i32 to index
# CHECK-NEXT: %[[C1_I32_1:[^ ,:()]+]] = arith.constant 1 : i32
# CHECK-NEXT: memref.store %[[C1_I32_1]], %[[ARG0]][%[[V3]]] : memref<8xi32>
# CHECK-NEXT: }
# CHECK-NEXT: }
# CHECK-NEXT: prim.return
# CHECK-NEXT: }
# CHECK-LABEL: prim.func @literal_condition(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: memref<1xi32>) {
# CHECK-NEXT: %[[TRUE:[^ ,:()]+]] = arith.constant true
# CHECK-NEXT: scf.if %[[TRUE]] {
# CHECK-NEXT: %[[C0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[C1_I32:[^ ,:()]+]] = arith.constant 1 : i32
# CHECK-NEXT: memref.store %[[C1_I32]], %[[ARG0]][%[[C0]]] : memref<1xi32>
# CHECK-NEXT: }
# CHECK-NEXT: prim.return
# CHECK-NEXT: }
# CHECK-LABEL: prim.func @double_buffer(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: memref<4xf32>, %[[ARG1:[^ ,:()]+]]: memref<4xf32>) {
# CHECK-NEXT: %[[ALLOCA:[^ ,:()]+]] = memref.alloca() : memref<4xf32>
# CHECK-NEXT: %[[C0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[C0_0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[V0:[^ ,:()]+]] = memref.load %[[ARG0]][%[[C0_0]]] : memref<4xf32>
# CHECK-NEXT: memref.store %[[V0]], %[[ARG1]][%[[C0]]] : memref<4xf32>
# CHECK-NEXT: prim.return
# CHECK-NEXT: }
# CHECK-LABEL: prim.func @undef(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: memref<4xi32>, %[[ARG1:[^ ,:()]+]]: i32) {
# CHECK-NEXT: %[[C3:[^ ,:()]+]] = arith.constant 3 : index
# CHECK-NEXT: memref.store %[[ARG1]], %[[ARG0]][%[[C3]]] : memref<4xi32>
# CHECK-NEXT: prim.return
# CHECK-NEXT: }
# CHECK-LABEL: prim.func @calls(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: memref<1xf32>, %[[ARG1:[^ ,:()]+]]: f32) {
# CHECK-NEXT: func.call @f() : () -> ()
# CHECK-NEXT: prim.call_packed "g"() : () -> ()
# CHECK-NEXT: %[[C0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[V0:[^ ,:()]+]] = func.call @h(%[[ARG1]]) : (f32) -> f32
# CHECK-NEXT: memref.store %[[V0]], %[[ARG0]][%[[C0]]] : memref<1xf32>
# CHECK-NEXT: %[[C0_0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[V1:[^ ,:()]+]] = func.call @h(%[[ARG1]]) : (f32) -> f32
# CHECK-NEXT: memref.store %[[V1]], %[[ARG0]][%[[C0_0]]] : memref<1xf32>
# CHECK-NEXT: %[[INTPTR:[^ ,:()]+]] = memref.extract_aligned_pointer_as_index %[[ARG0]] : memref<1xf32> -> index
# CHECK-NEXT: %[[V2:[^ ,:()]+]] = arith.index_cast %[[INTPTR]] : index to i64
# CHECK-NEXT: %[[V3:[^ ,:()]+]] = llvm.inttoptr %[[V2]] : i64 to !llvm.ptr
# CHECK-NEXT: %[[V4:[^ ,:()]+]] = builtin.unrealized_conversion_cast %[[V3]] : !llvm.ptr to !prim.handle
# CHECK-NEXT: prim.call_tir @leaf(%[[V4]]) : (!prim.handle) -> ()
# CHECK-NEXT: prim.return
# CHECK-NEXT: }
# CHECK-LABEL: prim.func @leaf(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: !prim.handle) {
# CHECK-NEXT: prim.return
# CHECK-NEXT: }
# CHECK-LABEL: prim.func @logical(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: memref<4xi32>, %[[ARG1:[^ ,:()]+]]: i1, %[[ARG2:[^ ,:()]+]]: i1, %[[ARG3:[^ ,:()]+]]: i32) {
# CHECK-NEXT: %[[V0:[^ ,:()]+]] = arith.andi %[[ARG1]], %[[ARG2]] : i1
# CHECK-NEXT: scf.if %[[V0]] {
# CHECK-NEXT: %[[C0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[C1_I32:[^ ,:()]+]] = arith.constant 1 : i32
# CHECK-NEXT: memref.store %[[C1_I32]], %[[ARG0]][%[[C0]]] : memref<4xi32>
# CHECK-NEXT: }
# CHECK-NEXT: %[[TRUE:[^ ,:()]+]] = arith.constant true
# CHECK-NEXT: %[[V1:[^ ,:()]+]] = arith.xori %[[ARG2]], %[[TRUE]] : i1
# CHECK-NEXT: %[[V2:[^ ,:()]+]] = arith.ori %[[ARG1]], %[[V1]] : i1
# CHECK-NEXT: scf.if %[[V2]] {
# CHECK-NEXT: %[[C1:[^ ,:()]+]] = arith.constant 1 : index
# CHECK-NEXT: %[[C1_I32]] = arith.constant 1 : i32
# CHECK-NEXT: memref.store %[[C1_I32]], %[[ARG0]][%[[C1]]] : memref<4xi32>
# CHECK-NEXT: }
# CHECK-NEXT: %[[C4_I32:[^ ,:()]+]] = arith.constant 4 : i32
# CHECK-NEXT: %[[C2_I32:[^ ,:()]+]] = arith.constant 2 : i32
# CHECK-NEXT: %[[V3:[^ ,:()]+]] = arith.index_cast %[[ARG3]] : i32 to index
# CHECK-NEXT: %[[V4:[^ ,:()]+]] = arith.index_cast %[[C4_I32]] : i32 to index
# CHECK-NEXT: %[[V5:[^ ,:()]+]] = arith.index_cast %[[C2_I32]] : i32 to index
# CHECK-NEXT: scf.parallel (%[[ARG4:[^ ,:()]+]]) = (%[[V3]]) to (%[[V4]]) step (%[[V5]]) {
# CHECK-NEXT: %[[V6:[^ ,:()]+]] = arith.index_cast %[[ARG4]] : index to i32
# CHECK-NEXT: %[[V7:[^ ,:()]+]] = arith.index_cast %[[V6]] : i32 to index
# CHECK-NEXT: %[[C2_I32_0:[^ ,:()]+]] = arith.constant 2 : i32
# CHECK-NEXT: memref.store %[[C2_I32_0]], %[[ARG0]][%[[V7]]] : memref<4xi32>
# CHECK-NEXT: scf.reduce
# CHECK-NEXT: }
# CHECK-NEXT: prim.return
# CHECK-NEXT: }
# CHECK-LABEL: prim.func @meta(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: memref<1xi32>) {
# CHECK-NEXT: %[[C1_I32:[^ ,:()]+]] = arith.constant 1 : i32
# CHECK-NEXT: %[[C0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: memref.store %[[C1_I32]], %[[ARG0]][%[[C0]]] : memref<1xi32>
# CHECK-NEXT: prim.return
# CHECK-NEXT: }
# CHECK-LABEL: prim.func @conditional(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: memref<8xf32>, %[[ARG1:[^ ,:()]+]]: i32) {
# CHECK-NEXT: %[[C0_I32:[^ ,:()]+]] = arith.constant 0 : i32
# CHECK-NEXT: %[[C8_I32:[^ ,:()]+]] = arith.constant 8 : i32
# CHECK-NEXT: %[[C1_I32:[^ ,:()]+]] = arith.constant 1 : i32
# CHECK-NEXT: scf.for %[[ARG2:[^ ,:()]+]] = %[[C0_I32]] to %[[C8_I32]] step %[[C1_I32]]  : i32 {
# CHECK-NEXT: %[[V0:[^ ,:()]+]] = arith.index_cast %[[ARG2]] : i32 to index
# CHECK-NEXT: %[[V1:[^ ,:()]+]] = arith.addi %[[ARG2]], %[[ARG1]] : i32
# CHECK-NEXT: %[[C8_I32_0:[^ ,:()]+]] = arith.constant 8 : i32
# CHECK-NEXT: %[[V2:[^ ,:()]+]] = arith.cmpi slt, %[[V1]], %[[C8_I32_0]] : i32
# CHECK-NEXT: %[[V3:[^ ,:()]+]] = scf.if %[[V2]] -> (f32) {
# CHECK-NEXT: %[[V4:[^ ,:()]+]] = arith.addi %[[ARG2]], %[[ARG1]] : i32
# CHECK-NEXT: %[[V5:[^ ,:()]+]] = arith.index_cast %[[V4]] : i32 to index
# CHECK-NEXT: %[[V6:[^ ,:()]+]] = memref.load %[[ARG0]][%[[V5]]] : memref<8xf32>
# CHECK-NEXT: scf.yield %[[V6]] : f32
# CHECK-NEXT: } else {
# CHECK-NEXT: %[[V4]] = arith.sitofp %[[ARG2]] : i32 to f32
# CHECK-NEXT: scf.yield %[[V4]] : f32
# CHECK-NEXT: }
# CHECK-NEXT: memref.store %[[V3]], %[[ARG0]][%[[V0]]] : memref<8xf32>
# CHECK-NEXT: }
# CHECK-NEXT: %[[C0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[CST:[^ ,:()]+]] = arith.constant 1.000000e+00 : f32
# CHECK-NEXT: memref.store %[[CST]], %[[ARG0]][%[[C0]]] : memref<8xf32>
# CHECK-NEXT: prim.return
# CHECK-NEXT: }
# CHECK-LABEL: prim.func @retag(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: !prim.handle, %[[ARG1:[^ ,:()]+]]: memref<4xi32>) {
# CHECK-NEXT: %[[V0:[^ ,:()]+]] = prim.struct_get %[[ARG0]][0] data : !prim.handle
# CHECK-NEXT: %[[V1:[^ ,:()]+]] = prim.buffer_view %[[V0]][] : memref<4xf32>
# CHECK-NEXT: %[[INTPTR:[^ ,:()]+]] = memref.extract_aligned_pointer_as_index %[[ARG1]] : memref<4xi32> -> index
# CHECK-NEXT: %[[V2:[^ ,:()]+]] = arith.index_cast %[[INTPTR]] : index to i64
# CHECK-NEXT: %[[V3:[^ ,:()]+]] = llvm.inttoptr %[[V2]] : i64 to !llvm.ptr
# CHECK-NEXT: %[[V4:[^ ,:()]+]] = builtin.unrealized_conversion_cast %[[V3]] : !llvm.ptr to !prim.handle
# CHECK-NEXT: %[[V5:[^ ,:()]+]] = prim.buffer_view %[[V4]][] : memref<4xf32>
# CHECK-NEXT: %[[C0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[C1:[^ ,:()]+]] = arith.constant 1 : index
# CHECK-NEXT: %[[V6:[^ ,:()]+]] = memref.load %[[V5]][%[[C1]]] : memref<4xf32>
# CHECK-NEXT: memref.store %[[V6]], %[[V1]][%[[C0]]] : memref<4xf32>
# CHECK-NEXT: %[[V7:[^ ,:()]+]] = prim.null_handle
# CHECK-NEXT: func.call @consume(%[[V7]]) : (!prim.handle) -> ()
# CHECK-NEXT: prim.return
# CHECK-NEXT: }
# CHECK-LABEL: prim.func @matched_data(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: memref<4xf32>, %[[ARG1:[^ ,:()]+]]: memref<4xf32>) {
# CHECK-NEXT: %[[C0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[C1:[^ ,:()]+]] = arith.constant 1 : index
# CHECK-NEXT: %[[V0:[^ ,:()]+]] = memref.load %[[ARG0]][%[[C1]]] : memref<4xf32>
# CHECK-NEXT: memref.store %[[V0]], %[[ARG1]][%[[C0]]] : memref<4xf32>
# CHECK-NEXT: prim.return
# CHECK-NEXT: }
# CHECK-NEXT: func.func private @f()
# CHECK-NEXT: func.func private @h(f32) -> f32
# CHECK-NEXT: func.func private @consume(!prim.handle)
