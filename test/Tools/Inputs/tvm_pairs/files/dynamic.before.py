from tvm.script import tir as T

@T.prim_func
def before(A: T.Buffer(("n",), "int32"), B: T.Buffer(("n * 2",), "int32")):
    n = T.int32()
    for i in range(n):
        B[i * 2] = A[i]
        B[i * 2 + 1] = A[i] // 2
