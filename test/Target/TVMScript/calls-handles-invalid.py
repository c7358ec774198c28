# RUN: prim-translate --import-tvmscript %s --split-input-file="# ""-----" --verify-diagnostics

# Strings and handles that calls refuse: the address of a variable (TVM's
# LLVM code generator takes only a buffer element's), the address of a
# whole buffer in TVM v0.20's spelling (its T.address_of takes an element),
# a string with a NUL byte (its C string would end there), a string passed
# to T.call_cpacked, T.tvm_static_handle with arguments, and a result dtype
# that is neither a string nor a pointer type.

from tvm.script import tirx as T

@T.prim_func
def f(value: T.uint32, condition: T.bool):
    # expected-error @+1 {{T.address_of of a variable is not supported: TVM's LLVM code generator takes the address of a buffer element only (its C code generators take a variable's)}}
    T.evaluate(T.Select(condition, T.isnullptr(T.address_of(value)), T.bool(False)))

# -----

from tvm.script import tir as T

@T.prim_func
def f(a: T.handle):
    A = T.match_buffer(a, (128, 128), "float32")
    # expected-error @+1 {{T.address_of of a buffer is TVM main's (tirx) form; TVM v0.20's takes a buffer element, A[i]}}
    T.evaluate(T.address_of(A))

# -----

from tvm.script import tirx as T

@T.prim_func
def f():
    # expected-error @+1 {{a NUL byte would cut the C string that 'T.call_packed' passes short}}
    T.call_packed("testing.echo", "pay\x00load")

# -----

from tvm.script import tirx as T

@T.prim_func
def f():
    # expected-error @+1 {{T.call_cpacked takes no strings: the callee's declaration has no string parameter type}}
    T.call_cpacked("g", "payload", None)

# -----

from tvm.script import tirx as T

@T.prim_func
def f(A: T.Buffer((4,), "int64")):
    # expected-error @+1 {{'T.tvm_static_handle' takes 0 positional arguments, found 1}}
    T.call_packed("test_static_callback", T.tvm_static_handle(A.data))

# -----

from tvm.script import tirx as T

@T.prim_func
def f():
    # expected-error @+1 {{'T.call_extern' takes the result dtype and the function's name (or the name first and dtype=...)}}
    p: T.let[T.handle("int32")] = T.call_extern("dummy_func", dtype=T.int32)
