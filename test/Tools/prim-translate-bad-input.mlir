// A module attribute of the wrong type is a located error, not a crash in
// the translation, which took the target triple for a string.
// RUN: not prim-translate --mlir-to-llvmir %s 2>&1 | FileCheck %s

// CHECK: prim-translate-bad-input.mlir:[[# @LINE + 3]]:1: error: 'llvm.target_triple' must be a string, not 7 : i64
// CHECK-NOT: Stack dump
// CHECK-NOT: see current operation
module attributes {llvm.target_triple = 7} {
  llvm.func @f() {
    llvm.return
  }
}
