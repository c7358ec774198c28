# RUN: prim-translate --import-tvmscript %s --split-input-file="# ""-----" --verify-diagnostics

# Files and @I.ir_module classes, malformed: top-level statements, two
# classes, the decorator's arguments, metadata and other class members.

from tvm.script import tir as T

# expected-error @+1 {{unsupported top-level statement: a TVMScript file holds an @I.ir_module class or @T.prim_func functions}}
x = 1

# -----

from tvm.script import ir as I
from tvm.script import tir as T

@I.ir_module
class A:
    @T.prim_func
    def f(B: T.Buffer((4,), "int32")):
        B[0] = 1

# expected-error @+2 {{a file may hold one @I.ir_module class}}
@I.ir_module
class B:
    @T.prim_func
    def f(B: T.Buffer((4,), "int32")):
        B[0] = 1

# -----

from tvm.script import ir as I
from tvm.script import tir as T

# expected-error @+1 {{@I.ir_module takes keyword arguments only}}
@I.ir_module(True)
class Module:
    @T.prim_func
    def f(B: T.Buffer((4,), "int32")):
        B[0] = 1

# -----

from tvm.script import ir as I
from tvm.script import tir as T

# expected-error @+1 {{unsupported @I.ir_module argument 'other'}}
@I.ir_module(other=True)
class Module:
    @T.prim_func
    def f(B: T.Buffer((4,), "int32")):
        B[0] = 1

# -----

from tvm.script import ir as I
from tvm.script import tir as T

@I.ir_module
class Module:
    # expected-error @+1 {{metadata references are not supported}}
    metadata = 1

    @T.prim_func
    def f(B: T.Buffer((4,), "int32")):
        B[0] = 1

# -----

from tvm.script import ir as I
from tvm.script import tir as T

@I.ir_module
class Module:
    # expected-error @+1 {{unsupported statement in an @I.ir_module class: it holds @T.prim_func functions}}
    x = 1

    @T.prim_func
    def f(B: T.Buffer((4,), "int32")):
        B[0] = 1

# -----

from tvm.script import ir as I
from tvm.script import tir as T

@I.ir_module
class Module:
    # expected-error @+1 {{I.module_attrs takes a dict}}
    I.module_attrs([1])

    @T.prim_func
    def f(B: T.Buffer((4,), "int32")):
        B[0] = 1

# -----

from tvm.script import ir as I
from tvm.script import tir as T

@I.ir_module
class Module:
    # expected-error @+1 {{a module attribute's key is a string}}
    I.module_attrs({1: 2})

    @T.prim_func
    def f(B: T.Buffer((4,), "int32")):
        B[0] = 1
