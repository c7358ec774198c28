from tvm.script import tir as T

@T.prim_func
def float8_named(A: T.Buffer((4,), "int32")):
    A[0] = T.no_such_intrinsic(1)
