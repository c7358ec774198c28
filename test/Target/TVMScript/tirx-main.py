# RUN: prim-translate --import-tvmscript %s --split-input-file="# ""-----" --verify-diagnostics | FileCheck %s
# The valid forms come first; the invalid ones follow, a split each.

# TVM main's tirx: a name assigned more than once is a mutable local scalar
# (T.local_scalar), a one-element stack buffer that the later assignments
# store to, in loops and branches too; a name assigned once, T.let and
# T.bind stay SSA bindings. An assert takes an error kind and message
# parts, T.bind(v, var=x) binds x for the rest of the body,
# tvm.target.Target(...) is what T.target constructs, T.buffer(...) is the
# function behind T.Buffer(...), T.evaluate(T.break_loop()) and
# T.continue_loop() are break and continue, T.Return(v) is return v, T.grid
# takes one dtype, an allocation's "buffer_data_alignment" annotation is its
# align, and layout=None or "default" is the row-major layout, and so is a
# T.TileLayout(T.S[shape : strides]) with the buffer's shape and row-major
# strides (TVM main's pipelines read it alike).

import tvm
from tvm.script import tirx as T

@T.prim_func
def count(A: T.Buffer((4,), "int32"), B: T.Buffer((1,), "int32")):
    c: T.int32 = 0
    for i in range(4):
        if A[i] > 0:
            c += 1
    B[0] = c

@T.prim_func
def lets(n: T.int32, B: T.Buffer((2,), "int32")):
    assert n > 0, ("IndexError", ["n is ", "not positive"])
    once = n + 1
    fixed: T.let[T.int32] = n * 2
    m = T.int32()
    T.bind(once, var=m)
    B[0] = m
    B[1] = fixed

@T.prim_func
def spelled(A: T.buffer((4,), "float32")):
    T.func_attr({"target": tvm.target.Target("llvm -mcpu=skylake", host="llvm")})
    A[0] = T.float32(1)

@T.prim_func
def jumps(A: T.Buffer((8,), "int32", layout="default")) -> T.int32:
    for i, j in T.grid(2, 4, dtype="uint32"):
        if j == 1:
            T.evaluate(T.continue_loop())
        if j == 3:
            T.evaluate(T.break_loop())
        A[i * 4 + j] = 1
    T.Return(A[0])

@T.prim_func
def aligned(A: T.Buffer((4,), "float32")):
    B = T.alloc_buffer((4,), annotations={"buffer_allocated_addr": [], "buffer_data_alignment": 64}, layout=None)
    for i in range(4):
        B[i] = A[i]

@T.prim_func
def tiled(A: T.Buffer((2, 3), "float32", layout=T.TileLayout(T.S[(2, 3) : (3, 1)])), b: T.handle):
    B = T.match_buffer(b, (4,), "float32", layout=T.TileLayout(T.S[(4,) : (1,)]))
    C = T.alloc_buffer((4,), "float32", layout=T.TileLayout(T.S[4 : 1]))
    V = T.decl_buffer((6,), "float32", data=A.data, layout=T.TileLayout(T.S[6 : 1]))
    C[0] = A[1, 2]
    B[0] = C[0] + V[5]
