# RUN: prim-translate --import-tvmscript %s --split-input-file="# ""-----" --verify-diagnostics | FileCheck %s
# RUN: sed 's/^from tvm.script import tir as T$/from tvm.script import tirx as T/' %s | prim-translate --import-tvmscript - --split-input-file="# ""-----" --verify-diagnostics | FileCheck %s
# The valid forms come first; the invalid ones follow, a split each.

# Every loop kind. Serial, unrolled and vectorized loops become scf.for over
# the loop variable's dtype (unrolling and vectorizing are left to LLVM, with
# the hints of loop-hints.py);
# T.parallel becomes scf.parallel, whose stack allocations are per iteration.

from tvm.script import tir as T

@T.prim_func
def serial(A: T.Buffer((16,), "int32")):
    for i in range(4):
        A[i] = i
    for i in T.serial(2, 6):
        A[i] = 1
    for i in T.unroll(T.int64(2), annotations={"pragma_auto_unroll_max_step": 16}):
        A[i] = 2
    for i in T.vectorized(4):
        A[i] = 3

@T.prim_func
def grid(A: T.Buffer((2, 3), "int32")):
    for i, j in T.grid(2, 3):
        A[i, j] = i * 3 + j

@T.prim_func
def parallel(A: T.Buffer((8, 4), "float32"), B: T.Buffer((8,), "float32")):
    for i in T.parallel(8):
        acc = T.alloc_buffer((1,), "float32")
        acc[0] = T.float32(0)
        for j in range(4):
            acc[0] = acc[0] + A[i, j]
        B[i] = acc[0]
