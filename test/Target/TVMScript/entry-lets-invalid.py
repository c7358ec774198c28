# RUN: prim-translate --import-tvmscript %s --split-input-file="# ""-----" --verify-diagnostics

# A parameter buffer's shape, strides and offset are evaluated at the
# function's entry: a let-bound name in them must stand for a value the
# entry can compute (no load, no call with effects), of bounded size.

from tvm.script import tir as T

@T.prim_func
def f(A_ptr: T.handle, B: T.Buffer((4,), "int32")):
    # expected-error @+1 {{'n' is used in a parameter buffer's shape, strides or offset, but its value 'B[0]' cannot be evaluated before the body runs}}
    n = B[0]
    A = T.decl_buffer([n], "int32", data=A_ptr)
    A[0] = 1

# -----

@T.prim_func
def f(A_ptr: T.handle, n: T.int32):
    # expected-error @+1 {{'m' is used in a parameter buffer's shape, strides or offset, but its value 'T.call_extern("int32", "g", n)' cannot be evaluated before the body runs}}
    m = T.call_extern("int32", "g", n)
    k = m + 1
    A = T.match_buffer(A_ptr, (4,), "int32", elem_offset=k * 2)
    A[0] = 1

# -----

@T.prim_func
def f(A_ptr: T.handle, n: T.int32):
    x0 = n
    x1 = x0 + x0
    x2 = x1 + x1
    x3 = x2 + x2
    x4 = x3 + x3
    x5 = x4 + x4
    x6 = x5 + x5
    x7 = x6 + x6
    x8 = x7 + x7
    x9 = x8 + x8
    x10 = x9 + x9
    x11 = x10 + x10
    x12 = x11 + x11
    # expected-error @+1 {{this shape, stride or offset is too large once the let-bound names in it are replaced by their values}}
    A = T.decl_buffer([x12], "int32", data=A_ptr)
    A[0] = 1
