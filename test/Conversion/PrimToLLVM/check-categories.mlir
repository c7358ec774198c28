// Check categories (#prim.checks) in the straight-line entry: a category
// left out leaves neither a message nor a condition. The messages are the
// diagnosis's, one global each, in the checks' order; --implicit-check-not
// makes the listed ones the only checks of the split. A function's own
// checks(...) wins over the module's `checks` option (TYPEONLY runs
// with checks=type_code; @f and @g check the same either way).
// RUN: prim-opt %s --split-input-file --prim-make-packed-api=abi=tvm-ffi | FileCheck %s --check-prefixes=CHECK,FFI,ALL --implicit-check-not=expected
// RUN: prim-opt %s --split-input-file --prim-make-packed-api=abi=tvm-legacy | FileCheck %s --check-prefixes=CHECK,LEGACY,ALL --implicit-check-not=expected
// RUN: prim-opt %s --split-input-file --prim-make-packed-api="abi=tvm-ffi checks=type_code" | FileCheck %s --check-prefixes=CHECK,FFI,TYPEONLY --implicit-check-not=expected
// RUN: prim-opt %s --split-input-file --prim-make-packed-api="abi=tvm-legacy checks=type_code" | FileCheck %s --check-prefixes=CHECK,LEGACY,TYPEONLY --implicit-check-not=expected
// Leading removals start from all:
// RUN: prim-opt %s --split-input-file --prim-make-packed-api="abi=tvm-ffi checks=-alignment,-shape,-device" | FileCheck %s --check-prefixes=CHECK,FFI,SOME --implicit-check-not=expected

// Shape and alignment only: after the argument count and array, the fast
// path combines exactly two conditions, shape[0] == 2 and the data
// pointer's low bits, into its one branch; the strides (only the dynamic
// one is read, to bind it), byte_offset, device and data go unchecked.
// FFI-LABEL: llvm.func @__tvm_ffi_f(
// LEGACY-LABEL: llvm.func @f(
// CHECK: llvm.cond_br %{{.*}}, ^bb2, ^bb1
// CHECK: ^bb2:
// CHECK: %[[DIM0:.*]] = llvm.load %{{.*}} : !llvm.ptr -> i64
// CHECK-NEXT: %[[TWO:.*]] = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %[[SHAPEOK:.*]] = llvm.icmp "eq" %[[DIM0]], %[[TWO]] : i64
// CHECK: %[[LOW:.*]] = llvm.and %{{.*}}, %{{.*}} : i64
// CHECK-NEXT: %[[ZERO:.*]] = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %[[ALIGNOK:.*]] = llvm.icmp "eq" %[[LOW]], %[[ZERO]] : i64
// CHECK-NEXT: %[[OK:.*]] = llvm.and %[[SHAPEOK]], %[[ALIGNOK]] : i1
// CHECK-NEXT: llvm.cond_br %[[OK]] weights([1048576, 1]), ^bb4, ^bb3
// CHECK-NOT: llvm.icmp
// CHECK: prim.call_tir @f_compute(
// CHECK: @{{.*}}("f: expected 2 arguments, found %lld\00")
// CHECK-NEXT: @{{.*}}("f: the argument array is NULL, but 2 arguments are expected\00")
// CHECK-NEXT: @{{.*}}("ValueError\00")
// CHECK-NEXT: @{{.*}}("f: argument #0: expected shape[0] == 2, found %lld\00")
// CHECK-NEXT: @{{.*}}("f: argument #0: expected data aligned to 16 bytes, found an address %lld bytes past a multiple of 16\00")
// CHECK-NEXT: @{{.*}}("f: a combined check failed\00")
prim.func @f(%a: memref<2x?xf32, strided<[?, 1], offset: 4>> {prim.align = 16},
             %n: i64) checks(shape, alignment) {
  prim.return
}

// -----

