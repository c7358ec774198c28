// An api(unpacked) function's body is renamed to `<name>_compute`, which
// must be free: under the legacy ABI the packed entry of a function named
// so takes it (it failed with a redefinition in the pipeline's output).
// RUN: not prim-opt %s --prim-to-llvm=abi=tvm-legacy 2>&1 | FileCheck %s --check-prefix=LEGACY
// Under tvm-ffi that entry is __tvm_ffi_u_compute, and the name is free.
// RUN: prim-opt %s --prim-to-llvm=abi=tvm-ffi | FileCheck %s --check-prefix=FFI

// LEGACY: unpacked-body-name.mlir:[[# @LINE + 7]]:1: error: 'u_compute' is the name of the native body of @u (unpacked API)
// FFI-DAG: llvm.func @u(
// FFI-DAG: llvm.func internal @u_compute(
// FFI-DAG: llvm.func @__tvm_ffi_u_compute(
prim.func @u(%a: memref<4xf32>) api(unpacked) {
  prim.return
}
prim.func @u_compute(%a: memref<4xf32>) {
  prim.return
}
