// TVMScript as TVM's LowerTVMBuiltin leaves it (Inputs/tvmscript_lowered.py):
// T.tvm_struct_get reads each field of the second DLTensor of an array that
// C built, and the slots of a TVMValue array; T.tvm_struct_set writes them
// as TVM does, and into T.tvm_stack_alloca's arrays; T.isnullptr tests the
// array and a NULL strides; T.tvm_throw_last_error returns -1; a
// calling_conv 1 function returns its int32 result as its C status.
// Compiled for both ABIs and called from C.
// RUN: prim-translate --import-tvmscript %S/Inputs/tvmscript_lowered.py -o %t.mlir
// RUN: prim-compile %t.mlir --emit=shared %prim_sanitize --abi=tvm-ffi -o %t.ffi.so
// RUN: %cc -DPRIM_TEST_ABI_FFI %S/Inputs/tvmscript_lowered.c %prim_runtime -lm -o %t.ffi
// RUN: %t.ffi %t.ffi.so | FileCheck %s --check-prefixes=CHECK,FFI --match-full-lines
// RUN: prim-compile %t.mlir --emit=shared %prim_sanitize --abi=tvm-legacy -o %t.legacy.so
// RUN: %cc -DPRIM_TEST_ABI_LEGACY %S/Inputs/tvmscript_lowered.c %prim_runtime -lm -o %t.legacy
// RUN: %t.legacy %t.legacy.so | FileCheck %s --check-prefixes=CHECK,LEGACY --match-full-lines

// CHECK: tensor_fields: 10 of 10 fields right
// CHECK-NEXT: tensor_fields NULL: -1
// CHECK-NEXT: tvm_values: 6.25
// CHECK-NEXT: set_tensor: 11 of 11 right
// CHECK-NEXT: set_values: tensor 1, 42, 21.5
// CHECK-NEXT: stack_tensors: 1 16 256 32 7 7
// CHECK-NEXT: throw_if_negative n=3: 0, out 2
// CHECK-NEXT: throw_if_negative n=-1: -1, out 1
// CHECK-NEXT: status_of 3, -5, 7: 0, -5, -1, status_of: n is 7
// FFI-NEXT: tvm-ffi: {{[0-9]+}} checks, 0 failed
// LEGACY-NEXT: tvm-legacy: {{[0-9]+}} checks, 0 failed
