// RUN: prim-opt %s --prim-make-packed-api=abi=tvm-ffi --split-input-file | FileCheck %s --check-prefix=FFI
// RUN: prim-opt %s --prim-make-packed-api=abi=tvm-legacy --split-input-file | FileCheck %s --check-prefix=LEGACY

// The entry point has the ABI's signature and symbol, and no inlining
// attribute: the inliner's cost model decides, as for any function. Each of
// its checks fails into one cold block, the diagnosis, which the memref<?xf32>
// and f32 arguments' 11 checks enter; the body is kept as @add_compute.
// FFI-LABEL: llvm.func @__tvm_ffi_add(%{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr, %{{.*}}: i32, %{{.*}}: !llvm.ptr) -> i32 attributes {passthrough = ["prim-final-ir"]} {
// LEGACY-LABEL: llvm.func @add(%{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr, %{{.*}}: i32, %{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr) -> i32 attributes {passthrough = ["prim-final-ir"]} {
// FFI-NOT: llvm.call
// FFI: llvm.cond_br %{{.*}} weights([1048576, 1]), ^bb1, ^[[DIAGNOSIS:bb[0-9]+]]
// FFI-NEXT: ^bb1:  // pred: ^bb0
// FFI-NOT: llvm.call
// FFI: prim.call_tir @add_compute(
// FFI: llvm.return
// The cold block checks the argument count and array, each with its own
// message, then has the module's checker find the first failing check,
// walking the entry's tables, and returns its status. Should the checker
// find none, the entry still fails, with a message that says so.
// FFI-NEXT: ^[[DIAGNOSIS]]:  // 11 preds
// FFI: llvm.icmp "eq" %arg2
// FFI: llvm.call @__prim_raise_formatted(
// FFI: llvm.icmp "ne" %arg1
// FFI: llvm.call %{{.*}}(%{{.*}}, %{{.*}}) : !llvm.ptr, (!llvm.ptr, !llvm.ptr) -> ()
// FFI: %[[KINDS:.*]] = llvm.mlir.addressof @__prim_arg_kinds_add
// FFI-NEXT: %[[TABLE:.*]] = llvm.mlir.addressof @__prim_buffer_table_add
// FFI-NEXT: %[[NUM:.*]] = llvm.mlir.constant(1 : i64) : i64
// FFI-NEXT: %[[STATUS:.*]] = llvm.call @__prim_check_arguments(%{{.*}}, %arg1, %{{.*}}, %{{.*}}, %[[KINDS]], %[[TABLE]], %[[NUM]], %{{.*}})
// FFI: llvm.cond_br %{{.*}} weights([1048576, 1]), ^[[DONE:bb[0-9]+]], ^[[FAILED:bb[0-9]+]]
// FFI-NEXT: ^[[FAILED]]:
// FFI-NEXT: llvm.return %[[STATUS]] : i32
// FFI-NEXT: ^[[DONE]]:
// FFI: llvm.call %{{.*}}(%{{.*}}, %{{.*}}) : !llvm.ptr, (!llvm.ptr, !llvm.ptr) -> ()
// FFI-NEXT: %[[MINUS_ONE:.*]] = llvm.mlir.constant(-1 : i32) : i32
// FFI-NEXT: llvm.return %[[MINUS_ONE]] : i32
// FFI-NEXT: }
// LEGACY: prim.call_tir @add_compute(
// LEGACY: llvm.call @__prim_check_arguments(
// FFI-LABEL: prim.func private @add_compute(
// The checker's messages, one per check, in DESIGN.md's order.
// FFI-LABEL: llvm.func internal @__prim_check_arguments(
// FFI: "%s: argument #%lld: expected an integer (type code 1, 2), found type code %lld\00"
// FFI: "%s: argument #%lld: expected a float (type code 3, 1, 2), found type code %lld\00"
// FFI: "%s: argument #%lld: expected a tensor (type code 7, 70), found type code %lld\00"
// FFI: "%s: argument #%lld: expected a non-NULL DLTensor*\00"
// FFI: "%s: argument #%lld: expected ndim %lld, found %lld\00"
// FFI: "%s: argument #%lld: expected dtype code %lld, found %lld\00"
// FFI: "%s: argument #%lld: expected dtype bits %lld, found %lld\00"
// FFI: "%s: argument #%lld: expected dtype lanes %lld, found %lld\00"
// FFI: "%s: argument #%lld: expected shape[%lld] == %lld, found %lld\00"
// FFI: "%s: argument #%lld: expected compact strides, found strides[%lld] == %lld\00"
// FFI: "%s: argument #%lld: expected strides[%lld] == %lld, found %lld\00"
// FFI: "%s: argument #%lld: expected a byte_offset divisible by %lld, found %lld\00"
// FFI: "%s: argument #%lld: expected byte_offset %lld, found %lld\00"
// FFI: "%s: argument #%lld: expected device_type 1 (CPU), found %lld\00"
// FFI: "%s: argument #%lld: expected the device_id of argument #%lld, found %lld\00"
// FFI: "%s: argument #%lld: expected non-NULL data\00"
// FFI: "%s: argument #%lld: expected data aligned to %lld bytes, found an address %lld bytes past a multiple of %lld\00"
// The entry's tables: a tensor (kind 5) and a float (kind 2); one buffer
// row: argument 0, rank 1, float32 x1 of 4 bytes, byte_offset 0, aligned
// to 64, identity layout, float32 as DLTensor's dtype word and the
// alignment mask 63 (which only a table entry's quick checker reads), its
// dims at 12: one dynamic dim and its stride.
// FFI: @__prim_arg_kinds_add(dense<[5, 2]> : tensor<2xi8>)
// FFI-NEXT: @__prim_buffer_table_add(dense<[0, 1, 2, 32, 1, 4, 0, 64, 1, 73730, 63, 12, -9223372036854775808, 1]> : tensor<14xi64>)
// FFI: "add: expected 2 arguments, found %lld\00"
// FFI: "add: the argument array is NULL, but 2 arguments are expected\00"
// FFI: "add\00"
// FFI: "add: a combined check failed\00"
// LEGACY: "%s: argument #%lld: expected a float (type code 2, 0, 15), found type code %lld\00"
// LEGACY: "%s: argument #%lld: expected a tensor (type code 7, 13), found type code %lld\00"
prim.func @add(%a: memref<?xf32> {prim.align = 64}, %x: f32) {
  prim.return
}

