// Inline assembly in a body reaches the object: the asm parsers are
// initialized for --emit=obj.
// RUN: prim-compile %s -o %t.o --emit=obj %pinned_target
// RUN: llvm-objdump -d %t.o | FileCheck %s

// CHECK-LABEL: <__tvm_ffi_f>:
// CHECK-LABEL: <f_compute>:
// CHECK: ud2

prim.func @f(%a: memref<4xf32>) attributes {prim.noinline} {
  llvm.inline_asm has_side_effects "ud2", "" : () -> ()
  prim.return
}
