# RUN: prim-translate --import-tvmscript %s --split-input-file="# ""-----" --verify-diagnostics | FileCheck %s
# RUN: sed 's/^from tvm.script import tir as T$/from tvm.script import tirx as T/' %s | prim-translate --import-tvmscript - --split-input-file="# ""-----" --verify-diagnostics | FileCheck %s
# The valid forms come first; the invalid ones follow, a split each.

# TensorIR blocks in scheduled functions: a block binds its axes to their
# values, runs its T.init when every reduce axis is at the start of its
# domain (TIR's LowerInitBlock), and guards its body with T.where; the
# T.reads/T.writes regions document and change nothing, as do the
# meta_schedule.* block attributes. An explicit root
# block, and the tirx spelling T.sblock, are read alike.

from tvm.script import tir as T

@T.prim_func
def rowsum(A: T.Buffer((4, 8), "float32"), B: T.Buffer((4,), "float32")):
    with T.block("root"):
        T.reads()
        T.writes()
        for i, k in T.grid(4, 8):
            with T.block("B"):
                vi, vk = T.axis.remap("SR", [i, k])
                T.block_attr({"meta_schedule.tiling_structure": "SSRSRS"})
                T.reads(A[vi, vk])
                T.writes(B[vi])
                with T.init():
                    B[vi] = T.float32(0)
                B[vi] = B[vi] + A[vi, vk]

@T.prim_func
def tiled(A: T.Buffer((10,), "float32"), B: T.Buffer((10,), "float32")):
    for io, ii in T.grid(3, 4):
        with T.sblock("B"):
            v = T.axis.spatial(10, io * 4 + ii)
            r = T.axis.reduce((2, 6), ii + 2)
            T.where(io * 4 + ii < 10)
            with T.init():
                B[v] = A[v]
            B[v] = B[v] + T.float32(1)
