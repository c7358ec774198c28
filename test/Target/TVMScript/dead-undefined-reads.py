# RUN: prim-translate --import-tvmscript %s --split-input-file="# ""-----" --verify-diagnostics | FileCheck %s

# TVM's RemoveNoOp deletes a T.evaluate of a side-effect-free value, and a
# let or a buffer declaration whose body is then empty, before MakePackedAPI
# would refuse a variable nothing defines: such a rest of a statement list
# that reads an undefined variable is dropped. Other dead code is emitted as
# written, and a live read of an undefined variable stays an error.

from tvm.script import tir as T

@T.prim_func(check_well_formed=False)
def dead_rest(A: T.Buffer((2,), "int32")):
    a = T.int32()
    f = T.bool()
    A[0] = 7
    T.evaluate(a // 2 + T.truncmod(a, 3))
    T.evaluate(f == T.bool(False))
    with T.LetStmt(a) as x:
        with T.LetStmt(0, var=a):
            T.evaluate(0)
    p = T.handle("float32")
    buf = T.decl_buffer(shape=[a], dtype="float32", data=p)
    T.evaluate(buf[0])

@T.prim_func
def dead_defined(A: T.Buffer((2,), "int32"), n: T.int32):
    A[0] = n
    T.evaluate(n + 1)

@T.prim_func(check_well_formed=False)
def in_loop(A: T.Buffer((2,), "int32")):
    a = T.int32()
    for i in range(2):
        A[i] = i
        T.evaluate(a + i)

# CHECK-LABEL: prim.func @dead_rest(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: memref<2xi32>) {
# CHECK-NEXT: %[[C0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[C7_I32:[^ ,:()]+]] = arith.constant 7 : i32
# CHECK-NEXT: memref.store %[[C7_I32]], %[[ARG0]][%[[C0]]] : memref<2xi32>
# CHECK-NEXT: prim.return
# CHECK-NEXT: }

# CHECK-LABEL: prim.func @dead_defined(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: memref<2xi32>, %[[ARG1:[^ ,:()]+]]: i32) {
# CHECK-NEXT: %[[C0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: memref.store %[[ARG1]], %[[ARG0]][%[[C0]]] : memref<2xi32>
# CHECK-NEXT: %[[C1_I32:[^ ,:()]+]] = arith.constant 1 : i32
# CHECK-NEXT: %[[V0:[^ ,:()]+]] = arith.addi %[[ARG1]], %[[C1_I32]] : i32
# CHECK-NEXT: prim.return
# CHECK-NEXT: }

# CHECK-LABEL: prim.func @in_loop(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: memref<2xi32>) {
# CHECK-NEXT: %[[C0_I32:[^ ,:()]+]] = arith.constant 0 : i32
# CHECK-NEXT: %[[C2_I32:[^ ,:()]+]] = arith.constant 2 : i32
# CHECK-NEXT: %[[C1_I32:[^ ,:()]+]] = arith.constant 1 : i32
# CHECK-NEXT: scf.for %[[ARG1:[^ ,:()]+]] = %[[C0_I32]] to %[[C2_I32]] step %[[C1_I32]]  : i32 {
# CHECK-NEXT: %[[V0:[^ ,:()]+]] = arith.index_cast %[[ARG1]] : i32 to index
# CHECK-NEXT: memref.store %[[ARG1]], %[[ARG0]][%[[V0]]] : memref<2xi32>
# CHECK-NEXT: }
# CHECK-NEXT: prim.return
# CHECK-NEXT: }

# -----

@T.prim_func(check_well_formed=False)
def f(A: T.Buffer((2,), "int32")):
    a = T.int32()
    # expected-error @+1 {{symbolic variable 'a' has no value: no parameter buffer's shape, strides or elem_offset binds it}}
    A[0] = a
    T.evaluate(a + 1)

# -----

@T.prim_func(check_well_formed=False)
def f(A: T.Buffer((2,), "int32")):
    a = T.int32()
    # expected-error @+1 {{symbolic variable 'a' has no value: no parameter buffer's shape, strides or elem_offset binds it}}
    T.evaluate(T.call_extern("int32", "g", a))
