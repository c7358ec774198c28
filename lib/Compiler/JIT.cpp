//===- JIT.cpp - Compiling a module in-process to call it -----------------===//
//
// JITModule: a module lowered for the host and compiled by MLIR's
// ExecutionEngine, with the pipeline and error reporting of the other
// outputs.
//
//===----------------------------------------------------------------------===//

#include "Codegen.h"
#include "Pipeline.h"
#include "Translate.h"
#include "prim/Compiler/Compiler.h"

#include "prim/ABI/PackedABI.h"

#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "llvm/ExecutionEngine/Orc/Mangling.h"
#include "llvm/IR/Module.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/TargetParser/Host.h"

using namespace mlir;
using namespace mlir::prim;

#ifdef PRIM_JIT_BUILTINS
// compiler-rt's float16 and bfloat16 conversions, which LLVM's code calls
// where the target has no instruction for them. A shared library links
// them; the JIT would look them up in the process, which need not define
// them (GCC 12's libgcc_s lacks __extendhfsf2 and the bfloat16 ones). Only
// their addresses are taken, so the declared type does not matter.
extern "C" {
void __extendhfsf2();
void __extendhfdf2();
void __truncsfhf2();
void __truncdfhf2();
void __extendbfsf2();
void __truncsfbf2();
void __truncdfbf2();
}

/// Defines the conversions in the JIT, as the linked copies in this library.
static void registerBuiltins(ExecutionEngine &engine) {
  engine.registerSymbols([](llvm::orc::MangleAndInterner interner) {
    static const std::pair<const char *, void (*)()> builtins[] = {
        {"__extendhfsf2", __extendhfsf2}, {"__extendhfdf2", __extendhfdf2},
        {"__truncsfhf2", __truncsfhf2},   {"__truncdfhf2", __truncdfhf2},
        {"__extendbfsf2", __extendbfsf2}, {"__truncsfbf2", __truncsfbf2},
        {"__truncdfbf2", __truncdfbf2}};
    llvm::orc::SymbolMap symbols;
    for (auto [name, function] : builtins)
      symbols[interner(name)] = {llvm::orc::ExecutorAddr::fromPtr(function),
                                 llvm::JITSymbolFlags::Exported};
    return symbols;
  });
}
#endif

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
    return module.emitError()
           << "JIT compilation failed: " << llvm::toString(engine.takeError());
#ifdef PRIM_JIT_BUILTINS
  registerBuiltins(**engine);
#endif
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
