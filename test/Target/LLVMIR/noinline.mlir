// prim.noinline keeps a body out of line: the cpacked call still reduces to a
// direct call of the native body (no packing, no checks), but the body is not
// inlined. Without the attribute the body is inlined.
// RUN: prim-compile %s -o %t.ffi.ll --abi=tvm-ffi -O2 %pinned_target
// RUN: prim-compile %s -o %t.legacy.ll --abi=tvm-legacy -O2 %pinned_target
// RUN: FileCheck %s --input-file=%t.ffi.ll
// RUN: FileCheck %s --input-file=%t.legacy.ll
// RUN: FileCheck %s --check-prefix=BODY --input-file=%t.ffi.ll
// RUN: FileCheck %s --check-prefix=BODY --input-file=%t.legacy.ll

prim.func @kept(%x: memref<4xf32>, %y: memref<4xf32>) attributes {prim.noinline} {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %v = memref.load %y[%c0] : memref<4xf32>
  %s = arith.addf %v, %one : f32
  memref.store %s, %x[%c0] : memref<4xf32>
  prim.return
}

prim.func @inlined(%x: memref<4xf32>, %y: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %two = arith.constant 2.0 : f32
  %v = memref.load %y[%c0] : memref<4xf32>
  %s = arith.addf %v, %two : f32
  memref.store %s, %x[%c0] : memref<4xf32>
  prim.return
}

prim.func @caller(%x: memref<4xf32>, %y: memref<4xf32>) api(unpacked) {
  prim.call_cpacked @kept(%x, %y) : (memref<4xf32>, memref<4xf32>) -> ()
  prim.call_cpacked @inlined(%x, %y) : (memref<4xf32>, memref<4xf32>) -> ()
  prim.return
}

// CHECK-LABEL: define {{.*}}i32 @caller(ptr {{.*}}%0, ptr {{.*}}%1)
// CHECK-NOT: alloca
// CHECK-NOT: store i32
// CHECK: call {{.*}} @kept_compute(ptr {{.*}}%0, ptr {{.*}}%1)
// CHECK-NOT: call
// CHECK: fadd float %{{.*}}, 2.000000e+00
// CHECK-NOT: call
// CHECK: ret i32

// BODY: define internal {{.*}} @kept_compute({{.*}}) {{.*}}#[[ATTRS:[0-9]+]]
// BODY: fadd float %{{.*}}, 1.000000e+00
// BODY: attributes #[[ATTRS]] = {{{.*}}noinline
