# RUN: prim-translate --import-tvmscript %s | FileCheck %s

# TVM main's MakePackedAPI and LowerTVMBuiltin read and write tvm-ffi's
# TVMFFIAny: T.tvm_struct_get and T.tvm_struct_set of kinds 13 to 15
# (kTVMFFIAnyTypeIndex, kTVMFFIAnyZeroPadding, kTVMFFIAnyUnionValue) are
# prim.struct_get and prim.struct_set of any_type_index, any_zero_padding
# (int32) and any_value (int64, float64 or a handle); T.tvm_stack_alloca
# of "tvm_ffi_any" is prim.stack_alloca of TVMFFIAnys, and
# T.call_packed_lowered a prim.call_packed_lowered that passes such a stack.

from tvm.script import tirx as T

@T.prim_func
def read_any(args: T.handle, result: T.handle) -> T.int32:
    T.func_attr({"calling_conv": 1})
    type_index: T.int32 = T.tvm_struct_get(args, 0, 13, "int32")
    padding: T.int32 = T.tvm_struct_get(args, 0, 14, "int32")
    n: T.int64 = T.tvm_struct_get(args, 0, 15, "int64")
    x: T.float64 = T.tvm_struct_get(args, 1, 15, "float64")
    p: T.handle = T.tvm_struct_get(args, 2, 15, "handle")
    T.tvm_struct_set(result, 0, 13, type_index + padding)
    T.tvm_struct_set(result, 0, 14, 0)
    T.tvm_struct_set(result, 0, 15, n)
    T.tvm_struct_set(result, 1, 15, x)
    T.tvm_struct_set(result, 2, 15, p)
    return 0
@T.prim_func
def ffi_stack():
    stack_ffi_any: T.let[T.handle] = T.tvm_stack_alloca("tvm_ffi_any", 2)
    T.tvm_struct_set(stack_ffi_any, 1, 13, 0)
    T.tvm_struct_set(stack_ffi_any, 1, 14, 0)
    T.tvm_struct_set(stack_ffi_any, 1, 15, T.int64(0))
    T.call_packed_lowered("testing.echo", stack_ffi_any, 0, 1)
    T.tvm_call_packed_lowered("testing.echo", stack_ffi_any, 1, 1)
@T.prim_func
def string_value():
    # A string argument as LowerTVMBuiltin stores it: the constant's address.
    stack_ffi_any: T.let[T.handle] = T.tvm_stack_alloca("tvm_ffi_any", 1)
    T.tvm_struct_set(stack_ffi_any, 0, 15, T.reinterpret(T.handle().ty, "payload"))

# CHECK-LABEL: prim.func @read_any(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: !prim.handle, %[[ARG1:[^ ,:()]+]]: !prim.handle) -> i32 api(unpacked) {
# CHECK-NEXT: %[[V0:[^ ,:()]+]] = prim.struct_get %[[ARG0]][0] any_type_index : i32
# CHECK-NEXT: %[[V1:[^ ,:()]+]] = prim.struct_get %[[ARG0]][0] any_zero_padding : i32
# CHECK-NEXT: %[[V2:[^ ,:()]+]] = prim.struct_get %[[ARG0]][0] any_value : i64
# CHECK-NEXT: %[[V3:[^ ,:()]+]] = prim.struct_get %[[ARG0]][1] any_value : f64
# CHECK-NEXT: %[[V4:[^ ,:()]+]] = prim.struct_get %[[ARG0]][2] any_value : !prim.handle
# CHECK-NEXT: %[[V5:[^ ,:()]+]] = arith.addi %[[V0]], %[[V1]] : i32
# CHECK-NEXT: prim.struct_set %[[ARG1]][0] any_type_index, %[[V5]] : i32
# CHECK-NEXT: %[[C0_I32:[^ ,:()]+]] = arith.constant 0 : i32
# CHECK-NEXT: prim.struct_set %[[ARG1]][0] any_zero_padding, %[[C0_I32]] : i32
# CHECK-NEXT: prim.struct_set %[[ARG1]][0] any_value, %[[V2]] : i64
# CHECK-NEXT: prim.struct_set %[[ARG1]][1] any_value, %[[V3]] : f64
# CHECK-NEXT: prim.struct_set %[[ARG1]][2] any_value, %[[V4]] : !prim.handle
# CHECK-NEXT: %[[C0_I32_0:[^ ,:()]+]] = arith.constant 0 : i32
# CHECK-NEXT: prim.return %[[C0_I32_0]] : i32
# CHECK-NEXT: }
# CHECK-LABEL: prim.func @ffi_stack(
# CHECK-SAME: ) {
# CHECK-NEXT: %[[V0:[^ ,:()]+]] = prim.stack_alloca tvm_ffi_any[2]
# CHECK-NEXT: %[[C0_I32:[^ ,:()]+]] = arith.constant 0 : i32
# CHECK-NEXT: prim.struct_set %[[V0]][1] any_type_index, %[[C0_I32]] : i32
# CHECK-NEXT: %[[C0_I32_0:[^ ,:()]+]] = arith.constant 0 : i32
# CHECK-NEXT: prim.struct_set %[[V0]][1] any_zero_padding, %[[C0_I32_0]] : i32
# CHECK-NEXT: %[[C0_I64:[^ ,:()]+]] = arith.constant 0 : i64
# CHECK-NEXT: prim.struct_set %[[V0]][1] any_value, %[[C0_I64]] : i64
# CHECK-NEXT: prim.call_packed_lowered "testing.echo"(%[[V0]][0, 1]) tvm_ffi_any
# CHECK-NEXT: prim.call_packed_lowered "testing.echo"(%[[V0]][1, 1]) tvm_ffi_any
# CHECK-NEXT: prim.return
# CHECK-NEXT: }
# CHECK-LABEL: prim.func @string_value(
# CHECK-SAME: ) {
# CHECK-NEXT: %[[V0:[^ ,:()]+]] = prim.stack_alloca tvm_ffi_any[1]
# CHECK-NEXT: %[[V1:[^ ,:()]+]] = prim.string "payload"
# CHECK-NEXT: %[[V2:[^ ,:()]+]] = builtin.unrealized_conversion_cast %[[V1]] : !prim.string to !prim.handle
# CHECK-NEXT: prim.struct_set %[[V0]][0] any_value, %[[V2]] : !prim.handle
# CHECK-NEXT: prim.return
# CHECK-NEXT: }
