// TVM main's lowered packed call (Inputs/tvmscript_lowered_call.py): the
// function fills a TVMFFIAny stack with a DLTensor and an int and calls a C
// callback through the runtime with T.call_packed_lowered; the callee sees
// TVM's DLTensor, its int result (type index 1) comes back in the stack's
// last element, and its error returns from the function. The stack is
// tvm-ffi's: compiled for the legacy ABI, the call is a located error.
// RUN: prim-translate --import-tvmscript %S/Inputs/tvmscript_lowered_call.py -o %t.mlir
// RUN: prim-compile %t.mlir --emit=shared %prim_sanitize --abi=tvm-ffi -o %t.so
// RUN: %cc -DPRIM_TEST_ABI_FFI %S/Inputs/tvmscript_lowered_call.c %prim_runtime -o %t
// RUN: %t %t.so | FileCheck %s --match-full-lines
// With its .py locations, the error names the call's line.
// RUN: prim-translate --import-tvmscript %S/Inputs/tvmscript_lowered_call.py --mlir-print-debuginfo -o %t.loc.mlir
// RUN: not prim-compile %t.loc.mlir --emit=obj --abi=tvm-legacy -o %t.o 2>&1 | FileCheck %s --check-prefix=LEGACY

// CHECK: count_above: 301
// CHECK-NEXT: count_above refused: -1, test.count_above: a negative threshold
// CHECK-NEXT: name_length: 7, "payload"
// CHECK-NEXT: tvm-ffi: {{[0-9]+}} checks, 0 failed

// LEGACY: tvmscript_lowered_call.py:35:5: error: 'prim.call_packed_lowered' op passes a "tvm_ffi_any" argument stack, which the tvm-legacy ABI's runtime does not take (its calls pass "arg_value" stacks); compile with the ABI the function was lowered for
