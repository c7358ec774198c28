//===- prim-translate.cpp - Prim's translation driver ---------------------===//
//
// mlir-translate with Prim's dialects, whose --mlir-to-llvmir also runs
// LLVM's optimization pipeline in-process when given -O1..-O3.
//
//===----------------------------------------------------------------------===//

#include "prim/Compiler/Compiler.h"
#include "prim/InitPrim.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Tools/mlir-translate/MlirTranslateMain.h"
#include "mlir/Tools/mlir-translate/Translation.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"

using namespace mlir;

static llvm::cl::opt<unsigned>
    optLevel("O", llvm::cl::desc("LLVM optimization level (0-3)"),
             llvm::cl::Prefix, llvm::cl::init(0));

int main(int argc, char **argv) {
  TranslateFromMLIRRegistration registration(
      "mlir-to-llvmir", "Translate the LLVM dialect to LLVM IR (then -O<n>)",
      [](ModuleOp module, raw_ostream &os) -> LogicalResult {
        llvm::LLVMContext context;
        std::unique_ptr<llvm::Module> llvmModule =
            prim::translateAndOptimize(module, context, optLevel);
        if (!llvmModule)
          return failure();
        llvmModule->print(os, nullptr);
        return success();
      },
      [](DialectRegistry &registry) { prim::registerAllDialects(registry); });
  return failed(mlirTranslateMain(argc, argv, "Prim translation driver"));
}
