//===- Pipeline.cpp - The prim-to-llvm pass pipeline ----------------------===//

#include "prim/Conversion/Passes.h"
#include "prim/Conversion/PrimToLLVM/PrimToLLVM.h"
#include "prim/Dialect/Prim/IR/PrimOps.h"
#include "prim/Dialect/Prim/Transforms/Passes.h"

#include "mlir/Conversion/AffineToStandard/AffineToStandard.h"
#include "mlir/Conversion/ConvertToLLVM/ToLLVMPass.h"
#include "mlir/Conversion/ReconcileUnrealizedCasts/ReconcileUnrealizedCasts.h"
#include "mlir/Conversion/SCFToControlFlow/SCFToControlFlow.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;
using namespace mlir::prim;

/// The options of `Options`, a pass that defines the library's symbols,
/// that the pipeline's `options` set: the ABI and the system library.
template <typename Options>
static Options getLibraryOptions(const PrimToLLVMPipelineOptions &options) {
  Options library;
  library.abi = options.abi;
  library.systemLib = options.systemLib;
  library.systemLibPrefix = options.systemLibPrefix;
  return library;
}

void mlir::prim::buildPrimToLLVMPipeline(
    OpPassManager &pm, const PrimToLLVMPipelineOptions &options) {
  // A part of a library (a chunk prim-compile lowers on its own) has no
  // description of its own: the whole module's is written once.
  if (options.libraryDescription && !options.libraryPart)
    pm.addPass(createPrimDescribeLibrary(
        getLibraryOptions<PrimDescribeLibraryOptions>(options)));
  pm.addPass(createPrimLowerParallelLoops());
  PrimLowerLocalCallsOptions local;
  local.checks = options.checks;
  pm.addPass(createPrimLowerLocalCalls(local));
  PrimMakePackedAPIOptions packed;
  packed.abi = options.abi;
  packed.checks = options.checks;
  packed.checkTableThreshold = options.checkTableThreshold;
  pm.addPass(createPrimMakePackedAPI(packed));
  auto library = getLibraryOptions<PrimExportLibraryOptions>(options);
  library.part = options.libraryPart;
  pm.addPass(createPrimExportLibrary(library));
  pm.addPass(createPrimMakeUnpackedAPI());
  pm.addPass(createPrimKeepLoopNestsApart());
  PrimLowerCallsOptions calls;
  calls.abi = options.abi;
  pm.addPass(createPrimLowerCalls(calls));

  // Passes that work function by function run nested on the functions,
  // which MLIR's pass manager runs in parallel; only the PrimFuncs' bodies
  // still hold scf, affine and memref ops (the packed entries are built in
  // the LLVM dialect). The module-wide passes around them create symbols or
  // change signatures.
  OpPassManager &bodies = pm.nest<FuncOp>();
  bodies.addPass(createCanonicalizerPass());
  bodies.addPass(createSCFToControlFlowPass());
  bodies.addPass(createPrimExpandStridedMetadata());
  // Views at dynamic offsets leave affine.apply behind.
  bodies.addPass(createLowerAffinePass());
  bodies.addPass(createPrimFuseMultiplyAdd());

  ConvertPrimToLLVMOptions toLLVM;
  toLLVM.abi = options.abi;
  pm.addPass(createConvertPrimToLLVM(toLLVM));
  PrimLowerWorkspacesOptions workspaces;
  workspaces.abi = options.abi;
  workspaces.stackLimit = options.stackLimit;
  pm.addPass(createPrimLowerWorkspaces(workspaces));
  pm.addPass(createConvertToLLVMPass());
  pm.addPass(createReconcileUnrealizedCastsPass());
  if (options.cleanup)
    pm.nest<LLVM::LLVMFuncOp>().addPass(createCanonicalizerPass());
  pm.addPass(createPrimVerifyLowered());
}

void mlir::prim::registerPrimToLLVMPipeline() {
  PassPipelineRegistration<PrimToLLVMPipelineOptions>(
      "prim-to-llvm",
      "Lower prim (and the dialects PrimFunc bodies use) to the LLVM dialect",
      buildPrimToLLVMPipeline);
}
