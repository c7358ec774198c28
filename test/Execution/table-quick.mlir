// The quick checker of a table entry (--check-table-threshold=1) accepts
// only what the checker accepts: A's dim 1 is dynamic, so the table's
// expected stride of dim 0 is kDynamic (INT64_MIN), and a DLTensor whose
// stride is that very value must still fail as not compact, as in the
// straight-line form. Both forms print the same, for both ABIs.
// RUN: %cc -DPRIM_TEST_ABI_FFI %S/Inputs/table_quick.c %prim_runtime -o %t.ffi
// RUN: %cc -DPRIM_TEST_ABI_LEGACY %S/Inputs/table_quick.c %prim_runtime -o %t.legacy
// RUN: prim-compile %s --emit=shared %prim_sanitize --abi=tvm-ffi --check-table-threshold=1 -o %t.ffi-table.so
// RUN: %t.ffi %t.ffi-table.so | FileCheck %s --match-full-lines
// RUN: prim-compile %s --emit=shared %prim_sanitize --abi=tvm-ffi -o %t.ffi-straight.so
// RUN: %t.ffi %t.ffi-straight.so | FileCheck %s --match-full-lines
// RUN: prim-compile %s --emit=shared %prim_sanitize --abi=tvm-legacy --check-table-threshold=1 -o %t.legacy-table.so
// RUN: %t.legacy %t.legacy-table.so | FileCheck %s --match-full-lines
// RUN: prim-compile %s --emit=shared %prim_sanitize --abi=tvm-legacy -o %t.legacy-straight.so
// RUN: %t.legacy %t.legacy-straight.so | FileCheck %s --match-full-lines

prim.func @quick(%A: memref<2x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %a = memref.load %A[%c0, %c0] : memref<2x?xf32>
  %b = arith.addf %a, %one : f32
  memref.store %b, %A[%c0, %c0] : memref<2x?xf32>
  memref.store %b, %A[%c0, %c1] : memref<2x?xf32>
  prim.return
}

// CHECK: NULL strides: 0
// CHECK-NEXT: compact strides: 0
// CHECK-NEXT: stride INT64_MIN: -1 {{(ValueError: )?}}quick: argument #0: expected compact strides, found strides[0] == -9223372036854775808
// CHECK-NEXT: stride 4: -1 {{(ValueError: )?}}quick: argument #0: expected compact strides, found strides[0] == 4