// None: the argument count and array alone; the entry has no branch after
// theirs.
// FFI-LABEL: llvm.func @__tvm_ffi_g(
// LEGACY-LABEL: llvm.func @g(
// CHECK: llvm.cond_br %{{.*}}, ^bb2, ^bb1
// CHECK: ^bb2:
// CHECK-NOT: llvm.cond_br
// CHECK: prim.call_tir @g_compute(
// CHECK: @{{.*}}("g: expected 1 arguments, found %lld\00")
// CHECK-NEXT: @{{.*}}("g: the argument array is NULL, but 1 arguments are expected\00")
// CHECK-NEXT: @{{.*}}("ValueError\00")
// CHECK-NEXT: @{{.*}}("g: a combined check failed\00")
prim.func @g(%a: memref<?xf32> {prim.align = 16}) checks(none) {
  prim.return
}

// -----

// Without checks(...), the module's option decides.
// CHECK-LABEL: prim.func private @h_compute(
// CHECK: @{{.*}}("h: expected 2 arguments, found %lld\00")
// CHECK-NEXT: @{{.*}}("h: the argument array is NULL, but 2 arguments are expected\00")
// FFI-NEXT: @{{.*}}("h: argument #0: expected a tensor (type code 7, 70), found type code %lld\00")
// LEGACY-NEXT: @{{.*}}("h: argument #0: expected a tensor (type code 7, 13), found type code %lld\00")
// FFI-NEXT: @{{.*}}("h: argument #1: expected an integer (type code 1, 2), found type code %lld\00")
// LEGACY-NEXT: @{{.*}}("h: argument #1: expected an integer (type code 0, 15), found type code %lld\00")
// CHECK-NEXT: @{{.*}}("h: argument #0: expected a non-NULL DLTensor*\00")
// ALL-NEXT: @{{.*}}("ValueError\00")
// ALL-NEXT: @{{.*}}("h: argument #0: expected ndim 2, found %lld\00")
// ALL-NEXT: @{{.*}}("h: argument #0: expected dtype code 2, found %lld\00")
// ALL-NEXT: @{{.*}}("h: argument #0: expected dtype bits 32, found %lld\00")
// ALL-NEXT: @{{.*}}("h: argument #0: expected dtype lanes 1, found %lld\00")
// ALL-NEXT: @{{.*}}("h: argument #0: expected shape[1] == 3, found %lld\00")
// ALL-NEXT: @{{.*}}("h: argument #0: expected compact strides, found strides[0] == %lld\00")
// ALL-NEXT: @{{.*}}("h: argument #0: expected compact strides, found strides[1] == %lld\00")
// ALL-NEXT: @{{.*}}("h: argument #0: expected a byte_offset divisible by 4, found %lld\00")
// ALL-NEXT: @{{.*}}("h: argument #0: expected byte_offset 0, found %lld\00")
// ALL-NEXT: @{{.*}}("h: argument #0: expected device_type 1 (CPU), found %lld\00")
// ALL-NEXT: @{{.*}}("h: argument #0: expected non-NULL data\00")
// ALL-NEXT: @{{.*}}("h: argument #0: expected data aligned to 64 bytes, found an address %lld bytes past a multiple of 64\00")
// SOME-NEXT: @{{.*}}("ValueError\00")
// SOME-NEXT: @{{.*}}("h: argument #0: expected ndim 2, found %lld\00")
// SOME-NEXT: @{{.*}}("h: argument #0: expected dtype code 2, found %lld\00")
// SOME-NEXT: @{{.*}}("h: argument #0: expected dtype bits 32, found %lld\00")
// SOME-NEXT: @{{.*}}("h: argument #0: expected dtype lanes 1, found %lld\00")
// SOME-NEXT: @{{.*}}("h: argument #0: expected compact strides, found strides[0] == %lld\00")
// SOME-NEXT: @{{.*}}("h: argument #0: expected compact strides, found strides[1] == %lld\00")
// SOME-NEXT: @{{.*}}("h: argument #0: expected a byte_offset divisible by 4, found %lld\00")
// SOME-NEXT: @{{.*}}("h: argument #0: expected byte_offset 0, found %lld\00")
// SOME-NEXT: @{{.*}}("h: argument #0: expected non-NULL data\00")
// TYPEONLY-NEXT: @{{.*}}("ValueError\00")
// CHECK-NEXT: @{{.*}}("h: a combined check failed\00")
prim.func @h(%a: memref<?x3xf32> {prim.align = 64}, %n: i64) {
  prim.return
}
