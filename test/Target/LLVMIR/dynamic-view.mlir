// A view at a dynamic offset passed to another function of the module:
// expand-strided-metadata leaves affine.apply for its offset, which the
// pipeline lowers (it used to fail in both call forms with "has no lowering
// to the LLVM dialect"). The call_cpacked caller is the same code as the
// call_tir caller.
// RUN: prim-compile %s -o %t.ffi.ll --abi=tvm-ffi -O2 %pinned_target
// RUN: prim-compile %s -o %t.legacy.ll --abi=tvm-legacy -O2 %pinned_target
// RUN: sed -n '/^define.*@via_cpacked(/,/^}/p' %t.ffi.ll | sed -e 's/^define.*/define/' -e 's/via_cpacked/via/g' > %t.cpacked
// RUN: sed -n '/^define.*@via_tir(/,/^}/p' %t.ffi.ll | sed -e 's/^define.*/define/' -e 's/via_tir/via/g' > %t.tir
// RUN: diff -b %t.cpacked %t.tir
// RUN: FileCheck %s < %t.cpacked
// RUN: sed -n '/^define.*@via_cpacked(/,/^}/p' %t.legacy.ll | sed -e 's/^define.*/define/' -e 's/via_cpacked/via/g' > %t.lcpacked
// RUN: sed -n '/^define.*@via_tir(/,/^}/p' %t.legacy.ll | sed -e 's/^define.*/define/' -e 's/via_tir/via/g' > %t.ltir
// RUN: diff -b %t.lcpacked %t.ltir

prim.func @scale(%A: memref<2x2xf32, strided<[8, 1], offset: ?>>) {
  %c0 = arith.constant 0 : index
  %two = arith.constant 2.0 : f32
  %a = memref.load %A[%c0, %c0] : memref<2x2xf32, strided<[8, 1], offset: ?>>
  %b = arith.mulf %a, %two : f32
  memref.store %b, %A[%c0, %c0] : memref<2x2xf32, strided<[8, 1], offset: ?>>
  prim.return
}
prim.func @via_cpacked(%A: memref<8x8xf32>, %i: index, %j: index) api(unpacked) {
  %v = memref.subview %A[%i, %j] [2, 2] [1, 1] : memref<8x8xf32> to memref<2x2xf32, strided<[8, 1], offset: ?>>
  prim.call_cpacked @scale(%v) : (memref<2x2xf32, strided<[8, 1], offset: ?>>) -> ()
  prim.return
}
prim.func @via_tir(%A: memref<8x8xf32>, %i: index, %j: index) api(unpacked) {
  %v = memref.subview %A[%i, %j] [2, 2] [1, 1] : memref<8x8xf32> to memref<2x2xf32, strided<[8, 1], offset: ?>>
  prim.call_tir @scale(%v) : (memref<2x2xf32, strided<[8, 1], offset: ?>>) -> ()
  prim.return
}

// The element at A[i * 8 + j] (32 bytes a row): one load, one multiply,
// one store.
// CHECK: define
// CHECK-NEXT: common.ret:
// CHECK-NEXT: %[[ROW:.*]] = shl i64 %1, 5
// CHECK-NEXT: %[[P:.*]] = getelementptr i8, ptr %0, i64 %[[ROW]]
// CHECK-NEXT: %[[E:.*]] = getelementptr float, ptr %[[P]], i64 %2
// CHECK-NEXT: %[[X:.*]] = load float, ptr %[[E]]
// CHECK-NEXT: %[[Y:.*]] = fmul float %[[X]], 2.000000e+00
// CHECK-NEXT: store float %[[Y]], ptr %[[E]]
// CHECK-NEXT: ret i32 0
