// A write that fails (the disk is full: /dev/full) is an error that names
// the output, in every tool and whichever way the output is written, not
// LLVM's fatal "IO failure on output stream".
// RUN: prim-opt %s --prim-to-llvm -o %t.ll.mlir
// RUN: not prim-translate --mlir-to-llvmir %t.ll.mlir -o /dev/full 2>&1 | FileCheck %s --match-full-lines --implicit-check-not={{.}} --check-prefix=TRANSLATE
// RUN: not prim-translate --mlir-to-llvmir %t.ll.mlir -O2 -o=/dev/full 2>&1 | FileCheck %s --match-full-lines --implicit-check-not={{.}} --check-prefix=TRANSLATE
// RUN: not prim-translate --mlir-to-llvmir %t.ll.mlir --split-input-file -o /dev/full 2>&1 | FileCheck %s --match-full-lines --implicit-check-not={{.}} --check-prefix=TRANSLATE
// RUN: printf '@T.prim_func\ndef f(A: T.Buffer((4,), "float32")):\n    A[0] = T.float32(1)\n' > %t.py
// RUN: not prim-translate --import-tvmscript %t.py -o /dev/full 2>&1 | FileCheck %s --match-full-lines --implicit-check-not={{.}} --check-prefix=TRANSLATE
// RUN: not prim-opt %s -o /dev/full 2>&1 | FileCheck %s --match-full-lines --implicit-check-not={{.}} --check-prefix=OPT
// RUN: not prim-compile %s -o /dev/full 2>&1 | FileCheck %s --match-full-lines --implicit-check-not={{.}} --check-prefix=COMPILE
// RUN: not prim-compile %s --emit=obj -o /dev/full 2>&1 | FileCheck %s --match-full-lines --implicit-check-not={{.}} --check-prefix=COMPILE
// Standard output, when it is the full disk.
// RUN: not prim-translate --mlir-to-llvmir %t.ll.mlir > /dev/full 2> %t.err
// RUN: FileCheck %s --match-full-lines --implicit-check-not={{.}} --check-prefix=TRANSLATE-STDOUT --input-file=%t.err
// RUN: not prim-opt %s > /dev/full 2> %t.err
// RUN: FileCheck %s --match-full-lines --implicit-check-not={{.}} --check-prefix=OPT-STDOUT --input-file=%t.err

// TRANSLATE: prim-translate: error: cannot write '/dev/full': No space left on device
// OPT: prim-opt: error: cannot write '/dev/full': No space left on device
// COMPILE: prim-compile: cannot write '/dev/full': No space left on device
// TRANSLATE-STDOUT: prim-translate: error: cannot write '-': No space left on device
// OPT-STDOUT: prim-opt: error: cannot write '-': No space left on device

prim.func @add_one(%a: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %v = memref.load %a[%c0] : memref<4xf32>
  %w = arith.addf %v, %one : f32
  memref.store %w, %a[%c0] : memref<4xf32>
  prim.return
}
