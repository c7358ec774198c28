// Unsigned scalars reach a packed call's slots as the ABI's Int: a ui64 as
// its 64 bits (no extension), narrower ones zero-extended; the whole
// pipeline accepts them for both ABIs.
// RUN: prim-opt %s --prim-make-packed-api=abi=tvm-ffi --prim-lower-calls=abi=tvm-ffi | FileCheck %s
// RUN: prim-opt %s --prim-to-llvm=abi=tvm-ffi | prim-translate --mlir-to-llvmir | FileCheck %s --check-prefix=LLVM
// RUN: prim-opt %s --prim-to-llvm=abi=tvm-legacy | prim-translate --mlir-to-llvmir | FileCheck %s --check-prefix=LLVM

// CHECK-LABEL: prim.func private @f_compute(%arg0: ui64, %arg1: ui32) {
// CHECK: %[[N:.*]] = builtin.unrealized_conversion_cast %arg0 : ui64 to i64
// CHECK-NOT: llvm.zext %[[N]]
// CHECK: llvm.store %[[N]], %{{.*}} : i64, !llvm.ptr
// CHECK: %[[M:.*]] = builtin.unrealized_conversion_cast %arg1 : ui32 to i32
// CHECK-NEXT: %[[W:.*]] = llvm.zext %[[M]] : i32 to i64
// CHECK: llvm.store %[[W]], %{{.*}} : i64, !llvm.ptr
// LLVM-LABEL: define internal i32 @f_compute(i64 %0, i32 %1)
// LLVM-NOT: zext i64
// LLVM: store i64 %0,
// LLVM: zext i32 %1 to i64
prim.func @f(%n: ui64, %m: ui32) {
  prim.call_packed "g"(%n, %m) : (ui64, ui32) -> ()
  prim.return
}
