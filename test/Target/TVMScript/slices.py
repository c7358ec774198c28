# RUN: prim-translate --import-tvmscript %s | FileCheck %s
# RUN: sed 's/^from tvm.script import tir as T$/from tvm.script import tirx as T/' %s | prim-translate --import-tvmscript - | FileCheck %s

# Slices in loads and stores, as TVMScript reads them: lower:upper:step of
# a constant length ((upper - lower + step - 1) // step, with upper - lower
# found from their common terms) is T.Ramp(lower, step, lanes), and a slice
# of one element is its lower bound; vector accesses of unsigned buffers;
# buffers and let bindings of vector dtypes; T.reinterpret across lanes;
# and/or of bool vectors, lane by lane; A[(i, j)] is A[i, j]; the address
# of a vector access is its first element's.

from tvm.script import tir as T

@T.prim_func
def slices(A: T.Buffer((16,), "float32"), C: T.Buffer((8,), "uint32"), i: T.int32):
    A[i * 4 : i * 4 + 4] = A[0:4] + A[i : i + 8 : 2]
    A[i : i + 1 : 1] = A[(3,)]
    C[0:2] = C[0:2] >> T.broadcast(T.uint32(1), 2)
    T.evaluate((A[0:2] > 0) and (A[2:4] > 0))

@T.prim_func
def vector_dtypes(A: T.Buffer((4,), "float32x4"), U: T.Buffer((4,), "uint8"), B: T.Buffer((1,), "int32")):
    A[1] = A[0] * T.Broadcast(T.float32(2), 4)
    v: T.uint8x4 = U[0:4]
    B[0] = T.reinterpret(v, dtype="int32")

@T.prim_func
def addresses(A: T.Buffer((16,), "float32"), i: T.int32):
    T.evaluate(T.call_extern("g", T.address_of(A[i * 4 : i * 4 + 4]), T.address_of(A[T.Ramp(i, 2, 4)]), dtype=""))

