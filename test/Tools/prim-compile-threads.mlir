// The object's bytes depend on the module alone: the same for any --threads
// and on every run, although the module is split into partitions that
// threads compile in whatever order they finish, and a thread's target
// machine compiles its partitions in turn (with --threads=1, all of them).
// RUN: rm -rf %t && mkdir -p %t
// RUN: python3 %prim_src_root/utils/gen_modules.py --count 60 --out-dir %t
// RUN: prim-compile %t/prim_60.mlir %pinned_target --abi=tvm-legacy --emit=obj --threads=1 -o %t/one.o
// RUN: prim-compile %t/prim_60.mlir %pinned_target --abi=tvm-legacy --emit=obj --threads=4 -o %t/four.o
// RUN: prim-compile %t/prim_60.mlir %pinned_target --abi=tvm-legacy --emit=obj --threads=4 -o %t/four-again.o
// RUN: prim-compile %t/prim_60.mlir %pinned_target --abi=tvm-legacy --emit=obj -o %t/default.o
// RUN: cmp %t/one.o %t/four.o
// RUN: cmp %t/four.o %t/four-again.o
// RUN: cmp %t/one.o %t/default.o
// The module was split (a promoted body), so the comparison means something.
// RUN: llvm-readelf -s %t/one.o | FileCheck %s
// CHECK: GLOBAL HIDDEN {{.*}} __prim_{{[0-9a-f]+}}_{{.*}}_compute

// A module of a few functions is split in two, so that two cores share it,
// with the same bytes for any --threads; a module of one small function is
// not split.
// RUN: python3 %prim_src_root/utils/gen_modules.py --count 10 --out-dir %t
// RUN: prim-compile %t/prim_10.mlir %pinned_target --abi=tvm-legacy --emit=obj --threads=1 -o %t/ten-one.o
// RUN: prim-compile %t/prim_10.mlir %pinned_target --abi=tvm-legacy --emit=obj --threads=2 -o %t/ten-two.o
// RUN: cmp %t/ten-one.o %t/ten-two.o
// RUN: llvm-readelf -s %t/ten-one.o | FileCheck %s
// RUN: python3 %prim_src_root/utils/gen_modules.py --count 1 --out-dir %t
// RUN: prim-compile %t/prim_1.mlir %pinned_target --abi=tvm-legacy --emit=obj -o %t/whole.o
// RUN: llvm-readelf -s %t/whole.o | FileCheck %s --check-prefix=WHOLE
// WHOLE-NOT: __prim_{{[0-9a-f]+}}_
// WHOLE: GLOBAL DEFAULT {{.*}} f0{{$}}
// WHOLE-NOT: __prim_{{[0-9a-f]+}}_

// A negative count is refused, and nothing is written.
// RUN: not prim-compile %t/prim_60.mlir --threads=-1 -o %t/never.o 2>&1 | FileCheck %s --check-prefix=NEGATIVE
// RUN: not ls %t/never.o
// NEGATIVE: prim-compile: --threads=-1 is negative; 0 means one per core
