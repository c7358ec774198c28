// A chain of calls as long as the module, written callers first, so that
// the search for a loop goes 50,000 bodies deep from @f0: it must not need
// a stack frame per body. @f0 makes two calls of a body that reaches the
// loop at the end of the chain, so both are kept out of line.
// RUN: python3 %S/Inputs/long_call_chain.py > %t.mlir
// RUN: prim-opt %t.mlir --prim-keep-loop-nests-apart | FileCheck %s

// CHECK-LABEL: prim.func @f0(
// CHECK-NEXT: prim.call_tir @f1(%{{.*}}) {noinline}
// CHECK-NEXT: prim.call_tir @f1(%{{.*}}) {noinline}
// CHECK-LABEL: prim.func @f1(
// CHECK-NEXT: prim.call_tir @f2(%{{.*}}) : (memref<4xf32>) -> ()