// -----

// A scalar result is written to the ABI's result slot: tvm-ffi's
// TVMFFIAny {type_index = Int (1), zero padding, value}.
// FFI-LABEL: llvm.func @__tvm_ffi_count(
// FFI: %[[R:.*]] = prim.call_tir @count_compute(%{{.*}}) : (memref<8xi32>) -> i32
// FFI-NEXT: %[[W:.*]] = llvm.sext %[[R]] : i32 to i64
// FFI-NEXT: %[[CODE:.*]] = llvm.mlir.constant(1 : i32) : i32
// FFI-NEXT: llvm.store %[[CODE]], %arg3 : i32, !llvm.ptr
// LEGACY-LABEL: llvm.func @count(
// LEGACY: %[[R:.*]] = prim.call_tir @count_compute(%{{.*}}) : (memref<8xi32>) -> i32
// LEGACY-NEXT: %[[W:.*]] = llvm.sext %[[R]] : i32 to i64
// LEGACY-NEXT: llvm.store %[[W]], %arg3 : i64, !llvm.ptr
// LEGACY-NEXT: %[[CODE:.*]] = llvm.mlir.constant(0 : i32) : i32
// LEGACY-NEXT: llvm.store %[[CODE]], %arg4 : i32, !llvm.ptr
prim.func @count(%a: memref<8xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %v = memref.load %a[%c0] : memref<8xi32>
  prim.return %v : i32
}

// -----

// A declaration becomes the declaration of its entry point, and cpacked
// calls go to entry points.
// FFI-LABEL: prim.func @caller(
// FFI-NEXT: prim.call_cpacked @__tvm_ffi_ext(
// FFI: llvm.func @__tvm_ffi_ext(!llvm.ptr, !llvm.ptr, i32, !llvm.ptr) -> i32
// LEGACY-LABEL: prim.func @caller(
// LEGACY-NEXT: prim.call_cpacked @ext(
// LEGACY: llvm.func @ext(!llvm.ptr, !llvm.ptr, i32, !llvm.ptr, !llvm.ptr, !llvm.ptr) -> i32
prim.func private @ext(memref<4xf32>)
prim.func @caller(%a: memref<4xf32>) api(unpacked) {
  prim.call_cpacked @ext(%a) : (memref<4xf32>) -> ()
  prim.return
}
