# RUN: prim-translate --import-tvmscript %s --split-input-file="# ""-----" --verify-diagnostics | FileCheck %s

# TVM's "global" storage scope with a tag ("global2") is global memory,
# which LowerTVMBuiltin allocates as a workspace; "local" too. Scopes of
# other memories stay refused.

from tvm.script import tir as T

@T.prim_func
def tagged(A: T.Buffer((4,), "float32")):
    tmp = T.alloc_buffer((4,), "float32", scope="global2")
    for i in range(4):
        with T.block("copy"):
            vi = T.axis.remap("S", [i])
            tmp[vi] = A[vi]

# CHECK-LABEL: prim.func @tagged(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: memref<4xf32>) {
# CHECK-NEXT: %[[ALLOCA:[^ ,:()]+]] = memref.alloca() : memref<4xf32>
# CHECK-NEXT: %[[C0_I32:[^ ,:()]+]] = arith.constant 0 : i32
# CHECK-NEXT: %[[C4_I32:[^ ,:()]+]] = arith.constant 4 : i32
# CHECK-NEXT: %[[C1_I32:[^ ,:()]+]] = arith.constant 1 : i32
# CHECK-NEXT: scf.for %[[ARG1:[^ ,:()]+]] = %[[C0_I32]] to %[[C4_I32]] step %[[C1_I32]]  : i32 {
# CHECK-NEXT: %[[V0:[^ ,:()]+]] = arith.index_cast %[[ARG1]] : i32 to index
# CHECK-NEXT: %[[V1:[^ ,:()]+]] = arith.index_cast %[[ARG1]] : i32 to index
# CHECK-NEXT: %[[V2:[^ ,:()]+]] = memref.load %[[ARG0]][%[[V1]]] : memref<4xf32>
# CHECK-NEXT: memref.store %[[V2]], %[[ALLOCA]][%[[V0]]] : memref<4xf32>
# CHECK-NEXT: }
# CHECK-NEXT: prim.return
# CHECK-NEXT: }

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32")):
    # expected-error @+1 {{buffer scope 'global.texture' is not supported: Prim targets CPUs, whose memory is 'global'}}
    tmp = T.alloc_buffer((4,), "float32", scope="global.texture")
