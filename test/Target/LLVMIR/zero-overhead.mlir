// The 4x5 add-one loop called through call_cpacked from an unpacked caller
// is the same IR, after -O2, as calling it directly with call_tir: no
// alloca, no type-code or DLTensor store, no error path.
// RUN: prim-compile %S/Inputs/add_one_4x5_callers.mlir -o %t.ffi.ll --abi=tvm-ffi -O2 %pinned_target
// RUN: prim-compile %S/Inputs/add_one_4x5_callers.mlir -o %t.legacy.ll --abi=tvm-legacy -O2 %pinned_target
// RUN: FileCheck %s --check-prefix=PACKED < %t.ffi.ll
// RUN: FileCheck %s --check-prefix=PACKED < %t.legacy.ll
// RUN: FileCheck %s --check-prefix=DYN < %t.ffi.ll
// RUN: FileCheck %s --check-prefix=DYN < %t.legacy.ll
// RUN: FileCheck %s --check-prefix=MAIN < %t.ffi.ll
// Identical bodies, once function names, attributes and metadata numbers
// are set aside.
// RUN: sed -n '/^define.*@via_packed(/,/^}/p' %t.ffi.ll | sed -e 's/^define.*/define/' -e 's/, !.*//' -e 's/metadata ![0-9]*//' > %t.packed
// RUN: sed -n '/^define.*@direct(/,/^}/p' %t.ffi.ll | sed -e 's/^define.*/define/' -e 's/, !.*//' -e 's/metadata ![0-9]*//' > %t.direct
// RUN: diff %t.packed %t.direct
// RUN: FileCheck %s --check-prefix=SAME < %t.packed

// For the pinned x86-64 target (SSE2), 20 additions in 4-wide vectors.
// SAME: define
// SAME-COUNT-5: fadd <4 x float>
// SAME-NOT: fadd
// SAME: ret i32 0

// PACKED-LABEL: define {{.*}}i32 @via_packed(ptr
// PACKED-NOT: alloca
// PACKED-NOT: store i32
// PACKED-NOT: store ptr
// PACKED-NOT: call {{.*}}@{{TVM|__prim|__tvm}}
// PACKED: ret i32 0
// PACKED-NEXT: }

// A dynamic-shape callee called with static buffers: every shape check and
// bound folds away and the loop is fully unrolled.
// DYN-LABEL: define {{.*}}i32 @via_dyn(ptr
// DYN-NOT: alloca
// DYN-NOT: icmp
// DYN-NOT: br i1
// DYN-NOT: call
// DYN-COUNT-20: fadd float
// DYN-NOT: fadd
// DYN: ret i32 0
// DYN-NEXT: }

// The seed discussion's main(A, B): direct loads and stores.
// MAIN-LABEL: define {{.*}}i32 @main(ptr {{.*}}%0, ptr {{.*}}%1)
// MAIN-NOT: alloca
// MAIN-NOT: call i32
// MAIN-COUNT-5: fadd <4 x float>
// MAIN-NOT: fadd
// MAIN: ret i32 0
