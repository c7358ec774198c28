// RUN: prim-opt %s --split-input-file --verify-diagnostics

// expected-error @+1 {{'prim.func' op parameter #0 has type 'tensor<4xf32>'; a prim.func takes buffers (memrefs of a DLPack element type), scalars and handles}}
prim.func @tensor_param(%t: tensor<4xf32>) {
  prim.return
}

// -----

// expected-error @+1 {{'prim.func' op parameter #1 has type 'memref<2xi128>'; a prim.func takes buffers}}
prim.func @wide_element(%a: memref<2xf32>, %b: memref<2xi128>) {
  prim.return
}

// -----

// expected-error @+1 {{'prim.func' op parameter #0 has type 'memref<2xf32, 1>'; a prim.func takes buffers}}
prim.func @memory_space(%a: memref<2xf32, 1>) {
  prim.return
}

// -----

// expected-error @+1 {{'prim.func' op parameter #0 has type 'si32'}}
prim.func @signed_scalar(%a: si32) {
  prim.return
}

// -----

// expected-error @+1 {{'prim.func' op returns 2 values; a prim.func returns at most one scalar}}
prim.func private @two_results() -> (i32, i32)

// -----

// expected-error @+1 {{'prim.func' op returns 'memref<2xf32>'; a prim.func returns at most one scalar}}
prim.func private @buffer_result() -> memref<2xf32>

// -----

// expected-error @+1 {{'prim.func' op 'api' only applies to public functions}}
prim.func private @private_api(%a: memref<2xf32>) api(unpacked) {
  prim.return
}

// -----

// expected-error @+1 {{'prim.func' op parameter #0 has layout strided<[8, 1]>, which the unpacked API cannot express: it passes a buffer as its data pointer, so the layout must be the identity}}
prim.func @unpacked_strided(%a: memref<4x4xf32, strided<[8, 1]>>) api(unpacked) {
  prim.return
}

// -----

// expected-error @+1 {{'prim.func' op parameter #0 is a !prim.packed_func, which the unpacked API cannot express}}
prim.func @unpacked_packed_func(%f: !prim.packed_func) api(unpacked) {
  prim.return
}

// -----

// expected-error @+1 {{'prim.func' op the unpacked API returns an int32 status, so its result is that status, not 'i64'}}
prim.func @unpacked_result(%n: i64) -> i64 api(unpacked) {
  prim.return %n : i64
}

// -----

// expected-error @+1 {{expected 'packed' or 'unpacked', got 'fast'}}
prim.func @bad_api() api(fast) {
  prim.return
}

// -----

// expected-error @+1 {{'prim.func' op parameter #0: 'prim.align' must be a power-of-two integer from 1 to 2^32}}
prim.func @align_not_power_of_two(%a: memref<4xf32> {prim.align = 48}) {
  prim.return
}

// -----

// expected-error @+1 {{'prim.func' op parameter #0: 'prim.align' applies to buffers, not to 'i64'}}
prim.func @align_on_scalar(%n: i64 {prim.align = 16}) {
  prim.return
}

// -----

// expected-error @+1 {{'prim.func' op parameter #0: 'prim.noalias' takes no value}}
prim.func @noalias_value(%a: memref<4xf32> {prim.noalias = 1}) {
  prim.return
}

// -----

// expected-error @+1 {{'prim.func' op parameter #0: 'prim.noalias' applies to buffers, not to 'f32'}}
prim.func @noalias_on_scalar(%x: f32 {prim.noalias}) {
  prim.return
}

// -----

// expected-error @+1 {{'prim.func' op parameter #0: 'prim.resource_handle' takes no value}}
prim.func @resource_handle_value(%h: !prim.handle {prim.resource_handle = 0}) {
  prim.return
}

// -----

// expected-error @+1 {{'prim.func' op parameter #1: the resource handle must be a !prim.handle, not 'i64'}}
prim.func @resource_handle_not_handle(%a: memref<4xf32>, %h: i64 {prim.resource_handle}) {
  prim.return
}

// -----

// expected-error @+1 {{'prim.func' op parameter #0: the resource handle must be the last parameter}}
prim.func @resource_handle_not_last(%h: !prim.handle {prim.resource_handle}, %a: memref<4xf32>) {
  prim.return
}

