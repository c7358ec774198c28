# RUN: prim-translate --import-tvmscript %s --split-input-file="# ""-----" --verify-diagnostics

# The parser's and lexer's errors that syntax.py does not show:
# conditional expressions, attributes, keyword arguments, subscripts,
# for/while ... else, decorators, definitions, imports, numbers, non-ASCII
# names, and shape strings (what follows the expression, too many brackets).

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32):
    # expected-error @+1 {{expected 'else' in the conditional expression, found end of line}}
    A[0] = 1 if n > 0

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32):
    # expected-error @+1 {{expected an attribute name after '.', found '('}}
    A[0] = A.(1)

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32):
    # expected-error @+1 {{expected a parameter name before '='}}
    A[0] = T.max(n + 1=2, n)

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32):
    # expected-error @+1 {{expected an index}}
    A[0] = A[]

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32):
    # expected-error @+1 {{'...' is not part of TVMScript}}
    A[0] = ...

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32):
    # expected-error @+1 {{expected end of line, found '2'}}
    A[0] = 1 2

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32):
    # expected-error @+1 {{expected 'in' in the for statement, found 'range'}}
    for i range(4):
        A[i] = 1

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32):
    for i in range(4):
        A[i] = 1
    # expected-error @+1 {{'for ... else' is not part of TVMScript}}
    else:
        A[0] = 2

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32):
    while n > 0:
        A[0] = 1
    # expected-error @+1 {{'while ... else' is not part of TVMScript}}
    else:
        A[0] = 2

# -----

from tvm.script import tir as T

# expected-error @+1 {{expected end of line after the decorator, found 'def'}}
@T.prim_func def f():
    pass

# -----

from tvm.script import tir as T

@T.prim_func
# expected-error @+1 {{expected 'def' or 'class' after the decorators, found 'x'}}
x = 1

# -----

from tvm.script import tir as T

@T.prim_func
# expected-error @+1 {{expected the function's name, found '('}}
def (A: T.Buffer((4,), "int32")):
    pass

# -----

from tvm.script import tir as T

@T.prim_func
# expected-error @+1 {{'*' parameters are not part of TVMScript}}
def f(*args):
    pass

# -----

from tvm.script import tir as T

@T.prim_func
# expected-error @+1 {{expected a parameter name, found '1'}}
def f(1):
    pass

# -----

from tvm.script import ir as I
from tvm.script import tir as T

@I.ir_module
# expected-error @+1 {{expected the class's name, found '('}}
class (object):
    pass

# -----

from tvm.script import ir as I
from tvm.script import tir as T

@I.ir_module
# expected-error @+1 {{base classes are not part of TVMScript}}
class Module(object):
    pass

# -----

# expected-error @+1 {{expected a module name, found '1'}}
from 1 import tir as T

# -----

# expected-error @+1 {{expected a name after '.', found 'import'}}
from tvm. import tir as T

# -----

# expected-error @+1 {{expected a name after 'as', found '1'}}
from tvm.script import tir as 1

# -----

# expected-error @+1 {{expected 'import', found 'tir'}}
from tvm.script tir as T

# -----

# expected-error @+1 {{expected a name to import, found '1'}}
from tvm.script import 1

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32):
    # expected-error @+1 {{malformed number}}
    A[0] = 0x

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32):
    # expected-error @+1 {{non-ASCII characters are only accepted in strings and comments}}
    A[0] = n + é

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32):
    # expected-error @+1 {{in the shape string: brackets are nested too deeply}}
    B = T.decl_buffer(("(((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((n)))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))",), "int32", data=A.data)

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), n: T.int32):
    # expected-error @+1 {{in the shape string: unexpected '1' after the expression}}
    B = T.decl_buffer(("n 1",), "int32", data=A.data)
