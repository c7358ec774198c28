# RUN: prim-translate --import-tvmscript %s | FileCheck %s

# T.call_llvm_pure_intrin / T.call_llvm_intrin: a call of a
# target-independent LLVM intrinsic, named or looked up by name, which LLVM
# overloads on the argument and result types.

from tvm.script import tir as T

@T.prim_func
def ctpop(A: T.Buffer((4,), "uint8"), B: T.Buffer((4,), "float32")):
    A[0] = T.call_llvm_pure_intrin(T.llvm_lookup_intrinsic_id("llvm.ctpop.i8"), T.uint32(1), A[1], dtype="uint8")
    B[T.Ramp(0, 1, 4)] = T.call_llvm_intrin("float32x4", "llvm.sqrt", T.uint32(1), B[T.Ramp(0, 1, 4)])

# CHECK-LABEL: prim.func @ctpop(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: memref<4xui8>, %[[ARG1:[^ ,:()]+]]: memref<4xf32>) {
# CHECK-NEXT: %[[C0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[C1:[^ ,:()]+]] = arith.constant 1 : index
# CHECK-NEXT: %[[V0:[^ ,:()]+]] = memref.load %[[ARG0]][%[[C1]]] : memref<4xui8>
# CHECK-NEXT: %[[V1:[^ ,:()]+]] = builtin.unrealized_conversion_cast %[[V0]] : ui8 to i8
# CHECK-NEXT: %[[V2:[^ ,:()]+]] = llvm.call_intrinsic "llvm.ctpop.i8"(%[[V1]]) : (i8) -> i8
# CHECK-NEXT: %[[V3:[^ ,:()]+]] = builtin.unrealized_conversion_cast %[[V2]] : i8 to ui8
# CHECK-NEXT: memref.store %[[V3]], %[[ARG0]][%[[C0]]] : memref<4xui8>
# CHECK-NEXT: %[[C0_0:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[C0_1:[^ ,:()]+]] = arith.constant 0 : index
# CHECK-NEXT: %[[V4:[^ ,:()]+]] = vector.load %[[ARG1]][%[[C0_1]]] : memref<4xf32>, vector<4xf32>
# CHECK-NEXT: %[[V5:[^ ,:()]+]] = llvm.call_intrinsic "llvm.sqrt"(%[[V4]]) : (vector<4xf32>) -> vector<4xf32>
# CHECK-NEXT: vector.store %[[V5]], %[[ARG1]][%[[C0_0]]] : memref<4xf32>, vector<4xf32>
# CHECK-NEXT: prim.return
# CHECK-NEXT: }
