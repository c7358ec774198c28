// DLDevice's device_type is a C enum, whose size Arm's procedure call
// standard leaves to the platform: arm-none-eabi-gcc, the bare-metal EABI,
// makes it one byte (-fshort-enums) and leaves the next three as padding,
// which C need not zero; Linux and every other target make it an int. The
// entry reads one byte there on the bare-metal EABI, in its inline check and
// in its checker's message, and a packed call stores the whole 32-bit word
// with zero padding (test/Cross/cortex-m4.mlir runs it with padding that is
// not zero, and with a host built with -fno-short-enums).
// RUN: prim-compile %s --abi=tvm-ffi -O0 --emit=llvm -o - --target=thumbv7em-none-eabihf | FileCheck %s --check-prefixes=CHECK,SHORT
// RUN: prim-compile %s --abi=tvm-legacy -O0 --emit=llvm -o - --target=armv7a-none-eabi | FileCheck %s --check-prefixes=CHECK,SHORT
// RUN: prim-compile %s --abi=tvm-ffi -O0 --emit=llvm -o - --target=armv7-unknown-linux-gnueabihf | FileCheck %s --check-prefixes=CHECK,INT
// RUN: prim-compile %s --abi=tvm-ffi -O0 --emit=llvm -o - --target=i686-unknown-linux-gnu | FileCheck %s --check-prefixes=CHECK,INT

prim.func @f(%a: memref<4xf32>) {
  prim.call_packed "host.g"(%a) : (memref<4xf32>) -> ()
  prim.return
}

// CHECK: @[[OFFSET_MSG:__prim_str_[0-9a-f]+]] = {{.*}} c"%s: argument #%lld: expected byte_offset %lld, found %lld\00"
// CHECK: @[[DEVICE_MSG:__prim_str_[0-9a-f]+]] = {{.*}} c"%s: argument #%lld: expected device_type 1 (CPU), found %lld\00"

// The entry's inline check: device_type == kDLCPU.
// CHECK-LABEL: define i32 @{{(__tvm_ffi_)?}}f(
// CHECK: %[[DEV:[0-9]+]] = getelementptr inbounds i8, ptr %[[T:[0-9]+]], i32 4
// SHORT-NEXT: %[[BYTE:[0-9]+]] = load i8, ptr %[[DEV]], align 1
// SHORT-NEXT: %[[TYPE:[0-9]+]] = zext i8 %[[BYTE]] to i32
// INT-NEXT: %[[TYPE:[0-9]+]] = load i32, ptr %[[DEV]], align 4
// CHECK-NEXT: icmp eq i32 %[[TYPE]], 1

// The call's DLTensor: data, then the device type's word, then device_id.
// CHECK-LABEL: define internal i32 @f_compute(
// CHECK: store ptr %0, ptr %[[TENSOR:[0-9]+]], align 4
// CHECK-NEXT: %[[F:[0-9]+]] = getelementptr inbounds i8, ptr %[[TENSOR]], i32 4
// CHECK-NEXT: store i32 1, ptr %[[F]], align 4
// CHECK-NEXT: %[[F:[0-9]+]] = getelementptr inbounds i8, ptr %[[TENSOR]], i32 8
// CHECK-NEXT: store i32 0, ptr %[[F]], align 4

// The checker's message reports the device type it read (its check
// follows byte_offset's).
// CHECK-LABEL: define internal i32 @__prim_check_arguments(
// CHECK: @snprintf({{.*}}, ptr @[[OFFSET_MSG]],
// CHECK: %[[DEV:[0-9]+]] = getelementptr inbounds i8, ptr %{{[0-9]+}}, i32 4
// SHORT-NEXT: %[[BYTE:[0-9]+]] = load i8, ptr %[[DEV]], align 1
// SHORT-NEXT: %[[TYPE:[0-9]+]] = zext i8 %[[BYTE]] to i32
// INT-NEXT: %[[TYPE:[0-9]+]] = load i32, ptr %[[DEV]], align 4
// CHECK-NEXT: %[[WIDE:[0-9]+]] = sext i32 %[[TYPE]] to i64
// CHECK-NEXT: icmp eq i64 %[[WIDE]], 1
// CHECK: @snprintf({{.*}}, ptr @[[DEVICE_MSG]], ptr %0, i64 %{{[0-9]+}}, i64 %[[WIDE]])
