# RUN: prim-translate --import-tvmscript %s --split-input-file="# ""-----" --verify-diagnostics

# Statements, malformed: nested classes and imports, T.attr keys, assert
# messages, declarations, assignments of what cannot be assigned or to what
# is not a name, and with statements that bind wrongly or are not supported.

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32):
    # expected-error @+1 {{nested classes are not supported}}
    class C:
        x = 1

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32):
    # expected-error @+1 {{imports belong at the top of the file}}
    import tvm

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32):
    # expected-error @+1 {{T.attr's key is a string}}
    T.attr(A.data, 1, 2)

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32):
    # expected-error @+1 {{an assert's message must be a string}}
    assert n > 0, n

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32):
    # expected-error @+1 {{a declaration without a value is not supported}}
    x: T.int32

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32):
    # expected-error @+1 {{a buffer store takes no annotation}}
    A[0]: T.int32 = 1

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32):
    # expected-error @+1 {{T.axis.remap is only valid inside a T.block}}
    i, j = T.axis.remap("SS", [n, n])

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32):
    # expected-error @+1 {{unsupported assignment target 'A.data'}}
    A.data = n

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32):
    m = T.int32()
    # expected-error @-1 {{symbolic variable 'm' was declared as int64}}
    m = T.int64()
    A[0] = n

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32):
    # expected-error @+1 {{the value is int64, but the annotation says int32}}
    x: T.int32 = T.int64(1)
    A[0] = x

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32):
    # expected-error @+1 {{assigning None is not supported}}
    x = None
    A[0] = 1

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32):
    # expected-error @+1 {{a tuple assignment binds names}}
    A[0], y = 1, 2

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32):
    # expected-error @+1 {{a with statement takes one item}}
    with T.attr(A.data, "k", 1), T.attr(A.data, "k", 2):
        A[0] = 1

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32):
    # expected-error @+1 {{'with T.decl_buffer(...)' needs 'as NAME'}}
    with T.decl_buffer((4,), "int32"):
        A[0] = 1

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32):
    # expected-error @+1 {{'with T.LetStmt(value)' needs 'as NAME' or var=NAME}}
    with T.LetStmt(n):
        A[0] = 1

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32):
    # expected-error @+1 {{'with T.attr(...)' binds no name}}
    with T.attr(A.data, "k", 1) as x:
        A[0] = 1

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32):
    # expected-error @+1 {{'with T.realize(...)' is not supported}}
    with T.realize(A[0:4], ""):
        A[0] = 1

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32):
    # expected-error @+1 {{unsupported with statement 'T.no_such_context'}}
    with T.no_such_context():
        A[0] = 1

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32):
    # expected-error @+1 {{T.match_buffer is only supported at the top of a function, binding a T.handle parameter, or of a buffer region}}
    S = T.match_buffer(A.data, (4,), "int32")
    S[0] = 1
