# RUN: prim-translate --import-tvmscript %s --split-input-file="# ""-----" --verify-diagnostics

# TVM main's tirx forms, malformed: asserts with an error kind and message
# parts, augmented assignments of immutable names, T.bind as a statement,
# allocations that are volatile or at a fixed address, tile layouts.

from tvm.script import tirx as T

@T.prim_func
def f(n: T.int32):
    # expected-error @+1 {{unsupported error kind 'CustomError': Prim reports RuntimeError, TypeError, ValueError, IndexError, AttributeError, KeyError, AssertionError, NotImplementedError, MemoryError or InternalError}}
    assert n > 0, ("CustomError", ["n"])

# -----

from tvm.script import tirx as T

@T.prim_func
def f(n: T.int32):
    # expected-error @+1 {{an assert's message parts must be strings}}
    assert n > 0, ("ValueError", ["n is ", n])

# -----

from tvm.script import tirx as T

@T.prim_func
def f(n: T.int32):
    # expected-error @+1 {{an assert's message is a string or a tuple of an error kind and a list of strings, ("ValueError", ["..."])}}
    assert n > 0, ("ValueError", "n")

# -----

from tvm.script import tirx as T

@T.prim_func
def f(n: T.int32):
    m: T.let = n
    # expected-error @+1 {{augmented assignment ('+=') applies to buffer elements and tirx's mutable scalars only: TIR variables are immutable}}
    m += 1

# -----

from tvm.script import tirx as T

@T.prim_func
def f(A: T.Buffer((4,), "float32")):
    x = 0
    # expected-error @+1 {{'x' is a mutable int32 scalar, which holds scalar numbers}}
    x = A.data

# -----

from tvm.script import tirx as T

@T.prim_func
def f(n: T.int32):
    # expected-error @+1 {{T.bind(value) as a statement needs var=NAME}}
    T.bind(n)

# -----

from tvm.script import tirx as T

@T.prim_func
def f():
    # expected-error @+1 {{volatile allocations ('tirx.volatile') are not supported: Prim's loads and stores may be combined or removed}}
    A = T.alloc_buffer((4,), annotations={"tirx.volatile": True})

# -----

from tvm.script import tirx as T

@T.prim_func
def f():
    # expected-error @+1 {{a fixed 'buffer_allocated_addr' is not supported: Prim's allocations are on the stack or the heap}}
    A = T.alloc_buffer((4,), annotations={"buffer_allocated_addr": [1024]})

# -----

from tvm.script import tirx as T

@T.prim_func
# expected-error @+1 {{layout 'T.TileLayout(T.S[(4,) : (1,)])' is not supported: Prim's buffers are row-major, TVM main's default layout}}
def f(A: T.Buffer((4,), "float32", layout=T.TileLayout(T.S[(4,) : (1,)]))):
    T.evaluate(0)

# -----

from tvm.script import tirx as T

@T.prim_func
def f(A: T.Buffer((1,), "int32"), B: T.Buffer((1,), "int32")):
    # expected-error @+1 {{T.undef() may not be used in buffer indices}}
    B[0] = A[T.undef(dtype="int32")]

# -----

from tvm.script import tirx as T

@T.prim_func
def f(A: T.Buffer((1,), "int32")):
    val: T.let[T.int32] = T.undef(dtype="int32")
    # expected-error @+1 {{T.undef() may not be used in buffer indices}}
    A[val] = 5

# -----

from tvm.script import tirx as T

@T.prim_func
def f(A: T.Buffer((1,), "float32")):
    # expected-error @+1 {{a value that reads T.undef() may call nothing else: TVM's RemoveStoreUndef drops it only if it has no side effects, which Prim does not check for calls}}
    A[0] = T.call_extern("float32", "g") + T.undef(dtype="float32")

# -----

from tvm.script import tirx as T

@T.prim_func
def f(A: T.Buffer((1,), "int32"), n: T.int32):
    # expected-error @+1 {{T.undef() is only valid in a buffer store's or a let's value: TVM's RemoveStoreUndef drops those and refuses it elsewhere}}
    if T.undef(dtype="bool"):
        A[0] = n

# -----

from tvm.script import tirx as T

@T.prim_func
def f(A: T.Buffer((1,), "int32")):
    val: T.let[T.int32] = T.undef(dtype="int32")
    # expected-error @+1 {{'val' is T.undef(), which only a buffer store's or a let's value may read: TVM's RemoveStoreUndef drops those and refuses it elsewhere}}
    T.evaluate(T.call_extern("int32", "g", val))

# -----

from tvm.script import tirx as T

@T.prim_func
def f(A: T.Buffer((1,), "int32"), n: T.int32):
    # expected-error @+1 {{T.undef() as the first value of the mutable scalar 'x' is not supported: TVM drops the store and leaves the scalar unset}}
    x = T.undef(dtype="int32")
    x = n
    A[0] = x

# -----

import tvm
from tvm.script import tirx as T

@T.prim_func
def f(A: T.Buffer((1,), "float32")):
    # expected-error @+1 {{'T.call_packed' takes the function's name (a string) first}}
    T.Call(tvm.ir.Op.get("tirx.tvm_call_packed"), [A.data], ret_ty="int32")

# -----

from tvm.script import tirx as T

@T.prim_func
def f(A: T.Buffer((1,), "float32")):
    # expected-error @+1 {{the op must be a TIR builtin, "tirx.NAME" or tvm.ir.Op.get("tirx.NAME")}}
    T.Call("relax.add", [A.data], ret_ty="void")

# -----

from tvm.script import tirx as T

@T.prim_func
def f(A: T.Buffer((1,), "float32")):
    # expected-error @+1 {{T.Call takes the op, a list of arguments and ret_ty=dtype}}
    T.Call("tirx.call_extern", "g", ret_ty="void")

# -----

from tvm.script import tirx as T

@T.prim_func
def f(A: T.Buffer((1,), "float32"), x: T.float32):
    # expected-error @+1 {{the call is float32, but its dtype is int32}}
    A[0] = T.call_intrin("int32", "tirx.exp", x)

# -----

from tvm.script import tirx as T

@T.prim_func
def f(A: T.Buffer((1,), "float32")):
    # expected-error @+1 {{T.call_tir takes a function of the module and its arguments}}
    T.call_tir(g)

# -----

from tvm.script import tirx as T

@T.prim_func
def f(A: T.Buffer((1,), "int32"), n: T.int32):
    # expected-error @+1 {{expected a bool condition, found int32}}
    if T.And(n, n > 0):
        A[0] = n

# -----

from tvm.relax.base_py_module import BasePyModule
from tvm.script import ir as I
from tvm.script import tirx as T

@I.ir_module
# expected-error @+1 {{'BasePyModule' classes are not supported: they are Relax's Python modules, whose I.pyfunc methods run in Python; Prim compiles TIR}}
class Module(BasePyModule):
    @T.prim_func
    def f(A: T.Buffer((1,), "int32")):
        A[0] = 1
