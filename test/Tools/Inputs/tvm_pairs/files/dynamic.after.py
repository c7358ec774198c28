from tvm.script import tir as T

@T.prim_func
def after(A: T.Buffer(("n",), "int32"), B: T.Buffer(("n * 2",), "int32")):
    n = T.int32()
    for i in range(n * 2):
        B[i] = T.if_then_else(i % 2 == 0, A[i // 2], A[i // 2] // 2)