// -----

// expected-error @+1 {{'prim.func' op parameter #0: unknown prim argument attribute 'prim.restrict'}}
prim.func @unknown_attribute(%a: memref<4xf32> {prim.restrict}) {
  prim.return
}

// -----

// expected-error @+1 {{'prim.noalias' is only valid on prim.func parameters}}
func.func @on_func_func(%a: memref<4xf32> {prim.noalias}) {
  return
}

// -----

prim.func @return_count(%n: i32) -> i32 {
  // expected-error @+1 {{'prim.return' op has 0 operands, but the enclosing function @return_count returns 1}}
  prim.return
}

// -----

prim.func @return_type(%n: i64) -> i32 {
  // expected-error @+1 {{'prim.return' op operand #0 has type 'i64', but the enclosing function returns 'i32'}}
  prim.return %n : i64
}

// -----

func.func @return_outside() {
  // expected-error @+1 {{'prim.return' op expects parent op 'prim.func'}}
  prim.return
}

// -----

prim.func @call_packed_empty_name() {
  // expected-error @+1 {{'prim.call_packed' op needs a non-empty function name}}
  prim.call_packed ""() : () -> ()
  prim.return
}

// -----

prim.func @call_packed_tensor(%t: memref<4xf32>) {
  %v = arith.constant dense<1.0> : vector<4xf32>
  // expected-error @+1 {{'prim.call_packed' op operand #1 has type 'vector<4xf32>', which no ABI can pass through a packed call}}
  prim.call_packed "f"(%t, %v) : (memref<4xf32>, vector<4xf32>) -> ()
  prim.return
}

// -----

prim.func @lookup_empty_name() {
  // expected-error @+1 {{'prim.lookup_packed' op needs a non-empty function name}}
  %f = prim.lookup_packed "" : !prim.packed_func
  prim.return
}

// -----

prim.func @call_packed_value_tensor(%f: !prim.packed_func) {
  %t = arith.constant dense<1.0> : tensor<4xf32>
  // expected-error @+1 {{'prim.call_packed_value' op operand #0 has type 'tensor<4xf32>', which no ABI can pass through a packed call}}
  prim.call_packed_value %f(%t) : (tensor<4xf32>) -> ()
  prim.return
}

// -----

prim.func private @ext(memref<4xf32>)

prim.func @call_cpacked_tensor() {
  %t = arith.constant dense<1.0> : tensor<4xf32>
  // expected-error @+1 {{'prim.call_cpacked' op operand #0 has type 'tensor<4xf32>', which no ABI can pass through a packed call}}
  prim.call_cpacked @ext(%t) : (tensor<4xf32>) -> ()
  prim.return
}

// -----

prim.func @call_cpacked_missing(%a: memref<4xf32>) {
  // expected-error @+1 {{'prim.call_cpacked' op 'missing' does not reference a symbol in this module}}
  prim.call_cpacked @missing(%a) : (memref<4xf32>) -> ()
  prim.return
}

// -----

// expected-note @+1 {{symbol defined here}}
func.func private @not_prim(memref<4xf32>)

prim.func @call_cpacked_not_prim(%a: memref<4xf32>) {
  // expected-error @+1 {{'prim.call_cpacked' op 'not_prim' does not reference a prim.func}}
  prim.call_cpacked @not_prim(%a) : (memref<4xf32>) -> ()
  prim.return
}

// -----

// expected-note @+1 {{callee defined here}}
prim.func @two_buffers(%x: memref<3x3xf32>, %y: memref<3x3xf32>) {
  prim.return
}

prim.func @call_cpacked_arity(%a: memref<3x3xf32>) {
  // expected-error @+1 {{'prim.call_cpacked' op passes 1 arguments, but @two_buffers takes 2}}
  prim.call_cpacked @two_buffers(%a) : (memref<3x3xf32>) -> ()
  prim.return
}

// -----

// expected-note @+1 {{callee defined here}}
prim.func private @ext(memref<3x3xf32>, i64)

prim.func @call_cpacked_type(%a: memref<3x3xf32>, %n: i32) {
  // expected-error @+1 {{'prim.call_cpacked' op argument #1 has type 'i32', but @ext expects 'i64'}}
  prim.call_cpacked @ext(%a, %n) : (memref<3x3xf32>, i32) -> ()
  prim.return
}

