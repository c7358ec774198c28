// The module's checker is optimized only when a table entry calls it on
// every call; called by straight-line entries alone, it runs once a check
// has failed, and is compiled unoptimized (optnone) and cold.
// RUN: prim-opt %s --split-input-file --prim-make-packed-api="abi=tvm-legacy check-table-threshold=2" | FileCheck %s

// Straight-line entries only.
prim.func @one(%a: memref<4xf32>) {
  prim.return
}
prim.func @other(%a: memref<8xf32>) {
  prim.return
}
// CHECK-LABEL: llvm.func internal @__prim_check_arguments(
// CHECK-SAME: attributes {passthrough = ["noinline", "optnone", "cold"]}

// -----

// A table entry (two buffers) shares the checker with a straight-line one.
prim.func @one(%a: memref<4xf32>) {
  prim.return
}
prim.func @two(%a: memref<4xf32>, %b: memref<4xf32>) {
  prim.return
}
// CHECK-LABEL: llvm.func internal @__prim_check_arguments(
// CHECK-SAME: attributes {passthrough = ["noinline"]}
