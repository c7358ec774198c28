// Inputs utils/adversarial.py found crashing the lowering, or failing in it
// with internal messages: each is a located error for both ABIs.
// RUN: prim-opt %s --split-input-file --verify-diagnostics --prim-to-llvm=abi=tvm-ffi
// RUN: prim-opt %s --split-input-file --verify-diagnostics --prim-to-llvm=abi=tvm-legacy

// An llvm.func is a call_cpacked callee only as an ABI entry point (this
// one crashed prim-lower-calls).
prim.func @cpacked_to_llvm_func(%a: memref<4xf32>) {
  // expected-error @+1 {{'prim.call_cpacked' op callee @lf is not a prim.func and not a packed entry point of the tvm-}}
  prim.call_cpacked @lf(%a) : (memref<4xf32>) -> ()
  prim.return
}
llvm.func @lf(!llvm.ptr)

// -----

// prim-opt's pipeline names an op it cannot lower, as prim-compile does,
// instead of printing it into the LLVM dialect.
prim.func @erf_kernel(%x: f32) -> f32 {
  // expected-error @+1 {{'math.erf' has no lowering to the LLVM dialect}}
  %r = math.erf %x : f32
  prim.return %r : f32
}

// -----

// The op left unconverted is named, not the cast that stands for it.
prim.func @transfer(%a: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f32
  // expected-error @+1 {{'vector.transfer_read' has no lowering to the LLVM dialect}}
  %v = vector.transfer_read %a[%c0], %p : memref<16xf32>, vector<16xf32>
  vector.transfer_write %v, %a[%c0] : vector<16xf32>, memref<16xf32>
  prim.return
}

// -----

// Inline assembly constraints LLVM's code generator trusts (each of these
// crashed it).
prim.func @asm_constraints(%x: i32) -> i32 {
  // expected-error @+1 {{has the constraints "=r,1", which LLVM refuses: failed to parse constraints}}
  %a = llvm.inline_asm has_side_effects "nop", "=r,1" %x : (i32) -> i32
  // expected-error @+1 {{has the constraints "=&&q,r", which LLVM refuses: failed to parse constraints}}
  %b = llvm.inline_asm has_side_effects "nop", "=&&q,r" %x : (i32) -> i32
  // expected-error @+1 {{has the constraints "=r,r,r", which LLVM refuses: number of input constraints does not match number of parameters}}
  %c = llvm.inline_asm has_side_effects "nop", "=r,r,r" %x : (i32) -> i32
  // expected-error @+1 {{has the constraints "=*m,r", which LLVM refuses: }}
  %d = llvm.inline_asm has_side_effects "nop", "=*m,r" %x : (i32) -> i32
  prim.return %a : i32
}

// -----

// A direct output in memory: the code generator crashed (prim-fuzz-compile,
// in the fuzz campaign: "=rmodule,r"). An input in memory and an output in a
// register are fine.
prim.func @asm_memory_outputs(%x: i32) -> i32 {
  // expected-error @+1 {{has the constraints "=m,r", which LLVM refuses: a result in memory ('m', 'o' or 'V') must be an indirect output ('=*m') with an address operand}}
  %a = llvm.inline_asm has_side_effects "nop", "=m,r" %x : (i32) -> i32
  // expected-error @+1 {{has the constraints "=rmodule,r", which LLVM refuses: a result in memory}}
  %b = llvm.inline_asm has_side_effects "mov $1, $0", "=rmodule,r" %x : (i32) -> i32
  // expected-error @+1 {{has the constraints "=&o,r", which LLVM refuses: a result in memory}}
  %c = llvm.inline_asm has_side_effects "nop", "=&o,r" %x : (i32) -> i32
  // expected-error @+1 {{has the constraints "=r,=V,r", which LLVM refuses: a result in memory}}
  %d = llvm.inline_asm has_side_effects "nop", "=r,=V,r" %x : (i32) -> !llvm.struct<(i32, i32)>
  %e = llvm.inline_asm has_side_effects "mov $1, $0", "=r,rm" %x : (i32) -> i32
  prim.return %e : i32
}

// -----

