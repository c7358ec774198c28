// prim-lower-local-calls: a call_cpacked of a packed prim.func of the module
// becomes a call_tir of it. Of the entry's checks, only those the argument
// types leave open stay, as prim.asserts with the entry's message and kind,
// in the entry's order; the data pointer of a memref is never checked.
// RUN: prim-opt %s --split-input-file --prim-lower-local-calls | FileCheck %s
// RUN: prim-opt %s --split-input-file --prim-lower-local-calls=checks=-alignment | FileCheck %s --check-prefix=NOALIGN

// Equal types: nothing to check at run time.
prim.func @callee(%A: memref<4x5xf32>, %B: memref<4x5xf32>) {
  prim.return
}
prim.func @same(%A: memref<4x5xf32>, %B: memref<4x5xf32>) api(unpacked) {
  prim.call_cpacked @callee(%A, %B) : (memref<4x5xf32>, memref<4x5xf32>) -> ()
  prim.return
}
// CHECK-LABEL: prim.func @same(
// CHECK-SAME: %[[A:[^:]*]]: memref<4x5xf32>, %[[B:[^:]*]]: memref<4x5xf32>)
// CHECK-NEXT: prim.call_tir @callee(%[[A]], %[[B]]) : (memref<4x5xf32>, memref<4x5xf32>) -> ()
// CHECK-NEXT: prim.return

// -----

// A dynamic dim passed to a static one: its check stays, then a cast.
prim.func @callee(%A: memref<4x5xf32>, %B: memref<4x5xf32>) {
  prim.return
}
prim.func @dynamic(%A: memref<?x5xf32>, %B: memref<4x?xf32>) api(unpacked) {
  prim.call_cpacked @callee(%A, %B) : (memref<?x5xf32>, memref<4x?xf32>) -> ()
  prim.return
}
// CHECK-LABEL: prim.func @dynamic(
// CHECK-SAME: %[[A:[^:]*]]: memref<?x5xf32>, %[[B:[^:]*]]: memref<4x?xf32>)
// CHECK-NEXT: %{{.*}}, %{{.*}}, %[[SIZES:.*]]:2, %{{.*}}:2 = memref.extract_strided_metadata %[[A]]
// CHECK-NEXT: %[[C4:.*]] = arith.constant 4 : index
// CHECK-NEXT: %[[OK:.*]] = arith.cmpi eq, %[[SIZES]]#0, %[[C4]] : index
// CHECK-NEXT: prim.assert %[[OK]], "callee: argument #0: expected shape[0] == 4, found {}"(%[[SIZES]]#0 : index) kind(ValueError)
// CHECK-NEXT: %[[A2:.*]] = memref.cast %[[A]] : memref<?x5xf32> to memref<4x5xf32>
// CHECK-NEXT: %{{.*}}, %{{.*}}, %[[SIZES:.*]]:2, %{{.*}}:2 = memref.extract_strided_metadata %[[B]]
// CHECK-NEXT: %[[C5:.*]] = arith.constant 5 : index
// CHECK-NEXT: %[[OK:.*]] = arith.cmpi eq, %[[SIZES]]#1, %[[C5]] : index
// CHECK-NEXT: prim.assert %[[OK]], "callee: argument #1: expected shape[1] == 5, found {}"(%[[SIZES]]#1 : index) kind(ValueError)
// CHECK-NEXT: %[[B2:.*]] = memref.cast %[[B]] : memref<4x?xf32> to memref<4x5xf32>
// CHECK-NEXT: prim.call_tir @callee(%[[A2]], %[[B2]])
// CHECK-NEXT: prim.return

// -----

// A static buffer passed to a dynamic one: nothing to check.
prim.func @callee(%A: memref<?x?xf32>) {
  prim.return
}
prim.func @widen(%A: memref<4x5xf32>) api(unpacked) {
  prim.call_cpacked @callee(%A) : (memref<4x5xf32>) -> ()
  prim.return
}
// CHECK-LABEL: prim.func @widen(
// CHECK-NEXT: %[[A2:.*]] = memref.cast %{{.*}} : memref<4x5xf32> to memref<?x?xf32>
// CHECK-NEXT: prim.call_tir @callee(%[[A2]])
// CHECK-NEXT: prim.return

