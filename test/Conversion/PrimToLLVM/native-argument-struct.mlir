// A native body of more than 32 native parameters (kMaxNativeParams, its
// result pointer aside) takes them through one pointer to a struct of them
// (docs/Lowering.md, "Wide native bodies"). 32 stay parameters (@narrow).
// @wide has 33: 30 static buffers, a dynamic one (data and size) and an i64.
// The body loads each parameter's fields just before its first use in the
// entry block; the data pointer keeps its dereferenceable bytes (on the
// load), not its prim.align (docs/Lowering.md says why). A caller stores every native
// argument in a struct of its own stack and passes its address, then the
// result pointer.
// RUN: prim-opt %s --convert-prim-to-llvm=abi=tvm-ffi | FileCheck %s
// RUN: prim-opt %s --convert-prim-to-llvm=abi=tvm-legacy | FileCheck %s

// CHECK-LABEL: llvm.func internal @narrow(
// CHECK-SAME: %arg30: !llvm.ptr {llvm.dereferenceable = 16 : i64, llvm.nonnull}, %arg31: !llvm.ptr {llvm.dereferenceable = 16 : i64, llvm.nonnull}) -> i32 {

// CHECK-LABEL: llvm.func internal @wide(
// CHECK-SAME: %[[ARGS:arg0]]: !llvm.ptr {llvm.align = 8 : i64, llvm.noalias, llvm.nonnull, llvm.readonly}, %[[OUT:arg1]]: !llvm.ptr) -> i32 {
// The unused buffers' loads are dead; %a29's is just before its use.
// CHECK: %c0 = arith.constant 0 : index
// CHECK-NEXT: %[[F29:.*]] = llvm.getelementptr %[[ARGS]][0, 29] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<([[FIELDS:(ptr, ){31}i64, i64]])>
// CHECK-NEXT: %[[A29:.*]] = llvm.load %[[F29]] dereferenceable<bytes = 16> : !llvm.ptr -> !llvm.ptr
// CHECK-NOT: llvm.load
// CHECK: memref.load
// %d: its data pointer and size.
// CHECK-NEXT: %[[F30:.*]] = llvm.getelementptr %[[ARGS]][0, 30] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<([[FIELDS]])>
// CHECK-NEXT: %[[D:.*]] = llvm.load %[[F30]] : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %[[F31:.*]] = llvm.getelementptr %[[ARGS]][0, 31] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<([[FIELDS]])>
// CHECK-NEXT: %[[DSIZE:.*]] = llvm.load %[[F31]] : !llvm.ptr -> i64
// CHECK-NOT: llvm.load
// CHECK-NOT: llvm.intr.assume
// CHECK: memref.store
// CHECK-NEXT: %[[F32:.*]] = llvm.getelementptr %[[ARGS]][0, 32] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<([[FIELDS]])>
// CHECK-NEXT: %[[N:.*]] = llvm.load %[[F32]] : !llvm.ptr -> i64
// CHECK-NEXT: llvm.store %[[N]], %[[OUT]] : i64, !llvm.ptr

// @caller has 35 native parameters, so it takes a struct too.
// CHECK-LABEL: llvm.func internal @caller(
// CHECK-SAME: %[[ARGS:arg0]]: !llvm.ptr {llvm.align = 8 : i64, llvm.noalias, llvm.nonnull, llvm.readonly}, %[[OUT:arg1]]: !llvm.ptr) -> i32 {
// CHECK-NEXT: %[[ONE:.*]] = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %[[S:.*]] = llvm.alloca %[[ONE]] x !llvm.struct<([[FIELDS]])> {alignment = 8 : i64} : (i64) -> !llvm.ptr
// CHECK-NEXT: %[[ONE:.*]] = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %[[R:.*]] = llvm.alloca %[[ONE]] x i64 {alignment = 8 : i64} : (i64) -> !llvm.ptr
// CHECK: llvm.call @narrow({{(%[0-9]+, ){31}%[0-9]+}}) : ({{(!llvm.ptr, ){31}!llvm.ptr}}) -> i32
// Every field of the struct is stored before the call.
// CHECK-COUNT-33: llvm.store %{{.*}}, %{{.*}} : {{(!llvm.ptr|i64)}}, !llvm.ptr
// CHECK-NEXT: %[[STATUS:.*]] = llvm.call @wide(%[[S]], %[[R]]) : (!llvm.ptr, !llvm.ptr) -> i32
// CHECK-NOT: llvm.call
// CHECK: llvm.load %[[R]] : !llvm.ptr -> i64

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
