// Two private constants that refer to each other, used by one function of a
// module that prim-compile splits: each partition that uses either holds a
// copy of both, so the object defines them all and leaves none undefined
// (a split that placed them one by one declared one of them external).
// RUN: prim-compile %s -o %t.o --emit=obj --threads=2 %pinned_target
// RUN: llvm-readelf -s %t.o | FileCheck %s --implicit-check-not="UND cycle_"
// RUN: prim-compile %s -o %t.one.o --emit=obj --threads=1 %pinned_target
// RUN: cmp %t.o %t.one.o

// CHECK: GLOBAL HIDDEN {{.*}} __prim_{{[0-9a-f]+}}___prim_check_arguments{{$}}

llvm.mlir.global private unnamed_addr constant @cycle_a() {addr_space = 0 : i32} : !llvm.ptr {
  %0 = llvm.mlir.addressof @cycle_b : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.mlir.global private unnamed_addr constant @cycle_b() {addr_space = 0 : i32} : !llvm.ptr {
  %0 = llvm.mlir.addressof @cycle_a : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

prim.func @f0(%a: memref<4xf32>, %b: memref<4xf32>) attributes {prim.noinline} {
  llvm.inline_asm has_side_effects "ud2", "" : () -> ()
  prim.return
}

prim.func @f1(%a: memref<4xf32>, %b: memref<4xf32>) attributes {prim.noinline} {
  llvm.inline_asm has_side_effects "ud2", "" : () -> ()
  prim.return
}

prim.func @f2(%a: memref<4xf32>, %b: memref<4xf32>) attributes {prim.noinline} {
  llvm.inline_asm has_side_effects "ud2", "" : () -> ()
  prim.return
}

prim.func @f3(%a: memref<4xf32>, %b: memref<4xf32>) attributes {prim.noinline} {
  llvm.inline_asm has_side_effects "ud2", "" : () -> ()
  prim.return
}

prim.func @f4(%a: memref<4xf32>, %b: memref<4xf32>) attributes {prim.noinline} {
  llvm.inline_asm has_side_effects "ud2", "" : () -> ()
  prim.return
}

prim.func @f5(%a: memref<4xf32>, %b: memref<4xf32>) attributes {prim.noinline} {
  llvm.inline_asm has_side_effects "ud2", "" : () -> ()
  prim.return
}

prim.func @f6(%a: memref<4xf32>, %b: memref<4xf32>) attributes {prim.noinline} {
  llvm.inline_asm has_side_effects "ud2", "" : () -> ()
  prim.return
}

prim.func @f7(%a: memref<4xf32>, %b: memref<4xf32>) attributes {prim.noinline} {
  %p = llvm.mlir.addressof @cycle_a : !llvm.ptr
  llvm.inline_asm has_side_effects "nop", "r" %p : (!llvm.ptr) -> ()
  prim.return
}
