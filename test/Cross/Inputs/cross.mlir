// The module that test/Cross compiles for each target and ABI, and the
// lines that Inputs/cross.c prints for it (FileCheck reads them from here;
// TARGET, BITS, ENDIAN and TASKS come from the test).

// CHECK: [[TARGET]] [[ABI]]: [[BITS]]-bit [[ENDIAN]]-endian
// CHECK-NEXT: add_dyn 3x7: B = A + 1 for all 21 elements
// CHECK-NEXT: add_dyn 0x5: returns 0
// CHECK-NEXT: scale_strided: B = 2 * A[1:5, 2:6] of a 6x8 buffer, byte_offset 40
// CHECK-NEXT: widen: f64 i8 i16 i64 u8 bool summed into f64, each written back
// CHECK-NEXT: affine(i32 -7, i64 3000000000, f64 0.25) = 2999999993.25
// CHECK-NEXT: mul_add_i64(3000000000, 7) = 21000000001
// CHECK-NEXT: count_true of 5 bools = 3
// CHECK-NEXT: triple_in_place: call_cpacked scale_by inside the module, x = 3 * x
// CHECK-NEXT: call_packed cross.sum_f64 through the registry = 10.5
// CHECK-NEXT: call_packed cross.fail: -1 cross.fail: refused a tensor of 4 elements
// FFI-NEXT: system-lib: __tvm_ffi_add_one registered: x[0][0] = 3.5
// LEGACY-NEXT: system-lib: add_one registered: x[0][0] = 3.5
// CHECK-NEXT: system-lib: AddViaPackedCFunc: x[0][0] = 3.5
// CHECK-NEXT: par_add n=1000 through TVMBackendParallelLaunch: C = A + B, 1 launch, tasks: [[TASKS]]
// CHECK-NEXT: reverse n=37 through a workspace: x reversed
// CHECK-NEXT: bad num_args: -1 TypeError: widen: expected 7 arguments, found 6
// FFI-NEXT: bad type code: -1 TypeError: mul_add_i64: argument #1: expected an integer (type code 1, 2), found type code 3
// LEGACY-NEXT: bad type code: -1 TypeError: mul_add_i64: argument #1: expected an integer (type code 0, 15), found type code 2
// CHECK-NEXT: bad dtype bits: -1 TypeError: widen: argument #2: expected dtype bits 16, found 8
// CHECK-NEXT: bad dtype code: -1 TypeError: widen: argument #4: expected dtype code 1, found 0
// CHECK-NEXT: bad shape: -1 ValueError: widen: argument #3: expected shape[0] == 4, found 5
// CHECK-NEXT: bad strides: -1 ValueError: widen: argument #0: expected compact strides, found strides[0] == 2
// CHECK-NEXT: bad byte_offset: -1 ValueError: widen: argument #6: expected byte_offset 0, found 8
// CHECK-NEXT: bad device: -1 ValueError: widen: argument #5: expected device_type 1 (CPU), found 2
// CHECK-NEXT: bad calls left every buffer untouched
// CHECK-NEXT: [[TARGET]] [[ABI]]: {{[0-9]+}} passed, 0 failed

// B = A + 1 over any 2-D shape.
prim.func @add_dyn(%A: memref<?x?xf32>, %B: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %m = memref.dim %A, %c0 : memref<?x?xf32>
  %n = memref.dim %A, %c1 : memref<?x?xf32>
  scf.for %i = %c0 to %m step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %a = memref.load %A[%i, %j] : memref<?x?xf32>
      %b = arith.addf %a, %one : f32
      memref.store %b, %B[%i, %j] : memref<?x?xf32>
    }
  }
  prim.return
}

// B = 2 * A, where A is a 4x4 window whose row stride and offset are bound
// from the DLTensor.
prim.func @scale_strided(%A: memref<4x4xf32, strided<[?, 1], offset: ?>>,
                         %B: memref<4x4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %two = arith.constant 2.0 : f32
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %a = memref.load %A[%i, %j] : memref<4x4xf32, strided<[?, 1], offset: ?>>
      %b = arith.mulf %a, %two : f32
      memref.store %b, %B[%i, %j] : memref<4x4xf32>
    }
  }
  prim.return
}

