// B = A + 1 over 4x5 f32 buffers, written as an scf.for nest.

prim.func @add_one_4x5(%A: memref<4x5xf32> {prim.noalias},
                       %B: memref<4x5xf32> {prim.noalias}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %one = arith.constant 1.0 : f32
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c5 step %c1 {
      %a = memref.load %A[%i, %j] : memref<4x5xf32>
      %b = arith.addf %a, %one : f32
      memref.store %b, %B[%i, %j] : memref<4x5xf32>
    }
  }
  prim.return
}
