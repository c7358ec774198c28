// Calls: arity, types, recursion and cycles.
prim.func @recursive_tir(%a: memref<4xf32>, %n: i64) {
  prim.call_tir @recursive_tir(%a, %n) : (memref<4xf32>, i64) -> ()
  prim.return
}
// -----
prim.func @recursive_cpacked(%a: memref<4xf32>) {
  prim.call_cpacked @recursive_cpacked(%a) : (memref<4xf32>) -> ()
  prim.return
}
// -----
prim.func @recursive_cpacked_result(%n: i64) -> i64 {
  %r = prim.call_cpacked @recursive_cpacked_result(%n) : (i64) -> i64
  prim.return %r : i64
}
// -----
prim.func @cycle_a(%a: memref<?xf32>) {
  prim.call_cpacked @cycle_b(%a) : (memref<?xf32>) -> ()
  prim.return
}
prim.func @cycle_b(%a: memref<?xf32>) {
  prim.call_cpacked @cycle_c(%a) : (memref<?xf32>) -> ()
  prim.return
}
prim.func @cycle_c(%a: memref<?xf32>) {
  prim.call_cpacked @cycle_a(%a) : (memref<?xf32>) -> ()
  prim.return
}
// -----
prim.func @mixed_cycle_a(%a: memref<4xf32>) {
  prim.call_tir @mixed_cycle_b(%a) : (memref<4xf32>) -> ()
  prim.return
}
prim.func @mixed_cycle_b(%a: memref<4xf32>) {
  prim.call_cpacked @mixed_cycle_a(%a) : (memref<4xf32>) -> ()
  prim.return
}
// -----
prim.func @cycle_with_views(%a: memref<8xf32>) {
  %s = memref.subview %a[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  prim.call_cpacked @cycle_back(%s) : (memref<4xf32, strided<[1], offset: 2>>) -> ()
  prim.return
}
prim.func @cycle_back(%a: memref<4xf32, strided<[1], offset: ?>>) {
  %c = memref.cast %a : memref<4xf32, strided<[1], offset: ?>> to memref<?xf32, strided<[1], offset: ?>>
  prim.return
}
// -----
prim.func @tir_private_recursion(%a: memref<4xf32>) {
  prim.call_tir @helper(%a) : (memref<4xf32>) -> ()
  prim.return
}
prim.func private @helper(%a: memref<4xf32>) {
  prim.call_tir @helper(%a) : (memref<4xf32>) -> ()
  prim.return
}
// -----
prim.func @tir_wrong_arity(%a: memref<4xf32>) {
  prim.call_tir @callee(%a, %a) : (memref<4xf32>, memref<4xf32>) -> ()
  prim.return
}
prim.func @callee(%a: memref<4xf32>) {
  prim.return
}
// -----
prim.func @tir_wrong_type(%a: memref<4xi32>) {
  prim.call_tir @callee(%a) : (memref<4xi32>) -> ()
  prim.return
}
prim.func @callee(%a: memref<4xf32>) {
  prim.return
}
// -----
prim.func @tir_result_mismatch(%a: memref<4xf32>) -> i32 {
  %r = prim.call_tir @callee(%a) : (memref<4xf32>) -> i32
  prim.return %r : i32
}
prim.func @callee(%a: memref<4xf32>) -> i64 {
  %c = arith.constant 1 : i64
  prim.return %c : i64
}
// -----
prim.func @tir_missing(%a: memref<4xf32>) {
  prim.call_tir @nowhere(%a) : (memref<4xf32>) -> ()
  prim.return
}
// -----
prim.func @tir_to_func_func(%a: memref<4xf32>) {
  prim.call_tir @ff(%a) : (memref<4xf32>) -> ()
  prim.return
}
func.func @ff(%a: memref<4xf32>) {
  return
}
// -----
prim.func @tir_to_llvm_func(%x: i32) {
  prim.call_tir @lf(%x) : (i32) -> ()
  prim.return
}
llvm.func @lf(i32)
// -----
prim.func @tir_to_global(%x: i32) {
  prim.call_tir @gv(%x) : (i32) -> ()
  prim.return
}
llvm.mlir.global internal @gv(0 : i32) : i32
// -----
prim.func @tir_external_decl(%a: memref<4xf32>) {
  prim.call_tir @ext(%a) : (memref<4xf32>) -> ()
  prim.return
}
prim.func private @ext(memref<4xf32>)
// -----
prim.func @tir_unpacked(%a: memref<4xf32>) {
  prim.call_tir @up(%a) : (memref<4xf32>) -> ()
  prim.return
}
prim.func @up(%a: memref<4xf32>) api(unpacked) {
  prim.return
}
// -----
prim.func @tir_dynamic_to_static(%a: memref<?xf32>) {
  prim.call_tir @callee(%a) : (memref<?xf32>) -> ()
  prim.return
}
prim.func @callee(%a: memref<4xf32>) {
  prim.return
}
// -----
prim.func @tir_with_handle(%a: memref<4xf32>, %h: !prim.handle {prim.resource_handle}) {
  prim.call_tir @callee(%a, %h) : (memref<4xf32>, !prim.handle) -> ()
  prim.return
}
prim.func @callee(%a: memref<4xf32>, %h: !prim.handle {prim.resource_handle}) {
  prim.return
}
// -----
prim.func @cpacked_wrong_arity(%a: memref<4xf32>) {
  prim.call_cpacked @callee(%a, %a, %a) : (memref<4xf32>, memref<4xf32>, memref<4xf32>) -> ()
  prim.return
}
prim.func @callee(%a: memref<4xf32>) {
  prim.return
}
// -----
prim.func @cpacked_zero_args() {
  prim.call_cpacked @callee() : () -> ()
  prim.return
}
prim.func @callee(%a: memref<4xf32>) {
  prim.return
}
// -----
prim.func @cpacked_scalar_conversions(%x: i8, %y: f16) {
  prim.call_cpacked @callee(%x, %y) : (i8, f16) -> ()
  prim.return
}
prim.func @callee(%x: i64, %y: f64) {
  prim.return
}
// -----
prim.func @cpacked_rank_mismatch(%a: memref<4x4xf32>) {
  prim.call_cpacked @callee(%a) : (memref<4x4xf32>) -> ()
  prim.return
}
prim.func @callee(%a: memref<16xf32>) {
  prim.return
}
// -----
prim.func @cpacked_static_mismatch(%a: memref<8xf32>) {
  prim.call_cpacked @callee(%a) : (memref<8xf32>) -> ()
  prim.return
}
prim.func @callee(%a: memref<4xf32>) {
  prim.return
}
// -----
prim.func @cpacked_element_mismatch(%a: memref<4xi32>) {
  prim.call_cpacked @callee(%a) : (memref<4xi32>) -> ()
  prim.return
}
prim.func @callee(%a: memref<4xf32>) {
  prim.return
}
// -----
prim.func @cpacked_to_handle_param(%a: memref<4xf32>) {
  %h = prim.null_handle
  prim.call_cpacked @callee(%a, %h) : (memref<4xf32>, !prim.handle) -> ()
  prim.return
}
prim.func @callee(%a: memref<4xf32>, %h: !prim.handle) {
  prim.return
}
// -----
prim.func @cpacked_resource_handle_mismatch(%a: memref<4xf32>, %n: i64) {
  %h = prim.null_handle
  prim.call_cpacked @callee(%a) resource_handle(%h) : (memref<4xf32>) -> ()
  prim.return
}
prim.func @callee(%a: memref<4xf32>) {
  prim.return
}
// -----
prim.func @cpacked_packed_func_arg(%f: !prim.packed_func) {
  prim.call_cpacked @callee(%f) : (!prim.packed_func) -> ()
  prim.return
}
prim.func @callee(%f: !prim.packed_func) {
  prim.return
}
// -----
prim.func @cpacked_ui64(%x: ui64, %a: memref<4xui64>) -> ui64 {
  %r = prim.call_cpacked @callee(%x, %a) : (ui64, memref<4xui64>) -> ui64
  prim.return %r : ui64
}
prim.func @callee(%x: ui64, %a: memref<4xui64>) -> ui64 {
  prim.return %x : ui64
}
// -----
prim.func @cpacked_index(%x: index) -> index {
  %r = prim.call_cpacked @callee(%x) : (index) -> index
  prim.return %r : index
}
prim.func @callee(%x: index) -> index {
  prim.return %x : index
}
// -----
prim.func @cpacked_rank0(%a: memref<f32>, %b: memref<i8>) {
  prim.call_cpacked @callee(%a, %b) : (memref<f32>, memref<i8>) -> ()
  prim.return
}
prim.func private @callee(memref<f32>, memref<i8>)
// -----
prim.func @cpacked_zero_size(%a: memref<0xf32>, %b: memref<?x0xf32>) {
  prim.call_cpacked @callee(%a, %b) : (memref<0xf32>, memref<?x0xf32>) -> ()
  prim.return
}
prim.func @callee(%a: memref<?xf32>, %b: memref<4x?xf32>) {
  prim.return
}
// -----
prim.func @cpacked_vector_elements(%a: memref<4xvector<4xf32>>) {
  prim.call_cpacked @callee(%a) : (memref<4xvector<4xf32>>) -> ()
  prim.return
}
prim.func @callee(%a: memref<?xvector<4xf32>>) {
  prim.return
}
// -----
prim.func @cpacked_in_loop_recursive(%a: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    prim.call_cpacked @cpacked_in_loop_recursive(%a, %i) : (memref<?xf32>, index) -> ()
  }
  prim.return
}
// -----
prim.func @packed_wrong_types(%a: memref<4xf32>) {
  %t = arith.constant dense<1.0> : tensor<4xf32>
  prim.call_packed "g"(%t) : (tensor<4xf32>) -> ()
  prim.return
}
// -----
prim.func @packed_all_types(%a: memref<4xf32>, %b: memref<f64>, %c: memref<0xi8>, %h: !prim.handle, %f: !prim.packed_func, %x: i1, %y: i8, %z: ui16, %w: f16, %v: bf16, %i: index, %u: ui64) -> f32 {
  %r = prim.call_packed "everything"(%a, %b, %c, %h, %f, %x, %y, %z, %w, %v, %i, %u) : (memref<4xf32>, memref<f64>, memref<0xi8>, !prim.handle, !prim.packed_func, i1, i8, ui16, f16, bf16, index, ui64) -> f32
  prim.return %r : f32
}
// -----
prim.func @packed_results(%a: memref<4xf32>) {
  %r0 = prim.call_packed "r_i1"() : () -> i1
  %r1 = prim.call_packed "r_i8"() : () -> i8
  %r2 = prim.call_packed "r_ui32"() : () -> ui32
  %r3 = prim.call_packed "r_f16"() : () -> f16
  %r4 = prim.call_packed "r_bf16"() : () -> bf16
  %r5 = prim.call_packed "r_h"() : () -> !prim.handle
  %r6 = prim.call_packed "r_f"() : () -> !prim.packed_func
  %r7 = prim.call_packed "r_index"() : () -> index
  prim.return
}
// -----
prim.func @packed_result_buffer() {
  %r = prim.call_packed "r_buf"() : () -> memref<4xf32>
  prim.return
}
// -----
prim.func @packed_two_results() {
  %r:2 = prim.call_packed "r_two"() : () -> (i32, i32)
  prim.return
}
// -----
prim.func @packed_i128_arg(%x: i64) {
  %w = arith.extsi %x : i64 to i128
  prim.call_packed "g"(%w) : (i128) -> ()
  prim.return
}
// -----
prim.func @packed_f128_arg(%x: f64) {
  %w = arith.extf %x : f64 to f128
  prim.call_packed "g"(%w) : (f128) -> ()
  prim.return
}
// -----
prim.func @packed_weird_names(%a: memref<4xf32>) {
  prim.call_packed "%s%s%s%n"(%a) : (memref<4xf32>) -> ()
  prim.call_packed "with space and \"quotes\""(%a) : (memref<4xf32>) -> ()
  prim.call_packed "\ff\fe"(%a) : (memref<4xf32>) -> ()
  prim.call_packed "__tvm_ffi__library_ctx"(%a) : (memref<4xf32>) -> ()
  prim.return
}
// -----
prim.func @packed_nul_name(%a: memref<4xf32>) {
  prim.call_packed "a\00b"(%a) : (memref<4xf32>) -> ()
  prim.return
}
// -----
prim.func @packed_many_args(%a: memref<4xf32>) {
  prim.call_packed "g"(%a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a) : (memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>) -> ()
  prim.return
}
// -----
prim.func @packed_strided_and_unusual(%a: memref<4x4xf32, strided<[8, 1], offset: ?>>, %b: memref<?x?xf32, strided<[?, ?], offset: ?>>, %c: memref<4xf32, strided<[-1], offset: 3>>) {
  prim.call_packed "g"(%a, %b, %c) : (memref<4x4xf32, strided<[8, 1], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<4xf32, strided<[-1], offset: 3>>) -> ()
  prim.return
}
// -----
prim.func @packed_memspace_arg() {
  %m = memref.alloca() : memref<4xf32, 1>
  prim.call_packed "g"(%m) : (memref<4xf32, 1>) -> ()
  prim.return
}
// -----
prim.func @packed_unranked_arg(%a: memref<4xf32>) {
  %u = memref.cast %a : memref<4xf32> to memref<*xf32>
  prim.call_packed "g"(%u) : (memref<*xf32>) -> ()
  prim.return
}
// -----
prim.func @packed_nonstrided_arg() {
  %m = memref.alloca() : memref<8xf32, affine_map<(d0) -> (d0 mod 4)>>
  prim.call_packed "g"(%m) : (memref<8xf32, affine_map<(d0) -> (d0 mod 4)>>) -> ()
  prim.return
}
// -----
prim.func @packed_vector3_arg() {
  %m = memref.alloca() : memref<4xvector<3xf32>>
  prim.call_packed "g"(%m) : (memref<4xvector<3xf32>>) -> ()
  prim.return
}
// -----
prim.func @packed_i3_arg() {
  %m = memref.alloca() : memref<4xi3>
  prim.call_packed "g"(%m) : (memref<4xi3>) -> ()
  prim.return
}
// -----
prim.func @packed_complex_arg(%x: f32) {
  %c = complex.create %x, %x : complex<f32>
  prim.call_packed "g"(%c) : (complex<f32>) -> ()
  prim.return
}
// -----
prim.func @lookup_and_call(%a: memref<4xf32>) {
  %f = prim.lookup_packed "g" : !prim.packed_func
  %r = prim.call_packed_value %f(%a, %f) : (memref<4xf32>, !prim.packed_func) -> i64
  %g = prim.call_packed_value %f() : () -> !prim.packed_func
  prim.call_packed_value %g(%r) : (i64) -> ()
  prim.return
}
// -----
prim.func @lookup_weird_name() {
  %f = prim.lookup_packed "%n%n%n\0a" : !prim.packed_func
  prim.call_packed_value %f() : () -> ()
  prim.return
}
// -----
prim.func @call_packed_value_non_func(%x: i64) {
  prim.call_packed_value %x() : () -> ()
  prim.return
}
// -----
prim.func @cpacked_to_func_func(%a: memref<4xf32>) {
  prim.call_cpacked @ff(%a) : (memref<4xf32>) -> ()
  prim.return
}
func.func @ff(%a: memref<4xf32>) {
  return
}
// -----
prim.func @cpacked_to_llvm_func(%a: memref<4xf32>) {
  prim.call_cpacked @lf(%a) : (memref<4xf32>) -> ()
  prim.return
}
llvm.func @lf(!llvm.ptr)
// -----
prim.func @cpacked_to_entry_name(%a: memref<4xf32>) {
  prim.call_cpacked @__tvm_ffi_callee(%a) : (memref<4xf32>) -> ()
  prim.return
}
prim.func @callee(%a: memref<4xf32>) {
  prim.return
}
// -----
prim.func @call_chain_deep(%a: memref<4xf32>) {
  prim.call_cpacked @c1(%a) : (memref<4xf32>) -> ()
  prim.return
}
prim.func @c1(%a: memref<4xf32>) {
  prim.call_cpacked @c2(%a) : (memref<4xf32>) -> ()
  prim.return
}
prim.func @c2(%a: memref<?xf32>) {
  prim.call_cpacked @c3(%a) : (memref<?xf32>) -> ()
  prim.return
}
prim.func @c3(%a: memref<4xf32> {prim.align = 4294967296}) {
  prim.call_tir @c4(%a) : (memref<4xf32>) -> ()
  prim.return
}
prim.func private @c4(%a: memref<4xf32>) {
  prim.return
}
// -----
prim.func @cpacked_dynamic_to_static_zero(%a: memref<?xf32>) {
  prim.call_cpacked @callee(%a) : (memref<?xf32>) -> ()
  prim.return
}
prim.func @callee(%a: memref<0xf32>) {
  prim.return
}
// -----
prim.func @cpacked_to_huge(%a: memref<?xi8>) {
  prim.call_cpacked @callee(%a) : (memref<?xi8>) -> ()
  prim.return
}
prim.func @callee(%a: memref<4611686018427387904xi8>) {
  prim.return
}
