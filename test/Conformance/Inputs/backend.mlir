// What the backend.* conformance tests load: parallel loops and workspaces,
// which reach the runtime through __TVMBackendParallelLaunch and
// __TVMBackendAllocWorkspace / __TVMBackendFreeWorkspace.

// C = A + B, in parallel.
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

// B = 2 * A in parallel, every A[i] non-negative.
prim.func @par_checked(%A: memref<?xi64>, %B: memref<?xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i64
  %n = memref.dim %A, %c0 : memref<?xi64>
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %a = memref.load %A[%i] : memref<?xi64>
    %ok = arith.cmpi sge, %a, %zero : i64
    prim.assert %ok, "par_checked: A[i] must be non-negative, found {}"(%a : i64) kind(ValueError)
    %b = arith.addi %a, %a : i64
    memref.store %b, %B[%i] : memref<?xi64>
    scf.reduce
  }
  prim.return
}

// B[i] = A[n-1-i] + 1, through a workspace of n floats.
prim.func @ws_reverse(%A: memref<?xf32>, %B: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %n = memref.dim %A, %c0 : memref<?xf32>
  %nm1 = arith.subi %n, %c1 : index
  %T = memref.alloc(%n) : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %j = arith.subi %nm1, %i : index
    %a = memref.load %A[%j] : memref<?xf32>
    memref.store %a, %T[%i] : memref<?xf32>
  }
  scf.for %i = %c0 to %n step %c1 {
    %t = memref.load %T[%i] : memref<?xf32>
    %b = arith.addf %t, %one : f32
    memref.store %b, %B[%i] : memref<?xf32>
  }
  memref.dealloc %T : memref<?xf32>
  prim.return
}
