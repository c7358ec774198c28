// Cross-execution on wasm32 under WASI (wasm32-unknown-wasi: 32-bit,
// little-endian, WASI preview 1): Prim's objects for both ABIs, linked
// with PrimRuntime and the C drivers by clang-22 and wasm-ld against
// Debian's wasi-libc and compiler-rt builtins, run under Node's WASI
// (Inputs/run_wasi.mjs passes the arguments and environment and returns the
// exit status). The same drivers and checks as the other targets: see
// armv7.mlir. WASI preview 1 has no threads, so PrimRuntime is built
// without them (lib/Runtime/Threads.h): a parallel launch runs one task on
// the calling thread, TVM_NUM_THREADS=4 notwithstanding (TASKS=1).
// REQUIRES: wasi-libc, libclang-rt-22-dev-wasm32, wasm-ld, node
// DEFINE: %{name} = wasm32
// DEFINE: %{triple} = wasm32-unknown-wasi
// DEFINE: %{target} = -DTARGET=wasm32 -DBITS=32 -DENDIAN=little -DTASKS=1
//
// PrimRuntime, once for both ABIs.
// RUN: rm -rf %t && mkdir %t && cd %t && %wasi_cc %cross_runtime_cflags -c %cross_runtime_sources
// RUN: cd %t && llvm-ar rcs libPrimRuntime.a %cross_runtime_objects
// The objects' runtime functions are weak references, which take no member
// out of an archive: the whole of it is linked.
// DEFINE: %{runtime} = -Wl,--whole-archive %t/libPrimRuntime.a -Wl,--no-whole-archive
//
// RUN: prim-compile %S/Inputs/cross.mlir --target=%{triple} --abi=tvm-ffi --emit=obj -o %t/cross.ffi.o
// RUN: prim-compile %prim_src_root/examples/add_via_packed.mlir --target=%{triple} --abi=tvm-ffi --emit=obj --system-lib --library-description=false -o %t/syslib.ffi.o
// RUN: %wasi_cc %wasi_cflags -DPRIM_TEST_ABI_FFI %S/Inputs/cross.c %t/cross.ffi.o %t/syslib.ffi.o %{runtime} -o %t/cross.ffi.wasm
// RUN: env TVM_NUM_THREADS=4 %wasi_run %t/cross.ffi.wasm %{name} | FileCheck %S/Inputs/cross.mlir %{target} -DABI=tvm-ffi --check-prefixes=CHECK,FFI --match-full-lines
//
// RUN: prim-compile %S/Inputs/cross.mlir --target=%{triple} --abi=tvm-legacy --emit=obj -o %t/cross.legacy.o
// RUN: prim-compile %prim_src_root/examples/add_via_packed.mlir --target=%{triple} --abi=tvm-legacy --emit=obj --system-lib --library-description=false -o %t/syslib.legacy.o
// RUN: %wasi_cc %wasi_cflags -DPRIM_TEST_ABI_LEGACY %S/Inputs/cross.c %t/cross.legacy.o %t/syslib.legacy.o %{runtime} -o %t/cross.legacy.wasm
// RUN: env TVM_NUM_THREADS=4 %wasi_run %t/cross.legacy.wasm %{name} | FileCheck %S/Inputs/cross.mlir %{target} -DABI=tvm-legacy --check-prefixes=CHECK,LEGACY --match-full-lines
//
// At -O0, LLVM's FastISel compiles all of the module (lib/Compiler/Target.cpp
// keeps wasm code position-independent for it).
// RUN: prim-compile -O0 %S/Inputs/cross.mlir --target=%{triple} --abi=tvm-ffi --emit=obj -o %t/cross.O0.o
// RUN: %wasi_cc %wasi_cflags -DPRIM_TEST_ABI_FFI %S/Inputs/cross.c %t/cross.O0.o %t/syslib.ffi.o %{runtime} -o %t/cross.O0.wasm
// RUN: env TVM_NUM_THREADS=4 %wasi_run %t/cross.O0.wasm %{name} | FileCheck %S/Inputs/cross.mlir %{target} -DABI=tvm-ffi --check-prefixes=CHECK,FFI --match-full-lines
//
// Without --whole-archive, the archive's Workspace.o stays out: wasm-ld
// makes the weak references to its functions null, and the entry that needs
// a workspace reports it.
// RUN: %wasi_cc %wasi_cflags -DPRIM_TEST_ABI_FFI %S/Inputs/cross.c %t/cross.ffi.o %t/syslib.ffi.o %t/libPrimRuntime.a -o %t/partial.wasm
// RUN: not %wasi_run %t/partial.wasm %{name} 2>&1 | FileCheck %s --check-prefix=PARTIAL
// PARTIAL: {{.*}}check failed: {{.*}}reverse{{.*}}: reverse_compute: the runtime provides no workspace allocator (TVMBackendAllocWorkspace and TVMBackendFreeWorkspace)
// PARTIAL: wasm32 tvm-ffi: {{[0-9]+}} passed, 2 failed
//
// Every check of test/Execution/bad-input.mlir, with its messages.
// DEFINE: %{bad} = %prim_src_root/test/Execution/bad-input.mlir
// DEFINE: %{all} = TYPE,NDIM,SHAPE,STRIDES,OFFSET,DEVICE,DATA,ALIGN --match-full-lines -DTYPE_ERROR=TypeError -DVALUE_ERROR=ValueError
// RUN: prim-compile %{bad} --target=%{triple} --abi=tvm-ffi --emit=obj --system-lib -o %t/bad.ffi.o
// RUN: %wasi_cc %wasi_cflags -DPRIM_TEST_ABI_FFI %prim_src_root/test/Execution/Inputs/bad_input.c %t/bad.ffi.o %{runtime} -o %t/bad.ffi.wasm
// RUN: %wasi_run %t/bad.ffi.wasm linked | FileCheck %{bad} --check-prefixes=CHECK,FFI,FFITYPE,%{all}
// RUN: prim-compile %{bad} --target=%{triple} --abi=tvm-legacy --emit=obj --system-lib -o %t/bad.legacy.o
// RUN: %wasi_cc %wasi_cflags -DPRIM_TEST_ABI_LEGACY %prim_src_root/test/Execution/Inputs/bad_input.c %t/bad.legacy.o %{runtime} -o %t/bad.legacy.wasm
// RUN: %wasi_run %t/bad.legacy.wasm linked | FileCheck %{bad} --check-prefixes=CHECK,LEGACY,LEGACYTYPE,%{all}
//
// A failing program's exit status and stderr come back through the runner
// (the driver's usage error exits 2).
// RUN: sh -c '%wasi_run %t/cross.ffi.wasm; echo "exit status $?"' 2>&1 | FileCheck %s --check-prefix=USAGE --match-full-lines
// USAGE: usage: {{.*}}/cross.ffi.wasm TARGET-NAME
// USAGE-NEXT: exit status 2
