// prim.struct_set stores a field of the index-th DLTensor, TVMValue or
// TVMFFIAny at the offset the target's layout gives, as prim.struct_get
// loads it: the host's 48-byte DLTensor and 16-byte TVMFFIAny here, a
// 32-bit target's 40-byte DLTensor, where a pointer in a TVMFFIAny's union
// first zeroes its 8 bytes, and a one-byte device type enum below.
// RUN: prim-opt %s --split-input-file --convert-prim-to-llvm=abi=tvm-ffi | FileCheck %s

// CHECK-LABEL: llvm.func internal @fields(
// CHECK-SAME: %[[H:[^:]*]]: !llvm.ptr, %[[N:[^:]*]]: i32, %[[B:[^:]*]]: i8, %[[L:[^:]*]]: i16, %[[O:[^:]*]]: i64, %[[X:[^:]*]]: f64) -> i32 {
// CHECK-NEXT: builtin.unrealized_conversion_cast %[[H]] : !llvm.ptr to !prim.handle
// CHECK-NEXT: %[[P0:.*]] = llvm.getelementptr inbounds %[[H]][48] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT: llvm.store %[[H]], %[[P0]] : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %[[P1:.*]] = llvm.getelementptr inbounds %[[H]][24] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT: llvm.store %[[H]], %[[P1]] : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %[[P2:.*]] = llvm.getelementptr inbounds %[[H]][32] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT: llvm.store %[[H]], %[[P2]] : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %[[P3:.*]] = llvm.getelementptr inbounds %[[H]][16] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT: llvm.store %[[N]], %[[P3]] : i32, !llvm.ptr
// CHECK-NEXT: %[[P4:.*]] = llvm.getelementptr inbounds %[[H]][20] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT: llvm.store %[[B]], %[[P4]] : i8, !llvm.ptr
// CHECK-NEXT: %[[P5:.*]] = llvm.getelementptr inbounds %[[H]][21] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT: llvm.store %[[B]], %[[P5]] : i8, !llvm.ptr
// CHECK-NEXT: %[[P6:.*]] = llvm.getelementptr inbounds %[[H]][22] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT: llvm.store %[[L]], %[[P6]] : i16, !llvm.ptr
// CHECK-NEXT: %[[P7:.*]] = llvm.getelementptr inbounds %[[H]][136] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT: llvm.store %[[O]], %[[P7]] : i64, !llvm.ptr
// CHECK-NEXT: %[[P8:.*]] = llvm.getelementptr inbounds %[[H]][12] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT: llvm.store %[[N]], %[[P8]] : i32, !llvm.ptr
// CHECK-NEXT: %[[P9:.*]] = llvm.getelementptr inbounds %[[H]][8] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT: llvm.store %[[N]], %[[P9]] : i32, !llvm.ptr
// CHECK-NEXT: %[[P10:.*]] = llvm.getelementptr inbounds %[[H]][16] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT: llvm.store %[[X]], %[[P10]] : f64, !llvm.ptr
// CHECK-NEXT: %[[P11:.*]] = llvm.getelementptr inbounds %[[H]][32] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT: llvm.store %[[N]], %[[P11]] : i32, !llvm.ptr
// CHECK-NEXT: %[[P12:.*]] = llvm.getelementptr inbounds %[[H]][36] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT: llvm.store %[[N]], %[[P12]] : i32, !llvm.ptr
// CHECK-NEXT: %[[P13:.*]] = llvm.getelementptr inbounds %[[H]][40] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT: llvm.store %[[H]], %[[P13]] : !llvm.ptr, !llvm.ptr
prim.func private @fields(%h: !prim.handle, %n: i32, %b: i8, %l: i16, %o: i64, %x: f64) {
  prim.struct_set %h[1] data, %h : !prim.handle
  prim.struct_set %h[0] shape, %h : !prim.handle
  prim.struct_set %h[0] strides, %h : !prim.handle
  prim.struct_set %h[0] ndim, %n : i32
  prim.struct_set %h[0] type_code, %b : i8
  prim.struct_set %h[0] type_bits, %b : i8
  prim.struct_set %h[0] type_lanes, %l : i16
  prim.struct_set %h[2] byte_offset, %o : i64
  prim.struct_set %h[0] device_id, %n : i32
  prim.struct_set %h[0] device_type, %n : i32
  prim.struct_set %h[2] value_content, %x : f64
  prim.struct_set %h[2] any_type_index, %n : i32
  prim.struct_set %h[2] any_zero_padding, %n : i32
  prim.struct_set %h[2] any_value, %h : !prim.handle
  prim.return
}

// -----

// 32-bit Arm: shape at 20 and byte_offset at 32 in a 40-byte DLTensor; a
// TVMFFIAny is 16 bytes, its union at 8, and a 4-byte pointer stored there
// zeroes the union's 8 bytes first.
module attributes {llvm.data_layout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64", llvm.target_triple = "armv7-unknown-linux-gnueabihf"} {
// CHECK-LABEL: llvm.func internal @arm32(
// CHECK-SAME: %[[H:[^:]*]]: !llvm.ptr, %[[O:[^:]*]]: i64) -> i32 {
// CHECK-NEXT: builtin.unrealized_conversion_cast %[[H]] : !llvm.ptr to !prim.handle
// CHECK-NEXT: %[[P0:.*]] = llvm.getelementptr inbounds %[[H]][72] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT: llvm.store %[[O]], %[[P0]] : i64, !llvm.ptr
// CHECK-NEXT: %[[P1:.*]] = llvm.getelementptr inbounds %[[H]][60] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT: llvm.store %[[H]], %[[P1]] : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %[[ZERO:.*]] = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %[[P2:.*]] = llvm.getelementptr inbounds %[[H]][24] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT: llvm.store %[[ZERO]], %[[P2]] : i64, !llvm.ptr
// CHECK-NEXT: %[[P3:.*]] = llvm.getelementptr inbounds %[[H]][24] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT: llvm.store %[[H]], %[[P3]] : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %[[P4:.*]] = llvm.getelementptr inbounds %[[H]][24] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT: llvm.store %[[O]], %[[P4]] : i64, !llvm.ptr
prim.func private @arm32(%h: !prim.handle, %o: i64) {
  prim.struct_set %h[1] byte_offset, %o : i64
  prim.struct_set %h[1] shape, %h : !prim.handle
  prim.struct_set %h[1] any_value, %h : !prim.handle
  prim.struct_set %h[1] any_value, %o : i64
  prim.return
}
}

// -----

// Arm's bare-metal EABI makes enums one byte: the device type is stored as
// that byte.
module attributes {llvm.data_layout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64", llvm.target_triple = "thumbv7em-none-eabi"} {
// CHECK-LABEL: llvm.func internal @short_enum(
// CHECK-SAME: %[[H:[^:]*]]: !llvm.ptr, %[[N:[^:]*]]: i32) -> i32 {
// CHECK-NEXT: builtin.unrealized_conversion_cast %[[H]] : !llvm.ptr to !prim.handle
// CHECK-NEXT: %[[B:.*]] = llvm.trunc %[[N]] : i32 to i8
// CHECK-NEXT: %[[P:.*]] = llvm.getelementptr inbounds %[[H]][4] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT: llvm.store %[[B]], %[[P]] : i8, !llvm.ptr
prim.func private @short_enum(%h: !prim.handle, %n: i32) {
  prim.struct_set %h[0] device_type, %n : i32
  prim.return
}
}
