# RUN: prim-translate --import-tvmscript %s --split-input-file="# ""-----" --verify-diagnostics | FileCheck %s
# RUN: sed 's/^from tvm.script import tir as T$/from tvm.script import tirx as T/' %s | prim-translate --import-tvmscript - --split-input-file="# ""-----" --verify-diagnostics | FileCheck %s
# The valid forms come first; the invalid ones follow, a split each.

# Buffer loads, stores and +=; the allocations: constant ones of at most
# 1 KiB go on the stack at the function's entry (as TVM does), the others
# are memref.alloc'ed and freed at the end of their scope; views with data=.

from tvm.script import tir as T

@T.prim_func
def allocations(A: T.Buffer(("n",), "float32")):
    small = T.alloc_buffer((4, 4), "float32")
    big = T.decl_buffer((1024,), "float32")
    dynamic = T.alloc_buffer((A.shape[0],), "float32")
    small[1, 2] = A[0]
    big[3] += small[1, 2]
    dynamic[0] = big[3]

@T.prim_func
def views(A: T.Buffer((4, 4), "int32")):
    data = T.allocate([16], "int32", "global")
    flat = T.Buffer((16,), "int32", data=data)
    square = T.decl_buffer((4, 4), "int32", data=flat.data)
    alias = T.Buffer((4, 4), "int32", data=A.data)
    flat[5] = 7
    alias[1, 1] = square[1, 1]
    with T.allocate([2], "int32", "global") as scratch:
        pair = T.decl_buffer((2,), "int32", data=scratch)
        pair[0] = 1

@T.prim_func
def lets(A: T.Buffer((4,), "int64"), n: T.int32):
    x = n * 2
    y: T.int64 = T.int64(5)
    z = T.let(x, x + 1, x * x)
    A[0] = T.Cast("int64", z) + y

# tirx prints a root block's allocation as T.sblock_alloc_buffer;
# T.alloc_local is alloc_buffer in the "local" scope.
@T.prim_func
def aliases(A: T.Buffer((2,), "float32")):
    root = T.sblock_alloc_buffer((2,))
    local = T.alloc_local((1,), "float32")
    local[0] = A[0]
    root[1] = local[0]
    A[1] = root[1]
