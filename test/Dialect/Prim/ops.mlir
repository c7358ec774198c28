// RUN: prim-opt %s | FileCheck %s
// Round trip through the generic form and back.
// RUN: prim-opt %s --mlir-print-op-generic | prim-opt | FileCheck %s
// Printing is a fixed point.
// RUN: prim-opt %s | prim-opt | FileCheck %s

// CHECK-LABEL: prim.func @types(
// CHECK-SAME: %{{.*}}: !prim.handle, %{{.*}}: !prim.packed_func)
prim.func @types(%h: !prim.handle, %f: !prim.packed_func) {
  prim.return
}

// Every buffer element type with a DLPack dtype.
// CHECK-LABEL: prim.func @element_types(
// CHECK-SAME: memref<2xi1>, %{{.*}}: memref<2xi8>, %{{.*}}: memref<2xi16>, %{{.*}}: memref<2xi32>, %{{.*}}: memref<2xi64>
// CHECK-SAME: memref<2xui8>, %{{.*}}: memref<2xui16>, %{{.*}}: memref<2xui32>, %{{.*}}: memref<2xui64>
// CHECK-SAME: memref<2xf16>, %{{.*}}: memref<2xbf16>, %{{.*}}: memref<2xf32>, %{{.*}}: memref<2xf64>, %{{.*}}: memref<2xvector<4xf32>>)
prim.func @element_types(%a: memref<2xi1>, %b: memref<2xi8>, %c: memref<2xi16>,
                         %d: memref<2xi32>, %e: memref<2xi64>, %f: memref<2xui8>,
                         %g: memref<2xui16>, %h: memref<2xui32>, %i: memref<2xui64>,
                         %j: memref<2xf16>, %k: memref<2xbf16>, %l: memref<2xf32>,
                         %m: memref<2xf64>, %n: memref<2xvector<4xf32>>) {
  prim.return
}

// Buffers with dynamic dims, strided layouts and the argument attributes.
// CHECK-LABEL: prim.func @buffers(
// CHECK-SAME: %{{.*}}: memref<?x?xf32> {prim.align = 64 : i64, prim.noalias},
// CHECK-SAME: %{{.*}}: memref<4x4xf32, strided<[8, 1], offset: ?>>,
// CHECK-SAME: %{{.*}}: !prim.handle {prim.resource_handle})
prim.func @buffers(%a: memref<?x?xf32> {prim.align = 64, prim.noalias},
                   %b: memref<4x4xf32, strided<[8, 1], offset: ?>>,
                   %rh: !prim.handle {prim.resource_handle}) {
  prim.return
}

// CHECK-LABEL: prim.func @scalar_result(
// CHECK-SAME: %[[N:.*]]: i64, %[[X:.*]]: f32) -> f32
// CHECK-NEXT: prim.return %[[X]] : f32
prim.func @scalar_result(%n: i64, %x: f32) -> f32 {
  prim.return %x : f32
}

// CHECK-LABEL: prim.func private @internal(
// CHECK-SAME: %{{.*}}: index)
prim.func private @internal(%n: index) {
  prim.return
}

// CHECK-LABEL: prim.func private @external(memref<?xf32>, i32) -> i32{{$}}
prim.func private @external(memref<?xf32>, i32) -> i32

// CHECK-LABEL: prim.func @explicit_packed(
// CHECK-SAME: ) api(packed) {
prim.func @explicit_packed(%a: memref<2xf32>) api(packed) {
  prim.return
}