// An indirect operand's pointee type, operand_attrs' elementtype: the
// translation reads every non-empty entry as one unchecked ({foo = 1}
// crashed it) and puts entry i on the call's attribute index i (0: the
// result); a missing one failed it with an unlocated error.
prim.func @asm_element_types(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i64
  %p = llvm.alloca %c1 x i32 : (i64) -> !llvm.ptr
  // expected-error @+1 {{has the constraints "=*m", which LLVM refuses: operand 0 is indirect ('*') and needs its pointee type: operand_attrs entry 1 {elementtype = TYPE}}}
  llvm.inline_asm has_side_effects "movl $$7, $0", "=*m" %p : (!llvm.ptr) -> ()
  // expected-error @+1 {{has the constraints "=*m", which LLVM refuses: operand_attrs entry 0 is not a dictionary of at most {elementtype = TYPE}}}
  llvm.inline_asm has_side_effects operand_attrs = [{foo = 1}] "movl $$7, $0", "=*m" %p : (!llvm.ptr) -> ()
  // expected-error @+1 {{has the constraints "=*m", which LLVM refuses: operand_attrs entry 1 is not a dictionary of at most {elementtype = TYPE}}}
  llvm.inline_asm has_side_effects operand_attrs = [{}, {elementtype = 1 : i32}] "movl $$7, $0", "=*m" %p : (!llvm.ptr) -> ()
  // expected-error @+1 {{has the constraints "=*m", which LLVM refuses: operand_attrs entry 0 is the result's, which takes no elementtype}}
  llvm.inline_asm has_side_effects operand_attrs = [{elementtype = i32}] "movl $$7, $0", "=*m" %p : (!llvm.ptr) -> ()
  // expected-error @+1 {{has the constraints "=*m", which LLVM refuses: operand_attrs has 3 entries, more than the result and 1 operands}}
  llvm.inline_asm has_side_effects operand_attrs = [{}, {elementtype = i32}, {}] "movl $$7, $0", "=*m" %p : (!llvm.ptr) -> ()
  // expected-error @+1 {{has the constraints "=r,r", which LLVM refuses: operand 0 is not indirect ('*'), but operand_attrs entry 1 gives it an elementtype}}
  %a = llvm.inline_asm has_side_effects operand_attrs = [{}, {elementtype = i32}] "mov $1, $0", "=r,r" %x : (i32) -> i32
  llvm.inline_asm has_side_effects operand_attrs = [{}, {elementtype = i32}] "movl $$7, $0", "=*m" %p : (!llvm.ptr) -> ()
  %v = llvm.load %p : !llvm.ptr -> i32
  prim.return %v : i32
}

// -----

// Operands and results the code generator has no register type for
// (prim-fuzz-compile, in the fuzz campaign: an i43 result).
prim.func @asm_types(%x: i32) -> i32 {
  %y = arith.extui %x : i32 to i43
  // expected-error @+1 {{has the constraints "=r,r", which LLVM refuses: an operand or result of type i43, which has no machine value type}}
  %a = llvm.inline_asm has_side_effects "mov $1, $0", "=r,r" %x : (i32) -> i43
  // expected-error @+1 {{has the constraints "=r,r", which LLVM refuses: an operand or result of type i43, which has no machine value type}}
  %b = llvm.inline_asm has_side_effects "mov $1, $0", "=r,r" %y : (i43) -> i32
  // expected-error @+1 {{has the constraints "=r,=r,r", which LLVM refuses: an operand or result of type i43, which has no machine value type}}
  %c = llvm.inline_asm has_side_effects "nop", "=r,=r,r" %x : (i32) -> !llvm.struct<(i32, i43)>
  %d = llvm.inline_asm has_side_effects "mov $1, $0", "=r,r" %x : (i32) -> i64
  %p = llvm.inline_asm has_side_effects "nop", "=r,r,r" %d, %x : (i64, i32) -> !llvm.ptr
  %q = llvm.inline_asm has_side_effects "nop", "=r,r" %p : (!llvm.ptr) -> !llvm.ptr<1>
  prim.return %x : i32
}

// -----

// Constraints LLVM's constraint parser reads past the end of, so they are
// refused before it sees them (CI's prim-fuzz-lower-ffi: '@&' made it
// allocate a string of -10 letters).
prim.func @asm_unreadable_constraints(%x: i32) -> i32 {
  // expected-error @+1 {{has the constraints "@&&&q,{zz}", which LLVM refuses: in '@&&&q': '@' needs a digit from 1 to 9 after it}}
  %a = llvm.inline_asm has_side_effects "nop", "@&&&q,{zz}" %x : (i32) -> i32
  // expected-error @+1 {{has the constraints "=r,@0", which LLVM refuses: in '@0': '@' needs a digit from 1 to 9 after it}}
  %b = llvm.inline_asm has_side_effects "nop", "=r,@0" %x : (i32) -> i32
  // expected-error @+1 {{has the constraints "=r,@3ab", which LLVM refuses: in '@3ab': '@3' needs 3 letters after it}}
  %c = llvm.inline_asm has_side_effects "nop", "=r,@3ab" %x : (i32) -> i32
  // expected-error @+1 {{has the constraints "=r,^a", which LLVM refuses: in '^a': '^' needs 2 letters after it}}
  %d = llvm.inline_asm has_side_effects "nop", "=r,^a" %x : (i32) -> i32
  // expected-error @+1 {{has the constraints "=r,r,~", which LLVM refuses: in '~': nothing follows the prefix}}
  %e = llvm.inline_asm has_side_effects "nop", "=r,r,~" %x : (i32) -> i32
  prim.return %b : i32
}

