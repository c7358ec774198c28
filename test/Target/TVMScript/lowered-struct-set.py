# RUN: prim-translate --import-tvmscript %s | FileCheck %s

# T.tvm_struct_set, as TVM's LowerTVMBuiltin writes it: each DLTensor field
# (kinds 1 to 10) and a TVMValue (kind 12, TVM v0.20's) as prim.struct_set
# of the field's C type; a buffer's data pointer is a handle, a Python int
# TVM's int32. As a value it is TVM's int32 0. T.tvm_stack_alloca is
# prim.stack_alloca of TVM v0.20's kinds.

from tvm.script import tir as T

@T.prim_func
def set_fields(t: T.handle, A: T.Buffer((4,), "float32"), shape: T.handle("int64")):
    T.tvm_struct_set(t, 1, 1, A.data)
    T.tvm_struct_set(t, 1, 2, shape)
    T.tvm_struct_set(t, 1, 3, T.reinterpret("handle", T.uint64(0)))
    T.tvm_struct_set(t, 1, 4, 1)
    T.tvm_struct_set(t, 1, 5, T.uint8(2))
    T.tvm_struct_set(t, 1, 6, T.uint8(32))
    T.tvm_struct_set(t, 1, 7, T.uint16(1))
    T.tvm_struct_set(t, 1, 8, T.uint64(0))
    T.tvm_struct_set(t, 1, 9, 0)
    T.tvm_struct_set(t, 1, 10, 1)

@T.prim_func
def set_values(args: T.handle, t: T.handle, n: T.int64) -> T.int32:
    T.tvm_struct_set(args, 0, 12, T.tvm_struct_get(t, 0, 0, "handle"))
    T.tvm_struct_set(args, 1, 12, n)
    T.tvm_struct_set(args, 2, 12, T.float64(0.5))
    return T.tvm_struct_set(args, 3, 12, T.int64(7))
@T.prim_func
def stacks():
    tensors: T.handle = T.tvm_stack_alloca("array", 2)
    shape = T.decl_buffer((2,), "int64", data=T.tvm_stack_alloca("shape", 2))
    values: T.handle = T.tvm_stack_alloca("arg_value", 3, dtype="handle")
    codes = T.decl_buffer((3,), "int32", data=T.tvm_stack_alloca("arg_tcode", 3))
    T.tvm_struct_set(tensors, 1, 2, T.address_of(shape[0]))
    T.tvm_struct_set(values, 0, 12, tensors)
    codes[0] = 7

