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

// expected-error @+1 {{'prim.func' op the unpacked API returns an int32 status and cannot express a scalar result}}
prim.func @unpacked_result(%n: i32) -> i32 api(unpacked) {
  prim.return %n : i32
}

// -----

// expected-error @+1 {{expected 'packed' or 'unpacked', got 'fast'}}
prim.func @bad_api() api(fast) {
  prim.return
}

// -----

// expected-error @+1 {{'prim.func' op parameter #0: 'prim.align' must be a positive power-of-two integer}}
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
