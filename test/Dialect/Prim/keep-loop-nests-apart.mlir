// prim-keep-loop-nests-apart: a call_tir is marked noinline when its callee
// reaches a loop and its caller has a loop of its own or makes another such
// call; then every call of that callee is. Other calls are left alone.
// RUN: prim-opt %s --split-input-file --prim-keep-loop-nests-apart | FileCheck %s

// A loop nest calling a loop nest: kept apart.
prim.func @first(%A: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %one = arith.constant 1.0 : f32
  scf.for %i = %c0 to %c64 step %c1 {
    memref.store %one, %A[%i] : memref<64xf32>
  }
  prim.return
}
prim.func @second(%A: memref<64xf32>) {
  prim.call_tir @first(%A) : (memref<64xf32>) -> ()
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %two = arith.constant 2.0 : f32
  scf.for %i = %c0 to %c64 step %c1 {
    memref.store %two, %A[%i] : memref<64xf32>
  }
  prim.return
}
// CHECK-LABEL: prim.func @second(
// CHECK-NEXT: prim.call_tir @first(%{{.*}}) {noinline} : (memref<64xf32>) -> ()

// -----

// Glue without loops calling one loop nest: left to LLVM's inliner.
prim.func @kernel(%A: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %one = arith.constant 1.0 : f32
  scf.for %i = %c0 to %c64 step %c1 {
    memref.store %one, %A[%i] : memref<64xf32>
  }
  prim.return
}
prim.func @glue(%A: memref<64xf32>) {
  prim.call_tir @kernel(%A) : (memref<64xf32>) -> ()
  prim.return
}
// CHECK-LABEL: prim.func @glue(
// CHECK-NEXT: prim.call_tir @kernel(%{{.*}}) : (memref<64xf32>) -> ()
// CHECK-NEXT: prim.return

// -----

// Glue calling two loop nests (as a main function calls its kernels): both
// kept apart, and so is the second caller's call of the same kernel.
prim.func @k1(%A: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %one = arith.constant 1.0 : f32
  scf.for %i = %c0 to %c64 step %c1 {
    memref.store %one, %A[%i] : memref<64xf32>
  }
  prim.return
}
prim.func @k2(%A: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %two = arith.constant 2.0 : f32
  scf.for %i = %c0 to %c64 step %c1 {
    memref.store %two, %A[%i] : memref<64xf32>
  }
  prim.return
}
prim.func @main(%A: memref<64xf32>) {
  prim.call_tir @k1(%A) : (memref<64xf32>) -> ()
  prim.call_tir @k2(%A) : (memref<64xf32>) -> ()
  prim.return
}
prim.func @only_k1(%A: memref<64xf32>) {
  prim.call_tir @k1(%A) : (memref<64xf32>) -> ()
  prim.return
}
// CHECK-LABEL: prim.func @main(
// CHECK-NEXT: prim.call_tir @k1(%{{.*}}) {noinline}
// CHECK-NEXT: prim.call_tir @k2(%{{.*}}) {noinline}
// CHECK-LABEL: prim.func @only_k1(
// CHECK-NEXT: prim.call_tir @k1(%{{.*}}) {noinline}

// -----

// A callee without loops, called from a loop nest: left alone.
prim.func @scalar(%A: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  memref.store %one, %A[%c0] : memref<64xf32>
  prim.return
}
prim.func @loops(%A: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  scf.for %i = %c0 to %c64 step %c1 {
    prim.call_tir @scalar(%A) : (memref<64xf32>) -> ()
  }
  prim.return
}
// CHECK-LABEL: prim.func @loops(
// CHECK: prim.call_tir @scalar(%{{.*}}) : (memref<64xf32>) -> ()

// -----

