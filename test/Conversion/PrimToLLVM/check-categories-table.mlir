// Check categories (#prim.checks) in the table form: each set of
// categories gets its own checker, __prim_check_arguments for all of them
// and __prim_check_arguments_<mask> for another set (shape 0x4 + alignment
// 0x80 = 84, none = 0), holding the code of its categories only: its
// messages are the only ones besides the entries' argument count and array
// (--implicit-check-not). Entries with the same set share a checker. With
// every category but alignment, entries call it through its quick checker,
// which has no message; with fewer, they call the checker itself, as the
// quick pass would read fields the checker does not.
// RUN: prim-opt %s --split-input-file --prim-make-packed-api="abi=tvm-ffi check-table-threshold=1" | FileCheck %s --check-prefixes=CHECK,FFI,ALL --implicit-check-not=expected
// RUN: prim-opt %s --split-input-file --prim-make-packed-api="abi=tvm-legacy check-table-threshold=1" | FileCheck %s --check-prefixes=CHECK,LEGACY,ALL --implicit-check-not=expected
// The module's option names the checker of the functions without checks(...):
// RUN: prim-opt %s --split-input-file --prim-make-packed-api="abi=tvm-ffi check-table-threshold=1 checks=-alignment" | FileCheck %s --check-prefixes=CHECK,FFI,NOALIGN --implicit-check-not=expected

// FFI-LABEL: llvm.func @__tvm_ffi_f(
// LEGACY-LABEL: llvm.func @f(
// CHECK: llvm.call @__prim_check_arguments_84(
// FFI-LABEL: llvm.func @__tvm_ffi_g(
// LEGACY-LABEL: llvm.func @g(
// CHECK: llvm.call @__prim_check_arguments_0(
// FFI-LABEL: llvm.func @__tvm_ffi_h(
// LEGACY-LABEL: llvm.func @h(
// CHECK: llvm.call @__prim_check_arguments_84(
// CHECK-LABEL: llvm.func internal @__prim_check_arguments_84(
// CHECK-SAME: attributes {passthrough = ["noinline"]}
// CHECK: @{{.*}}("%s: argument #%lld: expected shape[%lld] == %lld, found %lld\00")
// CHECK: @{{.*}}("%s: argument #%lld: expected data aligned to %lld bytes, found an address %lld bytes past a multiple of %lld\00")
// CHECK: @{{.*}}("f: expected 2 arguments, found %lld\00")
// CHECK: @{{.*}}("f: the argument array is NULL, but 2 arguments are expected\00")
// No check: the checker only stores each buffer's DLTensor*.
// CHECK-LABEL: llvm.func internal @__prim_check_arguments_0(
// CHECK-NOT: llvm.call
// CHECK: llvm.return
// CHECK: @{{.*}}("g: expected 1 arguments, found %lld\00")
// CHECK: @{{.*}}("g: the argument array is NULL, but 1 arguments are expected\00")
// CHECK: @{{.*}}("h: expected 1 arguments, found %lld\00")
// CHECK: @{{.*}}("h: the argument array is NULL, but 1 arguments are expected\00")
// CHECK-NOT: @__prim_check_arguments
prim.func @f(%a: memref<2x?xf32, strided<[?, 1], offset: 4>> {prim.align = 16},
             %n: i64) checks(shape, alignment) {
  prim.return
}
prim.func @g(%a: memref<?xf32> {prim.align = 16}) checks(none) {
  prim.return
}
prim.func @h(%a: memref<?xf32> {prim.align = 16}) checks(alignment, shape) {
  prim.return
}

// -----

// Without checks(...), the module's option decides: all categories
// (0xff, the unsuffixed checker), or all but alignment (0x7f).
// FFI-LABEL: llvm.func @__tvm_ffi_k(
// LEGACY-LABEL: llvm.func @k(
// ALL-NOT: llvm.call @__prim_quick__prim_check_arguments_
// NOALIGN: llvm.call @__prim_quick__prim_check_arguments_7f(
// CHECK: llvm.func internal @__prim_check_arguments
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
// CHECK: @{{.*}}("%s: argument #%lld: expected ndim %lld, found %lld\00")
// CHECK: @{{.*}}("%s: argument #%lld: expected dtype code %lld, found %lld\00")
// CHECK: @{{.*}}("%s: argument #%lld: expected dtype bits %lld, found %lld\00")
// CHECK: @{{.*}}("%s: argument #%lld: expected dtype lanes %lld, found %lld\00")
// CHECK: @{{.*}}("%s: argument #%lld: expected shape[%lld] == %lld, found %lld\00")
// CHECK: @{{.*}}("%s: argument #%lld: expected compact strides, found strides[%lld] == %lld\00")
// CHECK: @{{.*}}("%s: argument #%lld: expected strides[%lld] == %lld, found %lld\00")
// CHECK: @{{.*}}("%s: argument #%lld: expected a byte_offset divisible by %lld, found %lld\00")
// CHECK: @{{.*}}("%s: argument #%lld: expected byte_offset %lld, found %lld\00")
// CHECK: @{{.*}}("%s: argument #%lld: expected device_type 1 (CPU), found %lld\00")
// CHECK: @{{.*}}("%s: argument #%lld: expected the device_id of argument #%lld, found %lld\00")
// CHECK: @{{.*}}("%s: argument #%lld: expected non-NULL data\00")
// ALL: @{{.*}}("%s: argument #%lld: expected data aligned to %lld bytes, found an address %lld bytes past a multiple of %lld\00")
// CHECK: @{{.*}}("k: expected 1 arguments, found %lld\00")
// CHECK: @{{.*}}("k: the argument array is NULL, but 1 arguments are expected\00")
prim.func @k(%a: memref<?xf32> {prim.align = 16}) {
  prim.return
}
