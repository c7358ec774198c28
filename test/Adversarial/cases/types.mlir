// Unusual builtin types in prim.func signatures.
prim.func @index_param(%n: index, %a: memref<?xf32>) {
  prim.return
}
// -----
prim.func @index_result(%n: index) -> index {
  prim.return %n : index
}
// -----
prim.func @complex_param(%c: complex<f32>) {
  prim.return
}
// -----
prim.func @complex_buffer(%a: memref<4xcomplex<f32>>) {
  prim.return
}
// -----
prim.func @tensor_param(%t: tensor<4xf32>) {
  prim.return
}
// -----
prim.func @unranked(%a: memref<*xf32>) {
  prim.return
}
// -----
prim.func @unranked_tensor(%a: tensor<*xf32>) {
  prim.return
}
// -----
prim.func @vector_param(%v: vector<4xf32>) {
  prim.return
}
// -----
prim.func @scalable_vector_buffer(%a: memref<4xvector<[4]xf32>>) {
  prim.return
}
// -----
prim.func @vector3(%a: memref<4xvector<3xf32>>) {
  prim.return
}
// -----
prim.func @vector1(%a: memref<4xvector<1xf32>>) {
  prim.return
}
// -----
prim.func @vector_2d(%a: memref<4xvector<2x2xf32>>) {
  prim.return
}
// -----
prim.func @vector_i1(%a: memref<4xvector<8xi1>>) {
  prim.return
}
// -----
prim.func @vector_lanes_32768(%a: memref<1xvector<32768xi8>>) {
  prim.return
}
// -----
prim.func @vector_lanes_65536(%a: memref<1xvector<65536xi8>>) {
  prim.return
}
// -----
prim.func @vector_0d(%a: memref<4xvector<f32>>) {
  prim.return
}
// -----
prim.func @memspace_int(%a: memref<4xf32, 1>) {
  prim.return
}
// -----
prim.func @memspace_zero(%a: memref<4xf32, 0>) {
  prim.return
}
// -----
prim.func @memspace_string(%a: memref<4xf32, "gpu">) {
  prim.return
}
// -----
prim.func @memspace_layout(%a: memref<4xf32, strided<[1]>, 3>) {
  prim.return
}
// -----
prim.func @zero_dim(%a: memref<0xf32>) {
  prim.return
}
// -----
prim.func @zero_dims(%a: memref<0x0x4xf32>, %b: memref<4x0xi8>) {
  prim.return
}
// -----
prim.func @rank0(%a: memref<f32>) {
  prim.return
}
// -----
prim.func @rank0_i1(%a: memref<i1>) -> i1 {
  %c0 = arith.constant 0 : index
  %v = memref.load %a[] : memref<i1>
  prim.return %v : i1
}
// -----
prim.func @i0_param(%x: i0) {
  prim.return
}
// -----
prim.func @i0_buffer(%a: memref<4xi0>) {
  prim.return
}
// -----
prim.func @i128_param(%x: i128) {
  prim.return
}
// -----
prim.func @i128_buffer(%a: memref<4xi128>) {
  prim.return
}
// -----
prim.func @i3_buffer(%a: memref<4xi3>) {
  prim.return
}
// -----
prim.func @i3_param(%x: i3) -> i3 {
  prim.return %x : i3
}
// -----
prim.func @i4_param(%x: i4) {
  prim.return
}
// -----
prim.func @si8_buffer(%a: memref<4xsi8>) {
  prim.return
}
// -----
prim.func @ui1_param(%x: ui1) {
  prim.return
}
// -----
prim.func @ui8_param(%x: ui8) -> ui8 {
  prim.return %x : ui8
}
// -----
prim.func @ui32_result(%x: ui32) -> ui32 {
  prim.return %x : ui32
}
// -----
prim.func @ui64_result(%x: ui64) -> ui64 {
  prim.return %x : ui64
}
// -----
prim.func @i1_result(%x: i1) -> i1 {
  prim.return %x : i1
}
// -----
prim.func @i8_result(%x: i8) -> i8 {
  prim.return %x : i8
}
// -----
prim.func @i16_result(%x: i16) -> i16 {
  prim.return %x : i16
}
// -----
prim.func @f16_result(%x: f16) -> f16 {
  prim.return %x : f16
}
// -----
prim.func @bf16_result(%x: bf16) -> bf16 {
  prim.return %x : bf16
}
// -----
prim.func @f8_param(%x: f8E4M3FN) {
  prim.return
}
// -----
prim.func @f8_buffer(%a: memref<4xf8E5M2>) {
  prim.return
}
// -----
prim.func @f4_buffer(%a: memref<4xf4E2M1FN>) {
  prim.return
}
// -----
prim.func @f80_param(%x: f80) {
  prim.return
}
// -----
prim.func @f80_buffer(%a: memref<4xf80>) {
  prim.return
}
// -----
prim.func @f128_param(%x: f128) -> f128 {
  prim.return %x : f128
}
// -----
prim.func @f128_buffer(%a: memref<4xf128>) {
  prim.return
}
// -----
prim.func @tf32_buffer(%a: memref<4xtf32>) {
  prim.return
}
// -----
prim.func @none_param(%x: none) {
  prim.return
}
// -----
prim.func @tuple_param(%x: tuple<i32, f32>) {
  prim.return
}
// -----
prim.func @function_param(%x: (i32) -> i32) {
  prim.return
}
// -----
prim.func @llvm_ptr_param(%p: !llvm.ptr) {
  prim.return
}
// -----
prim.func @llvm_ptr_buffer(%a: memref<4x!llvm.ptr>) {
  prim.return
}
// -----
prim.func @llvm_struct_param(%p: !llvm.struct<(i32, f32)>) {
  prim.return
}
// -----
prim.func @handle_buffer(%a: memref<4x!prim.handle>) {
  prim.return
}
// -----
prim.func @index_buffer(%a: memref<4xindex>) {
  prim.return
}
// -----
prim.func @memref_of_memref(%a: memref<4xmemref<4xf32>>) {
  prim.return
}
// -----
prim.func @huge_rank(%a: memref<1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1xf32>) {
  prim.return
}
// -----
prim.func @huge_rank_dynamic(%a: memref<?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?xf32>) {
  prim.return
}
// -----
prim.func @huge_dims(%a: memref<9223372036854775807xi8>) {
  prim.return
}
// -----
prim.func @huge_dims2(%a: memref<4294967296x4294967296xi8>) {
  prim.return
}
// -----
prim.func @huge_dims3(%a: memref<1152921504606846976xf64>) {
  prim.return
}
// -----
prim.func @big_but_ok(%a: memref<1073741824x2xf32>) {
  prim.return
}
// -----
prim.func @huge_offset(%a: memref<4xf32, strided<[1], offset: 9223372036854775000>>) {
  prim.return
}
// -----
prim.func @huge_stride(%a: memref<4x4xf32, strided<[4611686018427387904, 1]>>) {
  prim.return
}
// -----
prim.func @negative_stride(%a: memref<4xf32, strided<[-1], offset: 3>>) {
  prim.return
}
// -----
prim.func @zero_stride(%a: memref<4xf32, strided<[0]>>) {
  prim.return
}
// -----
prim.func @zero_stride_dyn(%a: memref<?x4xf32, strided<[0, 1]>>) {
  prim.return
}
// -----
prim.func @dyn_strides(%a: memref<?x?xf32, strided<[?, ?], offset: ?>>) {
  prim.return
}
// -----
prim.func @affine_identity(%a: memref<4x4xf32, affine_map<(d0, d1) -> (d0, d1)>>) {
  prim.return
}
// -----
prim.func @affine_strided(%a: memref<4x4xf32, affine_map<(d0, d1) -> (d0 * 8 + d1)>>) {
  prim.return
}
// -----
prim.func @affine_mod(%a: memref<8xf32, affine_map<(d0) -> (d0 mod 4)>>) {
  prim.return
}
// -----
prim.func @affine_permutation(%a: memref<4x8xf32, affine_map<(d0, d1) -> (d1, d0)>>) {
  prim.return
}
// -----
prim.func @affine_symbol(%a: memref<4xf32, affine_map<(d0)[s0] -> (d0 + s0)>>) {
  prim.return
}
// -----
prim.func @packed_func_param(%f: !prim.packed_func) -> i32 {
  %r = prim.call_packed_value %f() : () -> i32
  prim.return %r : i32
}
// -----
prim.func @handle_result(%h: !prim.handle) -> !prim.handle {
  prim.return %h : !prim.handle
}
// -----
prim.func @packed_func_result(%f: !prim.packed_func) -> !prim.packed_func {
  prim.return %f : !prim.packed_func
}
// -----
prim.func @two_handles(%h: !prim.handle {prim.resource_handle}, %g: !prim.handle {prim.resource_handle}) {
  prim.return
}
// -----
prim.func @many_scalars(%a: i1, %b: i8, %c: i16, %d: i32, %e: i64, %f: f16, %g: bf16, %h: f32, %i: f64, %j: index, %k: ui8, %l: ui16, %m: ui32, %n: ui64) {
  prim.return
}
// -----
prim.func @unpacked_everything(%a: memref<4xf32>, %b: memref<?xi8>, %n: i64, %x: f32, %h: !prim.handle) api(unpacked) {
  prim.return
}
// -----
prim.func @unpacked_dynamic_offset(%a: memref<4xf32, strided<[1], offset: ?>>) api(unpacked) {
  prim.return
}
// -----
prim.func @unpacked_rank0(%a: memref<f64>) api(unpacked) {
  prim.return
}
// -----
prim.func @unpacked_handle_rh(%a: memref<4xf32>, %h: !prim.handle {prim.resource_handle}) api(unpacked) {
  prim.return
}
// -----
prim.func private @private_weird(%a: memref<*xf32>, %b: tensor<4xf32>) {
  prim.return
}
// -----
prim.func private @decl_weird(memref<4xf32, 1>, i128) -> f80
// -----
prim.func private @decl_ok(memref<4xf32>, i64) -> i64
prim.func @calls_decl(%a: memref<4xf32>) -> i64 {
  %c = arith.constant 3 : i64
  %r = prim.call_cpacked @decl_ok(%a, %c) : (memref<4xf32>, i64) -> i64
  prim.return %r : i64
}
