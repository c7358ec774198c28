//===- Translate.cpp - Translation to LLVM IR and its optimization --------===//
//
// The LLVM-dialect module, checked and translated to LLVM IR, then LLVM's
// optimization pipeline and sanitizer instrumentation.
//
//===----------------------------------------------------------------------===//

#include "Translate.h"
#include "FinalIR.h"
#include "Pipeline.h"
#include "Target.h"

#include "prim/Conversion/PrimToLLVM/PrimToLLVM.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/Target/LLVMIR/Export.h"
#include "mlir/Target/LLVMIR/LLVMTranslationInterface.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Passes/StandardInstrumentations.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/TargetParser/Host.h"
#include "llvm/Transforms/Instrumentation/AddressSanitizer.h"
#include "llvm/Transforms/Instrumentation/ThreadSanitizer.h"

using namespace mlir;
using namespace mlir::prim;

void prim::tagInlineAsm(Operation *module, llvm::Module &llvmModule,
                        std::vector<Location> &locations) {
  llvm::LLVMContext &context = llvmModule.getContext();
  for (auto function : module->getRegion(0).getOps<LLVM::LLVMFuncOp>()) {
    SmallVector<LLVM::InlineAsmOp> ops;
    function.walk([&](LLVM::InlineAsmOp op) { ops.push_back(op); });
    llvm::Function *llvmFunction =
        ops.empty() ? nullptr : llvmModule.getFunction(function.getSymName());
    if (!llvmFunction)
      continue;
    SmallVector<llvm::CallBase *> calls;
    for (llvm::Instruction &instruction : llvm::instructions(*llvmFunction))
      if (auto *call = dyn_cast<llvm::CallBase>(&instruction);
          call && call->isInlineAsm())
        calls.push_back(call);
    if (calls.size() != ops.size())
      continue;
    for (auto [op, call] : llvm::zip_equal(ops, calls)) {
      locations.push_back(op.getLoc());
      call->setMetadata(
          "srcloc",
          llvm::MDNode::get(
              context,
              llvm::ConstantAsMetadata::get(llvm::ConstantInt::get(
                  llvm::Type::getInt64Ty(context), locations.size()))));
    }
  }
}

LogicalResult prim::verifyForTranslation(Operation *module) {
  // The outermost op that is not lowered: its dialect has no translation.
  WalkResult lowered = module->walk<WalkOrder::PreOrder>([&](Operation *op) {
    Dialect *dialect = op->getDialect();
    if (op == module ||
        (dialect &&
         dialect->getRegisteredInterface<LLVMTranslationDialectInterface>()))
      return WalkResult::advance();
    op->emitError() << "'" << op->getName()
                    << "' is not in the LLVM dialect: lower the module "
                       "first (prim-opt --prim-to-llvm)";
    return WalkResult::interrupt();
  });
  if (lowered.wasInterrupted())
    return failure();
  StringRef tripleName = LLVM::LLVMDialect::getTargetTripleAttrName();
  if (Attribute triple = module->getAttr(tripleName);
      triple && !isa<StringAttr>(triple))
    return module->emitError()
           << "'" << tripleName << "' must be a string, not " << triple;
  return prim::verifyTranslatable(module);
}

std::unique_ptr<llvm::Module>
prim::translate(Operation *module, llvm::LLVMContext &context,
                llvm::function_ref<bool()> reportedError) {
  std::unique_ptr<llvm::Module> llvmModule = translateModuleToLLVMIR(
      module, context, "LLVMDialectModule", /*disableVerification=*/true);
  if (!llvmModule) {
    if (!reportedError())
      module->emitError() << "failed to translate to LLVM IR";
    return nullptr;
  }
  std::string problems;
  llvm::raw_string_ostream os(problems);
  if (llvm::verifyModule(*llvmModule, &os)) {
    module->emitError() << "the translation to LLVM IR is invalid: "
                        << problems;
    return nullptr;
  }
  return llvmModule;
}

std::unique_ptr<llvm::Module>
prim::translateReported(Operation *module, llvm::LLVMContext &context,
                        std::vector<Location> *asmLocations) {
  bool reported = false;
  std::unique_ptr<llvm::Module> llvmModule;
  {
    ScopedDiagnosticHandler seeErrors(
        module->getContext(), [&](Diagnostic &diagnostic) {
          if (diagnostic.getSeverity() == DiagnosticSeverity::Error)
            reported = true;
          return failure();
        });
    llvmModule = translate(module, context, [&] { return reported; });
  }
  if (llvmModule && asmLocations)
    tagInlineAsm(module, *llvmModule, *asmLocations);
  return llvmModule;
}

std::unique_ptr<llvm::Module>
prim::translateChecked(Operation *module, llvm::LLVMContext &context,
                       std::vector<Location> *asmLocations) {
  if (failed(verifyForTranslation(module)))
    return nullptr;
  return translateReported(module, context, asmLocations);
}

