// Module-level assembly goes with the first partition only when
// prim-compile splits the module: the symbol it defines is defined once
// (in every partition, lld -r would refuse the duplicates).
// RUN: prim-compile %s -o %t.o --emit=obj --threads=2 %pinned_target
// RUN: llvm-readelf -s %t.o | FileCheck %s

// CHECK: GLOBAL DEFAULT {{.*}} prim_marker{{$}}
// CHECK-NOT: prim_marker
// CHECK: GLOBAL HIDDEN {{.*}} __prim_{{[0-9a-f]+}}___prim_check_arguments{{$}}

module attributes {llvm.module_asm = [".globl prim_marker", "prim_marker:", "nop"]} {
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
  llvm.inline_asm has_side_effects "ud2", "" : () -> ()
  prim.return
}
}
