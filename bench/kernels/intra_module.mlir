// Intra-module packed calls: each unpacked caller reaches its callee through
// prim.call_cpacked, which the packed entry's checks and stack DLTensors
// should fold away entirely at -O2.

prim.func @add_one_4x5(%A: memref<4x5xf32>, %B: memref<4x5xf32>) {
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

prim.func @prim_add_one_4x5(%A: memref<4x5xf32>, %B: memref<4x5xf32>) api(unpacked) {
  prim.call_cpacked @add_one_4x5(%A, %B) : (memref<4x5xf32>, memref<4x5xf32>) -> ()
  prim.return
}

prim.func @add_one_1m(%A: memref<1048576xf32>, %B: memref<1048576xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 1048576 : index
  %one = arith.constant 1.0 : f32
  scf.for %i = %c0 to %n step %c1 {
    %a = memref.load %A[%i] : memref<1048576xf32>
    %b = arith.addf %a, %one : f32
    memref.store %b, %B[%i] : memref<1048576xf32>
  }
  prim.return
}

prim.func @prim_add_one_1m(%A: memref<1048576xf32>, %B: memref<1048576xf32>) api(unpacked) {
  prim.call_cpacked @add_one_1m(%A, %B) : (memref<1048576xf32>, memref<1048576xf32>) -> ()
  prim.return
}
