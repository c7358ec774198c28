// utils/tvm_pairs.py on a corpus of its own (Inputs/tvm_pairs): pairs that
// agree (one with a dim an entry derives from another, "n * 2"), a
// disagreement, a write past a buffer's end, a listed difference, a listed
// pair that agrees, and one that agrees but is listed as undefined, each
// with the outcome the tool must give; the refusals list (Inputs/tvm_pairs/
// refusals.tsv): a listed refusal TVM makes too, one whose error is not the
// listed one, a listed file that imports, and a refusal nobody listed; and
// "skipped" without a corpus.

// RUN: rm -rf %t && mkdir -p %t
// RUN: not /usr/bin/python3 %prim_src_root/utils/tvm_pairs.py --build %prim_obj_root --python /usr/bin/python3 --jobs 1 --corpus %S/Inputs/tvm_pairs --known %S/Inputs/tvm_pairs/known.tsv --refusals %S/Inputs/tvm_pairs/refusals.tsv --out %t/out > %t/log
// RUN: FileCheck %s < %t/log
// RUN: /usr/bin/python3 -c "import numpy; d = numpy.load('%t/out/wrong.before.npz'); print(sorted(d.files), d['arg0'].shape)" | FileCheck %s --check-prefix=INPUTS
// RUN: /usr/bin/python3 %prim_src_root/utils/tvm_pairs.py --build %prim_obj_root --corpus %t/none | FileCheck %s --check-prefix=SKIP

// CHECK: import: 14 of 17 files import (82.4%)
// CHECK-NEXT: import: 14 of the 16 files TVM compiles for a CPU (87.5%); not counted: 1 listed as 'tvm refuses: ...' in {{.*}}refusals.tsv
// CHECK-NEXT: compile: 14 of 17 files import and compile (82.4%)
// CHECK-NEXT: FAIL moved.py: the error no longer contains 'out-of-bounds access to 'B'' ({{.*}}refusals.tsv): {{.*}}moved.py:5:7: error: out-of-bounds access to 'A': index -1 of dimension 0 is outside [0, 4)
// CHECK-NEXT: FAIL same.before.py imports now; remove it from {{.*}}refusals.tsv
// CHECK-NEXT: FAIL unlisted.py is refused and not listed in {{.*}}refusals.tsv: {{.*}}unlisted.py:5:12: error: 'T.no_such_intrinsic' is not supported by Prim's TVMScript importer
// CHECK-NEXT: FAIL wrong.before.py -> wrong.after.py: differ: before: dynamic dims and integer scalars 1: argument #1 (int32[8]) at [5]: {{[0-9]+}} and {{[0-9]+}}; inputs in {{.*}}/out/wrong.before.npz
// CHECK-NEXT: reproduce: utils/tvm_pairs.py --pair wrong.before.py --seed 1 --corpus {{.*}}tvm_pairs (pair seed 1683120378)
// CHECK-NEXT: FAIL overrun.before.py -> overrun.after.py: differ: before: dynamic dims and integer scalars 8: after write past argument #0; inputs in {{.*}}/out/overrun.before.npz
// CHECK-NEXT: reproduce: utils/tvm_pairs.py --pair overrun.before.py
// CHECK-NEXT: FAIL listed.before.py -> listed.after.py: listed as a known difference ('listed although both sides are the same') but agrees now; remove it from {{.*}}known.tsv
// CHECK-NEXT: pairs: 8 selected of 8; 7 with both sides compiling; 2 agree, 2 known differences, 0 not run
// CHECK-NEXT: 4 passed, 6 failed

// INPUTS: ['arg0', 'arg1'] (8,)

// SKIP: skipped: no TVM test corpus at {{.*}}none (pairs.tsv is missing)
