# RUN: prim-translate --import-tvmscript %s | FileCheck %s
# RUN: sed 's/^from tvm.script import tir as T$/from tvm.script import tirx as T/' %s | prim-translate --import-tvmscript - | FileCheck %s

# A data pointer (A.data) or an element's address (T.address_of) passed to
# a T.handle parameter of another function of the module: the pointer
# itself, as TVM passes it.

from tvm.script import ir as I
from tvm.script import tir as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer(16, "float32")):
        Module.subroutine(A.data, T.int32(16))
        Module.subroutine(T.address_of(A[2]), T.int32(14))

    @T.prim_func(private=True)
    def subroutine(A_data: T.handle("float32"), n: T.int32):
        T.evaluate(0)

# CHECK-LABEL: prim.func @main(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: memref<16xf32>) {
# CHECK-NEXT: %[[C16_I32:[^ ,:()]+]] = arith.constant 16 : i32
# CHECK-NEXT: %[[INTPTR:[^ ,:()]+]] = memref.extract_aligned_pointer_as_index %[[ARG0]] : memref<16xf32> -> index
# CHECK-NEXT: %[[V0:[^ ,:()]+]] = arith.index_cast %[[INTPTR]] : index to i64
# CHECK-NEXT: %[[V1:[^ ,:()]+]] = llvm.inttoptr %[[V0]] : i64 to !llvm.ptr
# CHECK-NEXT: %[[V2:[^ ,:()]+]] = builtin.unrealized_conversion_cast %[[V1]] : !llvm.ptr to !prim.handle
# CHECK-NEXT: prim.call_tir @subroutine(%[[V2]], %[[C16_I32]]) : (!prim.handle, i32) -> ()
# CHECK-NEXT: %[[C2:[^ ,:()]+]] = arith.constant 2 : index
# CHECK-NEXT: %[[BASE_BUFFER:[^ ,:()]+]], %[[OFFSET:[^ ,:()]+]], %[[SIZES:[^ ,:()]+]], %[[STRIDES:[^ ,:()]+]] = memref.extract_strided_metadata %[[ARG0]] : memref<16xf32> -> memref<f32>, index, index, index
# CHECK-NEXT: %[[V3:[^ ,:()]+]] = arith.muli %[[C2]], %[[STRIDES]] : index
# CHECK-NEXT: %[[V4:[^ ,:()]+]] = arith.addi %[[OFFSET]], %[[V3]] : index
# CHECK-NEXT: %[[INTPTR_0:[^ ,:()]+]] = memref.extract_aligned_pointer_as_index %[[ARG0]] : memref<16xf32> -> index
# CHECK-NEXT: %[[C4:[^ ,:()]+]] = arith.constant 4 : index
# CHECK-NEXT: %[[V5:[^ ,:()]+]] = arith.muli %[[V4]], %[[C4]] : index
# CHECK-NEXT: %[[V6:[^ ,:()]+]] = arith.addi %[[INTPTR_0]], %[[V5]] : index
# CHECK-NEXT: %[[V7:[^ ,:()]+]] = arith.index_cast %[[V6]] : index to i64
# CHECK-NEXT: %[[V8:[^ ,:()]+]] = llvm.inttoptr %[[V7]] : i64 to !llvm.ptr
# CHECK-NEXT: %[[V9:[^ ,:()]+]] = builtin.unrealized_conversion_cast %[[V8]] : !llvm.ptr to !prim.handle
# CHECK-NEXT: %[[C14_I32:[^ ,:()]+]] = arith.constant 14 : i32
# CHECK-NEXT: prim.call_tir @subroutine(%[[V9]], %[[C14_I32]]) : (!prim.handle, i32) -> ()
# CHECK-NEXT: prim.return
# CHECK-NEXT: }
# CHECK-LABEL: prim.func private @subroutine(
# CHECK-SAME: %[[ARG0:[^ ,:()]+]]: !prim.handle, %[[ARG1:[^ ,:()]+]]: i32) {
# CHECK-NEXT: prim.return
# CHECK-NEXT: }
