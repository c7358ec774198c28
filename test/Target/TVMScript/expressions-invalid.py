# RUN: prim-translate --import-tvmscript %s --split-input-file="# ""-----" --verify-diagnostics

# Expressions, malformed: literals too large, names that are not values,
# attributes, operators on what they do not take, and constant overflow.

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32, x: T.float32, h: T.handle, b: T.bool):
    # expected-error @+1 {{integer literal 99999999999999999999 does not fit in 64 bits}}
    A[0] = 99999999999999999999

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32, x: T.float32, h: T.handle, b: T.bool):
    # expected-error @+1 {{'T' is a namespace, not a value}}
    A[0] = T.no_such_name.x

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32, x: T.float32, h: T.handle, b: T.bool):
    # expected-error @+1 {{unsupported attribute 'strides_of'}}
    A[0] = A.strides_of

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32, x: T.float32, h: T.handle, b: T.bool):
    # expected-error @+1 {{expected bools, found int32x4}}
    A[0] = T.Cast("int32", T.Broadcast(n, 4) and T.Broadcast(n, 4))

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32, x: T.float32, h: T.handle, b: T.bool):
    # expected-error @+1 {{a tuple or list is not a value here}}
    A[0] = (1, 2)

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32, x: T.float32, h: T.handle, b: T.bool):
    # expected-error @+1 {{metadata references (metadata["..."]) are not supported: the constants they name are not in the printed script; print the module with the constants inlined}}
    A[0] = T.Cast("int32", metadata)

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32, x: T.float32, h: T.handle, b: T.bool):
    # expected-error @+1 {{'.shape' applies to buffers}}
    A[0] = n.shape[0]

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32, x: T.float32, h: T.handle, b: T.bool):
    # expected-error @+1 {{'+' takes numbers}}
    A[0] = n + A

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32, x: T.float32, h: T.handle, b: T.bool):
    # expected-error @+1 {{integer overflow in constant expression}}
    A[0] = 9223372036854775807 + 1

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32, x: T.float32, h: T.handle, b: T.bool):
    # expected-error @+1 {{handles take no arithmetic}}
    A[0] = T.Cast("int32", h + h)

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32, x: T.float32, h: T.handle, b: T.bool):
    # expected-error @+1 {{'+' on bool values; use T.Cast first}}
    A[0] = T.Cast("int32", b + b)

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32, x: T.float32, h: T.handle, b: T.bool):
    # expected-error @+1 {{'**' takes floats}}
    A[0] = T.Cast("int32", n ** n)

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32, x: T.float32, h: T.handle, b: T.bool):
    # expected-error @+1 {{unsupported operator '@'}}
    A[0] = T.Cast("int32", n @ n)

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32, x: T.float32, h: T.handle, b: T.bool):
    # expected-error @+1 {{'<' compares numbers}}
    A[0] = T.Cast("int32", A < n)

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32, x: T.float32, h: T.handle, b: T.bool):
    # expected-error @+1 {{handles cannot be compared}}
    A[0] = T.Cast("int32", h < h)

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32, x: T.float32, h: T.handle, b: T.bool):
    # expected-error @+1 {{'+' takes a number}}
    A[0] = +A

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32, x: T.float32, h: T.handle, b: T.bool):
    # expected-error @+1 {{'-' takes a number}}
    A[0] = T.Cast("int32", -b)

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32, x: T.float32, h: T.handle, b: T.bool):
    # expected-error @+1 {{'~' takes an integer}}
    A[0] = T.Cast("int32", ~x)

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32, x: T.float32, h: T.handle, b: T.bool):
    # expected-error @+2 {{the value is float32, but 'm' is int32}}
    m = T.int32()
    A[0] = T.let(m, x, m)

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32, x: T.float32, h: T.handle, b: T.bool):
    # expected-error @+1 {{T.Cast takes a numeric value}}
    A[0] = T.Cast("int32", A)

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32, x: T.float32, h: T.handle, b: T.bool):
    # expected-error @+1 {{the literal 300 does not fit in int8}}
    A[0] = T.int8(300)

# -----

from tvm.script import ir as I
from tvm.script import tir as T

@I.ir_module
class Module:
    @T.prim_func
    def f(A: T.Buffer((4,), "int32")):
        # expected-error @+1 {{the module class 'Module' is not a value}}
        A[0] = Module