void prim::optimize(llvm::Module &module, unsigned optLevel,
                    llvm::TargetMachine *targetMachine) {
  if (optLevel == 0)
    return;
  llvm::LoopAnalysisManager loops;
  llvm::FunctionAnalysisManager functions;
  llvm::CGSCCAnalysisManager sccs;
  llvm::ModuleAnalysisManager modules;
  llvm::PassInstrumentationCallbacks callbacks;
  llvm::StandardInstrumentations instrumentations(module.getContext(),
                                                  /*DebugLogging=*/false);
  instrumentations.registerCallbacks(callbacks, &modules);
  prim::skipFinalIR(callbacks);
  // As MLIR's makeOptimizingTransformer tunes it (PassBuilder's defaults
  // leave SLP vectorization off).
  llvm::PipelineTuningOptions tuning;
  tuning.LoopUnrolling = true;
  tuning.LoopInterleaving = true;
  tuning.LoopVectorization = true;
  tuning.SLPVectorization = true;
  llvm::PassBuilder builder(targetMachine, tuning, std::nullopt, &callbacks);
  builder.registerModuleAnalyses(modules);
  builder.registerCGSCCAnalyses(sccs);
  builder.registerFunctionAnalyses(functions);
  builder.registerLoopAnalyses(loops);
  builder.crossRegisterProxies(loops, functions, sccs, modules);
  llvm::OptimizationLevel level = optLevel == 1   ? llvm::OptimizationLevel::O1
                                  : optLevel == 2 ? llvm::OptimizationLevel::O2
                                                  : llvm::OptimizationLevel::O3;
  builder.registerOptimizerLastEPCallback([](llvm::ModulePassManager &passes,
                                             llvm::OptimizationLevel,
                                             llvm::ThinOrFullLTOPhase) {
    passes.addPass(prim::InlineIntoFinalIRPass());
  });
  builder.buildPerModuleDefaultPipeline(level).run(module, modules);
}

std::unique_ptr<llvm::Module>
prim::translateAndOptimize(ModuleOp module, llvm::LLVMContext &context,
                           unsigned optLevel,
                           llvm::TargetMachine *targetMachine) {
  if (optLevel > 3) {
    module.emitError() << "optimization level " << optLevel
                       << " is not one of 0, 1, 2, 3";
    return nullptr;
  }
  if (targetMachine)
    setTarget(module, *targetMachine);
  std::unique_ptr<llvm::Module> llvmModule = translateChecked(module, context);
  if (!llvmModule)
    return nullptr;
  // The LLVM module now holds everything. Kept whole beside it through
  // LLVM's pipeline and code generation, the MLIR module was a quarter of
  // prim-compile's peak memory (75 of 314 KB per utils/gen_modules.py
  // function at -O2).
  for (Operation &op : llvm::make_early_inc_range(*module.getBody()))
    op.erase();
  if (!targetMachine) {
    llvmModule->setTargetTriple(
        llvm::Triple(llvm::sys::getDefaultTargetTriple()));
  }
  optimize(*llvmModule, optLevel, targetMachine);
  return llvmModule;
}

void prim::instrument(llvm::Module &module, Sanitizer sanitizer,
                      llvm::TargetMachine *targetMachine) {
  if (sanitizer == Sanitizer::None)
    return;
  for (llvm::Function &function : module)
    if (!function.isDeclaration())
      function.addFnAttr(sanitizer == Sanitizer::Thread
                             ? llvm::Attribute::SanitizeThread
                             : llvm::Attribute::SanitizeAddress);
  llvm::LoopAnalysisManager loops;
  llvm::FunctionAnalysisManager functions;
  llvm::CGSCCAnalysisManager sccs;
  llvm::ModuleAnalysisManager modules;
  llvm::PassBuilder builder(targetMachine);
  builder.registerModuleAnalyses(modules);
  builder.registerCGSCCAnalyses(sccs);
  builder.registerFunctionAnalyses(functions);
  builder.registerLoopAnalyses(loops);
  builder.crossRegisterProxies(loops, functions, sccs, modules);
  llvm::ModulePassManager passes;
  if (sanitizer == Sanitizer::Thread) {
    passes.addPass(llvm::ModuleThreadSanitizerPass());
    passes.addPass(
        llvm::createModuleToFunctionPassAdaptor(llvm::ThreadSanitizerPass()));
  } else {
    passes.addPass(llvm::AddressSanitizerPass(llvm::AddressSanitizerOptions()));
  }
  passes.run(module, modules);
}

/// The lowered `module` as optimized and instrumented LLVM IR for `machine`.
static std::unique_ptr<llvm::Module>
translateForTarget(ModuleOp module, llvm::LLVMContext &context,
                   const prim::CompileOptions &options,
                   llvm::TargetMachine &machine) {
  std::unique_ptr<llvm::Module> llvmModule =
      prim::translateAndOptimize(module, context, options.optLevel, &machine);
  if (llvmModule)
    prim::instrument(*llvmModule, options.sanitizer, &machine);
  return llvmModule;
}

std::unique_ptr<llvm::Module>
prim::compileToLLVMIR(ModuleOp module, llvm::LLVMContext &context,
                      const CompileOptions &options) {
  std::unique_ptr<llvm::TargetMachine> machine =
      lowerForTarget(module, options);
  if (!machine)
    return nullptr;
  return translateForTarget(module, context, options, *machine);
}
