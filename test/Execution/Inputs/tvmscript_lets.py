# Parameter buffers whose shape, strides and offset name let-bound
# variables: each must be checked as if the expression were written there
# (tvmscript-lets.mlir).

from tvm.script import tir as T

@T.prim_func
def fill_alias(A_ptr: T.handle, n: T.int32):
    n_alias = n
    A = T.decl_buffer([n_alias], "int32", data=A_ptr)
    for i in range(n):
        A[i] = i + 1

@T.prim_func
def fill_strided(A_ptr: T.handle, n: T.int32):
    row = n * 2
    offset: T.int32 = n
    A = T.match_buffer(A_ptr, (2, n), "int32", strides=(row, 1), elem_offset=offset)
    for i, j in T.grid(2, n):
        A[i, j] = i * 10 + j
