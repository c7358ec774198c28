//===- Pipeline.cpp - The prim-to-llvm pass pipeline ----------------------===//

#include "prim/Conversion/Passes.h"
#include "prim/Conversion/PrimToLLVM/PrimToLLVM.h"

#include "mlir/Conversion/AffineToStandard/AffineToStandard.h"
#include "mlir/Conversion/ConvertToLLVM/ToLLVMPass.h"
#include "mlir/Conversion/ReconcileUnrealizedCasts/ReconcileUnrealizedCasts.h"
#include "mlir/Conversion/SCFToControlFlow/SCFToControlFlow.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;

void mlir::prim::buildPrimToLLVMPipeline(
    OpPassManager &pm, const PrimToLLVMPipelineOptions &options) {
  pm.addPass(createPrimLowerParallelLoops());
  PrimLowerLocalCallsOptions local;
  local.checkAlignment = options.checkAlignment;
  pm.addPass(createPrimLowerLocalCalls(local));
  PrimMakePackedAPIOptions packed;
  packed.abi = options.abi;
  packed.checkAlignment = options.checkAlignment;
  pm.addPass(createPrimMakePackedAPI(packed));
  PrimExportLibraryOptions library;
  library.abi = options.abi;
  library.systemLib = options.systemLib;
  library.systemLibPrefix = options.systemLibPrefix;
  pm.addPass(createPrimExportLibrary(library));
  pm.addPass(createPrimMakeUnpackedAPI());
  PrimLowerCallsOptions calls;
  calls.abi = options.abi;
  pm.addPass(createPrimLowerCalls(calls));
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createSCFToControlFlowPass());
  pm.addPass(memref::createExpandStridedMetadataPass());
  // Views at dynamic offsets leave affine.apply behind.
  pm.addPass(createLowerAffinePass());
  ConvertPrimToLLVMOptions toLLVM;
  toLLVM.abi = options.abi;
  pm.addPass(createConvertPrimToLLVM(toLLVM));
  PrimLowerWorkspacesOptions workspaces;
  workspaces.abi = options.abi;
  workspaces.stackLimit = options.stackLimit;
  pm.addPass(createPrimLowerWorkspaces(workspaces));
  pm.addPass(createConvertToLLVMPass());
  pm.addPass(createReconcileUnrealizedCastsPass());
  pm.addPass(createCanonicalizerPass());
}

void mlir::prim::registerPrimToLLVMPipeline() {
  PassPipelineRegistration<PrimToLLVMPipelineOptions>(
      "prim-to-llvm",
      "Lower prim (and the dialects PrimFunc bodies use) to the LLVM dialect",
      buildPrimToLLVMPipeline);
}
