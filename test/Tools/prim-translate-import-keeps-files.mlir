// A failed --import-tvmscript run leaves its output byte for byte as it
// was, and no temporary file behind; an output that is the input file is
// refused, valid or not; a run that succeeds replaces the output.
// RUN: rm -rf %t && mkdir %t && echo previous > %t/out
// RUN: printf '@T.prim_func\ndef f(A: T.Buffer((4,), "float32")):\n    A[0] = T.fmod(A[1], A[2])\n' > %t/bad.py
// RUN: cp %t/bad.py %t/bad.copy
// RUN: not prim-translate --import-tvmscript %t/bad.py -o %t/out 2>&1 | FileCheck %s
// RUN: FileCheck %s --check-prefix=UNTOUCHED --input-file=%t/out
// RUN: not prim-translate --import-tvmscript %t/bad.py -o %t/bad.py 2>&1 | FileCheck %s --check-prefix=SAME -DOUT=%t/bad.py
// RUN: cmp %t/bad.py %t/bad.copy
// RUN: printf '@T.prim_func\ndef g(A: T.Buffer((4,), "float32")):\n    A[0] = T.exp(A[1])\n' > %t/good.py
// RUN: cp %t/good.py %t/good.copy
// RUN: not prim-translate --import-tvmscript %t/good.py -o %t/good.py 2>&1 | FileCheck %s --check-prefix=SAME -DOUT=%t/good.py
// RUN: cmp %t/good.py %t/good.copy
// RUN: rm %t/good.copy
// RUN: ls %t | FileCheck %s --check-prefix=FILES
// RUN: prim-translate --import-tvmscript %t/good.py -o %t/out
// RUN: FileCheck %s --check-prefix=REPLACED --input-file=%t/out

// CHECK: bad.py:3:12: error: 'T.fmod' is not supported: TVM's LLVM code generator has no CPU lowering for it
// SAME: prim-translate: error: the output '[[OUT]]' is the input file; nothing is written
// UNTOUCHED: {{^}}previous{{$}}
// FILES: {{^}}bad.copy{{$}}
// FILES-NEXT: {{^}}bad.py{{$}}
// FILES-NEXT: {{^}}good.py{{$}}
// FILES-NEXT: {{^}}out{{$}}
// FILES-NOT: {{.}}
// REPLACED: prim.func @g(%arg0: memref<4xf32>) {
