// LLVM intrinsic calls in TVM v0.20's spelling (Inputs/
// tvmscript_llvm_intrinsics.py, with the number of signature arguments) and
// TVM main's (Inputs/tvmscript_llvm_intrinsics_tirx.py, without), the
// prefetch builtin and T.Shuffle, imported with prim-translate
// --import-tvmscript, compiled for both ABIs and called from C, which
// checks both spellings give the same numbers: llvm.usub.sat's operands in
// order, llvm.ctpop and llvm.sqrt on vectors, a void llvm.assume, a dropped
// pure call, and shuffled scalars and vectors.
// RUN: prim-translate --import-tvmscript %S/Inputs/tvmscript_llvm_intrinsics.py -o %t.tir.mlir
// RUN: prim-translate --import-tvmscript %S/Inputs/tvmscript_llvm_intrinsics_tirx.py -o %t.tirx.mlir
// RUN: %cc -DPRIM_TEST_ABI_FFI %S/Inputs/tvmscript_llvm_intrinsics.c %prim_runtime -lm -o %t.ffi
// RUN: %cc -DPRIM_TEST_ABI_LEGACY %S/Inputs/tvmscript_llvm_intrinsics.c %prim_runtime -lm -o %t.legacy
// RUN: prim-compile %t.tir.mlir --emit=shared %prim_sanitize --abi=tvm-ffi -o %t.tir.ffi.so
// RUN: %t.ffi %t.tir.ffi.so | FileCheck %s --check-prefixes=CHECK,FFI --match-full-lines
// RUN: prim-compile %t.tirx.mlir --emit=shared %prim_sanitize --abi=tvm-ffi -o %t.tirx.ffi.so
// RUN: %t.ffi %t.tirx.ffi.so | FileCheck %s --check-prefixes=CHECK,FFI --match-full-lines
// RUN: prim-compile %t.tir.mlir --emit=shared %prim_sanitize --abi=tvm-legacy -o %t.tir.legacy.so
// RUN: %t.legacy %t.tir.legacy.so | FileCheck %s --check-prefixes=CHECK,LEGACY --match-full-lines
// RUN: prim-compile %t.tirx.mlir --emit=shared %prim_sanitize --abi=tvm-legacy -o %t.tirx.legacy.so
// RUN: %t.legacy %t.tirx.legacy.so | FileCheck %s --check-prefixes=CHECK,LEGACY --match-full-lines

// CHECK: saturate: 8 of 8 elements right
// CHECK-NEXT: popcount: 8 of 8 elements right
// CHECK-NEXT: roots: 4 of 4 elements right
// CHECK-NEXT: assumed: B[0] = 9
// CHECK-NEXT: prefetched: 4 of 4 elements right
// CHECK-NEXT: shuffled: 6 of 6 lanes right
// FFI-NEXT: tvm-ffi: {{[0-9]+}} checks, 0 failed
// LEGACY-NEXT: tvm-legacy: {{[0-9]+}} checks, 0 failed
