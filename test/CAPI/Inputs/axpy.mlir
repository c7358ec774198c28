// y = alpha * x + y over 4 floats, and a scalar result.
prim.func @axpy(%x: memref<4xf32>, %y: memref<4xf32>, %alpha: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %a = memref.load %x[%i] : memref<4xf32>
    %b = memref.load %y[%i] : memref<4xf32>
    %p = arith.mulf %a, %alpha : f32
    %s = arith.addf %p, %b : f32
    memref.store %s, %y[%i] : memref<4xf32>
  }
  prim.return
}

prim.func @twice(%n: i64) -> i64 {
  %r = arith.addi %n, %n : i64
  prim.return %r : i64
}
