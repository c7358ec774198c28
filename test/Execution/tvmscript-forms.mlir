// The TVMScript forms of TVM's own tests (Inputs/tvmscript_forms.py)
// imported with prim-translate --import-tvmscript, compiled for both ABIs
// and called from C, which computes the expected numbers from TVM's
// definitions: T.bitwise_*, T.shift_* (arithmetic right shifts of negative
// values, logical of unsigned ones), T.ceildiv, T.clz, T.Div/T.Mod, .astype,
// T.q_multiply_shift(_per_axis), libm intrinsics (T.erf, T.atan2, ...),
// data pointers passed to memcpy/memset, T.allocate_const, converting
// stores, T.reinterpret, T.assume and fixed-width vectors (T.Ramp,
// T.Broadcast).
// RUN: prim-translate --import-tvmscript %S/Inputs/tvmscript_forms.py -o %t.mlir
// RUN: prim-compile %t.mlir --emit=shared %prim_sanitize --abi=tvm-ffi -o %t.ffi.so
// RUN: %cc -DPRIM_TEST_ABI_FFI %S/Inputs/tvmscript_forms.c %prim_runtime -lm -o %t.ffi
// RUN: %t.ffi %t.ffi.so | FileCheck %s --check-prefixes=CHECK,FFI --match-full-lines
// RUN: prim-compile %t.mlir --emit=shared %prim_sanitize --abi=tvm-legacy -o %t.legacy.so
// RUN: %cc -DPRIM_TEST_ABI_LEGACY %S/Inputs/tvmscript_forms.c %prim_runtime -lm -o %t.legacy
// RUN: %t.legacy %t.legacy.so | FileCheck %s --check-prefixes=CHECK,LEGACY --match-full-lines

// CHECK: int_ops: 96 of 96 elements right (bitwise, shifts, ceildiv, clz, Div/Mod, astype)
// CHECK-NEXT: q_multiply: 32 of 32 elements right
// CHECK-NEXT: libm: 48 of 48 elements within 1e-5 (erf, atan2, exp10, isinf, isfinite, sinh, float64 erf)
// CHECK-NEXT: pointers: 16 of 16 elements right (A.data, T.address_of, access_ptr, T.allocate_const, converting stores, T.reinterpret)
// CHECK-NEXT: vectors: 72 of 72 elements right (ramps, strided ramps, broadcasts, lane-wise ops, llvm.sqrt)
// FFI-NEXT: tvm-ffi: {{[0-9]+}} checks, 0 failed
// LEGACY-NEXT: tvm-legacy: {{[0-9]+}} checks, 0 failed
