// Passes given IR or options they cannot handle emit a located error.
// RUN: not prim-opt %s --prim-make-packed-api=abi=tvm-next 2>&1 | FileCheck %s --check-prefix=PACKED
// RUN: not prim-opt %s --prim-lower-calls=abi=tvm-next 2>&1 | FileCheck %s --check-prefix=CALLS
// RUN: not prim-opt %s --convert-prim-to-llvm=abi=tvm-next 2>&1 | FileCheck %s --check-prefix=TOLLVM
// RUN: not prim-compile %s -o %t.ll --abi=tvm-next 2>&1 | FileCheck %s --check-prefix=COMPILE
// RUN: not prim-opt %s --prim-lower-calls 2>&1 | FileCheck %s --check-prefix=ORDER
// The output file is not written when compilation fails.
// RUN: not test -e %t.ll

// PACKED: bad-input.mlir:{{[0-9]+}}:{{[0-9]+}}: error: prim-make-packed-api: unknown ABI 'tvm-next'; expected one of tvm-legacy, tvm-ffi
// CALLS: bad-input.mlir:{{[0-9]+}}:{{[0-9]+}}: error: prim-lower-calls: unknown ABI 'tvm-next'; expected one of tvm-legacy, tvm-ffi
// TOLLVM: bad-input.mlir:{{[0-9]+}}:{{[0-9]+}}: error: convert-prim-to-llvm: unknown ABI 'tvm-next'; expected one of tvm-legacy, tvm-ffi
// COMPILE: prim-compile: unknown ABI 'tvm-next'; expected one of tvm-legacy, tvm-ffi
// ORDER: bad-input.mlir:[[# @LINE + 6]]:3: error: 'prim.call_cpacked' op callee @callee has no packed entry point; run prim-make-packed-api before prim-lower-calls

prim.func @callee(%a: memref<4xf32>) {
  prim.return
}
prim.func @caller(%a: memref<4xf32>) api(unpacked) {
  prim.call_cpacked @callee(%a) : (memref<4xf32>) -> ()
  prim.return
}