# CHECK-LABEL: prim.func @serial(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: memref<16xi32>) {
# CHECK-NEXT: %[[C0_I32:[^ ,:()]+]] = arith.constant 0 : i32
# CHECK-NEXT: %[[C4_I32:[^ ,:()]+]] = arith.constant 4 : i32
# CHECK-NEXT: %[[C1_I32:[^ ,:()]+]] = arith.constant 1 : i32
# CHECK-NEXT: scf.for %[[ARG1:[^ ,:()]+]] = %[[C0_I32]] to %[[C4_I32]] step %[[C1_I32]]  : i32 {
# CHECK-NEXT: %[[V0:[^ ,:()]+]] = arith.index_cast %[[ARG1]] : i32 to index
# CHECK-NEXT: memref.store %[[ARG1]], %[[ARG0]][%[[V0]]] : memref<16xi32>
# CHECK-NEXT: }
# CHECK-NEXT: %[[C2_I32:[^ ,:()]+]] = arith.constant 2 : i32
# CHECK-NEXT: %[[C6_I32:[^ ,:()]+]] = arith.constant 6 : i32
# CHECK-NEXT: %[[C1_I32_0:[^ ,:()]+]] = arith.constant 1 : i32
# CHECK-NEXT: scf.for %[[ARG1]] = %[[C2_I32]] to %[[C6_I32]] step %[[C1_I32_0]]  : i32 {
# CHECK-NEXT: %[[V0]] = arith.index_cast %[[ARG1]] : i32 to index
# CHECK-NEXT: %[[C1_I32_4:[^ ,:()]+]] = arith.constant 1 : i32
# CHECK-NEXT: memref.store %[[C1_I32_4]], %[[ARG0]][%[[V0]]] : memref<16xi32>
# CHECK-NEXT: }
# CHECK-NEXT: %[[C2_I64:[^ ,:()]+]] = arith.constant 2 : i64
# CHECK-NEXT: %[[C0_I64:[^ ,:()]+]] = arith.constant 0 : i64
# CHECK-NEXT: %[[C1_I64:[^ ,:()]+]] = arith.constant 1 : i64
# CHECK-NEXT: scf.for %[[ARG1]] = %[[C0_I64]] to %[[C2_I64]] step %[[C1_I64]]  : i64 {
# CHECK-NEXT: %[[V0]] = arith.index_cast %[[ARG1]] : i64 to index
# CHECK-NEXT: %[[C2_I32_4:[^ ,:()]+]] = arith.constant 2 : i32
# CHECK-NEXT: memref.store %[[C2_I32_4]], %[[ARG0]][%[[V0]]] : memref<16xi32>
# CHECK-NEXT: }
# CHECK-NEXT: %[[C0_I32_1:[^ ,:()]+]] = arith.constant 0 : i32
# CHECK-NEXT: %[[C4_I32_2:[^ ,:()]+]] = arith.constant 4 : i32
# CHECK-NEXT: %[[C1_I32_3:[^ ,:()]+]] = arith.constant 1 : i32
# CHECK-NEXT: scf.for %[[ARG1]] = %[[C0_I32_1]] to %[[C4_I32_2]] step %[[C1_I32_3]]  : i32 {
# CHECK-NEXT: %[[V0]] = arith.index_cast %[[ARG1]] : i32 to index
# CHECK-NEXT: %[[C3_I32:[^ ,:()]+]] = arith.constant 3 : i32
# CHECK-NEXT: memref.store %[[C3_I32]], %[[ARG0]][%[[V0]]] : memref<16xi32>
# CHECK-NEXT: }
# CHECK-NEXT: prim.return
# CHECK-NEXT: }
# CHECK-LABEL: prim.func @grid(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: memref<2x3xi32>) {
# CHECK-NEXT: %[[C0_I32:[^ ,:()]+]] = arith.constant 0 : i32
# CHECK-NEXT: %[[C2_I32:[^ ,:()]+]] = arith.constant 2 : i32
# CHECK-NEXT: %[[C1_I32:[^ ,:()]+]] = arith.constant 1 : i32
# CHECK-NEXT: scf.for %[[ARG1:[^ ,:()]+]] = %[[C0_I32]] to %[[C2_I32]] step %[[C1_I32]]  : i32 {
# CHECK-NEXT: %[[C0_I32_0:[^ ,:()]+]] = arith.constant 0 : i32
# CHECK-NEXT: %[[C3_I32:[^ ,:()]+]] = arith.constant 3 : i32
# CHECK-NEXT: %[[C1_I32_1:[^ ,:()]+]] = arith.constant 1 : i32
# CHECK-NEXT: scf.for %[[ARG2:[^ ,:()]+]] = %[[C0_I32_0]] to %[[C3_I32]] step %[[C1_I32_1]]  : i32 {
# CHECK-NEXT: %[[V0:[^ ,:()]+]] = arith.index_cast %[[ARG1]] : i32 to index
# CHECK-NEXT: %[[V1:[^ ,:()]+]] = arith.index_cast %[[ARG2]] : i32 to index
# CHECK-NEXT: %[[C3_I32_2:[^ ,:()]+]] = arith.constant 3 : i32
# CHECK-NEXT: %[[V2:[^ ,:()]+]] = arith.muli %[[ARG1]], %[[C3_I32_2]] : i32
# CHECK-NEXT: %[[V3:[^ ,:()]+]] = arith.addi %[[V2]], %[[ARG2]] : i32
# CHECK-NEXT: memref.store %[[V3]], %[[ARG0]][%[[V0]], %[[V1]]] : memref<2x3xi32>
# CHECK-NEXT: }
# CHECK-NEXT: }
# CHECK-NEXT: prim.return
# CHECK-NEXT: }
# CHECK-LABEL: prim.func @parallel(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: memref<8x4xf32>, %[[ARG1:[^ ,:()]+]]: memref<8xf32>) {
# CHECK-NEXT: %[[C0_I32:[^ ,:()]+]] = arith.constant 0 : i32
# CHECK-NEXT: %[[C8_I32:[^ ,:()]+]] = arith.constant 8 : i32
# CHECK-NEXT: %[[V0:[^ ,:()]+]] = arith.index_cast %[[C0_I32]] : i32 to index
# CHECK-NEXT: %[[V1:[^ ,:()]+]] = arith.index_cast %[[C8_I32]] : i32 to index
# CHECK-NEXT: %[[C1:[^ ,:()]+]] = arith.constant 1 : index
# CHECK-NEXT: scf.parallel (%[[ARG2:[^ ,:()]+]]) = (%[[V0]]) to (%[[V1]]) step (%[[C1]]) {
# CHECK-NEXT: memref.alloca_scope  {
# CHECK-NEXT: %[[ALLOCA:[^ ,:()]+]] = memref.alloca() : memref<1xf32>
# CHECK-NEXT: %[[V2:[^ ,:()]+]] = arith.index_cast %[[ARG2]] : index to i32
# CHECK-NEXT: %[[C0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[CST:[^ ,:()]+]] = arith.constant 0.000000e+00 : f32
# CHECK-NEXT: memref.store %[[CST]], %[[ALLOCA]][%[[C0]]] : memref<1xf32>
# CHECK-NEXT: %[[C0_I32_0:[^ ,:()]+]] = arith.constant 0 : i32
# CHECK-NEXT: %[[C4_I32:[^ ,:()]+]] = arith.constant 4 : i32
# CHECK-NEXT: %[[C1_I32:[^ ,:()]+]] = arith.constant 1 : i32
# CHECK-NEXT: scf.for %[[ARG3:[^ ,:()]+]] = %[[C0_I32_0]] to %[[C4_I32]] step %[[C1_I32]]  : i32 {
# CHECK-NEXT: %[[C0_2:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[C0_3:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[V5:[^ ,:()]+]] = memref.load %[[ALLOCA]][%[[C0_3]]] : memref<1xf32>
# CHECK-NEXT: %[[V6:[^ ,:()]+]] = arith.index_cast %[[V2]] : i32 to index
# CHECK-NEXT: %[[V7:[^ ,:()]+]] = arith.index_cast %[[ARG3]] : i32 to index
# CHECK-NEXT: %[[V8:[^ ,:()]+]] = memref.load %[[ARG0]][%[[V6]], %[[V7]]] : memref<8x4xf32>
# CHECK-NEXT: %[[V9:[^ ,:()]+]] = arith.addf %[[V5]], %[[V8]] fastmath<contract> : f32
# CHECK-NEXT: memref.store %[[V9]], %[[ALLOCA]][%[[C0_2]]] : memref<1xf32>
# CHECK-NEXT: }
# CHECK-NEXT: %[[V3:[^ ,:()]+]] = arith.index_cast %[[V2]] : i32 to index
# CHECK-NEXT: %[[C0_1:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[V4:[^ ,:()]+]] = memref.load %[[ALLOCA]][%[[C0_1]]] : memref<1xf32>
# CHECK-NEXT: memref.store %[[V4]], %[[ARG1]][%[[V3]]] : memref<8xf32>
# CHECK-NEXT: }
# CHECK-NEXT: scf.reduce
# CHECK-NEXT: }
# CHECK-NEXT: prim.return
# CHECK-NEXT: }

