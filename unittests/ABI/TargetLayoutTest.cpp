//===- TargetLayoutTest.cpp - The C layouts TargetLayout computes ---------===//

#include "prim/ABI/TargetLayout.h"
#include "prim/ABI/TVMFFI.h"

#include "llvm/IR/DataLayout.h"
#include "llvm/Support/Error.h"
#include "llvm/TargetParser/Triple.h"

#include <gtest/gtest.h>

#include <cstddef>

using namespace mlir::prim;

namespace {

TargetLayout getLayout(llvm::StringRef description,
                       llvm::StringRef triple = "") {
  return TargetLayout(llvm::cantFail(llvm::DataLayout::parse(description)),
                      llvm::Triple(llvm::Triple::normalize(triple)));
}

/// Without a target data layout, the layouts are the host compiler's.
TEST(TargetLayoutTest, HostIsWhatTheHostCompilerLaysOut) {
  TargetLayout host = TargetLayout::getHost();
  const DLTensorLayout &tensor = host.getDLTensor();
  EXPECT_EQ(tensor.data, offsetof(DLTensor, data));
  EXPECT_EQ(tensor.deviceType, offsetof(DLTensor, device));
  EXPECT_EQ(tensor.deviceId,
            offsetof(DLTensor, device) + offsetof(DLDevice, device_id));
  EXPECT_EQ(tensor.ndim, offsetof(DLTensor, ndim));
  EXPECT_EQ(tensor.dtype, offsetof(DLTensor, dtype));
  EXPECT_EQ(tensor.shape, offsetof(DLTensor, shape));
  EXPECT_EQ(tensor.strides, offsetof(DLTensor, strides));
  EXPECT_EQ(tensor.byteOffset, offsetof(DLTensor, byte_offset));
  EXPECT_EQ(tensor.size, static_cast<int64_t>(sizeof(DLTensor)));
  EXPECT_EQ(tensor.alignment, static_cast<int64_t>(alignof(DLTensor)));

  const TVMFFIAnyLayout &any = host.getTVMFFIAny();
  EXPECT_EQ(any.typeIndex, offsetof(TVMFFIAny, type_index));
  EXPECT_EQ(any.padding, offsetof(TVMFFIAny, zero_padding));
  EXPECT_EQ(any.value, offsetof(TVMFFIAny, v_int64));
  EXPECT_EQ(any.size, static_cast<int64_t>(sizeof(TVMFFIAny)));

  const ByteArrayLayout &bytes = host.getByteArray();
  EXPECT_EQ(bytes.data, offsetof(TVMFFIByteArray, data));
  EXPECT_EQ(bytes.size, offsetof(TVMFFIByteArray, size));
  EXPECT_EQ(bytes.bytes, static_cast<int64_t>(sizeof(TVMFFIByteArray)));

  EXPECT_EQ(host.getTensorObjectDLTensorOffset(),
            PRIM_TVM_FFI_TENSOR_DLTENSOR_OFFSET);
  EXPECT_EQ(host.getPointerSize(), static_cast<int64_t>(sizeof(void *)));
}

TEST(TargetLayoutTest, Armv7) {
  TargetLayout layout =
      getLayout("e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64",
                "armv7-unknown-linux-gnueabihf");
  const DLTensorLayout &tensor = layout.getDLTensor();
  EXPECT_EQ(tensor.deviceType, 4);
  EXPECT_EQ(tensor.deviceTypeSize, 4);
  EXPECT_EQ(layout.getDeviceTypeWord(kDLCPU), 1);
  EXPECT_EQ(tensor.deviceId, 8);
  EXPECT_EQ(tensor.ndim, 12);
  EXPECT_EQ(tensor.dtype, 16);
  EXPECT_EQ(tensor.shape, 20);
  EXPECT_EQ(tensor.strides, 24);
  EXPECT_EQ(tensor.byteOffset, 32);
  EXPECT_EQ(tensor.size, 40);
  EXPECT_EQ(tensor.ndimWordAlignment, 4);
  EXPECT_EQ(layout.getByteArray().size, 4);
  EXPECT_EQ(layout.getTVMFFIAny().value, 8);
  EXPECT_EQ(layout.getTVMFFIAny().size, 16);
  EXPECT_EQ(layout.getTensorObjectDLTensorOffset(), 24);
  EXPECT_EQ(layout.getParallelGroupEnvNumTaskOffset(), 4);
  EXPECT_EQ(layout.getPointerSize(), 4);
  EXPECT_FALSE(layout.isBigEndian());
}

/// Arm's bare-metal EABI: arm-none-eabi-gcc makes DLDeviceType one byte
/// (-fshort-enums), followed by padding; the offsets are armv7 Linux's.
TEST(TargetLayoutTest, CortexM) {
  llvm::StringRef dataLayout =
      "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64";
  TargetLayout layout = getLayout(dataLayout, "thumbv7em-none-eabihf");
  const DLTensorLayout &tensor = layout.getDLTensor();
  EXPECT_EQ(tensor.deviceType, 4);
  EXPECT_EQ(tensor.deviceTypeSize, 1);
  EXPECT_EQ(tensor.deviceId, 8);
  EXPECT_EQ(tensor.ndim, 12);
  EXPECT_EQ(tensor.size, 40);
  EXPECT_EQ(layout.getDeviceTypeWord(kDLCPU), 1);
  EXPECT_EQ(
      getLayout(dataLayout, "armv7a-none-eabi").getDLTensor().deviceTypeSize,
      1);
  // Big-endian: the enum's byte is the word's high byte.
  TargetLayout big =
      getLayout("E-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64",
                "thumbebv7em-none-eabi");
  EXPECT_EQ(big.getDeviceTypeWord(kDLCPU), 1 << 24);
}

/// i686 aligns int64_t to 4 in structs: byte_offset right after strides.
TEST(TargetLayoutTest, I686) {
  TargetLayout layout = getLayout("e-m:e-p:32:32-p270:32:32-p271:32:32-"
                                  "p272:64:64-i128:128-f64:32:64-f80:32-"
                                  "n8:16:32-S128");
  const DLTensorLayout &tensor = layout.getDLTensor();
  EXPECT_EQ(tensor.ndim, 12);
  EXPECT_EQ(tensor.byteOffset, 28);
  EXPECT_EQ(tensor.size, 36);
  EXPECT_EQ(tensor.ndimWordAlignment, 0);
  EXPECT_EQ(layout.getTVMFFIAny().size, 16);
  EXPECT_EQ(layout.getTensorObjectDLTensorOffset(), 24);
}

TEST(TargetLayoutTest, S390x) {
  TargetLayout layout =
      getLayout("E-m:e-i1:8:16-i8:8:16-i64:64-f128:64-v128:64-a:8:16-n32:64");
  EXPECT_TRUE(layout.isBigEndian());
  EXPECT_EQ(layout.getDLTensor().ndim, 16);
  EXPECT_EQ(layout.getDLTensor().byteOffset, 40);
  EXPECT_EQ(layout.getDLTensor().ndimWordAlignment, 0);
  EXPECT_EQ(layout.getPointerSize(), 8);
}

} // namespace
