//===- FinalIR.cpp - LLVM's pipeline around functions emitted final -------===//
//
// A straight-line packed entry is emitted in the form it should run in
// (docs/Lowering.md). LLVM's pipeline leaves it alone, and once the body
// it calls is optimized, the body is put in it.
//
//===----------------------------------------------------------------------===//

#include "FinalIR.h"

#include "prim/Conversion/PrimToLLVM/PrimToLLVM.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Analysis/LazyCallGraph.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/PassInstrumentation.h"
#include "llvm/Transforms/Utils/Cloning.h"

using namespace mlir;

static bool isFinal(const llvm::Function &function) {
  return function.hasFnAttribute(prim::kFinalIRAttrName);
}

void prim::skipFinalIR(llvm::PassInstrumentationCallbacks &callbacks) {
  callbacks.registerShouldRunOptionalPassCallback(
      [](llvm::StringRef, llvm::Any ir) {
        if (const auto *function =
                llvm::any_cast<const llvm::Function *>(&ir))
          return !isFinal(**function);
        if (const auto *scc =
                llvm::any_cast<const llvm::LazyCallGraph::SCC *>(&ir))
          return !llvm::all_of(**scc,
                               [](const llvm::LazyCallGraph::Node &node) {
                                 return isFinal(node.getFunction());
                               });
        if (const auto *loop = llvm::any_cast<const llvm::Loop *>(&ir))
          return !isFinal(*(*loop)->getHeader()->getParent());
        return true;
      });
}

/// The body that `call`, in a final function, calls and may take the place
/// of: one only this call uses. Null if there is none.
static llvm::Function *getInlinableBody(llvm::CallBase &call) {
  llvm::Function *callee = call.getCalledFunction();
  if (!callee || callee->isDeclaration() || !callee->hasLocalLinkage() ||
      !callee->hasOneUse() || isFinal(*callee) || call.isNoInline() ||
      callee->hasFnAttribute(llvm::Attribute::NoInline) ||
      callee->hasFnAttribute(llvm::Attribute::OptimizeNone))
    return nullptr;
  // A body generated for another CPU or features (a TVMScript function's
  // "target") keeps them: inlined, it would be generated for the entry's.
  const llvm::Function *caller = call.getFunction();
  for (llvm::StringRef kind : {"target-cpu", "target-features"})
    if (callee->getFnAttribute(kind) != caller->getFnAttribute(kind))
      return nullptr;
  return callee;
}

llvm::PreservedAnalyses
prim::InlineIntoFinalIRPass::run(llvm::Module &module,
                                 llvm::ModuleAnalysisManager &) {
  bool changed = false;
  for (llvm::Function &function : module) {
    if (function.isDeclaration() || !isFinal(function))
      continue;
    SmallVector<std::pair<llvm::CallBase *, llvm::Function *>> calls;
    for (llvm::Instruction &instruction : llvm::instructions(function))
      if (auto *call = dyn_cast<llvm::CallBase>(&instruction))
        if (llvm::Function *body = getInlinableBody(*call))
          calls.emplace_back(call, body);
    for (auto [call, body] : calls) {
      llvm::InlineFunctionInfo info;
      if (!llvm::InlineFunction(*call, info).isSuccess())
        continue;
      changed = true;
      if (body->use_empty())
        body->eraseFromParent();
    }
  }
  return changed ? llvm::PreservedAnalyses::none()
                 : llvm::PreservedAnalyses::all();
}