// -----

// expected-note @+1 {{callee defined here}}
prim.func private @ext(memref<3x3xf32>) -> i32

prim.func @call_cpacked_result(%a: memref<3x3xf32>) {
  // expected-error @+1 {{'prim.call_cpacked' op result types do not match @ext}}
  %r = prim.call_cpacked @ext(%a) : (memref<3x3xf32>) -> i64
  prim.return
}

// -----

// expected-note @+1 {{callee defined here}}
prim.func private @ext(memref<3x3xf32>, memref<4x?xf32>)

prim.func @call_cpacked_dim(%a: memref<3x3xf32>) {
  // expected-error @+1 {{'prim.call_cpacked' op argument #1 can never pass @ext's checks: dim 0 is 3, but the callee expects 4}}
  prim.call_cpacked @ext(%a, %a) : (memref<3x3xf32>, memref<3x3xf32>) -> ()
  prim.return
}

// -----

// expected-note @+1 {{callee defined here}}
prim.func private @ext(memref<4xf32>)

prim.func @call_cpacked_element(%a: memref<4xf16>) {
  // expected-error @+1 {{'prim.call_cpacked' op argument #0 can never pass @ext's checks: element type 'f16' does not match the callee's 'f32'}}
  prim.call_cpacked @ext(%a) : (memref<4xf16>) -> ()
  prim.return
}

// -----

// expected-note @+1 {{callee defined here}}
prim.func private @ext(memref<4x?xf32>)

prim.func @call_cpacked_rank(%a: memref<4xf32>) {
  // expected-error @+1 {{'prim.call_cpacked' op argument #0 can never pass @ext's checks: rank 1 does not match the callee's rank 2}}
  prim.call_cpacked @ext(%a) : (memref<4xf32>) -> ()
  prim.return
}

// -----

// A strided view whose static outer stride is not the compact one, along a
// dim of static extent other than 1: the identity layout's check can never
// pass.
// expected-note @+1 {{callee defined here}}
prim.func @compact(%a: memref<4x5xf32>) {
  prim.return
}

prim.func @call_cpacked_layout(%a: memref<4x5xf32, strided<[8, 1], offset: ?>>) {
  // expected-error @+1 {{'prim.call_cpacked' op argument #0 can never pass @compact's checks: layout strided<[8, 1], offset: ?> does not match the callee's layout affine_map<(d0, d1) -> (d0, d1)>}}
  prim.call_cpacked @compact(%a) : (memref<4x5xf32, strided<[8, 1], offset: ?>>) -> ()
  prim.return
}

// -----

// expected-note @+1 {{callee defined here}}
prim.func @offset3(%a: memref<4xf32, strided<[1], offset: 3>>) {
  prim.return
}

prim.func @call_cpacked_offset(%a: memref<4xf32, strided<[1], offset: 2>>) {
  // expected-error @+1 {{'prim.call_cpacked' op argument #0 can never pass @offset3's checks: layout strided<[1], offset: 2> does not match the callee's layout strided<[1], offset: 3>}}
  prim.call_cpacked @offset3(%a) : (memref<4xf32, strided<[1], offset: 2>>) -> ()
  prim.return
}

// -----

// expected-note @+1 {{callee defined here}}
prim.func private @body(%a: memref<4xf32>) {
  prim.return
}

prim.func @call_cpacked_private(%a: memref<4xf32>) {
  // expected-error @+1 {{'prim.call_cpacked' op callee @body is private and has no packed entry point; call it with prim.call_tir}}
  prim.call_cpacked @body(%a) : (memref<4xf32>) -> ()
  prim.return
}

// -----

// expected-note @+1 {{callee defined here}}
prim.func @unpacked(%a: memref<4xf32>) api(unpacked) {
  prim.return
}

prim.func @call_cpacked_unpacked(%a: memref<4xf32>) {
  // expected-error @+1 {{'prim.call_cpacked' op callee @unpacked is an api(unpacked) function and has no packed entry point; call it with prim.call_tir}}
  prim.call_cpacked @unpacked(%a) : (memref<4xf32>) -> ()
  prim.return
}

