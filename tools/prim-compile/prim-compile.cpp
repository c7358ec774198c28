//===- prim-compile.cpp - prim to optimized LLVM IR -----------------------===//
//
// prim-compile FILE -o OUT --abi={tvm-legacy|tvm-ffi} -O{0..3}
//              --emit={llvm|obj|shared} [--system-lib]
//              [--system-lib-prefix=P] [--target=T]
//              [--mcpu=CPU|native] [--mattr=FEATURES] [--sanitize=address|thread]
//              [--checks=CATEGORIES]
//              [--link=LIBRARY.so]... [--threads=N]
//              [--mlir-timing] [--mlir-print-ir-after-all] [-time-passes]
//              [--verify-each]
//
// Nothing is written unless compilation succeeds.
//
//===----------------------------------------------------------------------===//

#include "prim/ABI/PackedABI.h"
#include "prim/Compiler/Compiler.h"
#include "prim/Compiler/InProcessLinker.h"
#include "prim/Support/Parse.h"
#include "prim/Dialect/Prim/IR/PrimOps.h"
#include "prim/InitPrim.h"
#include "prim/Support/AtomicOutput.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Support/Timing.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/CodeGen/CommandFlags.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ThreadPool.h"
#include "llvm/Support/Threading.h"

#include <future>
#include <optional>

using namespace mlir;
namespace cl = llvm::cl;

static cl::OptionCategory primCategory("Prim options");
static cl::OptionCategory generalCategory(
    "Pass manager and timing options (MLIR's and LLVM's)");

static cl::opt<std::string> inputFile(cl::Positional, cl::desc("<input.mlir>"),
                                      cl::Required,
    cl::cat(primCategory));
static cl::opt<std::string> outputFile("o", cl::desc("Output file (- for stdout)"),
                                       cl::value_desc("file"), cl::Required,
    cl::cat(primCategory));
static cl::opt<std::string> abi("abi", cl::desc("tvm-legacy or tvm-ffi"),
                                cl::init("tvm-ffi"),
    cl::cat(primCategory));
static cl::opt<unsigned> optLevel("O", cl::desc("Optimization level (0-3)"),
                                  cl::Prefix, cl::init(2),
    cl::cat(primCategory));
static cl::opt<std::string> checks(
    "checks",
    cl::desc("The categories of argument checks of packed entries without "
             "their own checks(...): comma-separated names of type_code, "
             "ndim_dtype, shape, strides, byte_offset, device, data, "
             "alignment, all or none; -name removes one, and a list starting "
             "with one starts from all"),
    cl::value_desc("categories"), cl::init("all"), cl::cat(primCategory));
static cl::opt<int64_t> checkTableThreshold(
    "check-table-threshold",
    cl::desc("Entries with at least this many parameters check them in a "
             "loop over constant tables (0: never)"),
    cl::init(32), cl::cat(primCategory));
static cl::opt<bool> libraryDescription(
    "library-description",
    cl::desc("Define __prim_library_description (=false for all but one of "
             "several objects linked into one library)"),
    cl::init(true), cl::cat(primCategory));
static cl::opt<bool> systemLib(
    "system-lib",
    cl::desc("Register every exported symbol from a startup constructor"),
    cl::init(false),
    cl::cat(primCategory));
static cl::opt<std::string> systemLibPrefix(
    "system-lib-prefix",
    cl::desc("The symbol prefix of a system library, as ffi.SystemLib(P) and "
             "runtime.SystemLib(P) look it up (implies --system-lib)"),
    cl::value_desc("P"),
    cl::cat(primCategory));
static cl::opt<std::string> targetTriple("target",
                                         cl::desc("Target triple (host)"),
    cl::cat(primCategory));
static cl::list<std::string> linkLibraries(
    "link",
    cl::desc("A shared library that call_cpacked calls go into: recorded as "
             "a dependency of --emit=shared's library"),
    cl::value_desc("library.so"),
    cl::cat(primCategory));
static cl::opt<std::string>
    linker("linker", cl::desc("Compiler driver that links --emit=shared "
                              "(first of clang-22, clang, cc)"),
    cl::cat(primCategory));
static cl::opt<prim::Sanitizer> sanitizer(
    "sanitize", cl::desc("Instrument the generated code"),
    cl::values(clEnumValN(prim::Sanitizer::None, "none", "no instrumentation"),
               clEnumValN(prim::Sanitizer::Address, "address",
                          "AddressSanitizer"),
               clEnumValN(prim::Sanitizer::Thread, "thread",
                          "ThreadSanitizer")),
    cl::init(prim::Sanitizer::None),
    cl::cat(primCategory));