// -----

// A view at a dynamic offset passed to a static offset: the byte_offset check
// reports the offset in bytes, as the entry does. A strided view passed to an
// identity layout: the compact-strides check, skipped for the dim whose
// stride the type decides.
prim.func @strided(%A: memref<4x5xf32, strided<[8, 1], offset: 3>>) {
  prim.return
}
prim.func @compact(%A: memref<4x5xf32>) {
  prim.return
}
prim.func @views(%A: memref<8x8xf32>, %B: memref<?x?xf32>, %i: index) api(unpacked) {
  %v = memref.subview %A[%i, 0] [4, 5] [1, 1] : memref<8x8xf32> to memref<4x5xf32, strided<[8, 1], offset: ?>>
  prim.call_cpacked @strided(%v) : (memref<4x5xf32, strided<[8, 1], offset: ?>>) -> ()
  %w = memref.subview %B[0, 0] [%i, 5] [1, 1] : memref<?x?xf32> to memref<?x5xf32, strided<[?, 1]>>
  prim.call_cpacked @compact(%w) : (memref<?x5xf32, strided<[?, 1]>>) -> ()
  prim.return
}
// CHECK-LABEL: prim.func @views(
// CHECK-NEXT: %[[V:.*]] = memref.subview
// CHECK-NEXT: %{{.*}}, %[[OFFSET:[^,]*]], %{{.*}}:2, %{{.*}}:2 = memref.extract_strided_metadata %[[V]]
// CHECK-NEXT: %[[C3:.*]] = arith.constant 3 : index
// CHECK-NEXT: %[[OK:.*]] = arith.cmpi eq, %[[OFFSET]], %[[C3]] : index
// CHECK-NEXT: %[[C4:.*]] = arith.constant 4 : index
// CHECK-NEXT: %[[BYTES:.*]] = arith.muli %[[OFFSET]], %[[C4]] : index
// CHECK-NEXT: prim.assert %[[OK]], "strided: argument #0: expected byte_offset 12, found {}"(%[[BYTES]] : index) kind(ValueError)
// CHECK-NEXT: %[[V2:.*]] = memref.cast %[[V]] : memref<4x5xf32, strided<[8, 1], offset: ?>> to memref<4x5xf32, strided<[8, 1], offset: 3>>
// CHECK-NEXT: prim.call_tir @strided(%[[V2]])
// CHECK-NEXT: %[[W:.*]] = memref.subview
// CHECK-NEXT: %{{.*}}, %{{.*}}, %[[SIZES:.*]]:2, %[[STRIDES:.*]]:2 = memref.extract_strided_metadata %[[W]]
// CHECK-NEXT: %[[C4:.*]] = arith.constant 4 : index
// CHECK-NEXT: %[[OK:.*]] = arith.cmpi eq, %[[SIZES]]#0, %[[C4]] : index
// CHECK-NEXT: prim.assert %[[OK]], "compact: argument #0: expected shape[0] == 4, found {}"(%[[SIZES]]#0 : index) kind(ValueError)
// CHECK-NEXT: %[[C5:.*]] = arith.constant 5 : index
// CHECK-NEXT: %[[OK:.*]] = arith.cmpi eq, %[[STRIDES]]#0, %[[C5]] : index
// CHECK-NEXT: prim.assert %[[OK]], "compact: argument #0: expected compact strides, found strides[0] == {}"(%[[STRIDES]]#0 : index) kind(ValueError)
// CHECK-NEXT: %[[W2:.*]] = memref.cast %[[W]] : memref<?x5xf32, strided<[?, 1]>> to memref<4x5xf32>
// CHECK-NEXT: prim.call_tir @compact(%[[W2]])
// CHECK-NEXT: prim.return

// -----

