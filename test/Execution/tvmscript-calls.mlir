// TVM main's calls with strings and handles (Inputs/tvmscript_calls.py):
// T.call_packed passes a string constant that the C callback reads as a C
// string; T.tvm_static_handle gives each call site one slot, NULL until
// the callee fills it, the same on every call (TVM's test_static_init); a
// pointer that T.call_extern returns is viewed with T.decl_buffer; and
// T.address_of of a whole buffer is its first element's. Compiled for both
// ABIs and called from C.
// RUN: prim-translate --import-tvmscript %S/Inputs/tvmscript_calls.py -o %t.mlir
// RUN: prim-compile %t.mlir --emit=shared %prim_sanitize --abi=tvm-ffi -o %t.ffi.so
// RUN: %cc -DPRIM_TEST_ABI_FFI %S/Inputs/tvmscript_calls.c %prim_runtime -lm -o %t.ffi
// RUN: %t.ffi %t.ffi.so | FileCheck %s --check-prefixes=CHECK,FFI --match-full-lines
// RUN: prim-compile %t.mlir --emit=shared %prim_sanitize --abi=tvm-legacy -o %t.legacy.so
// RUN: %cc -DPRIM_TEST_ABI_LEGACY %S/Inputs/tvmscript_calls.c %prim_runtime -lm -o %t.legacy
// RUN: %t.legacy %t.legacy.so | FileCheck %s --check-prefixes=CHECK,LEGACY --match-full-lines

// CHECK: echo: testing.echo got "payload" and 7
// CHECK-NEXT: static_init: one slot, NULL on the first call: yes, set on the second: yes
// CHECK-NEXT: pointers: 24 of 24 elements right (memset's result, T.address_of(B))
// FFI-NEXT: tvm-ffi: {{[0-9]+}} checks, 0 failed
// LEGACY-NEXT: tvm-legacy: {{[0-9]+}} checks, 0 failed
