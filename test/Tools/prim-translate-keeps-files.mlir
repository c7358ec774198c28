// A failed prim-translate run leaves its output byte for byte as it was,
// and no temporary file behind, whichever way -o is spelled; an output that
// is the input file is refused before anything is translated.
// RUN: rm -rf %t && mkdir %t && cp %s %t/in.mlir && echo previous > %t/out
// RUN: not prim-translate --mlir-to-llvmir %t/in.mlir -o %t/out 2>&1 | FileCheck %s
// RUN: not prim-translate --mlir-to-llvmir %t/in.mlir -o=%t/out 2>&1 | FileCheck %s
// RUN: not prim-translate --mlir-to-llvmir %t/in.mlir --o=%t/out 2>&1 | FileCheck %s
// An -o inside a response file (@file) is redirected too.
// RUN: echo '-o %t/out' > %t.rsp
// RUN: not prim-translate --mlir-to-llvmir %t/in.mlir @%t.rsp 2>&1 | FileCheck %s
// RUN: FileCheck %s --check-prefix=UNTOUCHED --input-file=%t/out
// RUN: not prim-translate --mlir-to-llvmir %t/in.mlir -o %t/in.mlir 2>&1 | FileCheck %s --check-prefix=SAME -DOUT=%t/in.mlir
// RUN: cmp %s %t/in.mlir
// A valid input too, as a success would replace the source; by another
// name, after the options, and after --.
// RUN: echo 'llvm.func @g() { llvm.return }' > %t/good.mlir && cp %t/good.mlir %t/good.copy && ln -s good.mlir %t/link.mlir
// RUN: not prim-translate --mlir-to-llvmir %t/good.mlir -o %t/good.mlir 2>&1 | FileCheck %s --check-prefix=SAME -DOUT=%t/good.mlir
// RUN: not prim-translate --mlir-to-llvmir -o=%t/link.mlir %t/good.mlir 2>&1 | FileCheck %s --check-prefix=SAME -DOUT=%t/link.mlir
// RUN: not prim-translate --mlir-to-llvmir -o %t/good.mlir -- %t/link.mlir 2>&1 | FileCheck %s --check-prefix=SAME -DOUT=%t/good.mlir
// RUN: cmp %t/good.copy %t/good.mlir
// RUN: rm %t/link.mlir %t/good.copy
// RUN: ls %t | FileCheck %s --check-prefix=FILES
// A run that succeeds replaces the output.
// RUN: prim-translate --mlir-to-llvmir %t/good.mlir -o %t/out
// RUN: FileCheck %s --check-prefix=REPLACED --input-file=%t/out
// RUN: echo previous > %t/out
// RUN: prim-translate --mlir-to-llvmir %t/good.mlir @%t.rsp
// RUN: FileCheck %s --check-prefix=REPLACED --input-file=%t/out

// CHECK: in.mlir:[[# @LINE + 10]]:1: error: 'prim.func' is not in the LLVM dialect: lower the module first (prim-opt --prim-to-llvm)
// CHECK-NOT: failed to translate
// SAME: prim-translate: error: the output '[[OUT]]' is the input file; nothing is written
// UNTOUCHED: {{^}}previous{{$}}
// FILES: {{^}}good.mlir{{$}}
// FILES-NEXT: {{^}}in.mlir{{$}}
// FILES-NEXT: {{^}}out{{$}}
// FILES-NOT: {{.}}
// REPLACED: define void @g()

prim.func @not_lowered(%a: memref<4xf32>) {
  prim.return
}
