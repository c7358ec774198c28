// The quick checker of a table entry (--check-table-threshold=1) accepts
// only what the checker accepts, through real calls in both ABIs, in both
// forms of the entry (the straight-line one is the reference): each call
// prints the same status and message, a failed one writes nothing. A's
// dim 1 is dynamic, so the table's expected stride of its dim 0 is kDynamic
// (INT64_MIN), and a DLTensor whose stride is that very value is not
// compact; the first buffer, whose device_id the other must have, is
// argument 1; B is also passed as an owning tensor.
// RUN: %cc -DPRIM_TEST_ABI_FFI %S/Inputs/table_quick.c %prim_runtime -o %t.ffi
// RUN: %cc -DPRIM_TEST_ABI_LEGACY %S/Inputs/table_quick.c %prim_runtime -o %t.legacy
// RUN: prim-compile %s --emit=shared %prim_sanitize --abi=tvm-ffi --check-table-threshold=1 -o %t.ffi-table.so
// RUN: %t.ffi %t.ffi-table.so | FileCheck %s --match-full-lines --check-prefixes=CHECK,FFI
// RUN: prim-compile %s --emit=shared %prim_sanitize --abi=tvm-ffi -o %t.ffi-straight.so
// RUN: %t.ffi %t.ffi-straight.so | FileCheck %s --match-full-lines --check-prefixes=CHECK,FFI
// RUN: prim-compile %s --emit=shared %prim_sanitize --abi=tvm-legacy --check-table-threshold=1 -o %t.legacy-table.so
// RUN: %t.legacy %t.legacy-table.so | FileCheck %s --match-full-lines --check-prefixes=CHECK,LEGACY
// RUN: prim-compile %s --emit=shared %prim_sanitize --abi=tvm-legacy -o %t.legacy-straight.so
// RUN: %t.legacy %t.legacy-straight.so | FileCheck %s --match-full-lines --check-prefixes=CHECK,LEGACY
// The table form calls the quick checker:
// RUN: prim-compile %s --emit=llvm -O0 --abi=tvm-legacy --check-table-threshold=1 -o - | FileCheck %s --check-prefix=IR

prim.func @quick(%n: i64, %A: memref<2x?xf32>, %B: memref<3xf32>) {
  %c0 = arith.constant 0 : index
  %nf = arith.sitofp %n : i64 to f32
  %a = memref.load %A[%c0, %c0] : memref<2x?xf32>
  %a1 = arith.addf %a, %nf : f32
  memref.store %a1, %A[%c0, %c0] : memref<2x?xf32>
  %b = memref.load %B[%c0] : memref<3xf32>
  %b1 = arith.addf %b, %nf : f32
  memref.store %b1, %B[%c0] : memref<3xf32>
  prim.return
}

// CHECK: good: 0
// CHECK-NEXT: compact strides: 0
// CHECK-NEXT: stride INT64_MIN: -1 quick: argument #1: expected compact strides, found strides[0] == -9223372036854775808
// CHECK-NEXT: stride 4: -1 quick: argument #1: expected compact strides, found strides[0] == 4
// CHECK-NEXT: B on device 1: -1 quick: argument #2: expected the device_id of argument #1, found 1
// CHECK-NEXT: A on device 1: -1 quick: argument #2: expected the device_id of argument #1, found 0
// CHECK-NEXT: both on device 1: 0
// FFI-NEXT: a float for n: -1 quick: argument #0: expected an integer (type code 1, 2), found type code 3
// LEGACY-NEXT: a float for n: -1 quick: argument #0: expected an integer (type code 0, 15), found type code 2
// CHECK-NEXT: B as an owning tensor: 0
// CHECK-NEXT: B as an owning tensor of f64: -1 quick: argument #2: expected dtype bits 32, found 64
// CHECK-NEXT: B as an owning tensor of 4: -1 quick: argument #2: expected shape[0] == 3, found 4

// IR: call i32 @__prim_quick__prim_check_arguments(