# CHECK-LABEL: prim.func @rowsum(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: memref<4x8xf32>, %[[ARG1:[^ ,:()]+]]: memref<4xf32>) {
# CHECK-NEXT: %[[C0_I32:[^ ,:()]+]] = arith.constant 0 : i32
# CHECK-NEXT: %[[C4_I32:[^ ,:()]+]] = arith.constant 4 : i32
# CHECK-NEXT: %[[C1_I32:[^ ,:()]+]] = arith.constant 1 : i32
# CHECK-NEXT: scf.for %[[ARG2:[^ ,:()]+]] = %[[C0_I32]] to %[[C4_I32]] step %[[C1_I32]]  : i32 {
# CHECK-NEXT: %[[C0_I32_0:[^ ,:()]+]] = arith.constant 0 : i32
# CHECK-NEXT: %[[C8_I32:[^ ,:()]+]] = arith.constant 8 : i32
# CHECK-NEXT: %[[C1_I32_1:[^ ,:()]+]] = arith.constant 1 : i32
# CHECK-NEXT: scf.for %[[ARG3:[^ ,:()]+]] = %[[C0_I32_0]] to %[[C8_I32]] step %[[C1_I32_1]]  : i32 {
# CHECK-NEXT: %[[V0:[^ ,:()]+]] = arith.cmpi eq, %[[ARG3]], %[[C0_I32_0]] : i32
# CHECK-NEXT: scf.if %[[V0]] {
# CHECK-NEXT: %[[V8:[^ ,:()]+]] = arith.index_cast %[[ARG2]] : i32 to index
# CHECK-NEXT: %[[CST:[^ ,:()]+]] = arith.constant 0.000000e+00 : f32
# CHECK-NEXT: memref.store %[[CST]], %[[ARG1]][%[[V8]]] : memref<4xf32>
# CHECK-NEXT: }
# CHECK-NEXT: %[[V1:[^ ,:()]+]] = arith.index_cast %[[ARG2]] : i32 to index
# CHECK-NEXT: %[[V2:[^ ,:()]+]] = arith.index_cast %[[ARG2]] : i32 to index
# CHECK-NEXT: %[[V3:[^ ,:()]+]] = memref.load %[[ARG1]][%[[V2]]] : memref<4xf32>
# CHECK-NEXT: %[[V4:[^ ,:()]+]] = arith.index_cast %[[ARG2]] : i32 to index
# CHECK-NEXT: %[[V5:[^ ,:()]+]] = arith.index_cast %[[ARG3]] : i32 to index
# CHECK-NEXT: %[[V6:[^ ,:()]+]] = memref.load %[[ARG0]][%[[V4]], %[[V5]]] : memref<4x8xf32>
# CHECK-NEXT: %[[V7:[^ ,:()]+]] = arith.addf %[[V3]], %[[V6]] fastmath<contract> : f32
# CHECK-NEXT: memref.store %[[V7]], %[[ARG1]][%[[V1]]] : memref<4xf32>
# CHECK-NEXT: }
# CHECK-NEXT: }
# CHECK-NEXT: prim.return
# CHECK-NEXT: }
# CHECK-LABEL: prim.func @tiled(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: memref<10xf32>, %[[ARG1:[^ ,:()]+]]: memref<10xf32>) {
# CHECK-NEXT: %[[C0_I32:[^ ,:()]+]] = arith.constant 0 : i32
# CHECK-NEXT: %[[C3_I32:[^ ,:()]+]] = arith.constant 3 : i32
# CHECK-NEXT: %[[C1_I32:[^ ,:()]+]] = arith.constant 1 : i32
# CHECK-NEXT: scf.for %[[ARG2:[^ ,:()]+]] = %[[C0_I32]] to %[[C3_I32]] step %[[C1_I32]]  : i32 {
# CHECK-NEXT: %[[C0_I32_0:[^ ,:()]+]] = arith.constant 0 : i32
# CHECK-NEXT: %[[C4_I32:[^ ,:()]+]] = arith.constant 4 : i32
# CHECK-NEXT: %[[C1_I32_1:[^ ,:()]+]] = arith.constant 1 : i32
# CHECK-NEXT: scf.for %[[ARG3:[^ ,:()]+]] = %[[C0_I32_0]] to %[[C4_I32]] step %[[C1_I32_1]]  : i32 {
# CHECK-NEXT: %[[C4_I32_2:[^ ,:()]+]] = arith.constant 4 : i32
# CHECK-NEXT: %[[V0:[^ ,:()]+]] = arith.muli %[[ARG2]], %[[C4_I32_2]] : i32
# CHECK-NEXT: %[[V1:[^ ,:()]+]] = arith.addi %[[V0]], %[[ARG3]] : i32
# CHECK-NEXT: %[[C2_I32:[^ ,:()]+]] = arith.constant 2 : i32
# CHECK-NEXT: %[[V2:[^ ,:()]+]] = arith.addi %[[ARG3]], %[[C2_I32]] : i32
# CHECK-NEXT: %[[C4_I32_3:[^ ,:()]+]] = arith.constant 4 : i32
# CHECK-NEXT: %[[V3:[^ ,:()]+]] = arith.muli %[[ARG2]], %[[C4_I32_3]] : i32
# CHECK-NEXT: %[[V4:[^ ,:()]+]] = arith.addi %[[V3]], %[[ARG3]] : i32
# CHECK-NEXT: %[[C10_I32:[^ ,:()]+]] = arith.constant 10 : i32
# CHECK-NEXT: %[[V5:[^ ,:()]+]] = arith.cmpi slt, %[[V4]], %[[C10_I32]] : i32
# CHECK-NEXT: scf.if %[[V5]] {
# CHECK-NEXT: %[[C2_I32_4:[^ ,:()]+]] = arith.constant 2 : i32
# CHECK-NEXT: %[[V6:[^ ,:()]+]] = arith.cmpi eq, %[[V2]], %[[C2_I32_4]] : i32
# CHECK-NEXT: scf.if %[[V6]] {
# CHECK-NEXT: %[[V11:[^ ,:()]+]] = arith.index_cast %[[V1]] : i32 to index
# CHECK-NEXT: %[[V12:[^ ,:()]+]] = arith.index_cast %[[V1]] : i32 to index
# CHECK-NEXT: %[[V13:[^ ,:()]+]] = memref.load %[[ARG0]][%[[V12]]] : memref<10xf32>
# CHECK-NEXT: memref.store %[[V13]], %[[ARG1]][%[[V11]]] : memref<10xf32>
# CHECK-NEXT: }
# CHECK-NEXT: %[[V7:[^ ,:()]+]] = arith.index_cast %[[V1]] : i32 to index
# CHECK-NEXT: %[[V8:[^ ,:()]+]] = arith.index_cast %[[V1]] : i32 to index
# CHECK-NEXT: %[[V9:[^ ,:()]+]] = memref.load %[[ARG1]][%[[V8]]] : memref<10xf32>
# CHECK-NEXT: %[[CST:[^ ,:()]+]] = arith.constant 1.000000e+00 : f32
# CHECK-NEXT: %[[V10:[^ ,:()]+]] = arith.addf %[[V9]], %[[CST]] fastmath<contract> : f32
# CHECK-NEXT: memref.store %[[V10]], %[[ARG1]][%[[V7]]] : memref<10xf32>
# CHECK-NEXT: }
# CHECK-NEXT: }
# CHECK-NEXT: }
# CHECK-NEXT: prim.return
# CHECK-NEXT: }

