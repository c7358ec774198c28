// RUN: prim-opt %s --prim-make-packed-api=abi=tvm-ffi --split-input-file | FileCheck %s

// Each buffer's field checks have a branch of their own: here 8 conditions
// (9 for the second and third buffers, which also compare their device id
// with the first's). One branch for a matvec entry's 22 took LLVM's -O2
// 15% longer on a module of such entries (MakePackedAPI.cpp,
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

// -----

// Small buffers too: 6 conditions, then 7, in two branches (one branch of
// 13 made the whole compile of utils/gen_modules.py's axpy 11% slower).
// CHECK-LABEL: llvm.func @__tvm_ffi_two(
// CHECK-COUNT-4: llvm.cond_br
// CHECK:      llvm.and
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
// CHECK-NEXT: llvm.cond_br
// CHECK-NOT:  llvm.and
// CHECK:      prim.call_tir @two_compute(
prim.func @two(%a: memref<8xf32>, %b: memref<8xf32>) {
  prim.return
}

// -----

// The phases of one condition per argument combine 8 to a branch: ten type
// codes in 8 and 2, then ten DLTensor addresses in 8 and 2.
// CHECK-LABEL: llvm.func @__tvm_ffi_ten(
// CHECK:      llvm.cond_br
// CHECK:      llvm.and
// CHECK-NEXT: llvm.and
// CHECK-NEXT: llvm.and
// CHECK-NEXT: llvm.and
// CHECK-NEXT: llvm.and
// CHECK-NEXT: llvm.and
// CHECK-NEXT: llvm.and
// CHECK-NEXT: llvm.cond_br
// CHECK:      llvm.and
// CHECK-NEXT: llvm.cond_br
// CHECK:      llvm.and
// CHECK-NEXT: llvm.and
// CHECK-NEXT: llvm.and
// CHECK-NEXT: llvm.and
// CHECK-NEXT: llvm.and
// CHECK-NEXT: llvm.and
// CHECK-NEXT: llvm.and
// CHECK-NEXT: llvm.cond_br
// CHECK:      llvm.and
// CHECK-NEXT: llvm.cond_br
prim.func @ten(%a0: memref<4xf32>, %a1: memref<4xf32>, %a2: memref<4xf32>,
               %a3: memref<4xf32>, %a4: memref<4xf32>, %a5: memref<4xf32>,
               %a6: memref<4xf32>, %a7: memref<4xf32>, %a8: memref<4xf32>,
               %a9: memref<4xf32>) {
  prim.return
}