// A dynamic-shape identity callee and a strided view: a dim of extent 1 may
// have any stride, and so may every dim of an empty tensor.
prim.func @compact(%A: memref<?x?xf32>) {
  prim.return
}
prim.func private @any_view(%A: memref<?x?xf32, strided<[?, ?], offset: ?>>) {
  prim.call_cpacked @compact(%A) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
  prim.return
}
// CHECK-LABEL: prim.func private @any_view(
// CHECK-SAME: %[[A:[^:]*]]: memref
// CHECK-NEXT: %{{.*}}, %[[OFFSET:[^,]*]], %[[SIZES:.*]]:2, %[[STRIDES:.*]]:2 = memref.extract_strided_metadata %[[A]]
// compact[1] = 1, compact[0] = sizes[1]
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[EMPTY0:.*]] = arith.cmpi eq, %[[SIZES]]#0, %[[C0]] : index
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[EMPTY1:.*]] = arith.cmpi eq, %[[SIZES]]#1, %[[C0]] : index
// CHECK-NEXT: %[[SAME:.*]] = arith.cmpi eq, %[[STRIDES]]#0, %[[SIZES]]#1 : index
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT: %[[UNIT:.*]] = arith.cmpi eq, %[[SIZES]]#0, %[[C1]] : index
// CHECK-NEXT: %[[OR:.*]] = arith.ori %[[EMPTY0]], %[[EMPTY1]] : i1
// CHECK-NEXT: %[[OR2:.*]] = arith.ori %[[OR]], %[[SAME]] : i1
// CHECK-NEXT: %[[OK:.*]] = arith.ori %[[OR2]], %[[UNIT]] : i1
// CHECK-NEXT: prim.assert %[[OK]], "compact: argument #0: expected compact strides, found strides[0] == {}"(%[[STRIDES]]#0 : index) kind(ValueError)
// CHECK: prim.assert %{{.*}}, "compact: argument #0: expected compact strides, found strides[1] == {}"(%[[STRIDES]]#1 : index) kind(ValueError)
// An identity layout has offset 0.
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[OK:.*]] = arith.cmpi eq, %[[OFFSET]], %[[C0]] : index
// CHECK-NEXT: %[[C4:.*]] = arith.constant 4 : index
// CHECK-NEXT: %[[BYTES:.*]] = arith.muli %[[OFFSET]], %[[C4]] : index
// CHECK-NEXT: prim.assert %[[OK]], "compact: argument #0: expected byte_offset 0, found {}"(%[[BYTES]] : index) kind(ValueError)
// CHECK-NEXT: memref.cast %[[A]]
// CHECK-NEXT: prim.call_tir @compact(

// -----

// prim.align: checked unless the caller's parameter (through views) promises
// as much; not checked with checks=-alignment.
prim.func @aligned(%A: memref<16xf32> {prim.align = 64}) {
  prim.return
}
prim.func @unknown(%A: memref<16xf32>) api(unpacked) {
  prim.call_cpacked @aligned(%A) : (memref<16xf32>) -> ()
  prim.return
}
prim.func @promised(%A: memref<32xf32> {prim.align = 128}) api(unpacked) {
  %v = memref.subview %A[0] [16] [1] : memref<32xf32> to memref<16xf32, strided<[1]>>
  %c = memref.cast %v : memref<16xf32, strided<[1]>> to memref<16xf32>
  prim.call_cpacked @aligned(%c) : (memref<16xf32>) -> ()
  prim.return
}
// CHECK-LABEL: prim.func @unknown(
// CHECK-SAME: %[[A:[^:]*]]: memref<16xf32>)
// CHECK-NEXT: %[[P:.*]] = memref.extract_aligned_pointer_as_index %[[A]]
// CHECK-NEXT: %[[C63:.*]] = arith.constant 63 : index
// CHECK-NEXT: %[[MIS:.*]] = arith.andi %[[P]], %[[C63]] : index
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[OK:.*]] = arith.cmpi eq, %[[MIS]], %[[C0]] : index
// CHECK-NEXT: prim.assert %[[OK]], "aligned: argument #0: expected data aligned to 64 bytes, found an address {} bytes past a multiple of 64"(%[[MIS]] : index) kind(ValueError)
// CHECK-NEXT: prim.call_tir @aligned(%[[A]])
// CHECK-LABEL: prim.func @promised(
// CHECK-NEXT: memref.subview
// CHECK-NEXT: %[[C:.*]] = memref.cast
// CHECK-NEXT: prim.call_tir @aligned(%[[C]])
// NOALIGN-LABEL: prim.func @unknown(
// NOALIGN-NEXT: prim.call_tir @aligned(
// NOALIGN-NEXT: prim.return