// CHECK-LABEL: prim.func @calls(
// CHECK-SAME: %[[A:[^:]*]]: memref<3x3xf32>, %[[B:[^:]*]]: memref<3x3xf32>, %[[N:[^:]*]]: i64, %[[RH:[^:]*]]: !prim.handle {prim.resource_handle}) api(unpacked) {
prim.func @calls(%a: memref<3x3xf32>, %b: memref<3x3xf32>, %n: i64,
                 %rh: !prim.handle {prim.resource_handle}) api(unpacked) {
  // CHECK-NEXT: prim.call_cpacked @callee(%[[A]], %[[B]]) resource_handle(%[[RH]]) : (memref<3x3xf32>, memref<3x3xf32>) -> ()
  prim.call_cpacked @callee(%a, %b) resource_handle(%rh) : (memref<3x3xf32>, memref<3x3xf32>) -> ()
  // CHECK-NEXT: prim.call_cpacked @callee(%[[A]], %[[B]]) : (memref<3x3xf32>, memref<3x3xf32>) -> ()
  prim.call_cpacked @callee(%a, %b) : (memref<3x3xf32>, memref<3x3xf32>) -> ()
  // CHECK-NEXT: memref.collapse_shape
  // CHECK-NEXT: %[[DYN:.*]] = memref.cast
  // CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : i32
  // CHECK-NEXT: %{{.*}} = prim.call_cpacked @external(%[[DYN]], %[[C1]]) : (memref<?xf32>, i32) -> i32
  %flat = memref.collapse_shape %a [[0, 1]] : memref<3x3xf32> into memref<9xf32>
  %dyn = memref.cast %flat : memref<9xf32> to memref<?xf32>
  %c1 = arith.constant 1 : i32
  %r = prim.call_cpacked @external(%dyn, %c1) : (memref<?xf32>, i32) -> i32
  // CHECK-NEXT: prim.call_tir @callee(%[[A]], %[[B]]) : (memref<3x3xf32>, memref<3x3xf32>) -> ()
  prim.call_tir @callee(%a, %b) : (memref<3x3xf32>, memref<3x3xf32>) -> ()
  // CHECK-NEXT: prim.call_tir @dynamic_callee(%[[A]]) : (memref<3x3xf32>) -> ()
  prim.call_tir @dynamic_callee(%a) : (memref<3x3xf32>) -> ()
  // CHECK-NEXT: %{{.*}} = prim.call_packed "tvm.contrib.sort"(%[[A]], %[[N]]) : (memref<3x3xf32>, i64) -> i32
  %s = prim.call_packed "tvm.contrib.sort"(%a, %n) : (memref<3x3xf32>, i64) -> i32
  // CHECK-NEXT: %[[F:.*]] = prim.lookup_packed "my.kernel" : !prim.packed_func
  %f = prim.lookup_packed "my.kernel" : !prim.packed_func
  // CHECK-NEXT: prim.call_packed_value %[[F]](%[[A]], %[[F]]) : (memref<3x3xf32>, !prim.packed_func) -> ()
  prim.call_packed_value %f(%a, %f) : (memref<3x3xf32>, !prim.packed_func) -> ()
  // CHECK-NEXT: %[[STR:.*]] = prim.string "payload"
  // CHECK-NEXT: prim.call_packed "testing.echo"(%[[STR]]) : (!prim.string) -> ()
  %str = prim.string "payload"
  prim.call_packed "testing.echo"(%str) : (!prim.string) -> ()
  // CHECK-NEXT: %{{.*}} = prim.call_packed_value %[[F]]() : () -> f64
  %d = prim.call_packed_value %f() : () -> f64
  // CHECK-NEXT: arith.constant 0 : i64
  // CHECK-NEXT: %[[OK:.*]] = arith.cmpi
  // CHECK-NEXT: prim.assert %[[OK]], "n must be positive"
  %zero = arith.constant 0 : i64
  %ok = arith.cmpi sgt, %n, %zero : i64
  prim.assert %ok, "n must be positive"
  // CHECK-NEXT: prim.assert %[[OK]], "n must be positive, found {}"(%[[N]] : i64) kind(ValueError)
  prim.assert %ok, "n must be positive, found {}"(%n : i64) kind(ValueError)
  // CHECK-NEXT: prim.assert %[[OK]], "100% {sure}" kind(IndexError)
  prim.assert %ok, "100% {sure}" kind(IndexError)
  // CHECK-NEXT: %[[H:.*]] = prim.null_handle
  %h = prim.null_handle
  // CHECK-NEXT: %[[SIZE:.*]] = arith.constant 3 : index
  // CHECK-NEXT: prim.buffer_view %[[H]][%[[SIZE]]] : memref<?x4xf32>
  %size = arith.constant 3 : index
  %v = prim.buffer_view %h[%size] : memref<?x4xf32>
  // CHECK-NEXT: prim.buffer_view %[[H]][] : memref<2x4xf32, strided<[5, 1], offset: 1>>
  %w = prim.buffer_view %h[] : memref<2x4xf32, strided<[5, 1], offset: 1>>
  // CHECK-NEXT: %{{.*}} = prim.is_null %[[H]]
  %null = prim.is_null %h
  // CHECK-NEXT: %{{.*}} = prim.struct_get %[[H]][0] ndim : i32
  %ndim = prim.struct_get %h[0] ndim : i32
  // CHECK-NEXT: %{{.*}} = prim.struct_get %[[H]][2] value_content : f64
  %value = prim.struct_get %h[2] value_content : f64
  // CHECK-NEXT: %{{.*}} = prim.struct_get %[[H]][1] any_value : !prim.handle
  %any = prim.struct_get %h[1] any_value : !prim.handle
  // CHECK-NEXT: prim.struct_set %[[H]][0] ndim, %{{.*}} : i32
  prim.struct_set %h[0] ndim, %ndim : i32
  // CHECK-NEXT: prim.struct_set %[[H]][3] any_type_index, %{{.*}} : i32
  prim.struct_set %h[3] any_type_index, %ndim : i32
  // CHECK-NEXT: %{{.*}} = prim.stack_alloca array[3]
  %tensors = prim.stack_alloca array[3]
  // CHECK-NEXT: %{{.*}} = prim.stack_alloca tvm_ffi_any[2]
  %anys = prim.stack_alloca tvm_ffi_any[2]
  // CHECK-NEXT: prim.call_packed_lowered "test.f"(%{{.*}}[0, 1]) tvm_ffi_any
  prim.call_packed_lowered "test.f"(%anys[0, 1]) tvm_ffi_any
  // CHECK-NEXT: prim.return
  prim.return
}

