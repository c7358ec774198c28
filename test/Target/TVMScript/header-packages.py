# RUN: prim-translate --import-tvmscript %s | FileCheck %s

# TVM main's tests import TVM's packages beside the script
# (`from tvm import s_tir, te, tirx, topi`), whether the functions use them
# or not; a use of one is refused where it is used.

from tvm import s_tir, te, tirx, topi
from tvm import relax as rx
from tvm.script import tirx as T

@T.prim_func
def f(A: T.Buffer((4,), "float32")):
    A[0] = T.float32(1)

# CHECK-LABEL: prim.func @f(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: memref<4xf32>) {
# CHECK-NEXT: %[[C0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[CST:[^ ,:()]+]] = arith.constant 1.000000e+00 : f32
# CHECK-NEXT: memref.store %[[CST]], %[[ARG0]][%[[C0]]] : memref<4xf32>
# CHECK-NEXT: prim.return
# CHECK-NEXT: }
