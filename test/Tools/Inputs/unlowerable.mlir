// math.erf has no lowering in the prim-to-llvm pipeline (it would need
// math-to-libm or a polynomial expansion).
prim.func @f(%a: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %v = memref.load %a[%c0] : memref<4xf32>
  %w = math.erf %v : f32
  memref.store %w, %a[%c0] : memref<4xf32>
  prim.return
}
