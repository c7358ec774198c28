# RUN: prim-translate --import-tvmscript %s --split-input-file="# ""-----" --verify-diagnostics

# Function attributes that name a target or calling convention, malformed.

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32")):
    # expected-error @+1 {{'calling_conv' takes an integer}}
    T.func_attr({"calling_conv": "c"})
    A[0] = 1

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32")):
    # expected-error @+1 {{an empty target}}
    T.func_attr({"target": T.target("")})
    A[0] = 1

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32")):
    # expected-error @+1 {{a target's keys are strings}}
    T.func_attr({"target": T.target({1: "llvm"})})
    A[0] = 1

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32")):
    # expected-error @+1 {{a function's 'mtriple' is not supported: the module's triple is prim-compile's --target}}
    T.func_attr({"target": T.target({"kind": "llvm", "mtriple": "x86_64-linux-gnu"})})
    A[0] = 1

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32")):
    # expected-error @+1 {{target 'mattr' takes a list of strings}}
    T.func_attr({"target": T.target({"kind": "llvm", "mattr": 1})})
    A[0] = 1

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32")):
    # expected-error @+1 {{T.target takes a target string or dict}}
    T.func_attr({"target": T.target(1)})
    A[0] = 1
