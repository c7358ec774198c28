//===- PrimTypes.cpp - Prim dialect types ---------------------------------===//

#include "prim/Dialect/Prim/IR/PrimTypes.h"

#include "llvm/Support/MathExtras.h"
#include "prim/Dialect/Prim/IR/PrimDialect.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

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
