# RUN: prim-translate --import-tvmscript %s | FileCheck %s
# RUN: sed 's/^from tvm.script import tir as T$/from tvm.script import tirx as T/' %s | prim-translate --import-tvmscript - | FileCheck %s

# T.tvm_call_packed and T.tvm_call_cpacked are TVM's other names of
# T.call_packed and T.call_cpacked.

from tvm.script import tir as T

@T.prim_func
def main(A: T.Buffer((4,), "float32"), rh: T.handle):
    T.tvm_call_packed("tvm.contrib.sort", A)
    T.tvm_call_cpacked("external_kernel", A, rh)

# CHECK-LABEL: prim.func @main(
# CHECK-SAME: %[[A:[^ ,:()]+]]: memref<4xf32>, %[[RH:[^ ,:()]+]]: !prim.handle) {
# CHECK-NEXT: prim.call_packed "tvm.contrib.sort"(%[[A]]) : (memref<4xf32>) -> ()
# CHECK-NEXT: prim.call_cpacked @external_kernel(%[[A]]) resource_handle(%[[RH]]) : (memref<4xf32>) -> ()
# CHECK-NEXT: prim.return
# CHECK-NEXT: }
# CHECK-NEXT: prim.func private @external_kernel(memref<?xf32, strided<[?], offset: ?>>)
