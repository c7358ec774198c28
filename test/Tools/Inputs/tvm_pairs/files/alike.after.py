from tvm.script import tir as T

@T.prim_func
def after(A: T.Buffer((8,), "int32"), n: T.int32):
    assert n < 0, "n must be negative"
    for i in range(8):
        A[i] = n + 0