# CHECK-LABEL: prim.func @slices(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: memref<16xf32>, %[[ARG1:[^ ,:()]+]]: memref<8xui32>, %[[ARG2:[^ ,:()]+]]: i32) {
# CHECK-NEXT: %[[C4_I32:[^ ,:()]+]] = arith.constant 4 : i32
# CHECK-NEXT: %[[V0:[^ ,:()]+]] = arith.muli %[[ARG2]], %[[C4_I32]] : i32
# CHECK-NEXT: %[[V1:[^ ,:()]+]] = arith.index_cast %[[V0]] : i32 to index
# CHECK-NEXT: %[[C0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[V2:[^ ,:()]+]] = vector.load %[[ARG0]][%[[C0]]] : memref<16xf32>, vector<4xf32>
# CHECK-NEXT: %[[C2_I32:[^ ,:()]+]] = arith.constant 2 : i32
# CHECK-NEXT: %[[CST:[^ ,:()]+]] = arith.constant dense<[0, 1, 2, 3]> : vector<4xi32>
# CHECK-NEXT: %[[V3:[^ ,:()]+]] = vector.broadcast %[[ARG2]] : i32 to vector<4xi32>
# CHECK-NEXT: %[[V4:[^ ,:()]+]] = vector.broadcast %[[C2_I32]] : i32 to vector<4xi32>
# CHECK-NEXT: %[[V5:[^ ,:()]+]] = arith.muli %[[V4]], %[[CST]] : vector<4xi32>
# CHECK-NEXT: %[[V6:[^ ,:()]+]] = arith.addi %[[V3]], %[[V5]] : vector<4xi32>
# CHECK-NEXT: %[[C0_0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[V7:[^ ,:()]+]] = arith.index_cast %[[V6]] : vector<4xi32> to vector<4xindex>
# CHECK-NEXT: %[[CST_1:[^ ,:()]+]] = arith.constant dense<true> : vector<4xi1>
# CHECK-NEXT: %[[CST_2:[^ ,:()]+]] = arith.constant dense<0.000000e+00> : vector<4xf32>
# CHECK-NEXT: %[[V8:[^ ,:()]+]] = vector.gather %[[ARG0]][%[[C0_0]]] [%[[V7]]], %[[CST_1]], %[[CST_2]] : memref<16xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32>
# CHECK-NEXT: %[[V9:[^ ,:()]+]] = arith.addf %[[V2]], %[[V8]] fastmath<contract> : vector<4xf32>
# CHECK-NEXT: vector.store %[[V9]], %[[ARG0]][%[[V1]]] : memref<16xf32>, vector<4xf32>
# CHECK-NEXT: %[[V10:[^ ,:()]+]] = arith.index_cast %[[ARG2]] : i32 to index
# CHECK-NEXT: %[[C3:[^ ,:()]+]] = arith.constant 3 : index
# CHECK-NEXT: %[[V11:[^ ,:()]+]] = memref.load %[[ARG0]][%[[C3]]] : memref<16xf32>
# CHECK-NEXT: memref.store %[[V11]], %[[ARG0]][%[[V10]]] : memref<16xf32>
# CHECK-NEXT: %[[C0_3:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[C0_4:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[V12:[^ ,:()]+]] = vector.load %[[ARG1]][%[[C0_4]]] : memref<8xui32>, vector<2xui32>
# CHECK-NEXT: %[[V13:[^ ,:()]+]] = builtin.unrealized_conversion_cast %[[V12]] : vector<2xui32> to vector<2xi32>
# CHECK-NEXT: %[[C1_I32:[^ ,:()]+]] = arith.constant 1 : i32
# CHECK-NEXT: %[[V14:[^ ,:()]+]] = vector.broadcast %[[C1_I32]] : i32 to vector<2xi32>
# CHECK-NEXT: %[[V15:[^ ,:()]+]] = arith.shrui %[[V13]], %[[V14]] : vector<2xi32>
# CHECK-NEXT: %[[V16:[^ ,:()]+]] = builtin.unrealized_conversion_cast %[[V15]] : vector<2xi32> to vector<2xui32>
# CHECK-NEXT: vector.store %[[V16]], %[[ARG1]][%[[C0_3]]] : memref<8xui32>, vector<2xui32>
# CHECK-NEXT: %[[C0_5:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[V17:[^ ,:()]+]] = vector.load %[[ARG0]][%[[C0_5]]] : memref<16xf32>, vector<2xf32>
# CHECK-NEXT: %[[CST_6:[^ ,:()]+]] = arith.constant 0.000000e+00 : f32
# CHECK-NEXT: %[[V18:[^ ,:()]+]] = vector.broadcast %[[CST_6]] : f32 to vector<2xf32>
# CHECK-NEXT: %[[V19:[^ ,:()]+]] = arith.cmpf ogt, %[[V17]], %[[V18]] : vector<2xf32>
# CHECK-NEXT: %[[C2:[^ ,:()]+]] = arith.constant 2 : index
# CHECK-NEXT: %[[V20:[^ ,:()]+]] = vector.load %[[ARG0]][%[[C2]]] : memref<16xf32>, vector<2xf32>
# CHECK-NEXT: %[[CST_7:[^ ,:()]+]] = arith.constant 0.000000e+00 : f32
# CHECK-NEXT: %[[V21:[^ ,:()]+]] = vector.broadcast %[[CST_7]] : f32 to vector<2xf32>
# CHECK-NEXT: %[[V22:[^ ,:()]+]] = arith.cmpf ogt, %[[V20]], %[[V21]] : vector<2xf32>
# CHECK-NEXT: %[[V23:[^ ,:()]+]] = arith.andi %[[V19]], %[[V22]] : vector<2xi1>
# CHECK-NEXT: prim.return
# CHECK-NEXT: }
# CHECK-LABEL: prim.func @vector_dtypes(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: memref<4xvector<4xf32>>, %[[ARG1:[^ ,:()]+]]: memref<4xui8>, %[[ARG2:[^ ,:()]+]]: memref<1xi32>) {
# CHECK-NEXT: %[[C1:[^ ,:()]+]] = arith.constant 1 : index
# CHECK-NEXT: %[[C0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[V0:[^ ,:()]+]] = memref.load %[[ARG0]][%[[C0]]] : memref<4xvector<4xf32>>
# CHECK-NEXT: %[[CST:[^ ,:()]+]] = arith.constant 2.000000e+00 : f32
# CHECK-NEXT: %[[V1:[^ ,:()]+]] = vector.broadcast %[[CST]] : f32 to vector<4xf32>
# CHECK-NEXT: %[[V2:[^ ,:()]+]] = arith.mulf %[[V0]], %[[V1]] fastmath<contract> : vector<4xf32>
# CHECK-NEXT: memref.store %[[V2]], %[[ARG0]][%[[C1]]] : memref<4xvector<4xf32>>
# CHECK-NEXT: %[[C0_0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[V3:[^ ,:()]+]] = vector.load %[[ARG1]][%[[C0_0]]] : memref<4xui8>, vector<4xui8>
# CHECK-NEXT: %[[V4:[^ ,:()]+]] = builtin.unrealized_conversion_cast %[[V3]] : vector<4xui8> to vector<4xi8>
# CHECK-NEXT: %[[C0_1:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[V5:[^ ,:()]+]] = vector.bitcast %[[V4]] : vector<4xi8> to vector<1xi32>
# CHECK-NEXT: %[[V6:[^ ,:()]+]] = vector.extract %[[V5]][0] : i32 from vector<1xi32>
# CHECK-NEXT: memref.store %[[V6]], %[[ARG2]][%[[C0_1]]] : memref<1xi32>
# CHECK-NEXT: prim.return
# CHECK-NEXT: }
# CHECK-LABEL: prim.func @addresses(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: memref<16xf32>, %[[ARG1:[^ ,:()]+]]: i32) {
# CHECK-NEXT: %[[C4_I32:[^ ,:()]+]] = arith.constant 4 : i32
# CHECK-NEXT: %[[V0:[^ ,:()]+]] = arith.muli %[[ARG1]], %[[C4_I32]] : i32
# CHECK-NEXT: %[[V1:[^ ,:()]+]] = arith.index_cast %[[V0]] : i32 to index
# CHECK-NEXT: %[[BASE_BUFFER:[^ ,:()]+]], %[[OFFSET:[^ ,:()]+]], %[[SIZES:[^ ,:()]+]], %[[STRIDES:[^ ,:()]+]] = memref.extract_strided_metadata %[[ARG0]] : memref<16xf32> -> memref<f32>, index, index, index
# CHECK-NEXT: %[[V2:[^ ,:()]+]] = arith.muli %[[V1]], %[[STRIDES]] : index
# CHECK-NEXT: %[[V3:[^ ,:()]+]] = arith.addi %[[OFFSET]], %[[V2]] : index
# CHECK-NEXT: %[[INTPTR:[^ ,:()]+]] = memref.extract_aligned_pointer_as_index %[[ARG0]] : memref<16xf32> -> index
# CHECK-NEXT: %[[C4:[^ ,:()]+]] = arith.constant 4 : index
# CHECK-NEXT: %[[V4:[^ ,:()]+]] = arith.muli %[[V3]], %[[C4]] : index
# CHECK-NEXT: %[[V5:[^ ,:()]+]] = arith.addi %[[INTPTR]], %[[V4]] : index
# CHECK-NEXT: %[[V6:[^ ,:()]+]] = arith.index_cast %[[V5]] : index to i64
# CHECK-NEXT: %[[V7:[^ ,:()]+]] = llvm.inttoptr %[[V6]] : i64 to !llvm.ptr
# CHECK-NEXT: %[[V8:[^ ,:()]+]] = builtin.unrealized_conversion_cast %[[V7]] : !llvm.ptr to !prim.handle
# CHECK-NEXT: %[[V9:[^ ,:()]+]] = arith.index_cast %[[ARG1]] : i32 to index
# CHECK-NEXT: %[[BASE_BUFFER_0:[^ ,:()]+]], %[[OFFSET_1:[^ ,:()]+]], %[[SIZES_2:[^ ,:()]+]], %[[STRIDES_3:[^ ,:()]+]] = memref.extract_strided_metadata %[[ARG0]] : memref<16xf32> -> memref<f32>, index, index, index
# CHECK-NEXT: %[[V10:[^ ,:()]+]] = arith.muli %[[V9]], %[[STRIDES_3]] : index
# CHECK-NEXT: %[[V11:[^ ,:()]+]] = arith.addi %[[OFFSET_1]], %[[V10]] : index
# CHECK-NEXT: %[[INTPTR_4:[^ ,:()]+]] = memref.extract_aligned_pointer_as_index %[[ARG0]] : memref<16xf32> -> index
# CHECK-NEXT: %[[C4_5:[^ ,:()]+]] = arith.constant 4 : index
# CHECK-NEXT: %[[V12:[^ ,:()]+]] = arith.muli %[[V11]], %[[C4_5]] : index
# CHECK-NEXT: %[[V13:[^ ,:()]+]] = arith.addi %[[INTPTR_4]], %[[V12]] : index
# CHECK-NEXT: %[[V14:[^ ,:()]+]] = arith.index_cast %[[V13]] : index to i64
# CHECK-NEXT: %[[V15:[^ ,:()]+]] = llvm.inttoptr %[[V14]] : i64 to !llvm.ptr
# CHECK-NEXT: %[[V16:[^ ,:()]+]] = builtin.unrealized_conversion_cast %[[V15]] : !llvm.ptr to !prim.handle
# CHECK-NEXT: func.call @g(%[[V8]], %[[V16]]) : (!prim.handle, !prim.handle) -> ()
# CHECK-NEXT: prim.return
# CHECK-NEXT: }
# CHECK-LABEL: func.func private @g(
# CHECK-SAME: !prim.handle, !prim.handle)
