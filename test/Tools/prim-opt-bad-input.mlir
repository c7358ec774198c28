// Malformed IR gets a located diagnostic and a non-zero exit, never a crash.
// RUN: not prim-opt %s --split-input-file 2>&1 | FileCheck %s

// The attribute dictionary never closes; the error points where it gives up.
// CHECK: prim-opt-bad-input.mlir:[[# @LINE + 4]]:2: error: expected ')'
// CHECK-NOT: Stack dump
prim.func @unterminated(%a: memref<4xf32> {
  prim.return
}

// -----

// CHECK: prim-opt-bad-input.mlir:[[# @LINE + 2]]:15: error: use of undeclared SSA value name
prim.func @undeclared() -> f32 {
  prim.return %nowhere : f32
}

// -----

// CHECK: prim-opt-bad-input.mlir:[[# @LINE + 1]]:1: error: 'prim.func' op parameter #0 has type 'tensor<2xf32>'
prim.func @ill_typed(%t: tensor<2xf32>) {
  prim.return
}

// -----

// CHECK: prim-opt-bad-input.mlir:[[# @LINE + 1]]:1: error: custom op 'prim.fnuc' is unknown
prim.fnuc @typo() {
}
