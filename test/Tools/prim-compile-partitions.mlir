// A module that prim-compile splits into partitions, each translated and
// compiled on its own thread: a shared helper becomes a hidden global named
// for the module, and errors found in several partitions are all reported,
// located at their ops and in module order, whatever the thread count, and
// nothing is written.
// RUN: prim-compile %s -o %t.o --emit=obj --threads=2 %pinned_target
// RUN: llvm-readelf -s %t.o | FileCheck %s --check-prefix=SPLIT
// RUN: sed -e 's/"ud2 # first"/"ud1"/' -e 's/"ud2 # last"/"ud1"/' %s > %t.bad.mlir
// RUN: echo previous > %t.bad.o
// RUN: not prim-compile %t.bad.mlir -o %t.bad.o --emit=obj --threads=2 %pinned_target 2> %t.two
// RUN: not prim-compile %t.bad.mlir -o %t.bad.o --emit=obj --threads=1 %pinned_target 2> %t.one
// RUN: FileCheck %s --check-prefix=BAD --input-file=%t.two
// RUN: diff %t.one %t.two
// RUN: FileCheck %s --check-prefix=UNTOUCHED --input-file=%t.bad.o

// SPLIT: {{.*}} GLOBAL HIDDEN {{.*}} __prim_{{[0-9a-f]+}}___prim_check_arguments{{$}}

// BAD: .tmp.bad.mlir:[[# @LINE + 7]]:3: error: code generation failed: <inline asm>:1:2: unknown use of instruction mnemonic without a size suffix
// BAD-NOT: error:
// BAD: .tmp.bad.mlir:[[# @LINE + 40]]:3: error: code generation failed: <inline asm>:1:2: unknown use of instruction mnemonic without a size suffix
// BAD-NOT: error:
// UNTOUCHED: {{^}}previous{{$}}

prim.func @f0(%a: memref<4xf32>, %b: memref<4xf32>) attributes {prim.noinline} {
  llvm.inline_asm has_side_effects "ud2 # first", "" : () -> ()
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
  llvm.inline_asm has_side_effects "ud2 # last", "" : () -> ()
  prim.return
}
