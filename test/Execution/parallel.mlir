// Parallel loops at run time, for both ABIs, on PrimRuntime's thread pool
// (4 threads, on whatever cores there are) and with no thread pool at all
// (the library's __TVMBackendParallelLaunch set to NULL: the loop runs in
// the caller): results equal to the serial loop, one launch per outermost
// parallel loop (the nested one runs inside the tasks), and an error raised
// in one task coming out of the entry with its kind and message. The last
// two runs repeat it under ThreadSanitizer.
// RUN: prim-compile %s --emit=shared %prim_sanitize --abi=tvm-ffi -o %t.ffi.so
// RUN: %cc -DPRIM_TEST_ABI_FFI %S/Inputs/parallel.c %prim_runtime -o %t.ffi
// RUN: env TVM_NUM_THREADS=4 %t.ffi %t.ffi.so | FileCheck %s --check-prefixes=CHECK,FFI --match-full-lines
// RUN: prim-compile %s --emit=shared %prim_sanitize --abi=tvm-legacy -o %t.legacy.so
// RUN: %cc -DPRIM_TEST_ABI_LEGACY %S/Inputs/parallel.c %prim_runtime -o %t.legacy
// RUN: env TVM_NUM_THREADS=4 %t.legacy %t.legacy.so | FileCheck %s --check-prefixes=CHECK,LEGACY --match-full-lines
// RUN: prim-compile %s --emit=shared --abi=tvm-ffi --sanitize=thread -o %t.tsan.ffi.so
// RUN: %tsan_cc -DPRIM_TEST_ABI_FFI %S/Inputs/parallel.c %tsan_runtime -o %t.tsan.ffi
// RUN: env TVM_NUM_THREADS=4 TSAN_OPTIONS=halt_on_error=1:exitcode=66 %t.tsan.ffi %t.tsan.ffi.so | FileCheck %s --check-prefixes=CHECK,FFI --match-full-lines
// RUN: prim-compile %s --emit=shared --abi=tvm-legacy --sanitize=thread -o %t.tsan.legacy.so
// RUN: %tsan_cc -DPRIM_TEST_ABI_LEGACY %S/Inputs/parallel.c %tsan_runtime -o %t.tsan.legacy
// RUN: env TVM_NUM_THREADS=4 TSAN_OPTIONS=halt_on_error=1:exitcode=66 %t.tsan.legacy %t.tsan.legacy.so | FileCheck %s --check-prefixes=CHECK,LEGACY --match-full-lines

// CHECK: thread pool: add n=1000: equal to the serial loop, 1 launch
// CHECK-NEXT: thread pool: add n=3: equal to the serial loop, 1 launch
// CHECK-NEXT: thread pool: add n=0: equal to the serial loop, 1 launch
// CHECK-NEXT: thread pool: scale_rows 37x53 (scf.for prim.parallel, 2-D scf.parallel inside): equal to the serial loop, 1 launch
// CHECK-NEXT: thread pool: nested 29x31 (scf.parallel in scf.parallel): equal to the serial loop, 1 launch
// CHECK-NEXT: thread pool: checked, all valid: equal to the serial loop, 1 launch
// CHECK-NEXT: thread pool: checked, A[997] = -5: -1, "ValueError: checked: A[i] must be non-negative, found -5"
// CHECK-NEXT: no thread pool: add n=1000: equal to the serial loop, 0 launches
// CHECK-NEXT: no thread pool: add n=3: equal to the serial loop, 0 launches
// CHECK-NEXT: no thread pool: add n=0: equal to the serial loop, 0 launches
// CHECK-NEXT: no thread pool: scale_rows 37x53 (scf.for prim.parallel, 2-D scf.parallel inside): equal to the serial loop, 0 launches
// CHECK-NEXT: no thread pool: nested 29x31 (scf.parallel in scf.parallel): equal to the serial loop, 0 launches
// CHECK-NEXT: no thread pool: checked, all valid: equal to the serial loop, 0 launches
// CHECK-NEXT: no thread pool: checked, A[997] = -5: -1, "ValueError: checked: A[i] must be non-negative, found -5"
// FFI-NEXT: tvm-ffi: {{[0-9]+}} checks, 0 failed
// LEGACY-NEXT: tvm-legacy: {{[0-9]+}} checks, 0 failed

// C = A + B.
prim.func @add(%A: memref<?xf32>, %B: memref<?xf32>, %C: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %A, %c0 : memref<?xf32>
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %a = memref.load %A[%i] : memref<?xf32>
    %b = memref.load %B[%i] : memref<?xf32>
    %s = arith.addf %a, %b : f32
    memref.store %s, %C[%i] : memref<?xf32>
    scf.reduce
  }
  prim.return
}

// Rows 1, 3, 5, ... of B = s * A + column index; a marked scf.for over rows
// with a 2-D scf.parallel inside (runs serially in the task).
prim.func @scale_rows(%A: memref<?x?xf32>, %B: memref<?x?xf32>, %s: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %m = memref.dim %A, %c0 : memref<?x?xf32>
  %n = memref.dim %A, %c1 : memref<?x?xf32>
  scf.for %i = %c1 to %m step %c2 {
    %i1 = arith.addi %i, %c1 : index
    scf.parallel (%r, %j) = (%i, %c0) to (%i1, %n) step (%c1, %c1) {
      %a = memref.load %A[%r, %j] : memref<?x?xf32>
      %x = arith.mulf %a, %s : f32
      %ji = arith.index_cast %j : index to i64
      %jf = arith.sitofp %ji : i64 to f32
      %y = arith.addf %x, %jf : f32
      memref.store %y, %B[%r, %j] : memref<?x?xf32>
      scf.reduce
    }
  } {prim.parallel}
  prim.return
}

// B[i][j] = A[i][j] * (i + 1), with the inner loop parallel too.
prim.func @nested(%A: memref<?x?xf32>, %B: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.dim %A, %c0 : memref<?x?xf32>
  %n = memref.dim %A, %c1 : memref<?x?xf32>
  scf.parallel (%i) = (%c0) to (%m) step (%c1) {
    %i1 = arith.addi %i, %c1 : index
    %ii = arith.index_cast %i1 : index to i64
    %f = arith.sitofp %ii : i64 to f32
    scf.parallel (%j) = (%c0) to (%n) step (%c1) {
      %a = memref.load %A[%i, %j] : memref<?x?xf32>
      %b = arith.mulf %a, %f : f32
      memref.store %b, %B[%i, %j] : memref<?x?xf32>
      scf.reduce
    }
    scf.reduce
  }
  prim.return
}

// B = 2 * A, where every A[i] must be non-negative.
prim.func @checked(%A: memref<?xi64>, %B: memref<?xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i64
  %n = memref.dim %A, %c0 : memref<?xi64>
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %a = memref.load %A[%i] : memref<?xi64>
    %ok = arith.cmpi sge, %a, %zero : i64
    prim.assert %ok, "checked: A[i] must be non-negative, found {}"(%a : i64) kind(ValueError)
    %b = arith.addi %a, %a : i64
    memref.store %b, %B[%i] : memref<?xi64>
    scf.reduce
  }
  prim.return
}
