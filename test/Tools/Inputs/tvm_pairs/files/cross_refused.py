from tvm.script import tir as T

@T.prim_func
def after(A: T.Buffer((4,), "int32")):
    for i in range(4):
        A[i] = T.not_an_intrinsic(i)
