# RUN: prim-translate --import-tvmscript %s | FileCheck %s

# TVM's main-branch spellings together: tirx, s_tir=True, "tirx.noalias",
# T.sblock with T.sblock_attr, T.let[...], T.bind, and the printer's
# `cls = Module` before `cls.f(...)`.

from tvm.script import ir as I
from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func(private=True)
    def scale(A_data: T.handle("float32"), n: T.int32):
        A = T.decl_buffer((n,), "float32", data=A_data)
        for i in range(n):
            A[i] = A[i] * T.float32(2)

    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((8,), "float32")):
        T.func_attr({"tirx.noalias": True, "target": T.target("llvm")})
        cls = Module
        for i in T.serial(8, annotations={"pragma_loop_partition_hint": 1}):
            with T.sblock("inc"):
                vi = T.axis.spatial(8, i)
                T.sblock_attr({"meta_schedule.tiling_structure": "SSRSRS"})
                one: T.let[T.float32] = T.float32(1)
                A[vi] = A[vi] + one
        n = T.bind(8)
        cls.scale(A.data, n)
# CHECK-LABEL: prim.func private @scale(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: memref<?xf32>, %[[ARG1:[^ ,:()]+]]: i32) {
# CHECK-NEXT: %[[C0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[DIM:[^ ,:()]+]] = memref.dim %[[ARG0]], %[[C0]] : memref<?xf32>
# CHECK-NEXT: %[[V0:[^ ,:()]+]] = arith.index_cast %[[ARG1]] : i32 to index
# CHECK-NEXT: %[[V1:[^ ,:()]+]] = arith.cmpi eq, %[[DIM]], %[[V0]] : index
# CHECK-NEXT: prim.assert %[[V1]], "scale: A.shape[0] must be n, found {}"(%[[DIM]] : index) kind(ValueError)
# CHECK-NEXT: %[[C0_I32:[^ ,:()]+]] = arith.constant 0 : i32
# CHECK-NEXT: %[[C1_I32:[^ ,:()]+]] = arith.constant 1 : i32
# CHECK-NEXT: scf.for %[[ARG2:[^ ,:()]+]] = %[[C0_I32]] to %[[ARG1]] step %[[C1_I32]]  : i32 {
# CHECK-NEXT: %[[V2:[^ ,:()]+]] = arith.index_cast %[[ARG2]] : i32 to index
# CHECK-NEXT: %[[V3:[^ ,:()]+]] = arith.index_cast %[[ARG2]] : i32 to index
# CHECK-NEXT: %[[V4:[^ ,:()]+]] = memref.load %[[ARG0]][%[[V3]]] : memref<?xf32>
# CHECK-NEXT: %[[CST:[^ ,:()]+]] = arith.constant 2.000000e+00 : f32
# CHECK-NEXT: %[[V5:[^ ,:()]+]] = arith.mulf %[[V4]], %[[CST]] fastmath<contract> : f32
# CHECK-NEXT: memref.store %[[V5]], %[[ARG0]][%[[V2]]] : memref<?xf32>
# CHECK-NEXT: }
# CHECK-NEXT: prim.return
# CHECK-NEXT: }
# CHECK-LABEL: prim.func @main(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: memref<8xf32> {prim.noalias}) {
# CHECK-NEXT: %[[C0_I32:[^ ,:()]+]] = arith.constant 0 : i32
# CHECK-NEXT: %[[C8_I32:[^ ,:()]+]] = arith.constant 8 : i32
# CHECK-NEXT: %[[C1_I32:[^ ,:()]+]] = arith.constant 1 : i32
# CHECK-NEXT: scf.for %[[ARG1:[^ ,:()]+]] = %[[C0_I32]] to %[[C8_I32]] step %[[C1_I32]]  : i32 {
# CHECK-NEXT: %[[CST:[^ ,:()]+]] = arith.constant 1.000000e+00 : f32
# CHECK-NEXT: %[[V0:[^ ,:()]+]] = arith.index_cast %[[ARG1]] : i32 to index
# CHECK-NEXT: %[[V1:[^ ,:()]+]] = arith.index_cast %[[ARG1]] : i32 to index
# CHECK-NEXT: %[[V2:[^ ,:()]+]] = memref.load %[[ARG0]][%[[V1]]] : memref<8xf32>
# CHECK-NEXT: %[[V3:[^ ,:()]+]] = arith.addf %[[V2]], %[[CST]] fastmath<contract> : f32
# CHECK-NEXT: memref.store %[[V3]], %[[ARG0]][%[[V0]]] : memref<8xf32>
# CHECK-NEXT: }
# CHECK-NEXT: %[[CAST:[^ ,:()]+]] = memref.cast %[[ARG0]] : memref<8xf32> to memref<?xf32>
# CHECK-NEXT: %[[C8_I32_0:[^ ,:()]+]] = arith.constant 8 : i32
# CHECK-NEXT: prim.call_tir @scale(%[[CAST]], %[[C8_I32_0]]) : (memref<?xf32>, i32) -> ()
# CHECK-NEXT: prim.return
# CHECK-NEXT: }
