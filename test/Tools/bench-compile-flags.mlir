// utils/bench_compile.py --prim-flag passes a flag on to both prim-compile
// commands it times, and its report and JSON name it: here the table form
// of every entry.

// RUN: rm -rf %t && mkdir -p %t
// RUN: python3 %prim_src_root/utils/bench_compile.py --prim-compile %prim_obj_root/bin/prim-compile --counts 10 --runs 1 --chain 1 --prim-flag=--check-table-threshold=1 --json %t/out.json > %t/out.md 2> %t/err.txt
// RUN: FileCheck %s --input-file=%t/out.md
// RUN: python3 %prim_src_root/utils/bench_compile.py --render %t/out.json | FileCheck %s
// RUN: FileCheck %s --check-prefix=JSON --input-file=%t/out.json
// A flag prim-compile refuses stops the run at the warm-up, before anything
// is timed.
// RUN: not python3 %prim_src_root/utils/bench_compile.py --prim-compile %prim_obj_root/bin/prim-compile --counts 10 --runs 1 --prim-flag=--no-such-flag > %t/bad.md 2> %t/bad.txt
// RUN: FileCheck %s --check-prefix=BAD --input-file=%t/bad.txt
// RUN: not grep -q 'run 1' %t/bad.txt

// CHECK: - prim, all cores (its default): `{{.*}}prim-compile DIR/prim_N.mlir -O2 --mcpu=native --abi=tvm-legacy --emit=obj --check-table-threshold=1 -o DIR/prim_N.o`
// CHECK-NEXT: - prim, one thread, with the phases: `{{.*}} --check-table-threshold=1 --threads=1 --mlir-timing -o DIR/prim_N.serial.o`
// CHECK: | 10 | {{[0-9.]+}} | {{[0-9.]+}} | {{[0-9.]+}} | {{[0-9.]+}} |

// JSON: "prim_flags": [
// JSON-NEXT: "--check-table-threshold=1"
// JSON-NEXT: ],

// BAD: warm-up failed: {{.*}}prim-compile {{.*}} --no-such-flag -o {{.*}}
// BAD: Unknown command line argument '--no-such-flag'
