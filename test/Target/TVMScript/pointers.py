# RUN: prim-translate --import-tvmscript %s | FileCheck %s
# RUN: sed 's/^from tvm.script import tir as T$/from tvm.script import tirx as T/' %s | prim-translate --import-tvmscript - | FileCheck %s

# Pointers and C calls as TVM's tests write them: T.call_extern with the
# dtype first or as dtype= ("" or "void": no result), whose data pointer
# (A.data), T.address_of(A[i]) and A.access_ptr(...) arguments are the
# buffer's aligned pointer advanced by the element's offset; A.elem_offset;
# T.allocate_const, a private constant global.

from tvm.script import tir as T

@T.prim_func
def pointers(A: T.Buffer((4, 4), "float32"), B: T.Buffer((4,), "int32"), i: T.int32):
    T.evaluate(T.call_extern("f", A.data, T.address_of(A[i, 1]), dtype=""))
    T.evaluate(T.call_extern("g", A.access_ptr("r", offset=i), dtype="void"))
    B[0] = T.call_extern("int32", "h", 1) + A.elem_offset

@T.prim_func
def constant(B: T.Buffer((4,), "int32")):
    K_data = T.allocate_const([1, -2, 3, 4], "int32", [4])
    K = T.decl_buffer((4,), "int32", data=K_data)
    B[1] = K[1]

@T.prim_func
def packed_and_let(A: T.Buffer((4,), "int32")):
    x = T.int32()
    T.call_packed("launch", A.data, 4)
    A[0] = T.Let(x + 1, where={x: 1})

