// prim-fuse-multiply-add turns a contractable multiply and add or subtract
// into llvm.intr.fmuladd, as clang does for a * b + c, and leaves alone what
// contraction would change: flags without contract, a product with another
// use.
// RUN: prim-opt %s --split-input-file --pass-pipeline='builtin.module(prim.func(prim-fuse-multiply-add))' | FileCheck %s
// It runs on any operation: on vectors in a func.func as well.
// RUN: prim-opt %s --split-input-file --pass-pipeline='builtin.module(prim-fuse-multiply-add)' | FileCheck %s --check-prefixes=CHECK,ANY

// CHECK-LABEL: prim.func @product_first
// CHECK-SAME: (%[[A:.*]]: f32, %[[B:.*]]: f32, %[[C:.*]]: f32)
// CHECK-NEXT: %[[R:.*]] = llvm.intr.fmuladd(%[[A]], %[[B]], %[[C]]) {fastmathFlags = #llvm.fastmath<contract>} : (f32, f32, f32) -> f32
// CHECK-NEXT: prim.return %[[R]]
prim.func @product_first(%a: f32, %b: f32, %c: f32) -> f32 {
  %p = arith.mulf %a, %b fastmath<contract> : f32
  %s = arith.addf %p, %c fastmath<contract> : f32
  prim.return %s : f32
}

// -----

// CHECK-LABEL: prim.func @product_second
// CHECK-SAME: (%[[A:.*]]: f64, %[[B:.*]]: f64, %[[C:.*]]: f64)
// CHECK-NEXT: %[[R:.*]] = llvm.intr.fmuladd(%[[A]], %[[B]], %[[C]]) {fastmathFlags = #llvm.fastmath<contract>} : (f64, f64, f64) -> f64
// CHECK-NEXT: prim.return %[[R]]
prim.func @product_second(%a: f64, %b: f64, %c: f64) -> f64 {
  %p = arith.mulf %a, %b fastmath<contract> : f64
  %s = arith.addf %c, %p fastmath<contract> : f64
  prim.return %s : f64
}

// -----

// a * b - c is fmuladd(a, b, -c).
// CHECK-LABEL: prim.func @product_minus
// CHECK-SAME: (%[[A:.*]]: f32, %[[B:.*]]: f32, %[[C:.*]]: f32)
// CHECK-NEXT: %[[N:.*]] = arith.negf %[[C]] fastmath<contract> : f32
// CHECK-NEXT: %[[R:.*]] = llvm.intr.fmuladd(%[[A]], %[[B]], %[[N]]) {fastmathFlags = #llvm.fastmath<contract>} : (f32, f32, f32) -> f32
// CHECK-NEXT: prim.return %[[R]]
prim.func @product_minus(%a: f32, %b: f32, %c: f32) -> f32 {
  %p = arith.mulf %a, %b fastmath<contract> : f32
  %s = arith.subf %p, %c fastmath<contract> : f32
  prim.return %s : f32
}

// -----

// c - a * b is fmuladd(-a, b, c).
// CHECK-LABEL: prim.func @minus_product
// CHECK-SAME: (%[[A:.*]]: f32, %[[B:.*]]: f32, %[[C:.*]]: f32)
// CHECK-NEXT: %[[N:.*]] = arith.negf %[[A]] fastmath<contract> : f32
// CHECK-NEXT: %[[R:.*]] = llvm.intr.fmuladd(%[[N]], %[[B]], %[[C]]) {fastmathFlags = #llvm.fastmath<contract>} : (f32, f32, f32) -> f32
// CHECK-NEXT: prim.return %[[R]]
prim.func @minus_product(%a: f32, %b: f32, %c: f32) -> f32 {
  %p = arith.mulf %a, %b fastmath<contract> : f32
  %s = arith.subf %c, %p fastmath<contract> : f32
  prim.return %s : f32
}

// -----

