from tvm.script import tir as T

@T.prim_func
def after(A: T.Buffer((8,), "int32"), n: T.int32):
    for i in range(8):
        A[i] = 7
    A[n] = 7