/// --threads=N. LLVM 22's libraries already register an undocumented int
/// option of that name, so prim-compile describes and reads that one, and
/// registers its own only when there is none.
static cl::opt<int> &getThreadsOption() {
  static std::optional<cl::opt<int>> own;
  cl::Option *option = cl::getRegisteredOptions().lookup("threads");
  auto *existing = dynamic_cast<cl::opt<int> *>(option);
  cl::opt<int> &threads = existing ? *existing : own.emplace("threads");
  threads.setDescription("Threads for the MLIR pipeline and LLVM's "
                         "optimization and code generation (0: one per "
                         "core); the output does not depend on it");
  threads.setInitialValue(0);
  threads.setValueStr("N");
  threads.addCategory(primCategory);
  return threads;
}
/// --mcpu and --mattr are LLVM's code generation flags: the linker that
/// joins partitions in process registers those flags, which must then have
/// no twin, so prim-compile registers them first and describes them.
static void adoptCodeGenFlags() {
  static llvm::codegen::RegisterCodeGenFlags flags;
  auto &options = cl::getRegisteredOptions();
  cl::Option *cpu = options.lookup("mcpu");
  cpu->setDescription(
      "Target CPU (the target's baseline; native for the host's CPU)");
  cl::Option *features = options.lookup("mattr");
  features->setDescription("Target features (+a,-b)");
  features->setValueStr("features");
  for (cl::Option *option : {cpu, features}) {
    option->addCategory(primCategory);
    option->setHiddenFlag(cl::NotHidden);
  }
}
static cl::opt<unsigned> functionsPerChunk(
    "functions-per-chunk",
    cl::desc("The most top-level operations (about) of a chunk that is "
             "lowered and compiled on its own, so that memory does not grow "
             "with the module (0: compile the module whole)"),
    cl::init(prim::CompileOptions().functionsPerChunk), cl::value_desc("N"),
    cl::cat(primCategory));
static cl::opt<bool> verifyEach(
    "verify-each",
    cl::desc("Verify the IR after every pass of the MLIR pipeline, not only "
             "its result (names the pass that broke it)"),
    cl::init(false), cl::cat(generalCategory));