// The result keeps the flags both have: fast on one, contract on the other.
// CHECK-LABEL: prim.func @flags
// CHECK-NEXT: %[[R:.*]] = llvm.intr.fmuladd(%{{.*}}, %{{.*}}, %{{.*}}) {fastmathFlags = #llvm.fastmath<contract>} : (f32, f32, f32) -> f32
// CHECK-NEXT: prim.return %[[R]]
prim.func @flags(%a: f32, %b: f32, %c: f32) -> f32 {
  %p = arith.mulf %a, %b fastmath<fast> : f32
  %s = arith.addf %p, %c fastmath<contract> : f32
  prim.return %s : f32
}

// -----

// A vector is fused as a scalar is (not in a prim.func: the first RUN leaves
// it).
// ANY-LABEL: func.func @vectors
// ANY-NEXT: %[[R:.*]] = llvm.intr.fmuladd(%{{.*}}, %{{.*}}, %{{.*}}) {fastmathFlags = #llvm.fastmath<fast>} : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// ANY-NEXT: return %[[R]]
func.func @vectors(%a: vector<4xf32>, %b: vector<4xf32>, %c: vector<4xf32>) -> vector<4xf32> {
  %p = arith.mulf %a, %b fastmath<fast> : vector<4xf32>
  %s = arith.addf %p, %c fastmath<fast> : vector<4xf32>
  return %s : vector<4xf32>
}

// -----

// A sum of two contractable products fuses one of them, as clang does.
// CHECK-LABEL: prim.func @two_products
// CHECK-NEXT: %[[P:.*]] = arith.mulf %arg2, %arg3 fastmath<contract> : f32
// CHECK-NEXT: %[[R:.*]] = llvm.intr.fmuladd(%arg0, %arg1, %[[P]])
// CHECK-NEXT: prim.return %[[R]]
prim.func @two_products(%a: f32, %b: f32, %c: f32, %d: f32) -> f32 {
  %p = arith.mulf %a, %b fastmath<contract> : f32
  %q = arith.mulf %c, %d fastmath<contract> : f32
  %s = arith.addf %p, %q fastmath<contract> : f32
  prim.return %s : f32
}

// -----

// Without contract on both, the multiply and the add stay apart.
// CHECK-LABEL: prim.func @mul_not_contractable
// CHECK-NEXT: arith.mulf %arg0, %arg1 : f32
// CHECK-NEXT: arith.addf {{.*}} fastmath<contract> : f32
// CHECK-NOT: fmuladd
prim.func @mul_not_contractable(%a: f32, %b: f32, %c: f32) -> f32 {
  %p = arith.mulf %a, %b : f32
  %s = arith.addf %p, %c fastmath<contract> : f32
  prim.return %s : f32
}

// -----

// CHECK-LABEL: prim.func @add_not_contractable
// CHECK-NEXT: arith.mulf %arg0, %arg1 fastmath<contract> : f32
// CHECK-NEXT: arith.subf {{.*}} fastmath<nnan> : f32
// CHECK-NOT: fmuladd
prim.func @add_not_contractable(%a: f32, %b: f32, %c: f32) -> f32 {
  %p = arith.mulf %a, %b fastmath<contract> : f32
  %s = arith.subf %p, %c fastmath<nnan> : f32
  prim.return %s : f32
}

// -----

// A product with another use is not fused: it would be computed twice.
// CHECK-LABEL: prim.func @shared_product
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[P:.*]] = arith.mulf %arg0, %arg1 fastmath<contract> : f32
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[P]], %arg2 fastmath<contract> : f32
// CHECK-NEXT: memref.store %[[P]], %arg3[%[[C0]]]
// CHECK-NEXT: prim.return %[[S]]
prim.func @shared_product(%a: f32, %b: f32, %c: f32, %out: memref<1xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %p = arith.mulf %a, %b fastmath<contract> : f32
  %s = arith.addf %p, %c fastmath<contract> : f32
  memref.store %p, %out[%c0] : memref<1xf32>
  prim.return %s : f32
}
