// Bare metal, TVM's AOT path: Inputs/cortex-m4.mlir's packed entries and
// api(unpacked) main, compiled for a Cortex-M4 (thumbv7em-none-eabihf, hard
// float) for both ABIs, linked by arm-none-eabi-gcc with newlib and
// Inputs/cortex-m4.c, a host without an OS or PrimRuntime (its own error
// setter, workspace allocator over a static arena, serial parallel launch
// and packed function), and run on QEMU's MPS2 AN386 board. Output and the
// exit status go through Arm semihosting; `timeout` fails a hang.
// REQUIRES: arm-none-eabi-gcc, arm-none-eabi-newlib, qemu-system-arm
// DEFINE: %{prim} = prim-compile %S/Inputs/cortex-m4.mlir --target=thumbv7em-none-eabihf --mcpu=cortex-m4 --emit=obj
// arm-none-eabi-gcc searches newlib's headers only: DLPack's (from
// libdlpack-dev) comes in through a directory that holds nothing else.
// DEFINE: %{gcc} = arm-none-eabi-gcc -mcpu=cortex-m4 -mthumb -mfloat-abi=hard -mfpu=fpv4-sp-d16 -std=c11 -O1 -Wall -Wextra -Werror -I%prim_src_root/include -I%prim_src_root/test/Execution/Inputs -I%prim_src_root/test/Inputs -I%t/include --specs=rdimon.specs -nostartfiles -T %S/Inputs/cortex-m4.ld %S/Inputs/cortex-m4-startup.c %S/Inputs/cortex-m4.c
// DEFINE: %{qemu} = timeout 120 qemu-system-arm -M mps2-an386 -nographic -monitor none -semihosting -kernel
// RUN: rm -rf %t && mkdir -p %t/include && ln -s /usr/include/dlpack %t/include/dlpack
//
// RUN: %{prim} --abi=tvm-ffi -o %t/ffi.o
// RUN: %{gcc} -DPRIM_TEST_ABI_FFI %t/ffi.o -o %t/ffi.elf
// RUN: %{qemu} %t/ffi.elf | FileCheck %S/Inputs/cortex-m4.mlir -DABI=tvm-ffi -DENUM=1 --check-prefixes=CHECK,FFI --match-full-lines
//
// RUN: %{prim} --abi=tvm-legacy -o %t/legacy.o
// RUN: %{gcc} -DPRIM_TEST_ABI_LEGACY %t/legacy.o -o %t/legacy.elf
// RUN: %{qemu} %t/legacy.elf | FileCheck %S/Inputs/cortex-m4.mlir -DABI=tvm-legacy -DENUM=1 --check-prefixes=CHECK,LEGACY --match-full-lines
//
// A host built with -fno-short-enums reads the same tensors, and Prim's
// (host_log's argument) with a 4-byte device_type: the entries read
// device_type's byte alone, and a call stores its padding as zeros. (newlib
// itself has short enums: the linker's warning about it is off.)
// RUN: %{gcc} -DPRIM_TEST_ABI_FFI -fno-short-enums -Wl,--no-enum-size-warning %t/ffi.o -o %t/int-enums.elf
// RUN: %{qemu} %t/int-enums.elf | FileCheck %S/Inputs/cortex-m4.mlir -DABI=tvm-ffi -DENUM=4 --check-prefixes=CHECK,FFI --match-full-lines
//
// Nothing of an OS: no constructor to run, no thread-local storage.
// RUN: llvm-readelf -S %t/ffi.o %t/legacy.o | FileCheck %s --check-prefix=SECTIONS
// SECTIONS-NOT: {{init_array|ctors|\.tdata|\.tbss}}
//
// A failing driver fails the test: a host whose parallel launch runs no task
// fails a check of square_par and exits 1; one that faults exits 3.
// RUN: %{gcc} -DPRIM_TEST_ABI_FFI -DBROKEN_HOST_SKIPS_TASKS %t/ffi.o -o %t/skips.elf
// RUN: not %{qemu} %t/skips.elf | FileCheck %s --check-prefix=SKIPS
// SKIPS: square_par n=50: y = x * x, 1 launch of 0 task
// SKIPS: cortex-m4 tvm-ffi: {{[0-9]+}} passed, 1 failed
// RUN: %{gcc} -DPRIM_TEST_ABI_FFI -DBROKEN_HOST_FAULTS %t/ffi.o -o %t/faults.elf
// RUN: %python -c "import subprocess, sys; sys.exit(subprocess.call(sys.argv[1:]) != 3)" %{qemu} %t/faults.elf | FileCheck %s --check-prefix=FAULTS
// FAULTS: sum_f32 n=8 = 7.75
// FAULTS-NOT: square_par
