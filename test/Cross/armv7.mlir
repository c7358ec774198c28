// Cross-execution on armv7 (arm-linux-gnueabihf: 32-bit, little-endian,
// hard float): Prim's objects for both ABIs, linked statically with
// PrimRuntime and the C drivers by GNU ld and by lld, run under qemu-user.
// Inputs/cross.c calls
// Inputs/cross.mlir's entries and a --system-lib object's (dtypes, a
// dynamic shape, a strided view with a byte offset, scalars in and out,
// packed calls in and out of the module, a parallel loop on PrimRuntime's
// thread pool, a workspace, bad calls); bad_input.c fails every check of an
// entry through the registry.
// REQUIRES: arm-linux-gnueabihf-gcc, qemu-arm
// DEFINE: %{name} = armv7
// DEFINE: %{triple} = armv7-unknown-linux-gnueabihf
// DEFINE: %{gcc} = arm-linux-gnueabihf-gcc
// DEFINE: %{qemu} = qemu-arm
// DEFINE: %{link} = -static
// DEFINE: %{target} = -DTARGET=armv7 -DBITS=32 -DENDIAN=little -DTASKS=4
//
// PrimRuntime, once for both ABIs.
// RUN: rm -rf %t && mkdir %t && cd %t && %{gcc} %cross_runtime_cflags -c %cross_runtime_sources
// RUN: cd %t && llvm-ar rcs libPrimRuntime.a %cross_runtime_objects
// The objects' runtime functions are weak references, which take no member
// out of an archive: the whole of it is linked.
// DEFINE: %{runtime} = -Wl,--whole-archive %t/libPrimRuntime.a -Wl,--no-whole-archive
//
// RUN: prim-compile %S/Inputs/cross.mlir --target=%{triple} --abi=tvm-ffi --emit=obj -o %t/cross.ffi.o
// RUN: prim-compile %prim_src_root/examples/add_via_packed.mlir --target=%{triple} --abi=tvm-ffi --emit=obj --system-lib --library-description=false -o %t/syslib.ffi.o
// RUN: %{gcc} %{link} %cross_cflags -DPRIM_TEST_ABI_FFI %S/Inputs/cross.c %t/cross.ffi.o %t/syslib.ffi.o %{runtime} -o %t/cross.ffi
// RUN: env TVM_NUM_THREADS=4 %{qemu} %t/cross.ffi %{name} | FileCheck %S/Inputs/cross.mlir %{target} -DABI=tvm-ffi --check-prefixes=CHECK,FFI --match-full-lines
//
// RUN: prim-compile %S/Inputs/cross.mlir --target=%{triple} --abi=tvm-legacy --emit=obj -o %t/cross.legacy.o
// RUN: prim-compile %prim_src_root/examples/add_via_packed.mlir --target=%{triple} --abi=tvm-legacy --emit=obj --system-lib --library-description=false -o %t/syslib.legacy.o
// RUN: %{gcc} %{link} %cross_cflags -DPRIM_TEST_ABI_LEGACY %S/Inputs/cross.c %t/cross.legacy.o %t/syslib.legacy.o %{runtime} -o %t/cross.legacy
// RUN: env TVM_NUM_THREADS=4 %{qemu} %t/cross.legacy %{name} | FileCheck %S/Inputs/cross.mlir %{target} -DABI=tvm-legacy --check-prefixes=CHECK,LEGACY --match-full-lines
//
// The same objects linked by LLVM's lld instead of GNU ld.
// RUN: %{gcc} %{link} %cross_lld %cross_cflags -DPRIM_TEST_ABI_FFI %S/Inputs/cross.c %t/cross.ffi.o %t/syslib.ffi.o %{runtime} -o %t/cross.ffi.lld
// RUN: env TVM_NUM_THREADS=4 %{qemu} %t/cross.ffi.lld %{name} | FileCheck %S/Inputs/cross.mlir %{target} -DABI=tvm-ffi --check-prefixes=CHECK,FFI --match-full-lines
// RUN: %{gcc} %{link} %cross_lld %cross_cflags -DPRIM_TEST_ABI_LEGACY %S/Inputs/cross.c %t/cross.legacy.o %t/syslib.legacy.o %{runtime} -o %t/cross.legacy.lld
// RUN: env TVM_NUM_THREADS=4 %{qemu} %t/cross.legacy.lld %{name} | FileCheck %S/Inputs/cross.mlir %{target} -DABI=tvm-legacy --check-prefixes=CHECK,LEGACY --match-full-lines
//
// Every check of test/Execution/bad-input.mlir, with its messages.
// DEFINE: %{bad} = %prim_src_root/test/Execution/bad-input.mlir
// DEFINE: %{all} = TYPE,NDIM,SHAPE,STRIDES,OFFSET,DEVICE,DATA,ALIGN --match-full-lines -DTYPE_ERROR=TypeError -DVALUE_ERROR=ValueError
// RUN: prim-compile %{bad} --target=%{triple} --abi=tvm-ffi --emit=obj --system-lib -o %t/bad.ffi.o
// RUN: %{gcc} %{link} %cross_cflags -DPRIM_TEST_ABI_FFI %prim_src_root/test/Execution/Inputs/bad_input.c %t/bad.ffi.o %{runtime} -o %t/bad.ffi
// RUN: %{qemu} %t/bad.ffi linked | FileCheck %{bad} --check-prefixes=CHECK,FFI,FFITYPE,%{all}
// RUN: prim-compile %{bad} --target=%{triple} --abi=tvm-legacy --emit=obj --system-lib -o %t/bad.legacy.o
// RUN: %{gcc} %{link} %cross_cflags -DPRIM_TEST_ABI_LEGACY %prim_src_root/test/Execution/Inputs/bad_input.c %t/bad.legacy.o %{runtime} -o %t/bad.legacy
// RUN: %{qemu} %t/bad.legacy linked | FileCheck %{bad} --check-prefixes=CHECK,LEGACY,LEGACYTYPE,%{all}
//
// A shared library for the target (--emit=shared: ld.lld, no cross
// compiler), opened with dlopen(RTLD_LOCAL) by a dynamically linked driver
// on a shared PrimRuntime and the target's glibc.
// DEFINE: %{sysroot} = /usr/arm-linux-gnueabihf
// RUN: %{gcc} -shared -fPIC %cross_runtime_cflags %cross_runtime_sources -o %t/libPrimRuntime.so
// RUN: prim-compile %{bad} --target=%{triple} --abi=tvm-ffi --emit=shared -o %t/bad.ffi.so
// RUN: %{gcc} %cross_dynamic_cflags -DPRIM_TEST_ABI_FFI %prim_src_root/test/Execution/Inputs/bad_input.c -L%t -lPrimRuntime -Wl,-rpath,%t -ldl -o %t/bad.ffi.dynamic
// RUN: %{qemu} -L %{sysroot} %t/bad.ffi.dynamic %t/bad.ffi.so | FileCheck %{bad} --check-prefixes=CHECK,FFI,FFITYPE,%{all}
// RUN: prim-compile %{bad} --target=%{triple} --abi=tvm-legacy --emit=shared -o %t/bad.legacy.so
// RUN: %{gcc} %cross_dynamic_cflags -DPRIM_TEST_ABI_LEGACY %prim_src_root/test/Execution/Inputs/bad_input.c -L%t -lPrimRuntime -Wl,-rpath,%t -ldl -o %t/bad.legacy.dynamic
// RUN: %{qemu} -L %{sysroot} %t/bad.legacy.dynamic %t/bad.legacy.so | FileCheck %{bad} --check-prefixes=CHECK,LEGACY,LEGACYTYPE,%{all}
//
// T.tvm_struct_get, T.tvm_struct_set and T.isnullptr
// (test/Execution/tvmscript-lowered.mlir, tvmscript-lowered-ffi.mlir) read
// and write the 32-bit DLTensor's, TVMValue's and TVMFFIAny's fields where
// arm's C compiler puts them, and T.call_packed_lowered
// (tvmscript-lowered-call.mlir) passes a 32-bit TVMFFIAny stack.
// DEFINE: %{lowered} = %prim_src_root/test/Execution/Inputs/tvmscript_lowered
// RUN: prim-translate --import-tvmscript %{lowered}.py -o %t/lowered.mlir
// RUN: prim-compile %t/lowered.mlir --target=%{triple} --abi=tvm-ffi --emit=shared -o %t/lowered.ffi.so
// RUN: %{gcc} %cross_dynamic_cflags -DPRIM_TEST_ABI_FFI %{lowered}.c -L%t -lPrimRuntime -Wl,-rpath,%t -ldl -o %t/lowered.ffi.dynamic
// RUN: %{qemu} -L %{sysroot} %t/lowered.ffi.dynamic %t/lowered.ffi.so | FileCheck %prim_src_root/test/Execution/tvmscript-lowered.mlir --check-prefixes=CHECK,FFI
// RUN: prim-translate --import-tvmscript %{lowered}_ffi.py -o %t/lowered_any.mlir
// RUN: prim-compile %t/lowered_any.mlir --target=%{triple} --abi=tvm-ffi --emit=shared -o %t/lowered_any.so
// RUN: %{gcc} %cross_dynamic_cflags %{lowered}_ffi.c -ldl -o %t/lowered_any.dynamic
// RUN: %{qemu} -L %{sysroot} %t/lowered_any.dynamic %t/lowered_any.so | FileCheck %prim_src_root/test/Execution/tvmscript-lowered-ffi.mlir
// RUN: prim-translate --import-tvmscript %{lowered}_call.py -o %t/lowered_call.mlir
// RUN: prim-compile %t/lowered_call.mlir --target=%{triple} --abi=tvm-ffi --emit=shared -o %t/lowered_call.so
// RUN: %{gcc} %cross_dynamic_cflags -DPRIM_TEST_ABI_FFI %{lowered}_call.c -L%t -lPrimRuntime -Wl,-rpath,%t -ldl -o %t/lowered_call.dynamic
// RUN: %{qemu} -L %{sysroot} %t/lowered_call.dynamic %t/lowered_call.so | FileCheck %prim_src_root/test/Execution/tvmscript-lowered-call.mlir
