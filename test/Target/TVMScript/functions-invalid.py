# RUN: prim-translate --import-tvmscript %s --split-input-file="# ""-----" --verify-diagnostics

# @T.prim_func functions, malformed: their decorators, parameters and
# T.func_attr.

from tvm.script import tir as T

# expected-error @+1 {{function 'f' must have exactly one decorator, @T.prim_func}}
def f(A: T.Buffer((4,), "int32")):
    A[0] = 1

# -----

from tvm.script import tir as T

# expected-error @+1 {{@T.prim_func takes keyword arguments only}}
@T.prim_func(True)
def f(A: T.Buffer((4,), "int32")):
    A[0] = 1

# -----

from tvm.script import tir as T

# expected-error @+1 {{@T.prim_func's 'private' takes True or False}}
@T.prim_func(private=1)
def f(A: T.Buffer((4,), "int32")):
    A[0] = 1

# -----

from tvm.script import tir as T

# expected-error @+1 {{persistent kernels are not supported}}
@T.prim_func(persistent=True)
def f(A: T.Buffer((4,), "int32")):
    A[0] = 1

# -----

from tvm.script import tir as T

@T.prim_func
# expected-error @+1 {{parameter defaults are not part of TVMScript}}
def f(A: T.Buffer((4,), "int32"), n: T.int32 = 1):
    A[0] = 1

# -----

from tvm.script import tir as T

@T.prim_func
# expected-error @+1 {{T.Buffer needs a shape: T.Buffer((n,), "float32")}}
def f(A: T.Buffer):
    A[0] = 1

# -----

from tvm.script import tir as T

@T.prim_func
def f(a: T.handle):
    # expected-error @+1 {{T.match_buffer needs a parameter and a shape}}
    A = T.match_buffer()
    A[0] = 1

# -----

from tvm.script import tir as T

@T.prim_func
def f(a: T.handle):
    # expected-error @+1 {{a buffer binds one name}}
    A, B = T.match_buffer(a, (4,), "int32")
    A[0] = 1

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32")):
    # expected-error @+1 {{T.func_attr takes one dict}}
    T.func_attr({"a": 1}, {"b": 2})
    A[0] = 1

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32")):
    # expected-error @+1 {{function attribute names are strings}}
    T.func_attr({1: 2})
    A[0] = 1

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32")):
    # expected-error @+1 {{'global_symbol' takes a string}}
    T.func_attr({"global_symbol": 1})
    A[0] = 1

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32")):
    # expected-error @+1 {{'tir.noalias' takes a bool}}
    T.func_attr({"tir.noalias": "yes"})
    A[0] = 1
