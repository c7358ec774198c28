// Numeric results of Prim-compiled kernels, called through their packed
// entries from a C driver with real DLTensors, for both ABIs: the seed
// example, the 4x5 loop, dynamic shapes, strided buffers, scalar arguments
// and scalar results.
// RUN: prim-compile %prim_src_root/examples/add_via_packed.mlir --emit=shared %prim_sanitize --abi=tvm-ffi -o %t.seed.ffi.so
// RUN: prim-compile %prim_src_root/examples/add_one_4x5.mlir --emit=shared %prim_sanitize --abi=tvm-ffi -o %t.4x5.ffi.so
// RUN: prim-compile %s --emit=shared %prim_sanitize --abi=tvm-ffi -o %t.kernels.ffi.so
// RUN: %cc -DPRIM_TEST_ABI_FFI %S/Inputs/kernels.c %prim_runtime -o %t.ffi
// RUN: %t.ffi %t.seed.ffi.so %t.4x5.ffi.so %t.kernels.ffi.so | FileCheck %s --check-prefixes=CHECK,FFI --match-full-lines
// RUN: prim-compile %prim_src_root/examples/add_via_packed.mlir --emit=shared %prim_sanitize --abi=tvm-legacy -o %t.seed.legacy.so
// RUN: prim-compile %prim_src_root/examples/add_one_4x5.mlir --emit=shared %prim_sanitize --abi=tvm-legacy -o %t.4x5.legacy.so
// RUN: prim-compile %s --emit=shared %prim_sanitize --abi=tvm-legacy -o %t.kernels.legacy.so
// RUN: %cc -DPRIM_TEST_ABI_LEGACY %S/Inputs/kernels.c %prim_runtime -o %t.legacy
// RUN: %t.legacy %t.seed.legacy.so %t.4x5.legacy.so %t.kernels.legacy.so | FileCheck %s --check-prefixes=CHECK,LEGACY --match-full-lines

// CHECK: add_one: x[0][0] = 3.5, the other 8 elements untouched
// CHECK-NEXT: AddViaPackedCFunc: x[0][0] = 3.5
// CHECK-NEXT: add_one via an owning tensor object: x[0][0] = 11
// CHECK-NEXT: add_one_4x5: B[i][j] = A[i][j] + 1 for all 20 elements
// CHECK-NEXT: add_dyn 3x7: B = A + 1 for all 21 elements
// CHECK-NEXT: add_dyn 0x5: returns 0
// CHECK-NEXT: scale_strided: B = 2 * A[1:5, 2:6] of a 6x8 buffer
// CHECK-NEXT: axpy n=5: y = 2.5 * x + y, y[5:] untouched
// CHECK-NEXT: sum of 1..100 = 5050
// CHECK-NEXT: mul_add_i64(6, 7) = 43
// FFI-NEXT: tvm-ffi: {{[0-9]+}} checks, 0 failed
// LEGACY-NEXT: tvm-legacy: {{[0-9]+}} checks, 0 failed

// B = A + 1 over any 2-D shape.
prim.func @add_dyn(%A: memref<?x?xf32>, %B: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %m = memref.dim %A, %c0 : memref<?x?xf32>
  %n = memref.dim %A, %c1 : memref<?x?xf32>
  scf.for %i = %c0 to %m step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %a = memref.load %A[%i, %j] : memref<?x?xf32>
      %b = arith.addf %a, %one : f32
      memref.store %b, %B[%i, %j] : memref<?x?xf32>
    }
  }
  prim.return
}

// B = 2 * A, where A is a 4x4 window with a row stride and an offset that
// are bound from the DLTensor.
prim.func @scale_strided(%A: memref<4x4xf32, strided<[?, 1], offset: ?>>,
                         %B: memref<4x4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %two = arith.constant 2.0 : f32
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %a = memref.load %A[%i, %j] : memref<4x4xf32, strided<[?, 1], offset: ?>>
      %b = arith.mulf %a, %two : f32
      memref.store %b, %B[%i, %j] : memref<4x4xf32>
    }
  }
  prim.return
}

// y[i] = a * x[i] + y[i] for i < n: an f32 and an i64 scalar.
prim.func @axpy(%x: memref<?xf32>, %y: memref<?xf32>, %a: f32, %n: i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %count = arith.index_cast %n : i64 to index
  scf.for %i = %c0 to %count step %c1 {
    %xi = memref.load %x[%i] : memref<?xf32>
    %yi = memref.load %y[%i] : memref<?xf32>
    %p = arith.mulf %a, %xi : f32
    %s = arith.addf %p, %yi : f32
    memref.store %s, %y[%i] : memref<?xf32>
  }
  prim.return
}

// A scalar f32 result.
prim.func @sum(%x: memref<?xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %n = memref.dim %x, %c0 : memref<?xf32>
  %total = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f32) {
    %xi = memref.load %x[%i] : memref<?xf32>
    %next = arith.addf %acc, %xi : f32
    scf.yield %next : f32
  }
  prim.return %total : f32
}

// A scalar i64 result from scalar arguments only.
prim.func @mul_add_i64(%a: i64, %b: i64) -> i64 {
  %one = arith.constant 1 : i64
  %p = arith.muli %a, %b : i64
  %r = arith.addi %p, %one : i64
  prim.return %r : i64
}
