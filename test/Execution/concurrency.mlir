// 8 threads make their first call_packed at the same moment, into a freshly
// loaded library whose handle cache is empty, 25 times over, for both ABIs.
// The results must be right and ThreadSanitizer must stay silent: the
// driver, PrimRuntime and the generated code are all instrumented.
// RUN: prim-compile %s --emit=shared --abi=tvm-ffi --sanitize=thread -o %t.ffi.so
// RUN: %tsan_cc -DPRIM_TEST_ABI_FFI %S/Inputs/concurrency.c %tsan_runtime -o %t.ffi
// RUN: env TSAN_OPTIONS=halt_on_error=1:exitcode=66 %t.ffi %t.ffi.so | FileCheck %s --check-prefix=FFI --match-full-lines
// RUN: prim-compile %s --emit=shared --abi=tvm-legacy --sanitize=thread -o %t.legacy.so
// RUN: %tsan_cc -DPRIM_TEST_ABI_LEGACY %S/Inputs/concurrency.c %tsan_runtime -o %t.legacy
// RUN: env TSAN_OPTIONS=halt_on_error=1:exitcode=66 %t.legacy %t.legacy.so | FileCheck %s --check-prefix=LEGACY --match-full-lines

// FFI: 25 rounds x 8 threads x 200 calls: every result right, every round a fresh library
// FFI-NEXT: tvm-ffi: {{[0-9]+}} checks, 0 failed
// LEGACY: 25 rounds x 8 threads x 200 calls: every result right, every round a fresh library
// LEGACY-NEXT: tvm-legacy: {{[0-9]+}} checks, 0 failed

prim.func @square_plus(%v: i64, %w: i64) -> i64 {
  %r = prim.call_packed "test.square"(%v) : (i64) -> i64
  %s = arith.addi %r, %w : i64
  prim.return %s : i64
}