// -----

prim.func @assert_no_placeholder(%ok: i1, %n: i64) {
  // expected-error @+1 {{'prim.assert' op message must contain '{}' exactly once, where it shows the found value}}
  prim.assert %ok, "n is wrong"(%n : i64)
  prim.return
}

// -----

prim.func @assert_two_placeholders(%ok: i1, %n: i64) {
  // expected-error @+1 {{'prim.assert' op message must contain '{}' exactly once, where it shows the found value}}
  prim.assert %ok, "n is {} or {}"(%n : i64)
  prim.return
}

// -----

prim.func private @ext(memref<3x3xf32>)

prim.func @call_cpacked_handle_type(%a: memref<3x3xf32>, %h: i64) {
  // expected-error @+1 {{'prim.call_cpacked' op operand #1 must be an opaque pointer (void*), but got 'i64'}}
  "prim.call_cpacked"(%a, %h) <{callee = @ext, operandSegmentSizes = array<i32: 1, 1>}> : (memref<3x3xf32>, i64) -> ()
  prim.return
}

// -----

prim.func @call_tir_missing(%a: memref<4xf32>) {
  // expected-error @+1 {{'prim.call_tir' op 'missing' does not reference a symbol in this module}}
  prim.call_tir @missing(%a) : (memref<4xf32>) -> ()
  prim.return
}

// -----

// expected-note @+1 {{callee defined here}}
func.func private @not_prim(memref<4xf32>)

prim.func @call_tir_not_prim(%a: memref<4xf32>) {
  // expected-error @+1 {{'prim.call_tir' op 'not_prim' does not reference a prim.func}}
  prim.call_tir @not_prim(%a) : (memref<4xf32>) -> ()
  prim.return
}

// -----

// expected-note @+1 {{callee defined here}}
prim.func private @ext(memref<4xf32>)

prim.func @call_tir_external(%a: memref<4xf32>) {
  // expected-error @+1 {{'prim.call_tir' op callee @ext has no body in this module}}
  prim.call_tir @ext(%a) : (memref<4xf32>) -> ()
  prim.return
}

// -----

// expected-note @+1 {{callee defined here}}
prim.func @callee(%x: memref<4x5xf32>, %y: memref<4x5xf32>) {
  prim.return
}

prim.func @call_tir_count(%a: memref<4x5xf32>) {
  // expected-error @+1 {{'prim.call_tir' op has 1 operands, but @callee takes 2}}
  prim.call_tir @callee(%a) : (memref<4x5xf32>) -> ()
  prim.return
}

// -----

// expected-note @+1 {{callee defined here}}
prim.func @callee(%x: memref<4x5xf32>) {
  prim.return
}

prim.func @call_tir_element_type(%a: memref<4x5xf16>) {
  // expected-error @+1 {{'prim.call_tir' op operand #0: element type 'f16' does not match the callee's 'f32'}}
  prim.call_tir @callee(%a) : (memref<4x5xf16>) -> ()
  prim.return
}

// -----

// expected-note @+1 {{callee defined here}}
prim.func @callee(%x: memref<4x5xf32>) {
  prim.return
}

prim.func @call_tir_rank(%a: memref<20xf32>) {
  // expected-error @+1 {{'prim.call_tir' op operand #0: rank 1 does not match the callee's rank 2}}
  prim.call_tir @callee(%a) : (memref<20xf32>) -> ()
  prim.return
}

// -----

// expected-note @+1 {{callee defined here}}
prim.func @callee(%x: memref<4x5xf32>, %y: memref<4x5xf32>) {
  prim.return
}

prim.func @call_tir_static_dim(%a: memref<4x5xf32>, %b: memref<4x6xf32>) {
  // expected-error @+1 {{'prim.call_tir' op operand #1: dim 1 is 6, but the callee expects 5}}
  prim.call_tir @callee(%a, %b) : (memref<4x5xf32>, memref<4x6xf32>) -> ()
  prim.return
}

// -----

// expected-note @+1 {{callee defined here}}
prim.func @callee(%x: memref<4x5xf32>) {
  prim.return
}

