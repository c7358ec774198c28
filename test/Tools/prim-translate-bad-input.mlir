// What the translation to LLVM IR trusts unchecked is a located error, not
// a crash, in prim-translate and in prim-compile, and the output is left as
// it was.
// RUN: echo previous > %t.ll
// RUN: not prim-translate --mlir-to-llvmir %s -o %t.ll 2>&1 | FileCheck %s
// RUN: echo previous | cmp - %t.ll
// A global's address space: the parser accepts a type there and leaves the
// property null, which the translation dereferenced (found by
// prim-fuzz-lower-legacy).
// RUN: not prim-translate --mlir-to-llvmir %S/Inputs/global-without-addr-space.mlir -o %t.ll 2>&1 | FileCheck %s --check-prefix=GLOBAL
// RUN: echo previous | cmp - %t.ll
// RUN: not prim-compile %S/Inputs/global-without-addr-space.mlir --emit=obj -o %t.ll 2>&1 | FileCheck %s --check-prefix=GLOBAL
// RUN: echo previous | cmp - %t.ll
// The lowering refuses it too (prim-verify-lowered), so that the tools agree.
// RUN: not prim-opt %S/Inputs/global-without-addr-space.mlir --prim-to-llvm -o %t.ll 2>&1 | FileCheck %s --check-prefix=GLOBAL
// RUN: echo previous | cmp - %t.ll
// A verifier error in imported TVMScript points at the .py line, without a
// dump of the function in generic form after it.
// RUN: printf '@T.prim_func\ndef _init(A: T.Buffer((4,), "float32")):\n    T.evaluate(0)\n' > %t.py
// RUN: not prim-translate --import-tvmscript %t.py -o %t.ll 2>&1 | FileCheck %s --check-prefix=IMPORT
// RUN: echo previous | cmp - %t.ll

// IMPORT: .py:2:5: error: 'prim.func' op name '_init' is a symbol the linker or the C runtime's start files define
// IMPORT-NOT: see current operation

// The target triple, which the translation took for a string.
// CHECK: prim-translate-bad-input.mlir:[[# @LINE + 3]]:1: error: 'llvm.target_triple' must be a string, not 7 : i64
// CHECK-NOT: Stack dump
// CHECK-NOT: see current operation
module attributes {llvm.target_triple = 7} {
  llvm.func @f() {
    llvm.return
  }
}

// GLOBAL: global-without-addr-space.mlir:3:1: error: 'llvm.mlir.global' op needs an integer 'addr_space'
// GLOBAL-NOT: Stack dump
// GLOBAL-NOT: failed to translate
