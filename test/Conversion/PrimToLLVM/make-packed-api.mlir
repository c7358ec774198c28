// RUN: prim-opt %s --prim-make-packed-api=abi=tvm-ffi --split-input-file | FileCheck %s --check-prefix=FFI
// RUN: prim-opt %s --prim-make-packed-api=abi=tvm-legacy --split-input-file | FileCheck %s --check-prefix=LEGACY

// The checks one by one, each with its own message, live in a cold,
// out-of-line diagnosis with the entry's signature.
// FFI-LABEL: llvm.func internal @__prim_diagnose_add(%{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr, %{{.*}}: i32, %{{.*}}: !llvm.ptr) -> i32 attributes {passthrough = ["noinline", "optnone", "cold"]}
// FFI-NOT: prim.call_tir
// The entry point has the ABI's signature and symbol, and no inlining
// attribute: the inliner's cost model decides, as for any function. Its checks are combined into a few
// conditions, each of which fails into the diagnosis, whose status it
// returns; the body is kept as @add_compute.
// FFI-LABEL: llvm.func @__tvm_ffi_add(%{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr, %{{.*}}: i32, %{{.*}}: !llvm.ptr) -> i32 {
// LEGACY-LABEL: llvm.func @add(%{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr, %{{.*}}: i32, %{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr) -> i32 {
// FFI: %[[STATUS:.*]] = llvm.call @__prim_diagnose_add(%arg0, %arg1, %arg2, %arg3) : (!llvm.ptr, !llvm.ptr, i32, !llvm.ptr) -> i32
// FFI-NEXT: llvm.return %[[STATUS]] : i32
// FFI: prim.call_tir @add_compute(
// LEGACY: prim.call_tir @add_compute(
// FFI-LABEL: prim.func private @add_compute(
// The checks come in DESIGN.md's order, each with its own message.
// FFI: "add: expected 2 arguments, found %lld\00"
// FFI: "add: the argument array is NULL, but 2 arguments are expected\00"
// FFI: "add: argument #0: expected a tensor (type code 7, 70), found type code %lld\00"
// FFI: "add: argument #1: expected a float (type code 3, 1, 2), found type code %lld\00"
// FFI: "add: argument #0: expected a non-NULL DLTensor*\00"
// FFI: "add: argument #0: expected ndim 1, found %lld\00"
// FFI: "add: argument #0: expected dtype code 2, found %lld\00"
// FFI: "add: argument #0: expected dtype bits 32, found %lld\00"
// FFI: "add: argument #0: expected dtype lanes 1, found %lld\00"
// FFI: "add: argument #0: expected compact strides, found strides[0] == %lld\00"
// FFI: "add: argument #0: expected a byte_offset divisible by 4, found %lld\00"
// FFI: "add: argument #0: expected device_type 1 (CPU), found %lld\00"
// FFI: "add: argument #0: expected non-NULL data\00"
// FFI: "add: argument #0: expected data aligned to 64 bytes, found an address %lld bytes past a multiple of 64\00"
// LEGACY: "add: argument #0: expected a tensor (type code 7, 13), found type code %lld\00"
// LEGACY: "add: argument #1: expected a float (type code 2, 0, 15), found type code %lld\00"
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
