// A failed prim-translate run leaves its output, and its input when it is
// also the output, byte for byte as they were, and no temporary file behind,
// whichever way -o is spelled.
// RUN: rm -rf %t && mkdir %t && cp %s %t/in.mlir && echo previous > %t/out
// RUN: not prim-translate --mlir-to-llvmir %t/in.mlir -o %t/out 2>&1 | FileCheck %s
// RUN: not prim-translate --mlir-to-llvmir %t/in.mlir -o=%t/out 2>&1 | FileCheck %s
// RUN: not prim-translate --mlir-to-llvmir %t/in.mlir --o=%t/out 2>&1 | FileCheck %s
// An -o inside a response file (@file) is redirected too.
// RUN: echo '-o %t/out' > %t.rsp
// RUN: not prim-translate --mlir-to-llvmir %t/in.mlir @%t.rsp 2>&1 | FileCheck %s
// RUN: FileCheck %s --check-prefix=UNTOUCHED --input-file=%t/out
// RUN: not prim-translate --mlir-to-llvmir %t/in.mlir -o %t/in.mlir 2>&1 | FileCheck %s
// RUN: cmp %s %t/in.mlir
// RUN: ls %t | FileCheck %s --check-prefix=FILES
// A run that succeeds replaces the output.
// RUN: echo 'llvm.func @g() { llvm.return }' > %t/good.mlir
// RUN: prim-translate --mlir-to-llvmir %t/good.mlir -o %t/out
// RUN: FileCheck %s --check-prefix=REPLACED --input-file=%t/out
// RUN: echo previous > %t/out
// RUN: prim-translate --mlir-to-llvmir %t/good.mlir @%t.rsp
// RUN: FileCheck %s --check-prefix=REPLACED --input-file=%t/out

// CHECK: error: cannot be converted to LLVM IR: missing `LLVMTranslationDialectInterface` registration for dialect for op: prim.func
// CHECK-NOT: failed to translate
// UNTOUCHED: {{^}}previous{{$}}
// FILES: {{^}}in.mlir{{$}}
// FILES-NEXT: {{^}}out{{$}}
// FILES-NOT: {{.}}
// REPLACED: define void @g()

prim.func @not_lowered(%a: memref<4xf32>) {
  prim.return
}
