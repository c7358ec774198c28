# RUN: prim-translate --import-tvmscript %s | FileCheck %s

# What TVM's MakePackedAPI and LowerTVMBuiltin leave in a function:
# T.isnullptr is prim.is_null; T.tvm_struct_get reads a DLTensor field
# (kinds 0 to 10) or a TVMValue (kind 12) as prim.struct_get, typed as the
# field's C type (uint8, uint16 and uint64 are signless in scalars);
# T.tvm_throw_last_error returns -1 from the function (prim.check_status of
# -1), keeping the error reported before; a calling_conv 1 function
# (MakePackedAPI's output) returns its int32 status as its result.

from tvm.script import tir as T

@T.prim_func
def fields(t: T.handle, A: T.Buffer((8,), "int64")):
    if T.isnullptr(t):
        T.evaluate(0)
    else:
        data: T.handle("float32") = T.tvm_struct_get(t, 0, 1, "handle")
        D = T.decl_buffer((2,), "float32", data=data)
        D[1] = D[0]
        shape: T.handle("int64") = T.tvm_struct_get(t, 0, 2, "handle")
        S = T.decl_buffer((1,), "int64", data=shape)
        A[0] = S[0]
        A[1] = T.Cast("int64", T.isnullptr(T.tvm_struct_get(t, 0, 3, "handle")))
        A[2] = T.Cast("int64", T.tvm_struct_get(t, 0, 4, "int32"))
        A[3] = T.Cast("int64", T.tvm_struct_get(t, 0, 5, "uint8"))
        A[4] = T.Cast("int64", T.tvm_struct_get(t, 0, 6, "uint8"))
        A[5] = T.Cast("int64", T.tvm_struct_get(t, 0, 7, dtype="uint16"))
        A[6] = T.Cast("int64", T.tvm_struct_get(t, 1, 8, "uint64"))
        A[7] = T.Cast("int64", T.tvm_struct_get(t, 0, 9, "int32")) + T.Cast("int64", T.tvm_struct_get(t, 0, 10, "int32"))

@T.prim_func
def values(args: T.handle, codes: T.handle("int32"), A: T.Buffer((2,), "float64")):
    # TVM's roundtrip test: a TVMValue's handle, then that DLTensor's data.
    assert not T.isnullptr(codes), "codes is NULL"
    arg0: T.handle = T.tvm_struct_get(args, 0, 12, dtype="handle")
    addr: T.handle = T.tvm_struct_get(arg0, 0, 0, "handle")
    n: T.int64 = T.tvm_struct_get(args, 1, 12, "int64")
    A[0] = T.tvm_struct_get(args, 2, 12, "float64") + T.Cast("float64", n)


@T.prim_func
def throws(n: T.int32):
    if n < 0:
        T.evaluate(T.tvm_throw_last_error())


@T.prim_func
def packed_by_hand(args: T.handle, num_args: T.int32) -> T.int32:
    T.func_attr({"calling_conv": 1})
    assert num_args == 0, "num_args should be 0"
    return 0

