//===- Compiler.cpp - Prim's entry points for host compilers --------------===//

#include "prim/Compiler/Compiler.h"
#include "FinalIR.h"
#include "Partition.h"

#include "prim/ABI/LibraryDescription.h"
#include "prim/ABI/PackedABI.h"
#include "prim/Conversion/Passes.h"
#include "prim/Conversion/PrimToLLVM/PrimToLLVM.h"
#include "prim/Dialect/Prim/IR/PrimOps.h"
#include "prim/Support/AtomicOutput.h"

#include "mlir/Bytecode/BytecodeWriter.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/Timing.h"
#include "mlir/Target/LLVMIR/Export.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/IR/DiagnosticHandler.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/DiagnosticPrinter.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Passes/StandardInstrumentations.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/ThreadPool.h"
#include "llvm/Support/Threading.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/TargetParser/Host.h"
#include "llvm/TargetParser/SubtargetFeature.h"
#include "llvm/Transforms/Instrumentation/AddressSanitizer.h"
#include "llvm/Transforms/Instrumentation/ThreadSanitizer.h"

#include <condition_variable>
#include <future>
#include <mutex>
#include <numeric>
#include <optional>

using namespace mlir;

static llvm::CodeGenOptLevel getCodeGenOptLevel(unsigned optLevel) {
  switch (optLevel) {
  case 0:
    return llvm::CodeGenOptLevel::None;
  case 1:
    return llvm::CodeGenOptLevel::Less;
  case 2:
    return llvm::CodeGenOptLevel::Default;
  default:
    return llvm::CodeGenOptLevel::Aggressive;
  }
}

/// The CPU clang assumes for `triple` without -march/-mcpu: code for it runs
/// on every machine of the triple. (LLVM's empty CPU would tune x86 for an
/// i586.)
static std::string getBaselineCPU(const llvm::Triple &triple) {
  return triple.getArch() == llvm::Triple::x86_64 ? "x86-64" : "generic";
}

/// Registers every target's name and triples, so that any triple finds its
/// backend; once.
static void initializeTargetInfos() {
  static const bool initialized = (llvm::InitializeAllTargetInfos(), true);
  (void)initialized;
}

