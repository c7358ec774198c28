// A module large enough that prim-compile splits it into partitions (each
// optimized and compiled on its own, then linked by lld -r in process): every
// function still computes its own result, including those whose callee or
// out-of-line helpers landed in another partition.
// RUN: rm -rf %t && mkdir -p %t
// RUN: python3 %prim_src_root/utils/gen_modules.py --count 80 --out-dir %t
// RUN: prim-compile %t/prim_80.mlir --emit=obj --abi=tvm-legacy --threads=2 -o %t/split.o
// RUN: llvm-readelf -s %t/split.o | FileCheck %s --check-prefix=SPLIT
// RUN: prim-compile %t/prim_80.mlir --emit=shared %prim_sanitize --abi=tvm-legacy --threads=2 -o %t/lib.so
// RUN: %cc -DPRIM_TEST_ABI_LEGACY %S/Inputs/partitions.c %prim_runtime -o %t/run
// RUN: %t/run %t/lib.so 80 | FileCheck %s --match-full-lines
// The library exports the entries and nothing that a partition had to share.
// RUN: llvm-readelf --dyn-syms %t/lib.so | FileCheck %s --check-prefix=EXPORTS

// A body that another partition calls became a hidden global, named for the
// module.
// SPLIT: {{.*}} GLOBAL HIDDEN {{.*}} __prim_{{[0-9a-f]+}}_f{{[0-9]+}}_compute{{$}}

// CHECK: 80 of 80 functions right
// CHECK-NEXT: tvm-legacy: 160 checks, 0 failed

// EXPORTS: {{.*}} GLOBAL DEFAULT {{.*}} f39
// EXPORTS-NOT: __prim_{{[0-9a-f]+}}_
