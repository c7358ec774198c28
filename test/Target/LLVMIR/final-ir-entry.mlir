// A straight-line packed entry is final IR: LLVM's pipeline leaves it as
// the lowering emitted it, and once its body is optimized (vectorized
// included), puts the body in it, the body's only caller.
// RUN: prim-compile %s --abi=tvm-legacy -O2 --emit=llvm -o - %pinned_target | FileCheck %s --implicit-check-not='<2 x i32>' --implicit-check-not=@f_compute
// RUN: prim-compile %s --abi=tvm-legacy -O3 --emit=llvm -o - %pinned_target | FileCheck %s --implicit-check-not='<2 x i32>' --implicit-check-not=@f_compute

prim.func @f(%A: memref<64xf32>, %B: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cn = arith.constant 64 : index
  %s = arith.constant 2.0 : f32
  scf.for %j = %c0 to %cn step %c1 {
    %a = memref.load %A[%j] : memref<64xf32>
    %m = arith.mulf %a, %s : f32
    memref.store %m, %B[%j] : memref<64xf32>
  }
  prim.return
}

// CHECK-LABEL: define i32 @f(
// CHECK-SAME: #[[FINAL:[0-9]+]] {
// The type codes compared one at a time, each with its branch, as emitted:
// optimized, the SLP vectorizer made one <2 x i32> compare of them, and
// InstCombine gave the address of the second an i64 offset.
// CHECK: %[[CODE0:.*]] = load i32, ptr %1, align 4
// CHECK-NEXT: icmp eq i32 %[[CODE0]], 7
// CHECK-NEXT: icmp eq i32 %[[CODE0]], 13
// CHECK-NEXT: %[[OK0:.*]] = or i1
// CHECK-NEXT: br i1 %[[OK0]]
// CHECK: getelementptr inbounds nuw i8, ptr %1, i32 4
// The body, vectorized, in the entry.
// CHECK: fmul <{{[0-9]+}} x float> %{{.*}}, splat (float 2.0
// CHECK: ret i32 0
// CHECK: attributes #[[FINAL]] = { "prim-final-ir" }
