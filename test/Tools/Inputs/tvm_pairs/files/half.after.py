from tvm.script import tir as T

@T.prim_func
def after(A: T.Buffer((8,), "float32"), B: T.Buffer((8,), "float32")):
    for i in range(8):
        B[i] = T.Cast("float32", T.Cast("float16", A[i]) * T.float16(3))