# -----

# Loops, malformed: what a for loop iterates over, its variables, bounds,
# step and arguments, and the annotations and block axes of T.block.

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32")):
    # expected-error @+1 {{a for loop iterates over range(...), T.serial, T.grid, T.parallel, T.vectorized or T.unroll}}
    for i in A:
        A[0] = 1

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32")):
    # expected-error @+1 {{unsupported loop argument 'unknown'}}
    for i in T.serial(4, unknown=1):
        A[i] = 1

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32")):
    # expected-error @+1 {{a loop variable must be a name}}
    for A[0] in range(4):
        A[1] = 1

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32")):
    # expected-error @+1 {{T.grid needs at least one extent}}
    for i in T.grid():
        A[0] = 1

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32")):
    # expected-error @+1 {{loop bounds must be integers}}
    for i in range(T.float32(4)):
        A[0] = 1

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32")):
    # expected-error @+1 {{a loop step must be an integer}}
    for i in range(0, 4, 1.5):
        A[0] = 1

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32"), x: T.float32):
    # expected-error @+1 {{a loop step must be an integer}}
    for i in range(0, 4, x):
        A[0] = 1

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32")):
    # expected-error @+1 {{a loop annotation takes a dict}}
    for i in T.serial(4, annotations=[1]):
        A[i] = 1

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32")):
    for i in range(4):
        with T.block("b"):
            # expected-error @+1 {{a block axis binds a name}}
            A[0] = T.axis.spatial(4, i)

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32")):
    for i in range(4):
        with T.block("b"):
            # expected-error @+1 {{T.axis.remap takes a kinds string and a list of loop variables}}
            vi = T.axis.remap("S")
            A[vi] = 1

# -----

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32")):
    for i in range(4):
        with T.block("b"):
            # expected-error @+1 {{'T.block_attr' takes one dict}}
            T.block_attr({"k": 1}, {"j": 2})
            A[i] = 1
