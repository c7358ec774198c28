# RUN: prim-translate --import-tvmscript %s --split-input-file="# ""-----" --verify-diagnostics

# Buffer declarations and allocations, malformed: shape strings, the
# arguments of T.Buffer, T.match_buffer, T.decl_buffer, T.alloc_buffer and
# T.allocate, allocation annotations, and sizes.

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32):
    # expected-error @+1 {{in the shape string: expected an expression, found end of file}}
    B = T.decl_buffer(("n +",), "int32", data=A.data)
    B[0] = 1

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32):
    # expected-error @+1 {{a shape string must hold an expression, not a string}}
    B = T.decl_buffer(("'x'",), "int32", data=A.data)
    B[0] = 1

# -----

from tvm.script import tir as T

@T.prim_func
def f(a: T.handle):
    # expected-error @+1 {{'T.match_buffer' takes at most 10 arguments after the matched one}}
    B = T.match_buffer(a, (4,), "int32", A.data, (1,), 0, "global", 0, 0, "default", [], 1)
    B[0] = 1

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32):
    # expected-error @+1 {{'strides' takes a tuple or list}}
    B = T.decl_buffer((4,), "int32", data=A.data, strides=1)
    B[0] = 1

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32):
    # expected-error @+1 {{'align' takes an integer constant}}
    B = T.decl_buffer((4,), "int32", data=A.data, align=n)
    B[0] = 1

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32):
    # expected-error @+1 {{'scope' takes a string}}
    B = T.decl_buffer((4,), "int32", data=A.data, scope=1)
    B[0] = 1

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32):
    # expected-error @+1 {{axis_separators takes a list}}
    B = T.decl_buffer((4,), "int32", data=A.data, axis_separators=1)
    B[0] = 1

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32):
    # expected-error @+1 {{unsupported 'T.decl_buffer' argument 'colour'}}
    B = T.decl_buffer((4,), "int32", data=A.data, colour="red")
    B[0] = 1

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32):
    # expected-error @+1 {{'T.decl_buffer' needs a shape}}
    B = T.decl_buffer(dtype="int32", data=A.data)
    B[0] = 1

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32):
    # expected-error @+1 {{starred shapes are not supported}}
    B = T.decl_buffer((*A.shape,), "int32", data=A.data)
    B[0] = 1

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32):
    # expected-error @+1 {{the dtype must be a string such as "float32"}}
    B = T.decl_buffer((4,), 1, data=A.data)
    B[0] = 1

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32):
    # expected-error @+1 {{elem_offset must not be negative}}
    B = T.decl_buffer((4,), "int32", data=A.data, elem_offset=-1)
    B[0] = 1

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32):
    # expected-error @+1 {{T.allocate takes at most 4 positional arguments}}
    buf = T.allocate([4], "int32", "global", True, 1)

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32):
    # expected-error @+1 {{T.allocate needs extents and a dtype}}
    buf = T.allocate([4])

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32):
    # expected-error @+1 {{T.allocate needs a dtype such as "float32"}}
    buf = T.allocate([4], "handle")

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32):
    # expected-error @+1 {{T.allocate's scope must be "global"}}
    buf = T.allocate([4], "int32", "shared")

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32):
    # expected-error @+1 {{T.allocate's condition is not supported}}
    buf = T.allocate([4], "int32", "global", n > 0)

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32):
    # expected-error @+1 {{an allocated buffer's elem_offset must be a constant, at least 0}}
    B = T.alloc_buffer((4,), "int32", elem_offset=n)
    B[0] = 1

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32):
    # expected-error @+1 {{the buffer is too large}}
    B = T.alloc_buffer((4611686018427387904, 4), "int32", strides=(4, 1))
    B[0, 0] = 1

# -----

from tvm.script import tirx as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32):
    # expected-error @+1 {{'annotations' takes a dict}}
    B = T.alloc_buffer((4,), "int32", annotations=[1])
    B[0] = 1

# -----

from tvm.script import tirx as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32):
    # expected-error @+1 {{an allocation's annotation keys are strings}}
    B = T.alloc_buffer((4,), "int32", annotations={1: 2})
    B[0] = 1

# -----

from tvm.script import tirx as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32):
    # expected-error @+1 {{'buffer_data_alignment' takes an integer constant}}
    B = T.alloc_buffer((4,), "int32", annotations={"buffer_data_alignment": n})
    B[0] = 1
