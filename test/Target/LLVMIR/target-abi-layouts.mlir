// The packed entry and the packed call read and write DLTensor, TVMFFIAny
// and TVMFFIByteArray where the target's C compiler puts their fields, and
// declare snprintf and strlen with the target's size_t (issue 36). On armv7
// and wasm32 a DLTensor is {data 0, device 4, ndim 12, dtype 16, shape 20,
// strides 24, byte_offset 32} (40 bytes); i686 aligns int64_t to 4, so its
// byte_offset is at 28 (36 bytes); on aarch64 and s390x it is {0, 8, 16, 20,
// 24, 32, 40}. The word of ndim and dtype is compared at once: only 4-aligned
// on the 32-bit targets, and with ndim in its high half on big-endian s390x.
// RUN: prim-compile %s --abi=tvm-ffi -O0 --emit=llvm -o - --target=armv7-unknown-linux-gnueabihf | FileCheck %s --check-prefixes=CHECK,P32,ALIGN8
// RUN: prim-compile %s --abi=tvm-ffi -O0 --emit=llvm -o - --target=wasm32-unknown-wasi | FileCheck %s --check-prefixes=CHECK,P32,ALIGN8
// RUN: prim-compile %s --abi=tvm-ffi -O0 --emit=llvm -o - --target=i686-unknown-linux-gnu | FileCheck %s --check-prefixes=CHECK,P32,I686
// RUN: prim-compile %s --abi=tvm-ffi -O0 --emit=llvm -o - --target=aarch64-unknown-linux-gnu | FileCheck %s --check-prefixes=CHECK,P64,LE64
// RUN: prim-compile %s --abi=tvm-ffi -O0 --emit=llvm -o - --target=s390x-unknown-linux-gnu | FileCheck %s --check-prefixes=CHECK,P64,BE64
// The legacy ABI's snprintf too.
// RUN: prim-compile %s --abi=tvm-legacy -O0 --emit=llvm -o - --target=armv7-unknown-linux-gnueabihf | FileCheck %s --check-prefix=LEGACY32
// RUN: prim-compile %s --abi=tvm-legacy -O0 --emit=llvm -o - --target=i686-unknown-linux-gnu | FileCheck %s --check-prefix=LEGACY32

prim.func @scale(%a: memref<4xf32>, %n: i64) {
  %r = prim.call_packed "my.sort"(%a, %n) : (memref<4xf32>, i64) -> i32
  prim.return
}

// The entry: argument 0's value at 8 of its 16-byte TVMFFIAny; an owning
// Tensor object's DLTensor follows its 24-byte header.
// CHECK-LABEL: define i32 @__tvm_ffi_scale(
// CHECK: %[[SLOT:[0-9]+]] = getelementptr inbounds i8, ptr %1, i32 8
// CHECK-NEXT: %[[OBJ:[0-9]+]] = load ptr, ptr %[[SLOT]]
// CHECK-NEXT: %[[IS:[0-9]+]] = icmp eq i32 %{{[0-9]+}}, 70
// CHECK-NEXT: %[[IN:[0-9]+]] = getelementptr inbounds i8, ptr %[[OBJ]], i32 24
// CHECK-NEXT: %[[T:[0-9]+]] = select i1 %[[IS]], ptr %[[IN]], ptr %[[OBJ]]

// ndim 1 and dtype {kDLFloat, 32, 1} as one word.
// P32: %[[W:[0-9]+]] = getelementptr inbounds i8, ptr %[[T]], i32 12
// P32-NEXT: %[[V:[0-9]+]] = load i64, ptr %[[W]], align 4
// P32-NEXT: icmp eq i64 %[[V]], 316667938734081
// P64: %[[W:[0-9]+]] = getelementptr inbounds i8, ptr %[[T]], i32 16
// P64-NEXT: %[[V:[0-9]+]] = load i64, ptr %[[W]], align 8
// LE64-NEXT: icmp eq i64 %[[V]], 316667938734081
// BE64-NEXT: icmp eq i64 %[[V]], 4330618881

// The shape, the strides, then byte_offset.
// P32: %[[SHAPE:[0-9]+]] = getelementptr inbounds i8, ptr %[[T]], i32 20
// P32-NEXT: load ptr, ptr %[[SHAPE]], align 4
// P32: %[[STRIDES:[0-9]+]] = getelementptr inbounds i8, ptr %[[T]], i32 24
// P32-NEXT: load ptr, ptr %[[STRIDES]], align 4
// ALIGN8: %[[OFF:[0-9]+]] = getelementptr inbounds i8, ptr %[[T]], i32 32
// ALIGN8-NEXT: load i64, ptr %[[OFF]], align 8
// I686: %[[OFF:[0-9]+]] = getelementptr inbounds i8, ptr %[[T]], i32 28
// I686-NEXT: load i64, ptr %[[OFF]], align 4
// P64: %[[SHAPE:[0-9]+]] = getelementptr inbounds i8, ptr %[[T]], i32 24
// P64-NEXT: load ptr, ptr %[[SHAPE]], align 8
// P64: %[[STRIDES:[0-9]+]] = getelementptr inbounds i8, ptr %[[T]], i32 32
// P64-NEXT: load ptr, ptr %[[STRIDES]], align 8
// P64: %[[OFF:[0-9]+]] = getelementptr inbounds i8, ptr %[[T]], i32 40
// P64-NEXT: load i64, ptr %[[OFF]], align 8

