//===- StructFields.cpp - The fields TVM's struct intrinsics reach --------===//

#include "prim/ABI/StructFields.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/ErrorHandling.h"

using namespace mlir::prim;

namespace {

/// A DLTensor field, which both TVMs know, at `offset` in the layout.
constexpr StructFieldInfo tensorField(int64_t kind, llvm::StringLiteral name,
                                      FieldType type,
                                      int64_t DLTensorLayout::*offset) {
  return {kind,   name,   FieldStruct::DLTensor, type, FieldTVM::Both,
          offset, nullptr};
}

/// A TVMFFIAny field, which TVM main knows.
constexpr StructFieldInfo anyField(int64_t kind, llvm::StringLiteral name,
                                   FieldType type,
                                   int64_t TVMFFIAnyLayout::*offset) {
  return {kind,    name,  FieldStruct::TVMFFIAny, type, FieldTVM::Main,
          nullptr, offset};
}

using T = DLTensorLayout;
using A = TVMFFIAnyLayout;
using F = FieldType;

constexpr StructFieldInfo kStructFields[] = {
    tensorField(0, "kArrAddr", F::Handle, nullptr),
    tensorField(1, "kArrData", F::Handle, &T::data),
    tensorField(2, "kArrShape", F::Handle, &T::shape),
    tensorField(3, "kArrStrides", F::Handle, &T::strides),
    tensorField(4, "kArrNDim", F::Int32, &T::ndim),
    tensorField(5, "kArrTypeCode", F::UInt8, &T::dtype),
    tensorField(6, "kArrTypeBits", F::UInt8, &T::dtypeBits),
    tensorField(7, "kArrTypeLanes", F::UInt16, &T::dtypeLanes),
    tensorField(8, "kArrByteOffset", F::UInt64, &T::byteOffset),
    tensorField(9, "kArrDeviceId", F::Int32, &T::deviceId),
    tensorField(10, "kArrDeviceType", F::Int32, &T::deviceType),
    // 11 is kArrKindBound_. A TVMValue is its content, which v0.20 knows.
    {12, "kTVMValueContent", FieldStruct::TVMValue, F::Value, FieldTVM::V020,
     nullptr, nullptr},
    anyField(13, "kTVMFFIAnyTypeIndex", F::Int32, &A::typeIndex),
    anyField(14, "kTVMFFIAnyZeroPadding", F::Int32, &A::padding),
    anyField(15, "kTVMFFIAnyUnionValue", F::Value, &A::value),
};

} // namespace

int64_t StructFieldInfo::getOffset(int64_t index,
                                   const TargetLayout &layout) const {
  switch (parent) {
  case FieldStruct::DLTensor: {
    const DLTensorLayout &tensor = layout.getDLTensor();
    return index * tensor.size + (tensorOffset ? tensor.*tensorOffset : 0);
  }
  case FieldStruct::TVMValue:
    return index * layout.getTVMValueSize();
  case FieldStruct::TVMFFIAny: {
    const TVMFFIAnyLayout &any = layout.getTVMFFIAny();
    return index * any.size + any.*anyOffset;
  }
  }
  llvm_unreachable("unknown struct");
}

llvm::ArrayRef<llvm::StringRef> StructFieldInfo::getTIRDTypes() const {
  // One dtype per FieldType, in its order, but for a union's three.
  static constexpr llvm::StringRef kScalars[] = {"handle", "int32", "uint8",
                                                 "uint16", "uint64"};
  static constexpr llvm::StringRef kUnion[] = {"int64", "float64", "handle"};
  if (type == FieldType::Value)
    return kUnion;
  return llvm::ArrayRef(kScalars).slice(static_cast<int>(type), 1);
}

llvm::ArrayRef<StructFieldInfo> mlir::prim::getStructFields() {
  return kStructFields;
}

const StructFieldInfo *mlir::prim::lookupStructField(int64_t kind) {
  const StructFieldInfo *found = llvm::find_if(
      kStructFields, [&](const StructFieldInfo &f) { return f.kind == kind; });
  return found == std::end(kStructFields) ? nullptr : found;
}
