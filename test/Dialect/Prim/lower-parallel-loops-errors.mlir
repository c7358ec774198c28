// Parallel loops prim-lower-parallel-loops cannot outline get a located error.
// RUN: prim-opt %s --split-input-file --allow-unregistered-dialect --prim-lower-parallel-loops -verify-diagnostics

prim.func @reduction(%A: memref<?xf32>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  // expected-error@+1 {{'scf.parallel' op has reductions, which a parallel launch does not support yet}}
  %sum = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%zero) -> f32 {
    %a = memref.load %A[%i] : memref<?xf32>
    scf.reduce(%a : f32) {
    ^bb0(%x: f32, %y: f32):
      %s = arith.addf %x, %y : f32
      scf.reduce.return %s : f32
    }
  }
  prim.return %sum : f32
}

// -----

prim.func @tensor_capture(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t = "test.make_tensor"() : () -> tensor<4xf32>
  // expected-error@+1 {{'scf.parallel' op uses a value of type 'tensor<4xf32>', which cannot be passed to the thread pool's tasks}}
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    "test.use"(%t) : (tensor<4xf32>) -> ()
    scf.reduce
  }
  prim.return
}

// -----

// A constant step below 1 (here true, -1 as a signed i1) never ends a
// serial loop; a parallel one is refused.
prim.func @nonpositive_step(%A: memref<2xf32>) {
  %f = arith.constant false
  %t = arith.constant true
  // expected-error@+1 {{'scf.for' op has a step of -1; a parallel loop needs a positive step}}
  scf.for %i = %f to %t step %t : i1 {
    "test.use"(%i) : (i1) -> ()
  } {prim.parallel}
  prim.return
}

// -----

prim.func @unsigned_compare(%n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  // expected-error@+1 {{'scf.for' op compares its bounds unsigned, which a parallel launch does not support yet}}
  scf.for unsigned %i = %c0 to %n step %c1 : i32 {
    "test.use"(%i) : (i32) -> ()
  } {prim.parallel}
  prim.return
}

// -----

prim.func @wide_induction_variable() {
  %n = arith.constant 100 : i128
  %c0 = arith.constant 0 : i128
  %c1 = arith.constant 1 : i128
  // expected-error@+1 {{'scf.for' op has an induction variable of type 'i128', wider than a parallel launch's 64-bit iterations}}
  scf.for %i = %c0 to %n step %c1 : i128 {
    "test.use"(%i) : (i128) -> ()
  } {prim.parallel}
  prim.return
}
