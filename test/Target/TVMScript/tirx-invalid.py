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
# expected-error @+1 {{layout 'T.TileLayout(T.S[(2, 3) : (1, 2)])' is not supported: TVM main's default CPU pipeline (FlattenBuffer) addresses a buffer row-major whatever its layout, while its tirx pipeline (LowerTIRx) addresses through the layout; Prim takes the layouts both read alike, the default and T.TileLayout(T.S[shape : row-major strides]) of the buffer's constant shape}}
def f(A: T.Buffer((2, 3), "float32", layout=T.TileLayout(T.S[(2, 3) : (1, 2)]))):
    T.evaluate(0)

# -----

from tvm.script import tirx as T

@T.prim_func
def f():
    # expected-error @+1 {{layout 'T.TileLayout(T.S[6 : 1])' is not supported}}
    A = T.alloc_buffer((2, 3), "float32", layout=T.TileLayout(T.S[6 : 1]))
    A[0, 0] = T.float32(0)

# -----

from tvm.script import tirx as T

@T.prim_func
def f(a: T.handle):
    # expected-error @+1 {{layout 'T.TileLayout(T.S[(2, 3) : (3, 1)])' is not supported}}
    A = T.match_buffer(a, (2, 3), "float32", strides=(3, 1), layout=T.TileLayout(T.S[(2, 3) : (3, 1)]))
    A[0, 0] = T.float32(0)

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

# -----

from tvm.script import tirx as T

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32):
    # expected-error @+1 {{a conditional expression's condition must be a Python bool or a scalar TIR bool, found int32}}
    A[0] = 1.0 if n else 2.0

# -----

from tvm.script import tirx as T

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32):
    # expected-error @+1 {{a conditional expression's condition must be a Python bool or a scalar TIR bool}}
    A[0] = 1.0 if 1 else 2.0

# -----

from tvm.script import tirx as T

@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32):
    # expected-error @+1 {{the conditional expression's branches must be numbers}}
    A[0] = A.data if n > 0 else 2.0

# -----

from tvm.script import tirx as T

@T.prim_func
def f(h: T.handle):
    # expected-error @+1 {{unsupported dtype 'T.handle("floatx").ty': T.reinterpret takes a dtype string or a type object, T.handle("float32").ty}}
    p: T.let[T.handle("float32")] = T.reinterpret(T.handle("floatx").ty, h)

# -----

from tvm.script import tirx as T

@T.prim_func
def f(n: T.uint64):
    # expected-error @+1 {{T.reinterpret to a handle takes a handle, a string or zero (the NULL handle)}}
    p: T.let[T.handle("float32")] = T.reinterpret(T.handle("float32").ty, n)

# -----

from tvm.script import tirx as T

@T.prim_func
def f():
    # expected-error @+1 {{a NUL byte would cut the C string short}}
    p: T.let[T.handle] = T.reinterpret(T.handle().ty, "pay\0load")
