from tvm.script import tir as T

@T.prim_func
def after(A: T.Buffer((16,), "float32"), B: T.Buffer((16,), "float32")):
    for io, ii in T.grid(4, 4):
        B[io * 4 + ii] = A[io * 4 + ii] + A[io * 4 + ii] + T.float32(1)
