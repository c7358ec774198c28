//===- LowerFuzzer.cpp - Fuzz the lowering to LLVM IR for one ABI ---------===//
//
// Built once per ABI (PRIM_FUZZ_ABI): the prim-to-llvm pipeline, then the
// translation to LLVM IR, which checks what the pipeline produced.
//
//===----------------------------------------------------------------------===//

#include "FuzzInput.h"

#include "prim/Compiler/Compiler.h"

#include "mlir/Target/LLVMIR/Export.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  mlir::prim::fuzz::FuzzInput input(data, size);
  mlir::ModuleOp module = input.getModule();
  if (!module)
    return 0;
  mlir::prim::CompileOptions options;
  options.abi = PRIM_FUZZ_ABI;
  if (mlir::failed(mlir::prim::lowerToLLVMDialect(module, options)))
    return 0;
  llvm::LLVMContext context;
  (void)mlir::translateModuleToLLVMIR(module, context);
  return 0;
}
