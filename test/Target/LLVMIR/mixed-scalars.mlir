// Scalar arguments and a scalar result through call_cpacked cost nothing
// after -O2, for both ABIs: the caller's i64/i32/i8/i1/index/f32/f64
// parameters are used directly (no widening to the 8-byte slot and back, no
// fpext/fptrunc, no type-code select), the callee's result comes back as an
// SSA value instead of through the result slot, and the caller is exactly the
// direct arithmetic: no alloca, no call, no error path.
// RUN: prim-compile %s -o - --abi=tvm-ffi -O2 %pinned_target | FileCheck %s
// RUN: prim-compile %s -o - --abi=tvm-legacy -O2 %pinned_target | FileCheck %s

// (memref, i64, f32) -> f32
prim.func @fma_at(%A: memref<4xf32>, %n: i64, %x: f32) -> f32 {
  %i = arith.index_cast %n : i64 to index
  %a = memref.load %A[%i] : memref<4xf32>
  %nf = arith.sitofp %n : i64 to f32
  %p = arith.mulf %a, %x : f32
  %r = arith.addf %p, %nf : f32
  prim.return %r : f32
}

prim.func @caller_f(%A: memref<4xf32>, %Out: memref<2xf32>, %n: i64, %x: f32) api(unpacked) {
  %r = prim.call_cpacked @fma_at(%A, %n, %x) : (memref<4xf32>, i64, f32) -> f32
  %c0 = arith.constant 0 : index
  memref.store %r, %Out[%c0] : memref<2xf32>
  prim.return
}

// (memref, i32) -> i64
prim.func @count_above(%A: memref<4xi32>, %t: i32) -> i64 {
  %c0 = arith.constant 0 : index
  %a = memref.load %A[%c0] : memref<4xi32>
  %gt = arith.cmpi sgt, %a, %t : i32
  %w = arith.extui %gt : i1 to i64
  prim.return %w : i64
}

prim.func @caller_i(%A: memref<4xi32>, %Out: memref<1xi64>, %t: i32) api(unpacked) {
  %r = prim.call_cpacked @count_above(%A, %t) : (memref<4xi32>, i32) -> i64
  %c0 = arith.constant 0 : index
  memref.store %r, %Out[%c0] : memref<1xi64>
  prim.return
}

// (memref, i1, i8, index, f64) -> f64
prim.func @pick(%A: memref<4xf64>, %flag: i1, %k: i8, %i: index, %y: f64) -> f64 {
  %a = memref.load %A[%i] : memref<4xf64>
  %kf = arith.sitofp %k : i8 to f64
  %s = arith.addf %a, %kf : f64
  %m = arith.mulf %s, %y : f64
  %r = arith.select %flag, %m, %a : f64
  prim.return %r : f64
}

prim.func @caller_b(%A: memref<4xf64>, %Out: memref<1xf64>, %flag: i1, %k: i8,
                    %i: index, %y: f64) api(unpacked) {
  %r = prim.call_cpacked @pick(%A, %flag, %k, %i, %y) : (memref<4xf64>, i1, i8, index, f64) -> f64
  %c0 = arith.constant 0 : index
  memref.store %r, %Out[%c0] : memref<1xf64>
  prim.return
}

// CHECK-LABEL: define {{.*}}i32 @caller_f(ptr {{.*}}%0, ptr {{.*}}%1, i64 %2, float %3)
// CHECK-NEXT: {{^[a-z.]+}}:
// CHECK-NEXT: %[[P:.*]] = getelementptr inbounds nuw float, ptr %0, i64 %2
// CHECK-NEXT: %[[A:.*]] = load float, ptr %[[P]], align 4
// CHECK-NEXT: %[[NF:.*]] = sitofp i64 %2 to float
// CHECK-NEXT: %[[M:.*]] = fmul float %3, %[[A]]
// CHECK-NEXT: %[[R:.*]] = fadd float %[[M]], %[[NF]]
// CHECK-NEXT: store float %[[R]], ptr %1, align 4
// CHECK-NEXT: ret i32 0
// CHECK-NEXT: }

// CHECK-LABEL: define {{.*}}i32 @caller_i(ptr {{.*}}%0, ptr {{.*}}%1, i32 %2)
// CHECK-NEXT: {{^[a-z.]+}}:
// CHECK-NEXT: %[[A:.*]] = load i32, ptr %0, align 4
// CHECK-NEXT: %[[GT:.*]] = icmp sgt i32 %[[A]], %2
// CHECK-NEXT: %[[W:.*]] = zext i1 %[[GT]] to i64
// CHECK-NEXT: store i64 %[[W]], ptr %1
// CHECK-NEXT: ret i32 0
// CHECK-NEXT: }

// CHECK-LABEL: define {{.*}}i32 @caller_b(ptr {{.*}}%0, ptr {{.*}}%1, i1 %2, i8 %3, i64 %4, double %5)
// CHECK-NEXT: {{^[a-z.]+}}:
// CHECK-NEXT: %[[P:.*]] = getelementptr inbounds nuw double, ptr %0, i64 %4
// CHECK-NEXT: %[[A:.*]] = load double, ptr %[[P]], align 8
// CHECK-NEXT: %[[KF:.*]] = sitofp i8 %3 to double
// CHECK-NEXT: %[[S:.*]] = fadd double %[[A]], %[[KF]]
// CHECK-NEXT: %[[M:.*]] = fmul double %5, %[[S]]
// CHECK-NEXT: %[[R:.*]] = select i1 %2, double %[[M]], double %[[A]]
// CHECK-NEXT: store double %[[R]], ptr %1, align 8
// CHECK-NEXT: ret i32 0
// CHECK-NEXT: }
