// RUN: prim-opt %s --prim-make-packed-api=abi=tvm-ffi --split-input-file | FileCheck %s

// Every check of the straight-line fast path branches into the diagnosis as
// soon as it is computed: no conjunction of conditions (the entry is final
// IR, and x86 splits a branch on one into a branch per condition anyway,
// keeping every condition's value live to the last). Per buffer: its ndim
// and dtype as one 64-bit word (ndim's i32 and the dtype word after it),
// then each static dim, each stride, byte_offset, device type, data, and
// for every buffer but the first its device id against the first's. The strides
// are read only when the array is there, behind a branch of their own (the
// last stride's check branches straight on, to the block after them).

// 2 (count, array) + 3 type codes + 3 addresses + 3 ndim-dtype words +
// 7 + 8 + 8.
// CHECK-LABEL: llvm.func @__tvm_ffi_three(
// CHECK-COUNT-34: llvm.cond_br %{{[0-9]+}} weights([1048576, 1])
// CHECK-NOT:  llvm.cond_br
// CHECK-NOT:  llvm.and
// CHECK:      prim.call_tir @three_compute(
prim.func @three(%a: memref<4x8xf32>, %b: memref<4x8xf32>, %c: memref<4x8xf32>) {
  prim.return
}

// -----

// 2 + 2 + 2 + 2 + 5 + 6.
// CHECK-LABEL: llvm.func @__tvm_ffi_two(
// CHECK-COUNT-19: llvm.cond_br %{{[0-9]+}} weights([1048576, 1])
// CHECK-NOT:  llvm.cond_br
// CHECK-NOT:  llvm.and
// CHECK:      prim.call_tir @two_compute(
prim.func @two(%a: memref<8xf32>, %b: memref<8xf32>) {
  prim.return
}

// -----

// 2 + 10 + 10 + 10 + 5 + 9 x 6.
// CHECK-LABEL: llvm.func @__tvm_ffi_ten(
// CHECK-COUNT-91: llvm.cond_br %{{[0-9]+}} weights([1048576, 1])
// CHECK-NOT:  llvm.cond_br
// CHECK-NOT:  llvm.and
// CHECK:      prim.call_tir @ten_compute(
prim.func @ten(%a0: memref<4xf32>, %a1: memref<4xf32>, %a2: memref<4xf32>,
               %a3: memref<4xf32>, %a4: memref<4xf32>, %a5: memref<4xf32>,
               %a6: memref<4xf32>, %a7: memref<4xf32>, %a8: memref<4xf32>,
               %a9: memref<4xf32>) {
  prim.return
}

// -----

// CHECK-LABEL: llvm.func @__tvm_ffi_strides(
// CHECK:      %[[AT32:.*]] = llvm.getelementptr inbounds %{{.*}}[32]
// CHECK-NEXT: %[[STRIDES:.*]] = llvm.load %[[AT32]] : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %[[NULL:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %[[PRESENT:.*]] = llvm.icmp "ne" %[[STRIDES]], %[[NULL]] : !llvm.ptr
// CHECK-NEXT: llvm.cond_br %[[PRESENT]], ^[[READ:bb[0-9]+]], ^[[DONE:bb[0-9]+]]
// CHECK-NEXT: ^[[READ]]:
// CHECK-NOT:  llvm.select
// CHECK:      %[[STRIDE0:.*]] = llvm.load %[[STRIDES]] : !llvm.ptr -> i64
// CHECK:      llvm.cond_br %{{[0-9]+}} weights([1048576, 1]), ^[[SECOND:bb[0-9]+]], ^[[DIAGNOSIS:bb[0-9]+]]
// CHECK-NEXT: ^[[SECOND]]:
// CHECK-NEXT: %[[AT8:.*]] = llvm.getelementptr inbounds %[[STRIDES]][8]
// CHECK-NEXT: %{{.*}} = llvm.load %[[AT8]] : !llvm.ptr -> i64
// CHECK-NOT:  llvm.select
// CHECK:      llvm.cond_br %{{[0-9]+}} weights([1048576, 1]), ^[[DONE]], ^[[DIAGNOSIS]]
// CHECK-NEXT: ^[[DONE]]:
// CHECK-NEXT: %{{.*}} = llvm.getelementptr inbounds %{{.*}}[40]
// CHECK-NOT:  llvm.select
// CHECK:      prim.call_tir @strides_compute(
prim.func @strides(%a: memref<4x8xf32>) {
  prim.return
}

// -----

// memref<4xf32> (ndim 1, dtype float32 x1: 73730) and memref<2x3xi32>
// (ndim 2, int32 x1: 73728), as the little-endian words 73730 << 32 | 1
// and 73728 << 32 | 2, each behind its own branch, before any shape read.
// CHECK-LABEL: llvm.func @__tvm_ffi_words(
// CHECK:      %[[AT16:.*]] = llvm.getelementptr inbounds %{{[0-9]+}}[16]
// CHECK-NEXT: %[[WORD:.*]] = llvm.load %[[AT16]] : !llvm.ptr -> i64
// CHECK-NEXT: %[[EXPECTED:.*]] = llvm.mlir.constant(316667938734081 : i64) : i64
// CHECK-NEXT: %[[OK:.*]] = llvm.icmp "eq" %[[WORD]], %[[EXPECTED]] : i64
// CHECK-NEXT: llvm.cond_br %[[OK]] weights([1048576, 1])
// CHECK-NOT:  [24]
// CHECK:      %[[AT16B:.*]] = llvm.getelementptr inbounds %{{[0-9]+}}[16]
// CHECK-NEXT: %[[WORDB:.*]] = llvm.load %[[AT16B]] : !llvm.ptr -> i64
// CHECK-NEXT: %[[EXPECTEDB:.*]] = llvm.mlir.constant(316659348799490 : i64) : i64
// CHECK-NEXT: %[[OKB:.*]] = llvm.icmp "eq" %[[WORDB]], %[[EXPECTEDB]] : i64
// CHECK-NEXT: llvm.cond_br %[[OKB]] weights([1048576, 1])
// CHECK-NOT:  [20]
// CHECK:      prim.call_tir @words_compute(
prim.func @words(%a: memref<4xf32>, %b: memref<2x3xi32>) {
  prim.return
}

// -----

// Big-endian: ndim is the word's high half, and the dtype word the bytes
// code, bits and lanes as a big-endian u16 (0x02200001): 1 << 32 | 0x02200001.
// CHECK-LABEL: llvm.func @__tvm_ffi_big_endian(
// CHECK:      %[[AT16:.*]] = llvm.getelementptr inbounds %{{[0-9]+}}[16]
// CHECK-NEXT: %[[WORD:.*]] = llvm.load %[[AT16]] : !llvm.ptr -> i64
// CHECK-NEXT: %[[EXPECTED:.*]] = llvm.mlir.constant(4330618881 : i64) : i64
// CHECK-NEXT: llvm.icmp "eq" %[[WORD]], %[[EXPECTED]] : i64
module attributes {llvm.data_layout = "E-m:e-i64:64-n32:64"} {
prim.func @big_endian(%a: memref<4xf32>) {
  prim.return
}
}
