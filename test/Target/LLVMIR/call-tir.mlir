// prim.call_tir is a plain native call, with no packing, for either ABI and
// at any optimization level: the caller passes each buffer as its data
// pointer followed by only the parts the callee's type leaves dynamic
// (sizes, strides, offset, here the constants the caller knows), scalars as
// themselves, and a result pointer when the callee returns a scalar (the only
// alloca). No TVMValue/TVMFFIAny slot, type code or DLTensor is built, and
// the callee's status is checked directly. At -O2 the caller is the callee's
// arithmetic.
// RUN: prim-compile %s -o - --abi=tvm-ffi -O0 %pinned_target | FileCheck %s --check-prefix=O0
// RUN: prim-compile %s -o - --abi=tvm-legacy -O0 %pinned_target | FileCheck %s --check-prefix=O0
// RUN: prim-opt %s --prim-to-llvm=abi=tvm-ffi | FileCheck %s --check-prefix=MLIR
// RUN: prim-opt %s --prim-to-llvm=abi=tvm-legacy | FileCheck %s --check-prefix=MLIR
// RUN: prim-compile %s -o - --abi=tvm-ffi -O2 %pinned_target | FileCheck %s --check-prefix=O2
// RUN: prim-compile %s -o - --abi=tvm-legacy -O2 %pinned_target | FileCheck %s --check-prefix=O2

// A public packed function: call_tir reaches its body, @add_one_compute,
// not its packed entry point.
prim.func @add_one(%x: memref<3x3xf32>, %y: memref<3x3xf32>) {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %v = memref.load %y[%c0, %c0] : memref<3x3xf32>
  %sum = arith.addf %v, %one : f32
  memref.store %sum, %x[%c0, %c0] : memref<3x3xf32>
  prim.return
}

prim.func @caller(%x: memref<3x3xf32>, %y: memref<3x3xf32>) api(unpacked) {
  prim.call_tir @add_one(%x, %y) : (memref<3x3xf32>, memref<3x3xf32>) -> ()
  prim.return
}

// A private function with dynamic sizes (and so a dynamic row stride), a
// scalar, a dynamic offset and a scalar result.
prim.func private @scale(%x: memref<?x?xf32>, %s: f32,
                         %y: memref<4xf32, strided<[2], offset: ?>>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %v = memref.load %x[%c1, %c0] : memref<?x?xf32>
  %w = arith.mulf %v, %s : f32
  memref.store %w, %y[%c1] : memref<4xf32, strided<[2], offset: ?>>
  prim.return %w : f32
}

// x is 3x5; y's window starts at element 3 with stride 2.
prim.func @caller2(%x: memref<3x5xf32>, %y: memref<16xf32>, %s: f32) api(unpacked) {
  %sv = memref.subview %y[3] [4] [2] : memref<16xf32> to memref<4xf32, strided<[2], offset: 3>>
  %d = memref.cast %sv : memref<4xf32, strided<[2], offset: 3>> to memref<4xf32, strided<[2], offset: ?>>
  %r = prim.call_tir @scale(%x, %s, %d) : (memref<3x5xf32>, f32, memref<4xf32, strided<[2], offset: ?>>) -> f32
  %c0 = arith.constant 0 : index
  memref.store %r, %y[%c0] : memref<16xf32>
  prim.return
}

// O0-LABEL: define internal i32 @caller_compute(
// O0-SAME: ptr {{.*}}%0, ptr {{.*}}%1)
// O0-NEXT: %[[RC:.*]] = call i32 @add_one_compute(ptr %0, ptr %1)
// O0-NEXT: %[[OK:.*]] = icmp eq i32 %[[RC]], 0
// O0-NEXT: br i1 %[[OK]], label %[[CONT:[0-9a-z.]+]], label %[[FAIL:[0-9a-z.]+]], !prof ![[UNLIKELY:[0-9]+]]
// O0-EMPTY:
// O0-NEXT: [[FAIL]]:
// O0-NEXT: ret i32 -1
// O0-EMPTY:
// O0-NEXT: [[CONT]]:
// O0-NEXT: ret i32 0
// O0-NEXT: }

// The native signature of @scale: x's data, its two sizes and row stride;
// s; y's data and offset; the result pointer.
// O0-LABEL: define internal i32 @scale(
// O0-SAME: ptr %0, i64 %1, i64 %2, i64 %3, float %4, ptr %5, i64 %6, ptr %7)

