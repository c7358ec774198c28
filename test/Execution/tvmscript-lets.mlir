// A parameter buffer whose shape, strides or offset names a let-bound
// variable (Inputs/tvmscript_lets.py) gets the checks it would get with the
// expression written there: a call that disagrees returns -1 with the exact
// message and writes nothing, for both ABIs.
// RUN: prim-translate --import-tvmscript %S/Inputs/tvmscript_lets.py -o %t.mlir
// RUN: prim-compile %t.mlir --emit=shared %prim_sanitize --abi=tvm-ffi -o %t.ffi.so
// RUN: %cc -DPRIM_TEST_ABI_FFI %S/Inputs/tvmscript_lets.c %prim_runtime -lm -o %t.ffi
// RUN: %t.ffi %t.ffi.so | FileCheck %s --check-prefixes=CHECK,FFI --match-full-lines
// RUN: prim-compile %t.mlir --emit=shared %prim_sanitize --abi=tvm-legacy -o %t.legacy.so
// RUN: %cc -DPRIM_TEST_ABI_LEGACY %S/Inputs/tvmscript_lets.c %prim_runtime -lm -o %t.legacy
// RUN: %t.legacy %t.legacy.so | FileCheck %s --check-prefixes=CHECK,LEGACY --match-full-lines

// CHECK: fill_alias n=4: 4 of 4 elements right
// CHECK-NEXT: fill_alias n=4 on 2 elements: -1, fill_alias: A.shape[0] must be n_alias, found 2; 4 of 4 elements untouched
// CHECK-NEXT: fill_strided n=3, strides (6, 1), offset 3: 20 of 20 elements right
// CHECK-NEXT: fill_strided strides (3, 1), offset 3: -1, fill_strided: A.strides[0] must be row, found 3; 20 of 20 untouched
// CHECK-NEXT: fill_strided strides (6, 1), offset 0: -1, fill_strided: A.elem_offset must be offset, found 0; 20 of 20 untouched
// FFI-NEXT: tvm-ffi: {{[0-9]+}} checks, 0 failed
// LEGACY-NEXT: tvm-legacy: {{[0-9]+}} checks, 0 failed
