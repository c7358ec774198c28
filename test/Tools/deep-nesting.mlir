// Brackets nested deeper than 512 levels are refused before parsing, with a
// located error, by prim-compile, prim-opt (also from standard input),
// prim-translate and the C API's parser (MLIR's parser recurses once per
// bracket: prim-fuzz-parse overflowed the stack with 11,325 '[' in a row).
// Outputs stay untouched; 512 levels parse.
// RUN: python3 -c "print('prim.func @f() attributes {a = ' + '['*511 + ']'*511 + '} {\n  prim.return\n}')" > %t.ok.mlir
// RUN: python3 -c "print('prim.func @f() attributes {a = ' + '['*512 + ']'*512 + '} {\n  prim.return\n}')" > %t.deep.mlir
// RUN: prim-opt %t.ok.mlir | FileCheck %s --check-prefix=OK
// RUN: echo previous > %t.o
// RUN: not prim-compile %t.deep.mlir -o %t.o --emit=obj 2>&1 | FileCheck %s
// RUN: FileCheck %s --check-prefix=UNTOUCHED --input-file=%t.o
// RUN: not prim-opt %t.deep.mlir -o %t.o 2>&1 | FileCheck %s
// RUN: FileCheck %s --check-prefix=UNTOUCHED --input-file=%t.o
// RUN: not prim-opt -o %t.o < %t.deep.mlir 2>&1 | FileCheck %s --check-prefix=STDIN
// RUN: FileCheck %s --check-prefix=UNTOUCHED --input-file=%t.o
// RUN: not prim-translate --mlir-to-llvmir %t.deep.mlir -o %t.o 2>&1 | FileCheck %s
// RUN: FileCheck %s --check-prefix=UNTOUCHED --input-file=%t.o
// The same 511 levels translate.
// RUN: prim-opt %t.ok.mlir --prim-to-llvm | prim-translate --mlir-to-llvmir | FileCheck %s --check-prefix=LLVM

// LLVM: define {{.*}}@f_compute(
// OK: prim.func @f() attributes {a = {{\[+}}
// The 513th bracket: the function's '(' and the attribute dictionary's '{'
// are two, then 511 '['.
// CHECK: deep.mlir:1:543: error: brackets nest deeper than 512 levels, more than Prim parses
// CHECK-NOT: error
// STDIN: <stdin>:1:543: error: brackets nest deeper than 512 levels, more than Prim parses
// UNTOUCHED: {{^}}previous{{$}}
