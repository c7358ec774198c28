// RUN: prim-opt %s --prim-make-packed-api=abi=tvm-ffi | FileCheck %s

// The entry's checks go to a branch once about 8 are pending, a buffer's
// field checks never split: each of these 2-D buffers has its own branch
// (8 conditions; 9 for the second and third, which also compare their
// device id with the first's). One branch for all 26 took LLVM's -O2 15%
// longer on a module of such entries (MakePackedAPI.cpp,
// kConditionsPerBranch).
// CHECK-LABEL: llvm.func @__tvm_ffi_three(
// The argument count and array, the type codes, the DLTensor addresses and
// the ndims: a branch each.
// CHECK-COUNT-4: llvm.cond_br
// CHECK:      llvm.and
// CHECK-NEXT: llvm.and
// CHECK-NEXT: llvm.and
// CHECK-NEXT: llvm.and
// CHECK-NEXT: llvm.and
// CHECK-NEXT: llvm.and
// CHECK-NEXT: llvm.and
// CHECK-NEXT: llvm.cond_br
// CHECK:      llvm.and
// CHECK-NEXT: llvm.and
// CHECK-NEXT: llvm.and
// CHECK-NEXT: llvm.and
// CHECK-NEXT: llvm.and
// CHECK-NEXT: llvm.and
// CHECK-NEXT: llvm.and
// CHECK-NEXT: llvm.and
// CHECK-NEXT: llvm.cond_br
// CHECK:      llvm.and
// CHECK-NEXT: llvm.and
// CHECK-NEXT: llvm.and
// CHECK-NEXT: llvm.and
// CHECK-NEXT: llvm.and
// CHECK-NEXT: llvm.and
// CHECK-NEXT: llvm.and
// CHECK-NEXT: llvm.and
// CHECK-NEXT: llvm.cond_br
// CHECK-NOT:  llvm.and
// CHECK:      prim.call_tir @three_compute(
prim.func @three(%a: memref<4x8xf32>, %b: memref<4x8xf32>, %c: memref<4x8xf32>) {
  prim.return
}