# -----

# Malformed and unsupported TensorIR blocks, each located and named.

from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "float32")):
    for i in range(4):
        with T.block("B"):
            vi = T.axis.spatial(4, i)
            # expected-error @+1 {{a block attribute's keys are strings}}
            T.block_attr({1: 1})
            A[vi] = 1.0

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32")):
    for i in range(4):
        with T.block("B"):
            A[0] = 1.0
            # expected-error @+1 {{block axes must come before the block's body}}
            vi = T.axis.spatial(4, i)

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32")):
    for i in range(4):
        with T.block("B"):
            vi = T.axis.reduce(4, i)
            with T.init():
                A[0] = 0.0
            # expected-error @+1 {{T.init must come once, before the block's body}}
            with T.init():
                A[0] = 0.0

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32")):
    for i, j in T.grid(4, 4):
        with T.block("B"):
            # expected-error @+1 {{T.axis.remap's kinds, values and names differ in number}}
            vi, vj = T.axis.remap("S", [i, j])

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32")):
    for i in range(4):
        with T.block("B"):
            # expected-error @+1 {{unsupported block axis kind 'scan'}}
            vi = T.axis.scan(4, i)

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32")):
    for i in range(4):
        with T.block("B"):
            # expected-error @+1 {{unsupported block axis kind 'X'}}
            vi = T.axis.remap("X", [i])

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32")):
    for i in range(4):
        # expected-error @+1 {{'with T.block(...) as NAME' is not supported}}
        with T.block("B") as b:
            A[i] = 1.0

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32")):
    for i in range(4):
        with T.block("B"):
            T.where(i < 2)
            # expected-error @+1 {{T.where must come once, before the body}}
            T.where(i < 3)

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32")):
    for i in range(4):
        with T.block("B"):
            # expected-error @+1 {{a block axis's value must be an integer}}
            vi = T.axis.spatial(4, 1.5)

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32")):
    for i in range(4):
        with T.block("B"):
            # expected-error @+1 {{an axis domain is an extent or (min, max)}}
            vi = T.axis.spatial((0, 1, 4), i)

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32")):
    for i in range(4):
        # expected-error @+1 {{unsupported T.block argument 'annotations'}}
        with T.block("B", annotations={}):
            A[i] = 1.0

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32")):
    for i in range(4):
        with T.block("B"):
            # expected-error @+1 {{'T.axis.spatial' takes a domain and a value}}
            vi = T.axis.spatial(4)
