// Kernel throughput: the loops of peers/kernels.c as PrimFuncs, called
// through their unpacked (C) signatures.

// C = A + B over 1M f32.
prim.func @prim_vec_add(%A: memref<1048576xf32> {prim.noalias},
                        %B: memref<1048576xf32> {prim.noalias},
                        %C: memref<1048576xf32> {prim.noalias}) api(unpacked) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 1048576 : index
  scf.for %i = %c0 to %n step %c1 {
    %a = memref.load %A[%i] : memref<1048576xf32>
    %b = memref.load %B[%i] : memref<1048576xf32>
    %s = arith.addf %a, %b : f32
    memref.store %s, %C[%i] : memref<1048576xf32>
  }
  prim.return
}

// out[i] = sum_j A[i][j] over 1024x1024 f32, summed in order.
prim.func @prim_row_sum(%A: memref<1024x1024xf32> {prim.noalias},
                        %out: memref<1024xf32> {prim.noalias}) api(unpacked) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 1024 : index
  %zero = arith.constant 0.0 : f32
  scf.for %i = %c0 to %n step %c1 {
    %sum = scf.for %j = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f32) {
      %a = memref.load %A[%i, %j] : memref<1024x1024xf32>
      %next = arith.addf %acc, %a : f32
      scf.yield %next : f32
    }
    memref.store %sum, %out[%i] : memref<1024xf32>
  }
  prim.return
}

// C = A * B over 256x256 f32, as an i-k-j loop nest. `contract` lets LLVM
// fuse the multiply-add, as clang does for `c += a * b` under its default
// -ffp-contract=on: both sides compute the same thing.
prim.func @prim_matmul(%A: memref<256x256xf32> {prim.noalias},
                       %B: memref<256x256xf32> {prim.noalias},
                       %C: memref<256x256xf32> {prim.noalias}) api(unpacked) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 256 : index
  %zero = arith.constant 0.0 : f32
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      memref.store %zero, %C[%i, %j] : memref<256x256xf32>
    }
    scf.for %k = %c0 to %n step %c1 {
      %a = memref.load %A[%i, %k] : memref<256x256xf32>
      scf.for %j = %c0 to %n step %c1 {
        %b = memref.load %B[%k, %j] : memref<256x256xf32>
        %c = memref.load %C[%i, %j] : memref<256x256xf32>
        %p = arith.mulf %a, %b fastmath<contract> : f32
        %s = arith.addf %c, %p fastmath<contract> : f32
        memref.store %s, %C[%i, %j] : memref<256x256xf32>
      }
    }
  }
  prim.return
}
