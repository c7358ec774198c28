# RUN: prim-translate --import-tvmscript %s | FileCheck %s

# The well-formedness checks (wellformed-invalid.py) refuse only what is
# provable, as TVM's do: these functions import.

from tvm.script import tir as T

# Accesses under a condition are not checked: the condition may keep the
# index in bounds.
# CHECK-LABEL: prim.func @guarded(
@T.prim_func
def guarded(A: T.Buffer((4,), "float32"), B: T.Buffer((8,), "float32")):
    for i in range(8):
        if i < 4:
            B[i] = A[i]
        B[i] = T.if_then_else(i < 4, A[i], T.float32(0))
        B[i] = T.Select(i < 4, B[i], A[0])

# Indices whose bounds are not exact: a variable used twice, a modulo that
# wraps, an unknown scalar, a loop of non-constant extent.
# CHECK-LABEL: prim.func @inexact(
@T.prim_func
def inexact(A: T.Buffer((4,), "float32"), n: T.int32):
    for i in range(8):
        A[i - i] = A[(i * 4 + 1) % 4]
        A[n] = A[0]
    for j in range(n):
        A[j] = A[0]

# The block's iter var values and predicate are evaluated around the block,
# and may use the loops.
# CHECK-LABEL: prim.func @predicated(
@T.prim_func
def predicated(A: T.Buffer((10,), "float32"), B: T.Buffer((10,), "float32")):
    for i, j in T.grid(3, 4):
        with T.block("B"):
            vi = T.axis.spatial(10, i * 4 + j)
            T.where(i * 4 + j < 10)
            B[vi] = A[vi]

# A loop that never runs.
# CHECK-LABEL: prim.func @empty(
@T.prim_func
def empty(A: T.Buffer((4,), "float32")):
    for i in range(0):
        A[i + 10] = 1.0
