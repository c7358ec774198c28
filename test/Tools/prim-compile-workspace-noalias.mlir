// A workspace from TVMBackendAllocWorkspace is a fresh allocation, as
// malloc's: the call's result is noalias, so LLVM vectorizes a loop that
// stores to the workspace and reads an argument without checking at run
// time that the two do not overlap (as it does clang's C with malloc).
// RUN: prim-compile %s -O0 --emit=llvm -o - | FileCheck %s
// RUN: prim-compile %s %pinned_target --mattr=+avx2 -O2 --emit=llvm -o - | FileCheck %s --check-prefix=O2 --implicit-check-not=memcheck --implicit-check-not=found.conflict

// CHECK-LABEL: define internal i32 @scale_compute(
// CHECK: call noalias ptr %{{[0-9]+}}(i32 1, i32 0, i64 4096, i32 2, i32 32)

// O2-LABEL: define {{.*}} @__tvm_ffi_scale(
// O2: fmul <8 x float>
// O2: define

prim.func @scale(%in: memref<1024xf32>, %out: memref<1024xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 1024 : index
  %two = arith.constant 2.0 : f32
  %tmp = memref.alloc() : memref<1024xf32>
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %in[%i] : memref<1024xf32>
    %y = arith.mulf %x, %two : f32
    memref.store %y, %tmp[%i] : memref<1024xf32>
  }
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %tmp[%i] : memref<1024xf32>
    memref.store %x, %out[%i] : memref<1024xf32>
  }
  memref.dealloc %tmp : memref<1024xf32>
  prim.return
}
