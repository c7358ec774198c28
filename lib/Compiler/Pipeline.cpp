//===- Pipeline.cpp - Lowering a module to the LLVM dialect ---------------===//
//
// The MLIR half of a compilation: the prim-to-llvm pipeline that
// CompileOptions configure, for a whole library or a part of one.
//
//===----------------------------------------------------------------------===//

#include "Pipeline.h"
#include "Target.h"

#include "prim/ABI/LibraryDescription.h"
#include "prim/ABI/PackedABI.h"
#include "prim/Conversion/Passes.h"
#include "prim/Conversion/PrimToLLVM/PrimToLLVM.h"

#include "mlir/IR/SymbolTable.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/Target/TargetMachine.h"

using namespace mlir;
using namespace mlir::prim;

TimingScope prim::timePhase(const CompileOptions &options, StringRef phase) {
  return options.timing ? options.timing->nest(phase) : TimingScope();
}

LogicalResult prim::lowerModule(ModuleOp module, const CompileOptions &options,
                                bool libraryPart) {
  if (!PackedABI::getOrReport(options.abi, module, "prim"))
    return failure();
  PassManager pm(module.getContext());
  if (options.passManagerCLOptions && failed(applyPassManagerCLOptions(pm)))
    return failure();
  TimingScope timing = timePhase(options, "MLIR pipeline");
  if (options.timing)
    pm.enableTiming(timing);
  PrimToLLVMPipelineOptions pipelineOptions;
  pipelineOptions.abi = options.abi;
  pipelineOptions.checks = options.checks;
  pipelineOptions.checkTableThreshold = options.checkTableThreshold;
  pipelineOptions.libraryDescription = options.libraryDescription;
  pipelineOptions.systemLib = options.systemLib;
  pipelineOptions.systemLibPrefix = options.systemLibPrefix;
  // LLVM's optimizer, which runs after this at -O1 and above, folds what
  // the final canonicalization would.
  pipelineOptions.cleanup = options.optLevel == 0;
  pipelineOptions.libraryPart = libraryPart;
  buildPrimToLLVMPipeline(pm, pipelineOptions);
  pm.enableVerifier(options.verifyEachPass);
  if (failed(pm.run(module)))
    return failure();
  return options.verifyEachPass ? success() : verify(module);
}

LogicalResult prim::lowerToLLVMDialect(ModuleOp module,
                                       const CompileOptions &options) {
  return lowerModule(module, options, /*libraryPart=*/false);
}

std::unique_ptr<llvm::TargetMachine>
prim::lowerForTarget(ModuleOp module, const CompileOptions &options) {
  std::unique_ptr<llvm::TargetMachine> machine =
      getTargetMachineOrReport(module, options);
  if (!machine)
    return nullptr;
  setTarget(module, *machine);
  if (failed(lowerToLLVMDialect(module, options)))
    return nullptr;
  return machine;
}

LogicalResult prim::describeLibrary(ModuleOp module,
                                    const CompileOptions &options,
                                    ModuleOp library) {
  PassManager pm(module.getContext());
  PrimDescribeLibraryOptions description;
  description.abi = options.abi;
  TimingScope timing = timePhase(options, "MLIR pipeline");
  pm.addPass(createPrimDescribeLibrary(description));
  if (failed(pm.run(module)))
    return failure();
  Operation *global =
      SymbolTable::lookupSymbolIn(module, PRIM_LIBRARY_DESCRIPTION_SYMBOL);
  global->remove();
  library.getBody()->push_back(global);
  return success();
}
