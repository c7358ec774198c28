// TVMScript buffers over pointers (Inputs/tvmscript_views.py): element
// addresses passed to a subroutine that views them, one allocation viewed
// in two dtypes through a let-bound handle, slices as ramps, a vector let
// reinterpreted, vector buffer dtypes, buffer_type "auto", T.match_buffer
// with data= another parameter's data (a T.Buffer or a T.match_buffer),
// and call_extern of a module function, compiled for both ABIs and called from C, which
// computes the expected numbers itself.
// RUN: prim-translate --import-tvmscript %S/Inputs/tvmscript_views.py -o %t.mlir
// RUN: prim-compile %t.mlir --emit=shared %prim_sanitize --abi=tvm-ffi -o %t.ffi.so
// RUN: %cc -DPRIM_TEST_ABI_FFI %S/Inputs/tvmscript_views.c %prim_runtime -lm -o %t.ffi
// RUN: %t.ffi %t.ffi.so | FileCheck %s --check-prefixes=CHECK,FFI --match-full-lines
// RUN: prim-compile %t.mlir --emit=shared %prim_sanitize --abi=tvm-legacy -o %t.legacy.so
// RUN: %cc -DPRIM_TEST_ABI_LEGACY %S/Inputs/tvmscript_views.c %prim_runtime -lm -o %t.legacy
// RUN: %t.legacy %t.legacy.so | FileCheck %s --check-prefixes=CHECK,LEGACY --match-full-lines

// CHECK: row_sums: element addresses viewed by a subroutine, 4 of 4 right
// CHECK-NEXT: bytes_of: an int32 allocation viewed as bytes, 16 of 16 right
// CHECK-NEXT: slices: contiguous, strided and one-element slices, 24 of 24 right
// CHECK-NEXT: pack_bytes: uint8x4 reinterpreted as int32, 2 of 2 right
// CHECK-NEXT: scale4: float32x4 elements, 8 of 8 right
// CHECK-NEXT: broadcast_rows: buffer_type auto, 12 of 12 right
// CHECK-NEXT: in_place: right; another buffer: -1, {{.*}}in_place: B.data must be A.data
// CHECK-NEXT: in_place_matched: right; another buffer: -1, {{.*}}in_place_matched: B.data must be A.data
// CHECK-NEXT: launch: call_extern of a module function, 8 of 8 right
// FFI-NEXT: tvm-ffi: {{[0-9]+}} checks, 0 failed
// LEGACY-NEXT: tvm-legacy: {{[0-9]+}} checks, 0 failed
