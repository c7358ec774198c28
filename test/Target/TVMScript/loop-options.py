# RUN: prim-translate --import-tvmscript %s | FileCheck %s
# RUN: sed 's/^from tvm.script import tir as T$/from tvm.script import tirx as T/' %s | prim-translate --import-tvmscript - | FileCheck %s

# Loop steps (range's third argument, T.serial's step= on TVM's main branch;
# a step that is not a constant is checked positive at run time), dtype=
# (the bounds converted to it) and unroll= (a hint, like annotations).

from tvm.script import tir as T

@T.prim_func
def stepped(A: T.Buffer((16,), "int32"), n: T.int32, s: T.int32):
    for i in range(1, n, 3):
        A[i] = 1
    for j in T.serial(0, 16, step=s, dtype="int64", annotations={"pragma_unroll": 1}):
        A[j] = A[j] + 2
    for k in T.serial(T.int64(8), dtype="int32", unroll=True):
        A[k] = A[k] + 4
# CHECK-LABEL: prim.func @stepped(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: memref<16xi32>, %[[ARG1:[^ ,:()]+]]: i32, %[[ARG2:[^ ,:()]+]]: i32) {
# CHECK-NEXT: %[[C1_I32:[^ ,:()]+]] = arith.constant 1 : i32
# CHECK-NEXT: %[[C3_I32:[^ ,:()]+]] = arith.constant 3 : i32
# CHECK-NEXT: scf.for %[[ARG3:[^ ,:()]+]] = %[[C1_I32]] to %[[ARG1]] step %[[C3_I32]]  : i32 {
# CHECK-NEXT: %[[V3:[^ ,:()]+]] = arith.index_cast %[[ARG3]] : i32 to index
# CHECK-NEXT: %[[C1_I32_2:[^ ,:()]+]] = arith.constant 1 : i32
# CHECK-NEXT: memref.store %[[C1_I32_2]], %[[ARG0]][%[[V3]]] : memref<16xi32>
# CHECK-NEXT: }
# CHECK-NEXT: %[[C0_I64:[^ ,:()]+]] = arith.constant 0 : i64
# CHECK-NEXT: %[[C16_I64:[^ ,:()]+]] = arith.constant 16 : i64
# CHECK-NEXT: %[[V0:[^ ,:()]+]] = arith.extsi %[[ARG2]] : i32 to i64
# CHECK-NEXT: %[[C0_I64_0:[^ ,:()]+]] = arith.constant 0 : i64
# CHECK-NEXT: %[[V1:[^ ,:()]+]] = arith.cmpi sgt, %[[V0]], %[[C0_I64_0]] : i64
# CHECK-NEXT: prim.assert %[[V1]], "a loop step must be positive" kind(ValueError)
# CHECK-NEXT: scf.for %[[ARG3_R1:[^ ,:()]+]] = %[[C0_I64]] to %[[C16_I64]] step %[[V0]]  : i64 {
# CHECK-NEXT: %[[V3_R1:[^ ,:()]+]] = arith.index_cast %[[ARG3_R1]] : i64 to index
# CHECK-NEXT: %[[V4:[^ ,:()]+]] = arith.index_cast %[[ARG3_R1]] : i64 to index
# CHECK-NEXT: %[[V5:[^ ,:()]+]] = memref.load %[[ARG0]][%[[V4]]] : memref<16xi32>
# CHECK-NEXT: %[[C2_I32:[^ ,:()]+]] = arith.constant 2 : i32
# CHECK-NEXT: %[[V6:[^ ,:()]+]] = arith.addi %[[V5]], %[[C2_I32]] : i32
# CHECK-NEXT: memref.store %[[V6]], %[[ARG0]][%[[V3_R1]]] : memref<16xi32>
# CHECK-NEXT: }
# CHECK-NEXT: %[[C8_I64:[^ ,:()]+]] = arith.constant 8 : i64
# CHECK-NEXT: %[[V2:[^ ,:()]+]] = arith.trunci %[[C8_I64]] : i64 to i32
# CHECK-NEXT: %[[C0_I32:[^ ,:()]+]] = arith.constant 0 : i32
# CHECK-NEXT: %[[C1_I32_1:[^ ,:()]+]] = arith.constant 1 : i32
# CHECK-NEXT: scf.for %[[ARG3_R2:[^ ,:()]+]] = %[[C0_I32]] to %[[V2]] step %[[C1_I32_1]]  : i32 {
# CHECK-NEXT: %[[V3_R2:[^ ,:()]+]] = arith.index_cast %[[ARG3_R2]] : i32 to index
# CHECK-NEXT: %[[V4_R1:[^ ,:()]+]] = arith.index_cast %[[ARG3_R2]] : i32 to index
# CHECK-NEXT: %[[V5_R1:[^ ,:()]+]] = memref.load %[[ARG0]][%[[V4_R1]]] : memref<16xi32>
# CHECK-NEXT: %[[C4_I32:[^ ,:()]+]] = arith.constant 4 : i32
# CHECK-NEXT: %[[V6_R1:[^ ,:()]+]] = arith.addi %[[V5_R1]], %[[C4_I32]] : i32
# CHECK-NEXT: memref.store %[[V6_R1]], %[[ARG0]][%[[V3_R2]]] : memref<16xi32>
# CHECK-NEXT: }
# CHECK-NEXT: prim.return
# CHECK-NEXT: }