// out[i] = f[i] + b[i] + s[i] + l[i] + u[i] + t[i] (u unsigned, t bool), and
// each integer buffer written back: b *= 2, s += 1000, l *= 3, u += 100
// (wrapping), t = !t.
prim.func @widen(%f: memref<4xf64>, %b: memref<4xi8>, %s: memref<4xi16>,
                 %l: memref<4xi64>, %u: memref<4xui8>, %t: memref<4xi1>,
                 %out: memref<4xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %two = arith.constant 2 : i8
  %thousand = arith.constant 1000 : i16
  %three = arith.constant 3 : i64
  %hundred = arith.constant 100 : i8
  %true = arith.constant true
  scf.for %i = %c0 to %c4 step %c1 {
    %fv = memref.load %f[%i] : memref<4xf64>
    %bv = memref.load %b[%i] : memref<4xi8>
    %sv = memref.load %s[%i] : memref<4xi16>
    %lv = memref.load %l[%i] : memref<4xi64>
    %uraw = memref.load %u[%i] : memref<4xui8>
    %uv = builtin.unrealized_conversion_cast %uraw : ui8 to i8
    %tv = memref.load %t[%i] : memref<4xi1>
    %bf = arith.sitofp %bv : i8 to f64
    %sf = arith.sitofp %sv : i16 to f64
    %lf = arith.sitofp %lv : i64 to f64
    %uf = arith.uitofp %uv : i8 to f64
    %tf = arith.uitofp %tv : i1 to f64
    %s1 = arith.addf %fv, %bf : f64
    %s2 = arith.addf %s1, %sf : f64
    %s3 = arith.addf %s2, %lf : f64
    %s4 = arith.addf %s3, %uf : f64
    %s5 = arith.addf %s4, %tf : f64
    memref.store %s5, %out[%i] : memref<4xf64>
    %b2 = arith.muli %bv, %two : i8
    memref.store %b2, %b[%i] : memref<4xi8>
    %s2i = arith.addi %sv, %thousand : i16
    memref.store %s2i, %s[%i] : memref<4xi16>
    %l2 = arith.muli %lv, %three : i64
    memref.store %l2, %l[%i] : memref<4xi64>
    %u2 = arith.addi %uv, %hundred : i8
    %u2raw = builtin.unrealized_conversion_cast %u2 : i8 to ui8
    memref.store %u2raw, %u[%i] : memref<4xui8>
    %t2 = arith.xori %tv, %true : i1
    memref.store %t2, %t[%i] : memref<4xi1>
  }
  prim.return
}

// i32, i64 and f64 scalars in, an f64 out: x + i + j.
prim.func @affine(%i: i32, %j: i64, %x: f64) -> f64 {
  %if = arith.sitofp %i : i32 to f64
  %jf = arith.sitofp %j : i64 to f64
  %s = arith.addf %x, %if : f64
  %r = arith.addf %s, %jf : f64
  prim.return %r : f64
}

// An i64 result from i64 scalars: a * b + 1.
prim.func @mul_add_i64(%a: i64, %b: i64) -> i64 {
  %one = arith.constant 1 : i64
  %p = arith.muli %a, %b : i64
  %r = arith.addi %p, %one : i64
  prim.return %r : i64
}

// The number of true elements of a bool tensor of any length.
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

// x *= s.
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

// A packed call inside the module: scale_by's entry, called directly.
prim.func @triple_in_place(%x: memref<?xf32>) {
  %three = arith.constant 3.0 : f32
  prim.call_cpacked @scale_by(%x, %three) : (memref<?xf32>, f32) -> ()
  prim.return
}

// Packed calls out of the module, by name through PrimRuntime's registry:
// an f64 result, and an error that reaches the caller intact.
prim.func @sum_by_name(%x: memref<?xf64>) -> f64 {
  %r = prim.call_packed "cross.sum_f64"(%x) : (memref<?xf64>) -> f64
  prim.return %r : f64
}

prim.func @fail_by_name(%x: memref<?xf64>) {
  prim.call_packed "cross.fail"(%x) : (memref<?xf64>) -> ()
  prim.return
}

// C = A + B in a parallel loop, launched through TVMBackendParallelLaunch.
prim.func @par_add(%A: memref<?xf32>, %B: memref<?xf32>, %C: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %A, %c0 : memref<?xf32>
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %a = memref.load %A[%i] : memref<?xf32>
    %b = memref.load %B[%i] : memref<?xf32>
    %s = arith.addf %a, %b : f32
    memref.store %s, %C[%i] : memref<?xf32>
    scf.reduce
  }
  prim.return
}

// x reversed in place through a workspace from TVMBackendAllocWorkspace.
prim.func @reverse(%x: memref<?xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %x, %c0 : memref<?xf64>
  %last = arith.subi %n, %c1 : index
  %T = memref.alloc(%n) : memref<?xf64>
  scf.for %i = %c0 to %n step %c1 {
    %v = memref.load %x[%i] : memref<?xf64>
    %j = arith.subi %last, %i : index
    memref.store %v, %T[%j] : memref<?xf64>
  }
  scf.for %i = %c0 to %n step %c1 {
    %v = memref.load %T[%i] : memref<?xf64>
    memref.store %v, %x[%i] : memref<?xf64>
  }
  memref.dealloc %T : memref<?xf64>
  prim.return
}