// The device type, then data.
// P32: %[[DEV:[0-9]+]] = getelementptr inbounds i8, ptr %[[T]], i32 4
// P64: %[[DEV:[0-9]+]] = getelementptr inbounds i8, ptr %[[T]], i32 8
// CHECK-NEXT: %[[TYPE:[0-9]+]] = load i32, ptr %[[DEV]], align 4
// CHECK-NEXT: icmp eq i32 %[[TYPE]], 1
// CHECK: load ptr, ptr %[[T]]
// The scalar's value at 8 of the second TVMFFIAny.
// CHECK: %[[N:[0-9]+]] = getelementptr inbounds i8, ptr %1, i32 24
// CHECK-NEXT: %[[NV:[0-9]+]] = load i64, ptr %[[N]]
// CHECK-NEXT: call i32 @scale_compute(ptr %{{[0-9]+}}, i64 %[[NV]])

// The call builds a DLTensor of the target's layout on the stack.
// CHECK-LABEL: define internal i32 @scale_compute(
// P32: %[[TENSOR:[0-9]+]] = alloca i64, i64 5, align 8
// P64: %[[TENSOR:[0-9]+]] = alloca i64, i64 6, align 8
// P32: store ptr %0, ptr %[[TENSOR]], align 4
// P32-NEXT: %[[F:[0-9]+]] = getelementptr inbounds i8, ptr %[[TENSOR]], i32 4
// P32-NEXT: store i32 1, ptr %[[F]]
// P32-NEXT: %[[F:[0-9]+]] = getelementptr inbounds i8, ptr %[[TENSOR]], i32 8
// P32-NEXT: store i32 0, ptr %[[F]]
// P32-NEXT: %[[F:[0-9]+]] = getelementptr inbounds i8, ptr %[[TENSOR]], i32 12
// P32-NEXT: store i32 1, ptr %[[F]]
// P32-NEXT: %[[F:[0-9]+]] = getelementptr inbounds i8, ptr %[[TENSOR]], i32 16
// P32-NEXT: store i32 {{[0-9]+}}, ptr %[[F]]
// P32: %[[F:[0-9]+]] = getelementptr inbounds i8, ptr %[[TENSOR]], i32 20
// P32-NEXT: store ptr
// P32: %[[F:[0-9]+]] = getelementptr inbounds i8, ptr %[[TENSOR]], i32 24
// P32-NEXT: store ptr
// ALIGN8-NEXT: %[[F:[0-9]+]] = getelementptr inbounds i8, ptr %[[TENSOR]], i32 32
// I686-NEXT: %[[F:[0-9]+]] = getelementptr inbounds i8, ptr %[[TENSOR]], i32 28
// P32-NEXT: store i64 0, ptr %[[F]]
// A 4-byte pointer in a TVMFFIAny leaves the rest of its value zero.
// P32: store i32 7, ptr %[[ARGS:[0-9]+]], align 4
// P32-NEXT: %[[PAD:[0-9]+]] = getelementptr inbounds i8, ptr %[[ARGS]], i32 4
// P32-NEXT: store i32 0, ptr %[[PAD]]
// P32-NEXT: %[[VALUE:[0-9]+]] = getelementptr inbounds i8, ptr %[[ARGS]], i32 8
// P32-NEXT: store i64 0, ptr %[[VALUE]]
// P32-NEXT: %[[VALUE:[0-9]+]] = getelementptr inbounds i8, ptr %[[ARGS]], i32 8
// P32-NEXT: store ptr %[[TENSOR]], ptr %[[VALUE]]
// P64: %[[F:[0-9]+]] = getelementptr inbounds i8, ptr %[[TENSOR]], i32 40
// P64-NEXT: store i64 0, ptr %[[F]]
// P64: store i32 7, ptr %[[ARGS:[0-9]+]], align 4
// P64-NEXT: %[[PAD:[0-9]+]] = getelementptr inbounds i8, ptr %[[ARGS]], i32 4
// P64-NEXT: store i32 0, ptr %[[PAD]]
// P64-NEXT: %[[VALUE:[0-9]+]] = getelementptr inbounds i8, ptr %[[ARGS]], i32 8
// P64-NEXT: store ptr %[[TENSOR]], ptr %[[VALUE]]

// snprintf(char*, size_t, const char*, ...) with the target's size_t.
// P32: declare i32 @snprintf(ptr, i32, ptr, ...)
// P32: call i32 (ptr, i32, ptr, ...) @snprintf(ptr %{{[0-9]+}}, i32 512,
// P64: declare i32 @snprintf(ptr, i64, ptr, ...)
// P64: call i32 (ptr, i64, ptr, ...) @snprintf(ptr %{{[0-9]+}}, i64 512,

// The global lookup passes the name as a TVMFFIByteArray {data, size_t
// size}, its size from size_t strlen(const char*).
// CHECK-LABEL: define internal i32 @__prim_lookup_function(
// CHECK: store ptr %0, ptr %[[BYTES:[0-9]+]]
// P32-NEXT: %[[LEN:[0-9]+]] = call i32 @strlen(ptr %0)
// P32-NEXT: %[[SIZE:[0-9]+]] = getelementptr inbounds i8, ptr %[[BYTES]], i32 4
// P32-NEXT: store i32 %[[LEN]], ptr %[[SIZE]]
// P64-NEXT: %[[LEN:[0-9]+]] = call i64 @strlen(ptr %0)
// P64-NEXT: %[[SIZE:[0-9]+]] = getelementptr inbounds i8, ptr %[[BYTES]], i32 8
// P64-NEXT: store i64 %[[LEN]], ptr %[[SIZE]]
// P32: declare i32 @strlen(ptr)
// P64: declare i64 @strlen(ptr)

// LEGACY32-DAG: declare i32 @snprintf(ptr, i32, ptr, ...)
// LEGACY32-DAG: call i32 (ptr, i32, ptr, ...) @snprintf(ptr %{{[0-9]+}}, i32 1024,
// LEGACY32-DAG: call i32 (ptr, i32, ptr, ...) @snprintf(ptr %{{[0-9]+}}, i32 512,
