// The seed example: a packed entry `add_one` computing x[0,0] = y[0,0] + 1,
// and an unpacked caller that reaches it through the packed C convention.
// After prim-compile -O2, @AddViaPackedCFunc is one load, one fadd, one store.

prim.func @add_one(%x: memref<3x3xf32>, %y: memref<3x3xf32>) {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %v = memref.load %y[%c0, %c0] : memref<3x3xf32>
  %sum = arith.addf %v, %one : f32
  memref.store %sum, %x[%c0, %c0] : memref<3x3xf32>
  prim.return
}

prim.func @AddViaPackedCFunc(%x: memref<3x3xf32>, %y: memref<3x3xf32>)
    api(unpacked) {
  prim.call_cpacked @add_one(%x, %y) : (memref<3x3xf32>, memref<3x3xf32>) -> ()
  prim.return
}
