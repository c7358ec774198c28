// utils/tvm_pairs.py on a corpus of its own (Inputs/tvm_pairs): pairs that
// agree (one with a dim an entry derives from another, "n * 2"), a
// disagreement, a write past a buffer's end, a listed difference, a listed
// pair that agrees, one that agrees but lists "agree", one listed as
// differing in values that writes past a buffer's end instead, entries that
// refuse every input with different messages (a failure) and alike (not
// run), and pairs with a side that does not import or does not compile,
// each with the outcome the tool must give; the refusals list (Inputs/
// tvm_pairs/refusals.tsv): a listed refusal TVM makes too, one whose error
// is not the listed one, one whose listed text is only in the file's name,
// a listed file that imports, and refusals nobody listed; the rates over
// every file and over those manifest.tsv does not tag negative_test?; the
// quick mode, which runs every listed pair and checks a pair's files
// outside its quarter; and "skipped" without a corpus.

// RUN: rm -rf %t && mkdir -p %t
// RUN: not /usr/bin/python3 %prim_src_root/utils/tvm_pairs.py --build %prim_obj_root --python /usr/bin/python3 --jobs 1 --corpus %S/Inputs/tvm_pairs --known %S/Inputs/tvm_pairs/known.tsv --refusals %S/Inputs/tvm_pairs/refusals.tsv --out %t/out > %t/log
// RUN: FileCheck %s < %t/log
// RUN: not /usr/bin/python3 %prim_src_root/utils/tvm_pairs.py --quick --build %prim_obj_root --python /usr/bin/python3 --jobs 1 --corpus %S/Inputs/tvm_pairs --known %S/Inputs/tvm_pairs/known.tsv --refusals %S/Inputs/tvm_pairs/refusals.tsv --out %t/out-quick > %t/quick.log
// RUN: FileCheck %s --check-prefix=QUICK --match-full-lines < %t/quick.log
// RUN: /usr/bin/python3 -c "import numpy; d = numpy.load('%t/out/wrong.before.npz'); print(sorted(d.files), d['arg0'].shape)" | FileCheck %s --check-prefix=INPUTS
// RUN: /usr/bin/python3 %prim_src_root/utils/tvm_pairs.py --build %prim_obj_root --corpus %t/none | FileCheck %s --check-prefix=SKIP

