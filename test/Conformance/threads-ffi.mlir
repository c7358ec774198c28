// REQUIRES: tvm-ffi-runtime
// 8 threads make their first call of a function that call_packed's a host
// function at the same time: each looks the name up through the library's
// context once, and all get the right result.
// RUN: prim-compile %S/Inputs/kernels.mlir --emit=shared --abi=tvm-ffi -o %t.so
// RUN: %ffi_host_linked %S/Inputs/ffi.c -o %t.linked
// RUN: %t.linked threads %t.so | FileCheck %s --match-full-lines -DHOST=linked
// RUN: %ffi_host_local %S/Inputs/ffi.c -o %t.local
// RUN: %t.local threads %t.so | FileCheck %s --match-full-lines -DHOST=local

// CHECK: 8 threads, first calls together: 8 correct
// CHECK-NEXT: tvm-ffi ([[HOST]] host): 0 checks, 0 failed
