//===- prim-translate.cpp - Prim's translation driver ---------------------===//
//
// mlir-translate with Prim's dialects, whose --mlir-to-llvmir also runs
// LLVM's optimization pipeline in-process when given -O1..-O3, and
// --import-tvmscript, which reads TVMScript into the prim dialect.
//
// The driver is mlirTranslateMain's, with the output written as prim-opt
// and prim-compile write theirs (prim::writeOutputFile): mlirTranslateMain
// opens the output itself, before it translates, and a write that fails
// (a full disk) ends in raw_fd_ostream's fatal error.
//
//===----------------------------------------------------------------------===//

#include "prim/Compiler/Compiler.h"
#include "prim/InitPrim.h"
#include "prim/Support/AtomicOutput.h"
#include "prim/Support/Parse.h"
#include "prim/Target/TVMScript.h"

#include "mlir/IR/AsmState.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Support/Timing.h"
#include "mlir/Support/ToolUtilities.h"
#include "mlir/Tools/mlir-translate/Translation.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/WithColor.h"

using namespace mlir;

static llvm::cl::opt<unsigned>
    optLevel("O", llvm::cl::desc("LLVM optimization level (0-3)"),
             llvm::cl::Prefix, llvm::cl::init(0));

static llvm::cl::opt<std::string> inputFilename(llvm::cl::Positional,
                                                llvm::cl::desc("<input file>"),
                                                llvm::cl::init("-"));

static llvm::cl::opt<std::string>
    outputFilename("o", llvm::cl::desc("Output filename"),
                   llvm::cl::value_desc("filename"), llvm::cl::init("-"));

static llvm::cl::opt<bool> allowUnregisteredDialects(
    "allow-unregistered-dialect",
    llvm::cl::desc("Allow operation with no registered dialects "
                   "(discouraged: testing only!)"),
    llvm::cl::init(false));

static llvm::cl::opt<std::string> inputSplitMarker{
    "split-input-file", llvm::cl::ValueOptional,
    llvm::cl::callback([](const std::string &str) {
      // Without a value, the default marker.
      if (str.empty())
        inputSplitMarker.setValue(kDefaultSplitMarker);
    }),
    llvm::cl::desc("Split the input file into chunks using the given or "
                   "default marker and process each chunk independently"),
    llvm::cl::init("")};

static llvm::cl::opt<SourceMgrDiagnosticVerifierHandler::Level>
    verifyDiagnostics{
        "verify-diagnostics", llvm::cl::ValueOptional,
        llvm::cl::desc("Check that emitted diagnostics match expected-* "
                       "lines on the corresponding line"),
        llvm::cl::values(
            clEnumValN(
                SourceMgrDiagnosticVerifierHandler::Level::All, "all",
                "Check all diagnostics (expected, unexpected, near-misses)"),
            clEnumValN(
                SourceMgrDiagnosticVerifierHandler::Level::All, "",
                "Check all diagnostics (expected, unexpected, near-misses)"),
            clEnumValN(SourceMgrDiagnosticVerifierHandler::Level::OnlyExpected,
                       "only-expected", "Check only expected diagnostics"))};

static llvm::cl::opt<bool>
    errorDiagnosticsOnly("error-diagnostics-only",
                         llvm::cl::desc("Filter all non-error diagnostics "
                                        "(discouraged: testing only!)"),
                         llvm::cl::init(false));

static llvm::cl::opt<std::string> outputSplitMarker(
    "output-split-marker",
    llvm::cl::desc("Split marker to use for merging the ouput"),
    llvm::cl::init(""));

static int reportError(const llvm::Twine &message) {
  llvm::WithColor::error(llvm::errs(), "prim-translate") << message << "\n";
  return 1;
}

/// Runs `translation` on one input (or one chunk of a split input), with
/// the diagnostics handled as --verify-diagnostics and
/// --error-diagnostics-only ask.
static LogicalResult translateBuffer(const Translation &translation,
                                     std::unique_ptr<llvm::MemoryBuffer> buffer,
                                     raw_ostream &os) {
  MLIRContext context;
  context.allowUnregisteredDialects(allowUnregisteredDialects);
  context.printOpOnDiagnostic(verifyDiagnostics.getNumOccurrences() == 0);
  auto sourceMgr = std::make_shared<llvm::SourceMgr>();
  sourceMgr->AddNewSourceBuffer(std::move(buffer), SMLoc());
  if (verifyDiagnostics.getNumOccurrences()) {
    // Whether the translation fails is what the expected-* lines say.
    SourceMgrDiagnosticVerifierHandler handler(*sourceMgr, &context,
                                               verifyDiagnostics);
    (void)translation(sourceMgr, os, &context);
    return handler.verify();
  }
  SourceMgrDiagnosticHandler handler(*sourceMgr, &context);
  std::optional<ScopedDiagnosticHandler> errorsOnly;
  if (errorDiagnosticsOnly)
    errorsOnly.emplace(&context, [](Diagnostic &diagnostic) {
      return success(diagnostic.getSeverity() != DiagnosticSeverity::Error);
    });
  return translation(sourceMgr, os, &context);
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

  llvm::cl::list<const Translation *, bool, TranslationParser> translations(
      "", llvm::cl::desc("Translations to perform"), llvm::cl::Required);
  registerAsmPrinterCLOptions();
  registerMLIRContextCLOptions();
  registerTranslationCLOptions();
  registerDefaultTimingManagerCLOptions();
  llvm::cl::ParseCommandLineOptions(argc, argv, "Prim translation driver");

  // mlirTranslateMain chains translations; neither of Prim's takes what the
  // other writes (--import-tvmscript's output is not lowered yet).
  if (translations.size() > 1)
    return reportError("one translation at a time: --import-tvmscript's "
                       "output needs prim-opt --prim-to-llvm before "
                       "--mlir-to-llvmir");
  const Translation &translation = *translations.front();

  DefaultTimingManager timingManager;
  applyDefaultTimingManagerCLOptions(timingManager);
  TimingScope timing = timingManager.getRootScope();

  std::string message;
  std::unique_ptr<llvm::MemoryBuffer> input =
      openInputFile(inputFilename, &message);
  if (!input) {
    llvm::errs() << message << "\n";
    return 1;
  }
  // The output replaces its file only on success, and a success would
  // replace the source with its translation, as GCC refuses to.
  if (outputFilename != "-" &&
      llvm::sys::fs::equivalent(inputFilename, outputFilename))
    return reportError("the output '" + outputFilename +
                       "' is the input file; nothing is written");
  return failed(prim::writeOutputFile(
      outputFilename,
      [&](raw_ostream &os) {
        TimingScope translationTiming =
            timing.nest(translation.getDescription());
        return splitAndProcessBuffer(
            std::move(input),
            [&](std::unique_ptr<llvm::MemoryBuffer> chunk, raw_ostream &os) {
              return translateBuffer(translation, std::move(chunk), os);
            },
            os, inputSplitMarker, outputSplitMarker);
      },
      [](const llvm::Twine &message) { reportError(message); }));
}
