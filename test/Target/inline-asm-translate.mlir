// prim-translate checks inline asm before translating the LLVM dialect: it
// ended the process on a constraint LLVM's parser reads past ('@&'), and on
// operand_attrs entries that are not {elementtype = TYPE}, and gave an
// unlocated error for an indirect operand without its pointee type.
// RUN: prim-translate --mlir-to-llvmir %s --split-input-file --verify-diagnostics
// The other cases fail, and the last one translates.
// RUN: not prim-translate --mlir-to-llvmir %s --split-input-file 2>&1 | FileCheck %s --check-prefix=VALID

llvm.func @unreadable(%x: i32) -> i32 {
  // expected-error @+1 {{has the constraints "=r,@&", which LLVM refuses: in '@&': '@' needs a digit from 1 to 9 after it}}
  %a = llvm.inline_asm has_side_effects "nop", "=r,@&" %x : (i32) -> i32
  llvm.return %a : i32
}

// -----

llvm.func @mismatched(%x: i32) -> i32 {
  // expected-error @+1 {{has the constraints "=r,r,r", which LLVM refuses: number of input constraints does not match number of parameters}}
  %a = llvm.inline_asm has_side_effects "nop", "=r,r,r" %x : (i32) -> i32
  llvm.return %a : i32
}

// -----

llvm.func @element_types(%p: !llvm.ptr) {
  // expected-error @+1 {{has the constraints "=*m", which LLVM refuses: operand_attrs entry 0 is not a dictionary of at most {elementtype = TYPE}}}
  llvm.inline_asm has_side_effects operand_attrs = [{foo = 1}] "movl $$7, $0", "=*m" %p : (!llvm.ptr) -> ()
  // expected-error @+1 {{has the constraints "=*m", which LLVM refuses: operand 0 is indirect ('*') and needs its pointee type: operand_attrs entry 1 {elementtype = TYPE}}}
  llvm.inline_asm has_side_effects "movl $$7, $0", "=*m" %p : (!llvm.ptr) -> ()
  llvm.return
}

// -----

// The pointee type given, the indirect output translates.
llvm.func @valid(%p: !llvm.ptr) {
  llvm.inline_asm has_side_effects operand_attrs = [{}, {elementtype = i32}] "movl $$7, $0", "=*m" %p : (!llvm.ptr) -> ()
  llvm.return
}
// VALID: define void @valid(ptr %0) {
// VALID-NEXT: call void asm sideeffect "movl $$7, $0", "=*m"(ptr elementtype(i32) %0)
