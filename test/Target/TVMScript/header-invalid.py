# RUN: prim-translate --import-tvmscript %s --split-input-file="# ""-----" --verify-diagnostics

# Every malformed or unsupported header gets one error at its .py location.

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "float32")):
    # expected-error @+1 {{metadata references (metadata["..."]) are not supported}}
    A[0] = metadata["tir.FloatImm"][0]

# -----

# expected-error @+1 {{unsupported import of 'numpy': TVMScript files import from tvm only}}
import numpy as np

# -----

# expected-error @+1 {{unsupported import 'from tvm.script import relax'}}
from tvm.script import relax as R

# -----

# expected-error @+1 {{unsupported import 'from tvm import IRModule': a TVMScript file imports tir or tirx (as T) and ir (as I) from tvm.script}}
from tvm import te, IRModule

# -----

from tvm import topi
from tvm.script import tirx as T

@T.prim_func
def f(A: T.Buffer((4,), "float32")):
    # expected-error @+1 {{unsupported call of 'tvm.topi.add'}}
    A[0] = topi.add(A[1], A[2])

# -----

# expected-error @+1 {{'@R.function' functions are not supported; Prim imports @T.prim_func functions}}
@R.function
def f(x):
    pass

# -----

@I.ir_module
class Module:
    # expected-error @+1 {{unsupported statement in an @I.ir_module class}}
    x = 1

# -----

# expected-error @+1 {{class 'Module' must have the decorator @I.ir_module}}
class Module:
    pass

# -----
# expected-error @-1 {{no @T.prim_func function found}}
from tvm.script import tir as T

# -----

@T.prim_func
# expected-error @+1 {{parameter 'a' needs a type annotation (T.handle, T.Buffer(...), T.int32, ...)}}
def f(a):
    T.evaluate(0)

# -----

@T.prim_func
# expected-error @+1 {{unsupported parameter annotation 'T.Tensor((4,))': expected T.handle, T.Buffer(...) or a scalar dtype such as T.int32}}
def f(a: T.Tensor((4,))):
    T.evaluate(0)

# -----

@T.prim_func
# expected-error @+1 {{unsupported buffer dtype "float8"}}
def f(A: T.Buffer((4,), "float8")):
    T.evaluate(0)

# -----

@T.prim_func
# expected-error @+1 {{'align' must be a power of two, found 48}}
def f(A: T.Buffer((4,), "float32", align=48)):
    T.evaluate(0)

# -----

@T.prim_func
# expected-error @+1 {{buffer scope 'shared' is not supported: Prim targets CPUs, whose memory is 'global'}}
def f(A: T.Buffer((4,), "float32", scope="shared")):
    T.evaluate(0)

# -----

@T.prim_func
# expected-error @+1 {{'T.Buffer' has 2 dims but 1 strides}}
def f(A: T.Buffer((4, 4), "float32", strides=(4,))):
    T.evaluate(0)

# -----

@T.prim_func
# expected-error @+1 {{a buffer dim must not be negative, found -4}}
def f(A: T.Buffer((-4,), "float32")):
    T.evaluate(0)

# -----

@T.prim_func
# expected-error @+1 {{in the shape string: expected an expression, found end of file}}
def f(A: T.Buffer(("n +",), "float32")):
    T.evaluate(0)

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32")):
    # expected-error @+1 {{a function's '-mtriple' is not supported: the module's triple is prim-compile's --target}}
    T.func_attr({"target": T.target("llvm -mtriple=aarch64-linux-gnu")})

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32")):
    # expected-error @+1 {{'target' takes T.target(...)}}
    T.func_attr({"target": "llvm"})

# -----

@T.prim_func
def f(a: T.handle):
    # expected-error @+1 {{T.match_buffer binds a T.handle parameter; 'b' is not one}}
    A = T.match_buffer(b, (4,), "float32")

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32")):
    T.evaluate(0)

@T.prim_func
# expected-error @+1 {{function 'f' is defined twice}}
def f(A: T.Buffer((4,), "float32")):
    T.evaluate(0)

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32")):
    T.func_attr({"global_symbol": "g"})

@T.prim_func
# expected-error @+1 {{a second function has the symbol 'g'}}
def g(A: T.Buffer((4,), "float32")):
    T.evaluate(0)

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32")):
    n = T.int32()
    # expected-error @+1 {{symbolic variable 'n' has no value: no parameter buffer's shape, strides or elem_offset binds it}}
    A[0] = T.Cast("float32", n)

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32")):
    x = T.float32()
    # expected-error @+1 {{variable 'x' (float32) has no value here: only T.Let and T.let bind it}}
    A[0] = x

# -----

# expected-error @+1 {{unsupported @T.prim_func argument 'target'}}
@T.prim_func(target="llvm")
def f(A: T.Buffer((4,), "float32")):
    T.evaluate(0)

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32")):
    # expected-error @+1 {{global_symbol "my-kernel" is not a C identifier, which Prim's symbols must be}}
    T.func_attr({"global_symbol": "my-kernel"})

# -----

# The prim.func verifier's rules on names reach the .py line, alone.
@T.prim_func
# expected-error @+1 {{'prim.func' op name '_fini' is a symbol the linker or the C runtime's start files define}}
def _fini(A: T.Buffer((4,), "float32")):
    T.evaluate(0)

# -----

@T.prim_func
# expected-error @+1 {{unsupported return annotation: a prim.func returns nothing or one scalar (T.int32, T.float32, ...)}}
def f(A: T.Buffer((4,), "float32")) -> T.Buffer((4,), "float32"):
    T.evaluate(0)

# -----

@T.prim_func
# expected-error @+1 {{type parameters ('def f[...]') are not supported; declare symbolic variables in the body ('n = T.int64()')}}
def f[n: T.int64](A: T.Buffer(("n",), "float32")):
    T.evaluate(0)

# -----

@I.ir_module
class Module:
    # expected-error @+1 {{module attribute 'system_lib_prefix' is not supported: how the module is registered and linked is prim-compile's choice}}
    I.module_attrs({"system_lib_prefix": "lib_"})

    @T.prim_func
    def f():
        T.evaluate(0)

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32")):
    # expected-error @+1 {{symbolic variables are numbers or bools; found handle}}
    p = T.handle()
    T.evaluate(0)
