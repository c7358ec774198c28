// What a TVM loader looks for in a library, for both ABIs: the entry symbol,
// the module context global and the main symbol; with --system-lib, a
// constructor that registers every symbol when the library loads.
// RUN: prim-compile %prim_src_root/examples/add_via_packed.mlir --emit=shared --abi=tvm-ffi -o %t.ffi.so
// RUN: prim-compile %prim_src_root/examples/add_via_packed.mlir --emit=shared --abi=tvm-legacy -o %t.legacy.so
// RUN: nm -D --defined-only %t.ffi.so | FileCheck %s --check-prefix=FFI-SYMBOLS
// RUN: nm -D --defined-only %t.legacy.so | FileCheck %s --check-prefix=LEGACY-SYMBOLS
// RUN: prim-compile %prim_src_root/examples/add_via_packed.mlir --emit=shared --abi=tvm-ffi --system-lib -o %t.ffi.syslib.so
// RUN: prim-compile %prim_src_root/examples/add_via_packed.mlir --emit=shared --abi=tvm-legacy --system-lib -o %t.legacy.syslib.so
// RUN: %cc -DPRIM_TEST_ABI_FFI %S/Inputs/library_symbols.c %prim_runtime -o %t.ffi
// RUN: %t.ffi %t.ffi.so %t.ffi.syslib.so | FileCheck %s --check-prefixes=CHECK,FFI --match-full-lines
// RUN: %cc -DPRIM_TEST_ABI_LEGACY %S/Inputs/library_symbols.c %prim_runtime -o %t.legacy
// RUN: %t.legacy %t.legacy.so %t.legacy.syslib.so | FileCheck %s --check-prefixes=CHECK,LEGACY --match-full-lines

// The unpacked AddViaPackedCFunc is exported as a plain C function.
// FFI-SYMBOLS: T AddViaPackedCFunc
// FFI-SYMBOLS-NEXT: V __tvm_ffi__library_ctx
// FFI-SYMBOLS-NEXT: T __tvm_ffi_add_one
// FFI-SYMBOLS-NEXT: W __tvm_ffi_main
// LEGACY-SYMBOLS: T AddViaPackedCFunc
// LEGACY-SYMBOLS-NEXT: V __tvm_main__
// LEGACY-SYMBOLS-NEXT: V __tvm_module_ctx
// LEGACY-SYMBOLS-NEXT: T add_one

// FFI: __tvm_ffi_main: x[0][0] = 3.5
// LEGACY: __tvm_main__ names "add_one": x[0][0] = 3.5
// CHECK-NEXT: without --system-lib: nothing registered
// FFI-NEXT: with --system-lib: __tvm_ffi_add_one is the exported entry: x[0][0] = 3.5
// LEGACY-NEXT: with --system-lib: add_one is the exported entry: x[0][0] = 3.5
// FFI-NEXT: with --system-lib: __tvm_ffi__library_ctx is the context global
// LEGACY-NEXT: with --system-lib: __tvm_module_ctx is the context global
// FFI-NEXT: tvm-ffi: {{[0-9]+}} checks, 0 failed
// LEGACY-NEXT: tvm-legacy: {{[0-9]+}} checks, 0 failed
