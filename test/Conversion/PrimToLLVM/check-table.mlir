// The table form of a packed entry. With check-table-threshold=2 or 3 this
// function's two buffers are checked by the module's quick checker, then if
// need be its __prim_check_arguments, from two constant tables: one ArgKind
// byte per argument (Tensor = 5, Int = 0), and per buffer a row of i64
// (argument index, rank, dtype code, bits, lanes, element bytes,
// byte_offset or kDynamic, alignment to check or 0, identity layout, the
// dtype as DLTensor's 32-bit word, alignment - 1 or 0, index of its dims),
// then each buffer's dims and strides (kDynamic where anything goes). @a's
// row: float32 is the word 2 | 32 << 8 | 1 << 16 = 73730. @b's: int8 is
// 8 << 8 | 1 << 16 = 67584.
// RUN: prim-opt %s --prim-make-packed-api="abi=tvm-legacy check-table-threshold=2" | FileCheck %s
// RUN: prim-opt %s --prim-make-packed-api="abi=tvm-legacy check-table-threshold=2 checks=-alignment" | FileCheck %s --check-prefix=NOALIGN
// Below the threshold (parameters, buffers and scalars alike: @f has 3) the
// entry checks in straight-line code, and calls the checker only once a
// check failed, for the message.
// RUN: prim-opt %s --prim-make-packed-api="abi=tvm-legacy check-table-threshold=3" | FileCheck %s
// RUN: prim-opt %s --prim-make-packed-api="abi=tvm-legacy check-table-threshold=4" | FileCheck %s --check-prefix=STRAIGHT
// The default threshold is 32 parameters:
// RUN: python3 %prim_src_root/utils/gen_wide.py 31 | prim-opt --prim-make-packed-api | FileCheck %s --check-prefix=STRAIGHT31
// RUN: python3 %prim_src_root/utils/gen_wide.py 32 | prim-opt --prim-make-packed-api | FileCheck %s --check-prefix=TABLE32 --implicit-check-not=__prim_diagnose

prim.func @f(%a: memref<2x?xf32> {prim.align = 16}, %n: i64,
             %b: memref<4xi8, strided<[2], offset: 1>>) {
  prim.return
}

// The entry: the argument count and array as in the straight-line form,
// then one call of the checker with the name, the arguments and type codes,
// the argument count, both tables, the buffer count and a slot per buffer
// for its DLTensor*; a failure returns the checker's -1.
// CHECK-LABEL: llvm.func @f(
// CHECK-SAME: attributes {passthrough = ["noinline", "optnone"]}
// CHECK: %[[TENSORS:.*]] = llvm.alloca %{{.*}} x !llvm.ptr
// CHECK: llvm.call @__prim_set_error_with_kind(
// CHECK: %[[NAME:.*]] = llvm.mlir.addressof @[[NAMESTR:__prim_str_[0-9a-f]+]] : !llvm.ptr
// CHECK-NEXT: %[[NUM:.*]] = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT: %[[KINDS:.*]] = llvm.mlir.addressof @__prim_arg_kinds_f
// CHECK-NEXT: %[[ROWS:.*]] = llvm.mlir.addressof @__prim_buffer_table_f
// CHECK-NEXT: %[[BUFFERS:.*]] = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %[[STATUS:.*]] = llvm.call @__prim_quick__prim_check_arguments(%[[NAME]], %arg0, %arg1, %[[NUM]], %[[KINDS]], %[[ROWS]], %[[BUFFERS]], %[[TENSORS]])
// CHECK: llvm.return %[[STATUS]] : i32
// CHECK: prim.call_tir @f_compute(

// CHECK: llvm.func internal @__prim_check_arguments({{.*}}) -> i32 attributes {passthrough = ["noinline"]}
// CHECK: llvm.mlir.global private unnamed_addr constant @__prim_arg_kinds_f(dense<[5, 0, 5]> : tensor<3xi8>)
// CHECK-NEXT: llvm.mlir.global private unnamed_addr constant @__prim_buffer_table_f(dense<[0, 2, 2, 32, 1, 4, 0, 16, 1, 73730, 15, 24, 2, 1, 0, 8, 1, 1, 1, 0, 0, 67584, 0, 28, 2, -9223372036854775808, -9223372036854775808, 1, 4, 2]> : tensor<30xi64>)
// The quick checker, with the checker's signature: anything its quick pass
// does not accept is the checker's to accept or report. Type codes are
// looked up in one mask pair per ArgKind (Int: codes 0 and 15, Float: 0, 2
// and 15, Handle: 3, 4, 7 and 13, None: 4, Tensor: 7 and 13, function: 10).
// CHECK-NEXT: llvm.func internal @__prim_quick__prim_check_arguments({{.*}}) -> i32 attributes {passthrough = ["noinline"]}
// CHECK-NOT: llvm.func
// CHECK: %[[ZERO:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: llvm.return %[[ZERO]] : i32
// CHECK-NOT: llvm.func
// CHECK: %[[FULL:.*]] = llvm.call @__prim_check_arguments(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7)
// CHECK-NEXT: llvm.return %[[FULL]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: llvm.mlir.global private unnamed_addr constant @__prim_type_code_masks(dense<[32769, 0, 32769, 0, 32773, 0, 8344, 0, 16, 0, 8320, 0, 1024, 0]> : tensor<14xi64>)
// CHECK: llvm.mlir.global private unnamed_addr constant @[[NAMESTR]]("f\00")

// NOALIGN: @__prim_buffer_table_f(dense<[0, 2, 2, 32, 1, 4, 0, 0, 1, 73730, 0, 24,

// STRAIGHT: llvm.func @f({{.*}}) -> i32 attributes {passthrough = ["prim-final-ir"]} {
// STRAIGHT-NOT: llvm.call @__prim_check_arguments(
// STRAIGHT: prim.call_tir @f_compute(
// STRAIGHT: llvm.call @__prim_check_arguments(

// STRAIGHT31: llvm.func @__tvm_ffi_wide({{.*}}) -> i32 attributes {passthrough = ["prim-final-ir"]} {
// STRAIGHT31-NOT: llvm.call @__prim_check_arguments(
// STRAIGHT31: prim.call_tir @wide_compute(
// STRAIGHT31: llvm.call @__prim_check_arguments(
// TABLE32: llvm.call @__prim_quick__prim_check_arguments(
// TABLE32: @__prim_buffer_table_wide(
