from tvm.script import tir as T

@T.prim_func
def before(A: T.Buffer((16,), "float32"), B: T.Buffer((16,), "float32")):
    for i in range(16):
        B[i] = A[i] * T.float32(2) + T.float32(1)
