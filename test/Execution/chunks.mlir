// A module of more top-level operations than --functions-per-chunk is
// lowered and compiled in chunks, each freed before the next; the library's
// description and symbols are defined once, from the whole module.
// RUN: rm -rf %t && mkdir -p %t
// Eight chains of five functions (f<i> calls f<i-1> within a chain), in
// chunks of about 12: a chain is never split, so 15, 15 and 10 functions.
// RUN: python3 %prim_src_root/utils/gen_modules.py --count 40 --chain 5 --out-dir %t
// Every function computes its own result, for both ABIs.
// RUN: prim-compile %t/prim_40.mlir --emit=shared %prim_sanitize --abi=tvm-legacy --functions-per-chunk=12 -o %t/legacy.so
// RUN: %cc -DPRIM_TEST_ABI_LEGACY %S/Inputs/partitions.c %prim_runtime -o %t/run-legacy
// RUN: %t/run-legacy %t/legacy.so 40 | FileCheck %s --match-full-lines --check-prefix=RUN-LEGACY
// RUN: prim-compile %t/prim_40.mlir --emit=shared %prim_sanitize --abi=tvm-ffi --functions-per-chunk=12 -o %t/ffi.so
// RUN: %cc -DPRIM_TEST_ABI_FFI %S/Inputs/partitions.c %prim_runtime -o %t/run-ffi
// RUN: %t/run-ffi %t/ffi.so 40 | FileCheck %s --match-full-lines --check-prefix=RUN-FFI
// RUN-LEGACY: 40 of 40 functions right
// RUN-LEGACY-NEXT: tvm-legacy: 80 checks, 0 failed
// RUN-FFI: 40 of 40 functions right
// RUN-FFI-NEXT: tvm-ffi: 80 checks, 0 failed

// The chunked library exports what the whole one does, and one description
// that names all 40 functions.
// RUN: prim-compile %t/prim_40.mlir --emit=shared --abi=tvm-ffi -o %t/whole.so
// RUN: prim-compile %t/prim_40.mlir --emit=shared --abi=tvm-ffi --functions-per-chunk=12 -o %t/chunks.so
// RUN: nm -D --defined-only %t/whole.so | cut -c18- > %t/whole.txt
// RUN: nm -D --defined-only %t/chunks.so | cut -c18- > %t/chunks.txt
// RUN: diff %t/whole.txt %t/chunks.txt
// RUN: FileCheck %s --check-prefix=SYMBOLS < %t/chunks.txt
// SYMBOLS: R __prim_library_description
// SYMBOLS: B __tvm_ffi__library_ctx
// SYMBOLS: T __tvm_ffi_f39
// RUN: python3 %S/Inputs/read_symbol.py %t/chunks.so __prim_library_description > %t/description.json
// RUN: grep -o '"name":"f[0-9]*"' %t/description.json | sort -u | wc -l | FileCheck %s --check-prefix=DESCRIBED
// DESCRIBED: 40

// The bytes depend on the module and the chunk size alone, not on --threads.
// RUN: prim-compile %t/prim_40.mlir %pinned_target --emit=obj --abi=tvm-ffi --functions-per-chunk=12 --threads=1 -o %t/chunks-1.o
// RUN: prim-compile %t/prim_40.mlir %pinned_target --emit=obj --abi=tvm-ffi --functions-per-chunk=12 --threads=2 -o %t/chunks-2.o
// RUN: cmp %t/chunks-1.o %t/chunks-2.o

// One chain of all: nothing can be split off, so the object is the whole
// module's.
// RUN: python3 %prim_src_root/utils/gen_modules.py --count 40 --out-dir %t/chain
// RUN: prim-compile %t/chain/prim_40.mlir %pinned_target --emit=obj --abi=tvm-legacy -o %t/chain-whole.o
// RUN: prim-compile %t/chain/prim_40.mlir %pinned_target --emit=obj --abi=tvm-legacy --functions-per-chunk=12 -o %t/chain-chunks.o
// RUN: cmp %t/chain-whole.o %t/chain-chunks.o

// The main symbol is the library's. 25 functions in chunks of 8 leave f24
// alone in the last chunk, yet the library has several entries and no main
// symbol.
// RUN: python3 %prim_src_root/utils/gen_tiny.py --count 25 -o %t/tiny.mlir
// RUN: prim-compile %t/tiny.mlir --emit=shared --abi=tvm-legacy --functions-per-chunk=8 -o %t/no-main-legacy.so
// RUN: nm -D --defined-only %t/no-main-legacy.so | FileCheck %s --check-prefix=NO-MAIN --implicit-check-not=__tvm_main__
// RUN: prim-compile %t/tiny.mlir --emit=shared --abi=tvm-ffi --functions-per-chunk=8 -o %t/no-main-ffi.so
// RUN: nm -D --defined-only %t/no-main-ffi.so | FileCheck %s --check-prefix=NO-MAIN --implicit-check-not=__tvm_ffi_main
// NO-MAIN: f24
// With @main added to the last chunk, main is the main symbol.
// RUN: echo 'prim.func @main(%%A: memref<16xf32>) { prim.return }' >> %t/tiny.mlir
// RUN: prim-compile %t/tiny.mlir --emit=shared --abi=tvm-legacy --functions-per-chunk=8 -o %t/main-legacy.so
// RUN: python3 %S/Inputs/read_symbol.py %t/main-legacy.so __tvm_main__ | FileCheck %s --check-prefix=MAIN-LEGACY --match-full-lines
// MAIN-LEGACY: main
// RUN: prim-compile %t/tiny.mlir --emit=shared --abi=tvm-ffi --functions-per-chunk=8 -o %t/main-ffi.so
// RUN: nm -D --defined-only %t/main-ffi.so | FileCheck %s --check-prefix=MAIN-FFI
// MAIN-FFI: T __tvm_ffi_main
