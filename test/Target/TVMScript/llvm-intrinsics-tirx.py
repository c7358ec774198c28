# RUN: prim-translate --import-tvmscript %s | FileCheck %s

# TVM main's (tirx) T.call_llvm_pure_intrin / T.call_llvm_intrin take the
# arguments right after the intrinsic (v0.20 wrote the number of signature
# arguments first, llvm-intrinsics.py): the operands keep their order, an
# overloaded intrinsic is overloaded on the types (ctpop.i8, sqrt on
# float32x4), a result dtype of "" is a void intrinsic, and a pure call
# whose value is unused is dropped, as TVM's RemoveNoOp drops it (its
# operands, T.uint32(1) and a uint8x8, match no ctpop).
# T.Call("tirx.prefetch", [address, rw, locality, cache_type]) is
# llvm.prefetch with the three hints as constants.

from tvm.script import tirx as T

@T.prim_func
def calls(A: T.Buffer((4,), "uint8"), B: T.Buffer((4,), "float32"), n: T.int32):
    A[2] = T.call_llvm_pure_intrin("uint8", "llvm.usub.sat", A[0], A[1])
    A[3] = T.call_llvm_pure_intrin(T.llvm_lookup_intrinsic_id("llvm.ctpop.i8"), A[3], dtype="uint8")
    B[T.Ramp(0, 1, 4)] = T.call_llvm_intrin("float32x4", "llvm.sqrt", B[T.Ramp(0, 1, 4)])
    T.call_llvm_intrin("", "llvm.assume", n > 0)
    T.evaluate(T.call_llvm_pure_intrin("uint8x8", "llvm.ctpop.v8i8", T.uint32(1), A[0]))

@T.prim_func
def prefetch(B: T.Buffer((4,), "float32")):
    T.evaluate(T.Call("tirx.prefetch", [T.address_of(B[2]), 0, 3, 1], ret_ty="void"))
    T.evaluate(T.call_intrin("void", "tirx.prefetch", B.data, 1, T.int32(0), 0))

# CHECK-LABEL: prim.func @calls(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: memref<4xui8>, %[[ARG1:[^ ,:()]+]]: memref<4xf32>, %[[ARG2:[^ ,:()]+]]: i32) {
# CHECK-NEXT: %[[C2:[^ ,:()]+]] = arith.constant 2 : index
# CHECK-NEXT: %[[C0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[V0:[^ ,:()]+]] = memref.load %[[ARG0]][%[[C0]]] : memref<4xui8>
# CHECK-NEXT: %[[V1:[^ ,:()]+]] = builtin.unrealized_conversion_cast %[[V0]] : ui8 to i8
# CHECK-NEXT: %[[C1:[^ ,:()]+]] = arith.constant 1 : index
# CHECK-NEXT: %[[V2:[^ ,:()]+]] = memref.load %[[ARG0]][%[[C1]]] : memref<4xui8>
# CHECK-NEXT: %[[V3:[^ ,:()]+]] = builtin.unrealized_conversion_cast %[[V2]] : ui8 to i8
# CHECK-NEXT: %[[V4:[^ ,:()]+]] = llvm.call_intrinsic "llvm.usub.sat"(%[[V1]], %[[V3]]) : (i8, i8) -> i8
# CHECK-NEXT: %[[V5:[^ ,:()]+]] = builtin.unrealized_conversion_cast %[[V4]] : i8 to ui8
# CHECK-NEXT: memref.store %[[V5]], %[[ARG0]][%[[C2]]] : memref<4xui8>
# CHECK-NEXT: %[[C3:[^ ,:()]+]] = arith.constant 3 : index
# CHECK-NEXT: %[[C3_0:[^ ,:()]+]] = arith.constant 3 : index
# CHECK-NEXT: %[[V6:[^ ,:()]+]] = memref.load %[[ARG0]][%[[C3_0]]] : memref<4xui8>
# CHECK-NEXT: %[[V7:[^ ,:()]+]] = builtin.unrealized_conversion_cast %[[V6]] : ui8 to i8
# CHECK-NEXT: %[[V8:[^ ,:()]+]] = llvm.call_intrinsic "llvm.ctpop.i8"(%[[V7]]) : (i8) -> i8
# CHECK-NEXT: %[[V9:[^ ,:()]+]] = builtin.unrealized_conversion_cast %[[V8]] : i8 to ui8
# CHECK-NEXT: memref.store %[[V9]], %[[ARG0]][%[[C3]]] : memref<4xui8>
# CHECK-NEXT: %[[C0_1:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[C0_2:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[V10:[^ ,:()]+]] = vector.load %[[ARG1]][%[[C0_2]]] : memref<4xf32>, vector<4xf32>
# CHECK-NEXT: %[[V11:[^ ,:()]+]] = llvm.call_intrinsic "llvm.sqrt"(%[[V10]]) : (vector<4xf32>) -> vector<4xf32>
# CHECK-NEXT: vector.store %[[V11]], %[[ARG1]][%[[C0_1]]] : memref<4xf32>, vector<4xf32>
# CHECK-NEXT: %[[C0_I32:[^ ,:()]+]] = arith.constant 0 : i32
# CHECK-NEXT: %[[V12:[^ ,:()]+]] = arith.cmpi sgt, %[[ARG2]], %[[C0_I32]] : i32
# CHECK-NEXT: llvm.call_intrinsic "llvm.assume"(%[[V12]]) : (i1) -> ()
# CHECK-NEXT: %[[C1_I32:[^ ,:()]+]] = arith.constant 1 : i32
# CHECK-NEXT: %[[C0_3:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[V13:[^ ,:()]+]] = memref.load %[[ARG0]][%[[C0_3]]] : memref<4xui8>
# CHECK-NEXT: %[[V14:[^ ,:()]+]] = builtin.unrealized_conversion_cast %[[V13]] : ui8 to i8
# CHECK-NEXT: prim.return
# CHECK-NEXT: }