prim.func @call_tir_dynamic_dim(%a: memref<?x5xf32>) {
  // expected-error @+1 {{'prim.call_tir' op operand #0: dim 0 is dynamic, but the callee expects 4}}
  prim.call_tir @callee(%a) : (memref<?x5xf32>) -> ()
  prim.return
}

// -----

// expected-note @+1 {{callee defined here}}
prim.func @callee(%x: memref<4x4xf32>) {
  prim.return
}

prim.func @call_tir_layout(%a: memref<4x4xf32, strided<[8, 1]>>) {
  // expected-error @+1 {{'prim.call_tir' op operand #0: layout strided<[8, 1]> does not match the callee's layout affine_map<(d0, d1) -> (d0, d1)>}}
  prim.call_tir @callee(%a) : (memref<4x4xf32, strided<[8, 1]>>) -> ()
  prim.return
}

// -----

// expected-note @+1 {{callee defined here}}
prim.func @callee(%x: memref<4xf32>, %n: i64) {
  prim.return
}

prim.func @call_tir_scalar(%a: memref<4xf32>, %n: i32) {
  // expected-error @+1 {{'prim.call_tir' op operand #1 has type 'i32', but @callee expects 'i64'}}
  prim.call_tir @callee(%a, %n) : (memref<4xf32>, i32) -> ()
  prim.return
}

// -----

// expected-note @+1 {{callee defined here}}
prim.func @callee(%x: memref<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %v = memref.load %x[%c0] : memref<4xf32>
  prim.return %v : f32
}

prim.func @call_tir_result(%a: memref<4xf32>) {
  // expected-error @+1 {{'prim.call_tir' op result types do not match @callee}}
  %r = prim.call_tir @callee(%a) : (memref<4xf32>) -> f64
  prim.return
}

// -----

prim.func @assert_not_i1(%n: i32) {
  // expected-error @+1 {{'prim.assert' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "prim.assert"(%n) <{message = "x"}> : (i32) -> ()
  prim.return
}

// -----

// expected-error @+1 {{'prim.noinline' takes no value}}
prim.func @noinline_with_value() attributes {prim.noinline = 1 : i64} {
  prim.return
}

// -----

// expected-error @+1 {{'prim.noinline' is only valid on a prim.func}}
func.func @noinline_on_func() attributes {prim.noinline} {
  return
}

// -----

// expected-error @+1 {{'prim.inline' is not an attribute of the prim dialect}}
prim.func @unknown_prim_attribute() attributes {prim.inline} {
  prim.return
}

// -----

// A layout a DLTensor cannot describe: neither strided nor the identity.
// expected-error @+1 {{'prim.func' op parameter #0 has layout affine_map<(d0) -> (d0 mod 4)>, which is not strided: a DLTensor describes a buffer by sizes, strides and an offset (write the layout as strided<[...], offset: ...>)}}
prim.func @modulo_layout(%a: memref<8xf32, affine_map<(d0) -> (d0 mod 4)>>) {
  prim.return
}

// -----

// DLPack steps through vector<3xf32> elements at 12 bytes, LLVM at 16.
// expected-error @+1 {{'prim.func' op parameter #0 has 3 lanes per element; a buffer's vector elements need a power-of-two lane count of at most 32768 (DLPack packs lanes densely, in a 16-bit count, while LLVM pads vectors to a power-of-two size)}}
prim.func @three_lanes(%a: memref<4xvector<3xf32>>) {
  prim.return
}

// -----

// expected-error @+1 {{'prim.func' op parameter #1 has layout affine_map<(d0, d1) -> (d1, d0)>, which is not strided}}
prim.func @permutation_layout(%a: memref<4xf32>, %b: memref<4x8xf32, affine_map<(d0, d1) -> (d1, d0)>>) {
  prim.return
}

// -----

// expected-error @+1 {{'prim.func' op parameter #0 has 65536 lanes per element; a buffer's vector elements need a power-of-two lane count of at most 32768}}
prim.func @too_many_lanes(%a: memref<4xvector<65536xi8>>) {
  prim.return
}

// -----

// expected-error @+1 {{'prim.func' op parameter #0 has the negative offset -5; a DLTensor's byte_offset is unsigned}}
prim.func @negative_offset(%a: memref<4xf32, strided<[1], offset: -5>>) {
  prim.return
}

// -----

