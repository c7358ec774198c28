//===- prim-translate.cpp - Prim's translation driver ---------------------===//
//
// mlir-translate with Prim's dialects, whose --mlir-to-llvmir also runs
// LLVM's optimization pipeline in-process when given -O1..-O3, and
// --import-tvmscript, which reads TVMScript into the prim dialect.
//
//===----------------------------------------------------------------------===//

#include "prim/Compiler/Compiler.h"
#include "prim/InitPrim.h"
#include "prim/Support/AtomicOutput.h"
#include "prim/Target/TVMScript.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Tools/mlir-translate/MlirTranslateMain.h"
#include "mlir/Tools/mlir-translate/Translation.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/WithColor.h"

using namespace mlir;

static llvm::cl::opt<unsigned>
    optLevel("O", llvm::cl::desc("LLVM optimization level (0-3)"),
             llvm::cl::Prefix, llvm::cl::init(0));

/// Where the command line names the output: the argv index, and the prefix
/// (`-o=`, `--o=`, or none for the value after a separate `-o`).
/// mlirTranslateMain opens that file before it translates, so that a failure
/// would truncate it; Prim hands it a temporary file instead.
struct OutputArg {
  int index;
  llvm::StringRef prefix;
};

static llvm::SmallVector<OutputArg> findOutputArgs(int argc, char **argv) {
  llvm::SmallVector<OutputArg> found;
  for (int i = 1; i < argc; ++i) {
    llvm::StringRef arg = argv[i];
    if (arg == "--")
      break;
    if ((arg == "-o" || arg == "--o") && i + 1 < argc)
      found.push_back({++i, ""});
    for (llvm::StringRef prefix : {"-o=", "--o="})
      if (arg.starts_with(prefix))
        found.push_back({i, prefix});
  }
  return found;
}

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
  prim::registerTVMScriptImportTranslation();

  llvm::SmallVector<OutputArg> outputArgs = findOutputArgs(argc, argv);
  std::string outputFile = "-";
  if (!outputArgs.empty())
    outputFile = llvm::StringRef(argv[outputArgs.back().index])
                     .drop_front(outputArgs.back().prefix.size())
                     .str();
  llvm::Expected<prim::AtomicOutput> output =
      prim::AtomicOutput::create(outputFile);
  if (!output) {
    llvm::WithColor::error(llvm::errs(), "prim-translate")
        << llvm::toString(output.takeError()) << "\n";
    return 1;
  }
  std::vector<std::string> redirected;
  redirected.reserve(outputArgs.size());
  for (const OutputArg &arg : outputArgs) {
    redirected.push_back((arg.prefix + output->getPath()).str());
    argv[arg.index] = redirected.back().data();
  }

  if (failed(mlirTranslateMain(argc, argv, "Prim translation driver")))
    return 1;
  if (llvm::Error error = output->commit()) {
    llvm::WithColor::error(llvm::errs(), "prim-translate")
        << llvm::toString(std::move(error)) << "\n";
    return 1;
  }
  return 0;
}
