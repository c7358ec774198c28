from tvm.script import tir as T

@T.prim_func
def before(A: T.Buffer((8,), "float32"), B: T.Buffer((8,), "float32")):
    for i in range(8):
        B[i] = A[i] * T.float32(3)
