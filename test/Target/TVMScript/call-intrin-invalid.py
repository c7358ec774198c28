# RUN: prim-translate --import-tvmscript %s --split-input-file="# ""-----" --verify-diagnostics

# TVM main's T.call_intrin, malformed: a keyword argument, and too few
# arguments (no op, or a dtype that is not a string).

from tvm.script import tirx as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32):
    # expected-error @+1 {{unsupported keyword argument 'ret_ty'}}
    A[0] = T.call_intrin("int32", "tirx.shift_left", n, 1, ret_ty="int32")

# -----

from tvm.script import tirx as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32):
    # expected-error @+1 {{T.call_intrin takes the result dtype, the op and its arguments}}
    A[0] = T.call_intrin("int32")

# -----

from tvm.script import tirx as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32):
    # expected-error @+1 {{T.call_intrin takes the result dtype, the op and its arguments}}
    A[0] = T.call_intrin(n, "tirx.shift_left", n, 1)
