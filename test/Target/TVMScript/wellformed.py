# RUN: prim-translate --import-tvmscript %s --split-input-file="# ""-----" --verify-diagnostics | FileCheck %s
# RUN: sed 's/^from tvm.script import tir as T$/from tvm.script import tirx as T/' %s | prim-translate --import-tvmscript - --split-input-file="# ""-----" --verify-diagnostics | FileCheck %s
# The valid forms come first; the invalid ones follow, a split each.

# The well-formedness checks (the splits after these) refuse only what is
# provable, as TVM's do: these functions import.

from tvm.script import tir as T

# Accesses under a condition are not checked: the condition may keep the
# index in bounds.
# CHECK-LABEL: prim.func @guarded(
@T.prim_func
def guarded(A: T.Buffer((4,), "float32"), B: T.Buffer((8,), "float32")):
    for i in range(8):
        if i < 4:
            B[i] = A[i]
        B[i] = T.if_then_else(i < 4, A[i], T.float32(0))
        B[i] = T.Select(i < 4, B[i], A[0])

# Indices whose bounds are not exact: a variable used twice, a modulo that
# wraps, an unknown scalar, a loop of non-constant extent.
# CHECK-LABEL: prim.func @inexact(
@T.prim_func
def inexact(A: T.Buffer((4,), "float32"), n: T.int32):
    for i in range(8):
        A[i - i] = A[(i * 4 + 1) % 4]
        A[n] = A[0]
    for j in range(n):
        A[j] = A[0]

# The block's iter var values and predicate are evaluated around the block,
# and may use the loops.
# CHECK-LABEL: prim.func @predicated(
@T.prim_func
def predicated(A: T.Buffer((10,), "float32"), B: T.Buffer((10,), "float32")):
    for i, j in T.grid(3, 4):
        with T.block("B"):
            vi = T.axis.spatial(10, i * 4 + j)
            T.where(i * 4 + j < 10)
            B[vi] = A[vi]

# A loop that never runs.
# CHECK-LABEL: prim.func @empty(
@T.prim_func
def empty(A: T.Buffer((4,), "float32")):
    for i in range(0):
        A[i + 10] = 1.0

# -----

# What TVM's verifiers refuse, refused at its .py location: an index that
# provably leaves a dimension of constant extent, or a slice that does
# (TVM's OOBChecker, whose tests the first four cases are), and a loop variable used inside a block
# it does not belong to (TVM's BlockVarAccessVerifier).

from tvm.script import tir as T

@T.prim_func
def bad_load(A: T.Buffer((2, 3), "float32"), B: T.Buffer((3, 2), "float32")):
    # expected-error @+1 {{out-of-bounds access to 'A': index 2 of dimension 0 is outside [0, 2)}}
    B[0, 0] = A[2, 2]

# -----

@T.prim_func
def bad_load_loop(A: T.Buffer((2, 3), "float32"), B: T.Buffer((3, 2), "float32")):
    for i in range(3):
        # expected-error @+1 {{out-of-bounds access to 'A': index 'i' of dimension 0 takes the values 0 to 2, outside [0, 2)}}
        B[i, 0] = A[i, 2]

# -----

@T.prim_func
def bad_store(A: T.Buffer((2, 3), "float32"), B: T.Buffer((3, 2), "float32")):
    # expected-error @+1 {{out-of-bounds access to 'B': index 3 of dimension 1 is outside [0, 2)}}
    B[0, 3] = A[1, 2]

# -----

@T.prim_func
def bad_store_loop(A: T.Buffer((2, 3), "float32"), B: T.Buffer((3, 2), "float32")):
    for i in range(3):
        # expected-error @+1 {{out-of-bounds access to 'B': index 'i' of dimension 1 takes the values 0 to 2, outside [0, 2)}}
        B[0, i] = A[1, i]

# -----

# A slice reaches its upper end less one, in a store and in a load.
@T.prim_func
def bad_slice_store(A: T.Buffer((32, 128), "float32"), B: T.Buffer((32, 4), "float32")):
    for i in range(32):
        # expected-error @+1 {{out-of-bounds access to 'B': index '0:128' of dimension 1 takes the values 0 to 127, outside [0, 4)}}
        B[i, 0:128] = A[i, 0:128]

