// An external callee (a body-less declaration) gets ABI-exact packing:
// allocas in the entry block only, DLTensor fields at their C offsets, the
// ABI's slots and type codes, and the callee's status checked.
// RUN: prim-compile %s -o - --abi=tvm-ffi -O2 %pinned_target | FileCheck %s --check-prefixes=CHECK,FFI
// RUN: prim-compile %s -o - --abi=tvm-legacy -O2 %pinned_target | FileCheck %s --check-prefixes=CHECK,LEGACY

prim.func private @ext(memref<4x5xf32>, i64, f32) -> i32

prim.func @external(%A: memref<4x5xf32>, %n: i64, %x: f32) api(unpacked) {
  %r = prim.call_cpacked @ext(%A, %n, %x) : (memref<4x5xf32>, i64, f32) -> i32
  prim.return
}

// CHECK-LABEL: define {{.*}}i32 @external(ptr {{.*}}%0, i64 %1, float %2)
// CHECK-NEXT: {{^[a-z.]+}}:
// CHECK-NEXT: alloca
// CHECK-NEXT: alloca
// CHECK-NEXT: alloca
// CHECK-NEXT: alloca
// LEGACY-NEXT: alloca
// LEGACY-NEXT: alloca
// CHECK-NOT: alloca
// The DLTensor: data, device {kDLCPU, 0}, ndim 2, dtype {float, 32, 1},
// shape {4, 5}, strides {5, 1} (DLPack 1.2 forbids NULL) and byte_offset 0.
// CHECK: store ptr %0, ptr %[[T:[0-9]+]], align 8
// device_type 1 (offset 8), device_id 0 (12), ndim 2 (16) and the dtype word
// 2 | 32 << 8 | 1 << 16 (20), which SLP merges into one 16-byte store:
// CHECK-NEXT: %[[F:[0-9]+]] = getelementptr inbounds nuw i8, ptr %[[T]], i64 8
// CHECK-NEXT: store <4 x i32> <i32 1, i32 0, i32 2, i32 73730>, ptr %[[F]], align 8
// CHECK: store i64 4, ptr %[[SHAPE:[0-9]+]]
// CHECK: store i64 5
// CHECK: getelementptr inbounds nuw i8, ptr %[[T]], i64 24
// CHECK-NEXT: store ptr %[[SHAPE]]
// CHECK-NEXT: %[[STRIDES:[0-9]+]] = getelementptr inbounds nuw i8, ptr %[[SHAPE]], i64 16
// CHECK-NEXT: store i64 5, ptr %[[STRIDES]], align 8
// CHECK-NEXT: %[[F:[0-9]+]] = getelementptr inbounds nuw i8, ptr %[[SHAPE]], i64 24
// CHECK-NEXT: store i64 1, ptr %[[F]], align 8
// CHECK-NEXT: %[[F:[0-9]+]] = getelementptr inbounds nuw i8, ptr %[[T]], i64 32
// CHECK-NEXT: store ptr %[[STRIDES]], ptr %[[F]], align 8
// CHECK-NEXT: %[[F:[0-9]+]] = getelementptr inbounds nuw i8, ptr %[[T]], i64 40
// CHECK-NEXT: store i64 0, ptr %[[F]], align 8

// tvm-ffi: 16-byte TVMFFIAny slots {type_index, zero padding, value}:
// DLTensorPtr (7), Int (1), Float (3).
// FFI: store i32 7, ptr %[[ARGS:[0-9]+]], align 8
// FFI-NEXT: getelementptr inbounds nuw i8, ptr %[[ARGS]], i64 4
// FFI-NEXT: store i32 0
// FFI-NEXT: getelementptr inbounds nuw i8, ptr %[[ARGS]], i64 8
// FFI-NEXT: store ptr %[[T]]
// FFI-NEXT: getelementptr inbounds nuw i8, ptr %[[ARGS]], i64 16
// FFI-NEXT: store i32 1
// FFI-NEXT: getelementptr inbounds nuw i8, ptr %[[ARGS]], i64 20
// FFI-NEXT: store i32 0
// FFI-NEXT: getelementptr inbounds nuw i8, ptr %[[ARGS]], i64 24
// FFI-NEXT: store i64 %1
// FFI-NEXT: %[[D:.*]] = fpext float %2 to double
// FFI-NEXT: getelementptr inbounds nuw i8, ptr %[[ARGS]], i64 32
// FFI-NEXT: store i32 3
// FFI-NEXT: getelementptr inbounds nuw i8, ptr %[[ARGS]], i64 36
// FFI-NEXT: store i32 0
// FFI-NEXT: getelementptr inbounds nuw i8, ptr %[[ARGS]], i64 40
// FFI-NEXT: store double %[[D]]
// The result is preset to None (type index 0, zero padding, zero value).
// FFI-NEXT: call void @llvm.memset{{.*}}(ptr {{.*}}%[[RESULT:[0-9]+]], i8 0, i64 16, i1 false)
// FFI-NEXT: %[[RC:.*]] = call i32 @__tvm_ffi_ext(ptr null, ptr nonnull %[[ARGS]], i32 3, ptr nonnull %[[RESULT]])

// Legacy: 8-byte TVMValues and a separate int array of type codes:
// DLTensorHandle (7), Int (0), Float (2); NULL resource handle last.
// LEGACY: store ptr %[[T]], ptr %[[VALUES:[0-9]+]], align 8
// LEGACY-NEXT: store i32 7, ptr %[[CODES:[0-9]+]], align 4
// LEGACY-NEXT: getelementptr inbounds nuw i8, ptr %[[VALUES]], i64 8
// LEGACY-NEXT: store i64 %1
// LEGACY-NEXT: getelementptr inbounds nuw i8, ptr %[[CODES]], i64 4
// LEGACY-NEXT: store i32 0
// LEGACY-NEXT: %[[D:.*]] = fpext float %2 to double
// LEGACY-NEXT: getelementptr inbounds nuw i8, ptr %[[VALUES]], i64 16
// LEGACY-NEXT: store double %[[D]]
// LEGACY-NEXT: getelementptr inbounds nuw i8, ptr %[[CODES]], i64 8
// LEGACY-NEXT: store i32 2
// LEGACY-NEXT: %[[RC:.*]] = call i32 @ext(ptr nonnull %[[VALUES]], ptr nonnull %[[CODES]], i32 3, ptr nonnull %{{.*}}, ptr nonnull %{{.*}}, ptr null)

// A failing callee makes the caller return -1.
// CHECK-NEXT: %[[FAILED:.*]] = icmp ne i32 %[[RC]], 0
// CHECK-NEXT: %[[STATUS:.*]] = sext i1 %[[FAILED]] to i32
// CHECK: ret i32 %[[STATUS]]
