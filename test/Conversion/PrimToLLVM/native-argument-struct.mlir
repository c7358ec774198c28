// A native body of more than 32 native parameters (kMaxNativeParams, its
// result pointer aside) takes them through one pointer to a block of them
// (docs/Lowering.md, "Wide native bodies"). 32 stay parameters (@narrow).
// @wide has 33: 30 static buffers, a dynamic one (data and size) and an i64.
// Each native parameter is at its byte offset in the block, aligned to its
// size: an address names no struct type, which would print all 33 fields at
// every field's address.
// The body loads each parameter's fields just before its first use in the
// entry block; the data pointer keeps its dereferenceable bytes (on the
// load), not its prim.align (docs/Lowering.md says why). A caller stores every native
// argument in a block of its own stack and passes its address, then the
// result pointer.
// RUN: prim-opt %s --convert-prim-to-llvm=abi=tvm-ffi | FileCheck %s
// RUN: prim-opt %s --convert-prim-to-llvm=abi=tvm-legacy | FileCheck %s

// CHECK-LABEL: llvm.func internal @narrow(
// CHECK-SAME: %arg30: !llvm.ptr {llvm.dereferenceable = 16 : i64, llvm.nonnull}, %arg31: !llvm.ptr {llvm.dereferenceable = 16 : i64, llvm.nonnull}) -> i32 {

// CHECK-LABEL: llvm.func internal @wide(
// CHECK-SAME: %[[ARGS:arg0]]: !llvm.ptr {llvm.align = 8 : i64, llvm.noalias, llvm.nonnull, llvm.readonly}, %[[OUT:arg1]]: !llvm.ptr) -> i32 {
// The unused buffers' loads are dead; %a29's is just before its use.
// CHECK: %c0 = arith.constant 0 : index
// CHECK-NEXT: %[[F29:.*]] = llvm.getelementptr inbounds %[[ARGS]][232] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT: %[[A29:.*]] = llvm.load %[[F29]] dereferenceable<bytes = 16> : !llvm.ptr -> !llvm.ptr
// CHECK-NOT: llvm.load
// CHECK: memref.load
// %d: its data pointer and size.
// CHECK-NEXT: %[[F30:.*]] = llvm.getelementptr inbounds %[[ARGS]][240] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT: %[[D:.*]] = llvm.load %[[F30]] : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %[[F31:.*]] = llvm.getelementptr inbounds %[[ARGS]][248] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT: %[[DSIZE:.*]] = llvm.load %[[F31]] : !llvm.ptr -> i64
// CHECK-NOT: llvm.load
// CHECK-NOT: llvm.intr.assume
// CHECK: memref.store
// CHECK-NEXT: %[[F32:.*]] = llvm.getelementptr inbounds %[[ARGS]][256] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT: %[[N:.*]] = llvm.load %[[F32]] : !llvm.ptr -> i64
// CHECK-NEXT: llvm.store %[[N]], %[[OUT]] : i64, !llvm.ptr

// @caller has 35 native parameters, so it takes a block too.
// CHECK-LABEL: llvm.func internal @caller(
// CHECK-SAME: %[[ARGS:arg0]]: !llvm.ptr {llvm.align = 8 : i64, llvm.noalias, llvm.nonnull, llvm.readonly}, %[[OUT:arg1]]: !llvm.ptr) -> i32 {
// CHECK-NEXT: %[[ONE:.*]] = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %[[S:.*]] = llvm.alloca %[[ONE]] x !llvm.array<264 x i8> {alignment = 8 : i64} : (i64) -> !llvm.ptr
// CHECK-NEXT: %[[ONE:.*]] = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %[[R:.*]] = llvm.alloca %[[ONE]] x i64 {alignment = 8 : i64} : (i64) -> !llvm.ptr
// CHECK: llvm.call @narrow({{(%[0-9]+, ){31}%[0-9]+}}) : ({{(!llvm.ptr, ){31}!llvm.ptr}}) -> i32
// Every native argument is stored before the call, the first at the
// block's start.
// CHECK: llvm.store %{{.*}}, %[[S]] : !llvm.ptr, !llvm.ptr
// CHECK-COUNT-32: llvm.store %{{.*}}, %{{.*}} : {{(!llvm.ptr|i64)}}, !llvm.ptr
// CHECK-NEXT: %[[STATUS:.*]] = llvm.call @wide(%[[S]], %[[R]]) : (!llvm.ptr, !llvm.ptr) -> i32
// CHECK-NOT: llvm.call
// CHECK: llvm.load %[[R]] : !llvm.ptr -> i64

// @mixed: each native parameter aligned to its size: 31 i32 at 0..120,
// then an i8 at 124, an f64 at 128 and an i16 at 136; 138 bytes.
// CHECK-LABEL: llvm.func internal @mixed(
// CHECK-SAME: %[[ARGS:arg0]]: !llvm.ptr {llvm.align = 8 : i64, llvm.noalias, llvm.nonnull, llvm.readonly}) -> i32 {
// CHECK: %[[P30:.*]] = llvm.getelementptr inbounds %[[ARGS]][120] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT: llvm.load %[[P30]] : !llvm.ptr -> i32
// CHECK: %[[P31:.*]] = llvm.getelementptr inbounds %[[ARGS]][124] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT: llvm.load %[[P31]] : !llvm.ptr -> i8
// CHECK: %[[P32:.*]] = llvm.getelementptr inbounds %[[ARGS]][128] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT: llvm.load %[[P32]] : !llvm.ptr -> f64
// CHECK: %[[P33:.*]] = llvm.getelementptr inbounds %[[ARGS]][136] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT: llvm.load %[[P33]] : !llvm.ptr -> i16
// CHECK-LABEL: llvm.func internal @calls_mixed(
// CHECK: llvm.alloca %{{.*}} x !llvm.array<138 x i8> {alignment = 8 : i64} : (i64) -> !llvm.ptr

