//===- LowerFuzzer.cpp - Fuzz the lowering to LLVM IR for one ABI ---------===//
//
// Built once per ABI (PRIM_FUZZ_ABI): the prim-to-llvm pipeline (as
// prim::lowerToLLVMDialect runs it), then the translation to LLVM IR, which
// checks what the pipeline produced.
//
//===----------------------------------------------------------------------===//

#include "FuzzInput.h"

#include "prim/Compiler/Compiler.h"
#include "prim/Conversion/PrimToLLVM/PrimToLLVM.h"

#include "mlir/IR/Verifier.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  mlir::prim::fuzz::FuzzInput input(data, size);
  mlir::ModuleOp module = input.getModule();
  if (!module)
    return 0;
  // What lowerToLLVMDialect runs, with the pass manager kept across inputs.
  mlir::PassManager &pm = input.getPassManager([](mlir::OpPassManager &pm) {
    mlir::prim::PrimToLLVMPipelineOptions options;
    options.abi = PRIM_FUZZ_ABI;
    mlir::prim::buildPrimToLLVMPipeline(pm, options);
  });
  // Verified once, after the pipeline, as lowerToLLVMDialect does: a pass
  // that leaves invalid IR to the next one is a finding.
  pm.enableVerifier(false);
  if (mlir::failed(pm.run(module)) || mlir::failed(mlir::verify(module)))
    return 0;
  // As prim-translate translates: translateModuleToLLVMIR alone takes
  // attributes such as llvm.target_triple for what they should be.
  llvm::LLVMContext context;
  (void)mlir::prim::translateAndOptimize(module, context, /*optLevel=*/0);
  return 0;
}
