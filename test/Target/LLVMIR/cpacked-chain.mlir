// A chain of three call_cpacked calls, @outer -> @a -> @b -> @c, each
// callee a packed entry point of this module, folds completely at -O2 for
// both ABIs: @outer has no alloca, no call, no check and no error path left,
// and its body is the same IR as @inline, which does the work of @c and @b
// by hand. The exported entry point @a keeps the checks of its own
// arguments but calls neither @b's nor @c's entry point.
// RUN: prim-compile %s -o %t.ffi.ll --abi=tvm-ffi -O2 %pinned_target
// RUN: prim-compile %s -o %t.legacy.ll --abi=tvm-legacy -O2 %pinned_target
// RUN: sed -n '/^define.*@outer(/,/^}/p' %t.ffi.ll > %t.ffi.outer
// RUN: sed -n '/^define.*@outer(/,/^}/p' %t.legacy.ll > %t.legacy.outer
// RUN: FileCheck %s --check-prefix=OUTER --input-file=%t.ffi.outer --implicit-check-not=alloca --implicit-check-not=call --implicit-check-not=memset --implicit-check-not='store i' --implicit-check-not='store ptr' --implicit-check-not=icmp --implicit-check-not='br ' --implicit-check-not=phi --implicit-check-not='ret i32 -1'
// RUN: FileCheck %s --check-prefix=OUTER --input-file=%t.legacy.outer --implicit-check-not=alloca --implicit-check-not=call --implicit-check-not=memset --implicit-check-not='store i' --implicit-check-not='store ptr' --implicit-check-not=icmp --implicit-check-not='br ' --implicit-check-not=phi --implicit-check-not='ret i32 -1'
// Identical to the hand-inlined body and to a call_tir of @a.
// RUN: sed -e 's/^define.*/define/' -e 's/, !.*//' %t.ffi.outer > %t.ffi.outer.body
// RUN: sed -n '/^define.*@inline(/,/^}/p' %t.ffi.ll | sed -e 's/^define.*/define/' -e 's/, !.*//' > %t.ffi.inline.body
// RUN: sed -n '/^define.*@direct(/,/^}/p' %t.ffi.ll | sed -e 's/^define.*/define/' -e 's/, !.*//' > %t.ffi.direct.body
// RUN: diff %t.ffi.outer.body %t.ffi.inline.body
// RUN: diff %t.ffi.outer.body %t.ffi.direct.body
// RUN: sed -e 's/^define.*/define/' -e 's/, !.*//' %t.legacy.outer > %t.legacy.outer.body
// RUN: sed -n '/^define.*@inline(/,/^}/p' %t.legacy.ll | sed -e 's/^define.*/define/' -e 's/, !.*//' > %t.legacy.inline.body
// RUN: diff %t.legacy.outer.body %t.legacy.inline.body
// The exported entry points of @a.
// RUN: sed -n '/^define.*@__tvm_ffi_a(/,/^}/p' %t.ffi.ll | FileCheck %s --check-prefixes=ENTRY,FFI --implicit-check-not=alloca --implicit-check-not=_compute --implicit-check-not=@__tvm_ffi_b --implicit-check-not=@__tvm_ffi_c --implicit-check-not=' @b(' --implicit-check-not=' @c('
// RUN: sed -n '/^define.*@a(/,/^}/p' %t.legacy.ll | FileCheck %s --check-prefixes=ENTRY,LEGACY --implicit-check-not=alloca --implicit-check-not=_compute --implicit-check-not=' @b(' --implicit-check-not=' @c('

// Y = X + 1
prim.func @c(%X: memref<4xf32>, %Y: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1.0 : f32
  scf.for %i = %c0 to %c4 step %c1 {
    %x = memref.load %X[%i] : memref<4xf32>
    %y = arith.addf %x, %one : f32
    memref.store %y, %Y[%i] : memref<4xf32>
  }
  prim.return
}

// Y = X + 1, then Y[0] *= 2
prim.func @b(%X: memref<4xf32>, %Y: memref<4xf32>) {
  prim.call_cpacked @c(%X, %Y) : (memref<4xf32>, memref<4xf32>) -> ()
  %c0 = arith.constant 0 : index
  %two = arith.constant 2.0 : f32
  %y = memref.load %Y[%c0] : memref<4xf32>
  %z = arith.mulf %y, %two : f32
  memref.store %z, %Y[%c0] : memref<4xf32>
  prim.return
}

prim.func @a(%X: memref<4xf32>, %Y: memref<4xf32>) {
  prim.call_cpacked @b(%X, %Y) : (memref<4xf32>, memref<4xf32>) -> ()
  prim.return
}

prim.func @outer(%X: memref<4xf32>, %Y: memref<4xf32>) api(unpacked) {
  prim.call_cpacked @a(%X, %Y) : (memref<4xf32>, memref<4xf32>) -> ()
  prim.return
}

prim.func @direct(%X: memref<4xf32>, %Y: memref<4xf32>) api(unpacked) {
  prim.call_tir @a(%X, %Y) : (memref<4xf32>, memref<4xf32>) -> ()
  prim.return
}

prim.func @inline(%X: memref<4xf32>, %Y: memref<4xf32>) api(unpacked) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1.0 : f32
  scf.for %i = %c0 to %c4 step %c1 {
    %x = memref.load %X[%i] : memref<4xf32>
    %y = arith.addf %x, %one : f32
    memref.store %y, %Y[%i] : memref<4xf32>
  }
  %two = arith.constant 2.0 : f32
  %y = memref.load %Y[%c0] : memref<4xf32>
  %z = arith.mulf %y, %two : f32
  memref.store %z, %Y[%c0] : memref<4xf32>
  prim.return
}

// OUTER-LABEL: define {{.*}}i32 @outer(ptr {{.*}}%0, ptr {{.*}}%1)
// OUTER-NEXT: {{^[a-z.]+}}:
// OUTER-NEXT: %[[X0:.*]] = load float, ptr %0, align 4
// OUTER-NEXT: %[[Y0:.*]] = fadd float %[[X0]], 1.000000e+00
// OUTER-NEXT: store float %[[Y0]], ptr %1, align 4
// OUTER-COUNT-3: fadd float
// OUTER: %[[Z:.*]] = fmul float %[[Y0]], 2.000000e+00
// OUTER-NEXT: store float %[[Z]], ptr %1, align 4
// OUTER-NEXT: ret i32 0
// OUTER-NEXT: }

// ENTRY-LABEL: define
// FFI-SAME: @__tvm_ffi_a(
// LEGACY-SAME: @a(
// The checks of @a's own arguments remain, combined; then the work of @c
// and @b, inlined.
// ENTRY-NOT: call
// ENTRY-COUNT-4: fadd float
// ENTRY: fmul float %{{.*}}, 2.000000e+00
// A failed check goes to one cold block, which asks the module's checker
// for the message.
// ENTRY: call {{.*}}@__prim_check_arguments(
// ENTRY: {{^}}}
