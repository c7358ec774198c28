// Inline assembly in a body reaches the object: the asm parsers are
// initialized for --emit=obj.
// RUN: prim-compile %s -o %t.o --emit=obj %pinned_target
// RUN: llvm-objdump -d %t.o | FileCheck %s
// Assembly the target rejects is a located error, not the end of the
// process (a crash prim-fuzz-compile found), and writes nothing.
// RUN: sed 's/"ud2"/"ud1"/' %s > %t.bad.mlir
// RUN: echo previous > %t.bad.o
// RUN: not prim-compile %t.bad.mlir -o %t.bad.o --emit=obj %pinned_target 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: FileCheck %s --check-prefix=UNTOUCHED --input-file=%t.bad.o
// A '$' reference LLVM's assembly printer would abort on (report_fatal_error,
// found by prim-fuzz-compile) is a located error before code generation.
// RUN: sed 's/"ud2"/"ud2 $__x, $1"/' %s > %t.dollar.mlir
// RUN: not prim-compile %t.dollar.mlir -o %t.bad.o --emit=obj %pinned_target 2>&1 | FileCheck %s --check-prefix=DOLLAR
// RUN: FileCheck %s --check-prefix=UNTOUCHED --input-file=%t.bad.o
// An operand without a machine value type (an i43 result crashed
// instruction selection, found by prim-fuzz-compile) is a located error.
// RUN: sed 's/"ud2", "" : () -> ()/"nop", "=r" : () -> i43/' %s > %t.type.mlir
// RUN: not prim-compile %t.type.mlir -o %t.bad.o --emit=obj %pinned_target 2>&1 | FileCheck %s --check-prefix=TYPE
// RUN: FileCheck %s --check-prefix=UNTOUCHED --input-file=%t.bad.o
// An output that register allocation cannot place is located at the op too
// (LLVM reports it with the op's !srcloc cookie).
// RUN: sed 's/"ud2", "" : () -> ()/"nop", "=r" : () -> vector<3xi32>/' %s > %t.register.mlir
// RUN: not prim-compile %t.register.mlir -o %t.bad.o --emit=obj %pinned_target 2>&1 | FileCheck %s --check-prefix=REGISTER
// RUN: FileCheck %s --check-prefix=UNTOUCHED --input-file=%t.bad.o
// Compiled whole rather than in chunks, or at -O0, the same.
// RUN: not prim-compile %t.bad.mlir -o %t.bad.o --emit=obj --functions-per-chunk=0 -O0 %pinned_target 2>&1 | FileCheck %s --check-prefix=BAD

// CHECK-LABEL: <__tvm_ffi_f>:
// CHECK-LABEL: <f_compute>:
// CHECK: ud2
// BAD: .tmp.bad.mlir:[[# @LINE + 7]]:3: error: code generation failed: <inline asm>:1:2: unknown use of instruction mnemonic without a size suffix
// REGISTER: .tmp.register.mlir:[[# @LINE + 6]]:3: error: code generation failed: couldn't allocate output register for constraint 'r'
// DOLLAR: error: 'llvm.inline_asm' op has an asm string that LLVM's assembly printer refuses: at offset 4: '$' must be followed by an operand number, '$', '{', '(', '|' or ')'
// TYPE: .tmp.type.mlir:[[# @LINE + 4]]:3: error: has the constraints "=r", which LLVM refuses: an operand or result of type i43, which has no machine value type
// UNTOUCHED: {{^}}previous{{$}}

prim.func @f(%a: memref<4xf32>) attributes {prim.noinline} {
  llvm.inline_asm has_side_effects "ud2", "" : () -> ()
  prim.return
}
