//===- Structs.cpp - prim.struct_get/set and their stacks to LLVM ---------===//

#include "prim/Conversion/PrimToLLVM/PrimToLLVM.h"

#include "ABIPass.h"

#include "prim/ABI/LLVMUtils.h"
#include "prim/ABI/PackedABI.h"
#include "prim/ABI/StructFields.h"
#include "prim/Dialect/Prim/IR/PrimOps.h"

#include "mlir/Conversion/LLVMCommon/Pattern.h"
#include "mlir/Conversion/LLVMCommon/TypeConverter.h"

using namespace mlir;
using namespace mlir::prim;

namespace {

/// Where the field of `op` (a prim.struct_get or prim.struct_set) lies: its
/// offset in the op's element of the DLTensor, TVMValue or TVMFFIAny array
/// the field belongs to (0 for a DLTensor's address), and the integer type
/// of the device type enum where it is narrower than the i32 TVM reads and
/// writes it as (null otherwise).
template <typename StructOp>
std::pair<int64_t, IntegerType> getFieldAccess(StructOp op,
                                               const TargetLayout &layout) {
  int64_t offset = lookupStructField(static_cast<int64_t>(op.getField()))
                       ->getOffset(op.getIndex(), layout);
  int64_t enumBytes = layout.getDLTensor().deviceTypeSize;
  if (op.getField() != StructField::DeviceType || enumBytes == 4)
    return {offset, nullptr};
  return {offset, IntegerType::get(op.getContext(), 8 * enumBytes)};
}

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

/// Loads the field at its offset in the index-th DLTensor, TVMValue or
/// TVMFFIAny, as the ABI's target layout places them; `addr` is that
/// element's address.
struct StructGetOpLowering : public ABIPattern<StructGetOp> {
  using ABIPattern::ABIPattern;

  LogicalResult
  matchAndRewrite(StructGetOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    const TargetLayout &layout = abi->getLayout();
    Type type = getTypeConverter()->convertType(op.getType());
    Value base = adaptor.getHandle();
    auto [offset, narrow] = getFieldAccess(op, layout);
    if (op.getField() == StructField::Addr) {
      rewriter.replaceOp(op, bytePtr(rewriter, loc, base, offset));
      return success();
    }
    if (narrow) {
      rewriter.replaceOpWithNewOp<LLVM::ZExtOp>(
          op, type, load(rewriter, loc, narrow, base, offset));
      return success();
    }
    rewriter.replaceOp(op, load(rewriter, loc, type, base, offset));
    return success();
  }
};

/// Stores the value at the field's offset, as StructGetOpLowering loads it.
struct StructSetOpLowering : public ABIPattern<StructSetOp> {
  using ABIPattern::ABIPattern;

  LogicalResult
  matchAndRewrite(StructSetOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    const TargetLayout &layout = abi->getLayout();
    Value base = adaptor.getHandle();
    Value value = adaptor.getValue();
    auto [offset, narrow] = getFieldAccess(op, layout);
    if (narrow)
      value = LLVM::TruncOp::create(rewriter, loc, narrow, value);
    // A pointer narrower than the union leaves its upper bytes zero, as
    // TVM's code generator clears them.
    if (op.getField() == StructField::AnyValue &&
        isa<HandleType>(op.getValue().getType()) &&
        layout.getPointerSize() != 8)
      store(rewriter, loc,
            LLVM::ConstantOp::create(rewriter, loc, rewriter.getI64Type(),
                                     rewriter.getI64IntegerAttr(0)),
            base, offset);
    store(rewriter, loc, value, base, offset);
    rewriter.eraseOp(op);
    return success();
  }
};

/// The bytes of one element of a stack_alloca of `kind`.
int64_t getStackElementSize(StackKind kind, const TargetLayout &layout) {
  switch (kind) {
  case StackKind::Shape:
    return layout.getShapeEntrySize();
  case StackKind::Array:
    return layout.getDLTensor().size;
  case StackKind::ArgValue:
    return layout.getTVMValueSize();
  case StackKind::ArgTypeCode:
    return layout.getTypeCodeSize();
  case StackKind::FFIAny:
    return layout.getTVMFFIAny().size;
  }
  llvm_unreachable("unknown stack kind");
}

/// An alloca at the function's entry, as TVM's code generator places it,
/// so that a loop reuses the one stack; 8-aligned, which the alignment of
/// every element kind divides (a DLTensor's is its own).
struct StackAllocaOpLowering : public ABIPattern<StackAllocaOp> {
  using ABIPattern::ABIPattern;

  LogicalResult
  matchAndRewrite(StackAllocaOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    const TargetLayout &layout = abi->getLayout();
    int64_t alignment =
        op.getKind() == StackKind::Array
            ? std::max<int64_t>(layout.getDLTensor().alignment, 8)
            : 8;
    rewriter.replaceOp(
        op,
        entryAlloca(rewriter, op.getLoc(), rewriter.getI8Type(),
                    op.getCount() * getStackElementSize(op.getKind(), layout),
                    alignment));
    return success();
  }
};

} // namespace

void mlir::prim::populatePrimStructToLLVMPatterns(
    LLVMTypeConverter &converter, RewritePatternSet &patterns,
    std::shared_ptr<const PackedABI> abi) {
  patterns.add<IsNullOpLowering>(converter);
  // Each pattern keeps its own reference to the ABI.
  patterns.add<StructGetOpLowering, StructSetOpLowering, StackAllocaOpLowering>(
      converter, abi);
}
