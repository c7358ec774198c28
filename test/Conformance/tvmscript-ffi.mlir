// REQUIRES: tvm-ffi-runtime
// docs/TVMScript.md, end to end: a TVMScript function as TVM prints it
// (Inputs/softmax.py), imported by prim-translate, compiled by prim-compile
// into a shared library, loaded by tvm-ffi 0.1.14's own loader and called
// from hosts that link libtvm_ffi or dlopen it RTLD_LOCAL; every element is
// compared with a softmax computed in C.
// RUN: prim-translate --import-tvmscript %S/Inputs/softmax.py -o %t.mlir
// RUN: prim-compile %t.mlir --emit=shared --abi=tvm-ffi -O2 -o %t.so
// RUN: %ffi_host_linked %S/Inputs/tvmscript_ffi.c -lm -o %t.linked
// RUN: %t.linked %t.so | FileCheck %s -DHOST=linked
// RUN: %ffi_host_local %S/Inputs/tvmscript_ffi.c -lm -o %t.local
// RUN: %t.local %t.so | FileCheck %s -DHOST=local

// CHECK: softmax through tvm-ffi ([[HOST]] host): 64 of 64 elements within 1e-6 of the C softmax
// CHECK-NEXT: softmax with B of shape 4x8: -1 ValueError: softmax: argument #1: expected shape[1] == 16, found 8
// CHECK-NEXT: tvm-ffi ([[HOST]] host): 2 checks, 0 failed
