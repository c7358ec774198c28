// prim.is_null compares with NULL; prim.struct_get loads a field of the
// index-th DLTensor (or TVMValue) at the offset the target's layout gives:
// the host's 48-byte DLTensor here, a 32-bit target's 40-byte one and a one-byte device type enum below.
// RUN: prim-opt %s --split-input-file --convert-prim-to-llvm=abi=tvm-ffi | FileCheck %s

// CHECK-LABEL: llvm.func internal @fields(
// CHECK-SAME: %[[H:[^:]*]]: !llvm.ptr) -> i32 {
// CHECK-NEXT: builtin.unrealized_conversion_cast %[[H]] : !llvm.ptr to !prim.handle
// CHECK-NEXT: %[[NULL:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %{{.*}} = llvm.icmp "eq" %[[H]], %[[NULL]] : !llvm.ptr
// CHECK-NEXT: %[[P0:.*]] = llvm.getelementptr inbounds %[[H]][48] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT: %[[P1:.*]] = llvm.getelementptr inbounds %[[H]][48] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT: %{{.*}} = llvm.load %[[P1]] : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %[[P2:.*]] = llvm.getelementptr inbounds %[[H]][24] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT: %{{.*}} = llvm.load %[[P2]] : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %[[P3:.*]] = llvm.getelementptr inbounds %[[H]][32] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT: %{{.*}} = llvm.load %[[P3]] : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %[[P4:.*]] = llvm.getelementptr inbounds %[[H]][16] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT: %{{.*}} = llvm.load %[[P4]] : !llvm.ptr -> i32
// CHECK-NEXT: %[[P5:.*]] = llvm.getelementptr inbounds %[[H]][20] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT: %{{.*}} = llvm.load %[[P5]] : !llvm.ptr -> i8
// CHECK-NEXT: %[[P6:.*]] = llvm.getelementptr inbounds %[[H]][21] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT: %{{.*}} = llvm.load %[[P6]] : !llvm.ptr -> i8
// CHECK-NEXT: %[[P7:.*]] = llvm.getelementptr inbounds %[[H]][22] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT: %{{.*}} = llvm.load %[[P7]] : !llvm.ptr -> i16
// CHECK-NEXT: %[[P8:.*]] = llvm.getelementptr inbounds %[[H]][136] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT: %{{.*}} = llvm.load %[[P8]] : !llvm.ptr -> i64
// CHECK-NEXT: %[[P9:.*]] = llvm.getelementptr inbounds %[[H]][12] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT: %{{.*}} = llvm.load %[[P9]] : !llvm.ptr -> i32
// CHECK-NEXT: %[[P10:.*]] = llvm.getelementptr inbounds %[[H]][8] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT: %{{.*}} = llvm.load %[[P10]] : !llvm.ptr -> i32
// CHECK-NEXT: %[[P11:.*]] = llvm.getelementptr inbounds %[[H]][16] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT: %{{.*}} = llvm.load %[[P11]] : !llvm.ptr -> f64
prim.func private @fields(%h: !prim.handle) {
  %null = prim.is_null %h
  %addr = prim.struct_get %h[1] addr : !prim.handle
  %data = prim.struct_get %h[1] data : !prim.handle
  %shape = prim.struct_get %h[0] shape : !prim.handle
  %strides = prim.struct_get %h[0] strides : !prim.handle
  %ndim = prim.struct_get %h[0] ndim : i32
  %code = prim.struct_get %h[0] type_code : i8
  %bits = prim.struct_get %h[0] type_bits : i8
  %lanes = prim.struct_get %h[0] type_lanes : i16
  %offset = prim.struct_get %h[2] byte_offset : i64
  %id = prim.struct_get %h[0] device_id : i32
  %type = prim.struct_get %h[0] device_type : i32
  %value = prim.struct_get %h[2] value_content : f64
  prim.return
}

// -----

// 32-bit Arm: 4-byte pointers, shape at 20 and byte_offset 8-aligned at 32
// in a 40-byte DLTensor, 8-byte TVMValues.
module attributes {llvm.data_layout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64", llvm.target_triple = "armv7-unknown-linux-gnueabihf"} {
// CHECK-LABEL: llvm.func internal @arm32(
// CHECK-SAME: %[[H:[^:]*]]: !llvm.ptr) -> i32 {
// CHECK-NEXT: builtin.unrealized_conversion_cast %[[H]] : !llvm.ptr to !prim.handle
// CHECK-NEXT: %[[P0:.*]] = llvm.getelementptr inbounds %[[H]][72] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT: %{{.*}} = llvm.load %[[P0]] : !llvm.ptr -> i64
// CHECK-NEXT: %[[P1:.*]] = llvm.getelementptr inbounds %[[H]][60] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT: %{{.*}} = llvm.load %[[P1]] : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %[[P2:.*]] = llvm.getelementptr inbounds %[[H]][8] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT: %{{.*}} = llvm.load %[[P2]] : !llvm.ptr -> !llvm.ptr
prim.func private @arm32(%h: !prim.handle) {
  %offset = prim.struct_get %h[1] byte_offset : i64
  %shape = prim.struct_get %h[1] shape : !prim.handle
  %arg = prim.struct_get %h[1] value_content : !prim.handle
  prim.return
}
}

// -----

// Arm's bare-metal EABI makes enums one byte: the device type is read as
// that byte, zero-extended.
module attributes {llvm.data_layout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64", llvm.target_triple = "thumbv7em-none-eabi"} {
// CHECK-LABEL: llvm.func internal @short_enum(
// CHECK-SAME: %[[H:[^:]*]]: !llvm.ptr) -> i32 {
// CHECK-NEXT: builtin.unrealized_conversion_cast %[[H]] : !llvm.ptr to !prim.handle
// CHECK-NEXT: %[[P:.*]] = llvm.getelementptr inbounds %[[H]][4] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT: %[[B:.*]] = llvm.load %[[P]] : !llvm.ptr -> i8
// CHECK-NEXT: %{{.*}} = llvm.zext %[[B]] : i8 to i32
prim.func private @short_enum(%h: !prim.handle) {
  %type = prim.struct_get %h[0] device_type : i32
  prim.return
}
}