// expected-error @+1 {{'prim.func' op parameter #0 has static sizes whose product in bytes overflows int64}}
prim.func @huge_dims(%a: memref<4611686018427387904x4xf32>) {
  prim.return
}

// -----

// expected-error @+1 {{'prim.func' op parameter #0 has the offset 4611686018427387904, whose byte_offset overflows int64}}
prim.func @huge_offset(%a: memref<?xf32, strided<[1], offset: 4611686018427387904>>) {
  prim.return
}

// -----

prim.func @packed_arg_layout(%n: i64) {
  %a = memref.alloca() : memref<8xf32, affine_map<(d0) -> (d0 floordiv 2)>>
  // expected-error @+1 {{'prim.call_packed' op operand #0 has layout affine_map<(d0) -> (d0 floordiv 2)>, which is not strided}}
  prim.call_packed "f"(%a) : (memref<8xf32, affine_map<(d0) -> (d0 floordiv 2)>>) -> ()
  prim.return
}

// -----

// expected-error @+1 {{'prim.func' op parameter #0: 'prim.align' must be a power-of-two integer from 1 to 2^32}}
prim.func @align_above_2_32(%a: memref<4xf32> {prim.align = 8589934592}) {
  prim.return
}

// -----

// expected-error @+1 {{'prim.func' op parameter #0: 'prim.align' must be a power-of-two integer from 1 to 2^32}}
prim.func @align_wider_than_i64(%a: memref<4xf32> {prim.align = 36893488147419103232 : i128}) {
  prim.return
}

// -----

// expected-error @+1 {{'prim.func' op parameter #0: 'prim.align' must be a power-of-two integer from 1 to 2^32}}
prim.func @align_negative(%a: memref<4xf32> {prim.align = -9223372036854775808}) {
  prim.return
}

// -----

// expected-error @+1 {{'prim.func' op name "f%s%s%s%n" is not a C identifier, which every symbol Prim emits for it must be}}
prim.func @"f%s%s%s%n"(%a: memref<4xf32>) {
  prim.return
}

// -----

// expected-error @+1 {{'prim.func' op name "" is not a C identifier}}
prim.func @""() {
  prim.return
}

// -----

// expected-error @+1 {{'prim.func' op name "a\00b" is not a C identifier}}
prim.func @"a\00b"() {
  prim.return
}

// -----

// expected-error @+1 {{'prim.func' op name "1f" is not a C identifier}}
prim.func private @"1f"()

// -----

prim.func @f() {
  prim.return
}
// expected-error @+1 {{'prim.func' op name '__tvm_ffi_f' begins with '__tvm_', which the symbols Prim generates begin with}}
prim.func @__tvm_ffi_f() {
  prim.return
}

// -----

// expected-error @+1 {{'prim.func' op name '_init' is a symbol the linker or the C runtime's start files define}}
prim.func @_init(%a: memref<4xf32>) {
  prim.return
}

// -----

// expected-error @+1 {{'prim.func' op name '__prim_helper' begins with '__prim_', which the symbols Prim generates begin with}}
prim.func private @__prim_helper(%x: f32) -> f32 {
  prim.return %x : f32
}

// -----

// expected-error @+1 {{'prim.func' op name '_doc_f' gives the tvm-ffi entry point '__tvm_ffi__doc_f', which begins with '__tvm_ffi__doc_', as tvm-ffi's own symbols do}}
prim.func @_doc_f() {
  prim.return
}

// -----

// expected-error @+1 {{'prim.func' op name '_library_ctx' gives the tvm-ffi entry point '__tvm_ffi__library_ctx', one of tvm-ffi's own symbols}}
prim.func @_library_ctx() {
  prim.return
}

// -----

func.func @in_func_func() {
  // expected-error @+1 {{'prim.lookup_packed' op is only valid inside a prim.func: its lowering returns the prim.func's int32 status}}
  %f = prim.lookup_packed "g" : !prim.packed_func
  return
}

// -----

func.func @assert_in_func_func(%c: i1) {
  // expected-error @+1 {{'prim.assert' op is only valid inside a prim.func}}
  prim.assert %c, "no"
  return
}

// -----

// expected-error @+1 {{'prim.call_packed' op is only valid inside a prim.func}}
"prim.call_packed"() <{callee = "g"}> : () -> ()