# CHECK-LABEL: prim.func @allocations(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: memref<?xf32>) {
# CHECK-NEXT: %[[ALLOCA:[^ ,:()]+]] = memref.alloca() : memref<4x4xf32>
# CHECK-NEXT: %[[C0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[DIM:[^ ,:()]+]] = memref.dim %[[ARG0]], %[[C0]] : memref<?xf32>
# CHECK-NEXT: %[[V0:[^ ,:()]+]] = arith.index_cast %[[DIM]] : index to i32
# CHECK-NEXT: %[[ALLOC:[^ ,:()]+]] = memref.alloc() : memref<1024xf32>
# CHECK-NEXT: %[[V1:[^ ,:()]+]] = arith.index_cast %[[V0]] : i32 to index
# CHECK-NEXT: %[[ALLOC_0:[^ ,:()]+]] = memref.alloc(%[[V1]]) : memref<?xf32>
# CHECK-NEXT: %[[C1:[^ ,:()]+]] = arith.constant 1 : index
# CHECK-NEXT: %[[C2:[^ ,:()]+]] = arith.constant 2 : index
# CHECK-NEXT: %[[C0_1:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[V2:[^ ,:()]+]] = memref.load %[[ARG0]][%[[C0_1]]] : memref<?xf32>
# CHECK-NEXT: memref.store %[[V2]], %[[ALLOCA]][%[[C1]], %[[C2]]] : memref<4x4xf32>
# CHECK-NEXT: %[[C3:[^ ,:()]+]] = arith.constant 3 : index
# CHECK-NEXT: %[[C1_2:[^ ,:()]+]] = arith.constant 1 : index
# CHECK-NEXT: %[[C2_3:[^ ,:()]+]] = arith.constant 2 : index
# CHECK-NEXT: %[[V3:[^ ,:()]+]] = memref.load %[[ALLOCA]][%[[C1_2]], %[[C2_3]]] : memref<4x4xf32>
# CHECK-NEXT: %[[V4:[^ ,:()]+]] = memref.load %[[ALLOC]][%[[C3]]] : memref<1024xf32>
# CHECK-NEXT: %[[V5:[^ ,:()]+]] = arith.addf %[[V4]], %[[V3]] fastmath<contract> : f32
# CHECK-NEXT: memref.store %[[V5]], %[[ALLOC]][%[[C3]]] : memref<1024xf32>
# CHECK-NEXT: %[[C0_4:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[C3_5:[^ ,:()]+]] = arith.constant 3 : index
# CHECK-NEXT: %[[V6:[^ ,:()]+]] = memref.load %[[ALLOC]][%[[C3_5]]] : memref<1024xf32>
# CHECK-NEXT: memref.store %[[V6]], %[[ALLOC_0]][%[[C0_4]]] : memref<?xf32>
# CHECK-NEXT: memref.dealloc %[[ALLOC_0]] : memref<?xf32>
# CHECK-NEXT: memref.dealloc %[[ALLOC]] : memref<1024xf32>
# CHECK-NEXT: prim.return
# CHECK-NEXT: }
# CHECK-LABEL: prim.func @views(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: memref<4x4xi32>) {
# CHECK-NEXT: %[[ALLOCA:[^ ,:()]+]] = memref.alloca() : memref<16xi32>
# CHECK-NEXT: %[[ALLOCA_0:[^ ,:()]+]] = memref.alloca() : memref<2xi32>
# CHECK-NEXT: %[[REINTERPRET_CAST:[^ ,:()]+]] = memref.reinterpret_cast %[[ALLOCA]] to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<16xi32> to memref<4x4xi32, strided<[4, 1]>>
# CHECK-NEXT: %[[CAST:[^ ,:()]+]] = memref.cast %[[REINTERPRET_CAST]] : memref<4x4xi32, strided<[4, 1]>> to memref<4x4xi32>
# CHECK-NEXT: %[[C5:[^ ,:()]+]] = arith.constant 5 : index
# CHECK-NEXT: %[[C7_I32:[^ ,:()]+]] = arith.constant 7 : i32
# CHECK-NEXT: memref.store %[[C7_I32]], %[[ALLOCA]][%[[C5]]] : memref<16xi32>
# CHECK-NEXT: %[[C1:[^ ,:()]+]] = arith.constant 1 : index
# CHECK-NEXT: %[[C1_1:[^ ,:()]+]] = arith.constant 1 : index
# CHECK-NEXT: %[[C1_2:[^ ,:()]+]] = arith.constant 1 : index
# CHECK-NEXT: %[[C1_3:[^ ,:()]+]] = arith.constant 1 : index
# CHECK-NEXT: %[[V0:[^ ,:()]+]] = memref.load %[[CAST]][%[[C1_2]], %[[C1_3]]] : memref<4x4xi32>
# CHECK-NEXT: memref.store %[[V0]], %[[ARG0]][%[[C1]], %[[C1_1]]] : memref<4x4xi32>
# CHECK-NEXT: %[[C0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[C1_I32:[^ ,:()]+]] = arith.constant 1 : i32
# CHECK-NEXT: memref.store %[[C1_I32]], %[[ALLOCA_0]][%[[C0]]] : memref<2xi32>
# CHECK-NEXT: prim.return
# CHECK-NEXT: }
# CHECK-LABEL: prim.func @lets(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: memref<4xi64>, %[[ARG1:[^ ,:()]+]]: i32) {
# CHECK-NEXT: %[[C2_I32:[^ ,:()]+]] = arith.constant 2 : i32
# CHECK-NEXT: %[[V0:[^ ,:()]+]] = arith.muli %[[ARG1]], %[[C2_I32]] : i32
# CHECK-NEXT: %[[C5_I64:[^ ,:()]+]] = arith.constant 5 : i64
# CHECK-NEXT: %[[C1_I32:[^ ,:()]+]] = arith.constant 1 : i32
# CHECK-NEXT: %[[V1:[^ ,:()]+]] = arith.addi %[[V0]], %[[C1_I32]] : i32
# CHECK-NEXT: %[[V2:[^ ,:()]+]] = arith.muli %[[V1]], %[[V1]] : i32
# CHECK-NEXT: %[[C0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[V3:[^ ,:()]+]] = arith.extsi %[[V2]] : i32 to i64
# CHECK-NEXT: %[[V4:[^ ,:()]+]] = arith.addi %[[V3]], %[[C5_I64]] : i64
# CHECK-NEXT: memref.store %[[V4]], %[[ARG0]][%[[C0]]] : memref<4xi64>
# CHECK-NEXT: prim.return
# CHECK-NEXT: }
# CHECK-LABEL: prim.func @aliases(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: memref<2xf32>) {
# CHECK-NEXT: %[[ALLOCA:[^ ,:()]+]] = memref.alloca() : memref<2xf32>
# CHECK-NEXT: %[[ALLOCA_0:[^ ,:()]+]] = memref.alloca() : memref<1xf32>
# CHECK-NEXT: %[[C0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[C0_1:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[V0:[^ ,:()]+]] = memref.load %[[ARG0]][%[[C0_1]]] : memref<2xf32>
# CHECK-NEXT: memref.store %[[V0]], %[[ALLOCA_0]][%[[C0]]] : memref<1xf32>
# CHECK-NEXT: %[[C1:[^ ,:()]+]] = arith.constant 1 : index
# CHECK-NEXT: %[[C0_2:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[V1:[^ ,:()]+]] = memref.load %[[ALLOCA_0]][%[[C0_2]]] : memref<1xf32>
# CHECK-NEXT: memref.store %[[V1]], %[[ALLOCA]][%[[C1]]] : memref<2xf32>
# CHECK-NEXT: %[[C1_3:[^ ,:()]+]] = arith.constant 1 : index
# CHECK-NEXT: %[[C1_4:[^ ,:()]+]] = arith.constant 1 : index
# CHECK-NEXT: %[[V2:[^ ,:()]+]] = memref.load %[[ALLOCA]][%[[C1_4]]] : memref<2xf32>
# CHECK-NEXT: memref.store %[[V2]], %[[ARG0]][%[[C1_3]]] : memref<2xf32>
# CHECK-NEXT: prim.return
# CHECK-NEXT: }

# -----

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
