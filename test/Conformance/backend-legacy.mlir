// REQUIRES: tvm-legacy-runtime
// Parallel loops and workspaces in TVM v0.20: its loader fills
// __TVMBackendParallelLaunch with TVM's thread pool and the workspace
// pointers with its allocator. Results equal the serial loop, and an error
// in a task comes out of the call, as TVM's thread pool words it. The error
// is in task 0, which TVM runs on the calling thread: TVM v0.20 loses an
// error in a worker's task now and then (a race in its thread pool's
// SignalJobError; Execution/parallel.mlir checks errors in every task with
// PrimRuntime's pool).
// RUN: prim-compile %S/Inputs/backend.mlir --emit=shared --abi=tvm-legacy -o %t.so
// RUN: %legacy_host_linked %S/Inputs/legacy.c -o %t.linked
// RUN: env TVM_NUM_THREADS=4 %t.linked backend %t.so | FileCheck %s --match-full-lines -DHOST=linked
// RUN: %legacy_host_local %S/Inputs/legacy.c -o %t.local
// RUN: env TVM_NUM_THREADS=4 %t.local backend %t.so | FileCheck %s --match-full-lines -DHOST=local

// CHECK: par_add n=1000: 0, equal to the serial loop
// CHECK-NEXT: par_checked valid: 0, equal to the serial loop
// CHECK-NEXT: par_checked A[1] = -5: -1, TVMError: Task {{[0-9]+}} error: ValueError: par_checked: A[i] must be non-negative, found -5
// CHECK: ws_reverse n=1000 (a 4000-byte workspace): 0, right
// CHECK-NEXT: tvm-v0.20 ([[HOST]] host): 4 checks, 0 failed
