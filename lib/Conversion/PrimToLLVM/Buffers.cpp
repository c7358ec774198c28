//===- Buffers.cpp - Moving buffers between memrefs and raw parts ---------===//

#include "Buffers.h"

#include "prim/ABI/DLPackExt.h"
#include "prim/ABI/LLVMUtils.h"

#include "mlir/Conversion/LLVMCommon/MemRefBuilder.h"
#include "mlir/IR/SymbolTable.h"

#include <dlpack/dlpack.h>

using namespace mlir;

prim::DLDType prim::getDLDType(Type elementType, const PackedABI &abi) {
  uint16_t lanes = 1;
  if (auto vector = dyn_cast<VectorType>(elementType)) {
    lanes = vector.getNumElements();
    elementType = vector.getElementType();
  }
  if (elementType.isBF16())
    return {kDLBfloat, 16, lanes};
  if (auto floatType = dyn_cast<FloatType>(elementType))
    return {kDLFloat, static_cast<uint8_t>(floatType.getWidth()), lanes};
  auto intType = cast<IntegerType>(elementType);
  if (intType.getWidth() == 1) {
    auto [code, bits] = abi.getBoolDType();
    return {code, bits, lanes};
  }
  return {static_cast<uint8_t>(intType.isUnsigned() ? kDLUInt : kDLInt),
          static_cast<uint8_t>(intType.getWidth()), lanes};
}

Value prim::loadDeviceType(OpBuilder &b, Location loc,
                           const DLTensorLayout &fields, Value tensor) {
  Type i32 = b.getI32Type();
  if (fields.deviceTypeSize == 4)
    return load(b, loc, i32, tensor, fields.deviceType);
  // DLDeviceType's values are positive: a short enum is unsigned.
  Type type = b.getIntegerType(fields.deviceTypeSize * 8);
  return LLVM::ZExtOp::create(b, loc, i32,
                              load(b, loc, type, tensor, fields.deviceType));
}

Value prim::packBuffer(OpBuilder &b, Location loc, MemRefType type,
                       const BufferParts &parts,
                       const LLVMTypeConverter &converter) {
  return UnrealizedConversionCastOp::create(
             b, loc, type, packDescriptor(b, loc, type, parts, converter))
      .getResult(0);
}

Value prim::packDescriptor(OpBuilder &b, Location loc, MemRefType type,
                           const BufferParts &parts,
                           const LLVMTypeConverter &converter) {
  SmallVector<int64_t> staticStrides;
  int64_t staticOffset;
  (void)type.getStridesAndOffset(staticStrides, staticOffset);
  auto fixed = [&](int64_t value, Value dynamic) {
    return ShapedType::isDynamic(value) ? dynamic : constI64(b, loc, value);
  };

  auto descriptor = MemRefDescriptor::poison(
      b, loc, converter.convertType(type));
  descriptor.setAllocatedPtr(b, loc, parts.data);
  descriptor.setAlignedPtr(b, loc, parts.data);
  descriptor.setOffset(b, loc, fixed(staticOffset, parts.offset));
  for (int64_t dim = 0, rank = type.getRank(); dim < rank; ++dim) {
    descriptor.setSize(b, loc, dim,
                       fixed(type.getDimSize(dim), parts.sizes[dim]));
    descriptor.setStride(b, loc, dim,
                         fixed(staticStrides[dim], parts.strides[dim]));
  }
  return descriptor;
}

prim::BufferParts prim::unpackBuffer(OpBuilder &b, Location loc, Value memref,
                                     const LLVMTypeConverter &converter) {
  auto type = cast<MemRefType>(memref.getType());
  Value raw = UnrealizedConversionCastOp::create(
                  b, loc, converter.convertType(type), memref)
                  .getResult(0);
  MemRefDescriptor descriptor(raw);
  SmallVector<int64_t> staticStrides;
  int64_t staticOffset;
  (void)type.getStridesAndOffset(staticStrides, staticOffset);
  // Static parts as constants, so that LLVM sees them without looking
  // through the descriptor.
  auto part = [&](int64_t value, function_ref<Value()> dynamic) {
    return ShapedType::isDynamic(value) ? dynamic() : constI64(b, loc, value);
  };
  BufferParts parts;
  parts.data = descriptor.alignedPtr(b, loc);
  parts.offset =
      part(staticOffset, [&] { return descriptor.offset(b, loc); });
  for (int64_t dim = 0, rank = type.getRank(); dim < rank; ++dim) {
    parts.sizes.push_back(part(type.getDimSize(dim),
                               [&] { return descriptor.size(b, loc, dim); }));
    parts.strides.push_back(part(
        staticStrides[dim], [&] { return descriptor.stride(b, loc, dim); }));
  }
  return parts;
}

