// Symbols the lowering uses by name are never reused with another type or
// meaning, nor renamed away from what the ABI promises: each conflict is a
// located error, under the ABI whose symbol it is.
// RUN: prim-opt %s --split-input-file --verify-diagnostics --prim-to-llvm=abi=tvm-ffi
// RUN: not prim-opt %s --split-input-file --prim-to-llvm=abi=tvm-legacy 2>&1 >/dev/null | FileCheck %s --check-prefix=LEGACY

// A user global named like the module context, even of its type, would
// stand in for it: internal, no loader could fill it in.
// expected-error @+1 {{'__tvm_ffi__library_ctx' is the module context global of the tvm-ffi ABI, which Prim defines}}
llvm.mlir.global internal @__tvm_ffi__library_ctx() : !llvm.ptr
prim.func @f(%a: memref<4xf32>) {
  prim.call_packed "g"(%a) : (memref<4xf32>) -> ()
  prim.return
}

// -----

// expected-error @+1 {{'__tvm_module_ctx' is reserved: Prim generates the symbols whose names begin with __prim_ or __tvm_}}
llvm.mlir.global internal @__tvm_module_ctx() : !llvm.ptr
prim.func @f(%a: memref<4xf32>) {
  prim.call_packed "g"(%a) : (memref<4xf32>) -> ()
  prim.return
}

// -----

// A user declaration of a runtime function with another type.
// expected-error @+1 {{'TVMFFIEnvModLookupFromImports' is a function the code for the tvm-ffi ABI calls, of type '!llvm.func<i32 (ptr, ptr, ptr)>'; a symbol of that name must be its declaration}}
llvm.func @TVMFFIEnvModLookupFromImports(f64)
prim.func @f(%a: memref<4xf32>) {
  prim.call_packed "g"(%a) : (memref<4xf32>) -> ()
  prim.return
}

// -----

// A prim.func named after a runtime function.
// expected-error @+1 {{'TVMFFIFunctionCall' is a function the code for the tvm-ffi ABI calls, of type '!llvm.func<i32 (ptr, ptr, i32, ptr)>'; a symbol of that name must be its declaration}}
prim.func private @TVMFFIFunctionCall(%a: memref<4xf32>) {
  prim.return
}

// -----

// expected-error @+1 {{'snprintf' is a function the code for the tvm-ffi ABI calls, of type '!llvm.func<i32 (ptr, i64, ptr, ...)>'; a symbol of that name must be its declaration}}
prim.func @snprintf(%a: memref<4xf32>) {
  prim.return
}

// -----

// expected-error @+1 {{'__tvm_ffi__library_ctx' is the module context global of the tvm-ffi ABI, which Prim defines}}
llvm.mlir.global external @__tvm_ffi__library_ctx(0 : i64) : i64
prim.func @f(%a: memref<4xf32>) {
  prim.call_packed "g"(%a) : (memref<4xf32>) -> ()
  prim.return
}

// -----

// expected-error @+1 {{'__tvm_ffi_f' is the name of the packed entry point of @f (tvm-ffi ABI)}}
llvm.func @__tvm_ffi_f() {
  llvm.return
}
prim.func @f(%a: memref<4xf32>) {
  prim.return
}

// -----

prim.func @f(%a: memref<4xf32>) {
  prim.return
}
// expected-error @+1 {{'f_compute' is the name of the native body of @f (tvm-ffi ABI)}}
prim.func private @f_compute(%a: memref<4xf32>) {
  prim.return
}

// LEGACY: reserved-symbols.mlir:[[# @LINE - 60]]:1: error: '__tvm_module_ctx' is the module context global of the tvm-legacy ABI, which Prim defines
// LEGACY-NOT: error: 'TVMFFIEnvModLookupFromImports' is
// LEGACY-NOT: error: 'TVMFFIFunctionCall' is
// LEGACY: reserved-symbols.mlir:[[# @LINE - 36]]:1: error: 'snprintf' is a function the code for the tvm-legacy ABI calls
// LEGACY-NOT: error: '__tvm_ffi__library_ctx' is the module context
// LEGACY-NOT: error: '__tvm_ffi_f' is the name
// LEGACY: reserved-symbols.mlir:[[# @LINE - 10]]:1: error: 'f_compute' is the name of the native body of @f (tvm-legacy ABI)
