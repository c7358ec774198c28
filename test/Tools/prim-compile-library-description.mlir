// Several objects linked into one library: each defines
// __prim_library_description unless told not to, so all but one are
// compiled with --library-description=false, and the library then carries
// one description, which names only the functions of the object that
// defined it.
// RUN: prim-compile %s --emit=obj --abi=tvm-legacy -o %t.described.o
// RUN: prim-compile %prim_src_root/examples/add_via_packed.mlir --emit=obj --abi=tvm-legacy --library-description=false -o %t.plain.o
// RUN: llvm-nm --defined-only %t.described.o | FileCheck %s --check-prefix=DESCRIBED
// RUN: llvm-nm --defined-only %t.plain.o | FileCheck %s --check-prefix=PLAIN
// RUN: %cc -shared %t.described.o %t.plain.o -o %t.so
// RUN: llvm-nm -D --defined-only %t.so | FileCheck %s --check-prefix=LIBRARY
// The option removes the pass from the pipeline, nothing else.
// RUN: prim-opt %s --prim-to-llvm="abi=tvm-legacy library-description=false" | FileCheck %s --check-prefix=IR

// DESCRIBED: R __prim_library_description
// PLAIN-NOT: __prim_library_description
// PLAIN: T add_one
// PLAIN-NOT: __prim_library_description
// LIBRARY: R __prim_library_description
// LIBRARY: T add_one
// LIBRARY: T scale_by_two
// IR-NOT: __prim_library_description
// IR: llvm.func @scale_by_two(
// IR-NOT: __prim_library_description

prim.func @scale_by_two(%A: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %x = memref.load %A[%c0] : memref<4xf32>
  %y = arith.addf %x, %x : f32
  memref.store %y, %A[%c0] : memref<4xf32>
  prim.return
}
