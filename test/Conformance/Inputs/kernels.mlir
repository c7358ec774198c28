// The library every conformance driver loads through the runtime's own
// loader: tensors in, scalars in and out, and call_packed into functions
// that the driver registers with the runtime.

// x[i] = x[i] * s
prim.func @scale(%x: memref<?xf32>, %s: f32) attributes {prim.doc = "Scales x by s, in place."} {
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

// The sum of a 2x2 window with a bound row stride and offset.
prim.func @window_sum(%x: memref<2x2xf32, strided<[?, 1], offset: ?>>) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.load %x[%c0, %c0] : memref<2x2xf32, strided<[?, 1], offset: ?>>
  %b = memref.load %x[%c0, %c1] : memref<2x2xf32, strided<[?, 1], offset: ?>>
  %c = memref.load %x[%c1, %c0] : memref<2x2xf32, strided<[?, 1], offset: ?>>
  %d = memref.load %x[%c1, %c1] : memref<2x2xf32, strided<[?, 1], offset: ?>>
  %ab = arith.addf %a, %b : f32
  %cd = arith.addf %c, %d : f32
  %s = arith.addf %ab, %cd : f32
  %r = arith.extf %s : f32 to f64
  prim.return %r : f64
}

// The number of rows of any 2-D f32 tensor, empty ones included.
prim.func @rows(%x: memref<?x?xf32>) -> i64 {
  %c0 = arith.constant 0 : index
  %n = memref.dim %x, %c0 : memref<?x?xf32>
  %r = arith.index_cast %n : index to i64
  prim.return %r : i64
}

prim.func @mul_add(%a: i64, %b: i64, %c: i64) -> i64 {
  %p = arith.muli %a, %b : i64
  %s = arith.addi %p, %c : i64
  prim.return %s : i64
}

prim.func @half(%a: f64) -> f64 {
  %two = arith.constant 2.0 : f64
  %h = arith.divf %a, %two : f64
  prim.return %h : f64
}

prim.func @negate(%a: i1) -> i1 {
  %t = arith.constant true
  %n = arith.xori %a, %t : i1
  prim.return %n : i1
}

// call_packed into a function the host registered with the runtime.
prim.func @count_positive(%x: memref<?xf32>) -> i64 {
  %r = prim.call_packed "conf.count_positive"(%x) : (memref<?xf32>) -> i64
  prim.return %r : i64
}

// The same through a first-class function looked up once.
prim.func @count_positive_value(%x: memref<?xf32>) -> i64 {
  %f = prim.lookup_packed "conf.count_positive" : !prim.packed_func
  %r = prim.call_packed_value %f(%x) : (memref<?xf32>) -> i64
  prim.return %r : i64
}

// An error raised by the callee reaches the caller's caller.
prim.func @fails(%x: memref<?xf32>) {
  prim.call_packed "conf.fail"(%x) : (memref<?xf32>) -> ()
  prim.return
}

// conf.value(kind) returns 0: Int 7, 1: Float 2.5, 2: Bool true, 3: None.
prim.func @value_as_f64(%kind: i64) -> f64 {
  %r = prim.call_packed "conf.value"(%kind) : (i64) -> f64
  prim.return %r : f64
}

prim.func @value_as_i64(%kind: i64) -> i64 {
  %r = prim.call_packed "conf.value"(%kind) : (i64) -> i64
  prim.return %r : i64
}

// A string argument: conf.strlen returns the length of the C string.
prim.func @payload_length() -> i64 {
  %s = prim.string "payload"
  %r = prim.call_packed "conf.strlen"(%s) : (!prim.string) -> i64
  prim.return %r : i64
}

// conf.make_object returns a new object. Unused, it is released at once.
prim.func @drop_object() {
  prim.call_packed "conf.make_object"() : () -> ()
  prim.return
}

// An object for an i64: the runtime's TypeError, and the object released.
prim.func @object_as_i64() -> i64 {
  %r = prim.call_packed "conf.make_object"() : () -> i64
  prim.return %r : i64
}

// A name that nothing registers.
prim.func @call_missing() {
  prim.call_packed "conf.missing"() : () -> ()
  prim.return
}

// The number of true elements of a bool tensor: its dtype is the runtime's
// bool (tvm-ffi {kDLBool, 8, 1}, TVM v0.20 {kDLUInt, 1, 1}).
prim.func @count_true(%x: memref<?xi1>) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i64
  %n = memref.dim %x, %c0 : memref<?xi1>
  %count = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (i64) {
    %v = memref.load %x[%i] : memref<?xi1>
    %w = arith.extui %v : i1 to i64
    %s = arith.addi %acc, %w : i64
    scf.yield %s : i64
  }
  prim.return %count : i64
}
