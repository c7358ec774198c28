//===- Compiler.cpp - Prim's entry points for host compilers --------------===//

#include "prim/Compiler/Compiler.h"
#include "prim/ABI/PackedABI.h"
#include "prim/Conversion/PrimToLLVM/PrimToLLVM.h"

#include "mlir/ExecutionEngine/OptUtils.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Target/LLVMIR/Export.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/Error.h"
#include "llvm/TargetParser/Host.h"

using namespace mlir;

LogicalResult prim::lowerToLLVMDialect(ModuleOp module,
                                       const CompileOptions &options) {
  if (!PackedABI::get(options.abi))
    return module.emitError() << "unknown ABI '" << options.abi
                              << "'; expected one of "
                              << PackedABI::getKnownNames();
  PassManager pm(module.getContext());
  PrimToLLVMPipelineOptions pipelineOptions;
  pipelineOptions.abi = options.abi;
  pipelineOptions.checkAlignment = options.checkAlignment;
  buildPrimToLLVMPipeline(pm, pipelineOptions);
  return pm.run(module);
}

std::unique_ptr<llvm::Module>
prim::translateAndOptimize(ModuleOp module, llvm::LLVMContext &context,
                           unsigned optLevel) {
  if (optLevel > 3) {
    module.emitError() << "optimization level " << optLevel
                       << " is not one of 0, 1, 2, 3";
    return nullptr;
  }
  std::unique_ptr<llvm::Module> llvmModule =
      translateModuleToLLVMIR(module, context);
  if (!llvmModule) {
    module.emitError() << "failed to translate to LLVM IR";
    return nullptr;
  }
  llvmModule->setTargetTriple(llvm::Triple(llvm::sys::getDefaultTargetTriple()));
  if (optLevel == 0)
    return llvmModule;
  auto optimize = makeOptimizingTransformer(optLevel, /*sizeLevel=*/0,
                                            /*targetMachine=*/nullptr);
  if (llvm::Error error = optimize(llvmModule.get())) {
    module.emitError() << "LLVM's pipeline failed: "
                       << llvm::toString(std::move(error));
    return nullptr;
  }
  return llvmModule;
}

std::unique_ptr<llvm::Module>
prim::compileToLLVMIR(ModuleOp module, llvm::LLVMContext &context,
                      const CompileOptions &options) {
  if (failed(lowerToLLVMDialect(module, options)))
    return nullptr;
  return translateAndOptimize(module, context, options.optLevel);
}
