//===- Structs.cpp - prim.is_null and prim.struct_get to LLVM -------------===//

#include "prim/Conversion/PrimToLLVM/PrimToLLVM.h"

#include "prim/ABI/LLVMUtils.h"
#include "prim/ABI/PackedABI.h"
#include "prim/Dialect/Prim/IR/PrimOps.h"

#include "mlir/Conversion/LLVMCommon/Pattern.h"
#include "mlir/Conversion/LLVMCommon/TypeConverter.h"

using namespace mlir;
using namespace mlir::prim;

/// The offset of `field` in a DLTensor; 0 for its address.
static int64_t getTensorFieldOffset(StructField field,
                                    const DLTensorLayout &tensor) {
  switch (field) {
  case StructField::Addr:
    return 0;
  case StructField::Data:
    return tensor.data;
  case StructField::Shape:
    return tensor.shape;
  case StructField::Strides:
    return tensor.strides;
  case StructField::NDim:
    return tensor.ndim;
  case StructField::TypeCode:
    return tensor.dtype;
  case StructField::TypeBits:
    return tensor.dtypeBits;
  case StructField::TypeLanes:
    return tensor.dtypeLanes;
  case StructField::ByteOffset:
    return tensor.byteOffset;
  case StructField::DeviceId:
    return tensor.deviceId;
  case StructField::DeviceType:
    return tensor.deviceType;
  case StructField::ValueContent:
    break;
  }
  llvm_unreachable("not a DLTensor field");
}

namespace {

/// `handle == NULL`.
struct IsNullOpLowering : public ConvertOpToLLVMPattern<IsNullOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(IsNullOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Value null =
        LLVM::ZeroOp::create(rewriter, op.getLoc(), ptrType(op.getContext()));
    rewriter.replaceOpWithNewOp<LLVM::ICmpOp>(op, LLVM::ICmpPredicate::eq,
                                              adaptor.getHandle(), null);
    return success();
  }
};

/// Loads the field at its offset in the index-th DLTensor or TVMValue, as
/// the ABI's target layout places them; `addr` is that element's address.
struct StructGetOpLowering : public ConvertOpToLLVMPattern<StructGetOp> {
  StructGetOpLowering(const LLVMTypeConverter &converter,
                      std::shared_ptr<const PackedABI> abi)
      : ConvertOpToLLVMPattern(converter), abi(std::move(abi)) {}

  LogicalResult
  matchAndRewrite(StructGetOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    const TargetLayout &layout = abi->getLayout();
    const DLTensorLayout &tensor = layout.getDLTensor();
    Type type = getTypeConverter()->convertType(op.getType());
    int64_t index = op.getIndex();
    Value base = adaptor.getHandle();
    if (op.getField() == StructField::ValueContent) {
      rewriter.replaceOp(op, load(rewriter, loc, type, base,
                                  index * layout.getTVMValueSize()));
      return success();
    }
    int64_t offset =
        index * tensor.size + getTensorFieldOffset(op.getField(), tensor);
    if (op.getField() == StructField::Addr) {
      rewriter.replaceOp(op, bytePtr(rewriter, loc, base, offset));
      return success();
    }
    // The device type enum may be narrower than the i32 it is read as.
    if (op.getField() == StructField::DeviceType &&
        tensor.deviceTypeSize != 4) {
      Type narrow = rewriter.getIntegerType(8 * tensor.deviceTypeSize);
      rewriter.replaceOpWithNewOp<LLVM::ZExtOp>(
          op, type, load(rewriter, loc, narrow, base, offset));
      return success();
    }
    rewriter.replaceOp(op, load(rewriter, loc, type, base, offset));
    return success();
  }

  std::shared_ptr<const PackedABI> abi;
};

} // namespace

void mlir::prim::populatePrimStructToLLVMPatterns(
    LLVMTypeConverter &converter, RewritePatternSet &patterns,
    std::shared_ptr<const PackedABI> abi) {
  patterns.add<IsNullOpLowering>(converter);
  patterns.add<StructGetOpLowering>(converter, std::move(abi));
}
