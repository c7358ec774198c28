// A failed prim-compile run leaves its output, and its input when it is
// also the output, byte for byte as they were, and no temporary file
// behind, for every kind of output; an output that is the input file is
// refused.
// RUN: rm -rf %t && mkdir %t && cp %S/Inputs/unlowerable.mlir %t/in.mlir && echo previous > %t/out
// RUN: not prim-compile %t/in.mlir -o %t/out --emit=llvm 2>&1 | FileCheck %s
// RUN: not prim-compile %t/in.mlir -o %t/out --emit=obj 2>&1 | FileCheck %s
// RUN: not prim-compile %t/in.mlir -o %t/out --emit=shared 2>&1 | FileCheck %s
// RUN: FileCheck %s --check-prefix=UNTOUCHED --input-file=%t/out
// RUN: cmp %S/Inputs/unlowerable.mlir %t/in.mlir
// An output that is the input file is refused before anything is compiled,
// as a success would replace the source; by another name too.
// RUN: cp %s %t/valid.mlir && ln -s valid.mlir %t/link.mlir
// RUN: not prim-compile %t/valid.mlir -o %t/valid.mlir --emit=obj 2>&1 | FileCheck %s --check-prefix=SAME -DOUT=%t/valid.mlir
// RUN: not prim-compile %t/valid.mlir -o %t/link.mlir --emit=shared 2>&1 | FileCheck %s --check-prefix=SAME -DOUT=%t/link.mlir
// RUN: not prim-compile %t/link.mlir -o %t/valid.mlir --emit=llvm 2>&1 | FileCheck %s --check-prefix=SAME -DOUT=%t/valid.mlir
// RUN: cmp %s %t/valid.mlir
// RUN: rm %t/valid.mlir %t/link.mlir
// RUN: ls %t | FileCheck %s --check-prefix=FILES
// A run that succeeds replaces the output; /dev/null stays a device.
// RUN: prim-compile %s -o %t/out --emit=llvm
// RUN: FileCheck %s --check-prefix=REPLACED --input-file=%t/out
// RUN: prim-compile %s -o /dev/null --emit=shared
// RUN: test -c /dev/null

// CHECK: error: 'math.erf' has no lowering to the LLVM dialect
// SAME: prim-compile: the output '[[OUT]]' is the input file; nothing is written
// UNTOUCHED: {{^}}previous{{$}}
// FILES: {{^}}in.mlir{{$}}
// FILES-NEXT: {{^}}out{{$}}
// FILES-NOT: {{.}}
// REPLACED: define {{.*}}i32 @__tvm_ffi_f(

prim.func @f(%a: memref<4xf32>) {
  prim.return
}
