//===- TargetLayout.cpp - The packed ABIs' C layouts on a target ----------===//

#include "prim/ABI/TargetLayout.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "llvm/IR/DataLayout.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/SwapByteOrder.h"
#include "llvm/TargetParser/Host.h"
#include "llvm/TargetParser/Triple.h"

#include <cstddef>
#include <cstdint>

using namespace mlir;

/// Bytes of a C enum whose values fit in a byte, as DLDeviceType's do. Arm's
/// procedure call standard lets a platform choose: GCC's arm-none-eabi, the
/// bare-metal EABI, takes the smallest integer that holds the values
/// (-fshort-enums); Linux and every other target use an int.
static int64_t getSmallEnumSize(const llvm::Triple &triple) {
  bool bareMetalEABI = (triple.isARM() || triple.isThumb()) &&
                       !triple.isOSLinux() &&
                       (triple.getEnvironment() == llvm::Triple::EABI ||
                        triple.getEnvironment() == llvm::Triple::EABIHF);
  return bareMetalEABI ? 1 : 4;
}

prim::TargetLayout::TargetLayout(const llvm::DataLayout &dataLayout,
                                 const llvm::Triple &triple) {
  llvm::LLVMContext context;
  auto *ptr = llvm::PointerType::get(context, 0);
  auto *i8 = llvm::Type::getInt8Ty(context);
  auto *i16 = llvm::Type::getInt16Ty(context);
  auto *i32 = llvm::Type::getInt32Ty(context);
  auto *i64 = llvm::Type::getInt64Ty(context);
  auto offsetsOf = [&](llvm::StructType *type) {
    return dataLayout.getStructLayout(type);
  };

  bigEndian = dataLayout.isBigEndian();
  pointerSize = dataLayout.getPointerSize();
  sizeBits = dataLayout.getIndexSizeInBits(0);

  // {data, device {type, id}, ndim, dtype {code, bits, lanes}, shape,
  //  strides, byte_offset}
  auto *device = llvm::StructType::get(context, {i32, i32});
  auto *dtype = llvm::StructType::get(context, {i8, i8, i16});
  auto *tensor =
      llvm::StructType::get(context, {ptr, device, i32, dtype, ptr, ptr, i64});
  const llvm::StructLayout *tensorOffsets = offsetsOf(tensor);
  auto tensorField = [&](unsigned index) -> int64_t {
    return tensorOffsets->getElementOffset(index);
  };
  dlTensor.data = tensorField(0);
  dlTensor.deviceType = tensorField(1);
  dlTensor.deviceId =
      dlTensor.deviceType + offsetsOf(device)->getElementOffset(1);
  dlTensor.ndim = tensorField(2);
  dlTensor.dtype = tensorField(3);
  dlTensor.dtypeBits = dlTensor.dtype + offsetsOf(dtype)->getElementOffset(1);
  dlTensor.dtypeLanes = dlTensor.dtype + offsetsOf(dtype)->getElementOffset(2);
  dlTensor.shape = tensorField(4);
  dlTensor.strides = tensorField(5);
  dlTensor.byteOffset = tensorField(6);
  dlTensor.size = dataLayout.getTypeAllocSize(tensor);
  dlTensor.alignment = dataLayout.getABITypeAlign(tensor).value();
  int64_t ndimWord = llvm::MinAlign(dlTensor.alignment, dlTensor.ndim);
  dlTensor.ndimWordAlignment =
      ndimWord < static_cast<int64_t>(dataLayout.getABITypeAlign(i64).value())
          ? ndimWord
          : 0;

  // The value union holds int64_t, double and pointers: as wide and aligned
  // as int64_t wherever pointers have at most 64 bits.
  auto *any = llvm::StructType::get(context, {i32, i32, i64});
  const llvm::StructLayout *anyOffsets = offsetsOf(any);
  tvmFFIAny = {static_cast<int64_t>(anyOffsets->getElementOffset(0)),
               static_cast<int64_t>(anyOffsets->getElementOffset(1)),
               static_cast<int64_t>(anyOffsets->getElementOffset(2)),
               static_cast<int64_t>(dataLayout.getTypeAllocSize(any))};
  tvmValueSize = dataLayout.getTypeAllocSize(i64);
  shapeEntrySize = dataLayout.getTypeAllocSize(i64);
  typeCodeSize = dataLayout.getTypeAllocSize(i32);

  auto *bytes = llvm::StructType::get(
      context, {ptr, llvm::IntegerType::get(context, sizeBits)});
  const llvm::StructLayout *bytesOffsets = offsetsOf(bytes);
  byteArray = {static_cast<int64_t>(bytesOffsets->getElementOffset(0)),
               static_cast<int64_t>(bytesOffsets->getElementOffset(1)),
               static_cast<int64_t>(dataLayout.getTypeAllocSize(bytes))};

  // TVMFFIObject: {combined_ref_count, type_index, __padding, the union of
  // the deleter and int64_t __ensure_align}; a Tensor object's DLTensor
  // follows it.
  auto *object = llvm::StructType::get(context, {i64, i32, i32, i64});
  auto *tensorObject = llvm::StructType::get(context, {object, tensor});
  tensorObjectDLTensorOffset = offsetsOf(tensorObject)->getElementOffset(1);

  // TVMParallelGroupEnv: {sync_handle, num_task}.
  auto *env = llvm::StructType::get(context, {ptr, i32});
  parallelGroupEnvNumTaskOffset = offsetsOf(env)->getElementOffset(1);
  setTriple(triple);
}

void prim::TargetLayout::setTriple(const llvm::Triple &triple) {
  comdats = triple.supportsCOMDAT();
  // A one-byte enum keeps the alignment of DLDevice's int device_id, so
  // only device_type's width changes.
  dlTensor.deviceTypeSize = getSmallEnumSize(triple);
}

int32_t prim::TargetLayout::getDeviceTypeWord(int32_t deviceType) const {
  // The enum's byte is the word's first: its high byte on big-endian.
  if (bigEndian && dlTensor.deviceTypeSize == 1)
    return static_cast<int32_t>(static_cast<uint32_t>(deviceType) << 24);
  return deviceType;
}

prim::TargetLayout prim::TargetLayout::get(ModuleOp module) {
  auto name = module->getAttrOfType<StringAttr>(
      LLVM::LLVMDialect::getTargetTripleAttrName());
  llvm::Triple triple(name ? llvm::Triple::normalize(name.getValue())
                           : llvm::sys::getProcessTriple());
  if (auto description = module->getAttrOfType<StringAttr>(
          LLVM::LLVMDialect::getDataLayoutAttrName())) {
    llvm::Expected<llvm::DataLayout> parsed =
        llvm::DataLayout::parse(description.getValue());
    if (parsed)
      return TargetLayout(*parsed, triple);
    llvm::consumeError(parsed.takeError());
  }
  TargetLayout layout = getHost();
  layout.setTriple(triple);
  return layout;
}

prim::TargetLayout prim::TargetLayout::getHost() {
  // Every ABI object starts from it: computed once per process.
  static const TargetLayout host = [] {
    // int64_t's alignment inside a struct, which i686 makes 4.
    struct Int64Field {
      char before;
      int64_t field;
    };
    std::string description = llvm::formatv(
        "{0}-p:{1}:{2}-i64:{3}", llvm::sys::IsBigEndianHost ? "E" : "e",
        sizeof(void *) * 8, alignof(void *) * 8,
        offsetof(Int64Field, field) * 8);
    return TargetLayout(llvm::cantFail(llvm::DataLayout::parse(description)),
                        llvm::Triple(llvm::sys::getProcessTriple()));
  }();
  return host;
}
