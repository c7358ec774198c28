// prim.stack_alloca allocates its elements once, at the function's entry
// (each new alloca goes before the last), each as large as the target's
// layout makes it: on the host 8-byte shape entries and TVMValues, 4-byte
// type codes, 48-byte DLTensors and 16-byte TVMFFIAnys; on 32-bit Arm
// 40-byte DLTensors.
// RUN: prim-opt %s --split-input-file --convert-prim-to-llvm=abi=tvm-ffi | FileCheck %s

// CHECK-LABEL: llvm.func internal @stacks(
// CHECK-SAME: %{{[^:]*}}: i64) -> i32 {
// CHECK-NEXT: %[[N4:.*]] = llvm.mlir.constant(80 : i64) : i64
// CHECK-NEXT: %[[ANYS:.*]] = llvm.alloca %[[N4]] x i8 {alignment = 8 : i64} : (i64) -> !llvm.ptr
// CHECK-NEXT: %[[N3:.*]] = llvm.mlir.constant(32 : i64) : i64
// CHECK-NEXT: %[[VALUES:.*]] = llvm.alloca %[[N3]] x i8 {alignment = 8 : i64} : (i64) -> !llvm.ptr
// CHECK-NEXT: %[[N2:.*]] = llvm.mlir.constant(12 : i64) : i64
// CHECK-NEXT: %[[CODES:.*]] = llvm.alloca %[[N2]] x i8 {alignment = 8 : i64} : (i64) -> !llvm.ptr
// CHECK-NEXT: %[[N1:.*]] = llvm.mlir.constant(24 : i64) : i64
// CHECK-NEXT: %[[SHAPE:.*]] = llvm.alloca %[[N1]] x i8 {alignment = 8 : i64} : (i64) -> !llvm.ptr
// CHECK-NEXT: %[[N0:.*]] = llvm.mlir.constant(96 : i64) : i64
// CHECK-NEXT: %[[TENSORS:.*]] = llvm.alloca %[[N0]] x i8 {alignment = 8 : i64} : (i64) -> !llvm.ptr
// CHECK: scf.for
// CHECK-NEXT: %[[P0:.*]] = llvm.getelementptr inbounds %[[TENSORS]][72] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT: llvm.store %[[SHAPE]], %[[P0]] : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.store %[[CODES]], %[[VALUES]] : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %[[P1:.*]] = llvm.getelementptr inbounds %[[ANYS]][72] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT: llvm.store %[[VALUES]], %[[P1]] : !llvm.ptr, !llvm.ptr
prim.func private @stacks(%n: i64) {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  scf.for %i = %c0 to %n step %c1 : i64 {
    %tensors = prim.stack_alloca array[2]
    %shape = prim.stack_alloca shape[3]
    %codes = prim.stack_alloca arg_tcode[3]
    %values = prim.stack_alloca arg_value[4]
    %anys = prim.stack_alloca tvm_ffi_any[5]
    prim.struct_set %tensors[1] shape, %shape : !prim.handle
    prim.struct_set %values[0] value_content, %codes : !prim.handle
    prim.struct_set %anys[4] any_value, %values : !prim.handle
  }
  prim.return
}

// -----

module attributes {llvm.data_layout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64", llvm.target_triple = "armv7-unknown-linux-gnueabihf"} {
// CHECK-LABEL: llvm.func internal @arm32(
// CHECK-SAME: ) -> i32 {
// CHECK-NEXT: %[[N:.*]] = llvm.mlir.constant(80 : i64) : i64
// CHECK-NEXT: %{{.*}} = llvm.alloca %[[N]] x i8 {alignment = 8 : i64} : (i64) -> !llvm.ptr
prim.func private @arm32() {
  %tensors = prim.stack_alloca array[2]
  prim.struct_set %tensors[0] data, %tensors : !prim.handle
  prim.return
}
}
