// REQUIRES: tvm-ffi-runtime
// Parallel loops and workspaces under tvm-ffi's loader. tvm-ffi alone
// provides neither TVMBackendParallelLaunch nor a workspace allocator: the
// parallel loop runs in the caller and the workspace is reported missing.
// TVM >= v0.22 registers its thread pool and allocator as context symbols;
// here the host registers its own (a launch of 3 tasks in turn, malloc),
// and the loader fills them into a library loaded after that.
// RUN: prim-compile %S/Inputs/backend.mlir --emit=shared --abi=tvm-ffi -o %t.so
// RUN: cp %t.so %t.registered.so
// RUN: %ffi_host_linked %S/Inputs/ffi.c -o %t.linked
// RUN: %t.linked backend %t.so %t.registered.so | FileCheck %s --match-full-lines -DHOST=linked
// RUN: %ffi_host_local %S/Inputs/ffi.c -o %t.local
// RUN: %t.local backend %t.so %t.registered.so | FileCheck %s --match-full-lines -DHOST=local

// CHECK: tvm-ffi alone: par_add n=1000: 0, equal to the serial loop, 0 host launches
// CHECK-NEXT: tvm-ffi alone: par_checked A[997] = -5: -1, ValueError: par_checked: A[i] must be non-negative, found -5
// CHECK-NEXT: tvm-ffi alone: ws_reverse n=1000: -1, C untouched, 0 allocated, 0 freed, RuntimeError: ws_reverse_compute: the runtime provides no workspace allocator (TVMBackendAllocWorkspace and TVMBackendFreeWorkspace)
// CHECK-NEXT: registered: par_add n=1000: 0, equal to the serial loop, 1 host launches
// CHECK-NEXT: registered: par_checked A[997] = -5: -1, ValueError: par_checked: A[i] must be non-negative, found -5
// CHECK-NEXT: registered: ws_reverse n=1000: 0, right, 1 allocated, 1 freed
// CHECK-NEXT: tvm-ffi ([[HOST]] host): 4 checks, 0 failed
