// The callee library of calls.mlir: x *= s, in its own shared library.
prim.func @scale_by(%x: memref<?xf32>, %s: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %x, %c0 : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %v = memref.load %x[%i] : memref<?xf32>
    %p = arith.mulf %v, %s : f32
    memref.store %p, %x[%i] : memref<?xf32>
  }
  prim.return
}