# CHECK-LABEL: prim.func @pointers(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: memref<4x4xf32>, %[[ARG1:[^ ,:()]+]]: memref<4xi32>, %[[ARG2:[^ ,:()]+]]: i32) {
# CHECK-NEXT: %[[INTPTR:[^ ,:()]+]] = memref.extract_aligned_pointer_as_index %[[ARG0]] : memref<4x4xf32> -> index
# CHECK-NEXT: %[[V0:[^ ,:()]+]] = arith.index_cast %[[INTPTR]] : index to i64
# CHECK-NEXT: %[[V1:[^ ,:()]+]] = llvm.inttoptr %[[V0]] : i64 to !llvm.ptr
# CHECK-NEXT: %[[V2:[^ ,:()]+]] = builtin.unrealized_conversion_cast %[[V1]] : !llvm.ptr to !prim.handle
# CHECK-NEXT: %[[V3:[^ ,:()]+]] = arith.index_cast %[[ARG2]] : i32 to index
# CHECK-NEXT: %[[C1:[^ ,:()]+]] = arith.constant 1 : index
# CHECK-NEXT: %[[BASE_BUFFER:[^ ,:()]+]], %[[OFFSET:[^ ,:()]+]], %[[SIZES:[^ ,:()]+]]:2, %[[STRIDES:[^ ,:()]+]]:2 = memref.extract_strided_metadata %[[ARG0]] : memref<4x4xf32> -> memref<f32>, index, index, index, index, index
# CHECK-NEXT: %[[V4:[^ ,:()]+]] = arith.muli %[[V3]], %[[STRIDES]]#0 : index
# CHECK-NEXT: %[[V5:[^ ,:()]+]] = arith.addi %[[OFFSET]], %[[V4]] : index
# CHECK-NEXT: %[[V6:[^ ,:()]+]] = arith.muli %[[C1]], %[[STRIDES]]#1 : index
# CHECK-NEXT: %[[V7:[^ ,:()]+]] = arith.addi %[[V5]], %[[V6]] : index
# CHECK-NEXT: %[[INTPTR_0:[^ ,:()]+]] = memref.extract_aligned_pointer_as_index %[[ARG0]] : memref<4x4xf32> -> index
# CHECK-NEXT: %[[C4:[^ ,:()]+]] = arith.constant 4 : index
# CHECK-NEXT: %[[V8:[^ ,:()]+]] = arith.muli %[[V7]], %[[C4]] : index
# CHECK-NEXT: %[[V9:[^ ,:()]+]] = arith.addi %[[INTPTR_0]], %[[V8]] : index
# CHECK-NEXT: %[[V10:[^ ,:()]+]] = arith.index_cast %[[V9]] : index to i64
# CHECK-NEXT: %[[V11:[^ ,:()]+]] = llvm.inttoptr %[[V10]] : i64 to !llvm.ptr
# CHECK-NEXT: %[[V12:[^ ,:()]+]] = builtin.unrealized_conversion_cast %[[V11]] : !llvm.ptr to !prim.handle
# CHECK-NEXT: func.call @f(%[[V2]], %[[V12]]) : (!prim.handle, !prim.handle) -> ()
# CHECK-NEXT: %[[V13:[^ ,:()]+]] = arith.index_cast %[[ARG2]] : i32 to index
# CHECK-NEXT: %[[BASE_BUFFER_1:[^ ,:()]+]], %[[OFFSET_2:[^ ,:()]+]], %[[SIZES_3:[^ ,:()]+]]:2, %[[STRIDES_4:[^ ,:()]+]]:2 = memref.extract_strided_metadata %[[ARG0]] : memref<4x4xf32> -> memref<f32>, index, index, index, index, index
# CHECK-NEXT: %[[V14:[^ ,:()]+]] = arith.addi %[[OFFSET_2]], %[[V13]] : index
# CHECK-NEXT: %[[INTPTR_5:[^ ,:()]+]] = memref.extract_aligned_pointer_as_index %[[ARG0]] : memref<4x4xf32> -> index
# CHECK-NEXT: %[[C4_6:[^ ,:()]+]] = arith.constant 4 : index
# CHECK-NEXT: %[[V15:[^ ,:()]+]] = arith.muli %[[V14]], %[[C4_6]] : index
# CHECK-NEXT: %[[V16:[^ ,:()]+]] = arith.addi %[[INTPTR_5]], %[[V15]] : index
# CHECK-NEXT: %[[V17:[^ ,:()]+]] = arith.index_cast %[[V16]] : index to i64
# CHECK-NEXT: %[[V18:[^ ,:()]+]] = llvm.inttoptr %[[V17]] : i64 to !llvm.ptr
# CHECK-NEXT: %[[V19:[^ ,:()]+]] = builtin.unrealized_conversion_cast %[[V18]] : !llvm.ptr to !prim.handle
# CHECK-NEXT: func.call @g(%[[V19]]) : (!prim.handle) -> ()
# CHECK-NEXT: %[[C0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[C1_I32:[^ ,:()]+]] = arith.constant 1 : i32
# CHECK-NEXT: %[[V20:[^ ,:()]+]] = func.call @h(%[[C1_I32]]) : (i32) -> i32
# CHECK-NEXT: %[[BASE_BUFFER_7:[^ ,:()]+]], %[[OFFSET_8:[^ ,:()]+]], %[[SIZES_9:[^ ,:()]+]]:2, %[[STRIDES_10:[^ ,:()]+]]:2 = memref.extract_strided_metadata %[[ARG0]] : memref<4x4xf32> -> memref<f32>, index, index, index, index, index
# CHECK-NEXT: %[[V21:[^ ,:()]+]] = arith.index_cast %[[OFFSET_8]] : index to i32
# CHECK-NEXT: %[[V22:[^ ,:()]+]] = arith.addi %[[V20]], %[[V21]] : i32
# CHECK-NEXT: memref.store %[[V22]], %[[ARG1]][%[[C0]]] : memref<4xi32>
# CHECK-NEXT: prim.return
# CHECK-NEXT: }
# CHECK-LABEL: prim.func @constant(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: memref<4xi32>) {
# CHECK-NEXT: %[[V0:[^ ,:()]+]] = memref.get_global @__tvmscript_const_0 : memref<4xi32>
# CHECK-NEXT: %[[C1:[^ ,:()]+]] = arith.constant 1 : index
# CHECK-NEXT: %[[C1_0:[^ ,:()]+]] = arith.constant 1 : index
# CHECK-NEXT: %[[V1:[^ ,:()]+]] = memref.load %[[V0]][%[[C1_0]]] : memref<4xi32>
# CHECK-NEXT: memref.store %[[V1]], %[[ARG0]][%[[C1]]] : memref<4xi32>
# CHECK-NEXT: prim.return
# CHECK-NEXT: }
# CHECK-LABEL: prim.func @packed_and_let(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: memref<4xi32>) {
# CHECK-NEXT: %[[INTPTR:[^ ,:()]+]] = memref.extract_aligned_pointer_as_index %[[ARG0]] : memref<4xi32> -> index
# CHECK-NEXT: %[[V0:[^ ,:()]+]] = arith.index_cast %[[INTPTR]] : index to i64
# CHECK-NEXT: %[[V1:[^ ,:()]+]] = llvm.inttoptr %[[V0]] : i64 to !llvm.ptr
# CHECK-NEXT: %[[V2:[^ ,:()]+]] = builtin.unrealized_conversion_cast %[[V1]] : !llvm.ptr to !prim.handle
# CHECK-NEXT: %[[C4_I64:[^ ,:()]+]] = arith.constant 4 : i64
# CHECK-NEXT: prim.call_packed "launch"(%[[V2]], %[[C4_I64]]) : (!prim.handle, i64) -> ()
# CHECK-NEXT: %[[C0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[C1_I32:[^ ,:()]+]] = arith.constant 1 : i32
# CHECK-NEXT: %[[C1_I32_0:[^ ,:()]+]] = arith.constant 1 : i32
# CHECK-NEXT: %[[V3:[^ ,:()]+]] = arith.addi %[[C1_I32]], %[[C1_I32_0]] : i32
# CHECK-NEXT: memref.store %[[V3]], %[[ARG0]][%[[C0]]] : memref<4xi32>
# CHECK-NEXT: prim.return
# CHECK-NEXT: }
# CHECK-LABEL: func.func private @f(
# CHECK-SAME: !prim.handle, !prim.handle)
# CHECK-LABEL: func.func private @g(
# CHECK-SAME: !prim.handle)
# CHECK-LABEL: func.func private @h(
# CHECK-SAME: i32) -> i32
# CHECK-NEXT: memref.global "private" constant @__tvmscript_const_0 : memref<4xi32> = dense<[1, -2, 3, 4]>