// O0-LABEL: define internal i32 @caller2_compute(
// O0-SAME: ptr {{.*}}%0, ptr {{.*}}%1, float %2)
// O0-NEXT: %[[OUT:.*]] = alloca float, i64 1
// O0-NEXT: %[[RC:.*]] = call i32 @scale(ptr %0, i64 3, i64 5, i64 5, float %2, ptr %1, i64 3, ptr %[[OUT]])
// O0-NEXT: %[[OK:.*]] = icmp eq i32 %[[RC]], 0
// O0-NEXT: br i1 %[[OK]], label %[[CONT:[0-9a-z.]+]], label %[[FAIL:[0-9a-z.]+]], !prof ![[UNLIKELY:[0-9]+]]
// O0-EMPTY:
// O0-NEXT: [[FAIL]]:
// O0-NEXT: ret i32 -1
// O0-EMPTY:
// O0-NEXT: [[CONT]]:
// O0-NEXT: %[[R:.*]] = load float, ptr %[[OUT]]
// O0-NEXT: store float %[[R]], ptr %1
// O0-NEXT: ret i32 0
// O0-NEXT: }

// MLIR-LABEL: llvm.func internal @caller_compute(
// MLIR-SAME: %[[X:[^:]*]]: !llvm.ptr {{{.*}}}, %[[Y:[^:]*]]: !llvm.ptr {{{.*}}}) -> i32 {
// MLIR-NEXT: %[[M1:.*]] = llvm.mlir.constant(-1 : i32) : i32
// MLIR-NEXT: %[[ZERO:.*]] = llvm.mlir.constant(0 : i32) : i32
// MLIR-NEXT: %[[RC:.*]] = llvm.call @add_one_compute(%[[X]], %[[Y]]) : (!llvm.ptr, !llvm.ptr) -> i32
// MLIR-NEXT: %[[OK:.*]] = llvm.icmp "eq" %[[RC]], %[[ZERO]] : i32
// MLIR-NEXT: llvm.cond_br %[[OK]] weights([1048576, 1]), ^[[CONT:bb[0-9]+]], ^[[FAIL:bb[0-9]+]]
// MLIR-NEXT: ^[[FAIL]]:
// MLIR-NEXT: llvm.return %[[M1]] : i32
// MLIR-NEXT: ^[[CONT]]:
// MLIR-NEXT: llvm.return %[[ZERO]] : i32
// MLIR-NEXT: }

// MLIR-LABEL: llvm.func internal @caller2_compute(
// MLIR-SAME: %[[X:[^:]*]]: !llvm.ptr {{{.*}}}, %[[Y:[^:]*]]: !llvm.ptr {{{.*}}}, %[[S:[^:]*]]: f32) -> i32 {
// MLIR-DAG: %[[C3:.*]] = llvm.mlir.constant(3 : i64) : i64
// MLIR-DAG: %[[C5:.*]] = llvm.mlir.constant(5 : i64) : i64
// MLIR-DAG: %[[OFFSET:.*]] = llvm.mlir.constant(3 : index) : i64
// MLIR-NOT: llvm.store
// MLIR-NOT: llvm.getelementptr
// MLIR: %[[OUT:.*]] = llvm.alloca %{{.*}} x f32
// MLIR-NEXT: %{{.*}} = llvm.call @scale(%[[X]], %[[C3]], %[[C5]], %[[C5]], %[[S]], %[[Y]], %[[OFFSET]], %[[OUT]]) : (!llvm.ptr, i64, i64, i64, f32, !llvm.ptr, i64, !llvm.ptr) -> i32
// MLIR-NOT: llvm.alloca
// MLIR-NOT: llvm.call
// MLIR: llvm.load %[[OUT]] : !llvm.ptr -> f32
// MLIR: }

// O2-LABEL: define {{.*}}i32 @caller(ptr {{.*}}%0, ptr {{.*}}%1)
// O2-NEXT: {{^[a-z.]+}}:
// O2-NEXT: %[[V:.*]] = load float, ptr %1, align 4
// O2-NEXT: %[[S:.*]] = fadd float %[[V]], 1.000000e+00
// O2-NEXT: store float %[[S]], ptr %0, align 4
// O2-NEXT: ret i32 0
// O2-NEXT: }

// x[1][0] is byte 20; y[3 + 2 * 1] is byte 20.
// O2-LABEL: define {{.*}}i32 @caller2(ptr {{.*}}%0, ptr {{.*}}%1, float %2)
// O2-NEXT: {{^[a-z.]+}}:
// O2-NEXT: %[[P:.*]] = getelementptr inbounds nuw i8, ptr %0, i64 20
// O2-NEXT: %[[V:.*]] = load float, ptr %[[P]], align 4
// O2-NEXT: %[[W:.*]] = fmul float %2, %[[V]]
// O2-NEXT: %[[Q:.*]] = getelementptr inbounds nuw i8, ptr %1, i64 20
// O2-NEXT: store float %[[W]], ptr %[[Q]], align 4
// O2-NEXT: store float %[[W]], ptr %1, align 4
// O2-NEXT: ret i32 0
// O2-NEXT: }
