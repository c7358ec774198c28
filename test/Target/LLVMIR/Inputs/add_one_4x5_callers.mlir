// Callers of a 4x5 add-one loop and of a dynamic-shape version of it, and
// a call of an external packed function; see zero-overhead.mlir.
prim.func @add_one_4x5(%A: memref<4x5xf32> {prim.noalias}, %B: memref<4x5xf32> {prim.noalias}) {
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
prim.func @dyn(%A: memref<?x?xf32>, %B: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %A, %c0 : memref<?x?xf32>
  %m = memref.dim %A, %c1 : memref<?x?xf32>
  %one = arith.constant 1.0 : f32
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %m step %c1 {
      %a = memref.load %A[%i, %j] : memref<?x?xf32>
      %b = arith.addf %a, %one : f32
      memref.store %b, %B[%i, %j] : memref<?x?xf32>
    }
  }
  prim.return
}
prim.func private @ext(memref<4x5xf32>, i64, f32) -> i32
prim.func @via_packed(%A: memref<4x5xf32>, %B: memref<4x5xf32>) api(unpacked) {
  prim.call_cpacked @add_one_4x5(%A, %B) : (memref<4x5xf32>, memref<4x5xf32>) -> ()
  prim.return
}
prim.func @direct(%A: memref<4x5xf32>, %B: memref<4x5xf32>) api(unpacked) {
  prim.call_tir @add_one_4x5(%A, %B) : (memref<4x5xf32>, memref<4x5xf32>) -> ()
  prim.return
}
prim.func @via_dyn(%A: memref<4x5xf32>, %B: memref<4x5xf32>) api(unpacked) {
  %a = memref.cast %A : memref<4x5xf32> to memref<?x?xf32>
  %b = memref.cast %B : memref<4x5xf32> to memref<?x?xf32>
  prim.call_cpacked @dyn(%a, %b) : (memref<?x?xf32>, memref<?x?xf32>) -> ()
  prim.return
}
prim.func @external(%A: memref<4x5xf32>, %n: i64, %x: f32) api(unpacked) {
  %r = prim.call_cpacked @ext(%A, %n, %x) : (memref<4x5xf32>, i64, f32) -> i32
  prim.return
}
prim.func @main(%A: memref<4x5xf32>, %B: memref<4x5xf32>) api(unpacked) {
  prim.call_tir @add_one_4x5(%A, %B) : (memref<4x5xf32>, memref<4x5xf32>) -> ()
  prim.return
}
