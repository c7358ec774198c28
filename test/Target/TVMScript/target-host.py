# RUN: prim-translate --import-tvmscript %s | FileCheck %s

# A function for a GPU or external target without a device region runs on
# its host, as TVM's MakePackedAPI gives it the host target (the importer
# refuses every device region): compiled for the module's CPU, with none of
# the device target's options. calling_conv 2 (kDeviceKernelLaunch) keeps
# the function's own C signature, as TVM's build compiles it for llvm.

from tvm.script import tir as T

@T.prim_func
def ext_dev():
    T.func_attr({"target": T.target("ext_dev", host="llvm")})
    T.evaluate(0)

@T.prim_func
def gpu(A: T.Buffer((4,), "float32")):
    T.func_attr({"target": T.target({"kind": "cuda", "mcpu": "sm_80"})})
    A[0] = T.float32(1)

@T.prim_func
def launch(a: T.handle("float64"), n: T.int64):
    T.func_attr({"calling_conv": 2})
    A = T.Buffer(16, "float64", data=a)
    for i in range(n):
        A[i] = T.float64(0)

# CHECK-LABEL: prim.func @ext_dev(
# CHECK-SAME: ) {
# CHECK-NEXT: prim.return
# CHECK-NEXT: }

# CHECK-LABEL: prim.func @gpu(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: memref<4xf32>) {
# CHECK-NEXT: %[[C0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[CST:[^ ,:()]+]] = arith.constant 1.000000e+00 : f32
# CHECK-NEXT: memref.store %[[CST]], %[[ARG0]][%[[C0]]] : memref<4xf32>
# CHECK-NEXT: prim.return
# CHECK-NEXT: }

# CHECK-LABEL: prim.func @launch(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: memref<16xf64>, %[[ARG1:[^ ,:()]+]]: i64) api(unpacked) {
# CHECK-NEXT: %[[C0_I64:[^ ,:()]+]] = arith.constant 0 : i64
# CHECK-NEXT: %[[C1_I64:[^ ,:()]+]] = arith.constant 1 : i64
# CHECK-NEXT: scf.for %[[ARG2:[^ ,:()]+]] = %[[C0_I64]] to %[[ARG1]] step %[[C1_I64]]  : i64 {
# CHECK-NEXT: %[[V0:[^ ,:()]+]] = arith.index_cast %[[ARG2]] : i64 to index
# CHECK-NEXT: %[[CST:[^ ,:()]+]] = arith.constant 0.000000e+00 : f64
# CHECK-NEXT: memref.store %[[CST]], %[[ARG0]][%[[V0]]] : memref<16xf64>
# CHECK-NEXT: }
# CHECK-NEXT: prim.return
# CHECK-NEXT: }
