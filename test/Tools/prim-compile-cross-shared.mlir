// --emit=shared for an ELF target other than the host links with ld.lld,
// which takes the target from the object: no cross compiler is needed. The
// library records its --link dependency (DT_NEEDED, with a RUNPATH to its
// directory), as a host library does.
// RUN: rm -rf %t && mkdir %t
// RUN: prim-compile %s --emit=shared --target=aarch64-unknown-linux-gnu -o %t/libdep.so
// RUN: prim-compile %s --emit=shared --target=aarch64-unknown-linux-gnu --link=%t/libdep.so -o %t/lib64.so
// RUN: llvm-readobj --file-headers --dynamic-table %t/lib64.so | FileCheck %s --check-prefix=AARCH64 -DDIR=%t
// RUN: llvm-nm -D --defined-only %t/lib64.so | FileCheck %s --check-prefix=SYMBOLS
// RUN: prim-compile %s --emit=shared --target=armv7-unknown-linux-gnueabihf --abi=tvm-legacy -o %t/lib32.so
// RUN: llvm-readobj --file-headers %t/lib32.so | FileCheck %s --check-prefix=ARMV7
// RUN: prim-compile %s --emit=shared --target=riscv64-unknown-linux-gnu -o %t/librv.so
// RUN: llvm-readobj --file-headers %t/librv.so | FileCheck %s --check-prefix=RISCV64

// A failed link reports ld.lld's message and leaves the output as it was.
// RUN: echo previous > %t/bad.so
// RUN: not prim-compile %s --emit=shared --target=aarch64-unknown-linux-gnu --link=%t/lib32.so -o %t/bad.so 2>&1 | FileCheck %s --check-prefix=MIXED
// RUN: FileCheck %s --check-prefix=UNTOUCHED --input-file=%t/bad.so

// AARCH64: Format: elf64-littleaarch64
// AARCH64: Type: SharedObject
// AARCH64-DAG: NEEDED Shared library: [libdep.so]
// AARCH64-DAG: RUNPATH Library runpath: [[[DIR]]]
// ARMV7: Format: elf32-littlearm
// ARMV7: Type: SharedObject
// RISCV64: Format: elf64-littleriscv
// RISCV64: Type: SharedObject
// Linux's RV64GC with the lp64d ABI, as clang and the distributions build:
// RISCV64: EF_RISCV_FLOAT_ABI_DOUBLE
// RISCV64-NEXT: EF_RISCV_RVC

// SYMBOLS: T __tvm_ffi_add_one

// MIXED: error: linking '{{.*}}bad.so' failed: {{.*}}lib32.so is incompatible with {{.*}}
// UNTOUCHED: {{^}}previous{{$}}

prim.func @add_one(%a: memref<4xf32>, %b: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1.0 : f32
  scf.for %i = %c0 to %c4 step %c1 {
    %x = memref.load %a[%i] : memref<4xf32>
    %y = arith.addf %x, %one : f32
    memref.store %y, %b[%i] : memref<4xf32>
  }
  prim.return
}
