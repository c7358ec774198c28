# RUN: prim-translate --import-tvmscript %s | FileCheck %s

# Buffers over pointers, as TVM's tests write them: T.decl_buffer and
# T.Buffer with data= a handle parameter, a let-bound handle or
# T.address_of are prim.buffer_view of the pointer, and so is a view of a
# buffer's data in another dtype or with constant strides; a module
# function's T.handle parameter that it views receives a pointer as a view
# of the callee's shape, whose dims are the callee's expressions of the
# call's arguments; T.call_extern of a module function calls it; the
# pointer T.match_buffer's data= names (another parameter's buffer, or a
# buffer T.match_buffer binds) must be the argument's.

from tvm.script import ir as I
from tvm.script import tir as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((4, 16), "float32"), n: T.int32):
        Module.sub(T.address_of(A[1, 0]), n + 1)
        T.call_extern("kernel", A.data, dtype="void")

    @T.prim_func(private=True)
    def sub(A_data: T.handle("float32"), m: T.int32):
        A = T.decl_buffer((m * 2,), "float32", data=A_data)
        A[0] = 1.0

    @T.prim_func
    def kernel(A_data: T.handle("float32")):
        A = T.decl_buffer(2, "float32", data=A_data)
        A[1] = 0.0

    @T.prim_func
    def handles(A_ptr: T.handle("float32"), B: T.Buffer((8,), "int32")):
        for i in range(2):
            A = T.decl_buffer(1, "float32", data=A_ptr)
            A[0] = 42.0
        p: T.handle("int32") = T.address_of(B[4])
        C = T.Buffer((4,), "int32", data=p)
        C[0] = 1

    @T.prim_func
    def aliases():
        data = T.allocate([8], "int8")
        A = T.decl_buffer([8], "int8", data)
        W = T.decl_buffer([2], "int32", data)
        S = T.decl_buffer([2, 3], "int8", data, strides=[4, 1])
        W[1] = T.int32(A[0]) + T.int32(S[1, 2])

    @T.prim_func
    def same_data(A: T.Buffer((4,), "float32"), b: T.handle):
        B = T.match_buffer(b, (4,), "float32", data=A.data)
        B[0] = A[1]

    @T.prim_func
    def same_matched_data(a: T.handle, b: T.handle):
        A = T.match_buffer(a, (4,), "float32")
        B = T.match_buffer(b, (4,), "float32", data=A.data)
        B[0] = A[1]