prim.func @callee(%x: memref<3x3xf32>, %y: memref<3x3xf32>) {
  prim.return
}

prim.func @dynamic_callee(%x: memref<?x?xf32>) {
  prim.return
}

// CHECK-LABEL: prim.func @launches(
// CHECK-NEXT: prim.parallel_launch @launched_body over %{{.*}}(%{{.*}}, %{{.*}} : memref<?xf32>, f32)
// CHECK-NEXT: prim.return
prim.func @launches(%n: index, %A: memref<?xf32>, %s: f32) {
  prim.parallel_launch @launched_body over %n (%A, %s : memref<?xf32>, f32)
  prim.return
}
prim.func private @launched_body(%begin: index, %end: index, %A: memref<?xf32>, %s: f32) {
  prim.return
}

// CHECK-LABEL: prim.func @marked_loop(
// CHECK: } {prim.parallel}
prim.func @marked_loop(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
  } {prim.parallel}
  prim.return
}

// The categories of checks of a packed entry; all and none print as such.
// CHECK-LABEL: prim.func @some_checks(%{{.*}}: memref<4xf32>) checks(shape, alignment) {
prim.func @some_checks(%a: memref<4xf32>) checks(alignment, shape) {
  prim.return
}
// CHECK-LABEL: prim.func @all_checks(%{{.*}}: memref<4xf32>) checks(all) {
prim.func @all_checks(%a: memref<4xf32>) checks(type_code, ndim_dtype, shape, strides, byte_offset, device, data, alignment) {
  prim.return
}
// CHECK-LABEL: prim.func @no_checks(%{{.*}}: memref<4xf32>) checks(none) {
prim.func @no_checks(%a: memref<4xf32>) checks(none) {
  prim.return
}

// A name that begins with '_' is free unless the linker, the C runtime or
// Prim define a symbol of it (TVM's __vmtir__<name>, a private _func).
// CHECK-LABEL: prim.func @__vmtir__foo(%{{.*}}: memref<4xf32>) {
prim.func @__vmtir__foo(%a: memref<4xf32>) {
  prim.return
}
// CHECK-LABEL: prim.func private @_func(%{{.*}}: f32) -> f32 {
prim.func private @_func(%x: f32) -> f32 {
  prim.return %x : f32
}
