// What a TVM loader looks for in a library, for both ABIs: the entry symbol,
// the module context global, the pointers to the runtime functions that the
// loader fills in, and the main symbol; with --system-lib, a constructor
// that registers every symbol when the library loads.
// RUN: prim-compile %prim_src_root/examples/add_via_packed.mlir --emit=shared --abi=tvm-ffi -o %t.ffi.so
// RUN: prim-compile %prim_src_root/examples/add_via_packed.mlir --emit=shared --abi=tvm-legacy -o %t.legacy.so
// RUN: nm -D --defined-only %t.ffi.so | FileCheck %s --check-prefix=FFI-SYMBOLS
// RUN: nm -D --defined-only %t.legacy.so | FileCheck %s --check-prefix=LEGACY-SYMBOLS
// The library needs nothing from the global scope: its runtime functions
// are weak references, only the pointers' initial values.
// RUN: nm -D --undefined-only %t.ffi.so | FileCheck %s --check-prefix=FFI-IMPORTS --implicit-check-not=TVM
// RUN: nm -D --undefined-only %t.legacy.so | FileCheck %s --check-prefix=LEGACY-IMPORTS --implicit-check-not=TVM
// The context and the pointers are protected (and global, each in a COMDAT
// group of its own): the library reads its own, not
// one that another library exports (no GOT entry, no relocation to them).
// RUN: llvm-readelf --dyn-syms %t.ffi.so | FileCheck %s --check-prefix=FFI-BINDING
// RUN: llvm-readelf --dyn-syms %t.legacy.so | FileCheck %s --check-prefix=LEGACY-BINDING
// RUN: llvm-readelf -r %t.ffi.so | FileCheck %s --check-prefix=FFI-RELOCS --implicit-check-not=__tvm_ffi__library_ctx --implicit-check-not=__TVMFFI
// RUN: llvm-readelf -r %t.legacy.so | FileCheck %s --check-prefix=LEGACY-RELOCS --implicit-check-not=__tvm_module_ctx --implicit-check-not=__TVM
// RUN: prim-compile %prim_src_root/examples/add_via_packed.mlir --emit=shared --abi=tvm-ffi --system-lib -o %t.ffi.syslib.so
// RUN: prim-compile %prim_src_root/examples/add_via_packed.mlir --emit=shared --abi=tvm-legacy --system-lib -o %t.legacy.syslib.so
// RUN: %cc -DPRIM_TEST_ABI_FFI %S/Inputs/library_symbols.c %prim_runtime -o %t.ffi
// RUN: %t.ffi %t.ffi.so %t.ffi.syslib.so | FileCheck %s --check-prefixes=CHECK,FFI --match-full-lines
// RUN: %cc -DPRIM_TEST_ABI_LEGACY %S/Inputs/library_symbols.c %prim_runtime -o %t.legacy
// RUN: %t.legacy %t.legacy.so %t.legacy.syslib.so | FileCheck %s --check-prefixes=CHECK,LEGACY --match-full-lines

// The unpacked AddViaPackedCFunc is exported as a plain C function.
// FFI-SYMBOLS: T AddViaPackedCFunc
// FFI-SYMBOLS-NEXT: D __TVMFFIErrorSetRaisedFromCStr
// FFI-SYMBOLS-NEXT: D __TVMFFIStringFromByteArray
// FFI-SYMBOLS-NEXT: R __prim_library_description
// FFI-SYMBOLS-NEXT: B __tvm_ffi__library_ctx
// FFI-SYMBOLS-NEXT: T __tvm_ffi__metadata_add_one
// FFI-SYMBOLS-NEXT: T __tvm_ffi_add_one
// FFI-SYMBOLS-NEXT: W __tvm_ffi_main
// LEGACY-SYMBOLS: T AddViaPackedCFunc
// LEGACY-SYMBOLS-NEXT: D __TVMAPISetLastError
// LEGACY-SYMBOLS-NEXT: R __prim_library_description
// LEGACY-SYMBOLS-NEXT: V __tvm_main__
// LEGACY-SYMBOLS-NEXT: B __tvm_module_ctx
// LEGACY-SYMBOLS-NEXT: T add_one
// FFI-IMPORTS: w TVMFFIErrorSetRaisedFromCStr
// FFI-IMPORTS-NEXT: w TVMFFIStringFromByteArray
// LEGACY-IMPORTS: w TVMAPISetLastError
// FFI-BINDING-DAG: OBJECT GLOBAL PROTECTED {{.*}} __TVMFFIErrorSetRaisedFromCStr
// FFI-BINDING-DAG: OBJECT GLOBAL PROTECTED {{.*}} __tvm_ffi__library_ctx
// LEGACY-BINDING-DAG: OBJECT GLOBAL PROTECTED {{.*}} __TVMAPISetLastError
// LEGACY-BINDING-DAG: OBJECT GLOBAL PROTECTED {{.*}} __tvm_module_ctx
// The pointer's one relocation: its initial value.
// FFI-RELOCS-DAG: R_X86_64_64 {{.*}} TVMFFIErrorSetRaisedFromCStr + 0
// FFI-RELOCS-DAG: R_X86_64_64 {{.*}} TVMFFIStringFromByteArray + 0
// LEGACY-RELOCS: R_X86_64_64 {{.*}} TVMAPISetLastError + 0

// FFI: __tvm_ffi_main: x[0][0] = 3.5
// LEGACY: __tvm_main__ names "add_one": x[0][0] = 3.5
// CHECK-NEXT: without --system-lib: nothing registered
// FFI-NEXT: with --system-lib: __tvm_ffi_add_one is the exported entry: x[0][0] = 3.5
// LEGACY-NEXT: with --system-lib: add_one is the exported entry: x[0][0] = 3.5
// FFI-NEXT: with --system-lib: __tvm_ffi__library_ctx is registered, not exported
// LEGACY-NEXT: with --system-lib: __tvm_module_ctx is registered, not exported
// FFI-NEXT: tvm-ffi: {{[0-9]+}} checks, 0 failed
// LEGACY-NEXT: tvm-legacy: {{[0-9]+}} checks, 0 failed
