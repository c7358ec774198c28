// The globals that every object of a library defines and the link keeps
// once (the module context and the runtime functions' pointers): exported
// and protected, in a COMDAT group of their own where the object format has
// COMDATs (ELF, COFF, WebAssembly), weak on Mach-O. Not weak on ELF: GNU ld
// refuses a non-PIE static program that reads weak protected data directly
// (test/Cross links one for each Linux target). Their constructor is in
// .init_array, which lld and glibc's static start run (not .ctors).
// RUN: prim-compile %prim_src_root/examples/add_via_packed.mlir --abi=tvm-ffi --emit=llvm -o - --target=aarch64-unknown-linux-gnu | FileCheck %s --check-prefixes=CHECK,COMDAT
// RUN: prim-compile %prim_src_root/examples/add_via_packed.mlir --abi=tvm-ffi --emit=llvm -o - --target=armv7-unknown-linux-gnueabihf | FileCheck %s --check-prefixes=CHECK,COMDAT
// RUN: prim-compile %prim_src_root/examples/add_via_packed.mlir --abi=tvm-ffi --emit=llvm -o - --target=wasm32-unknown-wasi | FileCheck %s --check-prefixes=CHECK,COMDAT
// RUN: prim-compile %prim_src_root/examples/add_via_packed.mlir --abi=tvm-ffi --emit=llvm -o - --target=x86_64-pc-windows-msvc | FileCheck %s --check-prefixes=CHECK,COMDAT
// RUN: prim-compile %prim_src_root/examples/add_via_packed.mlir --abi=tvm-ffi --emit=llvm -o - --target=arm64-apple-ios | FileCheck %s --check-prefixes=CHECK,WEAK
// A system library's context is internal (its registration passes it) and
// leaves no group behind.
// RUN: prim-compile %prim_src_root/examples/add_via_packed.mlir --abi=tvm-ffi --emit=llvm --system-lib -o - --target=aarch64-unknown-linux-gnu | FileCheck %s --check-prefix=SYSLIB
// RUN: prim-compile %prim_src_root/examples/add_via_packed.mlir --abi=tvm-ffi --emit=obj --system-lib -o %t.o --target=aarch64-unknown-linux-gnu
// RUN: llvm-readelf -S %t.o | FileCheck %s --check-prefix=SECTIONS
// RUN: llvm-readelf -g %t.o | FileCheck %s --check-prefix=GROUPS

// COMDAT: $__tvm_ffi__library_ctx = comdat any
// COMDAT: $__TVMFFIStringFromByteArray = comdat any
// COMDAT: $__TVMFFIErrorSetRaisedFromCStr = comdat any
// CHECK-NOT: comdat
// COMDAT: @__tvm_ffi__library_ctx = protected local_unnamed_addr global ptr null, comdat, align 8
// COMDAT-NEXT: @__TVMFFIStringFromByteArray = protected local_unnamed_addr global ptr @TVMFFIStringFromByteArray, comdat, align 8
// COMDAT-NEXT: @__TVMFFIErrorSetRaisedFromCStr = protected local_unnamed_addr global ptr @TVMFFIErrorSetRaisedFromCStr, comdat, align 8
// WEAK: @__tvm_ffi__library_ctx = weak protected local_unnamed_addr global ptr null, align 8
// WEAK-NEXT: @__TVMFFIStringFromByteArray = weak protected local_unnamed_addr global ptr @TVMFFIStringFromByteArray, align 8
// WEAK-NEXT: @__TVMFFIErrorSetRaisedFromCStr = weak protected local_unnamed_addr global ptr @TVMFFIErrorSetRaisedFromCStr, align 8
// CHECK-NOT: comdat

// SYSLIB-NOT: $__tvm_ffi__library_ctx
// SYSLIB: $__TVMFFIStringFromByteArray = comdat any
// SYSLIB: $__TVMFFIErrorSetRaisedFromCStr = comdat any
// SYSLIB-NOT: comdat any
// SYSLIB: @__tvm_ffi__library_ctx = internal global ptr null, align 8

// SECTIONS-NOT: .ctors
// SECTIONS: .init_array
// SECTIONS-NOT: .ctors

// GROUPS: COMDAT group section [{{.*}}] `.group' [__TVMFFIStringFromByteArray] contains {{[0-9]+}} sections:
// GROUPS: COMDAT group section [{{.*}}] `.group' [__TVMFFIErrorSetRaisedFromCStr] contains {{[0-9]+}} sections:
