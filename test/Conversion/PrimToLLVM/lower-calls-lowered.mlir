// prim-lower-calls on prim.call_packed_lowered: the callee is looked up as
// prim.call_packed's is, then TVMFFIFunctionCall gets the function's own
// TVMFFIAny stack from element `begin` (16 bytes each on the host), the
// argument count end - begin, and element `end` as the result, which it
// first sets to None as every tvm-ffi call does; no call slots are
// allocated. Under the legacy ABI, whose calls pass TVMValue stacks, the
// call is an error at its location.
// RUN: prim-opt %s --prim-lower-calls=abi=tvm-ffi | FileCheck %s
// RUN: not prim-opt %s --prim-lower-calls=abi=tvm-legacy 2>&1 | FileCheck %s --check-prefix=LEGACY

// CHECK-LABEL: prim.func @lowered(
// CHECK-NEXT: %[[ONE:.*]] = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %[[LOOKUP:.*]] = llvm.alloca %[[ONE]] x !llvm.ptr {alignment = 8 : i64} : (i64) -> !llvm.ptr
// CHECK-NEXT: %[[STACK:.*]] = prim.stack_alloca tvm_ffi_any[3]
// CHECK-NEXT: %[[P:.*]] = builtin.unrealized_conversion_cast %[[STACK]] : !prim.handle to !llvm.ptr
// CHECK-NEXT: %[[ARGS:.*]] = llvm.getelementptr inbounds %[[P]][16] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT: %[[RESULT:.*]] = llvm.getelementptr inbounds %[[P]][32] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK: %[[HANDLE:.*]] = scf.if
// CHECK: llvm.call @__prim_lookup_function(%{{.*}}, %[[LOOKUP]])
// CHECK: llvm.store %{{.*}}, %[[RESULT]] : i32, !llvm.ptr
// CHECK: %[[N:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[FN:.*]] = llvm.mlir.addressof @__TVMFFIFunctionCall : !llvm.ptr
// CHECK-NEXT: %[[CALLEE:.*]] = llvm.load %[[FN]] : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %[[STATUS:.*]] = llvm.call %[[CALLEE]](%[[HANDLE]], %[[ARGS]], %[[N]], %[[RESULT]]) : !llvm.ptr, (!llvm.ptr, !llvm.ptr, i32, !llvm.ptr) -> i32
// CHECK-NEXT: prim.check_status %[[STATUS]] : i32
// CHECK-NEXT: prim.return
// LEGACY: lower-calls-lowered.mlir:[[# @LINE + 3]]:3: error: 'prim.call_packed_lowered' op passes a "tvm_ffi_any" argument stack, which the tvm-legacy ABI's runtime does not take (its calls pass "arg_value" stacks); compile with the ABI the function was lowered for
prim.func @lowered(%n: i64) {
  %stack = prim.stack_alloca tvm_ffi_any[3]
  prim.call_packed_lowered "test.f"(%stack[1, 2]) tvm_ffi_any
  prim.return
}