# CHECK-LABEL: prim.func @set_fields(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: !prim.handle, %[[ARG1:[^ ,:()]+]]: memref<4xf32>, %[[ARG2:[^ ,:()]+]]: !prim.handle) {
# CHECK-NEXT: %[[INTPTR:[^ ,:()]+]] = memref.extract_aligned_pointer_as_index %[[ARG1]] : memref<4xf32> -> index
# CHECK-NEXT: %[[V0:[^ ,:()]+]] = arith.index_cast %[[INTPTR]] : index to i64
# CHECK-NEXT: %[[V1:[^ ,:()]+]] = llvm.inttoptr %[[V0]] : i64 to !llvm.ptr
# CHECK-NEXT: %[[V2:[^ ,:()]+]] = builtin.unrealized_conversion_cast %[[V1]] : !llvm.ptr to !prim.handle
# CHECK-NEXT: prim.struct_set %[[ARG0]][1] data, %[[V2]] : !prim.handle
# CHECK-NEXT: prim.struct_set %[[ARG0]][1] shape, %[[ARG2]] : !prim.handle
# CHECK-NEXT: %[[V3:[^ ,:()]+]] = prim.null_handle
# CHECK-NEXT: prim.struct_set %[[ARG0]][1] strides, %[[V3]] : !prim.handle
# CHECK-NEXT: %[[C1_I32:[^ ,:()]+]] = arith.constant 1 : i32
# CHECK-NEXT: prim.struct_set %[[ARG0]][1] ndim, %[[C1_I32]] : i32
# CHECK-NEXT: %[[C2_I8:[^ ,:()]+]] = arith.constant 2 : i8
# CHECK-NEXT: prim.struct_set %[[ARG0]][1] type_code, %[[C2_I8]] : i8
# CHECK-NEXT: %[[C32_I8:[^ ,:()]+]] = arith.constant 32 : i8
# CHECK-NEXT: prim.struct_set %[[ARG0]][1] type_bits, %[[C32_I8]] : i8
# CHECK-NEXT: %[[C1_I16:[^ ,:()]+]] = arith.constant 1 : i16
# CHECK-NEXT: prim.struct_set %[[ARG0]][1] type_lanes, %[[C1_I16]] : i16
# CHECK-NEXT: %[[C0_I64:[^ ,:()]+]] = arith.constant 0 : i64
# CHECK-NEXT: prim.struct_set %[[ARG0]][1] byte_offset, %[[C0_I64]] : i64
# CHECK-NEXT: %[[C0_I32:[^ ,:()]+]] = arith.constant 0 : i32
# CHECK-NEXT: prim.struct_set %[[ARG0]][1] device_id, %[[C0_I32]] : i32
# CHECK-NEXT: %[[C1_I32_0:[^ ,:()]+]] = arith.constant 1 : i32
# CHECK-NEXT: prim.struct_set %[[ARG0]][1] device_type, %[[C1_I32_0]] : i32
# CHECK-NEXT: prim.return
# CHECK-NEXT: }
# CHECK-LABEL: prim.func @set_values(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: !prim.handle, %[[ARG1:[^ ,:()]+]]: !prim.handle, %[[ARG2:[^ ,:()]+]]: i64) -> i32 {
# CHECK-NEXT: %[[V0:[^ ,:()]+]] = prim.struct_get %[[ARG1]][0] addr : !prim.handle
# CHECK-NEXT: prim.struct_set %[[ARG0]][0] value_content, %[[V0]] : !prim.handle
# CHECK-NEXT: prim.struct_set %[[ARG0]][1] value_content, %[[ARG2]] : i64
# CHECK-NEXT: %[[CST:[^ ,:()]+]] = arith.constant 5.000000e-01 : f64
# CHECK-NEXT: prim.struct_set %[[ARG0]][2] value_content, %[[CST]] : f64
# CHECK-NEXT: %[[C7_I64:[^ ,:()]+]] = arith.constant 7 : i64
# CHECK-NEXT: prim.struct_set %[[ARG0]][3] value_content, %[[C7_I64]] : i64
# CHECK-NEXT: %[[C0_I32:[^ ,:()]+]] = arith.constant 0 : i32
# CHECK-NEXT: prim.return %[[C0_I32]] : i32
# CHECK-NEXT: }
# CHECK-LABEL: prim.func @stacks(
# CHECK-SAME: ) {
# CHECK-NEXT: %[[V0:[^ ,:()]+]] = prim.stack_alloca array[2]
# CHECK-NEXT: %[[V1:[^ ,:()]+]] = prim.stack_alloca shape[2]
# CHECK-NEXT: %[[V2:[^ ,:()]+]] = prim.buffer_view %[[V1]][] : memref<2xi64>
# CHECK-NEXT: %[[V3:[^ ,:()]+]] = prim.stack_alloca arg_value[3]
# CHECK-NEXT: %[[V4:[^ ,:()]+]] = prim.stack_alloca arg_tcode[3]
# CHECK-NEXT: %[[V5:[^ ,:()]+]] = prim.buffer_view %[[V4]][] : memref<3xi32>
# CHECK-NEXT: %[[C0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[BASE_BUFFER:[^ ,:()]+]], %[[OFFSET:[^ ,:()]+]], %[[SIZES:[^ ,:()]+]], %[[STRIDES:[^ ,:()]+]] = memref.extract_strided_metadata %[[V2]] : memref<2xi64> -> memref<i64>, index, index, index
# CHECK-NEXT: %[[V6:[^ ,:()]+]] = arith.muli %[[C0]], %[[STRIDES]] : index
# CHECK-NEXT: %[[V7:[^ ,:()]+]] = arith.addi %[[OFFSET]], %[[V6]] : index
# CHECK-NEXT: %[[INTPTR:[^ ,:()]+]] = memref.extract_aligned_pointer_as_index %[[V2]] : memref<2xi64> -> index
# CHECK-NEXT: %[[C8:[^ ,:()]+]] = arith.constant 8 : index
# CHECK-NEXT: %[[V8:[^ ,:()]+]] = arith.muli %[[V7]], %[[C8]] : index
# CHECK-NEXT: %[[V9:[^ ,:()]+]] = arith.addi %[[INTPTR]], %[[V8]] : index
# CHECK-NEXT: %[[V10:[^ ,:()]+]] = arith.index_cast %[[V9]] : index to i64
# CHECK-NEXT: %[[V11:[^ ,:()]+]] = llvm.inttoptr %[[V10]] : i64 to !llvm.ptr
# CHECK-NEXT: %[[V12:[^ ,:()]+]] = builtin.unrealized_conversion_cast %[[V11]] : !llvm.ptr to !prim.handle
# CHECK-NEXT: prim.struct_set %[[V0]][1] shape, %[[V12]] : !prim.handle
# CHECK-NEXT: prim.struct_set %[[V3]][0] value_content, %[[V0]] : !prim.handle
# CHECK-NEXT: %[[C0_0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[C7_I32:[^ ,:()]+]] = arith.constant 7 : i32
# CHECK-NEXT: memref.store %[[C7_I32]], %[[V5]][%[[C0_0]]] : memref<3xi32>
# CHECK-NEXT: prim.return
# CHECK-NEXT: }
