//===- Target.cpp - Target machines and LLVM's backends -------------------===//
//
// The target machine that CompileOptions describe, with only the backend it
// needs initialized, and the pool that partitions compiled on several
// threads take their machines from.
//
//===----------------------------------------------------------------------===//

#include "Target.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/IR/Module.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/Threading.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/TargetParser/Host.h"
#include "llvm/TargetParser/SubtargetFeature.h"

using namespace mlir;
using namespace mlir::prim;

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

/// The features clang assumes for `triple` without -march. Linux on riscv64
/// is RV64GC with the lp64d ABI (LLVM's empty features would be RV64I with
/// soft float, whose objects the distributions' linkers refuse to link with
/// theirs).
static std::string getBaselineFeatures(const llvm::Triple &triple) {
  if (triple.isRISCV64() && triple.isOSLinux())
    return "+m,+a,+f,+d,+c,+zicsr,+zifencei";
  return "";
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

/// The targets of docs/Targets.md, for which the packed entries, their
/// objects and their links are shown or pinned by tests.
static bool isSupportedTarget(const llvm::Triple &triple) {
  switch (triple.getArch()) {
  case llvm::Triple::x86_64:
    return triple.isOSLinux() || triple.isOSWindows() || triple.isOSDarwin();
  case llvm::Triple::aarch64:
    return triple.isOSLinux() || triple.isOSDarwin();
  case llvm::Triple::x86:
  case llvm::Triple::riscv64:
  case llvm::Triple::systemz:
    return triple.isOSLinux();
  case llvm::Triple::arm:
  case llvm::Triple::thumb:
    // Linux, or bare metal (Cortex-M, an EABI without an OS).
    return triple.isOSLinux() || (triple.getOS() == llvm::Triple::UnknownOS &&
                                  triple.isOSBinFormatELF());
  case llvm::Triple::wasm32:
    return triple.isOSWASI() || triple.getOS() == llvm::Triple::UnknownOS;
  default:
    return false;
  }
}

llvm::Triple prim::getTargetTriple(const CompileOptions &options) {
  return llvm::Triple(options.targetTriple.empty()
                          ? llvm::sys::getDefaultTargetTriple()
                          : llvm::Triple::normalize(options.targetTriple));
}

bool prim::isHostTriple(const llvm::Triple &triple) {
  llvm::Triple host(llvm::sys::getProcessTriple());
  return triple.getArch() == host.getArch() && triple.getOS() == host.getOS();
}

llvm::Expected<std::unique_ptr<llvm::TargetMachine>>
prim::createTargetMachine(const CompileOptions &options) {
  initializeTargetInfos();

  llvm::Triple triple = getTargetTriple(options);
  std::string error;
  const llvm::Target *target =
      llvm::TargetRegistry::lookupTarget(triple, error);
  if (!target)
    return llvm::createStringError("unknown target '" + triple.str() +
                                   "': " + error);
  if (!isSupportedTarget(triple))
    return llvm::createStringError(
        "target '" + triple.str() +
        "' is not one that Prim supports (docs/Targets.md lists them: "
        "x86-64, aarch64, armv7, i686, riscv64 and s390x Linux, wasm32, "
        "Apple arm64 and x86-64, Windows x86-64, and bare-metal Arm)");
  // Initializing every backend took 4 ms, a tenth of a small compile's
  // serial part: only the one this target needs is.
  initializeLLVMBackend(target->getBackendName());
  std::string cpu = options.cpu, features = options.features;
  // The host's CPU and features describe only the host's architecture:
  // --mcpu=native is for the host alone, and the default is the target's
  // baseline CPU (as clang and TVM default), so a library runs on every
  // machine of its architecture.
  if (cpu == "native" && !isHostTriple(triple))
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
  if (features.empty())
    features = getBaselineFeatures(triple);
  // LLVM only warns about an unknown CPU, then fails deep in code
  // generation. The CPU table is asked through a generic subtarget, as one
  // made for an unknown CPU would print that warning first.
  std::unique_ptr<llvm::MCSubtargetInfo> subtarget(
      target->createMCSubtargetInfo(triple, "", ""));
  if (!cpu.empty() && (!subtarget || !subtarget->isCPUStringValid(cpu)))
    return llvm::createStringError("unknown CPU '" + cpu + "' for target '" +
                                   triple.str() + "'");
  // Constructors in .init_array, as clang puts them: lld, and glibc in a
  // static program, run no .ctors section (GNU ld moves it for them).
  llvm::TargetOptions targetOptions;
  targetOptions.UseInitArray = true;
  // Position-independent code, for the shared libraries and PIEs that ELF
  // objects go into, and for wasm too, although wasm-ld links a wasm program
  // whole: in static wasm32 code, LLVM 22's WebAssembly FastISel (-O0, and
  // Prim's optnone argument checks) folds a global's address into a load's
  // offset and leaves an i64 GEP index as the address, which no engine
  // accepts. PIC code reaches globals through __memory_base instead.
  std::unique_ptr<llvm::TargetMachine> machine(target->createTargetMachine(
      triple, cpu, features, targetOptions, llvm::Reloc::PIC_, std::nullopt,
      getCodeGenOptLevel(options.optLevel)));
  if (!machine)
    return llvm::createStringError("cannot create a target machine for '" +
                                   triple.str() + "', CPU '" + cpu + "'");
  return machine;
}

void prim::setTarget(ModuleOp module, llvm::TargetMachine &targetMachine) {
  MLIRContext *context = module.getContext();
  module->setAttr(
      LLVM::LLVMDialect::getTargetTripleAttrName(),
      StringAttr::get(context, targetMachine.getTargetTriple().str()));
  module->setAttr(
      LLVM::LLVMDialect::getDataLayoutAttrName(),
      StringAttr::get(
          context, targetMachine.createDataLayout().getStringRepresentation()));
}

std::unique_ptr<llvm::TargetMachine>
prim::getTargetMachineOrReport(ModuleOp module, const CompileOptions &options) {
  auto machine = prim::createTargetMachine(options);
  if (!machine) {
    module.emitError() << llvm::toString(machine.takeError());
    return nullptr;
  }
  return std::move(*machine);
}

unsigned prim::getThreadCount(const CompileOptions &options) {
  return llvm::hardware_concurrency(options.threads).compute_thread_count();
}

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

prim::TargetMachinePool::TargetMachinePool(const CompileOptions &options,
                                           unsigned count)
    : options(options), ahead(std::async(std::launch::async, [&options, count] {
        std::vector<std::unique_ptr<llvm::TargetMachine>> machines;
        for (unsigned i = 0; i < count; ++i) {
          auto machine = createTargetMachine(options);
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

llvm::Expected<std::unique_ptr<llvm::TargetMachine>>
prim::TargetMachinePool::take() {
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
  return createTargetMachine(options);
}

void prim::TargetMachinePool::giveBack(
    std::unique_ptr<llvm::TargetMachine> machine) {
  std::lock_guard<std::mutex> lock(mutex);
  free.push_back(std::move(machine));
}
