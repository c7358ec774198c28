# RUN: prim-translate --import-tvmscript %s --split-input-file="# ""-----" --verify-diagnostics | FileCheck %s
# RUN: sed 's/^from tvm.script import tir as T$/from tvm.script import tirx as T/' %s | prim-translate --import-tvmscript - --split-input-file="# ""-----" --verify-diagnostics | FileCheck %s
# The valid forms come first; the invalid ones follow, a split each.

# A T.handle parameter viewed by T.decl_buffer or T.match_buffer at the top
# of the body is bound at the entry; a name in its shape, strides or offset
# that a statement before it binds (`n_alias = n`) stands for its value, so
# the entry checks it as if the value were written there, or binds the
# symbolic variable the value is.

from tvm.script import tir as T

# CHECK-LABEL: prim.func @alias(
# CHECK-SAME: %[[A:.*]]: memref<?xi32>, %[[N:.*]]: i32)
# CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
# CHECK-NEXT: %[[DIM:.*]] = memref.dim %[[A]], %[[C0]]
# CHECK-NEXT: %[[WANT:.*]] = arith.index_cast %[[N]] : i32 to index
# CHECK-NEXT: %[[OK:.*]] = arith.cmpi eq, %[[DIM]], %[[WANT]] : index
# CHECK-NEXT: prim.assert %[[OK]], "alias: A.shape[0] must be n_alias, found {}"(%[[DIM]] : index) kind(ValueError)
@T.prim_func
def alias(A_ptr: T.handle, n: T.int32):
    n_alias = n
    A = T.decl_buffer([n_alias], "int32", data=A_ptr)
    for i in range(n):
        A[i] = i

# A chain of lets, one annotated; the derived value is checked.
# CHECK-LABEL: prim.func @derived(
# CHECK-SAME: %[[A:.*]]: memref<?xi32>, %[[N:.*]]: i32)
# CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
# CHECK-NEXT: %[[DIM:.*]] = memref.dim %[[A]], %[[C0]]
# CHECK-NEXT: %[[C2:.*]] = arith.constant 2 : i32
# CHECK-NEXT: %[[M:.*]] = arith.muli %[[N]], %[[C2]] : i32
# CHECK-NEXT: %[[WANT:.*]] = arith.index_cast %[[M]] : i32 to index
# CHECK-NEXT: %[[OK:.*]] = arith.cmpi eq, %[[DIM]], %[[WANT]] : index
# CHECK-NEXT: prim.assert %[[OK]], "derived: A.shape[0] must be k, found {}"(%[[DIM]] : index) kind(ValueError)
@T.prim_func
def derived(A_ptr: T.handle, n: T.int32):
    m = n * 2
    k: T.int32 = m
    A = T.decl_buffer([k], "int32", data=A_ptr)
    A[0] = k

# Strides and elem_offset through lets.
# CHECK-LABEL: prim.func @strided(
# CHECK-SAME: %[[A:.*]]: memref<4x4xi32, strided<[?, 1], offset: ?>>, %[[S:.*]]: i32, %[[O:.*]]: i32)
# CHECK-NEXT: %{{.*}}, %[[OFF:.*]], %{{.*}}:2, %[[STR:.*]]:2 = memref.extract_strided_metadata %[[A]]
# CHECK-NEXT: %[[WS:.*]] = arith.index_cast %[[S]] : i32 to index
# CHECK-NEXT: %[[OKS:.*]] = arith.cmpi eq, %[[STR]]#0, %[[WS]] : index
# CHECK-NEXT: prim.assert %[[OKS]], "strided: A.strides[0] must be s2, found {}"(%[[STR]]#0 : index) kind(ValueError)
# CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : i32
# CHECK-NEXT: %[[O1:.*]] = arith.addi %[[O]], %[[C1]] : i32
# CHECK-NEXT: %[[WO:.*]] = arith.index_cast %[[O1]] : i32 to index
# CHECK-NEXT: %[[OKO:.*]] = arith.cmpi eq, %[[OFF]], %[[WO]] : index
# CHECK-NEXT: prim.assert %[[OKO]], "strided: A.elem_offset must be o2, found {}"(%[[OFF]] : index) kind(ValueError)
@T.prim_func
def strided(A_ptr: T.handle, s: T.int32, o: T.int32):
    s2 = s
    o2 = o + 1
    A = T.match_buffer(A_ptr, (4, 4), "int32", strides=(s2, 1), elem_offset=o2)
    A[0, 0] = 1

