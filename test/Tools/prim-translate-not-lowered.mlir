// prim-translate --mlir-to-llvmir takes the LLVM dialect: an op the
// prim-to-llvm pipeline lowers is a located error that says to lower the
// module first, at the outermost such op, and the output is left as it was.
// RUN: echo previous > %t.ll
// RUN: not prim-translate --mlir-to-llvmir %s -o %t.ll 2>&1 | FileCheck %s --match-full-lines --implicit-check-not={{.}} -DFILE=%s
// RUN: echo previous | cmp - %t.ll
// Inside a lowered function too, and at each chunk of a split input.
// RUN: prim-translate --mlir-to-llvmir %S/Inputs/not-lowered-ops.mlir --split-input-file --verify-diagnostics
// Nor does a chain of translations lower: prim-translate takes one.
// RUN: not prim-translate --import-tvmscript --mlir-to-llvmir %s -o %t.ll 2>&1 | FileCheck %s --match-full-lines --implicit-check-not={{.}} --check-prefix=CHAIN
// RUN: echo previous | cmp - %t.ll

// CHAIN: prim-translate: error: one translation at a time: --import-tvmscript's output needs prim-opt --prim-to-llvm before --mlir-to-llvmir

// CHECK: [[FILE]]:[[# @LINE + 4]]:1: error: 'prim.func' is not in the LLVM dialect: lower the module first (prim-opt --prim-to-llvm)
// CHECK-NEXT: prim.func @add(%a: i32, %b: i32) -> i32 {
// CHECK-NEXT: ^

prim.func @add(%a: i32, %b: i32) -> i32 {
  %sum = arith.addi %a, %b : i32
  prim.return %sum : i32
}

llvm.func @lowered() {
  llvm.return
}
