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
#include "prim/Support/Parse.h"
#include "prim/Target/TVMScript.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/mlir-translate/MlirTranslateMain.h"
#include "mlir/Tools/mlir-translate/Translation.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/StringSaver.h"
#include "llvm/Support/WithColor.h"

using namespace mlir;

static llvm::cl::opt<unsigned>
    optLevel("O", llvm::cl::desc("LLVM optimization level (0-3)"),
             llvm::cl::Prefix, llvm::cl::init(0));

/// Where the command line names the output: the argument's index, and the
/// prefix (`-o=`, `--o=`, or none for the value after a separate `-o`).
/// mlirTranslateMain opens that file before it translates, so that a failure
/// would truncate it; Prim hands it a temporary file instead.
struct OutputArg {
  int index;
  llvm::StringRef prefix;
};

static llvm::SmallVector<OutputArg>
findOutputArgs(llvm::ArrayRef<char *> argv) {
  llvm::SmallVector<OutputArg> found;
  int argc = argv.size();
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

/// The arguments that may name the input: those that are neither options
/// nor the value of a separate -o. The input is the positional argument of
/// mlirTranslateMain; an option's value given as a separate argument is
/// among these too, which can only refuse more.
static llvm::SmallVector<llvm::StringRef>
findInputCandidates(llvm::ArrayRef<char *> argv,
                    llvm::ArrayRef<OutputArg> outputArgs) {
  llvm::SmallVector<llvm::StringRef> found;
  bool optionsEnded = false;
  for (int i = 1, e = argv.size(); i < e; ++i) {
    llvm::StringRef arg = argv[i];
    if (!optionsEnded && arg == "--") {
      optionsEnded = true;
      continue;
    }
    if (llvm::any_of(outputArgs, [&](const OutputArg &output) {
          return output.index == i && output.prefix.empty();
        }))
      continue;
    if (optionsEnded || !arg.starts_with("-"))
      found.push_back(arg);
  }
  return found;
}

int main(int argc, char **argv) {
  // TranslateFromMLIRRegistration parses with MLIR's parser directly; this
  // parses through prim::parseModule, which refuses input nested deeper than
  // that parser's recursion can take.
  TranslateRegistration registration(
      "mlir-to-llvmir", "Translate the LLVM dialect to LLVM IR (then -O<n>)",
      [](const std::shared_ptr<llvm::SourceMgr> &sourceMgr, raw_ostream &os,
         MLIRContext *context) -> LogicalResult {
        DialectRegistry registry;
        prim::registerAllDialects(registry);
        context->appendDialectRegistry(registry);
        // A diagnostic points at the input's line; a dump of the whole
        // module in generic form after it is no help.
        context->printOpOnDiagnostic(false);
        OwningOpRef<ModuleOp> module =
            prim::parseModule(*sourceMgr, context, prim::getInputDialects());
        if (!module)
          return failure();
        llvm::LLVMContext llvmContext;
        std::unique_ptr<llvm::Module> llvmModule =
            prim::translateAndOptimize(*module, llvmContext, optLevel);
        if (!llvmModule)
          return failure();
        llvmModule->print(os, nullptr);
        return success();
      });
  prim::registerTVMScriptImportTranslation();

  // The command line with its response files (@file) expanded, so that an
  // -o inside one is found and redirected too.
  llvm::BumpPtrAllocator allocator;
  llvm::StringSaver saver(allocator);
  llvm::SmallVector<const char *> expandedArgs(argv, argv + argc);
  if (!llvm::cl::ExpandResponseFiles(saver, llvm::cl::TokenizeGNUCommandLine,
                                     expandedArgs)) {
    llvm::WithColor::error(llvm::errs(), "prim-translate")
        << "cannot expand the response files of the command line\n";
    return 1;
  }
  // Writable, NUL-terminated copies: mlirTranslateMain takes `char **`.
  std::vector<char *> args;
  for (const char *arg : expandedArgs)
    args.push_back(const_cast<char *>(saver.save(arg).data()));

  llvm::SmallVector<OutputArg> outputArgs = findOutputArgs(args);
  std::string outputFile = "-";
  if (!outputArgs.empty())
    outputFile = llvm::StringRef(args[outputArgs.back().index])
                     .drop_front(outputArgs.back().prefix.size())
                     .str();
  // The output replaces its file only on success, and a success would
  // replace the source with its translation, as GCC refuses to.
  if (outputFile != "-")
    for (llvm::StringRef input : findInputCandidates(args, outputArgs))
      if (llvm::sys::fs::equivalent(input, outputFile)) {
        llvm::WithColor::error(llvm::errs(), "prim-translate")
            << "the output '" << outputFile
            << "' is the input file; nothing is written\n";
        return 1;
      }
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
    args[arg.index] = redirected.back().data();
  }

  if (failed(mlirTranslateMain(args.size(), args.data(),
                               "Prim translation driver")))
    return 1;
  if (llvm::Error error = output->commit()) {
    llvm::WithColor::error(llvm::errs(), "prim-translate")
        << llvm::toString(std::move(error)) << "\n";
    return 1;
  }
  return 0;
}
