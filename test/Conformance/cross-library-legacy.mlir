// REQUIRES: tvm-legacy-runtime
// call_cpacked from one library into another, both loaded by TVMModLoadFromFile
// (RTLD_LOCAL, so neither library's symbols are global): the caller names
// the callee as its dependency (prim-compile --link), and the dynamic linker
// resolves the call within the caller's own scope. Before, the process died
// with "symbol lookup error".
// RUN: prim-compile %S/../Execution/Inputs/scale_by.mlir --emit=shared --abi=tvm-legacy -o %t.callee.so
// RUN: prim-compile %S/Inputs/caller.mlir --emit=shared --abi=tvm-legacy --link=%t.callee.so -o %t.caller.so
// RUN: %legacy_host_linked %S/Inputs/legacy.c -o %t.linked
// RUN: %t.linked cross %t.callee.so %t.caller.so | FileCheck %s --match-full-lines -DHOST=linked
// RUN: %legacy_host_local %S/Inputs/legacy.c -o %t.local
// RUN: %t.local cross %t.callee.so %t.caller.so | FileCheck %s --match-full-lines -DHOST=local

// CHECK: call_other_library: None
// CHECK-NEXT:   x = 3 6 9
// CHECK-NEXT: tvm-v0.20 ([[HOST]] host): 0 checks, 0 failed
