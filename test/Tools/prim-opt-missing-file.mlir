// A missing input file gets a clear message and a non-zero exit.
// RUN: not prim-opt %t.does-not-exist.mlir 2>&1 | FileCheck %s
// CHECK: cannot open input file '{{.*}}does-not-exist.mlir': No such file or directory
