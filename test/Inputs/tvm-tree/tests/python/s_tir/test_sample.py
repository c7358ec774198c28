# A second test file of the same name: both get their directory's name.
from tvm.script import tirx as T


@T.prim_func
def scale(A: T.Buffer((4,), "float32")):
    for i in T.vectorized(4):
        A[i] = A[i] * T.float32(2)
