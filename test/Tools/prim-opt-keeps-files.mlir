// A failed prim-opt run leaves its output, and its input when it is also
// the output, byte for byte as they were, and no temporary file behind.
// RUN: rm -rf %t && mkdir %t && cp %s %t/in.mlir && echo previous > %t/out
// RUN: not prim-opt %t/in.mlir -o %t/out 2>&1 | FileCheck %s
// RUN: cmp %s %t/in.mlir
// RUN: FileCheck %s --check-prefix=UNTOUCHED --input-file=%t/out
// RUN: not prim-opt %t/in.mlir -o %t/in.mlir 2>&1 | FileCheck %s
// RUN: cmp %s %t/in.mlir
// RUN: ls %t | FileCheck %s --check-prefix=FILES
// An output directory that does not exist is reported before any work.
// RUN: not prim-opt %t/in.mlir -o %t/missing/out 2>&1 | FileCheck %s --check-prefix=NODIR
// A run that succeeds replaces the output.
// RUN: echo 'prim.func @g() { prim.return }' > %t/good.mlir
// RUN: prim-opt %t/good.mlir -o %t/out
// RUN: FileCheck %s --check-prefix=REPLACED --input-file=%t/out
// --show-dialects and --list-passes print to standard output and leave the
// output file alone.
// RUN: echo previous > %t/out
// RUN: prim-opt --show-dialects -o %t/out | FileCheck %s --check-prefix=DIALECTS
// RUN: prim-opt --list-passes -o %t/out | FileCheck %s --check-prefix=PASSES
// RUN: FileCheck %s --check-prefix=UNTOUCHED --input-file=%t/out

// CHECK: error: 'prim.func' op parameter #0 has type 'tensor<2xf32>'
// UNTOUCHED: {{^}}previous{{$}}
// FILES: {{^}}in.mlir{{$}}
// FILES-NEXT: {{^}}out{{$}}
// FILES-NOT: {{.}}
// NODIR: prim-opt: error: '{{.*}}missing/out': No such file or directory
// REPLACED: prim.func @g()
// DIALECTS: Available Dialects: {{.*}}prim
// PASSES: prim-make-packed-api

prim.func @ill_typed(%t: tensor<2xf32>) {
  prim.return
}