prim.func private @narrow(%a0: memref<4xf32>, %a1: memref<4xf32>, %a2: memref<4xf32>, %a3: memref<4xf32>, %a4: memref<4xf32>, %a5: memref<4xf32>, %a6: memref<4xf32>, %a7: memref<4xf32>, %a8: memref<4xf32>, %a9: memref<4xf32>, %a10: memref<4xf32>, %a11: memref<4xf32>, %a12: memref<4xf32>, %a13: memref<4xf32>, %a14: memref<4xf32>, %a15: memref<4xf32>, %a16: memref<4xf32>, %a17: memref<4xf32>, %a18: memref<4xf32>, %a19: memref<4xf32>, %a20: memref<4xf32>, %a21: memref<4xf32>, %a22: memref<4xf32>, %a23: memref<4xf32>, %a24: memref<4xf32>, %a25: memref<4xf32>, %a26: memref<4xf32>, %a27: memref<4xf32>, %a28: memref<4xf32>, %a29: memref<4xf32>, %a30: memref<4xf32>, %a31: memref<4xf32>) {
  prim.return
}
prim.func private @wide(%a0: memref<4xf32>, %a1: memref<4xf32>, %a2: memref<4xf32>, %a3: memref<4xf32>, %a4: memref<4xf32>, %a5: memref<4xf32>, %a6: memref<4xf32>, %a7: memref<4xf32>, %a8: memref<4xf32>, %a9: memref<4xf32>, %a10: memref<4xf32>, %a11: memref<4xf32>, %a12: memref<4xf32>, %a13: memref<4xf32>, %a14: memref<4xf32>, %a15: memref<4xf32>, %a16: memref<4xf32>, %a17: memref<4xf32>, %a18: memref<4xf32>, %a19: memref<4xf32>, %a20: memref<4xf32>, %a21: memref<4xf32>, %a22: memref<4xf32>, %a23: memref<4xf32>, %a24: memref<4xf32>, %a25: memref<4xf32>, %a26: memref<4xf32>, %a27: memref<4xf32>, %a28: memref<4xf32>, %a29: memref<4xf32>, %d: memref<?xf32> {prim.align = 64 : i64}, %n: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %v = memref.load %a29[%c0] : memref<4xf32>
  memref.store %v, %d[%c0] : memref<?xf32>
  prim.return %n : i64
}
prim.func private @caller(%a0: memref<4xf32>, %a1: memref<4xf32>, %a2: memref<4xf32>, %a3: memref<4xf32>, %a4: memref<4xf32>, %a5: memref<4xf32>, %a6: memref<4xf32>, %a7: memref<4xf32>, %a8: memref<4xf32>, %a9: memref<4xf32>, %a10: memref<4xf32>, %a11: memref<4xf32>, %a12: memref<4xf32>, %a13: memref<4xf32>, %a14: memref<4xf32>, %a15: memref<4xf32>, %a16: memref<4xf32>, %a17: memref<4xf32>, %a18: memref<4xf32>, %a19: memref<4xf32>, %a20: memref<4xf32>, %a21: memref<4xf32>, %a22: memref<4xf32>, %a23: memref<4xf32>, %a24: memref<4xf32>, %a25: memref<4xf32>, %a26: memref<4xf32>, %a27: memref<4xf32>, %a28: memref<4xf32>, %a29: memref<4xf32>, %a30: memref<4xf32>, %a31: memref<4xf32>, %d: memref<?xf32>, %n: i64) -> i64 {
  prim.call_tir @narrow(%a0, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31) : (memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>) -> ()
  %r = prim.call_tir @wide(%a0, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %d, %n) : (memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<?xf32>, i64) -> i64
  prim.return %r : i64
}
prim.func private @mixed(%i0: i32, %i1: i32, %i2: i32, %i3: i32, %i4: i32, %i5: i32, %i6: i32, %i7: i32, %i8: i32, %i9: i32, %i10: i32, %i11: i32, %i12: i32, %i13: i32, %i14: i32, %i15: i32, %i16: i32, %i17: i32, %i18: i32, %i19: i32, %i20: i32, %i21: i32, %i22: i32, %i23: i32, %i24: i32, %i25: i32, %i26: i32, %i27: i32, %i28: i32, %i29: i32, %i30: i32, %b: i8, %f: f64, %h: i16) {
  %0 = arith.addi %i30, %i30 : i32
  %1 = arith.extsi %b : i8 to i32
  %2 = arith.addf %f, %f : f64
  %3 = arith.extsi %h : i16 to i32
  prim.return
}
prim.func private @calls_mixed(%i0: i32, %i1: i32, %i2: i32, %i3: i32, %i4: i32, %i5: i32, %i6: i32, %i7: i32, %i8: i32, %i9: i32, %i10: i32, %i11: i32, %i12: i32, %i13: i32, %i14: i32, %i15: i32, %i16: i32, %i17: i32, %i18: i32, %i19: i32, %i20: i32, %i21: i32, %i22: i32, %i23: i32, %i24: i32, %i25: i32, %i26: i32, %i27: i32, %i28: i32, %i29: i32, %i30: i32, %b: i8, %f: f64, %h: i16) {
  prim.call_tir @mixed(%i0, %i1, %i2, %i3, %i4, %i5, %i6, %i7, %i8, %i9, %i10, %i11, %i12, %i13, %i14, %i15, %i16, %i17, %i18, %i19, %i20, %i21, %i22, %i23, %i24, %i25, %i26, %i27, %i28, %i29, %i30, %b, %f, %h) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i8, f64, i16) -> ()
  prim.return
}
