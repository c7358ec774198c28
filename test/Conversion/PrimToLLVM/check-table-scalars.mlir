// Scalar parameters count toward check-table-threshold as buffers do: an
// entry of many scalars checks their type codes in the quick checker's loop
// over its ArgKind table (Int = 0, Bool = 1, Float = 2; no buffer rows),
// then reads them in straight-line code and calls the body. Its straight-line
// form ends in one block of a load per parameter feeding that call, which
// code generation schedules in time quadratic in the parameters.
// RUN: prim-opt %s --prim-make-packed-api="abi=tvm-legacy check-table-threshold=3" | FileCheck %s
// RUN: prim-opt %s --prim-make-packed-api="abi=tvm-legacy check-table-threshold=4" | FileCheck %s --check-prefix=STRAIGHT
// The default threshold, 32 parameters, applies to scalars:
// RUN: python3 %prim_src_root/utils/gen_wide.py 31 --scalars --empty | prim-opt --prim-make-packed-api | FileCheck %s --check-prefix=STRAIGHT31
// RUN: python3 %prim_src_root/utils/gen_wide.py 32 --scalars --empty | prim-opt --prim-make-packed-api | FileCheck %s --check-prefix=TABLE32

prim.func @s(%n: i64, %x: f32, %flag: i1) {
  prim.return
}

// CHECK-LABEL: llvm.func @s(
// CHECK-SAME: attributes {passthrough = ["noinline", "optnone"]}
// CHECK: llvm.call @__prim_set_error_with_kind(
// CHECK: %[[NAME:.*]] = llvm.mlir.addressof @[[NAMESTR:__prim_str_[0-9a-f]+]] : !llvm.ptr
// CHECK-NEXT: %[[NUM:.*]] = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT: %[[KINDS:.*]] = llvm.mlir.addressof @__prim_arg_kinds_s
// CHECK-NEXT: %[[ROWS:.*]] = llvm.mlir.addressof @__prim_buffer_table_s
// CHECK-NEXT: %[[BUFFERS:.*]] = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %[[STATUS:.*]] = llvm.call @__prim_quick__prim_check_arguments(%[[NAME]], %arg0, %arg1, %[[NUM]], %[[KINDS]], %[[ROWS]], %[[BUFFERS]], %{{.*}})
// CHECK-NEXT: %[[OK:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[PASSED:.*]] = llvm.icmp "eq" %[[STATUS]], %[[OK]] : i32
// CHECK-NEXT: llvm.cond_br %[[PASSED]] weights([1048576, 1]), ^[[READ:bb[0-9]+]], ^[[FAIL:bb[0-9]+]]
// CHECK-NEXT: ^[[FAIL]]:
// CHECK-NEXT: llvm.return %[[STATUS]] : i32
// CHECK-NEXT: ^[[READ]]:
// CHECK-NOT: llvm.cond_br
// CHECK: prim.call_tir @s_compute(

// CHECK: llvm.mlir.global private unnamed_addr constant @__prim_arg_kinds_s(dense<[0, 2, 1]> : tensor<3xi8>)
// CHECK-NEXT: llvm.mlir.global private unnamed_addr constant @__prim_buffer_table_s(dense<> : tensor<0xi64>)
// The quick checker's first loop: one type code per argument, looked up in
// the mask of the argument's ArgKind; a code outside it goes to the checker.
// CHECK-NEXT: llvm.func internal @__prim_quick__prim_check_arguments(
// CHECK-NEXT: llvm.mlir.zero
// CHECK-NEXT: %[[MASKS:.*]] = llvm.mlir.addressof @__prim_type_code_masks
// CHECK-NEXT: %[[FIRST:.*]] = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: llvm.br ^bb1(%[[FIRST]] : i64)
// CHECK-NEXT: ^bb1(%[[I:.*]]: i64):
// CHECK-NEXT: %[[MORE:.*]] = llvm.icmp "slt" %[[I]], %arg3 : i64
// CHECK-NEXT: llvm.cond_br %[[MORE]], ^bb2, ^bb5
// CHECK-NEXT: ^bb2:
// CHECK-NEXT: %[[CODEPTR:.*]] = llvm.getelementptr inbounds %arg2[%[[I]]]
// CHECK-NEXT: %[[CODE:.*]] = llvm.load %[[CODEPTR]] : !llvm.ptr -> i32
// CHECK-NEXT: llvm.sext %[[CODE]]
// CHECK-NEXT: %[[KINDPTR:.*]] = llvm.getelementptr inbounds %arg4[%[[I]]]
// CHECK-NEXT: %[[KIND:.*]] = llvm.load %[[KINDPTR]] : !llvm.ptr -> i8
// CHECK: llvm.getelementptr inbounds %[[MASKS]][
// CHECK: llvm.cond_br %{{.*}} weights([1048576, 1]), ^bb4, ^bb3
// CHECK-NEXT: ^bb3:
// CHECK-NEXT: llvm.br ^[[CHECKER:bb[0-9]+]]
// CHECK-NEXT: ^bb4:
// CHECK-NEXT: %[[STEP:.*]] = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %[[NEXT:.*]] = llvm.add %[[I]], %[[STEP]] : i64
// CHECK-NEXT: llvm.br ^bb1(%[[NEXT]] : i64)
// CHECK: ^[[CHECKER]]:
// CHECK-NEXT: %[[FULL:.*]] = llvm.call @__prim_check_arguments(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7)
// CHECK-NEXT: llvm.return %[[FULL]] : i32

// STRAIGHT: llvm.func @s({{.*}}) -> i32 attributes {passthrough = ["prim-final-ir"]} {
// STRAIGHT-NOT: llvm.call @__prim_check_arguments(
// STRAIGHT: prim.call_tir @s_compute(
// STRAIGHT: llvm.call @__prim_check_arguments(
// STRAIGHT-NOT: @__prim_quick

// STRAIGHT31: llvm.func @__tvm_ffi_wide({{.*}}) -> i32 attributes {passthrough = ["prim-final-ir"]} {
// STRAIGHT31-NOT: llvm.call @__prim_check_arguments(
// STRAIGHT31: prim.call_tir @wide_compute(
// STRAIGHT31: llvm.call @__prim_check_arguments(
// TABLE32: llvm.func @__tvm_ffi_wide({{.*}}) -> i32 attributes {passthrough = ["noinline", "optnone"]} {
// TABLE32: llvm.call @__prim_quick__prim_check_arguments(
// TABLE32: prim.call_tir @wide_compute(
// TABLE32: @__prim_arg_kinds_wide(dense<0> : tensor<32xi8>)
// TABLE32-NEXT: @__prim_buffer_table_wide(dense<> : tensor<0xi64>)