// A loop reached through glue: the glue is kept apart from the loop nest
// that calls it; the glue's own single call stays inlinable.
prim.func @deep(%A: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %one = arith.constant 1.0 : f32
  scf.for %i = %c0 to %c64 step %c1 {
    memref.store %one, %A[%i] : memref<64xf32>
  }
  prim.return
}
prim.func @through(%A: memref<64xf32>) {
  prim.call_tir @deep(%A) : (memref<64xf32>) -> ()
  prim.return
}
prim.func @outer(%A: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %two = arith.constant 2.0 : f32
  scf.for %i = %c0 to %c64 step %c1 {
    memref.store %two, %A[%i] : memref<64xf32>
  }
  prim.call_tir @through(%A) : (memref<64xf32>) -> ()
  prim.return
}
// CHECK-LABEL: prim.func @through(
// CHECK-NEXT: prim.call_tir @deep(%{{.*}}) : (memref<64xf32>) -> ()
// CHECK-LABEL: prim.func @outer(
// CHECK: prim.call_tir @through(%{{.*}}) {noinline}

// -----

// Loops the pass recognizes: scf.while, scf.parallel and a cycle of
// blocks; each callee is called by a function that makes several such
// calls.
prim.func @while(%A: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %r = scf.while (%i = %c0) : (index) -> index {
    %more = arith.cmpi slt, %i, %c64 : index
    scf.condition(%more) %i : index
  } do {
  ^bb0(%i: index):
    %next = arith.addi %i, %c1 : index
    scf.yield %next : index
  }
  prim.return
}
prim.func @parallel(%A: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %one = arith.constant 1.0 : f32
  scf.parallel (%i) = (%c0) to (%c64) step (%c1) {
    memref.store %one, %A[%i] : memref<64xf32>
  }
  prim.return
}
prim.func @blocks(%A: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  cf.br ^header(%c0 : index)
^header(%i: index):
  %more = arith.cmpi slt, %i, %c64 : index
  cf.cond_br %more, ^body, ^exit
^body:
  %next = arith.addi %i, %c1 : index
  cf.br ^header(%next : index)
^exit:
  prim.return
}
prim.func @caller(%A: memref<64xf32>) {
  prim.call_tir @while(%A) : (memref<64xf32>) -> ()
  prim.call_tir @parallel(%A) : (memref<64xf32>) -> ()
  prim.call_tir @blocks(%A) : (memref<64xf32>) -> ()
  prim.return
}
// CHECK-LABEL: prim.func @caller(
// CHECK-NEXT: prim.call_tir @while(%{{.*}}) {noinline}
// CHECK-NEXT: prim.call_tir @parallel(%{{.*}}) {noinline}
// CHECK-NEXT: prim.call_tir @blocks(%{{.*}}) {noinline}

// -----

// Branches that do not loop are no loop; a cycle of calls is one.
prim.func @diamond(%A: memref<64xf32>, %c: i1) {
  cf.cond_br %c, ^left, ^right
^left:
  cf.br ^join
^right:
  cf.br ^join
^join:
  prim.return
}
prim.func @recursive(%A: memref<64xf32>, %c: i1) {
  prim.call_tir @recursive(%A, %c) : (memref<64xf32>, i1) -> ()
  prim.return
}
prim.func @twice(%A: memref<64xf32>, %c: i1) {
  prim.call_tir @diamond(%A, %c) : (memref<64xf32>, i1) -> ()
  prim.call_tir @diamond(%A, %c) : (memref<64xf32>, i1) -> ()
  prim.call_tir @recursive(%A, %c) : (memref<64xf32>, i1) -> ()
  prim.return
}
// CHECK-LABEL: prim.func @recursive(
// CHECK-NEXT: prim.call_tir @recursive(%{{.*}}, %{{.*}}) : (memref<64xf32>, i1) -> ()
// CHECK-LABEL: prim.func @twice(
// CHECK-NEXT: prim.call_tir @diamond(%{{.*}}, %{{.*}}) : (memref<64xf32>, i1) -> ()
// CHECK-NEXT: prim.call_tir @diamond(%{{.*}}, %{{.*}}) : (memref<64xf32>, i1) -> ()
// CHECK-NEXT: prim.call_tir @recursive(%{{.*}}, %{{.*}}) : (memref<64xf32>, i1) -> ()
