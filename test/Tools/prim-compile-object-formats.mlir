// ld.lld -r joins ELF objects only, so a module that prim-compile splits
// into partitions for an ELF target is compiled whole, into one valid
// object, for a target whose objects are WebAssembly, Mach-O or COFF; and
// --emit=shared refuses those targets up front, writing nothing.
// RUN: rm -rf %t && mkdir %t
// RUN: python3 %prim_src_root/utils/gen_modules.py --count 40 --out-dir %t > /dev/null
// RUN: prim-compile %t/prim_40.mlir --emit=obj --threads=2 --target=x86_64-unknown-linux-gnu -o %t/elf.o
// RUN: llvm-nm %t/elf.o | FileCheck %s --check-prefix=SPLIT

// RUN: prim-compile %t/prim_40.mlir --emit=obj --threads=2 --target=wasm32-unknown-wasi -o %t/wasm.o
// RUN: llvm-readobj --file-headers %t/wasm.o | FileCheck %s --check-prefix=WASM
// RUN: llvm-nm --defined-only %t/wasm.o | FileCheck %s --check-prefix=WHOLE
// RUN: llvm-nm --defined-only %t/wasm.o | grep -cE ' T _?__tvm_ffi_f[0-9]+$' | FileCheck %s --check-prefix=ENTRIES
// The wasm object is position-independent, as the ELF objects are (see
// lib/Compiler/Target.cpp): it reaches globals through __memory_base.
// RUN: llvm-nm --undefined-only %t/wasm.o | FileCheck %s --check-prefix=WASM-PIC

// RUN: prim-compile %t/prim_40.mlir --emit=obj --threads=2 --target=arm64-apple-ios -o %t/macho.o
// RUN: llvm-readobj --file-headers %t/macho.o | FileCheck %s --check-prefix=MACHO
// RUN: llvm-nm --defined-only %t/macho.o | FileCheck %s --check-prefix=WHOLE
// RUN: llvm-nm --defined-only %t/macho.o | grep -cE ' T _?__tvm_ffi_f[0-9]+$' | FileCheck %s --check-prefix=ENTRIES

// RUN: prim-compile %t/prim_40.mlir --emit=obj --threads=2 --target=x86_64-pc-windows-msvc -o %t/coff.o
// RUN: llvm-readobj --file-headers %t/coff.o | FileCheck %s --check-prefix=COFF
// RUN: llvm-nm --defined-only %t/coff.o | FileCheck %s --check-prefix=WHOLE
// RUN: llvm-nm --defined-only %t/coff.o | grep -cE ' T _?__tvm_ffi_f[0-9]+$' | FileCheck %s --check-prefix=ENTRIES

// The same module in chunks (--functions-per-chunk) is compiled whole too.
// RUN: prim-compile %t/prim_40.mlir --emit=obj --functions-per-chunk=5 --target=wasm32-unknown-wasi -o %t/wasm-chunks.o
// RUN: llvm-nm --defined-only %t/wasm-chunks.o | grep -cE ' T _?__tvm_ffi_f[0-9]+$' | FileCheck %s --check-prefix=ENTRIES

// RUN: echo previous > %t/lib.so
// RUN: not prim-compile %t/prim_40.mlir --emit=shared --target=wasm32-unknown-wasi -o %t/lib.so 2>&1 | FileCheck %s --check-prefix=NO-SHARED-WASM
// RUN: not prim-compile %t/prim_40.mlir --emit=shared --target=arm64-apple-ios -o %t/lib.so 2>&1 | FileCheck %s --check-prefix=NO-SHARED-MACHO
// RUN: not prim-compile %t/prim_40.mlir --emit=shared --target=x86_64-pc-windows-msvc -o %t/lib.so 2>&1 | FileCheck %s --check-prefix=NO-SHARED-COFF
// RUN: FileCheck %s --check-prefix=UNTOUCHED --input-file=%t/lib.so

// The ELF object is split: its partitions share a helper under a name
// unique to the module.
// SPLIT: T __prim_{{[0-9a-f]+}}___prim_check_arguments

// WASM: Format: WASM
// WASM: Arch: wasm32
// WASM-PIC: U __memory_base
// MACHO: Format: Mach-O arm64
// COFF: Format: COFF-x86-64

// WHOLE-NOT: __prim_{{[0-9a-f]+}}_
// ENTRIES: {{^}}40{{$}}

// NO-SHARED-WASM: prim_40.mlir:{{[0-9]+}}:{{[0-9]+}}: error: cannot link a shared library for target 'wasm32-unknown-wasi': Prim links ELF shared libraries, and this target's objects are WebAssembly; compile an object (--emit=obj) and link it with the target's tools
// NO-SHARED-MACHO: error: cannot link a shared library for target 'arm64-apple-ios': Prim links ELF shared libraries, and this target's objects are Mach-O; compile an object (--emit=obj) and link it with the target's tools
// NO-SHARED-COFF: error: cannot link a shared library for target 'x86_64-pc-windows-msvc': Prim links ELF shared libraries, and this target's objects are COFF; compile an object (--emit=obj) and link it with the target's tools
// UNTOUCHED: {{^}}previous{{$}}
