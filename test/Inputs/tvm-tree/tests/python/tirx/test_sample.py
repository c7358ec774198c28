# A test file of TVM, in small, for utils/extract_tvmscript.py
# (test/Utils/extract-tvmscript.test).
import numpy as np

import tvm
from tvm.script import ir as I
from tvm.script import tirx as T

N = 16


@T.prim_func
def cpu_add(A: T.Buffer((4,), "float32"), B: T.Buffer((4,), "float32")):
    for i in range(4):
        B[i] = A[i] + T.float32(1)


@T.prim_func
def gpu_add(A: T.Buffer((4,), "float32")):
    for i in T.thread_binding(4, thread="threadIdx.x"):
        A[i] = A[i] + T.float32(1)


@T.prim_func
def reads_a_global(A: T.Buffer((N,), "float32")):
    for i in range(N):
        A[i] = T.float32(0)


def test_closure():
    n = 8

    @T.prim_func
    def closure(A: T.Buffer((n,), "float32")):
        A[0] = T.float32(0)

    np.testing.assert_equal(n, 8)


def test_invalid_extent():
    @T.prim_func(check_well_formed=False)
    def before(A: T.Buffer((4,), "int32")):
        for i in T.parallel(4):
            A[i] = 0

    @T.prim_func
    def expected(A: T.Buffer((4,), "int32")):
        T.evaluate(0)


@I.ir_module
class Module:
    @T.prim_func
    def main(a: T.handle):
        T.func_attr({"target": tvm.target.Target("llvm")})
        A = T.match_buffer(a, (4,), "int32")
        A[0] = 1