SmallVector<Value> prim::compactStrides(OpBuilder &b, Location loc,
                                        ArrayRef<Value> sizes) {
  SmallVector<Value> strides(sizes.size());
  Value running = constI64(b, loc, 1);
  for (int64_t dim = sizes.size() - 1; dim >= 0; --dim) {
    strides[dim] = running;
    if (dim > 0)
      running = LLVM::MulOp::create(b, loc, running, sizes[dim]);
  }
  return strides;
}

Value prim::castTo(OpBuilder &b, Location loc, Value value, Type type) {
  if (value.getType() == type)
    return value;
  return UnrealizedConversionCastOp::create(b, loc, type, value).getResult(0);
}

std::string prim::outlineCompute(FuncOp func) {
  std::string name = func.getSymName().str();
  func.setSymName(getComputeName(name));
  func.setPrivate();
  func.removeApiAttr();
  func.removeChecksAttr();
  return name;
}

LogicalResult prim::verifyTopLevelFunctions(ModuleOp module) {
  bool ok = true;
  for (Operation &op : module.getBody()->getOperations()) {
    if (isa<FuncOp>(op))
      continue;
    op.walk([&](FuncOp func) {
      func.emitOpError() << "is not in the top-level module, whose functions "
                            "are the ones Prim lowers";
      ok = false;
    });
  }
  return success(ok);
}

void prim::retargetCalls(ModuleOp module,
                         const llvm::StringMap<StringAttr> &callTIR,
                         const llvm::StringMap<StringAttr> &callCPacked) {
  if (callTIR.empty() && callCPacked.empty())
    return;
  module.walk([&](Operation *op) {
    if (auto call = dyn_cast<CallTIROp>(op)) {
      auto it = callTIR.find(call.getCallee());
      if (it != callTIR.end())
        call.setCallee(it->second);
    } else if (auto call = dyn_cast<CallCPackedOp>(op)) {
      auto it = callCPacked.find(call.getCallee());
      if (it != callCPacked.end())
        call.setCalleeAttr(FlatSymbolRefAttr::get(it->second));
    }
  });
}

/// The bytes the body may read at the data pointer of buffer parameter
/// `primIndex` of `func`: all of a non-empty static identity-layout buffer,
/// else none (0).
static int64_t getDereferenceableBytes(mlir::prim::FuncOp func,
                                      unsigned primIndex) {
  auto type = cast<MemRefType>(func.getArgumentTypes()[primIndex]);
  if (!type.hasStaticShape() || !type.getLayout().isIdentity() ||
      type.getNumElements() == 0)
    return 0;
  return type.getNumElements() * prim::getElementBytes(type.getElementType());
}

void prim::annotateDataPointer(LLVM::LLVMFuncOp llvmFunc, unsigned llvmIndex,
                               mlir::prim::FuncOp func, unsigned primIndex) {
  Builder b(func.getContext());
  if (func.getArgAttr(primIndex, PrimDialect::kNoAliasAttrName))
    llvmFunc.setArgAttr(llvmIndex, LLVM::LLVMDialect::getNoAliasAttrName(),
                        b.getUnitAttr());
  if (auto align = func.getArgAttrOfType<IntegerAttr>(
          primIndex, PrimDialect::kAlignAttrName))
    llvmFunc.setArgAttr(llvmIndex, LLVM::LLVMDialect::getAlignAttrName(),
                        align);
  int64_t bytes = getDereferenceableBytes(func, primIndex);
  if (bytes == 0)
    return;
  llvmFunc.setArgAttr(llvmIndex, LLVM::LLVMDialect::getNonNullAttrName(),
                      b.getUnitAttr());
  llvmFunc.setArgAttr(llvmIndex,
                      LLVM::LLVMDialect::getDereferenceableAttrName(),
                      b.getI64IntegerAttr(bytes));
}

void prim::annotateLoadedDataPointer(LLVM::LoadOp load,
                                     mlir::prim::FuncOp func,
                                     unsigned primIndex) {
  if (int64_t bytes = getDereferenceableBytes(func, primIndex))
    load.setDereferenceableAttr(
        LLVM::DereferenceableAttr::get(load.getContext(), bytes,
                                       /*mayBeNull=*/false));
}