# CHECK-LABEL: prim.func @fields(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: !prim.handle, %[[ARG1:[^ ,:()]+]]: memref<8xi64>) {
# CHECK-NEXT: %[[V0:[^ ,:()]+]] = prim.is_null %[[ARG0]]
# CHECK-NEXT: scf.if %[[V0]] {
# CHECK-NEXT: } else {
# CHECK-NEXT: %[[V1:[^ ,:()]+]] = prim.struct_get %[[ARG0]][0] data : !prim.handle
# CHECK-NEXT: %[[V2:[^ ,:()]+]] = prim.buffer_view %[[V1]][] : memref<2xf32>
# CHECK-NEXT: %[[C1:[^ ,:()]+]] = arith.constant 1 : index
# CHECK-NEXT: %[[C0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[V3:[^ ,:()]+]] = memref.load %[[V2]][%[[C0]]] : memref<2xf32>
# CHECK-NEXT: memref.store %[[V3]], %[[V2]][%[[C1]]] : memref<2xf32>
# CHECK-NEXT: %[[V4:[^ ,:()]+]] = prim.struct_get %[[ARG0]][0] shape : !prim.handle
# CHECK-NEXT: %[[V5:[^ ,:()]+]] = prim.buffer_view %[[V4]][] : memref<1xi64>
# CHECK-NEXT: %[[C0_0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[C0_1:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[V6:[^ ,:()]+]] = memref.load %[[V5]][%[[C0_1]]] : memref<1xi64>
# CHECK-NEXT: memref.store %[[V6]], %[[ARG1]][%[[C0_0]]] : memref<8xi64>
# CHECK-NEXT: %[[C1_2:[^ ,:()]+]] = arith.constant 1 : index
# CHECK-NEXT: %[[V7:[^ ,:()]+]] = prim.struct_get %[[ARG0]][0] strides : !prim.handle
# CHECK-NEXT: %[[V8:[^ ,:()]+]] = prim.is_null %[[V7]]
# CHECK-NEXT: %[[V9:[^ ,:()]+]] = arith.extui %[[V8]] : i1 to i64
# CHECK-NEXT: memref.store %[[V9]], %[[ARG1]][%[[C1_2]]] : memref<8xi64>
# CHECK-NEXT: %[[C2:[^ ,:()]+]] = arith.constant 2 : index
# CHECK-NEXT: %[[V10:[^ ,:()]+]] = prim.struct_get %[[ARG0]][0] ndim : i32
# CHECK-NEXT: %[[V11:[^ ,:()]+]] = arith.extsi %[[V10]] : i32 to i64
# CHECK-NEXT: memref.store %[[V11]], %[[ARG1]][%[[C2]]] : memref<8xi64>
# CHECK-NEXT: %[[C3:[^ ,:()]+]] = arith.constant 3 : index
# CHECK-NEXT: %[[V12:[^ ,:()]+]] = prim.struct_get %[[ARG0]][0] type_code : i8
# CHECK-NEXT: %[[V13:[^ ,:()]+]] = arith.extui %[[V12]] : i8 to i64
# CHECK-NEXT: memref.store %[[V13]], %[[ARG1]][%[[C3]]] : memref<8xi64>
# CHECK-NEXT: %[[C4:[^ ,:()]+]] = arith.constant 4 : index
# CHECK-NEXT: %[[V14:[^ ,:()]+]] = prim.struct_get %[[ARG0]][0] type_bits : i8
# CHECK-NEXT: %[[V15:[^ ,:()]+]] = arith.extui %[[V14]] : i8 to i64
# CHECK-NEXT: memref.store %[[V15]], %[[ARG1]][%[[C4]]] : memref<8xi64>
# CHECK-NEXT: %[[C5:[^ ,:()]+]] = arith.constant 5 : index
# CHECK-NEXT: %[[V16:[^ ,:()]+]] = prim.struct_get %[[ARG0]][0] type_lanes : i16
# CHECK-NEXT: %[[V17:[^ ,:()]+]] = arith.extui %[[V16]] : i16 to i64
# CHECK-NEXT: memref.store %[[V17]], %[[ARG1]][%[[C5]]] : memref<8xi64>
# CHECK-NEXT: %[[C6:[^ ,:()]+]] = arith.constant 6 : index
# CHECK-NEXT: %[[V18:[^ ,:()]+]] = prim.struct_get %[[ARG0]][1] byte_offset : i64
# CHECK-NEXT: memref.store %[[V18]], %[[ARG1]][%[[C6]]] : memref<8xi64>
# CHECK-NEXT: %[[C7:[^ ,:()]+]] = arith.constant 7 : index
# CHECK-NEXT: %[[V19:[^ ,:()]+]] = prim.struct_get %[[ARG0]][0] device_id : i32
# CHECK-NEXT: %[[V20:[^ ,:()]+]] = arith.extsi %[[V19]] : i32 to i64
# CHECK-NEXT: %[[V21:[^ ,:()]+]] = prim.struct_get %[[ARG0]][0] device_type : i32
# CHECK-NEXT: %[[V22:[^ ,:()]+]] = arith.extsi %[[V21]] : i32 to i64
# CHECK-NEXT: %[[V23:[^ ,:()]+]] = arith.addi %[[V20]], %[[V22]] : i64
# CHECK-NEXT: memref.store %[[V23]], %[[ARG1]][%[[C7]]] : memref<8xi64>
# CHECK-NEXT: }
# CHECK-NEXT: prim.return
# CHECK-LABEL: prim.func @values(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: !prim.handle, %[[ARG1:[^ ,:()]+]]: !prim.handle, %[[ARG2:[^ ,:()]+]]: memref<2xf64>) {
# CHECK-NEXT: %[[V0:[^ ,:()]+]] = prim.is_null %[[ARG1]]
# CHECK-NEXT: %[[TRUE:[^ ,:()]+]] = arith.constant true
# CHECK-NEXT: %[[V1:[^ ,:()]+]] = arith.xori %[[V0]], %[[TRUE]] : i1
# CHECK-NEXT: prim.assert %[[V1]], "codes is NULL"
# CHECK-NEXT: %[[V2:[^ ,:()]+]] = prim.struct_get %[[ARG0]][0] value_content : !prim.handle
# CHECK-NEXT: %[[V3:[^ ,:()]+]] = prim.struct_get %[[V2]][0] addr : !prim.handle
# CHECK-NEXT: %[[V4:[^ ,:()]+]] = prim.struct_get %[[ARG0]][1] value_content : i64
# CHECK-NEXT: %[[C0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[V5:[^ ,:()]+]] = prim.struct_get %[[ARG0]][2] value_content : f64
# CHECK-NEXT: %[[V6:[^ ,:()]+]] = arith.sitofp %[[V4]] : i64 to f64
# CHECK-NEXT: %[[V7:[^ ,:()]+]] = arith.addf %[[V5]], %[[V6]] fastmath<contract> : f64
# CHECK-NEXT: memref.store %[[V7]], %[[ARG2]][%[[C0]]] : memref<2xf64>
# CHECK-NEXT: prim.return
# CHECK-LABEL: prim.func @throws(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: i32) {
# CHECK-NEXT: %[[C0_I32:[^ ,:()]+]] = arith.constant 0 : i32
# CHECK-NEXT: %[[V0:[^ ,:()]+]] = arith.cmpi slt, %[[ARG0]], %[[C0_I32]] : i32
# CHECK-NEXT: scf.if %[[V0]] {
# CHECK-NEXT: %[[MINUS1:[^ ,:()]+]] = arith.constant -1 : i32
# CHECK-NEXT: prim.check_status %[[MINUS1]] : i32
# CHECK-NEXT: }
# CHECK-NEXT: prim.return
# CHECK-LABEL: prim.func @packed_by_hand(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: !prim.handle, %[[ARG1:[^ ,:()]+]]: i32) -> i32 api(unpacked) {
# CHECK-NEXT: %[[C0_I32:[^ ,:()]+]] = arith.constant 0 : i32
# CHECK-NEXT: %[[V0:[^ ,:()]+]] = arith.cmpi eq, %[[ARG1]], %[[C0_I32]] : i32
# CHECK-NEXT: prim.assert %[[V0]], "num_args should be 0"
# CHECK-NEXT: %[[C0_I32_0:[^ ,:()]+]] = arith.constant 0 : i32
# CHECK-NEXT: prim.return %[[C0_I32_0]] : i32
