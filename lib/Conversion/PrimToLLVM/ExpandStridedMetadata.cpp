//===- ExpandStridedMetadata.cpp - Views to explicit metadata, where any --===//
//
// memref's expand-strided-metadata patterns, applied only to the functions
// that hold an op they rewrite. Most PrimFuncs hold none, and the greedy
// driver would still fold and walk every op of every function.
//
//===----------------------------------------------------------------------===//

#include "prim/Conversion/Passes.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/MemRef/Transforms/Transforms.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::prim {
#define GEN_PASS_DEF_PRIMEXPANDSTRIDEDMETADATA
#include "prim/Conversion/Passes.h.inc"
} // namespace mlir::prim

using namespace mlir;

/// Whether `op` is the root of one of memref's expand-strided-metadata
/// patterns: a view, or a read of a memref's metadata.
static bool isExpandRoot(Operation *op) {
  return isa<memref::SubViewOp, memref::ExpandShapeOp, memref::CollapseShapeOp,
             memref::ExtractStridedMetadataOp,
             memref::ExtractAlignedPointerAsIndexOp>(op);
}

namespace {
struct ExpandStridedMetadataPass
    : public mlir::prim::impl::PrimExpandStridedMetadataBase<
          ExpandStridedMetadataPass> {
  void runOnOperation() override {
    Operation *root = getOperation();
    bool needed = root
                      ->walk([](Operation *op) {
                        return isExpandRoot(op) ? WalkResult::interrupt()
                                                : WalkResult::advance();
                      })
                      .wasInterrupted();
    if (!needed)
      return markAllAnalysesPreserved();
    RewritePatternSet patterns(&getContext());
    memref::populateExpandStridedMetadataPatterns(patterns);
    if (failed(applyPatternsGreedily(root, std::move(patterns))))
      return signalPassFailure();
  }
};
} // namespace