// CHECK: import: 23 of 28 files import (82.1%)
// CHECK-NEXT: import: 23 of the 25 files not tagged negative_test? import (92.0%)
// CHECK-NEXT: import: 23 of the 27 files TVM compiles for a CPU (85.2%); not counted: 1 listed as 'tvm refuses: ...' in {{.*}}refusals.tsv
// CHECK-NEXT: compile: 22 of 28 files import and compile (78.6%)
// CHECK-NEXT: FAIL cross_refused.py is refused and not listed in {{.*}}refusals.tsv: {{.*}}cross_refused.py:6:16: error: 'T.not_an_intrinsic' is not supported by Prim's TVMScript importer
// CHECK-NEXT: FAIL float8_named.py: the error no longer contains 'float8' ({{.*}}refusals.tsv): {{.*}}float8_named.py:5:12: error: 'T.no_such_intrinsic' is not supported by Prim's TVMScript importer
// CHECK-NEXT: FAIL moved.py: the error no longer contains 'out-of-bounds access to 'B'' ({{.*}}refusals.tsv): {{.*}}moved.py:5:7: error: out-of-bounds access to 'A': index -1 of dimension 0 is outside [0, 4)
// CHECK-NEXT: FAIL same.before.py imports now; remove it from {{.*}}refusals.tsv
// CHECK-NEXT: FAIL unlisted.py is refused and not listed in {{.*}}refusals.tsv: {{.*}}unlisted.py:5:12: error: 'T.no_such_intrinsic' is not supported by Prim's TVMScript importer
// CHECK-NEXT: FAIL clash.after.py imports but does not compile: {{.*}}clash.after.py.mlir:2:3: error: 'TVMFFIErrorSetRaisedFromCStr' is a function the code for the tvm-ffi ABI calls, {{.*}}
// CHECK-NEXT: FAIL wrong.before.py -> wrong.after.py: differ: before: dynamic dims and integer scalars 1: argument #1 (int32[8]) at [5]: {{[0-9]+}} and {{[0-9]+}}; inputs in {{.*}}/out/wrong.before.npz
// CHECK-NEXT: reproduce: utils/tvm_pairs.py --pair wrong.before.py --seed 1 --corpus {{.*}}tvm_pairs (pair seed 1683120378)
// CHECK-NEXT: FAIL overrun.before.py -> overrun.after.py: differ: before: dynamic dims and integer scalars 8: after write past argument #0; inputs in {{.*}}/out/overrun.before.npz
// CHECK-NEXT: reproduce: utils/tvm_pairs.py --pair overrun.before.py
// CHECK-NEXT: FAIL listed.before.py -> listed.after.py: listed as a known difference ('listed although both sides are the same') but agrees now; remove it from {{.*}}known.tsv
// CHECK-NEXT: FAIL knownwrite.before.py -> knownwrite.after.py: listed in {{.*}}known.tsv with the outcome 'values' ('listed as differing in values, but the after side writes past A'), but: writes: before: dynamic dims and integer scalars 8: after write past argument #0; inputs in {{.*}}/out/knownwrite.before.npz
// CHECK-NEXT: reproduce: utils/tvm_pairs.py --pair knownwrite.before.py
// CHECK-NEXT: FAIL refuse.before.py -> refuse.after.py: differ: before: dynamic dims and integer scalars 1: before: RuntimeError: n must be negative; after: RuntimeError: n is not negative; inputs in {{.*}}/out/refuse.before.npz
// CHECK-NEXT: reproduce: utils/tvm_pairs.py --pair refuse.before.py
// CHECK-NEXT: pairs: 13 selected of 13; 10 with both sides compiling; 2 agree, 2 known differences, 4 not run
// CHECK-NEXT: not run: broken.py: broken.py does not import: {{.*}}broken.py:5:7: error: out-of-bounds access to 'A': index 4 of dimension 0 is outside [0, 4)
// CHECK-NEXT: not run: cross.before.py: cross_refused.py does not import: {{.*}}cross_refused.py:6:16: error: 'T.not_an_intrinsic' is not supported by Prim's TVMScript importer
// CHECK-NEXT: not run: compiles.before.py: clash.after.py does not compile: {{.*}}clash.after.py.mlir:2:3: error: {{.*}}
// CHECK-NEXT: not run: alike.before.py: the entries refuse every size tried: RuntimeError: n must be negative
// CHECK-NEXT: 4 passed, 11 failed ({{[0-9]+}} s)

// The quick mode rates a quarter of the files (half.after.py,
// listed.before.py, cross.before.py, compiles.before.py); it runs the pairs
// of a quarter (listed, cross, compiles) and every listed pair (half,
// undef, knownwrite), and names what drops a pair: cross_refused.py, outside
// the quarter, is refused and not listed; clash.after.py does not compile.
// QUICK: import: 4 of 4 files import (100.0%); a fixed quarter of the 28 (the full mode imports every one)
// QUICK-NEXT: import: 4 of the 4 files not tagged negative_test? import (100.0%)
// QUICK-NEXT: import: 4 of the 4 files TVM compiles for a CPU (100.0%); not counted: 0 listed as 'tvm refuses: ...' in {{.*}}refusals.tsv
// QUICK-NEXT: FAIL cross_refused.py is refused and not listed in {{.*}}refusals.tsv: {{.*}}cross_refused.py:6:16: error: 'T.not_an_intrinsic' is not supported by Prim's TVMScript importer
// QUICK-NEXT: FAIL clash.after.py imports but does not compile: {{.*}}
// QUICK-NEXT: FAIL listed.before.py -> listed.after.py: listed as a known difference {{.*}}
// QUICK-NEXT: FAIL knownwrite.before.py -> knownwrite.after.py: listed in {{.*}}known.tsv with the outcome 'values' {{.*}}, but: writes: {{.*}}
// QUICK-NEXT: reproduce: utils/tvm_pairs.py --pair knownwrite.before.py {{.*}}
// QUICK-NEXT: pairs: 6 selected of 13 (a fixed quarter and every listed pair); 4 with both sides compiling; 0 agree, 2 known differences, 2 not run
// QUICK-NEXT: not run: cross.before.py: cross_refused.py does not import: {{.*}}
// QUICK-NEXT: not run: compiles.before.py: clash.after.py does not compile: {{.*}}
// QUICK-NEXT: 2 passed, 4 failed ({{[0-9]+}} s)

// INPUTS: ['arg0', 'arg1'] (8,)

// SKIP: skipped: no TVM test corpus at {{.*}}none (pairs.tsv is missing)
