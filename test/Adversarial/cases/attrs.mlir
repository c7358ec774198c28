// Attributes of the wrong type or in the wrong place.
prim.func @align_string(%a: memref<4xf32> {prim.align = "64"}) {
  prim.return
}
// -----
prim.func @align_float(%a: memref<4xf32> {prim.align = 64.0}) {
  prim.return
}
// -----
prim.func @align_i8(%a: memref<4xf32> {prim.align = 64 : i8}) {
  prim.return
}
// -----
prim.func @align_i128(%a: memref<4xf32> {prim.align = 64 : i128}) {
  prim.return
}
// -----
prim.func @align_huge_i128(%a: memref<4xf32> {prim.align = 340282366920938463463374607431768211456 : i128}) {
  prim.return
}
// -----
prim.func @align_negative(%a: memref<4xf32> {prim.align = -64}) {
  prim.return
}
// -----
prim.func @align_zero(%a: memref<4xf32> {prim.align = 0}) {
  prim.return
}
// -----
prim.func @align_2_32(%a: memref<4xf32> {prim.align = 4294967296}) {
  prim.return
}
// -----
prim.func @align_2_33(%a: memref<4xf32> {prim.align = 8589934592}) {
  prim.return
}
// -----
prim.func @align_ui64_max(%a: memref<4xf32> {prim.align = 18446744073709551615 : ui64}) {
  prim.return
}
// -----
prim.func @align_index(%a: memref<4xf32> {prim.align = 64 : index}) {
  prim.return
}
// -----
prim.func @align_array(%a: memref<4xf32> {prim.align = [64]}) {
  prim.return
}
// -----
prim.func @align_unit(%a: memref<4xf32> {prim.align}) {
  prim.return
}
// -----
prim.func @align_rank0(%a: memref<f32> {prim.align = 256}) {
  prim.return
}
// -----
prim.func @align_unpacked(%a: memref<4xf32> {prim.align = 4294967296}) api(unpacked) {
  prim.return
}
// -----
prim.func @align_on_handle(%h: !prim.handle {prim.align = 8}) {
  prim.return
}
// -----
prim.func @noalias_string(%a: memref<4xf32> {prim.noalias = "yes"}) {
  prim.return
}
// -----
prim.func @noalias_on_handle(%h: !prim.handle {prim.noalias}) {
  prim.return
}
// -----
prim.func @resource_handle_string(%h: !prim.handle {prim.resource_handle = "x"}) {
  prim.return
}
// -----
prim.func @resource_handle_only(%h: !prim.handle {prim.resource_handle}) {
  prim.return
}
// -----
prim.func @resource_handle_private(%a: memref<4xf32>, %h: !prim.handle {prim.resource_handle}) {
  prim.return
}
prim.func private @priv(%a: memref<4xf32>, %h: !prim.handle {prim.resource_handle}) {
  prim.return
}
// -----
prim.func private @decl_with_rh(memref<4xf32>, !prim.handle {prim.resource_handle})
prim.func @f(%a: memref<4xf32>, %h: !prim.handle {prim.resource_handle}) {
  prim.call_cpacked @decl_with_rh(%a) resource_handle(%h) : (memref<4xf32>) -> ()
  prim.return
}
// -----
prim.func @prim_attr_on_func(%a: memref<4xf32>) attributes {prim.align = 64} {
  prim.return
}
// -----
prim.func @noinline_value(%a: memref<4xf32>) attributes {prim.noinline = 1} {
  prim.return
}
// -----
prim.func @noinline_string(%a: memref<4xf32>) attributes {prim.noinline = "yes"} {
  prim.return
}
// -----
prim.func @doc_int(%a: memref<4xf32>) attributes {prim.doc = 42} {
  prim.return
}
// -----
prim.func @doc_weird(%a: memref<4xf32>) attributes {prim.doc = "%s%s%n \"\00 \ff"} {
  prim.return
}
// -----
prim.func @doc_long(%a: memref<4xf32>) attributes {prim.doc = "................................................................................................................................................................................................................................................................................................................................................................................................................................................................................................................................................................................................................................................................................................................................................................................................................................................................................................................................................................................................................................................................................................."} {
  prim.return
}
// -----
prim.func @unknown_prim_func_attr(%a: memref<4xf32>) attributes {prim.bogus} {
  prim.return
}
// -----
prim.func @llvm_attrs(%a: memref<4xf32>) attributes {llvm.linkage = #llvm.linkage<internal>, passthrough = ["noinline", ["frame-pointer", "all"]]} {
  prim.return
}
// -----
prim.func @llvm_arg_attrs(%a: memref<4xf32> {llvm.noalias, llvm.align = 16 : i64}, %n: i64 {llvm.signext}) {
  prim.return
}
// -----
prim.func @llvm_emit_c_interface(%a: memref<4xf32>) attributes {llvm.emit_c_interface} {
  prim.return
}
// -----
prim.func @sym_visibility_nested(%a: memref<4xf32>) attributes {sym_visibility = "nested"} {
  prim.return
}
// -----
prim.func @function_type_attr_override(%a: memref<4xf32>) attributes {function_type = (i32) -> ()} {
  prim.return
}
// -----
"prim.func"() ({
^bb0(%a: memref<4xf32>):
  "prim.return"() : () -> ()
}) {sym_name = "generic_form", function_type = (memref<4xf32>) -> ()} : () -> ()
// -----
"prim.func"() ({
^bb0(%a: memref<4xf32>):
  "prim.return"() : () -> ()
}) {sym_name = "generic_mismatch", function_type = (memref<8xf32>, i32) -> ()} : () -> ()
// -----
"prim.func"() ({
}) {sym_name = "generic_no_type"} : () -> ()
// -----
"prim.func"() ({
}) {sym_name = 5, function_type = () -> ()} : () -> ()
// -----
"prim.func"() ({
}) {sym_name = "generic_api_int", function_type = () -> (), api = 3} : () -> ()
// -----
"prim.func"() ({
^bb0(%a: memref<4xf32>):
  "prim.return"() : () -> ()
}) {sym_name = "arg_attrs_wrong", function_type = (memref<4xf32>) -> (), arg_attrs = [{prim.align = 64}, {prim.align = 64}]} : () -> ()
// -----
"prim.func"() ({
^bb0(%a: memref<4xf32>):
  "prim.return"() : () -> ()
}) {sym_name = "arg_attrs_not_dict", function_type = (memref<4xf32>) -> (), arg_attrs = [5]} : () -> ()
// -----
"prim.func"() ({
^bb0(%a: memref<4xf32>):
  "prim.return"() : () -> ()
}) {sym_name = "res_attrs", function_type = (memref<4xf32>) -> (), res_attrs = [{llvm.noundef}]} : () -> ()
// -----
"prim.func"() ({
^bb0(%a: memref<4xf32>):
  "prim.return"() : () -> ()
}, {
}) {sym_name = "two_regions", function_type = (memref<4xf32>) -> ()} : () -> ()
// -----
prim.func @generic_call_packed(%a: memref<4xf32>) {
  "prim.call_packed"(%a) {callee = 5} : (memref<4xf32>) -> ()
  prim.return
}
// -----
prim.func @generic_call_packed_noname(%a: memref<4xf32>) {
  "prim.call_packed"(%a) : (memref<4xf32>) -> ()
  prim.return
}
// -----
prim.func @generic_call_cpacked_string(%a: memref<4xf32>) {
  "prim.call_cpacked"(%a) {callee = "callee"} : (memref<4xf32>) -> ()
  prim.return
}
prim.func @callee(%a: memref<4xf32>) {
  prim.return
}
// -----
prim.func @generic_call_cpacked_nested_ref(%a: memref<4xf32>) {
  "prim.call_cpacked"(%a) {callee = @m::@callee} : (memref<4xf32>) -> ()
  prim.return
}
module @m {
  prim.func @callee(%a: memref<4xf32>) {
    prim.return
  }
}
// -----
prim.func @generic_call_tir_nested_ref(%a: memref<4xf32>) {
  "prim.call_tir"(%a) {callee = @m::@callee} : (memref<4xf32>) -> ()
  prim.return
}
module @m {
  prim.func private @callee(%a: memref<4xf32>) {
    prim.return
  }
}
// -----
prim.func @generic_assert_kind(%c: i1) {
  "prim.assert"(%c) {message = "m", kind = 99 : i32} : (i1) -> ()
  prim.return
}
// -----
prim.func @generic_assert_no_message(%c: i1) {
  "prim.assert"(%c) : (i1) -> ()
  prim.return
}
// -----
prim.func @generic_assert_message_int(%c: i1) {
  "prim.assert"(%c) {message = 5} : (i1) -> ()
  prim.return
}
// -----
prim.func @assert_non_i1(%c: i32) {
  "prim.assert"(%c) {message = "m"} : (i32) -> ()
  prim.return
}
// -----
prim.func @generic_lookup(%a: memref<4xf32>) {
  %f = "prim.lookup_packed"() {name = 1.0} : () -> !prim.packed_func
  prim.return
}
// -----
prim.func @generic_lookup_wrong_result(%a: memref<4xf32>) {
  %f = "prim.lookup_packed"() {name = "g"} : () -> i32
  prim.return
}
// -----
prim.func @generic_null_handle_result() {
  %f = "prim.null_handle"() : () -> i64
  prim.return
}
// -----
prim.func @generic_return_in_region(%c: i1) {
  scf.if %c {
    "prim.return"() : () -> ()
  }
  prim.return
}
// -----
prim.func @loc_attrs(%a: memref<4xf32> loc("weird\00file":4294967295:4294967295)) {
  prim.return loc(fused["a", "b"])
} loc(callsite("x" at "y":1:1))
// -----
// Found by prim-fuzz-lower-legacy: a type for the address space leaves the
// property null.
llvm.mlir.global external constant @g("kept\00") {addr_space = i32}
