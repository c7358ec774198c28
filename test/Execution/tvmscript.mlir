// TVMScript kernels (Inputs/tvmscript_kernels.py) imported with
// prim-translate --import-tvmscript, compiled for both ABIs and called
// through their packed entries by a C driver that computes the expected
// numbers itself: elementwise, T.if_then_else guarding an out-of-bounds
// read, a reduction with T.init, a matmul, a dynamic shape (and its check),
// floor division and modulo, a parallel loop, stack and workspace scratch
// buffers, uint8 arithmetic, an assert, and a call between two functions of the module.
// (T.parallel runs its iterations in order until the backend lowers
// scf.parallel to the runtime's thread pool.)
// RUN: prim-translate --import-tvmscript %S/Inputs/tvmscript_kernels.py -o %t.mlir
// RUN: prim-compile %t.mlir --emit=shared %prim_sanitize --abi=tvm-ffi -o %t.ffi.so
// RUN: %cc -DPRIM_TEST_ABI_FFI %S/Inputs/tvmscript.c %prim_runtime -lm -o %t.ffi
// RUN: %t.ffi %t.ffi.so | FileCheck %s --check-prefixes=CHECK,FFI --match-full-lines
// RUN: prim-compile %t.mlir --emit=shared %prim_sanitize --abi=tvm-legacy -o %t.legacy.so
// RUN: %cc -DPRIM_TEST_ABI_LEGACY %S/Inputs/tvmscript.c %prim_runtime -lm -o %t.legacy
// RUN: %t.legacy %t.legacy.so | FileCheck %s --check-prefixes=CHECK,LEGACY --match-full-lines

// CHECK: axpb: C = 2A + B for 20 of 20 elements
// CHECK-NEXT: shift_right: B = [-1, A[0:7]] for 8 of 8 elements
// CHECK-NEXT: row_max: the init resets B, then 3 of 3 row maxima right
// CHECK-NEXT: matmul 4x6 * 6x5: 20 of 20 elements right
// CHECK-NEXT: softplus n=9: 9 of 9 elements within 1e-5
// CHECK-NEXT: softplus with B of 3 elements: -1, softplus: B.shape[0] must be n, found 3
// CHECK-NEXT: floor_ops on -16..14: 11 of 11 elements right (floor // and %, truncmod)
// CHECK-NEXT: par_square: 64 of 64 elements right
// CHECK-NEXT: scratch: prefix sums through two scratch buffers, 600 of 600 right
// CHECK-NEXT: threshold_u8: 16 of 16 elements right (unsigned compare, //, >>, max, widening)
// CHECK-NEXT: checked(21) = 42; checked(0): -1, checked: n must be positive
// CHECK-NEXT: twice: B += A, then B += 10 A through a private callee, 4 of 4 right
// FFI-NEXT: tvm-ffi: {{[0-9]+}} checks, 0 failed
// LEGACY-NEXT: tvm-legacy: {{[0-9]+}} checks, 0 failed
