# RUN: prim-translate --import-tvmscript %s --split-input-file="# ""-----" --verify-diagnostics

# T.reinterpret, malformed: without a value, and of what is not a typed
# number (a buffer, a bool).

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32")):
    # expected-error @+1 {{T.reinterpret takes a dtype and a value}}
    A[0] = T.reinterpret("int32")

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32")):
    # expected-error @+1 {{T.reinterpret takes a typed number, such as T.uint32(x)}}
    A[0] = T.reinterpret("int32", A)

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32):
    # expected-error @+1 {{T.reinterpret takes a typed number, such as T.uint32(x)}}
    A[0] = T.reinterpret("int8", n > 0)
