from tvm.script import tir as T

@T.prim_func
def broken(A: T.Buffer((4,), "int32")):
    A[4] = 1
