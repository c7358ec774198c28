// TVM main's tirx forms (Inputs/tvmscript_tirx.py) imported with
// prim-translate --import-tvmscript, compiled for both ABIs and called from
// C: names assigned again are mutable local scalars that loops and branches
// update (a sum, a count, a maximum, a prefix sum), and an assert's message
// given as an error kind and parts reports the parts joined;
// T.evaluate(T.break_loop()), T.continue_loop() and T.Return(v) break,
// continue and return (in a block's body too), a chained comparison
// (-2 <= A[i] < n) is Python's, a T.parallel loop takes a step, and Python's
// conditional expression evaluates only the side it takes;
// T.reinterpret(T.handle("float32").ty, A.data) views int32 memory as
// float32; T.match_buffer's data=A.data gives only the storage scope, as in
// TVM main (no check).
// RUN: prim-translate --import-tvmscript %S/Inputs/tvmscript_tirx.py -o %t.mlir
// RUN: prim-compile %t.mlir --emit=shared %prim_sanitize --abi=tvm-ffi -o %t.ffi.so
// RUN: %cc -DPRIM_TEST_ABI_FFI %S/Inputs/tvmscript_tirx.c %prim_runtime -lm -o %t.ffi
// RUN: %t.ffi %t.ffi.so | FileCheck %s --check-prefixes=CHECK,FFI --match-full-lines
// RUN: prim-compile %t.mlir --emit=shared %prim_sanitize --abi=tvm-legacy -o %t.legacy.so
// RUN: %cc -DPRIM_TEST_ABI_LEGACY %S/Inputs/tvmscript_tirx.c %prim_runtime -lm -o %t.legacy
// RUN: %t.legacy %t.legacy.so | FileCheck %s --check-prefixes=CHECK,LEGACY --match-full-lines

// CHECK: stats: 3 of 3 right (sum 9, positives 4, max 9)
// CHECK-NEXT: prefix_sum: 8 of 8 elements right
// CHECK-NEXT: checked x=0: -1, x must be positive; B untouched
// CHECK-NEXT: checked x=5: 0, B[0] = 5
// CHECK-NEXT: jumps: 8 of 8 elements right, returned 24
// CHECK-NEXT: block_jumps: 8 of 8 elements right
// CHECK-NEXT: between: 8 of 8 elements right
// CHECK-NEXT: parallel_step: 16 of 16 elements right
// CHECK-NEXT: conditional: 8 of 8 elements right
// CHECK-NEXT: retag: 4 of 4 elements right
// CHECK-NEXT: matched_apart: 4 of 4 elements right
// FFI-NEXT: tvm-ffi: {{[0-9]+}} checks, 0 failed
// LEGACY-NEXT: tvm-legacy: {{[0-9]+}} checks, 0 failed
