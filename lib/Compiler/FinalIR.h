//===- FinalIR.h - LLVM's pipeline around functions emitted final -*- C++ -*-===//
//
// Internal to PrimCompiler.
//
//===----------------------------------------------------------------------===//

#ifndef PRIM_LIB_COMPILER_FINALIR_H
#define PRIM_LIB_COMPILER_FINALIR_H

#include "llvm/IR/PassManager.h"

namespace llvm {
class PassInstrumentationCallbacks;
} // namespace llvm

namespace mlir::prim {

/// Makes the optional passes of LLVM's pipeline skip what Prim emits as
/// final IR (kFinalIRAttrName): a function, a call graph SCC of nothing
/// else, and its loops. A caller's passes still see a final function and
/// may inline it.
void skipFinalIR(llvm::PassInstrumentationCallbacks &callbacks);

/// At the end of LLVM's pipeline, inlines into each final function the
/// internal functions that it alone calls (a straight-line entry's body):
/// they are optimized by then, vectorized included, so the copy needs
/// nothing more, and the entry saves the call as it did when LLVM's
/// inliner put the body in it before the entry was final. A `noinline`
/// callee or call stays a call.
struct InlineIntoFinalIRPass : llvm::PassInfoMixin<InlineIntoFinalIRPass> {
  llvm::PreservedAnalyses run(llvm::Module &module,
                              llvm::ModuleAnalysisManager &);
};

} // namespace mlir::prim

#endif // PRIM_LIB_COMPILER_FINALIR_H
