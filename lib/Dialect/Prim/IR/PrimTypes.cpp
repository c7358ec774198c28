//===- PrimTypes.cpp - Prim dialect types ---------------------------------===//

#include "prim/Dialect/Prim/IR/PrimTypes.h"

#include "llvm/Support/MathExtras.h"
#include "prim/Dialect/Prim/IR/PrimDialect.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::prim;

#define GET_TYPEDEF_CLASSES
#include "prim/Dialect/Prim/IR/PrimOpsTypes.cpp.inc"

void PrimDialect::registerTypes() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "prim/Dialect/Prim/IR/PrimOpsTypes.cpp.inc"
      >();
}

static bool isScalarElementType(Type type) {
  if (auto intType = dyn_cast<IntegerType>(type)) {
    unsigned width = intType.getWidth();
    if (intType.isSigned())
      return false;
    if (intType.isUnsigned())
      return width == 8 || width == 16 || width == 32 || width == 64;
    return width == 1 || width == 8 || width == 16 || width == 32 ||
           width == 64;
  }
  return type.isF16() || type.isBF16() || type.isF32() || type.isF64();
}

bool mlir::prim::isBufferElementType(Type type) {
  // DLPack packs lanes densely and counts them in 16 bits; LLVM pads a
  // vector to a power-of-two size. The two agree on power-of-two lanes.
  if (auto vectorType = dyn_cast<VectorType>(type))
    return vectorType.getRank() == 1 && !vectorType.isScalable() &&
           llvm::isPowerOf2_64(vectorType.getDimSize(0)) &&
           vectorType.getDimSize(0) <= kMaxLanes &&
           isScalarElementType(vectorType.getElementType());
  return isScalarElementType(type);
}

bool mlir::prim::isScalarType(Type type) {
  return type.isIndex() || isScalarElementType(type);
}

bool mlir::prim::isBufferType(Type type) {
  auto memref = dyn_cast<MemRefType>(type);
  return memref && !memref.getMemorySpace() &&
         isBufferElementType(memref.getElementType());
}

bool mlir::prim::isParameterType(Type type) {
  return isBufferType(type) || isScalarType(type) ||
         isa<HandleType, PackedFuncType>(type);
}

int64_t mlir::prim::getElementBytes(Type elementType) {
  int64_t lanes = 1;
  if (auto vector = dyn_cast<VectorType>(elementType)) {
    lanes = vector.getNumElements();
    elementType = vector.getElementType();
  }
  return std::max<int64_t>(1, (elementType.getIntOrFloatBitWidth() + 7) / 8) *
         lanes;
}

std::optional<std::string>
mlir::prim::describeUnsupportedBuffer(MemRefType type) {
  std::string text;
  llvm::raw_string_ostream os(text);
  if (!type.getLayout().isIdentity() &&
      !isa<StridedLayoutAttr>(type.getLayout())) {
    os << "has layout " << type.getLayout()
       << ", which is not strided: a DLTensor describes a buffer by sizes, "
          "strides and an offset (write the layout as strided<[...], "
          "offset: ...>)";
    return text;
  }
  SmallVector<int64_t> strides;
  int64_t offset;
  if (failed(type.getStridesAndOffset(strides, offset))) {
    os << "has layout " << type.getLayout() << ", which is not strided";
    return text;
  }
  if (!ShapedType::isDynamic(offset) && offset < 0) {
    os << "has the negative offset " << offset
       << "; a DLTensor's byte_offset is unsigned";
    return text;
  }
  int64_t elementBytes = getElementBytes(type.getElementType());
  int64_t bytes = elementBytes, unused;
  for (int64_t size : type.getShape())
    if (!ShapedType::isDynamic(size) && llvm::MulOverflow(bytes, size, bytes)) {
      os << "has static sizes whose product in bytes overflows int64";
      return text;
    }
  if (!ShapedType::isDynamic(offset) &&
      llvm::MulOverflow(offset, elementBytes, unused)) {
    os << "has the offset " << offset
       << ", whose byte_offset overflows int64";
    return text;
  }
  return std::nullopt;
}
