// A system-lib prefix begins symbols (tvm-ffi `__tvm_ffi_P<name>`, legacy
// `P<name>`): one that is not a C identifier, or that begins with '__' (C's
// and Prim's own names), is refused by both passes that take it, and by
// prim-compile before anything is written.
// RUN: not prim-opt %s --prim-describe-library="abi=tvm-ffi system-lib-prefix=a.b" 2>&1 | FileCheck %s --check-prefix=DESCRIBE
// RUN: not prim-opt %s --prim-make-packed-api=abi=tvm-legacy --prim-export-library="abi=tvm-legacy system-lib-prefix=1lib" 2>&1 | FileCheck %s --check-prefix=DIGIT
// RUN: not prim-opt %s --prim-make-packed-api=abi=tvm-ffi --prim-export-library="abi=tvm-ffi system-lib-prefix=__prim_" 2>&1 | FileCheck %s --check-prefix=RESERVED
// RUN: rm -rf %t && mkdir %t && echo previous > %t/out.o
// RUN: not prim-compile %s --emit=obj --system-lib-prefix='a b' -o %t/out.o 2>&1 | FileCheck %s --check-prefix=SPACE
// RUN: FileCheck %s --check-prefix=UNTOUCHED --input-file=%t/out.o
// Identifier characters, a digit after the first, are accepted.
// RUN: prim-compile %s --emit=obj --abi=tvm-ffi --system-lib-prefix=lib_2 -o %t/ok.o
// RUN: llvm-nm %t/ok.o | FileCheck %s --check-prefix=OK

// DESCRIBE: error: prim-describe-library: system-lib prefix "a.b" is not a C identifier, which the symbols it begins must be
// DIGIT: error: prim-export-library: system-lib prefix "1lib" is not a C identifier, which the symbols it begins must be
// RESERVED: error: prim-export-library: system-lib prefix '__prim_' begins with '__', which C reserves and Prim uses for the symbols it generates
// SPACE: error: prim-describe-library: system-lib prefix "a b" is not a C identifier, which the symbols it begins must be
// UNTOUCHED: {{^}}previous{{$}}
// OK: T __tvm_ffi_lib_2f{{$}}

prim.func @f(%a: memref<4xf32>) {
  prim.return
}
