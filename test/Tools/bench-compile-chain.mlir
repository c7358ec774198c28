// utils/bench_compile.py --chain 1 times modules of functions that call no
// other (gen_modules.py --chain 1: no cpacked call on either side), and its
// report says so and gives the generator's command.

// RUN: rm -rf %t && mkdir -p %t
// RUN: python3 %prim_src_root/utils/bench_compile.py --prim-compile %prim_obj_root/bin/prim-compile --counts 10 --runs 1 --chain 1 --keep %t/work --json %t/out.json > %t/out.md 2> %t/err.txt
// RUN: FileCheck %s --input-file=%t/out.md
// RUN: FileCheck %s --check-prefix=SOURCES --input-file=%t/work/n10/prim_10.mlir
// RUN: not grep -q 'if (f[0-9]*(stack_values' %t/work/n10/c_10.c
// RUN: python3 %prim_src_root/utils/bench_compile.py --render %t/out.json | FileCheck %s
// A negative --chain is refused before anything is timed.
// RUN: not python3 %prim_src_root/utils/bench_compile.py --prim-compile %prim_obj_root/bin/prim-compile --counts 10 --runs 1 --chain -1 2>&1 | FileCheck %s --check-prefix=NEGATIVE

// CHECK: behind a checked packed entry point (legacy TVM packed C ABI), and no function calls another.
// CHECK: - sources: `utils/gen_modules.py --count N --chain 1 --out-dir DIR`.
// CHECK: | 10 | {{[0-9.]+}} | {{[0-9.]+}} | {{[0-9.]+}} | {{[0-9.]+}} |

// NEGATIVE-NOT: Traceback
// NEGATIVE-NOT: run 1:
// NEGATIVE: error: --chain must not be negative
// NEGATIVE-NOT: Traceback

// SOURCES: (0 cpacked calls)
// SOURCES-NOT: prim.call_cpacked @
