// Check categories (#prim.checks) in the straight-line entry: a category
// left out leaves no condition in the fast path, and its failure block finds
// the message with the module's checker of the entry's categories
// (__prim_check_arguments[_<mask>], as in the table form), which holds the
// messages of those categories only; --implicit-check-not makes the listed
// messages the only ones of the split. A function's own
// checks(...) wins over the module's `checks` option (TYPEONLY runs
// with checks=type_code; @f and @g check the same either way).
// RUN: prim-opt %s --split-input-file --prim-make-packed-api=abi=tvm-ffi | FileCheck %s --check-prefixes=CHECK,FFI,ALL --implicit-check-not=expected
// RUN: prim-opt %s --split-input-file --prim-make-packed-api=abi=tvm-legacy | FileCheck %s --check-prefixes=CHECK,LEGACY,ALL --implicit-check-not=expected
// RUN: prim-opt %s --split-input-file --prim-make-packed-api="abi=tvm-ffi checks=type_code" | FileCheck %s --check-prefixes=CHECK,FFI,TYPEONLY --implicit-check-not=expected
// RUN: prim-opt %s --split-input-file --prim-make-packed-api="abi=tvm-legacy checks=type_code" | FileCheck %s --check-prefixes=CHECK,LEGACY,TYPEONLY --implicit-check-not=expected
// Leading removals start from all:
// RUN: prim-opt %s --split-input-file --prim-make-packed-api="abi=tvm-ffi checks=-alignment,-shape,-device" | FileCheck %s --check-prefixes=CHECK,FFI,SOME --implicit-check-not=expected

// Shape and alignment only: after the argument count and array, the fast
// path has exactly two conditions, shape[0] == 2 and the data pointer's low
// bits, each with its branch; the strides (only the dynamic one is read, to
// bind it), byte_offset, device and data go unchecked.
// FFI-LABEL: llvm.func @__tvm_ffi_f(
// LEGACY-LABEL: llvm.func @f(
// CHECK: llvm.cond_br %{{.*}} weights([1048576, 1]), ^bb1, ^[[DIAG:bb[0-9]+]]
// CHECK: ^bb1:
// CHECK: llvm.cond_br %{{.*}} weights([1048576, 1]), ^bb2, ^[[DIAG]]
// CHECK: ^bb2:
// CHECK: %[[DIM0:.*]] = llvm.load %{{.*}} : !llvm.ptr -> i64
// CHECK-NEXT: %[[TWO:.*]] = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %[[SHAPEOK:.*]] = llvm.icmp "eq" %[[DIM0]], %[[TWO]] : i64
// CHECK-NEXT: llvm.cond_br %[[SHAPEOK]] weights([1048576, 1]), ^bb3, ^[[DIAG]]
// CHECK: ^bb3:
// CHECK: %[[LOW:.*]] = llvm.and %{{.*}}, %{{.*}} : i64
// CHECK-NEXT: %[[ZERO:.*]] = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %[[ALIGNOK:.*]] = llvm.icmp "eq" %[[LOW]], %[[ZERO]] : i64
// CHECK-NEXT: llvm.cond_br %[[ALIGNOK]] weights([1048576, 1]), ^bb4, ^[[DIAG]]
// CHECK-NOT: llvm.icmp
// CHECK: prim.call_tir @f_compute(
// Every check branches straight to the one diagnosis block.
// CHECK: ^[[DIAG]]:  // 4 preds: ^bb0, ^bb1, ^bb2, ^bb3
// CHECK: llvm.call @__prim_check_arguments_84(
// CHECK-LABEL: llvm.func internal @__prim_check_arguments_84(
// CHECK-SAME: attributes {passthrough = ["noinline", "optnone", "cold"]}
// CHECK: @{{.*}}("%s: argument #%lld: expected shape[%lld] == %lld, found %lld\00")
// CHECK: @{{.*}}("%s: argument #%lld: expected data aligned to %lld bytes, found an address %lld bytes past a multiple of %lld\00")
// CHECK: @{{.*}}("f: expected 2 arguments, found %lld\00")
// CHECK: @{{.*}}("f: the argument array is NULL, but 2 arguments are expected\00")
prim.func @f(%a: memref<2x?xf32, strided<[?, 1], offset: 4>> {prim.align = 16},
             %n: i64) checks(shape, alignment) {
  prim.return
}

// -----

// None: the argument count and array alone; the entry has no branch after
// theirs.
// FFI-LABEL: llvm.func @__tvm_ffi_g(
// LEGACY-LABEL: llvm.func @g(
// CHECK: llvm.cond_br %{{.*}}, ^bb1, ^[[DIAG:bb[0-9]+]]
// CHECK: ^bb1:
// CHECK: llvm.cond_br %{{.*}}, ^bb2, ^[[DIAG]]
// CHECK: ^bb2:
// CHECK-NOT: llvm.cond_br
// CHECK: prim.call_tir @g_compute(
// CHECK: ^[[DIAG]]:  // 2 preds: ^bb0, ^bb1
// CHECK: llvm.call @__prim_check_arguments_0(
// CHECK: @{{.*}}("g: expected 1 arguments, found %lld\00")
// CHECK: @{{.*}}("g: the argument array is NULL, but 1 arguments are expected\00")
prim.func @g(%a: memref<?xf32> {prim.align = 16}) checks(none) {
  prim.return
}

