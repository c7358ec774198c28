// REQUIRES: tvm-legacy-runtime
// An entry called through its raw symbol, without the runtime's loader, has
// a NULL module context: its call_packed looks the name up in the runtime's
// global registry, and a missing name is a clear error. Before, the lookup
// through the NULL context crashed. (The host links the runtime: a library
// loaded without the loader finds the runtime in the global scope.)
// RUN: prim-compile %S/Inputs/kernels.mlir --emit=shared --abi=tvm-legacy -o %t.so
// RUN: %legacy_host_linked %S/Inputs/legacy.c -o %t.linked
// RUN: %t.linked raw %t.so | FileCheck %s --match-full-lines

// CHECK: count_positive via dlsym: Int 2
// CHECK-NEXT: call_missing via dlsym: -1 RuntimeError: Cannot find function conf.missing in the global registry (the library has no module context: it was not loaded by the runtime's loader)
// CHECK-NEXT: tvm-v0.20 (linked host): 0 checks, 0 failed
