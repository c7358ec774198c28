// A module of independent groups of functions is cut into chunks of about
// the same work, which threads lower, translate and compile side by side,
// each in a context of its own. How the module is cut depends on the module
// alone, so the object's bytes are the same for any --threads.
// RUN: rm -rf %t && mkdir -p %t
// RUN: python3 %prim_src_root/utils/gen_modules.py --count 40 --chain 5 --out-dir %t
// RUN: prim-compile %t/prim_40.mlir %pinned_target --abi=tvm-legacy --emit=obj --threads=1 -o %t/one.o
// RUN: prim-compile %t/prim_40.mlir %pinned_target --abi=tvm-legacy --emit=obj --threads=2 -o %t/two.o
// RUN: prim-compile %t/prim_40.mlir %pinned_target --abi=tvm-legacy --emit=obj --threads=2 -o %t/two-again.o
// RUN: cmp %t/one.o %t/two.o
// RUN: cmp %t/two.o %t/two-again.o
// Each chunk has its own argument checker: the module was cut in two.
// RUN: llvm-readelf -s %t/one.o | FileCheck %s --check-prefix=TWO
// TWO-COUNT-2: FUNC LOCAL DEFAULT {{.*}} __prim_check_arguments
// TWO-NOT: __prim_check_arguments
// --functions-per-chunk=0 compiles the module whole: one checker.
// RUN: prim-compile %t/prim_40.mlir %pinned_target --abi=tvm-legacy --emit=obj --functions-per-chunk=0 -o %t/whole.o
// RUN: llvm-readelf -s %t/whole.o | FileCheck %s --check-prefix=WHOLE
// WHOLE-COUNT-1: __prim_check_arguments
// WHOLE-NOT: __prim_check_arguments

// Errors in two chunks: the first chunk's are shown, for any --threads, as
// a compilation of one chunk at a time stops there; nothing is written.
// RUN: echo 'prim.func @memcpy(%%A: memref<16xf32>) { prim.return }' > %t/bad.mlir
// RUN: python3 %prim_src_root/utils/gen_tiny.py --count 30 >> %t/bad.mlir
// RUN: echo 'prim.func @memset(%%A: memref<16xf32>) { prim.return }' >> %t/bad.mlir
// RUN: not prim-compile %t/bad.mlir --abi=tvm-legacy --emit=obj --threads=1 -o %t/bad.o 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not prim-compile %t/bad.mlir --abi=tvm-legacy --emit=obj --threads=2 -o %t/bad.o 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not ls %t/bad.o
// BAD: bad.mlir:1:1: error: 'memcpy', the packed entry point of @memcpy (tvm-legacy ABI), is a C library function
// BAD-NOT: error
// Compiled whole, the module shows both.
// RUN: not prim-compile %t/bad.mlir --abi=tvm-legacy --emit=obj --functions-per-chunk=0 -o %t/bad.o 2>&1 | FileCheck %s --check-prefix=BOTH
// BOTH: bad.mlir:1:1: error: 'memcpy'
// BOTH: bad.mlir:{{[0-9]+}}:1: error: 'memset'

// The chunks' phases are timed on their threads, under the same names.
// RUN: prim-compile %t/prim_40.mlir --abi=tvm-legacy --emit=obj --threads=2 --mlir-timing -o %t/timed.o 2>&1 | FileCheck %s --check-prefix=TIMING
// TIMING: MLIR pipeline
// TIMING: PrimMakePackedAPI
// TIMING: translation to LLVM IR
// TIMING: LLVM optimization
// TIMING: code generation
// TIMING: linking the partitions
