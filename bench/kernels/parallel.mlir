// Multi-core kernels: the outer loop of each runs on the runtime's thread
// pool (PrimRuntime's TVMBackendParallelLaunch). Peers: the same loops with
// OpenMP, bench/peers/parallel.c.

// C = A + B over 4M f32.
prim.func @prim_par_add(%A: memref<4194304xf32> {prim.noalias},
                        %B: memref<4194304xf32> {prim.noalias},
                        %C: memref<4194304xf32> {prim.noalias}) api(unpacked) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 4194304 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %a = memref.load %A[%i] : memref<4194304xf32>
    %b = memref.load %B[%i] : memref<4194304xf32>
    %s = arith.addf %a, %b : f32
    memref.store %s, %C[%i] : memref<4194304xf32>
    scf.reduce
  }
  prim.return
}

// C = A * B, 512x512 f32, rows in parallel.
prim.func @prim_par_matmul(%A: memref<512x512xf32> {prim.noalias},
                           %B: memref<512x512xf32> {prim.noalias},
                           %C: memref<512x512xf32> {prim.noalias}) api(unpacked) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 512 : index
  %zero = arith.constant 0.0 : f32
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.for %j = %c0 to %n step %c1 {
      memref.store %zero, %C[%i, %j] : memref<512x512xf32>
    }
    scf.for %k = %c0 to %n step %c1 {
      %a = memref.load %A[%i, %k] : memref<512x512xf32>
      scf.for %j = %c0 to %n step %c1 {
        %b = memref.load %B[%k, %j] : memref<512x512xf32>
        %c = memref.load %C[%i, %j] : memref<512x512xf32>
        %p = arith.mulf %a, %b fastmath<contract> : f32
        %s = arith.addf %c, %p fastmath<contract> : f32
        memref.store %s, %C[%i, %j] : memref<512x512xf32>
      }
    }
    scf.reduce
  }
  prim.return
}

// One launch whose tasks do nothing.
prim.func @prim_par_empty() api(unpacked) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.parallel (%i) = (%c0) to (%c2) step (%c1) {
    scf.reduce
  }
  prim.return
}