// -----

prim.func @call_packed_three_lanes() {
  %a = memref.alloca() : memref<2xvector<3xi8>>
  // expected-error @+1 {{'prim.call_packed' op operand #0 has type 'memref<2xvector<3xi8>>', which no ABI can pass through a packed call}}
  prim.call_packed "f"(%a) : (memref<2xvector<3xi8>>) -> ()
  prim.return
}

// -----

prim.func @call_packed_nul() {
  // expected-error @+1 {{'prim.call_packed' op function name contains a NUL byte, which would cut the C string the runtime looks up}}
  prim.call_packed "f\00g"() : () -> ()
  prim.return
}

// -----

prim.func @string_nul() {
  // expected-error @+1 {{'prim.string' op value contains a NUL byte, which would cut the C string short}}
  %s = prim.string "a\00b"
  prim.return
}

// -----

prim.func @lookup_packed_nul() {
  // expected-error @+1 {{'prim.lookup_packed' op function name contains a NUL byte}}
  %f = prim.lookup_packed "f\00" : !prim.packed_func
  prim.return
}

// -----

// expected-error @+1 {{'prim.doc' takes a string}}
prim.func @doc_not_a_string() attributes {prim.doc = 1 : i64} {
  prim.return
}

// -----

// expected-error @+1 {{'prim.target_cpu' takes a string}}
prim.func @cpu_not_a_string() attributes {prim.target_cpu = 1 : i64} {
  prim.return
}

// -----

func.func @features_on_func() attributes {prim.target_features = "+avx2"} {
  // expected-error @-1 {{'prim.target_features' is only valid on a prim.func}}
  return
}

// -----

prim.func @parallel_on_if(%c: i1) {
  // expected-error @+1 {{'prim.parallel' is only valid on an scf.for}}
  scf.if %c {
  } {prim.parallel}
  prim.return
}

// -----

prim.func @parallel_with_value(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-error @+1 {{'prim.parallel' takes no value}}
  scf.for %i = %c0 to %n step %c1 {
  } {prim.parallel = 1 : i64}
  prim.return
}

// -----

prim.func @parallel_with_iter_args(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-error @+1 {{'prim.parallel' needs a loop without iteration arguments}}
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %c0) -> index {
    scf.yield %x : index
  } {prim.parallel}
  prim.return
}

// -----

prim.func @launch_public(%n: index) {
  // expected-error @+1 {{'prim.parallel_launch' op 'body' must be a private prim.func with a body}}
  prim.parallel_launch @body over %n
  prim.return
}
// expected-note @+1 {{callee defined here}}
prim.func @body(%begin: index, %end: index) {
  prim.return
}

// -----

prim.func @launch_wrong_params(%n: index, %A: memref<4xf32>) {
  // expected-error @+1 {{'prim.parallel_launch' op callee @body must take (index, index, 'memref<4xf32>') and return nothing}}
  prim.parallel_launch @body over %n (%A : memref<4xf32>)
  prim.return
}
// expected-note @+1 {{callee defined here}}
prim.func private @body(%begin: index, %end: index) {
  prim.return
}

// -----

prim.func @launch_missing(%n: index) {
  // expected-error @+1 {{'prim.parallel_launch' op 'nowhere' does not reference a symbol in this module}}
  prim.parallel_launch @nowhere over %n
  prim.return
}

// -----

// expected-error @+1 {{'prim.func' op 'checks' only applies to packed entry points (public functions with a body and the packed API), whose entry runs the checks}}
prim.func private @private_checks(%a: memref<2xf32>) checks(shape) {
  prim.return
}

// -----

// expected-error @+1 {{'prim.func' op 'checks' only applies to packed entry points}}
prim.func @unpacked_checks(%a: memref<2xf32>) api(unpacked) checks(shape) {
  prim.return
}

// -----

// expected-error @+1 {{'prim.func' op 'checks' only applies to packed entry points}}
prim.func private @declaration_checks(memref<2xf32>) checks(none)

// -----

