// PrimRuntime built without threads (-DPRIM_RUNTIME_THREADS=0, as for a
// target whose C library has none; lib/Runtime/Threads.h) on the host: the
// same drivers and checks as the cross targets, with each parallel launch
// run as one task on the calling thread although TVM_NUM_THREADS=4.
// DEFINE: %{target} = -DTARGET=host %host_layout -DTASKS=1
// RUN: rm -rf %t && mkdir %t && cd %t && %cc %cross_runtime_cflags -DPRIM_RUNTIME_THREADS=0 -c %cross_runtime_sources
// RUN: cd %t && llvm-ar rcs libPrimRuntime.a %cross_runtime_objects
// Nothing of it needs pthreads.
// RUN: llvm-nm --undefined-only %t/libPrimRuntime.a | FileCheck %s --check-prefix=NOPTHREAD
// NOPTHREAD-NOT: pthread_
// DEFINE: %{runtime} = -Wl,--whole-archive %t/libPrimRuntime.a -Wl,--no-whole-archive
//
// RUN: prim-compile %S/Inputs/cross.mlir --abi=tvm-ffi --emit=obj -o %t/cross.ffi.o
// RUN: prim-compile %prim_src_root/examples/add_via_packed.mlir --abi=tvm-ffi --emit=obj --system-lib --library-description=false -o %t/syslib.ffi.o
// RUN: %cc -DPRIM_TEST_STATIC -DPRIM_TEST_ABI_FFI %S/Inputs/cross.c %t/cross.ffi.o %t/syslib.ffi.o %{runtime} -o %t/cross.ffi
// RUN: env TVM_NUM_THREADS=4 %t/cross.ffi host | FileCheck %S/Inputs/cross.mlir %{target} -DABI=tvm-ffi --check-prefixes=CHECK,FFI --match-full-lines
//
// RUN: prim-compile %S/Inputs/cross.mlir --abi=tvm-legacy --emit=obj -o %t/cross.legacy.o
// RUN: prim-compile %prim_src_root/examples/add_via_packed.mlir --abi=tvm-legacy --emit=obj --system-lib --library-description=false -o %t/syslib.legacy.o
// RUN: %cc -DPRIM_TEST_STATIC -DPRIM_TEST_ABI_LEGACY %S/Inputs/cross.c %t/cross.legacy.o %t/syslib.legacy.o %{runtime} -o %t/cross.legacy
// RUN: env TVM_NUM_THREADS=4 %t/cross.legacy host | FileCheck %S/Inputs/cross.mlir %{target} -DABI=tvm-legacy --check-prefixes=CHECK,LEGACY --match-full-lines
