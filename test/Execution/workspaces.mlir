// Workspaces at run time, for both ABIs: results with buffers on the stack
// and in workspaces (static and dynamic sizes); an allocator that counts
// shows that every path frees what it allocated (success, a failed
// prim.assert after the allocations, a failing allocator for the second
// workspace); a failing allocator makes the entry report and return -1
// having written nothing; a runtime without an allocator is reported too.
// Under `check.sh --sanitize` the library and driver run with ASan.
// RUN: prim-compile %s --emit=shared %prim_sanitize --abi=tvm-ffi -o %t.ffi.so
// RUN: %cc -DPRIM_TEST_ABI_FFI %S/Inputs/workspaces.c %prim_runtime -o %t.ffi
// RUN: %t.ffi %t.ffi.so | FileCheck %s --check-prefixes=CHECK,FFI --match-full-lines
// RUN: prim-compile %s --emit=shared %prim_sanitize --abi=tvm-legacy -o %t.legacy.so
// RUN: %cc -DPRIM_TEST_ABI_LEGACY %S/Inputs/workspaces.c %prim_runtime -o %t.legacy
// RUN: %t.legacy %t.legacy.so | FileCheck %s --check-prefixes=CHECK,LEGACY --match-full-lines

// CHECK: stencil n=1000: B right, 2 workspaces allocated and freed, hints f32 and i64
// CHECK-NEXT: stencil n=3: B right, 2 workspaces allocated and freed, hints f32 and i64
// CHECK-NEXT: failed assert after the allocations: -1, 2 allocated, 2 freed, "ValueError: stencil_compute: n must be at most 100000"
// CHECK-NEXT: first allocation fails: -1, B untouched, 0 live, "RuntimeError: stencil_compute: cannot allocate a workspace of 4000 bytes"
// CHECK-NEXT: second allocation fails: -1, B untouched, 0 live, "RuntimeError: stencil_compute: cannot allocate a workspace of 8000 bytes"
// CHECK-NEXT: no allocator: -1, "RuntimeError: stencil_compute: the runtime provides no workspace allocator (TVMBackendAllocWorkspace and TVMBackendFreeWorkspace)"
// CHECK-NEXT: runtime allocator: B right
// FFI-NEXT: tvm-ffi: {{[0-9]+}} checks, 0 failed
// LEGACY-NEXT: tvm-legacy: {{[0-9]+}} checks, 0 failed

// B[i] = T[i-1] + T[i] + T[i+1] (zero outside) where T = 2 * A, through a
// dynamic f32 workspace T, a static i64 workspace of 1000 indices (8000
// bytes) and a small static scratch on the stack.
prim.func @stencil(%A: memref<?xf32>, %B: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %two = arith.constant 2.0 : f32
  %n = memref.dim %A, %c0 : memref<?xf32>
  %T = memref.alloc(%n) : memref<?xf32>
  %idx = memref.alloc() : memref<1000xi64>
  %scratch = memref.alloc() : memref<3xf32>
  %limit = arith.constant 100000 : index
  %ok = arith.cmpi sle, %n, %limit : index
  prim.assert %ok, "stencil_compute: n must be at most 100000" kind(ValueError)
  scf.for %i = %c0 to %n step %c1 {
    %a = memref.load %A[%i] : memref<?xf32>
    %t = arith.mulf %a, %two : f32
    memref.store %t, %T[%i] : memref<?xf32>
  }
  %nm1 = arith.subi %n, %c1 : index
  scf.for %i = %c0 to %n step %c1 {
    %c2 = arith.constant 2 : index
    memref.store %zero, %scratch[%c0] : memref<3xf32>
    memref.store %zero, %scratch[%c2] : memref<3xf32>
    %t = memref.load %T[%i] : memref<?xf32>
    memref.store %t, %scratch[%c1] : memref<3xf32>
    %hasLeft = arith.cmpi sgt, %i, %c0 : index
    scf.if %hasLeft {
      %l = arith.subi %i, %c1 : index
      %v = memref.load %T[%l] : memref<?xf32>
      memref.store %v, %scratch[%c0] : memref<3xf32>
    }
    %hasRight = arith.cmpi slt, %i, %nm1 : index
    scf.if %hasRight {
      %r = arith.addi %i, %c1 : index
      %v = memref.load %T[%r] : memref<?xf32>
      memref.store %v, %scratch[%c2] : memref<3xf32>
    }
    %x = memref.load %scratch[%c0] : memref<3xf32>
    %y = memref.load %scratch[%c1] : memref<3xf32>
    %z = memref.load %scratch[%c2] : memref<3xf32>
    %s1 = arith.addf %x, %y : f32
    %s = arith.addf %s1, %z : f32
    // B[i] += idx[i % 1000] - i, which is 0.
    %c1000 = arith.constant 1000 : index
    %k = arith.remui %i, %c1000 : index
    %ki = arith.index_cast %i : index to i64
    memref.store %ki, %idx[%k] : memref<1000xi64>
    %back = memref.load %idx[%k] : memref<1000xi64>
    %diff = arith.subi %back, %ki : i64
    %fdiff = arith.sitofp %diff : i64 to f32
    %r = arith.addf %s, %fdiff : f32
    memref.store %r, %B[%i] : memref<?xf32>
  }
  memref.dealloc %scratch : memref<3xf32>
  memref.dealloc %idx : memref<1000xi64>
  memref.dealloc %T : memref<?xf32>
  prim.return
}
