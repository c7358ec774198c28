// TVMScript forms that change control flow (Inputs/tvmscript_control_flow.py):
// early returns, break and continue in for and while loops, a result
// taken from T.ret without a return annotation, loop steps,
// T.match_buffer of regions in a block, and `if` on an integer, compiled
// for both ABIs and called from C, which computes the expected numbers
// itself.
// RUN: prim-translate --import-tvmscript %S/Inputs/tvmscript_control_flow.py -o %t.mlir
// RUN: prim-compile %t.mlir --emit=shared %prim_sanitize --abi=tvm-ffi -o %t.ffi.so
// RUN: %cc -DPRIM_TEST_ABI_FFI %S/Inputs/tvmscript_control_flow.c %prim_runtime -lm -o %t.ffi
// RUN: %t.ffi %t.ffi.so | FileCheck %s --check-prefixes=CHECK,FFI --match-full-lines
// RUN: prim-compile %t.mlir --emit=shared %prim_sanitize --abi=tvm-legacy -o %t.legacy.so
// RUN: %cc -DPRIM_TEST_ABI_LEGACY %S/Inputs/tvmscript_control_flow.c %prim_runtime -lm -o %t.legacy
// RUN: %t.legacy %t.legacy.so | FileCheck %s --check-prefixes=CHECK,LEGACY --match-full-lines

// CHECK: find: the first index of x or -1, 18 of 18 right
// CHECK-NEXT: sum_until: continue and break, 3 of 3 cases right
// CHECK-NEXT: first_zero: a while loop's break, 3 of 3 cases right
// CHECK-NEXT: add(40, -2) = 38
// CHECK-NEXT: stepped: 15 of 15 cases right; step 0: -1, {{.*}}a loop step must be positive
// CHECK-NEXT: tile_sums: match_buffer of regions in a block, 16 of 16 right
// CHECK-NEXT: nested_break: 3 of 3 cases right
// CHECK-NEXT: continue_count: (34, 5), expected (34, 5)
// CHECK-NEXT: nonzero: integer conditions, T.Let of a T.float32() variable, 16 of 16 right
// FFI-NEXT: tvm-ffi: {{[0-9]+}} checks, 0 failed
// LEGACY-NEXT: tvm-legacy: {{[0-9]+}} checks, 0 failed
