// Forms TVM's CPU build compiles (Inputs/tvmscript_tvm_compiles.py):
// predicated vload/vstore and a lane mask, a vload of a vector dtype, dead
// code reading an undefined variable, calling_conv 2, a GPU target without
// a device region, a "global2" allocation and a block allocation with one
// stride for two dims, each called from C, which compares every element it
// writes with TVM's semantics, for both ABIs.
// RUN: prim-translate --import-tvmscript %S/Inputs/tvmscript_tvm_compiles.py -o %t.mlir
// RUN: prim-compile %t.mlir --emit=shared %prim_sanitize --abi=tvm-ffi -o %t.ffi.so
// RUN: %cc -DPRIM_TEST_ABI_FFI %S/Inputs/tvmscript_tvm_compiles.c %prim_runtime -lm -o %t.ffi
// RUN: %t.ffi %t.ffi.so | FileCheck %s --match-full-lines --check-prefixes=CHECK,FFI
// RUN: prim-compile %t.mlir --emit=shared %prim_sanitize --abi=tvm-legacy -o %t.legacy.so
// RUN: %cc -DPRIM_TEST_ABI_LEGACY %S/Inputs/tvmscript_tvm_compiles.c %prim_runtime -lm -o %t.legacy
// RUN: %t.legacy %t.legacy.so | FileCheck %s --match-full-lines --check-prefixes=CHECK,LEGACY

// CHECK: masked_copy: a lane mask over n = 2 and 4, 8 of 8 lanes right
// CHECK-NEXT: masked_strided: stride 2 under a predicate, 8 of 8 elements right
// CHECK-NEXT: bytes_as_words: vload of uint8x4, 2 of 2 words right
// CHECK-NEXT: dead_reads: A = [7, 9]
// CHECK-NEXT: kernel_launch: its own C signature, 16 of 16 elements right
// CHECK-NEXT: on_host: a cuda target without a device region, 4 of 4 elements right
// CHECK-NEXT: global2: a global2 allocation, 4 of 4 elements right
// CHECK-NEXT: compact_strides: one stride for two dims, 6 of 6 elements right
// FFI-NEXT: tvm-ffi: {{[0-9]+}} checks, 0 failed
// LEGACY-NEXT: tvm-legacy: {{[0-9]+}} checks, 0 failed