# CHECK-LABEL: prim.func @count(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: memref<4xi32>, %[[ARG1:[^ ,:()]+]]: memref<1xi32>) {
# CHECK-NEXT: %[[ALLOCA:[^ ,:()]+]] = memref.alloca() : memref<1xi32>
# CHECK-NEXT: %[[C0_I32:[^ ,:()]+]] = arith.constant 0 : i32
# CHECK-NEXT: %[[C0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: memref.store %[[C0_I32]], %[[ALLOCA]][%[[C0]]] : memref<1xi32>
# CHECK-NEXT: %[[C0_I32_0:[^ ,:()]+]] = arith.constant 0 : i32
# CHECK-NEXT: %[[C4_I32:[^ ,:()]+]] = arith.constant 4 : i32
# CHECK-NEXT: %[[C1_I32:[^ ,:()]+]] = arith.constant 1 : i32
# CHECK-NEXT: scf.for %[[ARG2:[^ ,:()]+]] = %[[C0_I32_0]] to %[[C4_I32]] step %[[C1_I32]]  : i32 {
# CHECK-NEXT: %[[V1:[^ ,:()]+]] = arith.index_cast %[[ARG2]] : i32 to index
# CHECK-NEXT: %[[V2:[^ ,:()]+]] = memref.load %[[ARG0]][%[[V1]]] : memref<4xi32>
# CHECK-NEXT: %[[C0_I32_3:[^ ,:()]+]] = arith.constant 0 : i32
# CHECK-NEXT: %[[V3:[^ ,:()]+]] = arith.cmpi sgt, %[[V2]], %[[C0_I32_3]] : i32
# CHECK-NEXT: scf.if %[[V3]] {
# CHECK-NEXT: %[[C0_4:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[V4:[^ ,:()]+]] = memref.load %[[ALLOCA]][%[[C0_4]]] : memref<1xi32>
# CHECK-NEXT: %[[C1_I32_5:[^ ,:()]+]] = arith.constant 1 : i32
# CHECK-NEXT: %[[V5:[^ ,:()]+]] = arith.addi %[[V4]], %[[C1_I32_5]] : i32
# CHECK-NEXT: %[[C0_6:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: memref.store %[[V5]], %[[ALLOCA]][%[[C0_6]]] : memref<1xi32>
# CHECK-NEXT: }
# CHECK-NEXT: }
# CHECK-NEXT: %[[C0_1:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[C0_2:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[V0:[^ ,:()]+]] = memref.load %[[ALLOCA]][%[[C0_2]]] : memref<1xi32>
# CHECK-NEXT: memref.store %[[V0]], %[[ARG1]][%[[C0_1]]] : memref<1xi32>
# CHECK-NEXT: prim.return
# CHECK-NEXT: }
# CHECK-LABEL: prim.func @lets(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: i32, %[[ARG1:[^ ,:()]+]]: memref<2xi32>) {
# CHECK-NEXT: %[[C0_I32:[^ ,:()]+]] = arith.constant 0 : i32
# CHECK-NEXT: %[[V0:[^ ,:()]+]] = arith.cmpi sgt, %[[ARG0]], %[[C0_I32]] : i32
# CHECK-NEXT: prim.assert %[[V0]], "n is not positive" kind(IndexError)
# CHECK-NEXT: %[[C1_I32:[^ ,:()]+]] = arith.constant 1 : i32
# CHECK-NEXT: %[[V1:[^ ,:()]+]] = arith.addi %[[ARG0]], %[[C1_I32]] : i32
# CHECK-NEXT: %[[C2_I32:[^ ,:()]+]] = arith.constant 2 : i32
# CHECK-NEXT: %[[V2:[^ ,:()]+]] = arith.muli %[[ARG0]], %[[C2_I32]] : i32
# CHECK-NEXT: %[[C0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: memref.store %[[V1]], %[[ARG1]][%[[C0]]] : memref<2xi32>
# CHECK-NEXT: %[[C1:[^ ,:()]+]] = arith.constant 1 : index
# CHECK-NEXT: memref.store %[[V2]], %[[ARG1]][%[[C1]]] : memref<2xi32>
# CHECK-NEXT: prim.return
# CHECK-NEXT: }
# CHECK-LABEL: prim.func @spelled(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: memref<4xf32>) attributes {prim.target_cpu = "skylake"} {
# CHECK-NEXT: %[[C0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[CST:[^ ,:()]+]] = arith.constant 1.000000e+00 : f32
# CHECK-NEXT: memref.store %[[CST]], %[[ARG0]][%[[C0]]] : memref<4xf32>
# CHECK-NEXT: prim.return
# CHECK-NEXT: }
# CHECK-LABEL: prim.func @jumps(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: memref<8xi32>) -> i32 {
# CHECK-NEXT: %[[ALLOCA:[^ ,:()]+]] = memref.alloca() : memref<i1>
# CHECK-NEXT: %[[ALLOCA_0:[^ ,:()]+]] = memref.alloca() : memref<i1>
# CHECK-NEXT: %[[C0_I32:[^ ,:()]+]] = arith.constant 0 : i32
# CHECK-NEXT: %[[C2_I32:[^ ,:()]+]] = arith.constant 2 : i32
# CHECK-NEXT: %[[C1_I32:[^ ,:()]+]] = arith.constant 1 : i32
# CHECK-NEXT: scf.for unsigned %[[ARG1:[^ ,:()]+]] = %[[C0_I32]] to %[[C2_I32]] step %[[C1_I32]]  : i32 {
# CHECK-NEXT: %[[C0_I32_1:[^ ,:()]+]] = arith.constant 0 : i32
# CHECK-NEXT: %[[C4_I32:[^ ,:()]+]] = arith.constant 4 : i32
# CHECK-NEXT: %[[FALSE:[^ ,:()]+]] = arith.constant false
# CHECK-NEXT: memref.store %[[FALSE]], %[[ALLOCA_0]][] : memref<i1>
# CHECK-NEXT: %[[C1_I32_2:[^ ,:()]+]] = arith.constant 1 : i32
# CHECK-NEXT: scf.for unsigned %[[ARG2:[^ ,:()]+]] = %[[C0_I32_1]] to %[[C4_I32]] step %[[C1_I32_2]]  : i32 {
# CHECK-NEXT: %[[FALSE_3:[^ ,:()]+]] = arith.constant false
# CHECK-NEXT: memref.store %[[FALSE_3]], %[[ALLOCA]][] : memref<i1>
# CHECK-NEXT: %[[V1:[^ ,:()]+]] = memref.load %[[ALLOCA_0]][] : memref<i1>
# CHECK-NEXT: %[[TRUE:[^ ,:()]+]] = arith.constant true
# CHECK-NEXT: %[[V2:[^ ,:()]+]] = arith.xori %[[V1]], %[[TRUE]] : i1
# CHECK-NEXT: scf.if %[[V2]] {
# CHECK-NEXT: %[[C1_I32_4:[^ ,:()]+]] = arith.constant 1 : i32
# CHECK-NEXT: %[[V3:[^ ,:()]+]] = arith.cmpi eq, %[[ARG2]], %[[C1_I32_4]] : i32
# CHECK-NEXT: scf.if %[[V3]] {
# CHECK-NEXT: %[[TRUE_6:[^ ,:()]+]] = arith.constant true
# CHECK-NEXT: memref.store %[[TRUE_6]], %[[ALLOCA]][] : memref<i1>
# CHECK-NEXT: }
# CHECK-NEXT: %[[V4:[^ ,:()]+]] = memref.load %[[ALLOCA_0]][] : memref<i1>
# CHECK-NEXT: %[[V5:[^ ,:()]+]] = memref.load %[[ALLOCA]][] : memref<i1>
# CHECK-NEXT: %[[V6:[^ ,:()]+]] = arith.ori %[[V4]], %[[V5]] : i1
# CHECK-NEXT: %[[TRUE_5:[^ ,:()]+]] = arith.constant true
# CHECK-NEXT: %[[V7:[^ ,:()]+]] = arith.xori %[[V6]], %[[TRUE_5]] : i1
# CHECK-NEXT: scf.if %[[V7]] {
# CHECK-NEXT: %[[C3_I32:[^ ,:()]+]] = arith.constant 3 : i32
# CHECK-NEXT: %[[V8:[^ ,:()]+]] = arith.cmpi eq, %[[ARG2]], %[[C3_I32]] : i32
# CHECK-NEXT: scf.if %[[V8]] {
# CHECK-NEXT: %[[TRUE_7:[^ ,:()]+]] = arith.constant true
# CHECK-NEXT: memref.store %[[TRUE_7]], %[[ALLOCA_0]][] : memref<i1>
# CHECK-NEXT: }
# CHECK-NEXT: %[[V9:[^ ,:()]+]] = memref.load %[[ALLOCA_0]][] : memref<i1>
# CHECK-NEXT: %[[V10:[^ ,:()]+]] = memref.load %[[ALLOCA]][] : memref<i1>
# CHECK-NEXT: %[[V11:[^ ,:()]+]] = arith.ori %[[V9]], %[[V10]] : i1
# CHECK-NEXT: %[[TRUE_6]] = arith.constant true
# CHECK-NEXT: %[[V12:[^ ,:()]+]] = arith.xori %[[V11]], %[[TRUE_6]] : i1
# CHECK-NEXT: scf.if %[[V12]] {
# CHECK-NEXT: %[[C4_I32_7:[^ ,:()]+]] = arith.constant 4 : i32
# CHECK-NEXT: %[[V13:[^ ,:()]+]] = arith.muli %[[ARG1]], %[[C4_I32_7]] : i32
# CHECK-NEXT: %[[V14:[^ ,:()]+]] = arith.addi %[[V13]], %[[ARG2]] : i32
# CHECK-NEXT: %[[V15:[^ ,:()]+]] = arith.index_castui %[[V14]] : i32 to index
# CHECK-NEXT: %[[C1_I32_8:[^ ,:()]+]] = arith.constant 1 : i32
# CHECK-NEXT: memref.store %[[C1_I32_8]], %[[ARG0]][%[[V15]]] : memref<8xi32>
# CHECK-NEXT: }
# CHECK-NEXT: }
# CHECK-NEXT: }
# CHECK-NEXT: }
# CHECK-NEXT: }
# CHECK-NEXT: %[[C0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[V0:[^ ,:()]+]] = memref.load %[[ARG0]][%[[C0]]] : memref<8xi32>
# CHECK-NEXT: prim.return %[[V0]] : i32
# CHECK-NEXT: }
# CHECK-LABEL: prim.func @aligned(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: memref<4xf32>) {
# CHECK-NEXT: %[[ALLOCA:[^ ,:()]+]] = memref.alloca() : memref<4xf32>
# CHECK-NEXT: %[[C0_I32:[^ ,:()]+]] = arith.constant 0 : i32
# CHECK-NEXT: %[[C4_I32:[^ ,:()]+]] = arith.constant 4 : i32
# CHECK-NEXT: %[[C1_I32:[^ ,:()]+]] = arith.constant 1 : i32
# CHECK-NEXT: scf.for %[[ARG1:[^ ,:()]+]] = %[[C0_I32]] to %[[C4_I32]] step %[[C1_I32]]  : i32 {
# CHECK-NEXT: %[[V0:[^ ,:()]+]] = arith.index_cast %[[ARG1]] : i32 to index
# CHECK-NEXT: %[[V1:[^ ,:()]+]] = arith.index_cast %[[ARG1]] : i32 to index
# CHECK-NEXT: %[[V2:[^ ,:()]+]] = memref.load %[[ARG0]][%[[V1]]] : memref<4xf32>
# CHECK-NEXT: memref.store %[[V2]], %[[ALLOCA]][%[[V0]]] : memref<4xf32>
# CHECK-NEXT: }
# CHECK-NEXT: prim.return
# CHECK-NEXT: }
# CHECK-LABEL: prim.func @tiled(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: memref<2x3xf32>, %[[ARG1:[^ ,:()]+]]: memref<4xf32>) {
# CHECK-NEXT: %[[ALLOCA:[^ ,:()]+]] = memref.alloca() : memref<4xf32>
# CHECK-NEXT: %[[REINTERPRET_CAST:[^ ,:()]+]] = memref.reinterpret_cast %[[ARG0]] to offset: [0], sizes: [6], strides: [1] : memref<2x3xf32> to memref<6xf32, strided<[1]>>
# CHECK-NEXT: %[[CAST:[^ ,:()]+]] = memref.cast %[[REINTERPRET_CAST]] : memref<6xf32, strided<[1]>> to memref<6xf32>
# CHECK-NEXT: %[[C0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[C1:[^ ,:()]+]] = arith.constant 1 : index
# CHECK-NEXT: %[[C2:[^ ,:()]+]] = arith.constant 2 : index
# CHECK-NEXT: %[[V0:[^ ,:()]+]] = memref.load %[[ARG0]][%[[C1]], %[[C2]]] : memref<2x3xf32>
# CHECK-NEXT: memref.store %[[V0]], %[[ALLOCA]][%[[C0]]] : memref<4xf32>
# CHECK-NEXT: %[[C0_0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[C0_1:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[V1:[^ ,:()]+]] = memref.load %[[ALLOCA]][%[[C0_1]]] : memref<4xf32>
# CHECK-NEXT: %[[C5:[^ ,:()]+]] = arith.constant 5 : index
# CHECK-NEXT: %[[V2:[^ ,:()]+]] = memref.load %[[CAST]][%[[C5]]] : memref<6xf32>
# CHECK-NEXT: %[[V3:[^ ,:()]+]] = arith.addf %[[V1]], %[[V2]] fastmath<contract> : f32
# CHECK-NEXT: memref.store %[[V3]], %[[ARG1]][%[[C0_0]]] : memref<4xf32>
# CHECK-NEXT: prim.return
# CHECK-NEXT: }

# -----

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