// -----

// The resource handle goes where the entry would pass it: the caller's, or
// NULL when it gives none. A scalar result comes back as it is; a handle
// given to a callee without a resource-handle parameter is dropped, as the
// entry drops it.
prim.func @callee(%x: i64, %h: !prim.handle {prim.resource_handle}) -> f32 {
  %r = arith.constant 2.5 : f32
  prim.return %r : f32
}
prim.func @plain(%x: i64) {
  prim.return
}
prim.func @caller(%x: i64, %h: !prim.handle {prim.resource_handle}) -> f32 {
  %a = prim.call_cpacked @callee(%x) resource_handle(%h) : (i64) -> f32
  %b = prim.call_cpacked @callee(%x) : (i64) -> f32
  prim.call_cpacked @plain(%x) resource_handle(%h) : (i64) -> ()
  %s = arith.addf %a, %b : f32
  prim.return %s : f32
}
// CHECK-LABEL: prim.func @caller(
// CHECK-SAME: %[[X:[^:]*]]: i64, %[[H:[^:]*]]: !prim.handle
// CHECK-NEXT: %[[A:.*]] = prim.call_tir @callee(%[[X]], %[[H]]) : (i64, !prim.handle) -> f32
// CHECK-NEXT: %[[NULL:.*]] = prim.null_handle
// CHECK-NEXT: %[[B:.*]] = prim.call_tir @callee(%[[X]], %[[NULL]]) : (i64, !prim.handle) -> f32
// CHECK-NEXT: prim.call_tir @plain(%[[X]]) : (i64) -> ()
// CHECK-NEXT: arith.addf %[[A]], %[[B]]

// -----

// An external packed function keeps the packed path.
prim.func private @ext(memref<?xf32>)
prim.func @external(%A: memref<4xf32>) api(unpacked) {
  %c = memref.cast %A : memref<4xf32> to memref<?xf32>
  prim.call_cpacked @ext(%c) : (memref<?xf32>) -> ()
  prim.return
}
// CHECK-LABEL: prim.func @external(
// CHECK-NEXT: memref.cast
// CHECK-NEXT: prim.call_cpacked @ext(

// -----

// The callee's checks(...) decide which checks its local calls keep, as its
// entry would: here the shape and the byte_offset, not the strides.
prim.func @trusting(%A: memref<4x4xf32>) checks(shape, byte_offset) {
  prim.return
}
prim.func @view_caller(%A: memref<?x?xf32, strided<[?, ?], offset: ?>>) {
  prim.call_cpacked @trusting(%A) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
  prim.return
}
// CHECK-LABEL: prim.func @view_caller(
// CHECK: prim.assert %{{.*}}, "trusting: argument #0: expected shape[0] == 4, found {}"
// CHECK-NEXT: arith.constant 4 : index
// CHECK-NEXT: arith.cmpi
// CHECK-NEXT: prim.assert %{{.*}}, "trusting: argument #0: expected shape[1] == 4, found {}"
// CHECK-NOT: compact strides
// CHECK: prim.assert %{{.*}}, "trusting: argument #0: expected byte_offset 0, found {}"
// CHECK-NEXT: memref.cast
// CHECK-NEXT: prim.call_tir @trusting(
// NOALIGN-LABEL: prim.func @view_caller(
// NOALIGN: expected shape[0] == 4
// NOALIGN-NOT: compact strides
// NOALIGN: expected byte_offset 0
