// Prim ops inside other dialects' regions.
prim.func @packed_in_if_in_loop(%a: memref<?xf32>, %c: i1, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.if %c {
      %r = prim.call_packed "g"(%a, %i) : (memref<?xf32>, index) -> i32
      %f = prim.lookup_packed "h" : !prim.packed_func
      prim.call_packed_value %f(%r) : (i32) -> ()
    }
  }
  prim.return
}
// -----
prim.func @assert_in_while(%n: i64) {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %r = scf.while (%i = %c0) : (i64) -> i64 {
    %lt = arith.cmpi slt, %i, %n : i64
    prim.assert %lt, "i {} out of range"(%i : i64) kind(IndexError)
    scf.condition(%lt) %i : i64
  } do {
  ^bb0(%i: i64):
    %j = arith.addi %i, %c1 : i64
    scf.yield %j : i64
  }
  prim.return
}
// -----
prim.func @cpacked_in_parallel(%a: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
    prim.call_cpacked @callee(%a) : (memref<8xf32>) -> ()
  }
  prim.return
}
prim.func @callee(%a: memref<?xf32>) {
  prim.return
}
// -----
prim.func @tir_in_execute_region(%a: memref<4xf32>) -> i64 {
  %r = scf.execute_region -> i64 {
    %v = prim.call_tir @callee(%a) : (memref<4xf32>) -> i64
    scf.yield %v : i64
  }
  prim.return %r : i64
}
prim.func private @callee(%a: memref<4xf32>) -> i64 {
  %c = arith.constant 7 : i64
  prim.return %c : i64
}
// -----
prim.func @null_handle_in_loop(%a: memref<4xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %h = prim.null_handle
    prim.call_cpacked @callee(%a) resource_handle(%h) : (memref<4xf32>) -> ()
  }
  prim.return
}
prim.func @callee(%a: memref<4xf32>, %h: !prim.handle {prim.resource_handle}) {
  prim.return
}
// -----
prim.func @packed_in_affine(%a: memref<8xf32>) {
  affine.for %i = 0 to 8 {
    %v = affine.load %a[%i] : memref<8xf32>
    prim.call_packed "g"(%v) : (f32) -> ()
  }
  prim.return
}
// -----
prim.func @yielded_packed_func(%c: i1) {
  %f = scf.if %c -> !prim.packed_func {
    %g = prim.lookup_packed "a" : !prim.packed_func
    scf.yield %g : !prim.packed_func
  } else {
    %h = prim.lookup_packed "b" : !prim.packed_func
    scf.yield %h : !prim.packed_func
  }
  prim.call_packed_value %f() : () -> ()
  prim.return
}
// -----
prim.func @handle_through_memref(%h: !prim.handle) {
  %m = memref.alloca() : memref<1x!prim.handle>
  prim.return
}
// -----
prim.func @handle_in_branch(%c: i1, %h: !prim.handle {prim.resource_handle}) {
  cf.cond_br %c, ^a(%h : !prim.handle), ^b
^a(%x: !prim.handle):
  prim.call_packed "g"(%x) : (!prim.handle) -> ()
  prim.return
^b:
  prim.return
}
// -----
prim.func @views_to_packed(%a: memref<8x8xf32>, %o: index) {
  %s = memref.subview %a[%o, 0] [4, 8] [1, 1] : memref<8x8xf32> to memref<4x8xf32, strided<[8, 1], offset: ?>>
  %t = memref.transpose %s (i, j) -> (j, i) : memref<4x8xf32, strided<[8, 1], offset: ?>> to memref<8x4xf32, strided<[1, 8], offset: ?>>
  prim.call_packed "g"(%s, %t) : (memref<4x8xf32, strided<[8, 1], offset: ?>>, memref<8x4xf32, strided<[1, 8], offset: ?>>) -> ()
  prim.call_cpacked @callee(%t) : (memref<8x4xf32, strided<[1, 8], offset: ?>>) -> ()
  prim.return
}
prim.func @callee(%a: memref<?x?xf32, strided<[?, ?], offset: ?>>) {
  prim.return
}
// -----
prim.func @collapse_to_packed(%a: memref<2x3x4xf32>) {
  %c = memref.collapse_shape %a [[0, 1, 2]] : memref<2x3x4xf32> into memref<24xf32>
  %r = memref.reinterpret_cast %c to offset: [2], sizes: [5, 4], strides: [4, 1] : memref<24xf32> to memref<5x4xf32, strided<[4, 1], offset: 2>>
  prim.call_packed "g"(%r) : (memref<5x4xf32, strided<[4, 1], offset: 2>>) -> ()
  prim.call_cpacked @callee(%r) : (memref<5x4xf32, strided<[4, 1], offset: 2>>) -> ()
  prim.return
}
prim.func @callee(%a: memref<5x4xf32, strided<[4, 1], offset: ?>>) {
  prim.return
}
// -----
prim.func @alloc_to_packed(%n: index) {
  %m = memref.alloc(%n) : memref<?x4xf32>
  prim.call_packed "g"(%m) : (memref<?x4xf32>) -> ()
  prim.call_cpacked @callee(%m) : (memref<?x4xf32>) -> ()
  memref.dealloc %m : memref<?x4xf32>
  prim.return
}
prim.func @callee(%a: memref<3x4xf32>) {
  prim.return
}
// -----
prim.func @global_to_packed() {
  %g = memref.get_global @table : memref<4xf32>
  prim.call_packed "g"(%g) : (memref<4xf32>) -> ()
  prim.return
}
memref.global "private" constant @table : memref<4xf32> = dense<[1.0, 2.0, 3.0, 4.0]>
// -----
prim.func @zero_size_alloca_to_packed() {
  %m = memref.alloca() : memref<0x4xf32>
  prim.call_packed "g"(%m) : (memref<0x4xf32>) -> ()
  prim.return
}
