from tvm.script import tir as T

@T.prim_func
def after(A: T.Buffer((8,), "int32"), B: T.Buffer((8,), "int32")):
    for i in range(8):
        B[i] = A[i] + T.if_then_else(i == 5, 2, 1)