# -----

@T.prim_func
def bad_slice_load(A: T.Buffer((16,), "float32"), B: T.Buffer((16,), "float32")):
    for i in range(4):
        # expected-error @+1 {{out-of-bounds access to 'A': index 'i * 4 + 1 : i * 4 + 5' of dimension 0 takes the values 1 to 16, outside [0, 16)}}
        B[i * 4 : i * 4 + 4] = A[i * 4 + 1 : i * 4 + 5]

# -----

# Accepted: slices that stay inside, a slice with a step (whose last index
# depends on its length), and the region a T.match_buffer views, which TVM
# checks through the view's own accesses.
@T.prim_func
def good_slices(A: T.Buffer((16,), "float32"), B: T.Buffer((16,), "float32")):
    for i in range(4):
        B[i * 4 : i * 4 + 4] = A[i * 4 : i * 4 + 4]
    B[0:16:2] = A[0:16:2]
    for i in range(4):
        with T.block("view"):
            vi = T.axis.spatial(4, i)
            V = T.match_buffer(A[vi * 4 + 1 : vi * 4 + 5], (4,), "float32")
            B[vi] = V[0]

# -----

# Below zero, through a scratch buffer, a T.grid nest and arithmetic.
@T.prim_func
def f(A: T.Buffer((16,), "int32")):
    scratch = T.alloc_buffer((4, 4), "int32")
    for i, j in T.grid(4, 4):
        # expected-error @+1 {{out-of-bounds access to 'scratch': index 'j * 2 - 3' of dimension 1 takes the values -3 to 3, outside [0, 4)}}
        scratch[i, j * 2 - 3] = A[i * 4 + j]

# -----

# A block's iter var takes its value's range within its domain.
@T.prim_func
def f(A: T.Buffer((8,), "float32"), B: T.Buffer((8,), "float32")):
    for i in range(4):
        with T.block("B"):
            vi = T.axis.spatial(8, i + 4)
            # expected-error @+1 {{out-of-bounds access to 'A': index 'vi + 1' of dimension 0 takes the values 5 to 8, outside [0, 8)}}
            B[vi] = A[vi + 1]

# -----

# A view's extent, through T.match_buffer of a handle and T.decl_buffer.
@T.prim_func
def f(a: T.handle):
    A = T.match_buffer(a, (4,), "float32")
    flat = T.decl_buffer((2,), "float32", data=A.data)
    for k in T.serial(1, 3):
        # expected-error @+1 {{out-of-bounds access to 'flat': index 'k' of dimension 0 takes the values 1 to 2, outside [0, 2)}}
        flat[k] = A[k]

# -----

@T.prim_func
def element_wise(A: T.Buffer((128, 128), "float32"), B: T.Buffer((128, 128), "float32")):
    for i, j in T.grid(128, 128):
        with T.block("B"):
            vi, vj = T.axis.remap("SS", [i, j])
            # expected-error @+1 {{loop variable 'i' is used inside block "B", which it does not belong to: a block reads the loops around it through its iter vars (T.axis.*)}}
            B[vi, vj] = A[i, vj] * 2.0

# -----

# In the block's read regions too, as TVM checks them.
@T.prim_func
def f(A: T.Buffer((8,), "float32"), B: T.Buffer((8,), "float32")):
    for i in range(8):
        with T.block("B"):
            vi = T.axis.spatial(8, i)
            # expected-error @+1 {{loop variable 'i' is used inside block "B"}}
            T.reads(A[i])
            B[vi] = A[vi]

# -----

# A loop inside an outer block, used in an inner block.
@T.prim_func
def f(A: T.Buffer((8, 8), "float32")):
    for i in range(8):
        with T.block("outer"):
            vi = T.axis.spatial(8, i)
            for j in range(8):
                with T.block("inner"):
                    vj = T.axis.spatial(8, j)
                    # expected-error @+1 {{loop variable 'j' is used inside block "inner"}}
                    A[vi, j] = 1.0