# CHECK-LABEL: prim.func @main(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: memref<4x16xf32>, %[[ARG1:[^ ,:()]+]]: i32) {
# CHECK-NEXT: %[[C1:[^ ,:()]+]] = arith.constant 1 : index
# CHECK-NEXT: %[[C0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[BASE_BUFFER:[^ ,:()]+]], %[[OFFSET:[^ ,:()]+]], %[[SIZES:[^ ,:()]+]]:2, %[[STRIDES:[^ ,:()]+]]:2 = memref.extract_strided_metadata %[[ARG0]] : memref<4x16xf32> -> memref<f32>, index, index, index, index, index
# CHECK-NEXT: %[[V0:[^ ,:()]+]] = arith.muli %[[C1]], %[[STRIDES]]#0 : index
# CHECK-NEXT: %[[V1:[^ ,:()]+]] = arith.addi %[[OFFSET]], %[[V0]] : index
# CHECK-NEXT: %[[V2:[^ ,:()]+]] = arith.muli %[[C0]], %[[STRIDES]]#1 : index
# CHECK-NEXT: %[[V3:[^ ,:()]+]] = arith.addi %[[V1]], %[[V2]] : index
# CHECK-NEXT: %[[INTPTR:[^ ,:()]+]] = memref.extract_aligned_pointer_as_index %[[ARG0]] : memref<4x16xf32> -> index
# CHECK-NEXT: %[[C4:[^ ,:()]+]] = arith.constant 4 : index
# CHECK-NEXT: %[[V4:[^ ,:()]+]] = arith.muli %[[V3]], %[[C4]] : index
# CHECK-NEXT: %[[V5:[^ ,:()]+]] = arith.addi %[[INTPTR]], %[[V4]] : index
# CHECK-NEXT: %[[V6:[^ ,:()]+]] = arith.index_cast %[[V5]] : index to i64
# CHECK-NEXT: %[[V7:[^ ,:()]+]] = llvm.inttoptr %[[V6]] : i64 to !llvm.ptr
# CHECK-NEXT: %[[V8:[^ ,:()]+]] = builtin.unrealized_conversion_cast %[[V7]] : !llvm.ptr to !prim.handle
# CHECK-NEXT: %[[C1_I32:[^ ,:()]+]] = arith.constant 1 : i32
# CHECK-NEXT: %[[V9:[^ ,:()]+]] = arith.addi %[[ARG1]], %[[C1_I32]] : i32
# CHECK-NEXT: %[[C2_I32:[^ ,:()]+]] = arith.constant 2 : i32
# CHECK-NEXT: %[[V10:[^ ,:()]+]] = arith.muli %[[V9]], %[[C2_I32]] : i32
# CHECK-NEXT: %[[V11:[^ ,:()]+]] = arith.index_cast %[[V10]] : i32 to index
# CHECK-NEXT: %[[V12:[^ ,:()]+]] = prim.buffer_view %[[V8]][%[[V11]]] : memref<?xf32>
# CHECK-NEXT: prim.call_tir @sub(%[[V12]], %[[V9]]) : (memref<?xf32>, i32) -> ()
# CHECK-NEXT: %[[INTPTR_0:[^ ,:()]+]] = memref.extract_aligned_pointer_as_index %[[ARG0]] : memref<4x16xf32> -> index
# CHECK-NEXT: %[[V13:[^ ,:()]+]] = arith.index_cast %[[INTPTR_0]] : index to i64
# CHECK-NEXT: %[[V14:[^ ,:()]+]] = llvm.inttoptr %[[V13]] : i64 to !llvm.ptr
# CHECK-NEXT: %[[V15:[^ ,:()]+]] = builtin.unrealized_conversion_cast %[[V14]] : !llvm.ptr to !prim.handle
# CHECK-NEXT: %[[V16:[^ ,:()]+]] = prim.buffer_view %[[V15]][] : memref<2xf32>
# CHECK-NEXT: prim.call_tir @kernel(%[[V16]]) : (memref<2xf32>) -> ()
# CHECK-NEXT: prim.return
# CHECK-NEXT: }
# CHECK-LABEL: prim.func private @sub(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: memref<?xf32>, %[[ARG1:[^ ,:()]+]]: i32) {
# CHECK-NEXT: %[[C0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[DIM:[^ ,:()]+]] = memref.dim %[[ARG0]], %[[C0]] : memref<?xf32>
# CHECK-NEXT: %[[C2_I32:[^ ,:()]+]] = arith.constant 2 : i32
# CHECK-NEXT: %[[V0:[^ ,:()]+]] = arith.muli %[[ARG1]], %[[C2_I32]] : i32
# CHECK-NEXT: %[[V1:[^ ,:()]+]] = arith.index_cast %[[V0]] : i32 to index
# CHECK-NEXT: %[[V2:[^ ,:()]+]] = arith.cmpi eq, %[[DIM]], %[[V1]] : index
# CHECK-NEXT: prim.assert %[[V2]], "sub: A.shape[0] must be m * 2, found {}"(%[[DIM]] : index) kind(ValueError)
# CHECK-NEXT: %[[C0_0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[CST:[^ ,:()]+]] = arith.constant 1.000000e+00 : f32
# CHECK-NEXT: memref.store %[[CST]], %[[ARG0]][%[[C0_0]]] : memref<?xf32>
# CHECK-NEXT: prim.return
# CHECK-NEXT: }
# CHECK-LABEL: prim.func @kernel(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: memref<2xf32>) {
# CHECK-NEXT: %[[C1:[^ ,:()]+]] = arith.constant 1 : index
# CHECK-NEXT: %[[CST:[^ ,:()]+]] = arith.constant 0.000000e+00 : f32
# CHECK-NEXT: memref.store %[[CST]], %[[ARG0]][%[[C1]]] : memref<2xf32>
# CHECK-NEXT: prim.return
# CHECK-NEXT: }
# CHECK-LABEL: prim.func @handles(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: !prim.handle, %[[ARG1:[^ ,:()]+]]: memref<8xi32>) {
# CHECK-NEXT: %[[C0_I32:[^ ,:()]+]] = arith.constant 0 : i32
# CHECK-NEXT: %[[C2_I32:[^ ,:()]+]] = arith.constant 2 : i32
# CHECK-NEXT: %[[C1_I32:[^ ,:()]+]] = arith.constant 1 : i32
# CHECK-NEXT: scf.for %[[ARG2:[^ ,:()]+]] = %[[C0_I32]] to %[[C2_I32]] step %[[C1_I32]]  : i32 {
# CHECK-NEXT: %[[V8:[^ ,:()]+]] = prim.buffer_view %[[ARG0]][] : memref<1xf32>
# CHECK-NEXT: %[[C0_2:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[CST:[^ ,:()]+]] = arith.constant 4.200000e+01 : f32
# CHECK-NEXT: memref.store %[[CST]], %[[V8]][%[[C0_2]]] : memref<1xf32>
# CHECK-NEXT: }
# CHECK-NEXT: %[[C4:[^ ,:()]+]] = arith.constant 4 : index
# CHECK-NEXT: %[[BASE_BUFFER:[^ ,:()]+]], %[[OFFSET:[^ ,:()]+]], %[[SIZES:[^ ,:()]+]], %[[STRIDES:[^ ,:()]+]] = memref.extract_strided_metadata %[[ARG1]] : memref<8xi32> -> memref<i32>, index, index, index
# CHECK-NEXT: %[[V0:[^ ,:()]+]] = arith.muli %[[C4]], %[[STRIDES]] : index
# CHECK-NEXT: %[[V1:[^ ,:()]+]] = arith.addi %[[OFFSET]], %[[V0]] : index
# CHECK-NEXT: %[[INTPTR:[^ ,:()]+]] = memref.extract_aligned_pointer_as_index %[[ARG1]] : memref<8xi32> -> index
# CHECK-NEXT: %[[C4_0:[^ ,:()]+]] = arith.constant 4 : index
# CHECK-NEXT: %[[V2:[^ ,:()]+]] = arith.muli %[[V1]], %[[C4_0]] : index
# CHECK-NEXT: %[[V3:[^ ,:()]+]] = arith.addi %[[INTPTR]], %[[V2]] : index
# CHECK-NEXT: %[[V4:[^ ,:()]+]] = arith.index_cast %[[V3]] : index to i64
# CHECK-NEXT: %[[V5:[^ ,:()]+]] = llvm.inttoptr %[[V4]] : i64 to !llvm.ptr
# CHECK-NEXT: %[[V6:[^ ,:()]+]] = builtin.unrealized_conversion_cast %[[V5]] : !llvm.ptr to !prim.handle
# CHECK-NEXT: %[[V7:[^ ,:()]+]] = prim.buffer_view %[[V6]][] : memref<4xi32>
# CHECK-NEXT: %[[C0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[C1_I32_1:[^ ,:()]+]] = arith.constant 1 : i32
# CHECK-NEXT: memref.store %[[C1_I32_1]], %[[V7]][%[[C0]]] : memref<4xi32>
# CHECK-NEXT: prim.return
# CHECK-NEXT: }
# CHECK-LABEL: prim.func @aliases(
# CHECK-SAME: ) {
# CHECK-NEXT: %[[ALLOCA:[^ ,:()]+]] = memref.alloca() : memref<8xi8>
# CHECK-NEXT: %[[INTPTR:[^ ,:()]+]] = memref.extract_aligned_pointer_as_index %[[ALLOCA]] : memref<8xi8> -> index
# CHECK-NEXT: %[[V0:[^ ,:()]+]] = arith.index_cast %[[INTPTR]] : index to i64
# CHECK-NEXT: %[[V1:[^ ,:()]+]] = llvm.inttoptr %[[V0]] : i64 to !llvm.ptr
# CHECK-NEXT: %[[V2:[^ ,:()]+]] = builtin.unrealized_conversion_cast %[[V1]] : !llvm.ptr to !prim.handle
# CHECK-NEXT: %[[V3:[^ ,:()]+]] = prim.buffer_view %[[V2]][] : memref<2xi32>
# CHECK-NEXT: %[[INTPTR_0:[^ ,:()]+]] = memref.extract_aligned_pointer_as_index %[[ALLOCA]] : memref<8xi8> -> index
# CHECK-NEXT: %[[V4:[^ ,:()]+]] = arith.index_cast %[[INTPTR_0]] : index to i64
# CHECK-NEXT: %[[V5:[^ ,:()]+]] = llvm.inttoptr %[[V4]] : i64 to !llvm.ptr
# CHECK-NEXT: %[[V6:[^ ,:()]+]] = builtin.unrealized_conversion_cast %[[V5]] : !llvm.ptr to !prim.handle
# CHECK-NEXT: %[[V7:[^ ,:()]+]] = prim.buffer_view %[[V6]][] : memref<2x3xi8, strided<[4, 1]>>
# CHECK-NEXT: %[[C1:[^ ,:()]+]] = arith.constant 1 : index
# CHECK-NEXT: %[[C0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[V8:[^ ,:()]+]] = memref.load %[[ALLOCA]][%[[C0]]] : memref<8xi8>
# CHECK-NEXT: %[[V9:[^ ,:()]+]] = arith.extsi %[[V8]] : i8 to i32
# CHECK-NEXT: %[[C1_1:[^ ,:()]+]] = arith.constant 1 : index
# CHECK-NEXT: %[[C2:[^ ,:()]+]] = arith.constant 2 : index
# CHECK-NEXT: %[[V10:[^ ,:()]+]] = memref.load %[[V7]][%[[C1_1]], %[[C2]]] : memref<2x3xi8, strided<[4, 1]>>
# CHECK-NEXT: %[[V11:[^ ,:()]+]] = arith.extsi %[[V10]] : i8 to i32
# CHECK-NEXT: %[[V12:[^ ,:()]+]] = arith.addi %[[V9]], %[[V11]] : i32
# CHECK-NEXT: memref.store %[[V12]], %[[V3]][%[[C1]]] : memref<2xi32>
# CHECK-NEXT: prim.return
# CHECK-NEXT: }
# CHECK-LABEL: prim.func @same_data(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: memref<4xf32>, %[[ARG1:[^ ,:()]+]]: memref<4xf32>) {
# CHECK-NEXT: %[[INTPTR:[^ ,:()]+]] = memref.extract_aligned_pointer_as_index %[[ARG0]] : memref<4xf32> -> index
# CHECK-NEXT: %[[INTPTR_0:[^ ,:()]+]] = memref.extract_aligned_pointer_as_index %[[ARG1]] : memref<4xf32> -> index
# CHECK-NEXT: %[[V0:[^ ,:()]+]] = arith.cmpi eq, %[[INTPTR_0]], %[[INTPTR]] : index
# CHECK-NEXT: prim.assert %[[V0]], "same_data: B.data must be A.data" kind(ValueError)
# CHECK-NEXT: %[[C0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[C1:[^ ,:()]+]] = arith.constant 1 : index
# CHECK-NEXT: %[[V1:[^ ,:()]+]] = memref.load %[[ARG0]][%[[C1]]] : memref<4xf32>
# CHECK-NEXT: memref.store %[[V1]], %[[ARG1]][%[[C0]]] : memref<4xf32>
# CHECK-NEXT: prim.return
# CHECK-NEXT: }
# CHECK-LABEL: prim.func @same_matched_data(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: memref<4xf32>, %[[ARG1:[^ ,:()]+]]: memref<4xf32>) {
# CHECK-NEXT: %[[INTPTR:[^ ,:()]+]] = memref.extract_aligned_pointer_as_index %[[ARG0]] : memref<4xf32> -> index
# CHECK-NEXT: %[[INTPTR_0:[^ ,:()]+]] = memref.extract_aligned_pointer_as_index %[[ARG1]] : memref<4xf32> -> index
# CHECK-NEXT: %[[V0:[^ ,:()]+]] = arith.cmpi eq, %[[INTPTR_0]], %[[INTPTR]] : index
# CHECK-NEXT: prim.assert %[[V0]], "same_matched_data: B.data must be A.data" kind(ValueError)
# CHECK-NEXT: %[[C0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[C1:[^ ,:()]+]] = arith.constant 1 : index
# CHECK-NEXT: %[[V1:[^ ,:()]+]] = memref.load %[[ARG0]][%[[C1]]] : memref<4xf32>
# CHECK-NEXT: memref.store %[[V1]], %[[ARG1]][%[[C0]]] : memref<4xf32>
# CHECK-NEXT: prim.return
# CHECK-NEXT: }
