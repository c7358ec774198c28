// The module that test/Cross/cortex-m4.mlir compiles for a Cortex-M4 and
// each ABI, and the lines that Inputs/cortex-m4.c prints for it (FileCheck
// reads them from here). What a microcontroller deployment uses: f32, i8 and
// i32 buffers, scalars in and out, an api(unpacked) main (TVM's AOT
// executor's) that calls the module's packed functions and hands them its
// resource handle, a workspace from the host's allocator, a parallel loop on
// the host's serial launcher, and bad calls.

// CHECK: cortex-m4 [[ABI]]: 32-bit little-endian, [[ENUM]]-byte DLDeviceType, DLTensor padding not zeroed
// CHECK-NEXT: saxpy n=37: y = 0.5 * x + y for all 37 elements
// CHECK-NEXT: dot_i8 n=100 = -18778
// CHECK-NEXT: clamp_i32(lo -1000, hi 1000) n=9: 4 clamped
// CHECK-NEXT: sum_f32 n=8 = 7.75
// CHECK-NEXT: square_par n=50: y = x * x, 1 launch of 1 task
// CHECK-NEXT: emit: resource handle 0x{{[0-9a-f]+}} reached host_log, dot 14
// CHECK-NEXT: pipeline n=20: y = 2 * x + 1, 1 workspace of 80 bytes, dot 6230, resource handle reached host_log
// CHECK-NEXT: pipeline n=0: returns 0, 1 workspace of 0 bytes
// CHECK-NEXT: bad num_args: -1 TypeError: saxpy: expected 3 arguments, found 2
// FFI-NEXT: bad type code: -1 TypeError: saxpy: argument #0: expected a float (type code 3, 1, 2), found type code 7
// LEGACY-NEXT: bad type code: -1 TypeError: saxpy: argument #0: expected a float (type code 2, 0, 15), found type code 7
// CHECK-NEXT: bad dtype bits: -1 TypeError: saxpy: argument #2: expected dtype bits 32, found 64
// CHECK-NEXT: bad dtype code: -1 TypeError: dot_i8: argument #1: expected dtype code 0, found 1
// CHECK-NEXT: bad shape: -1 ValueError: clamp_i32: argument #0: expected shape[0] == 9, found 8
// CHECK-NEXT: bad device: -1 ValueError: clamp_i32: argument #0: expected device_type 1 (CPU), found 2
// CHECK-NEXT: workspace refused: -1 RuntimeError: pipeline_compute: cannot allocate a workspace of 400000 bytes
// CHECK-NEXT: host_log failed: -1 RuntimeError: host_log: refused dot 670
// CHECK-NEXT: bad calls left every output untouched, every workspace freed
// CHECK-NEXT: cortex-m4 [[ABI]]: {{[0-9]+}} passed, 0 failed

// y = a * x + y over any length: f32 buffers and an f32 scalar.
prim.func @saxpy(%a: f32, %x: memref<?xf32>, %y: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %x, %c0 : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %xv = memref.load %x[%i] : memref<?xf32>
    %yv = memref.load %y[%i] : memref<?xf32>
    %p = arith.mulf %a, %xv : f32
    %s = arith.addf %p, %yv : f32
    memref.store %s, %y[%i] : memref<?xf32>
  }
  prim.return
}

// The dot product of two i8 vectors, accumulated in i32 (an int8 layer's
// inner loop): i8 buffers and an i32 result.
prim.func @dot_i8(%x: memref<?xi8>, %w: memref<?xi8>) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i32
  %n = memref.dim %x, %c0 : memref<?xi8>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (i32) {
    %a = memref.load %x[%i] : memref<?xi8>
    %b = memref.load %w[%i] : memref<?xi8>
    %a32 = arith.extsi %a : i8 to i32
    %b32 = arith.extsi %b : i8 to i32
    %p = arith.muli %a32, %b32 : i32
    %s = arith.addi %acc, %p : i32
    scf.yield %s : i32
  }
  prim.return %r : i32
}

// Clamps x into [lo, hi] in place: an i32 buffer of a static shape and i32
// scalars in, the number of elements it changed out as an i64.
prim.func @clamp_i32(%x: memref<9xi32>, %lo: i32, %hi: i32) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c9 = arith.constant 9 : index
  %zero = arith.constant 0 : i64
  %r = scf.for %i = %c0 to %c9 step %c1 iter_args(%acc = %zero) -> (i64) {
    %v = memref.load %x[%i] : memref<9xi32>
    %low = arith.maxsi %v, %lo : i32
    %c = arith.minsi %low, %hi : i32
    memref.store %c, %x[%i] : memref<9xi32>
    %changed = arith.cmpi ne, %c, %v : i32
    %w = arith.extui %changed : i1 to i64
    %s = arith.addi %acc, %w : i64
    scf.yield %s : i64
  }
  prim.return %r : i64
}

// An f32 result.
prim.func @sum_f32(%x: memref<8xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %zero = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %c8 step %c1 iter_args(%acc = %zero) -> (f32) {
    %v = memref.load %x[%i] : memref<8xf32>
    %s = arith.addf %acc, %v : f32
    scf.yield %s : f32
  }
  prim.return %r : f32
}

// y = x * x in a parallel loop: launched through TVMBackendParallelLaunch,
// which the bare-metal host provides (a serial one, as TVM's C runtime).
prim.func @square_par(%x: memref<?xf32>, %y: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %x, %c0 : memref<?xf32>
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %v = memref.load %x[%i] : memref<?xf32>
    %p = arith.mulf %v, %v : f32
    memref.store %p, %y[%i] : memref<?xf32>
    scf.reduce
  }
  prim.return
}

// The host's packed function (Inputs/cortex-m4.c defines it for each ABI).
prim.func private @host_log(memref<?xf32>, i32, !prim.handle)

// Hands its resource handle to the host: as the resource handle of the call
// to @host_log, and as its argument.
prim.func @emit(%y: memref<?xf32>, %dot: i32,
                %h: !prim.handle {prim.resource_handle}) {
  prim.call_cpacked @host_log(%y, %dot, %h) resource_handle(%h)
      : (memref<?xf32>, i32, !prim.handle) -> ()
  prim.return
}

// An AOT main, with TVM's unpacked C signature
// int32_t pipeline(int8_t* x, float* y, int64_t n, void* resource_handle):
// widens x into a workspace t, then calls the module's packed functions
// inside the module: y = 2 * t + y, dot = x . x, and @emit with the
// resource handle.
prim.func @pipeline(%x: memref<?xi8>, %y: memref<?xf32>,
                    %h: !prim.handle {prim.resource_handle}) api(unpacked) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %two = arith.constant 2.0 : f32
  %n = memref.dim %x, %c0 : memref<?xi8>
  %t = memref.alloc(%n) : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %v = memref.load %x[%i] : memref<?xi8>
    %f = arith.sitofp %v : i8 to f32
    memref.store %f, %t[%i] : memref<?xf32>
  }
  prim.call_cpacked @saxpy(%two, %t, %y) resource_handle(%h)
      : (f32, memref<?xf32>, memref<?xf32>) -> ()
  %dot = prim.call_cpacked @dot_i8(%x, %x) resource_handle(%h)
      : (memref<?xi8>, memref<?xi8>) -> i32
  prim.call_cpacked @emit(%y, %dot) resource_handle(%h)
      : (memref<?xf32>, i32) -> ()
  memref.dealloc %t : memref<?xf32>
  prim.return
}