# CHECK-LABEL: prim.func @prefetch(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: memref<4xf32>) {
# CHECK-NEXT: %[[C2:[^ ,:()]+]] = arith.constant 2 : index
# CHECK-NEXT: %[[BASE_BUFFER:[^ ,:()]+]], %[[OFFSET:[^ ,:()]+]], %[[SIZES:[^ ,:()]+]], %[[STRIDES:[^ ,:()]+]] = memref.extract_strided_metadata %[[ARG0]] : memref<4xf32> -> memref<f32>, index, index, index
# CHECK-NEXT: %[[V0:[^ ,:()]+]] = arith.muli %[[C2]], %[[STRIDES]] : index
# CHECK-NEXT: %[[V1:[^ ,:()]+]] = arith.addi %[[OFFSET]], %[[V0]] : index
# CHECK-NEXT: %[[INTPTR:[^ ,:()]+]] = memref.extract_aligned_pointer_as_index %[[ARG0]] : memref<4xf32> -> index
# CHECK-NEXT: %[[C4:[^ ,:()]+]] = arith.constant 4 : index
# CHECK-NEXT: %[[V2:[^ ,:()]+]] = arith.muli %[[V1]], %[[C4]] : index
# CHECK-NEXT: %[[V3:[^ ,:()]+]] = arith.addi %[[INTPTR]], %[[V2]] : index
# CHECK-NEXT: %[[V4:[^ ,:()]+]] = arith.index_cast %[[V3]] : index to i64
# CHECK-NEXT: %[[V5:[^ ,:()]+]] = llvm.inttoptr %[[V4]] : i64 to !llvm.ptr
# CHECK-NEXT: %[[V6:[^ ,:()]+]] = builtin.unrealized_conversion_cast %[[V5]] : !llvm.ptr to !prim.handle
# CHECK-NEXT: %[[V7:[^ ,:()]+]] = builtin.unrealized_conversion_cast %[[V6]] : !prim.handle to !llvm.ptr
# CHECK-NEXT: "llvm.intr.prefetch"(%[[V7]]) <{cache = 1 : i32, hint = 3 : i32, rw = 0 : i32}> : (!llvm.ptr) -> ()
# CHECK-NEXT: %[[INTPTR_0:[^ ,:()]+]] = memref.extract_aligned_pointer_as_index %[[ARG0]] : memref<4xf32> -> index
# CHECK-NEXT: %[[V8:[^ ,:()]+]] = arith.index_cast %[[INTPTR_0]] : index to i64
# CHECK-NEXT: %[[V9:[^ ,:()]+]] = llvm.inttoptr %[[V8]] : i64 to !llvm.ptr
# CHECK-NEXT: %[[V10:[^ ,:()]+]] = builtin.unrealized_conversion_cast %[[V9]] : !llvm.ptr to !prim.handle
# CHECK-NEXT: %[[V11:[^ ,:()]+]] = builtin.unrealized_conversion_cast %[[V10]] : !prim.handle to !llvm.ptr
# CHECK-NEXT: "llvm.intr.prefetch"(%[[V11]]) <{cache = 0 : i32, hint = 0 : i32, rw = 1 : i32}> : (!llvm.ptr) -> ()
# CHECK-NEXT: prim.return
# CHECK-NEXT: }
