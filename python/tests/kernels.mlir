// The functions python/tests/test_prim.py calls.

// y = alpha * x + y over 4 floats.
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

// The sum of a vector of any length.
prim.func @sum(%a: memref<?xf64>) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %a, %c0 : memref<?xf64>
  %zero = arith.constant 0.0 : f64
  %total = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f64) {
    %v = memref.load %a[%i] : memref<?xf64>
    %next = arith.addf %acc, %v : f64
    scf.yield %next : f64
  }
  prim.return %total : f64
}

// Writes v to every element of a strided view.
prim.func @fill(%a: memref<?xi32, strided<[?]>>, %v: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %a, %c0 : memref<?xi32, strided<[?]>>
  scf.for %i = %c0 to %n step %c1 {
    memref.store %v, %a[%i] : memref<?xi32, strided<[?]>>
  }
  prim.return
}

// out[i, j] = a[i, j] > 0, over 2x3 matrices.
prim.func @positive(%a: memref<2x3xi64>, %out: memref<2x3xi1>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %zero = arith.constant 0 : i64
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      %v = memref.load %a[%i, %j] : memref<2x3xi64>
      %p = arith.cmpi sgt, %v, %zero : i64
      memref.store %p, %out[%i, %j] : memref<2x3xi1>
    }
  }
  prim.return
}

// Scalar results of each kind.
prim.func @is_even(%n: i64) -> i1 {
  %two = arith.constant 2 : i64
  %zero = arith.constant 0 : i64
  %r = arith.remsi %n, %two : i64
  %even = arith.cmpi eq, %r, %zero : i64
  prim.return %even : i1
}

prim.func @next_byte(%n: ui8) -> ui8 {
  %c = builtin.unrealized_conversion_cast %n : ui8 to i8
  %one = arith.constant 1 : i8
  %s = arith.addi %c, %one : i8
  %r = builtin.unrealized_conversion_cast %s : i8 to ui8
  prim.return %r : ui8
}

prim.func @half(%x: f32) -> f32 {
  %h = arith.constant 0.5 : f32
  %r = arith.mulf %x, %h : f32
  prim.return %r : f32
}