# An alias of a declared symbolic variable binds it: the first occurrence
# binds, B's shape is then checked against it.
# CHECK-LABEL: prim.func @binds(
# CHECK-SAME: %[[A:.*]]: memref<?xi32>, %[[B:.*]]: memref<?xi32>)
# CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
# CHECK-NEXT: %[[DIM:.*]] = memref.dim %[[A]], %[[C0]]
# CHECK-NEXT: %[[N:.*]] = arith.index_cast %[[DIM]] : index to i32
# CHECK-NEXT: %[[C0B:.*]] = arith.constant 0 : index
# CHECK-NEXT: %[[DIMB:.*]] = memref.dim %[[B]], %[[C0B]]
# CHECK-NEXT: %[[WANT:.*]] = arith.index_cast %[[N]] : i32 to index
# CHECK-NEXT: %[[OK:.*]] = arith.cmpi eq, %[[DIMB]], %[[WANT]] : index
# CHECK-NEXT: prim.assert %[[OK]], "binds: B.shape[0] must be n, found {}"(%[[DIMB]] : index) kind(ValueError)
@T.prim_func
def binds(A_ptr: T.handle, B: T.Buffer(("n",), "int32")):
    n = T.int32()
    n2 = n
    A = T.match_buffer(A_ptr, (n2,), "int32")
    B[0] = A[0]

# A let of another parameter's extent: B's binding comes first in the
# entry, A's check reads it.
# CHECK-LABEL: prim.func @from_shape(
# CHECK-SAME: %[[A:.*]]: memref<?xi32>, %[[B:.*]]: memref<?xi32>)
# CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
# CHECK-NEXT: %[[DIM:.*]] = memref.dim %[[A]], %[[C0]]
# CHECK-NEXT: %[[C0B:.*]] = arith.constant 0 : index
# CHECK-NEXT: %[[DIMB:.*]] = memref.dim %[[B]], %[[C0B]]
# CHECK-NEXT: %{{.*}} = arith.index_cast %[[DIMB]] : index to i32
# CHECK-NEXT: %[[C0C:.*]] = arith.constant 0 : index
# CHECK-NEXT: %[[DIMB2:.*]] = memref.dim %[[B]], %[[C0C]]
# CHECK-NEXT: %[[NB:.*]] = arith.index_cast %[[DIMB2]] : index to i32
# CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : i32
# CHECK-NEXT: %[[M:.*]] = arith.addi %[[NB]], %[[C1]] : i32
# CHECK-NEXT: %[[WANT:.*]] = arith.index_cast %[[M]] : i32 to index
# CHECK-NEXT: %[[OK:.*]] = arith.cmpi eq, %[[DIM]], %[[WANT]] : index
# CHECK-NEXT: prim.assert %[[OK]], "from_shape: A.shape[0] must be m, found {}"(%[[DIM]] : index) kind(ValueError)
@T.prim_func
def from_shape(A_ptr: T.handle, B: T.Buffer(("n",), "int32")):
    m = B.shape[0] + 1
    A = T.decl_buffer([m], "int32", data=A_ptr)
    A[0] = B[0]

# -----

# A parameter buffer's shape, strides and offset are evaluated at the
# function's entry: a let-bound name in them must stand for a value the
# entry can compute (no load, no call with effects), of bounded size.

from tvm.script import tir as T

@T.prim_func
def f(A_ptr: T.handle, B: T.Buffer((4,), "int32")):
    # expected-error @+1 {{'n' is used in a parameter buffer's shape, strides or offset, but its value 'B[0]' cannot be evaluated before the body runs}}
    n = B[0]
    A = T.decl_buffer([n], "int32", data=A_ptr)
    A[0] = 1

# -----

@T.prim_func
def f(A_ptr: T.handle, n: T.int32):
    # expected-error @+1 {{'m' is used in a parameter buffer's shape, strides or offset, but its value 'T.call_extern("int32", "g", n)' cannot be evaluated before the body runs}}
    m = T.call_extern("int32", "g", n)
    k = m + 1
    A = T.match_buffer(A_ptr, (4,), "int32", elem_offset=k * 2)
    A[0] = 1

# -----

@T.prim_func
def f(A_ptr: T.handle, n: T.int32):
    x0 = n
    x1 = x0 + x0
    x2 = x1 + x1
    x3 = x2 + x2
    x4 = x3 + x3
    x5 = x4 + x4
    x6 = x5 + x5
    x7 = x6 + x6
    x8 = x7 + x7
    x9 = x8 + x8
    x10 = x9 + x9
    x11 = x10 + x10
    x12 = x11 + x11
    # expected-error @+1 {{this shape, stride or offset is too large once the let-bound names in it are replaced by their values}}
    A = T.decl_buffer([x12], "int32", data=A_ptr)
    A[0] = 1
