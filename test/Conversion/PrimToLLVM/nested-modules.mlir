// Prim lowers the functions of the top-level module. A prim.func anywhere
// else, in a nested module or a second top-level module (which the parser
// nests in an implicit one), is reported, never silently left out.
// RUN: prim-opt %s --split-input-file --verify-diagnostics --prim-to-llvm=abi=tvm-ffi
// RUN: prim-opt %s --split-input-file --verify-diagnostics --prim-make-unpacked-api
// RUN: not prim-compile %s -o %t.o --emit=obj 2>&1 | FileCheck %s

// CHECK-COUNT-3: nested-modules.mlir:{{[0-9]+}}:{{[0-9]+}}: error: 'prim.func' op is not in the top-level module
// CHECK-NOT: error

prim.func @top() {
  prim.return
}
module @inner {
  // expected-error @+1 {{'prim.func' op is not in the top-level module, whose functions are the ones Prim lowers}}
  prim.func @nested() {
    prim.return
  }
}

// -----

module @first {
  // expected-error @+1 {{'prim.func' op is not in the top-level module}}
  prim.func @a() {
    prim.return
  }
}
module @second {
  // expected-error @+1 {{'prim.func' op is not in the top-level module}}
  prim.func @b() {
    prim.return
  }
}
