//===- LowerParallelLoops.cpp - The prim-lower-parallel-loops pass --------===//

#include "prim/Dialect/Prim/IR/PrimOps.h"
#include "prim/Dialect/Prim/Transforms/Passes.h"

#include "mlir/IR/PatternMatch.h"

namespace mlir::prim {
#define GEN_PASS_DEF_PRIMLOWERPARALLELLOOPS
#include "prim/Dialect/Prim/Transforms/Passes.h.inc"
} // namespace mlir::prim

using namespace mlir;
using namespace mlir::prim;

namespace {

struct PrimLowerParallelLoopsPass
    : public mlir::prim::impl::PrimLowerParallelLoopsBase<
          PrimLowerParallelLoopsPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    SymbolTable symbols(module);
    IRRewriter rewriter(&getContext());
    for (FuncOp func : llvm::to_vector(module.getOps<FuncOp>())) {
      // The outermost parallel loops; the ones inside them run serially.
      SmallVector<Operation *> loops;
      func.walk<WalkOrder::PreOrder>([&](Operation *op) {
        if (isa<scf::ParallelOp>(op) ||
            (isa<scf::ForOp>(op) &&
             op->hasAttr(PrimDialect::kParallelAttrName))) {
          loops.push_back(op);
          return WalkResult::skip();
        }
        return WalkResult::advance();
      });
      for (auto [index, loop] : llvm::enumerate(loops)) {
        std::string name =
            (func.getSymName() + "_parallel_" + llvm::Twine(index)).str();
        if (failed(outlineParallelLoop(rewriter, loop, func, name, symbols)))
          return signalPassFailure();
      }
    }
  }
};

} // namespace