// -----

// Without checks(...), the module's option decides: all categories
// (__prim_check_arguments), type_code alone (0x1), or all but alignment,
// shape and device (0x5b).
// FFI-LABEL: llvm.func @__tvm_ffi_h(
// LEGACY-LABEL: llvm.func @h(
// ALL: llvm.call @__prim_check_arguments(
// TYPEONLY: llvm.call @__prim_check_arguments_1(
// SOME: llvm.call @__prim_check_arguments_5b(
// ALL: llvm.func internal @__prim_check_arguments(
// TYPEONLY: llvm.func internal @__prim_check_arguments_1(
// SOME: llvm.func internal @__prim_check_arguments_5b(
// FFI: @{{.*}}("%s: argument #%lld: expected an integer (type code 1, 2), found type code %lld\00")
// LEGACY: @{{.*}}("%s: argument #%lld: expected an integer (type code 0, 15), found type code %lld\00")
// FFI: @{{.*}}("%s: argument #%lld: expected a bool (type code 1, 2), found type code %lld\00")
// LEGACY: @{{.*}}("%s: argument #%lld: expected a bool (type code 0, 15), found type code %lld\00")
// FFI: @{{.*}}("%s: argument #%lld: expected a float (type code 3, 1, 2), found type code %lld\00")
// LEGACY: @{{.*}}("%s: argument #%lld: expected a float (type code 2, 0, 15), found type code %lld\00")
// FFI: @{{.*}}("%s: argument #%lld: expected a handle (type code 4, 0, 7), found type code %lld\00")
// LEGACY: @{{.*}}("%s: argument #%lld: expected a handle (type code 3, 4, 7, 13), found type code %lld\00")
// FFI: @{{.*}}("%s: argument #%lld: expected None (type code 0), found type code %lld\00")
// LEGACY: @{{.*}}("%s: argument #%lld: expected None (type code 4), found type code %lld\00")
// FFI: @{{.*}}("%s: argument #%lld: expected a tensor (type code 7, 70), found type code %lld\00")
// LEGACY: @{{.*}}("%s: argument #%lld: expected a tensor (type code 7, 13), found type code %lld\00")
// FFI: @{{.*}}("%s: argument #%lld: expected a function (type code 68), found type code %lld\00")
// LEGACY: @{{.*}}("%s: argument #%lld: expected a function (type code 10), found type code %lld\00")
// CHECK: @{{.*}}("%s: argument #%lld: expected a non-NULL DLTensor*\00")
// ALL: @{{.*}}("%s: argument #%lld: expected ndim %lld, found %lld\00")
// SOME: @{{.*}}("%s: argument #%lld: expected ndim %lld, found %lld\00")
// ALL: @{{.*}}("%s: argument #%lld: expected dtype code %lld, found %lld\00")
// SOME: @{{.*}}("%s: argument #%lld: expected dtype code %lld, found %lld\00")
// ALL: @{{.*}}("%s: argument #%lld: expected dtype bits %lld, found %lld\00")
// SOME: @{{.*}}("%s: argument #%lld: expected dtype bits %lld, found %lld\00")
// ALL: @{{.*}}("%s: argument #%lld: expected dtype lanes %lld, found %lld\00")
// SOME: @{{.*}}("%s: argument #%lld: expected dtype lanes %lld, found %lld\00")
// ALL: @{{.*}}("%s: argument #%lld: expected shape[%lld] == %lld, found %lld\00")
// ALL: @{{.*}}("%s: argument #%lld: expected compact strides, found strides[%lld] == %lld\00")
// SOME: @{{.*}}("%s: argument #%lld: expected compact strides, found strides[%lld] == %lld\00")
// ALL: @{{.*}}("%s: argument #%lld: expected strides[%lld] == %lld, found %lld\00")
// SOME: @{{.*}}("%s: argument #%lld: expected strides[%lld] == %lld, found %lld\00")
// ALL: @{{.*}}("%s: argument #%lld: expected a byte_offset divisible by %lld, found %lld\00")
// SOME: @{{.*}}("%s: argument #%lld: expected a byte_offset divisible by %lld, found %lld\00")
// ALL: @{{.*}}("%s: argument #%lld: expected byte_offset %lld, found %lld\00")
// SOME: @{{.*}}("%s: argument #%lld: expected byte_offset %lld, found %lld\00")
// ALL: @{{.*}}("%s: argument #%lld: expected device_type 1 (CPU), found %lld\00")
// ALL: @{{.*}}("%s: argument #%lld: expected the device_id of argument #%lld, found %lld\00")
// ALL: @{{.*}}("%s: argument #%lld: expected non-NULL data\00")
// SOME: @{{.*}}("%s: argument #%lld: expected non-NULL data\00")
// ALL: @{{.*}}("%s: argument #%lld: expected data aligned to %lld bytes, found an address %lld bytes past a multiple of %lld\00")
// CHECK: @{{.*}}("h: expected 2 arguments, found %lld\00")
// CHECK: @{{.*}}("h: the argument array is NULL, but 2 arguments are expected\00")
prim.func @h(%a: memref<?x3xf32> {prim.align = 64}, %n: i64) {
  prim.return
}