// -----

// Asm strings LLVM's assembly printer ends the process on, one per rule
// (prim-fuzz-compile found '$__name').
prim.func @asm_strings(%x: i32) -> i32 {
  // expected-error @+1 {{'llvm.inline_asm' op has an asm string that LLVM's assembly printer refuses: at offset 4: '$' ends the string}}
  %a = llvm.inline_asm has_side_effects "mov $", "=r,r" %x : (i32) -> i32
  // expected-error @+1 {{at offset 4: '$' must be followed by an operand number, '$', '{', '(', '|' or ')'}}
  %b = llvm.inline_asm has_side_effects "mov $x", "=r,r" %x : (i32) -> i32
  // expected-error @+1 {{at offset 4: operand 2 of 2}}
  %c = llvm.inline_asm has_side_effects "mov $2", "=r,r" %x : (i32) -> i32
  // expected-error @+1 {{at offset 0: '${' is not closed by '}'}}
  %d = llvm.inline_asm has_side_effects "${0", "=r,r" %x : (i32) -> i32
  // expected-error @+1 {{at offset 0: '${x}' does not name an operand by number}}
  %e = llvm.inline_asm has_side_effects "${x}", "=r,r" %x : (i32) -> i32
  // expected-error @+1 {{at offset 0: '${0:ab}' needs one modifier letter after ':'}}
  %f = llvm.inline_asm has_side_effects "${0:ab}", "=r,r" %x : (i32) -> i32
  // expected-error @+1 {{at offset 0: operand 7 of 2}}
  %g = llvm.inline_asm has_side_effects "${7}", "=r,r,~{memory}" %x : (i32) -> i32
  // expected-error @+1 {{at offset 2: '$(' inside a variant}}
  %h = llvm.inline_asm has_side_effects "$($(", "=r,r" %x : (i32) -> i32
  // expected-error @+1 {{at offset 0: '$)' outside a variant}}
  %i = llvm.inline_asm has_side_effects "$)", "=r,r" %x : (i32) -> i32
  // expected-error @+1 {{a '$(' variant is not closed by '$)'}}
  %j = llvm.inline_asm has_side_effects "$(a$|b", "=r,r" %x : (i32) -> i32
  // An unknown special operand is LLVM's fatal error (a crash found by the
  // fuzz campaign's prim-fuzz-compile), in a variant too.
  // expected-error @+1 {{at offset 0: '${:uiprim.assert:k}' is none of ${:private}, ${:comment} and ${:uid}}}
  %k = llvm.inline_asm has_side_effects "${:uiprim.assert:k}", "=r,r" %x : (i32) -> i32
  // expected-error @+1 {{at offset 5: '${:}' is none of ${:private}, ${:comment} and ${:uid}}}
  %l = llvm.inline_asm has_side_effects "$(a$|${:}$)", "=r,r" %x : (i32) -> i32
  prim.return %a : i32
}

// -----

// Every accepted form, and a string that ends in an operand number (the
// check looped forever on it, found by CI's prim-fuzz-lower-legacy).
prim.func @asm_strings_ok(%x: i32) -> i32 {
  %a = llvm.inline_asm has_side_effects "mov $1, $0", "=r,r" %x : (i32) -> i32
  %b = llvm.inline_asm has_side_effects "$$ $(a$|b$) ${:uid} ${:private} ${:comment} ${1} ${0:k} $10", "=r,r,r,r,r,r,r,r,r,r,r,~{memory}" %x, %x, %x, %x, %x, %x, %x, %x, %x, %x : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> i32
  prim.return %b : i32
}

// -----

// Symbols in the namespaces Prim generates names in: each would be reused
// as Prim's own.
prim.func @f(%a: memref<4xf32>, %c: i1) {
  prim.call_packed "g"(%a) : (memref<4xf32>) -> ()
  prim.assert %c, "x {}"(%c : i1)
  prim.return
}
// expected-error @+1 {{'__prim_lookup_function' is reserved: Prim generates the symbols whose names begin with __prim_ or __tvm_}}
llvm.func @__prim_lookup_function(i64)
// expected-error @+1 {{'__prim_raise_formatted' is reserved: Prim generates}}
llvm.func @__prim_raise_formatted(i64) -> f64
// expected-error @+1 {{'__prim_str_0' is reserved: Prim generates}}
llvm.mlir.global private constant @__prim_str_0("zzz\00") : !llvm.array<4 x i8>
// expected-error @+1 {{'__tvm_main__' is reserved: Prim generates}}
llvm.mlir.global external constant @__tvm_main__("x\00") : !llvm.array<2 x i8>
// expected-error @+1 {{'__prim_f' is reserved: Prim generates}}
func.func private @__prim_f()