enum class Emit { LLVM, Object, Shared };
static cl::opt<Emit> emit(
    "emit", cl::desc("What to write"),
    cl::values(clEnumValN(Emit::LLVM, "llvm", "optimized LLVM IR"),
               clEnumValN(Emit::Object, "obj", "an object file"),
               clEnumValN(Emit::Shared, "shared",
                          "a shared library TVM's runtimes can load")),
    cl::init(Emit::LLVM),
    cl::cat(primCategory));

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  registerMLIRContextCLOptions();
  registerPassManagerCLOptions();
  registerDefaultTimingManagerCLOptions();
  // --help lists Prim's options and the few generic ones a user needs;
  // --help-hidden lists every option (LLVM's backends register hundreds).
  for (StringRef name :
       {"mlir-timing", "mlir-timing-display", "mlir-print-ir-after-all",
        "mlir-print-ir-before-all", "mlir-disable-threading", "time-passes",
        "print-after-all"})
    for (cl::SubCommand *sub :
         {&cl::SubCommand::getTopLevel(), &cl::SubCommand::getAll()})
      if (cl::Option *option = cl::getRegisteredOptions(*sub).lookup(name)) {
        option->addCategory(generalCategory);
        option->setHiddenFlag(cl::NotHidden);
      }
  cl::opt<int> &threads = getThreadsOption();
  adoptCodeGenFlags();
  // (cl::HideUnrelatedOptions would hide them from --help-hidden too.)
  for (auto &[name, option] : cl::getRegisteredOptions()) {
    bool shown = llvm::any_of(option->Categories, [](cl::OptionCategory *c) {
      return c == &primCategory || c == &generalCategory ||
             c->getName() == "Generic Options"; // --help, --version
    });
    if (!shown && option->getOptionHiddenFlag() == cl::NotHidden)
      option->setHiddenFlag(cl::Hidden);
  }
  cl::ParseCommandLineOptions(argc, argv, "Prim compiler\n");
  if (failed(prim::parseCheckCategories(checks, [](const llvm::Twine &why) {
        llvm::errs() << "prim-compile: --checks: " << why << "\n";
      })))
    return 1;
  if (!prim::PackedABI::get(abi)) {
    llvm::errs() << "prim-compile: unknown ABI '" << abi << "'; expected one of "
                 << prim::PackedABI::getKnownNames() << "\n";
    return 1;
  }
  if (threads < 0) {
    llvm::errs() << "prim-compile: --threads=" << threads
                 << " is negative; 0 means one per core\n";
    return 1;
  }
  if (optLevel > 3) {
    llvm::errs() << "prim-compile: -O" << optLevel
                 << " is not one of -O0, -O1, -O2, -O3\n";
    return 1;
  }
  // The output replaces its file only on success, and a success would
  // replace the source with the compiled code, as GCC refuses to.
  if (inputFile != "-" && outputFile != "-" &&
      llvm::sys::fs::equivalent(inputFile, outputFile)) {
    llvm::errs() << "prim-compile: the output '" << outputFile
                 << "' is the input file; nothing is written\n";
    return 1;
  }

  // lld, which joins the partitions of a module large enough to be split,
  // initializes every LLVM backend as it starts (4 ms). Started here, on
  // another core, that happens while the module is parsed and lowered.
  std::shared_future<void> backendsInitialized;
  if (emit != Emit::LLVM)
    backendsInitialized =
        std::async(std::launch::async, prim::initializeAllLLVMBackends);

  DialectRegistry registry;
  prim::registerAllDialects(registry);
  // MLIR's passes run on a pool of --threads threads
  // (--mlir-disable-threading still wins).
  MLIRContext context(registry, MLIRContext::Threading::DISABLED);
  llvm::DefaultThreadPool threadPool(llvm::hardware_concurrency(threads));
  if (threadPool.getMaxConcurrency() > 1)
    context.setThreadPool(threadPool);
  // A diagnostic points at the input's line; the op as the pipeline holds it
  // by then (in the LLVM dialect, in generic form) is no help to a user.
  context.printOpOnDiagnostic(false);
  DefaultTimingManager timingManager;
  applyDefaultTimingManagerCLOptions(timingManager);
  TimingScope timing = timingManager.getRootScope();
  llvm::SourceMgr sourceMgr;
  SourceMgrDiagnosticHandler diagnostics(sourceMgr, &context);
  std::string error;
  std::unique_ptr<llvm::MemoryBuffer> input = openInputFile(inputFile, &error);
  if (!input) {
    llvm::errs() << "prim-compile: " << error << "\n";
    return 1;
  }
  sourceMgr.AddNewSourceBuffer(std::move(input), llvm::SMLoc());
  OwningOpRef<ModuleOp> module;
  {
    TimingScope parsing = timing.nest("parsing");
    module = prim::parseModule(sourceMgr, &context, prim::getInputDialects());
  }
  if (!module)
    return 1;

  prim::CompileOptions options;
  options.abi = abi;
  options.optLevel = optLevel;
  options.checks = checks;
  options.checkTableThreshold = checkTableThreshold;
  options.libraryDescription = libraryDescription;
  options.systemLib = systemLib;
  options.systemLibPrefix = systemLibPrefix;
  options.targetTriple = targetTriple;
  options.cpu = llvm::codegen::getMCPU();
  options.features = llvm::join(llvm::codegen::getMAttrs(), ",");
  options.linker = linker;
  options.linkLibraries = linkLibraries;
  options.sanitizer = sanitizer;
  options.threads = static_cast<unsigned>(threads);
  options.functionsPerChunk = functionsPerChunk;
  options.verifyEachPass = verifyEach;
  options.passManagerCLOptions = true;
  options.timing = &timing;
  // The options are all read: lld may reset them.
  options.runLinker = [backendsInitialized](ArrayRef<const char *> args,
                                            std::string &messages) {
    if (backendsInitialized.valid())
      backendsInitialized.wait();
    return prim::runLLDInProcess(args, messages);
  };
  std::string outputPath = outputFile;

  if (emit == Emit::Shared) {
    if (outputPath == "-") {
      llvm::errs() << "prim-compile: --emit=shared needs a file name, not -o -\n";
      return 1;
    }
    return failed(prim::compileToSharedLibrary(*module, options, outputPath));
  }

  // A temporary file beside the output replaces it only once complete.
  // Nothing reaches it before compilation succeeded: the object, which may
  // not fit in memory, is copied from temporary files at the end.
  return failed(prim::writeOutputFile(
      outputPath,
      [&](llvm::raw_fd_ostream &os) -> LogicalResult {
        if (emit == Emit::Object)
          return prim::compileToObject(*module, options, os);
        llvm::LLVMContext llvmContext;
        std::unique_ptr<llvm::Module> llvmModule =
            prim::compileToLLVMIR(*module, llvmContext, options);
        if (!llvmModule)
          return failure();
        llvmModule->print(os, nullptr);
        return success();
      },
      [](const llvm::Twine &message) {
        llvm::errs() << "prim-compile: " << message << "\n";
      }));
}