void prim::initializeLLVMBackend(StringRef name) {
  initializeTargetInfos();
  static std::mutex mutex;
  static llvm::StringSet<> initialized;
  std::lock_guard<std::mutex> lock(mutex);
  if (!initialized.insert(name).second)
    return;
#define LLVM_TARGET(T)                                                         \
  if (name == #T) {                                                            \
    LLVMInitialize##T##Target();                                               \
    LLVMInitialize##T##TargetMC();                                             \
  }
#include "llvm/Config/Targets.def"
#define LLVM_ASM_PRINTER(T)                                                    \
  if (name == #T)                                                              \
    LLVMInitialize##T##AsmPrinter();
#include "llvm/Config/AsmPrinters.def"
#define LLVM_ASM_PARSER(T)                                                     \
  if (name == #T)                                                              \
    LLVMInitialize##T##AsmParser();
#include "llvm/Config/AsmParsers.def"
}

void prim::initializeAllLLVMBackends() {
#define LLVM_TARGET(T) initializeLLVMBackend(#T);
#include "llvm/Config/Targets.def"
}

llvm::Expected<std::unique_ptr<llvm::TargetMachine>>
prim::createTargetMachine(const CompileOptions &options) {
  initializeTargetInfos();

  llvm::Triple triple(options.targetTriple.empty()
                          ? llvm::sys::getDefaultTargetTriple()
                          : llvm::Triple::normalize(options.targetTriple));
  std::string error;
  const llvm::Target *target =
      llvm::TargetRegistry::lookupTarget(triple, error);
  if (!target)
    return llvm::createStringError("unknown target '" + triple.str() +
                                   "': " + error);
  // Initializing every backend took 4 ms, a tenth of a small compile's
  // serial part: only the one this target needs is.
  initializeLLVMBackend(target->getBackendName());
  std::string cpu = options.cpu, features = options.features;
  // The host's CPU and features describe only the host's architecture:
  // --mcpu=native is for the host alone, and the default is the target's
  // baseline CPU (as clang and TVM default), so a library runs on every
  // machine of its architecture.
  llvm::Triple host(llvm::sys::getProcessTriple());
  bool isHost = triple.getArch() == host.getArch() &&
                triple.getOS() == host.getOS();
  if (cpu == "native" && !isHost)
    return llvm::createStringError("--mcpu=native names the host's CPU, "
                                   "which cannot run target '" +
                                   triple.str() + "'");
  if (cpu.empty())
    cpu = getBaselineCPU(triple);
  if (cpu == "native") {
    cpu = llvm::sys::getHostCPUName().str();
    if (features.empty()) {
      llvm::SubtargetFeatures hostFeatures;
      for (const auto &[feature, enabled] : llvm::sys::getHostCPUFeatures())
        hostFeatures.AddFeature(feature, enabled);
      features = hostFeatures.getString();
    }
  }
  // LLVM only warns about an unknown CPU, then fails deep in code
  // generation. The CPU table is asked through a generic subtarget, as one
  // made for an unknown CPU would print that warning first.
  std::unique_ptr<llvm::MCSubtargetInfo> subtarget(
      target->createMCSubtargetInfo(triple, "", ""));
  if (!cpu.empty() && (!subtarget || !subtarget->isCPUStringValid(cpu)))
    return llvm::createStringError("unknown CPU '" + cpu + "' for target '" +
                                   triple.str() + "'");
  std::unique_ptr<llvm::TargetMachine> machine(target->createTargetMachine(
      triple, cpu, features, llvm::TargetOptions(), llvm::Reloc::PIC_,
      std::nullopt, getCodeGenOptLevel(options.optLevel)));
  if (!machine)
    return llvm::createStringError("cannot create a target machine for '" +
                                   triple.str() + "', CPU '" + cpu + "'");
  return machine;
}

/// A timer for `phase` under `options.timing`; inactive without one.
static TimingScope timePhase(const prim::CompileOptions &options,
                             StringRef phase) {
  return options.timing ? options.timing->nest(phase) : TimingScope();
}

/// Lowers `module`, the whole library or (`libraryPart`) one part of it.
static LogicalResult lower(ModuleOp module, const prim::CompileOptions &options,
                           bool libraryPart) {
  using namespace prim;
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
  return lower(module, options, /*libraryPart=*/false);
}

/// Gives every inline asm call in `llvmModule` a !srcloc cookie: 1 + the
/// index in `locations` of the location of the llvm.inline_asm op of
/// `module` it came from. LLVM reports its errors about inline asm (the
/// assembler's, register allocation's) with that cookie, which locates them
/// at the op. Translation keeps a function's blocks, and the operations of
/// each, in order, so a function's ops and calls pair up in order; a
/// function where they do not keeps its calls without cookies.
static void tagInlineAsm(Operation *module, llvm::Module &llvmModule,
                         std::vector<Location> &locations) {
  llvm::LLVMContext &context = llvmModule.getContext();
  for (auto function : module->getRegion(0).getOps<LLVM::LLVMFuncOp>()) {
    SmallVector<LLVM::InlineAsmOp> ops;
    function.walk([&](LLVM::InlineAsmOp op) { ops.push_back(op); });
    llvm::Function *llvmFunction =
        ops.empty() ? nullptr : llvmModule.getFunction(function.getSymName());
    if (!llvmFunction)
      continue;
    SmallVector<llvm::CallBase *> calls;
    for (llvm::Instruction &instruction : llvm::instructions(*llvmFunction))
      if (auto *call = dyn_cast<llvm::CallBase>(&instruction);
          call && call->isInlineAsm())
        calls.push_back(call);
    if (calls.size() != ops.size())
      continue;
    for (auto [op, call] : llvm::zip_equal(ops, calls)) {
      locations.push_back(op.getLoc());
      call->setMetadata(
          "srcloc",
          llvm::MDNode::get(context, llvm::ConstantAsMetadata::get(
                                         llvm::ConstantInt::get(
                                             llvm::Type::getInt64Ty(context),
                                             locations.size()))));
    }
  }
}

/// Checks what translateModuleToLLVMIR trusts unchecked: the target triple
/// is a string (prim-compile sets its own before), and verifyTranslatable.
/// A module split into partitions is checked once, whole, so that an error
/// about what the partitions share is reported once.
static LogicalResult verifyForTranslation(Operation *module) {
  StringRef tripleName = LLVM::LLVMDialect::getTargetTripleAttrName();
  if (Attribute triple = module->getAttr(tripleName);
      triple && !isa<StringAttr>(triple))
    return module->emitError()
           << "'" << tripleName << "' must be a string, not " << triple;
  return prim::verifyTranslatable(module);
}

/// translateModuleToLLVMIR of a module verifyForTranslation accepted.
/// `reportedError` says whether an error was reported since the translation
/// began: when it fails without naming what it cannot translate, this says
/// it failed. LLVM's verifier reports through the context too, not to
/// stderr, so that a partition's report keeps its place.
static std::unique_ptr<llvm::Module>
translate(Operation *module, llvm::LLVMContext &context,
          llvm::function_ref<bool()> reportedError) {
  std::unique_ptr<llvm::Module> llvmModule = translateModuleToLLVMIR(
      module, context, "LLVMDialectModule", /*disableVerification=*/true);
  if (!llvmModule) {
    if (!reportedError())
      module->emitError() << "failed to translate to LLVM IR";
    return nullptr;
  }
  std::string problems;
  llvm::raw_string_ostream os(problems);
  if (llvm::verifyModule(*llvmModule, &os)) {
    module->emitError() << "the translation to LLVM IR is invalid: "
                        << problems;
    return nullptr;
  }
  return llvmModule;
}

/// translate, seeing the errors it reports, and tagInlineAsm into
/// `asmLocations` if any.
static std::unique_ptr<llvm::Module>
translateReported(Operation *module, llvm::LLVMContext &context,
                  std::vector<Location> *asmLocations) {
  bool reported = false;
  std::unique_ptr<llvm::Module> llvmModule;
  {
    ScopedDiagnosticHandler seeErrors(
        module->getContext(), [&](Diagnostic &diagnostic) {
          if (diagnostic.getSeverity() == DiagnosticSeverity::Error)
            reported = true;
          return failure();
        });
    llvmModule = translate(module, context, [&] { return reported; });
  }
  if (llvmModule && asmLocations)
    tagInlineAsm(module, *llvmModule, *asmLocations);
  return llvmModule;
}

/// translateModuleToLLVMIR, after the checks of what it trusts unchecked
/// (verifyForTranslation). Every failure is reported.
static std::unique_ptr<llvm::Module>
translateChecked(Operation *module, llvm::LLVMContext &context,
                 std::vector<Location> *asmLocations = nullptr) {
  if (failed(verifyForTranslation(module)))
    return nullptr;
  return translateReported(module, context, asmLocations);
}

/// Gives `module` the target's triple and data layout, so that translation
/// emits the target's alignments rather than LLVM's defaults.
static void setTarget(ModuleOp module, llvm::TargetMachine &targetMachine) {
  MLIRContext *context = module.getContext();
  module->setAttr(LLVM::LLVMDialect::getTargetTripleAttrName(),
                  StringAttr::get(context,
                                  targetMachine.getTargetTriple().str()));
  module->setAttr(
      LLVM::LLVMDialect::getDataLayoutAttrName(),
      StringAttr::get(context, targetMachine.createDataLayout()
                                   .getStringRepresentation()));
}

/// Runs LLVM's default pipeline for `optLevel` (1 to 3; nothing at 0) on
/// `module`, as clang's -O does, but for final IR (skipFinalIR, then
/// InlineIntoFinalIRPass), with the instrumentation that LLVM's options ask
/// for (-time-passes, -print-after-all).
static void optimize(llvm::Module &module, unsigned optLevel,
                     llvm::TargetMachine *targetMachine) {
  if (optLevel == 0)
    return;
  llvm::LoopAnalysisManager loops;
  llvm::FunctionAnalysisManager functions;
  llvm::CGSCCAnalysisManager sccs;
  llvm::ModuleAnalysisManager modules;
  llvm::PassInstrumentationCallbacks callbacks;
  llvm::StandardInstrumentations instrumentations(module.getContext(),
                                                  /*DebugLogging=*/false);
  instrumentations.registerCallbacks(callbacks, &modules);
  prim::skipFinalIR(callbacks);
  // As MLIR's makeOptimizingTransformer tunes it (PassBuilder's defaults
  // leave SLP vectorization off).
  llvm::PipelineTuningOptions tuning;
  tuning.LoopUnrolling = true;
  tuning.LoopInterleaving = true;
  tuning.LoopVectorization = true;
  tuning.SLPVectorization = true;
  llvm::PassBuilder builder(targetMachine, tuning, std::nullopt, &callbacks);
  builder.registerModuleAnalyses(modules);
  builder.registerCGSCCAnalyses(sccs);
  builder.registerFunctionAnalyses(functions);
  builder.registerLoopAnalyses(loops);
  builder.crossRegisterProxies(loops, functions, sccs, modules);
  llvm::OptimizationLevel level = optLevel == 1   ? llvm::OptimizationLevel::O1
                                  : optLevel == 2 ? llvm::OptimizationLevel::O2
                                                  : llvm::OptimizationLevel::O3;
  builder.registerOptimizerLastEPCallback(
      [](llvm::ModulePassManager &passes, llvm::OptimizationLevel,
         llvm::ThinOrFullLTOPhase) {
        passes.addPass(prim::InlineIntoFinalIRPass());
      });
  builder.buildPerModuleDefaultPipeline(level).run(module, modules);
}

std::unique_ptr<llvm::Module>
prim::translateAndOptimize(ModuleOp module, llvm::LLVMContext &context,
                           unsigned optLevel,
                           llvm::TargetMachine *targetMachine) {
  if (optLevel > 3) {
    module.emitError() << "optimization level " << optLevel
                       << " is not one of 0, 1, 2, 3";
    return nullptr;
  }
  if (targetMachine)
    setTarget(module, *targetMachine);
  std::unique_ptr<llvm::Module> llvmModule = translateChecked(module, context);
  if (!llvmModule)
    return nullptr;
  // The LLVM module now holds everything. Kept whole beside it through
  // LLVM's pipeline and code generation, the MLIR module was a quarter of
  // prim-compile's peak memory (75 of 314 KB per utils/gen_modules.py
  // function at -O2).
  for (Operation &op : llvm::make_early_inc_range(*module.getBody()))
    op.erase();
  if (!targetMachine) {
    llvmModule->setTargetTriple(
        llvm::Triple(llvm::sys::getDefaultTargetTriple()));
  }
  optimize(*llvmModule, optLevel, targetMachine);
  return llvmModule;
}

void prim::instrument(llvm::Module &module, Sanitizer sanitizer,
                      llvm::TargetMachine *targetMachine) {
  if (sanitizer == Sanitizer::None)
    return;
  for (llvm::Function &function : module)
    if (!function.isDeclaration())
      function.addFnAttr(sanitizer == Sanitizer::Thread
                             ? llvm::Attribute::SanitizeThread
                             : llvm::Attribute::SanitizeAddress);
  llvm::LoopAnalysisManager loops;
  llvm::FunctionAnalysisManager functions;
  llvm::CGSCCAnalysisManager sccs;
  llvm::ModuleAnalysisManager modules;
  llvm::PassBuilder builder(targetMachine);
  builder.registerModuleAnalyses(modules);
  builder.registerCGSCCAnalyses(sccs);
  builder.registerFunctionAnalyses(functions);
  builder.registerLoopAnalyses(loops);
  builder.crossRegisterProxies(loops, functions, sccs, modules);
  llvm::ModulePassManager passes;
  if (sanitizer == Sanitizer::Thread) {
    passes.addPass(llvm::ModuleThreadSanitizerPass());
    passes.addPass(
        llvm::createModuleToFunctionPassAdaptor(llvm::ThreadSanitizerPass()));
  } else {
    passes.addPass(llvm::AddressSanitizerPass(llvm::AddressSanitizerOptions()));
  }
  passes.run(module, modules);
}

/// The target machine for `options`, or null after reporting at `module`.
static std::unique_ptr<llvm::TargetMachine>
getTargetMachineOrReport(ModuleOp module, const prim::CompileOptions &options) {
  auto machine = prim::createTargetMachine(options);
  if (!machine) {
    module.emitError() << llvm::toString(machine.takeError());
    return nullptr;
  }
  return std::move(*machine);
}

/// The target machine for `options`, with `module` given its triple and data
/// layout and lowered to the LLVM dialect; null after reporting at `module`.
static std::unique_ptr<llvm::TargetMachine>
lowerForTarget(ModuleOp module, const prim::CompileOptions &options) {
  std::unique_ptr<llvm::TargetMachine> machine =
      getTargetMachineOrReport(module, options);
  if (!machine)
    return nullptr;
  setTarget(module, *machine);
  if (failed(prim::lowerToLLVMDialect(module, options)))
    return nullptr;
  return machine;
}

/// The lowered `module` as optimized and instrumented LLVM IR for `machine`.
static std::unique_ptr<llvm::Module>
translateForTarget(ModuleOp module, llvm::LLVMContext &context,
                   const prim::CompileOptions &options,
                   llvm::TargetMachine &machine) {
  std::unique_ptr<llvm::Module> llvmModule = prim::translateAndOptimize(
      module, context, options.optLevel, &machine);
  if (llvmModule)
    prim::instrument(*llvmModule, options.sanitizer, &machine);
  return llvmModule;
}

std::unique_ptr<llvm::Module>
prim::compileToLLVMIR(ModuleOp module, llvm::LLVMContext &context,
                      const CompileOptions &options) {
  std::unique_ptr<llvm::TargetMachine> machine =
      lowerForTarget(module, options);
  if (!machine)
    return nullptr;
  return translateForTarget(module, context, options, *machine);
}

namespace {
/// An error of LLVM's code generation, with the !srcloc cookie of the inline
/// asm it is about (0: none).
struct CodegenError {
  uint64_t cookie = 0;
  std::string message;
};
using CodegenErrors = std::vector<CodegenError>;

/// Collects the text of LLVM's error diagnostics; leaves the others to the
/// default handling. LLVM reports errors in code generation (malformed
/// inline assembly, for one) through the context; unhandled, they end the
/// process. The text is shared with whoever reads it once code generation
/// has run, which for the JIT is after the context changed hands.
struct CollectErrors : llvm::DiagnosticHandler {
  explicit CollectErrors(std::shared_ptr<CodegenErrors> errors)
      : errors(std::move(errors)) {}
  bool handleDiagnostics(const llvm::DiagnosticInfo &info) override {
    if (info.getSeverity() != llvm::DS_Error)
      return false;
    CodegenError &error = errors->emplace_back();
    if (auto *inlineAsm = dyn_cast<llvm::DiagnosticInfoInlineAsm>(&info))
      error.cookie = inlineAsm->getLocCookie();
    else if (auto *assembler = dyn_cast<llvm::DiagnosticInfoSrcMgr>(&info))
      error.cookie = assembler->getLocCookie();
    llvm::raw_string_ostream os(error.message);
    llvm::DiagnosticPrinterRawOStream printer(os);
    info.print(printer);
    return true;
  }
  std::shared_ptr<CodegenErrors> errors;
};
} // namespace

/// Reports `errors` at the llvm.inline_asm op their cookie names in
/// `asmLocations`, else at `module`; fails.
static LogicalResult reportCodegenErrors(ModuleOp module,
                                         const CodegenErrors &errors,
                                         ArrayRef<Location> asmLocations) {
  for (const CodegenError &error : errors) {
    Location location = error.cookie != 0 && error.cookie <= asmLocations.size()
                            ? asmLocations[error.cookie - 1]
                            : module.getLoc();
    emitError(location) << "code generation failed: " << error.message;
  }
  return failure();
}

/// Generates `module`'s object code for `machine` into `object`; false
/// after reporting LLVM's errors (malformed inline assembly, for one, which
/// would otherwise end the process) into `errors`.
static bool emitObject(llvm::Module &module, llvm::TargetMachine &machine,
                       llvm::SmallVectorImpl<char> &object,
                       CodegenErrors &errors) {
  auto collected = std::make_shared<CodegenErrors>();
  module.getContext().setDiagnosticHandler(
      std::make_unique<CollectErrors>(collected), /*RespectFilters=*/true);
  llvm::raw_svector_ostream objectStream(object);
  llvm::legacy::PassManager codegen;
  if (machine.addPassesToEmitFile(codegen, objectStream, nullptr,
                                  llvm::CodeGenFileType::ObjectFile)) {
    errors.push_back({0, "the target cannot emit object files for '" +
                             machine.getTargetTriple().str() + "'"});
    return false;
  }
  codegen.run(module);
  errors = std::move(*collected);
  return errors.empty();
}

/// The linker that joins partitions' objects into one relocatable object
/// (`-r`) unless CompileOptions::runLinker does: LLVM's own, which knows
/// every target LLVM emits.
static llvm::ErrorOr<std::string> findRelocatableLinker() {
  for (StringRef name : {"ld.lld-22", "ld.lld"})
    if (llvm::ErrorOr<std::string> path = llvm::sys::findProgramByName(name))
      return path;
  return llvm::sys::findProgramByName("ld.lld", {LLVM_TOOLS_DIR});
}

namespace {
/// Diagnostics reported while partitions are translated, kept per partition
/// and shown in partition order once all threads have stopped, so that
/// they do not depend on the threads. While this lives, what a thread
/// reports inside a `Collect` scope goes to that scope's partition; the
/// rest goes on to the context's other handlers.
class PartitionDiagnostics {
public:
  explicit PartitionDiagnostics(MLIRContext *context)
      : handler(context, [](Diagnostic &diagnostic) -> LogicalResult {
          if (!collected)
            return failure();
          collected->push_back(std::move(diagnostic));
          return success();
        }) {}

  /// Collects what this thread reports into `diagnostics` while it lives.
  class Collect {
  public:
    explicit Collect(std::vector<Diagnostic> &diagnostics) {
      collected = &diagnostics;
    }
    ~Collect() { collected = nullptr; }
  };

private:
  static thread_local std::vector<Diagnostic> *collected;
  ScopedDiagnosticHandler handler;
};
thread_local std::vector<Diagnostic> *PartitionDiagnostics::collected =
    nullptr;

/// One partition's work, done in its own LLVMContext on some thread.
struct Partition {
  OwningOpRef<ModuleOp> module;
  std::vector<Diagnostic> diagnostics;
  /// The locations of its inline asm (tagInlineAsm).
  std::vector<Location> asmLocations;
  llvm::SmallVector<char, 0> object;
  CodegenErrors errors;
  bool failed = false;
};
} // namespace

/// Builds `machine`'s subtarget for functions without target attributes,
/// as Prim's are, which the machine keeps for them.
static void buildDefaultSubtarget(const llvm::TargetMachine &machine) {
  llvm::LLVMContext context;
  llvm::Module module("", context);
  llvm::Function *function = llvm::Function::Create(
      llvm::FunctionType::get(llvm::Type::getVoidTy(context), false),
      llvm::GlobalValue::ExternalLinkage, "", module);
  (void)machine.getSubtargetImpl(*function);
}

namespace {
/// Target machines for the partitions of a module, each used by one thread
/// at a time. A partition takes one and gives it back, so that the next
/// partition of its thread reuses the machine and the subtarget it built
/// (3 ms at first use, most of them page faults). The first `count` are
/// built on another thread from the start, while the module is lowered.
class TargetMachinePool {
public:
  TargetMachinePool(const prim::CompileOptions &options, unsigned count)
      : options(options),
        ahead(std::async(std::launch::async, [&options, count] {
          std::vector<std::unique_ptr<llvm::TargetMachine>> machines;
          for (unsigned i = 0; i < count; ++i) {
            auto machine = prim::createTargetMachine(options);
            // Whoever takes a machine then reports the error.
            if (!machine) {
              llvm::consumeError(machine.takeError());
              break;
            }
            buildDefaultSubtarget(**machine);
            machines.push_back(std::move(*machine));
          }
          return machines;
        })) {}

  /// A free machine, else a new one.
  llvm::Expected<std::unique_ptr<llvm::TargetMachine>> take() {
    {
      std::lock_guard<std::mutex> lock(mutex);
      if (ahead.valid())
        for (std::unique_ptr<llvm::TargetMachine> &machine : ahead.get())
          free.push_back(std::move(machine));
      if (!free.empty()) {
        std::unique_ptr<llvm::TargetMachine> machine = std::move(free.back());
        free.pop_back();
        return machine;
      }
    }
    return prim::createTargetMachine(options);
  }

  void giveBack(std::unique_ptr<llvm::TargetMachine> machine) {
    std::lock_guard<std::mutex> lock(mutex);
    free.push_back(std::move(machine));
  }

private:
  const prim::CompileOptions &options;
  std::future<std::vector<std::unique_ptr<llvm::TargetMachine>>> ahead;
  std::mutex mutex;
  std::vector<std::unique_ptr<llvm::TargetMachine>> free;
};
} // namespace

/// Translates, optimizes and compiles one partition of `partitions`; its
/// own LLVMContext, and a target machine of `machines`, as neither may be
/// shared between threads. Translation holds `translationLock`, if any: a
/// context without multithreading does not lock what translation creates in
/// it.
static void compilePartition(Partition &partition,
                             const prim::ModulePartitions &partitions,
                             const prim::CompileOptions &options,
                             TargetMachinePool &machines,
                             std::mutex *translationLock) {
  llvm::LLVMContext context;
  std::unique_ptr<llvm::Module> module;
  {
    std::unique_lock<std::mutex> lock;
    if (translationLock)
      lock = std::unique_lock<std::mutex>(*translationLock);
    TimingScope timing = timePhase(options, "translation to LLVM IR");
    PartitionDiagnostics::Collect collect(partition.diagnostics);
    module = translate(*partition.module, context, [&] {
      return llvm::any_of(partition.diagnostics, [](const Diagnostic &d) {
        return d.getSeverity() == DiagnosticSeverity::Error;
      });
    });
    if (!module) {
      partition.failed = true;
      return;
    }
    tagInlineAsm(*partition.module, *module, partition.asmLocations);
    prim::promoteSharedLocals(*module, partitions);
    // The LLVM module holds everything now.
    partition.module = nullptr;
  }
  auto machine = machines.take();
  if (!machine) {
    partition.errors.push_back({0, llvm::toString(machine.takeError())});
    return;
  }
  {
    TimingScope timing = timePhase(options, "LLVM optimization");
    optimize(*module, options.optLevel, machine->get());
  }
  TimingScope timing = timePhase(options, "code generation");
  emitObject(*module, **machine, partition.object, partition.errors);
  machines.giveBack(std::move(*machine));
}

namespace {
/// Temporary files, removed when this goes away. Safe to use from several
/// threads.
class TemporaryFiles {
public:
  TemporaryFiles() = default;
  TemporaryFiles(const TemporaryFiles &) = delete;
  TemporaryFiles &operator=(const TemporaryFiles &) = delete;
  ~TemporaryFiles() {
    for (const std::string &path : paths)
      llvm::sys::fs::remove(path);
  }

  /// A new empty temporary file of suffix `suffix`, open as `fd`; failure
  /// after reporting at `module`.
  FailureOr<std::string> create(ModuleOp module, StringRef suffix, int &fd) {
    llvm::SmallString<128> path;
    if (std::error_code ec =
            llvm::sys::fs::createTemporaryFile("prim", suffix, fd, path))
      return module.emitError()
             << "cannot create a temporary file: " << ec.message();
    std::lock_guard<std::mutex> lock(mutex);
    paths.push_back(path.str().str());
    return path.str().str();
  }

  /// A new temporary file holding `bytes`.
  FailureOr<std::string> write(ModuleOp module, StringRef suffix,
                               StringRef bytes) {
    int fd;
    FailureOr<std::string> path = create(module, suffix, fd);
    if (failed(path))
      return failure();
    llvm::raw_fd_ostream os(fd, /*shouldClose=*/true);
    os << bytes;
    os.close();
    if (os.has_error()) {
      std::string message = os.error().message();
      os.clear_error();
      return module.emitError()
             << "cannot write '" << *path << "': " << message;
    }
    return path;
  }

private:
  /// Chunks compiled in parallel create files at once.
  std::mutex mutex;
  std::vector<std::string> paths;
};
} // namespace

/// The threads that `options` asks for (0: one per core).
static unsigned getThreadCount(const prim::CompileOptions &options) {
  return llvm::hardware_concurrency(options.threads).compute_thread_count();
}

/// Links `objects`, in order, into one relocatable object (`-r`), a
/// temporary file in `files`, with `options.runLinker`, else the ld.lld at
/// `linker`. The inputs go in a response file: a module compiled in chunks
/// has thousands.
static FailureOr<std::string> linkObjects(ModuleOp module, StringRef linker,
                                          ArrayRef<std::string> objects,
                                          const prim::CompileOptions &options,
                                          TemporaryFiles &files) {
  int fd;
  FailureOr<std::string> output = files.create(module, "o", fd);
  if (failed(output))
    return failure();
  llvm::sys::Process::SafelyCloseFileDescriptor(fd);
  std::string inputs;
  for (const std::string &object : objects)
    inputs += object + "\n";
  FailureOr<std::string> responseFile = files.write(module, "rsp", inputs);
  if (failed(responseFile))
    return failure();
  std::string response = "@" + *responseFile;
  // lld's threads share the reading of its inputs: starting them cost more
  // than it saved for the two objects of a small module (1 ms of 5), and
  // gen_modules.py's 1000 functions, in 44 objects, linked in the same time
  // with one thread or two.
  size_t linkThreads = std::clamp<size_t>(objects.size() / 2, 1,
                                          getThreadCount(options));
  std::string threads = "--threads=" + std::to_string(linkThreads);

  if (options.runLinker) {
    const char *args[] = {"-r", threads.c_str(), "-o", output->c_str(),
                          response.c_str()};
    std::string messages;
    if (!options.runLinker(args, messages))
      return module.emitError() << "linking the partitions failed"
                                << (messages.empty() ? "" : ": " + messages);
    return output;
  }

  SmallVector<StringRef> args = {linker,  "-r",    threads,
                                 "-o",    *output, response};
  std::string message;
  int status = llvm::sys::ExecuteAndWait(linker, args, std::nullopt, {}, 0, 0,
                                         &message);
  if (status != 0)
    return module.emitError()
           << "linking the partitions with " << linker << " failed"
           << (message.empty() ? "" : ": " + message)
           << (status > 0 ? " (exit status " + std::to_string(status) + ")"
                          : "");
  return output;
}

/// Copies the file `path` to `os` a block at a time: the object of a large
/// module need not fit in memory.
static LogicalResult copyFile(ModuleOp module, StringRef path,
                              llvm::raw_ostream &os) {
  llvm::Expected<llvm::sys::fs::file_t> file =
      llvm::sys::fs::openNativeFileForRead(path);
  if (!file)
    return module.emitError() << "cannot read '" << path
                              << "': " << llvm::toString(file.takeError());
  llvm::scope_exit close([&] { llvm::sys::fs::closeFile(*file); });
  // Not zeroed: every page of a zeroed megabyte faults in, which costs more
  // than copying a small object.
  constexpr size_t kBlockSize = 1 << 20;
  std::unique_ptr<char[]> block(new char[kBlockSize]);
  while (true) {
    llvm::Expected<size_t> read = llvm::sys::fs::readNativeFile(
        *file, llvm::MutableArrayRef<char>(block.get(), kBlockSize));
    if (!read)
      return module.emitError() << "cannot read '" << path
                                << "': " << llvm::toString(read.takeError());
    if (*read == 0)
      return success();
    os.write(block.get(), *read);
  }
}

/// Translates, optimizes, instruments and generates the code of `module`,
/// in the LLVM dialect, for `machine`: in partitions, each translated and
/// compiled on one of up to `threads` threads with a target machine of
/// `machines`, when it is large and there are `machines`. The objects, one
/// per partition, go to `objects` in order.
/// `module` is left empty. Errors about inline asm are located at the op
/// (tagInlineAsm).
static LogicalResult
generateObjects(ModuleOp module, const prim::CompileOptions &options,
                llvm::TargetMachine &machine, TargetMachinePool *machines,
                unsigned threads,
                std::vector<llvm::SmallVector<char, 0>> &objects) {
  using prim::Sanitizer;
  if (failed(verifyForTranslation(module)))
    return failure();
  // Sanitizers instrument a whole module (one constructor, one set of
  // globals).
  prim::ModulePartitions split;
  if (machines && options.sanitizer == Sanitizer::None) {
    TimingScope timing = timePhase(options, "splitting into partitions");
    split = prim::splitModule(module);
  }
  unsigned count = split.modules.size();
  if (count == 0) {
    llvm::LLVMContext context;
    std::vector<Location> asmLocations;
    std::unique_ptr<llvm::Module> llvmModule;
    {
      TimingScope timing = timePhase(options, "translation to LLVM IR");
      llvmModule = translateReported(module, context, &asmLocations);
      if (!llvmModule)
        return failure();
      module.getBody()->clear();
    }
    {
      TimingScope timing = timePhase(options, "LLVM optimization");
      optimize(*llvmModule, options.optLevel, &machine);
      prim::instrument(*llvmModule, options.sanitizer, &machine);
    }
    TimingScope timing = timePhase(options, "code generation");
    CodegenErrors errors;
    objects.emplace_back();
    if (!emitObject(*llvmModule, machine, objects.back(), errors))
      return reportCodegenErrors(module, errors, asmLocations);
    return success();
  }

  std::vector<Partition> partitions(count);
  for (auto [partition, part] : llvm::zip_equal(partitions, split.modules))
    partition.module = std::move(part);
  std::mutex translationLock;
  std::mutex *lock = module.getContext()->isMultithreadingEnabled()
                         ? nullptr
                         : &translationLock;
  {
    PartitionDiagnostics diagnostics(module.getContext());
    threads = std::min(threads, count);
    if (threads <= 1) {
      for (Partition &partition : partitions)
        compilePartition(partition, split, options, *machines, lock);
    } else {
      llvm::DefaultThreadPool pool(llvm::hardware_concurrency(threads));
      for (Partition &partition : partitions)
        pool.async([&partition, &split, &options, machines, lock] {
          compilePartition(partition, split, options, *machines, lock);
        });
      pool.wait();
    }
  }
  // Every partition's errors, in order.
  bool failedAny = false;
  for (Partition &partition : partitions) {
    for (Diagnostic &diagnostic : partition.diagnostics)
      module.getContext()->getDiagEngine().emit(std::move(diagnostic));
    if (!partition.errors.empty())
      (void)reportCodegenErrors(module, partition.errors,
                                partition.asmLocations);
    failedAny |= partition.failed || !partition.errors.empty();
    objects.push_back(std::move(partition.object));
  }
  return failure(failedAny);
}

/// What a top-level operation weighs in the work of compiling it: its
/// operations, and for a PrimFunc the entry that lowering adds.
static size_t getWeight(Operation *op) {
  // Lowering adds a packed entry, about as much work as a small body.
  constexpr size_t kEntryWeight = 20;
  size_t weight = isa<prim::FuncOp>(op) ? kEntryWeight : 0;
  op->walk([&](Operation *) { ++weight; });
  return weight;
}

/// Chunks weigh about this much (getWeight): as gen_modules.py's functions
/// weigh, about a hundred of them, a few seconds at -O2. Smaller chunks
/// balance threads better but repeat more: each has its own helpers and
/// fixed costs (a context, a bytecode round trip, the pass pipelines, a
/// target machine, an object to link).
static constexpr size_t kWeightPerChunk = 4000;
/// A module of twice this is still cut in two, so that two threads share
/// it: a few of gen_modules.py's functions.
static constexpr size_t kMinWeightPerChunk = 100;
/// Beyond this, chunks grow rather than multiply.
static constexpr size_t kMaxChunks = 32;

/// `module`'s top-level operations in chunks, in module order, such that no
/// operation refers to a symbol that another chunk defines; empty when that
/// leaves a single chunk. Chunks weigh about kWeightPerChunk, and a module
/// of less is cut in two when it weighs twice kMinWeightPerChunk; there are
/// at most kMaxChunks, unless a chunk would hold more than about `maxSize`
/// operations. How a module is cut depends on it and `maxSize` alone.
static std::vector<std::vector<Operation *>> getChunks(ModuleOp module,
                                                       size_t maxSize) {
  std::vector<Operation *> ops;
  std::vector<size_t> weights;
  size_t total = 0;
  llvm::DenseMap<StringAttr, unsigned> definitions;
  for (Operation &op : *module.getBody()) {
    if (auto name = op.getAttrOfType<StringAttr>(
            SymbolTable::getSymbolAttrName()))
      definitions.try_emplace(name, ops.size());
    ops.push_back(&op);
    weights.push_back(getWeight(&op));
    total += weights.back();
  }
  if (total < 2 * kMinWeightPerChunk)
    return {};
  // Operations that refer to one another, directly or not, form a group.
  std::vector<unsigned> leader(ops.size());
  std::iota(leader.begin(), leader.end(), 0);
  auto find = [&](unsigned i) {
    while (leader[i] != i)
      i = leader[i] = leader[leader[i]];
    return i;
  };
  for (auto [i, op] : llvm::enumerate(ops))
    op->walk([&, i = i](Operation *nested) {
      nested->getAttrDictionary().walk([&](SymbolRefAttr reference) {
        auto definition = definitions.find(reference.getRootReference());
        if (definition != definitions.end())
          leader[find(i)] = find(definition->second);
      });
    });
  std::vector<size_t> groupWeight(ops.size(), 0), groupSize(ops.size(), 0);
  for (unsigned i = 0; i < ops.size(); ++i) {
    groupWeight[find(i)] += weights[i];
    ++groupSize[find(i)];
  }
  size_t chunkWeight = std::max((total + kMaxChunks - 1) / kMaxChunks,
                                std::min(kWeightPerChunk, total / 2));
  // A group goes to the chunk being filled when its first operation comes;
  // the chunk is full once it weighs chunkWeight or holds maxSize
  // operations.
  llvm::DenseMap<unsigned, unsigned> chunkOfGroup;
  std::vector<std::vector<Operation *>> chunks(1);
  size_t weight = 0, size = 0;
  for (auto [i, op] : llvm::enumerate(ops)) {
    unsigned group = find(i);
    auto [it, isNew] = chunkOfGroup.try_emplace(group, chunks.size() - 1);
    if (isNew) {
      if (size != 0 && (weight >= chunkWeight || size >= maxSize)) {
        chunks.emplace_back();
        it->second = chunks.size() - 1;
        weight = size = 0;
      }
      weight += groupWeight[group];
      size += groupSize[group];
    }
    chunks[it->second].push_back(op);
  }
  if (chunks.size() == 1)
    return {};
  return chunks;
}

/// A new empty module with `module`'s location and attributes (its triple
/// and data layout among them).
static OwningOpRef<ModuleOp> createSiblingModule(ModuleOp module) {
  OwningOpRef<ModuleOp> sibling = ModuleOp::create(module.getLoc());
  (*sibling)->setAttrs(module->getAttrDictionary());
  return sibling;
}

/// Translates `part`, emptying it, and compiles it whole (chunks are what
/// threads share; a chunk is not split further) to an object in `files`,
/// whose path goes to `paths`.
static LogicalResult compileToObjectFile(ModuleOp part,
                                         const prim::CompileOptions &options,
                                         llvm::TargetMachine &machine,
                                         TemporaryFiles &files,
                                         std::vector<std::string> &paths) {
  std::vector<llvm::SmallVector<char, 0>> objects;
  if (failed(generateObjects(part, options, machine, /*machines=*/nullptr,
                             /*threads=*/1, objects)))
    return failure();
  FailureOr<std::string> path = files.write(
      part, "o", StringRef(objects.front().data(), objects.front().size()));
  if (failed(path))
    return failure();
  paths.push_back(*path);
  return success();
}

namespace {
/// A chunk of a module on its way to objects, lowered and compiled in a
/// context of its own, on whichever thread is free.
struct ChunkJob {
  /// The chunk's operations as bytecode, until its context reads them.
  llvm::SmallVector<char, 0> bytecode;
  /// The chunk's context, kept only while `diagnostics` refer to it.
  std::unique_ptr<MLIRContext> context;
  /// What the chunk reported, shown in chunk order once all have stopped.
  std::vector<Diagnostic> diagnostics;
  bool failed = false;
  std::vector<std::string> objectPaths;
  /// What the library's main symbol needs to know of the chunk's entries.
  size_t entryCount = 0;
  std::string firstEntry;
  bool hasMain = false;
};
} // namespace

/// Lowers, translates and compiles the chunk of `job` to objects in
/// `files`, in a new context: the names and messages that lowering creates
/// would otherwise stay in the module's context for good (16 KB per tiny
/// function), and contexts of chunks compiled at once are not shared.
static void compileChunk(ChunkJob &job, MLIRContext &moduleContext,
                         const prim::CompileOptions &options,
                         TemporaryFiles &files) {
  using namespace prim;
  job.context = std::make_unique<MLIRContext>(
      moduleContext.getDialectRegistry(), MLIRContext::Threading::DISABLED);
  MLIRContext &context = *job.context;
  context.printOpOnDiagnostic(moduleContext.shouldPrintOpOnDiagnostic());
  context.getDiagEngine().registerHandler([&job](Diagnostic &diagnostic) {
    job.diagnostics.push_back(std::move(diagnostic));
  });
  auto compile = [&]() -> LogicalResult {
    OwningOpRef<ModuleOp> part = parseSourceString<ModuleOp>(
        StringRef(job.bytecode.data(), job.bytecode.size()),
        ParserConfig(&context));
    job.bytecode = {};
    if (!part)
      return emitError(UnknownLoc::get(&context))
             << "cannot read a chunk's bytecode";
    std::unique_ptr<PackedABI> abi =
        PackedABI::getOrReport(options.abi, *part, "prim");
    std::unique_ptr<llvm::TargetMachine> machine =
        getTargetMachineOrReport(*part, options);
    if (!abi || !machine || failed(lower(*part, options, /*libraryPart=*/true)))
      return failure();
    std::string mainEntry = abi->getEntrySymbol("main");
    for (LLVM::LLVMFuncOp entry : getLibraryEntries(*part, *abi)) {
      job.hasMain |= entry.getSymName() == mainEntry;
      if (job.entryCount++ == 0)
        job.firstEntry = entry.getSymName().str();
    }
    return compileToObjectFile(*part, options, *machine, files,
                               job.objectPaths);
  };
  job.failed = failed(compile());
  if (job.diagnostics.empty())
    job.context.reset();
}

/// Compiles `module` in chunks: the library's description is written from
/// the whole module first, then each chunk of functions is lowered,
/// translated and compiled to objects on its own and freed, up to
/// `options.threads` chunks at once, then a last object defines the
/// library's symbols (its context and main symbol). The objects are linked
/// into one, in chunk order, and the diagnostics are shown in chunk order up
/// to the first chunk that failed: neither depends on the threads. `module`
/// is left empty.
static LogicalResult
compileInChunks(ModuleOp module, std::vector<std::vector<Operation *>> chunks,
                const prim::CompileOptions &options, StringRef linker,
                llvm::raw_pwrite_stream &os) {
  using namespace prim;
  std::unique_ptr<PackedABI> abi =
      PackedABI::getOrReport(options.abi, module, "prim");
  if (!abi)
    return failure();
  std::unique_ptr<llvm::TargetMachine> machine =
      getTargetMachineOrReport(module, options);
  if (!machine)
    return failure();
  setTarget(module, *machine);
  OwningOpRef<ModuleOp> library = createSiblingModule(module);
  {
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
    library->getBody()->push_back(global);
  }

  // The module's context writes each chunk as bytecode (one at a time, as
  // the context is not shared), and a thread compiles it; at most `threads`
  // chunks are in flight.
  TemporaryFiles files;
  MLIRContext &moduleContext = *module.getContext();
  std::vector<ChunkJob> jobs(chunks.size());
  unsigned threads =
      std::min<size_t>(getThreadCount(options), chunks.size());
  std::optional<llvm::DefaultThreadPool> pool;
  if (threads > 1)
    pool.emplace(llvm::hardware_concurrency(threads));
  std::mutex mutex;
  std::condition_variable finished;
  unsigned running = 0;
  bool anyFailed = false;
  for (auto [chunk, job] : llvm::zip_equal(chunks, jobs)) {
    {
      std::unique_lock<std::mutex> lock(mutex);
      finished.wait(lock, [&] { return running < threads || !pool; });
      if (anyFailed)
        break;
      ++running;
    }
    OwningOpRef<ModuleOp> part = createSiblingModule(module);
    for (Operation *op : chunk) {
      op->remove();
      part->getBody()->push_back(op);
    }
    chunk = {};
    llvm::raw_svector_ostream bytecode(job.bytecode);
    if (failed(writeBytecodeToFile(*part, bytecode))) {
      if (pool)
        pool->wait();
      return module.emitError() << "cannot write a chunk as bytecode";
    }
    part = nullptr;
    auto run = [&, &job = job] {
      compileChunk(job, moduleContext, options, files);
      {
        std::lock_guard<std::mutex> lock(mutex);
        --running;
        anyFailed |= job.failed;
      }
      finished.notify_one();
    };
    if (pool)
      pool->async(run);
    else
      run();
  }
  if (pool)
    pool->wait();

  std::vector<std::string> objectPaths;
  std::string mainEntry = abi->getEntrySymbol("main");
  bool hasMain = false;
  size_t entryCount = 0;
  std::string onlyEntry;
  for (ChunkJob &job : jobs) {
    for (Diagnostic &diagnostic : job.diagnostics)
      moduleContext.getDiagEngine().emit(std::move(diagnostic));
    job.diagnostics.clear();
    job.context.reset();
    if (job.failed)
      return failure();
    llvm::append_range(objectPaths, job.objectPaths);
    hasMain |= job.hasMain;
    if (entryCount == 0)
      onlyEntry = job.firstEntry;
    entryCount += job.entryCount;
  }

  // The library's symbols: the entry of `main`, else the only entry, is its
  // main symbol.
  abi->defineModuleContext(*library);
  if (hasMain || entryCount == 1) {
    OpBuilder b = OpBuilder::atBlockEnd(library->getBody());
    auto entry = LLVM::LLVMFuncOp::create(
        b, module.getLoc(), hasMain ? mainEntry : onlyEntry,
        abi->getEntryType(module.getContext()));
    abi->defineMainSymbol(b, module.getLoc(), entry);
  }
  if (failed(compileToObjectFile(*library, options, *machine, files,
                                 objectPaths)))
    return failure();

  TimingScope timing = timePhase(options, "linking the partitions");
  FailureOr<std::string> linked =
      linkObjects(module, linker, objectPaths, options, files);
  if (failed(linked))
    return failure();
  return copyFile(module, *linked, os);
}

LogicalResult prim::compileToObject(ModuleOp module,
                                    const CompileOptions &options,
                                    llvm::raw_pwrite_stream &os) {
  // The ld.lld that joins partitions, unless options.runLinker does; none:
  // the module is compiled whole.
  llvm::ErrorOr<std::string> linker =
      options.runLinker ? std::string() : findRelocatableLinker();
  if (linker && options.functionsPerChunk != 0 &&
      options.sanitizer == Sanitizer::None && !options.systemLib &&
      options.systemLibPrefix.empty()) {
    std::vector<std::vector<Operation *>> chunks =
        getChunks(module, options.functionsPerChunk);
    if (!chunks.empty())
      return compileInChunks(module, std::move(chunks), options, *linker, os);
  }

  // A module that the linker can join is compiled in partitions, each with
  // a target machine: as many as threads are built while it is lowered.
  unsigned threads = getThreadCount(options);
  std::optional<TargetMachinePool> machines;
  if (linker && options.sanitizer == Sanitizer::None)
    machines.emplace(options, threads);
  std::unique_ptr<llvm::TargetMachine> machine =
      lowerForTarget(module, options);
  if (!machine)
    return failure();

  // Code generation goes to memory or temporary files first, so that `os`
  // sees all or nothing.
  std::vector<llvm::SmallVector<char, 0>> objects;
  if (failed(generateObjects(module, options, *machine,
                             machines ? &*machines : nullptr, threads,
                             objects)))
    return failure();
  if (objects.size() == 1) {
    os.write(objects.front().data(), objects.front().size());
    return success();
  }
  TimingScope timing = timePhase(options, "linking the partitions");
  TemporaryFiles files;
  std::vector<std::string> paths;
  for (llvm::SmallVector<char, 0> &object : objects) {
    FailureOr<std::string> path =
        files.write(module, "o", StringRef(object.data(), object.size()));
    if (failed(path))
      return failure();
    paths.push_back(*path);
    object = {};
  }
  FailureOr<std::string> linked =
      linkObjects(module, *linker, paths, options, files);
  if (failed(linked))
    return failure();
  return copyFile(module, *linked, os);
}

/// The compiler driver that links shared libraries.
static llvm::ErrorOr<std::string> findLinker(StringRef requested) {
  if (!requested.empty())
    return llvm::sys::findProgramByName(requested);
  for (StringRef name : {"clang-22", "clang", "cc"})
    if (llvm::ErrorOr<std::string> path = llvm::sys::findProgramByName(name))
      return path;
  return std::make_error_code(std::errc::no_such_file_or_directory);
}

LogicalResult prim::compileToSharedLibrary(ModuleOp module,
                                           const CompileOptions &options,
                                           StringRef outputPath) {
  llvm::ErrorOr<std::string> linker = findLinker(options.linker);
  if (!linker)
    return module.emitError()
           << "no compiler driver to link with ("
           << (options.linker.empty() ? "tried clang-22, clang, cc"
                                      : "'" + options.linker + "'")
           << " on the PATH)";

  // The object, then the library, go to temporary files; the library is
  // renamed over `outputPath` only once it is complete.
  llvm::SmallString<128> objectPath;
  int objectFD;
  if (std::error_code ec = llvm::sys::fs::createTemporaryFile(
          "prim", "o", objectFD, objectPath))
    return module.emitError() << "cannot create a temporary file: "
                              << ec.message();
  llvm::scope_exit removeObject([&] { llvm::sys::fs::remove(objectPath); });
  {
    llvm::raw_fd_ostream objectStream(objectFD, /*shouldClose=*/true);
    if (failed(compileToObject(module, options, objectStream)))
      return failure();
  }
  llvm::Expected<AtomicOutput> library = AtomicOutput::create(outputPath);
  if (!library)
    return module.emitError() << "cannot write '" << outputPath
                              << "': " << llvm::toString(library.takeError());

  SmallVector<StringRef> args = {*linker, "-shared", "-o", library->getPath(),
                                 objectPath};
  // LLVM's code may call compiler-rt builtins that libgcc lacks (bf16
  // conversions such as __truncsfbf2 before GCC 13); clang links them in.
  if (llvm::sys::path::filename(*linker).starts_with("clang"))
    args.push_back("--rtlib=compiler-rt");
  std::vector<std::string> linkArgs;
  for (const std::string &dependency : options.linkLibraries) {
    llvm::SmallString<128> path(dependency);
    if (std::error_code ec = llvm::sys::fs::make_absolute(path))
      return module.emitError() << "cannot link against '" << dependency
                                << "': " << ec.message();
    if (!llvm::sys::fs::is_regular_file(path))
      return module.emitError() << "cannot link against '" << dependency
                                << "': no such file";
    StringRef directory = llvm::sys::path::parent_path(path);
    linkArgs.push_back(("-L" + directory).str());
    linkArgs.push_back(("-l:" + llvm::sys::path::filename(path)).str());
    linkArgs.push_back(("-Wl,-rpath," + directory).str());
  }
  args.append(linkArgs.begin(), linkArgs.end());
  std::string message;
  int status = llvm::sys::ExecuteAndWait(*linker, args, std::nullopt, {}, 0, 0,
                                         &message);
  if (status != 0)
    return module.emitError()
           << "linking '" << outputPath << "' with " << *linker << " failed"
           << (message.empty() ? "" : ": " + message)
           << (status > 0 ? " (exit status " + std::to_string(status) + ")"
                          : "");
  if (llvm::Error error = library->commit())
    return module.emitError() << "cannot write '" << outputPath
                              << "': " << llvm::toString(std::move(error));
  return success();
}

prim::JITModule::JITModule(std::unique_ptr<ExecutionEngine> engine,
                           std::string abi)
    : engine(std::move(engine)), abi(std::move(abi)) {}

prim::JITModule::~JITModule() = default;

FailureOr<std::unique_ptr<prim::JITModule>>
prim::JITModule::create(ModuleOp module, const CompileOptions &options) {
  if (!options.targetTriple.empty() &&
      llvm::Triple(llvm::Triple::normalize(options.targetTriple)) !=
          llvm::Triple(llvm::sys::getProcessTriple()))
    return module.emitError() << "the JIT compiles for the host, not for '"
                              << options.targetTriple << "'";
  if (options.sanitizer != Sanitizer::None)
    return module.emitError()
           << "the JIT does not instrument code for sanitizers; compile a "
              "shared library instead";
  std::unique_ptr<llvm::TargetMachine> machine =
      lowerForTarget(module, options);
  if (!machine)
    return failure();

  // The pipeline of the other outputs, final IR left alone included.
  llvm::TargetMachine *target = machine.get();
  auto transform = [optLevel = options.optLevel,
                    target](llvm::Module *llvmModule) {
    optimize(*llvmModule, optLevel, target);
    return llvm::Error::success();
  };
  // The translation gives the JIT's context a handler for code-generation
  // errors, and names a symbol the module defines.
  auto errors = std::make_shared<CodegenErrors>();
  std::vector<Location> asmLocations;
  std::string definedSymbol;
  auto translate = [&](Operation *op, llvm::LLVMContext &context) {
    context.setDiagnosticHandler(std::make_unique<CollectErrors>(errors),
                                 /*RespectFilters=*/true);
    std::unique_ptr<llvm::Module> llvmModule =
        translateChecked(op, context, &asmLocations);
    if (llvmModule)
      for (const llvm::Function &function : *llvmModule)
        if (!function.isDeclaration() && !function.hasLocalLinkage()) {
          definedSymbol = function.getName().str();
          break;
        }
    return llvmModule;
  };
  ExecutionEngineOptions engineOptions;
  engineOptions.llvmModuleBuilder = translate;
  engineOptions.transformer = transform;
  engineOptions.jitCodeGenOptLevel = machine->getOptLevel();
  auto engine =
      ExecutionEngine::create(module, engineOptions, std::move(machine));
  if (!engine)
    return module.emitError() << "JIT compilation failed: "
                              << llvm::toString(engine.takeError());
  // The JIT compiles the module on its first lookup: look one up now, so
  // that code generation has run, and reported, before any of it runs.
  if (!definedSymbol.empty()) {
    llvm::Expected<void *> address = (*engine)->lookup(definedSymbol);
    if (!address)
      return module.emitError() << "JIT compilation failed: "
                                << llvm::toString(address.takeError());
  }
  if (!errors->empty())
    return reportCodegenErrors(module, *errors, asmLocations);
  (*engine)->initialize();
  return std::unique_ptr<JITModule>(
      new JITModule(std::move(*engine), options.abi));
}

void *prim::JITModule::lookupPacked(StringRef name) const {
  return lookupSymbol(PackedABI::get(abi)->getEntrySymbol(name));
}

void *prim::JITModule::lookupSymbol(StringRef symbol) const {
  llvm::Expected<void *> address = engine->lookup(symbol);
  if (!address) {
    llvm::consumeError(address.takeError());
    return nullptr;
  }
  return *address;
}
