// REQUIRES: tvm-ffi-runtime
// A library reads its own module context, even when another library that
// defines the same global was loaded RTLD_GLOBAL first: call_packed then
// looks in the caller's own module, where ffi.ModuleImportModule put the callee.
// Before, the context was read through the GOT and bound to the decoy's
// (never set), and the lookup went to the wrong module.
// RUN: prim-compile %S/Inputs/kernels.mlir --emit=shared --abi=tvm-ffi -o %t.decoy.so
// RUN: prim-compile %S/../Execution/Inputs/scale_by.mlir --emit=shared --abi=tvm-ffi -o %t.callee.so
// RUN: prim-compile %S/Inputs/via_import.mlir --emit=shared --abi=tvm-ffi -o %t.caller.so
// RUN: %ffi_host_linked %S/Inputs/ffi.c -o %t.linked
// RUN: %t.linked imports %t.decoy.so %t.callee.so %t.caller.so | FileCheck %s --match-full-lines -DHOST=linked
// RUN: %ffi_host_local %S/Inputs/ffi.c -o %t.local
// RUN: %t.local imports %t.decoy.so %t.callee.so %t.caller.so | FileCheck %s --match-full-lines -DHOST=local

// CHECK: via_import: None
// CHECK-NEXT:   x = 2 4 6
// CHECK-NEXT: tvm-ffi ([[HOST]] host): 0 checks, 0 failed
