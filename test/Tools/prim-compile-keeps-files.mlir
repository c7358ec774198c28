// A failed prim-compile run leaves its output, and its input when it is
// also the output, byte for byte as they were, and no temporary file
// behind, for every kind of output.
// RUN: rm -rf %t && mkdir %t && cp %S/Inputs/unlowerable.mlir %t/in.mlir && echo previous > %t/out
// RUN: not prim-compile %t/in.mlir -o %t/out --emit=llvm 2>&1 | FileCheck %s
// RUN: not prim-compile %t/in.mlir -o %t/out --emit=obj 2>&1 | FileCheck %s
// RUN: not prim-compile %t/in.mlir -o %t/out --emit=shared 2>&1 | FileCheck %s
// RUN: FileCheck %s --check-prefix=UNTOUCHED --input-file=%t/out
// RUN: not prim-compile %t/in.mlir -o %t/in.mlir 2>&1 | FileCheck %s
// RUN: cmp %S/Inputs/unlowerable.mlir %t/in.mlir
// RUN: ls %t | FileCheck %s --check-prefix=FILES
// A run that succeeds replaces the output; /dev/null stays a device.
// RUN: prim-compile %s -o %t/out --emit=llvm
// RUN: FileCheck %s --check-prefix=REPLACED --input-file=%t/out
// RUN: prim-compile %s -o /dev/null --emit=shared
// RUN: test -c /dev/null

// CHECK: error: 'math.erf' has no lowering to the LLVM dialect
// UNTOUCHED: {{^}}previous{{$}}
// FILES: {{^}}in.mlir{{$}}
// FILES-NEXT: {{^}}out{{$}}
// FILES-NOT: {{.}}
// REPLACED: define {{.*}}i32 @__tvm_ffi_f(

prim.func @f(%a: memref<4xf32>) {
  prim.return
}