// expected-error @+1 {{unknown check category 'sizes' in 'shape,sizes': expected a comma-separated list of type_code, ndim_dtype, shape, strides, byte_offset, device, data, alignment, all or none (a leading '-' removes a category)}}
prim.func @unknown_category(%a: memref<2xf32>) checks(shape, sizes) {
  prim.return
}

// -----

// expected-error @+1 {{unknown check category '' in ''}}
prim.func @empty_checks(%a: memref<2xf32>) checks() {
  prim.return
}

// -----

// The generic form takes a #prim.checks attribute and nothing else.
// expected-error @+1 {{Invalid attribute `checks` in property conversion: 3 : i32}}
"prim.func"() <{function_type = () -> (), sym_name = "integer_checks", checks = 3 : i32}> ({
  prim.return
}) : () -> ()

// -----

// expected-error @+2 {{expected ::mlir::prim::CheckCategory to be one of: none, type_code, ndim_dtype, shape, strides, byte_offset, device, data, alignment, all}}
// expected-error @+1 {{failed to parse Prim_ChecksAttr parameter 'value'}}
"prim.func"() <{function_type = () -> (), sym_name = "bad_checks_attr", checks = #prim.checks<sizes>}> ({
  prim.return
}) : () -> ()

// -----

prim.func @buffer_view_sizes(%h: !prim.handle, %n: index) {
  // expected-error @+1 {{'prim.buffer_view' op takes one size per dynamic dim: expected 2, found 1}}
  %v = prim.buffer_view %h[%n] : memref<?x?xf32>
  prim.return
}

// -----

prim.func @buffer_view_layout(%h: !prim.handle) {
  // expected-error @+1 {{'prim.buffer_view' op needs a compact layout or static strides and offset}}
  %v = prim.buffer_view %h[] : memref<4xf32, strided<[?]>>
  prim.return
}

// -----

prim.func @struct_get_type(%h: !prim.handle) {
  // expected-error @+1 {{'prim.struct_get' op reads field 'ndim', which cannot be 'i64'}}
  %v = prim.struct_get %h[0] ndim : i64
  prim.return
}

// -----

prim.func @struct_get_value_type(%h: !prim.handle) {
  // expected-error @+1 {{'prim.struct_get' op reads field 'value_content', which cannot be 'i32'}}
  %v = prim.struct_get %h[0] value_content : i32
  prim.return
}

// -----

prim.func @struct_get_index(%h: !prim.handle) {
  // expected-error @+1 {{'prim.struct_get' op attribute 'index' failed to satisfy constraint: 64-bit signless integer attribute whose value is non-negative}}
  %v = prim.struct_get %h[-1] data : !prim.handle
  prim.return
}

// -----

prim.func @struct_set_addr(%h: !prim.handle) {
  // expected-error @+1 {{'prim.struct_set' op cannot write 'addr', the element's address}}
  prim.struct_set %h[0] addr, %h : !prim.handle
  prim.return
}

// -----

prim.func @struct_set_type(%h: !prim.handle, %n: i32) {
  // expected-error @+1 {{'prim.struct_set' op writes field 'any_value', which cannot be 'i32'}}
  prim.struct_set %h[0] any_value, %n : i32
  prim.return
}

// -----

prim.func @struct_set_index(%h: !prim.handle, %n: i32) {
  // expected-error @+1 {{'prim.struct_set' op attribute 'index' failed to satisfy constraint: 64-bit signless integer attribute whose value is non-negative}}
  prim.struct_set %h[-1] ndim, %n : i32
  prim.return
}

// -----

prim.func @stack_alloca_count() {
  // expected-error @+1 {{'prim.stack_alloca' op attribute 'count' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive}}
  %s = prim.stack_alloca shape[0]
  prim.return
}

// -----

prim.func @call_packed_lowered_range(%h: !prim.handle) {
  // expected-error @+1 {{'prim.call_packed_lowered' op takes arguments 2 to 1, which end before they begin}}
  prim.call_packed_lowered "f"(%h[2, 1]) tvm_ffi_any
  prim.return
}

// -----

prim.func @call_packed_lowered_stack(%h: !prim.handle) {
  // expected-error @+1 {{'prim.call_packed_lowered' op passes a stack of 'arg_value', not of 'tvm_ffi_any'}}
  prim.call_packed_lowered "f"(%h[0, 1]) arg_value
  prim.return
}
