// RUN: prim-opt %s --canonicalize --split-input-file | FileCheck %s

// An assert on a constant true can never fail: it is erased.
// CHECK-LABEL: prim.func @assert_true
// CHECK-NEXT: prim.return
prim.func @assert_true() {
  %true = arith.constant true
  prim.assert %true, "always holds"
  prim.return
}

// -----

// An assert that folds to true once its operands are constant is erased too.
// CHECK-LABEL: prim.func @assert_folds_true
// CHECK-NEXT: prim.return
prim.func @assert_folds_true() {
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %ok = arith.cmpi slt, %c4, %c5 : index
  prim.assert %ok, "4 < 5"
  prim.return
}

// -----

// An assert on a constant false stays: it reports at run time.
// CHECK-LABEL: prim.func @assert_false
// CHECK-NEXT: %[[FALSE:.*]] = arith.constant false
// CHECK-NEXT: prim.assert %[[FALSE]], "never holds"
// CHECK-NEXT: prim.return
prim.func @assert_false() {
  %false = arith.constant false
  prim.assert %false, "never holds"
  prim.return
}

// -----

// An assert on a runtime value stays.
// CHECK-LABEL: prim.func @assert_dynamic
// CHECK-SAME: (%[[N:.*]]: i64)
// CHECK: %[[OK:.*]] = arith.cmpi sgt, %[[N]]
// CHECK-NEXT: prim.assert %[[OK]], "n > 0"
// CHECK-NEXT: prim.return
prim.func @assert_dynamic(%n: i64) {
  %c0 = arith.constant 0 : i64
  %ok = arith.cmpi sgt, %n, %c0 : i64
  prim.assert %ok, "n > 0"
  prim.return
}
