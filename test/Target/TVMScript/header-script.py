# RUN: prim-translate --import-tvmscript %s | FileCheck %s

# `from tvm import script` reaches the decorators through the tvm.script
# module: script.ir_module, script.tir.prim_func. I.module_attrs entries
# inform TVM's passes and change nothing here.

from tvm import script
from tvm.script import tir as T

@script.ir_module
class Module:
    script.ir.module_attrs({"attr": 10})

    @script.tir.prim_func
    def copy(A: T.Buffer((4,), "int32"), B: T.Buffer((4,), "int32")):
        for i in range(4):
            B[i] = A[i]

# CHECK-LABEL: prim.func @copy(
# CHECK-SAME: %[[A:[^ ,:()]+]]: memref<4xi32>, %[[B:[^ ,:()]+]]: memref<4xi32>) {
# CHECK-NEXT: %[[LB:[^ ,:()]+]] = arith.constant 0 : i32
# CHECK-NEXT: %[[UB:[^ ,:()]+]] = arith.constant 4 : i32
# CHECK-NEXT: %[[STEP:[^ ,:()]+]] = arith.constant 1 : i32
# CHECK-NEXT: scf.for %[[I:[^ ,:()]+]] = %[[LB]] to %[[UB]] step %[[STEP]]  : i32 {
# CHECK-NEXT: %[[STORE_IDX:[^ ,:()]+]] = arith.index_cast %[[I]] : i32 to index
# CHECK-NEXT: %[[LOAD_IDX:[^ ,:()]+]] = arith.index_cast %[[I]] : i32 to index
# CHECK-NEXT: %[[V:[^ ,:()]+]] = memref.load %[[A]][%[[LOAD_IDX]]] : memref<4xi32>
# CHECK-NEXT: memref.store %[[V]], %[[B]][%[[STORE_IDX]]] : memref<4xi32>
# CHECK-NEXT: }
# CHECK-NEXT: prim.return
