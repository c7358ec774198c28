// A symbol that a prim.func keeps or gets must not be the name of a C
// library function that the code LLVM generates may call (a loop becomes a
// memset call, a math op one of expf): in the object it would take those
// calls. Under tvm-ffi a packed entry point is __tvm_ffi_<name>, so only
// the legacy ABI refuses a packed function named so.
// RUN: prim-opt %s --split-input-file --verify-diagnostics --prim-to-llvm=abi=tvm-ffi
// RUN: not prim-opt %s --split-input-file --prim-to-llvm=abi=tvm-legacy 2>&1 >/dev/null | FileCheck %s --check-prefix=LEGACY
// LEGACY: library-function-names.mlir:[[# @LINE + 1]]:1: error: 'memset', the packed entry point of @memset (tvm-legacy ABI), is a C library function, which the code LLVM generates may call; the symbol would take those calls
prim.func @memset(%a: memref<4xf32>) {
  prim.return
}

// -----

// LEGACY: library-function-names.mlir:[[# @LINE + 1]]:1: error: 'memcpy', the packed entry point of @memcpy (tvm-legacy ABI), is a C library function
prim.func private @memcpy(memref<4xf32>)
prim.func @f(%a: memref<4xf32>) {
  prim.call_cpacked @memcpy(%a) : (memref<4xf32>) -> ()
  prim.return
}

// -----

// LEGACY: library-function-names.mlir:[[# @LINE + 2]]:1: error: 'expf', the symbol of @expf (tvm-legacy ABI), is a C library function
// expected-error @+1 {{'expf', the symbol of @expf (tvm-ffi ABI), is a C library function, which the code LLVM generates may call; the symbol would take those calls}}
prim.func private @expf(%x: f32) -> f32 {
  prim.return %x : f32
}
prim.func @g(%a: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %x = memref.load %a[%c0] : memref<4xf32>
  %y = prim.call_tir @expf(%x) : (f32) -> f32
  memref.store %y, %a[%c0] : memref<4xf32>
  prim.return
}

// -----

// LEGACY: library-function-names.mlir:[[# @LINE + 2]]:1: error: 'sqrtf', the symbol of @sqrtf (tvm-legacy ABI), is a C library function
// expected-error @+1 {{'sqrtf', the symbol of @sqrtf (tvm-ffi ABI), is a C library function}}
prim.func @sqrtf(%a: memref<4xf32>) api(unpacked) {
  prim.return
}

// -----

// Only the names themselves: these lower under both ABIs.
prim.func @memset_kernel(%a: memref<4xf32>) {
  prim.return
}
prim.func private @expf_(%x: f32) -> f32 {
  prim.return %x : f32
}
// LEGACY-NOT: {{memset_kernel|expf_}}
