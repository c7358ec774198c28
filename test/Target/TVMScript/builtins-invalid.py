# RUN: prim-translate --import-tvmscript %s --split-input-file="# ""-----" --verify-diagnostics

# Builtins, malformed: calls of module functions, T.call_extern's result
# dtype, T.address_of, astype, T.ret, casts, dtype arguments, statements
# used as values, T.handle, literals and T.allocate_const.

from tvm.script import ir as I
from tvm.script import tir as T

@I.ir_module
class Module:
    @T.prim_func
    def g(A: T.Buffer((4,), "int32")):
        A[0] = 1

    @T.prim_func
    def f(A: T.Buffer((4,), "int32")):
        # expected-error @+1 {{calls of module functions take no keyword arguments}}
        Module.g(A, x=1)

# -----

from tvm.script import ir as I
from tvm.script import tir as T

@I.ir_module
class Module:
    @T.prim_func
    def g(A: T.Buffer((4,), "int32")):
        A[0] = 1

    @T.prim_func
    def f(A: T.Buffer((4,), "int32"), n: T.int32):
        # expected-error @+1 {{argument #0 of 'g' must be a buffer}}
        Module.g(n)

# -----

from tvm.script import ir as I
from tvm.script import tir as T

@I.ir_module
class Module:
    @T.prim_func
    def g(h: T.handle):
        T.evaluate(0)

    @T.prim_func
    def f(A: T.Buffer((4,), "int32"), n: T.int32):
        # expected-error @+1 {{argument #0 of 'g' must be a handle}}
        Module.g(n)

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32, x: T.float32, h: T.handle, b: T.bool):
    # expected-error @+1 {{unsupported result dtype "int33"}}
    T.evaluate(T.call_extern("int33", "f", n))

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32, x: T.float32, h: T.handle, b: T.bool):
    # expected-error @+1 {{'n' is not a buffer}}
    A[0] = T.Cast("int32", T.address_of(n[0]))

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32, x: T.float32, h: T.handle, b: T.bool):
    # expected-error @+1 {{astype takes a dtype string such as "int32"}}
    A[0] = n.astype(1)

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32, x: T.float32, h: T.handle, b: T.bool):
    # expected-error @+1 {{a function returns a scalar}}
    T.ret(A)

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32, x: T.float32, h: T.handle, b: T.bool):
    # expected-error @+1 {{T.sqrt takes a float}}
    A[0] = T.Cast("int32", T.sqrt(n))

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32, x: T.float32, h: T.handle, b: T.bool):
    # expected-error @+1 {{'T.max_value' takes a dtype string}}
    A[0] = T.max_value(1)

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32, x: T.float32, h: T.handle, b: T.bool):
    # expected-error @+1 {{T.let binds a name}}
    A[0] = T.let(1, 2, 3)

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32, x: T.float32, h: T.handle, b: T.bool):
    # expected-error @+1 {{T.evaluate is a statement}}
    A[0] = T.evaluate(1)

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32, x: T.float32, h: T.handle, b: T.bool):
    # expected-error @+1 {{'T.decl_buffer' must be assigned to a name}}
    A[0] = T.decl_buffer((4,), "int32")

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32, x: T.float32, h: T.handle, b: T.bool):
    # expected-error @+1 {{T.func_attr belongs at the top of the function}}
    A[0] = T.func_attr({})

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32, x: T.float32, h: T.handle, b: T.bool):
    # expected-error @+1 {{'T.launch_thread' is GPU-only, which Prim does not target}}
    A[0] = T.launch_thread("threadIdx.x", 4)

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32, x: T.float32, h: T.handle, b: T.bool):
    # expected-error @+1 {{T.handle(...) is not a value}}
    A[0] = T.Cast("int32", T.handle(1))

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32, x: T.float32, h: T.handle, b: T.bool):
    # expected-error @+1 {{a float literal where int32 is expected}}
    A[0] = T.int32(1.5)

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32, x: T.float32, h: T.handle, b: T.bool):
    # expected-error @+1 {{unsupported T.allocate_const argument 'other'}}
    C = T.allocate_const([1, 2], "int32", [2], other=1)
    A[0] = 1

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32, x: T.float32, h: T.handle, b: T.bool):
    # expected-error @+1 {{T.allocate_const takes a list of values, a dtype and the extents}}
    C = T.allocate_const([1, 2], "int32")
    A[0] = 1

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32, x: T.float32, h: T.handle, b: T.bool):
    # expected-error @+1 {{T.allocate_const's extents are positive constants}}
    C = T.allocate_const([1, 2], "int32", [0])
    A[0] = 1

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32, x: T.float32, h: T.handle, b: T.bool):
    # expected-error @+1 {{'T.q_multiply_shift' gives int32}}
    A[0] = T.q_multiply_shift(n, n, 1, 1, dtype="int64")

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32, x: T.float32, h: T.handle, b: T.bool):
    # expected-error @+1 {{expected numeric operands}}
    A[0] = T.Cast("int32", T.max(A, n))

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32, x: T.float32, h: T.handle, b: T.bool):
    # expected-error @+1 {{the literal does not fit in int32}}
    A[0] = T.Cast("int32", 1e30)

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32, x: T.float32, h: T.handle, b: T.bool):
    # expected-error @+1 {{'T.Broadcast' takes a scalar}}
    A[0] = T.Cast("int32", T.Broadcast(T.Broadcast(n, 4), 4)[0])

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32, x: T.float32, h: T.handle, b: T.bool):
    # expected-error @+1 {{'T.Cast' needs a dtype string}}
    A[0] = T.Cast(n)

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32, x: T.float32, h: T.handle, b: T.bool):
    # expected-error @+1 {{unsupported argument to 'T.call_packed'}}
    T.evaluate(T.call_packed("f", None))
