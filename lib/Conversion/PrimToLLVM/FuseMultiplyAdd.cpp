//===- FuseMultiplyAdd.cpp - Contractable a * b + c to llvm.fmuladd ------===//
//
// clang's default -ffp-contract=on turns `a * b + c` into llvm.fmuladd,
// which the backend fuses where the target has an FMA and which LLVM's
// vectorizers cost as one operation. arith's lowering leaves a contractable
// multiply and add as two instructions with the `contract` flag, which the
// backend may still fuse but the vectorizers cost as two: a reduction that
// clang vectorizes stays scalar.
//
//===----------------------------------------------------------------------===//

#include "prim/Conversion/Passes.h"
#include "prim/Conversion/PrimToLLVM/PrimToLLVM.h"

#include "mlir/Conversion/ArithCommon/AttrToLLVMConverter.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMTypes.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"

namespace mlir::prim {
#define GEN_PASS_DEF_PRIMFUSEMULTIPLYADD
#include "prim/Conversion/Passes.h.inc"
} // namespace mlir::prim

using namespace mlir;

/// Whether `flags` allow contraction (`contract`, or `fast`, which holds it).
static bool allowsContraction(arith::FastMathFlags flags) {
  return arith::bitEnumContainsAll(flags, arith::FastMathFlags::contract);
}

namespace {
/// `a * b + c` and `c + a * b` (AddFOp), `a * b - c` and `c - a * b`
/// (SubFOp) to llvm.intr.fmuladd(a, b, c), with c or a negated for a
/// subtraction, when both operations allow contraction and the product has
/// no other use (fusing would otherwise compute it twice). The result keeps
/// the flags both operations have.
template <typename OpTy>
struct FuseMultiplyAdd : OpRewritePattern<OpTy> {
  using OpRewritePattern<OpTy>::OpRewritePattern;

  LogicalResult matchAndRewrite(OpTy op,
                                PatternRewriter &rewriter) const override {
    constexpr bool subtract = std::is_same_v<OpTy, arith::SubFOp>;
    Type type = op.getType();
    if (!allowsContraction(op.getFastmath()) ||
        !LLVM::isCompatibleType(type))
      return failure();
    for (bool productFirst : {true, false}) {
      Value productValue = productFirst ? op.getLhs() : op.getRhs();
      Value addend = productFirst ? op.getRhs() : op.getLhs();
      auto product = productValue.getDefiningOp<arith::MulFOp>();
      if (!product || !product->hasOneUse() ||
          !allowsContraction(product.getFastmath()))
        continue;
      arith::FastMathFlags flags = op.getFastmath() & product.getFastmath();
      Value a = product.getLhs();
      if (subtract && productFirst)
        addend = arith::NegFOp::create(rewriter, op.getLoc(), addend, flags);
      else if (subtract)
        a = arith::NegFOp::create(rewriter, op.getLoc(), a, flags);
      rewriter.replaceOpWithNewOp<LLVM::FMulAddOp>(
          op, a, product.getRhs(), addend,
          LLVM::FastmathFlagsAttr::get(
              op.getContext(), arith::convertArithFastMathFlagsToLLVM(flags)));
      rewriter.eraseOp(product);
      return success();
    }
    return failure();
  }
};

struct FuseMultiplyAddPass
    : public mlir::prim::impl::PrimFuseMultiplyAddBase<FuseMultiplyAddPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    prim::populateFuseMultiplyAddPatterns(patterns);
    walkAndApplyPatterns(getOperation(), std::move(patterns));
  }
};
} // namespace

void mlir::prim::populateFuseMultiplyAddPatterns(RewritePatternSet &patterns) {
  patterns.add<FuseMultiplyAdd<arith::AddFOp>, FuseMultiplyAdd<arith::SubFOp>>(
      patterns.getContext());
}
