// The code calls each runtime function through a pointer named `__` and
// the function's name: a user symbol of that name is refused, under the ABI
// whose function it is.
// RUN: not prim-opt %s --prim-to-llvm=abi=tvm-ffi 2>&1 | FileCheck %s --check-prefix=FFI
// RUN: not prim-opt %s --prim-to-llvm=abi=tvm-legacy 2>&1 | FileCheck %s --check-prefix=LEGACY

prim.func @f(%a: memref<4xf32>) {
  prim.call_packed "g"(%a) : (memref<4xf32>) -> ()
  prim.return
}
llvm.mlir.global internal @__TVMFFIFunctionCall() : i64
llvm.mlir.global internal @__TVMFuncCall() : i64

// FFI: reserved-pointers.mlir:[[# @LINE - 3]]:1: error: '__TVMFFIFunctionCall' is reserved: the code for the tvm-ffi ABI calls TVMFFIFunctionCall through it
// FFI-NOT: error
// LEGACY: reserved-pointers.mlir:[[# @LINE - 4]]:1: error: '__TVMFuncCall' is reserved: the code for the tvm-legacy ABI calls TVMFuncCall through it
// LEGACY-NOT: error
