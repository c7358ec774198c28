# RUN: prim-translate --import-tvmscript %s | FileCheck %s

# The TVM v0.24 spelling: tirx, buffers in the parameter list, symbolic
# shapes printed as strings. A name's first appearance in a shape binds it
# to that dim; later appearances and compound shapes become checks.

from tvm.script import tirx as T

@T.prim_func
def dynamic(A: T.Buffer(("n", "m"), "float32"), B: T.Buffer(("n + 1", "m"), "float32")):
    n = T.int64()
    T.evaluate(0)

# CHECK-LABEL: prim.func @dynamic(
# CHECK-SAME: %[[A:[^:]+]]: memref<?x?xf32>, %[[B:[^:]+]]: memref<?x?xf32>) {
# CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
# CHECK-NEXT: %[[DIM:.*]] = memref.dim %[[A]], %[[C0]] : memref<?x?xf32>
# CHECK-NEXT: %[[N:.*]] = arith.index_cast %[[DIM]] : index to i64
# CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : index
# CHECK-NEXT: %[[DIM1:.*]] = memref.dim %[[A]], %[[C1]] : memref<?x?xf32>
# CHECK-NEXT: %[[M:.*]] = arith.index_cast %[[DIM1]] : index to i32
# CHECK-NEXT: %[[C0_2:.*]] = arith.constant 0 : index
# CHECK-NEXT: %[[BDIM0:.*]] = memref.dim %[[B]], %[[C0_2]] : memref<?x?xf32>
# CHECK-NEXT: %[[C1_4:.*]] = arith.constant 1 : index
# CHECK-NEXT: %[[BDIM1:.*]] = memref.dim %[[B]], %[[C1_4]] : memref<?x?xf32>
# CHECK-NEXT: %[[ONE:.*]] = arith.constant 1 : i64
# CHECK-NEXT: %[[NP1:.*]] = arith.addi %[[N]], %[[ONE]] : i64
# CHECK-NEXT: %[[WANT0:.*]] = arith.index_cast %[[NP1]] : i64 to index
# CHECK-NEXT: %[[OK0:.*]] = arith.cmpi eq, %[[BDIM0]], %[[WANT0]] : index
# CHECK-NEXT: prim.assert %[[OK0]], "dynamic: B.shape[0] must be n + 1, found {}"(%[[BDIM0]] : index) kind(ValueError)
# CHECK-NEXT: %[[WANT1:.*]] = arith.index_cast %[[M]] : i32 to index
# CHECK-NEXT: %[[OK1:.*]] = arith.cmpi eq, %[[BDIM1]], %[[WANT1]] : index
# CHECK-NEXT: prim.assert %[[OK1]], "dynamic: B.shape[1] must be m, found {}"(%[[BDIM1]] : index) kind(ValueError)
# CHECK-NEXT: prim.return

# A scalar parameter named in a shape is checked against the dim.
@T.prim_func
def by_param(A: T.Buffer(("n",), "float32"), n: T.int32):
    T.evaluate(0)

# CHECK-LABEL: prim.func @by_param(
# CHECK-SAME: %[[A:[^:]+]]: memref<?xf32>, %[[N:[^:]+]]: i32) {
# CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
# CHECK-NEXT: %[[DIM:.*]] = memref.dim %[[A]], %[[C0]] : memref<?xf32>
# CHECK-NEXT: %[[WANT:.*]] = arith.index_cast %[[N]] : i32 to index
# CHECK-NEXT: %[[OK:.*]] = arith.cmpi eq, %[[DIM]], %[[WANT]] : index
# CHECK-NEXT: prim.assert %[[OK]], "by_param: A.shape[0] must be n, found {}"(%[[DIM]] : index) kind(ValueError)
# CHECK-NEXT: prim.return

# Strides and elem_offset bind symbolic variables too; an offset_factor
# becomes a check.
@T.prim_func
def view(A: T.Buffer((4, 4), "float32", strides=("s", 1), elem_offset="off", offset_factor=4)):
    T.evaluate(0)

# CHECK-LABEL: prim.func @view(
# CHECK-SAME: %[[A:[^:]+]]: memref<4x4xf32, strided<[?, 1], offset: ?>>) {
# CHECK-NEXT: %{{.*}}, %[[OFF:.*]], %{{.*}}:2, %[[STRIDES:.*]]:2 = memref.extract_strided_metadata %[[A]]
# CHECK-NEXT: arith.index_cast %[[STRIDES]]#0 : index to i32
# CHECK-NEXT: arith.index_cast %[[OFF]] : index to i32
# CHECK-NEXT: %[[C4:.*]] = arith.constant 4 : index
# CHECK-NEXT: %[[REM:.*]] = arith.remui %[[OFF]], %[[C4]] : index
# CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
# CHECK-NEXT: %[[OK:.*]] = arith.cmpi eq, %[[REM]], %[[C0]] : index
# CHECK-NEXT: prim.assert %[[OK]], "view: A.elem_offset must be a multiple of 4, found {}"(%[[OFF]] : index) kind(ValueError)
# CHECK-NEXT: prim.return

# An elem_offset without strides keeps the buffer compact: the dynamic
# strides are checked.
@T.prim_func
def offset_only(A: T.Buffer(("n", 8), "float32", elem_offset="off")):
    T.evaluate(0)

# CHECK-LABEL: prim.func @offset_only(
# CHECK-SAME: %[[A:[^:]+]]: memref<?x8xf32, strided<[8, 1], offset: ?>>) {
# CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
# CHECK-NEXT: %[[DIM:.*]] = memref.dim %[[A]], %[[C0]]
# CHECK-NEXT: arith.index_cast %[[DIM]] : index to i32
# CHECK-NEXT: %{{.*}}, %[[OFF:.*]], %{{.*}}:2, %{{.*}}:2 = memref.extract_strided_metadata %[[A]]
# CHECK-NEXT: arith.index_cast %[[OFF]] : index to i32
# CHECK-NEXT: prim.return
