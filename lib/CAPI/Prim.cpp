//===- Prim.cpp - Prim's stable embedding API -----------------------------===//

#include "prim-c/Prim.h"
#include "prim/ABI/LibraryDescription.h"
#include "prim/ABI/PackedABI.h"
#include "prim/Compiler/Compiler.h"
#include "prim/Dialect/Prim/IR/PrimOps.h"
#include "prim/InitPrim.h"
#include "prim/Support/Parse.h"
#include "prim/Target/TVMScript.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <memory>
#include <mutex>
#include <string>

using namespace mlir;

struct primOptions {
  prim::CompileOptions compile;
};

struct primSession {
  explicit primSession(const prim::CompileOptions &options)
      : options(options), context(createRegistry()) {
    // A host gets the diagnostic, not a dump of the IR around it.
    context.printOpOnDiagnostic(false);
    handler = context.getDiagEngine().registerHandler(
        [this](Diagnostic &diagnostic) { report(diagnostic); });
  }
  ~primSession() { context.getDiagEngine().eraseHandler(handler); }

  static DialectRegistry createRegistry() {
    DialectRegistry registry;
    prim::registerAllDialects(registry);
    return registry;
  }

  void report(Diagnostic &diagnostic) {
    deliver(diagnostic);
    for (Diagnostic &note : diagnostic.getNotes())
      deliver(note);
  }

  void deliver(Diagnostic &diagnostic) {
    std::string message = diagnostic.str();
    std::string file;
    unsigned line = 0, column = 0;
    if (auto location = diagnostic.getLocation()->findInstanceOf<FileLineColLoc>()) {
      file = location.getFilename().str();
      line = location.getLine();
      column = location.getColumn();
    }
    primSeverity severity = PRIM_SEVERITY_ERROR;
    switch (diagnostic.getSeverity()) {
    case DiagnosticSeverity::Error:
      break;
    case DiagnosticSeverity::Warning:
      severity = PRIM_SEVERITY_WARNING;
      break;
    case DiagnosticSeverity::Note:
      severity = PRIM_SEVERITY_NOTE;
      break;
    case DiagnosticSeverity::Remark:
      severity = PRIM_SEVERITY_REMARK;
      break;
    }
    if (!callback) {
      llvm::errs() << (file.empty() ? "<unknown>" : file);
      if (line)
        llvm::errs() << ":" << line << ":" << column;
      static const char *const names[] = {"error", "warning", "note",
                                          "remark"};
      llvm::errs() << ": " << names[severity] << ": " << message << "\n";
      return;
    }
    primDiagnostic delivered{severity, file.c_str(), line, column,
                             message.c_str()};
    callback(&delivered, userData);
  }

  prim::CompileOptions options;
  MLIRContext context;
  DiagnosticEngine::HandlerID handler;
  primDiagnosticCallback callback = nullptr;
  void *userData = nullptr;
};

struct primModule {
  primSession *session;
  OwningOpRef<ModuleOp> module;
};

struct primOutput {
  std::string data;
};

struct primJIT {
  std::unique_ptr<prim::JITModule> module;
  const char *description;
};

uint32_t primGetAPIVersion(void) {
  return (PRIM_API_VERSION_MAJOR << 16) | PRIM_API_VERSION_MINOR;
}

const char *primStatusGetString(primStatus status) {
  switch (status) {
  case PRIM_STATUS_OK:
    return "ok";
  case PRIM_STATUS_INVALID_ARGUMENT:
    return "invalid argument";
  case PRIM_STATUS_FAILED:
    return "failed";
  }
  return "unknown status";
}

static primStatus toStatus(LogicalResult result) {
  return succeeded(result) ? PRIM_STATUS_OK : PRIM_STATUS_FAILED;
}

//===----------------------------------------------------------------------===//
// Options
//===----------------------------------------------------------------------===//

primOptions *primOptionsCreate(void) { return new primOptions(); }

void primOptionsDestroy(primOptions *options) { delete options; }

primStatus primOptionsSetABI(primOptions *options, const char *abi) {
  if (!options || !abi || !prim::PackedABI::get(abi))
    return PRIM_STATUS_INVALID_ARGUMENT;
  options->compile.abi = abi;
  return PRIM_STATUS_OK;
}

primStatus primOptionsSetOptLevel(primOptions *options, int level) {
  if (!options || level < 0 || level > 3)
    return PRIM_STATUS_INVALID_ARGUMENT;
  options->compile.optLevel = level;
  return PRIM_STATUS_OK;
}

primStatus primOptionsSetTarget(primOptions *options, const char *triple,
                                const char *cpu, const char *features) {
  if (!options)
    return PRIM_STATUS_INVALID_ARGUMENT;
  options->compile.targetTriple = triple ? triple : "";
  options->compile.cpu = cpu ? cpu : "";
  options->compile.features = features ? features : "";
  return PRIM_STATUS_OK;
}

primStatus primOptionsSetSystemLib(primOptions *options, bool enabled,
                                   const char *prefix) {
  if (!options)
    return PRIM_STATUS_INVALID_ARGUMENT;
  options->compile.systemLib = enabled;
  options->compile.systemLibPrefix = enabled && prefix ? prefix : "";
  return PRIM_STATUS_OK;
}

primStatus primOptionsSetCheckAlignment(primOptions *options, bool enabled) {
  if (!options)
    return PRIM_STATUS_INVALID_ARGUMENT;
  // The checks were valid when set.
  prim::CheckCategory checks = *prim::parseCheckCategories(
      options->compile.checks, [](const llvm::Twine &) {});
  checks = enabled ? checks | prim::CheckCategory::Alignment
                   : checks & ~prim::CheckCategory::Alignment;
  options->compile.checks = prim::stringifyCheckCategory(checks);
  return PRIM_STATUS_OK;
}

primStatus primOptionsSetChecks(primOptions *options, const char *checks) {
  if (!options || !checks ||
      failed(prim::parseCheckCategories(checks, [](const llvm::Twine &) {})))
    return PRIM_STATUS_INVALID_ARGUMENT;
  options->compile.checks = checks;
  return PRIM_STATUS_OK;
}

//===----------------------------------------------------------------------===//
// Sessions
//===----------------------------------------------------------------------===//

primSession *primSessionCreate(const primOptions *options) {
  // Textual pipelines name registered passes; registering twice is harmless
  // but not free.
  static std::once_flag passes;
  std::call_once(passes, prim::registerAllPasses);
  return new primSession(options ? options->compile : prim::CompileOptions());
}

void primSessionDestroy(primSession *session) { delete session; }

void primSessionSetDiagnosticCallback(primSession *session,
                                      primDiagnosticCallback callback,
                                      void *userData) {
  if (!session)
    return;
  session->callback = callback;
  session->userData = userData;
}

//===----------------------------------------------------------------------===//
// Modules
//===----------------------------------------------------------------------===//

/// Reads the module in the main buffer of a SourceMgr: MLIR or TVMScript.
using ModuleReader =
    llvm::function_ref<OwningOpRef<ModuleOp>(llvm::SourceMgr &, MLIRContext *)>;

static OwningOpRef<ModuleOp> readMLIR(llvm::SourceMgr &sourceMgr,
                                      MLIRContext *context) {
  return prim::parseModule(sourceMgr, context, prim::getInputDialects());
}

static OwningOpRef<ModuleOp> readTVMScript(llvm::SourceMgr &sourceMgr,
                                           MLIRContext *context) {
  return prim::importTVMScript(sourceMgr, context);
}

/// Reads `buffer` with `read` into `*out`, a module of `session`.
static primStatus readBuffer(primSession *session,
                             std::unique_ptr<llvm::MemoryBuffer> buffer,
                             primModule **out, ModuleReader read) {
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(std::move(buffer), llvm::SMLoc());
  OwningOpRef<ModuleOp> module = read(sourceMgr, &session->context);
  if (!module)
    return PRIM_STATUS_FAILED;
  *out = new primModule{session, std::move(module)};
  return PRIM_STATUS_OK;
}

/// What the string entry points share: `size` bytes at `source`, named
/// `bufferName` (or "<string>") in diagnostics.
static primStatus readString(primSession *session, const char *source,
                             size_t size, const char *bufferName,
                             primModule **out, ModuleReader read) {
  if (!out)
    return PRIM_STATUS_INVALID_ARGUMENT;
  *out = nullptr;
  if (!session || (!source && size))
    return PRIM_STATUS_INVALID_ARGUMENT;
  return readBuffer(
      session,
      llvm::MemoryBuffer::getMemBufferCopy(
          llvm::StringRef(source, size), bufferName ? bufferName : "<string>"),
      out, read);
}

/// What the file entry points share; a file that cannot be read is reported
/// through the session.
static primStatus readFile(primSession *session, const char *path,
                           primModule **out, ModuleReader read) {
  if (!out)
    return PRIM_STATUS_INVALID_ARGUMENT;
  *out = nullptr;
  if (!session || !path)
    return PRIM_STATUS_INVALID_ARGUMENT;
  auto buffer = llvm::MemoryBuffer::getFile(path, /*IsText=*/true);
  if (!buffer) {
    emitError(UnknownLoc::get(&session->context))
        << "cannot open '" << path << "': " << buffer.getError().message();
    return PRIM_STATUS_FAILED;
  }
  return readBuffer(session, std::move(*buffer), out, read);
}

primStatus primModuleParseString(primSession *session, const char *source,
                                 size_t size, const char *bufferName,
                                 primModule **out) {
  return readString(session, source, size, bufferName, out, readMLIR);
}

primStatus primModuleParseFile(primSession *session, const char *path,
                               primModule **out) {
  return readFile(session, path, out, readMLIR);
}

primStatus primModuleImportTVMScriptString(primSession *session,
                                           const char *source, size_t size,
                                           const char *bufferName,
                                           primModule **out) {
  return readString(session, source, size, bufferName, out, readTVMScript);
}

primStatus primModuleImportTVMScriptFile(primSession *session,
                                         const char *path, primModule **out) {
  return readFile(session, path, out, readTVMScript);
}

void primModuleDestroy(primModule *module) { delete module; }

/// Runs `build`'s passes on a copy of `module`, which replaces it only on
/// success.
template <typename Build>
static primStatus transform(primModule *module, Build build) {
  OwningOpRef<ModuleOp> copy = module->module->clone();
  PassManager pm(&module->session->context);
  if (failed(build(pm)))
    return PRIM_STATUS_FAILED;
  if (failed(pm.run(*copy)))
    return PRIM_STATUS_FAILED;
  module->module = std::move(copy);
  return PRIM_STATUS_OK;
}

primStatus primModuleRunPipeline(primModule *module, const char *pipeline) {
  if (!module || !pipeline)
    return PRIM_STATUS_INVALID_ARGUMENT;
  return transform(module, [&](PassManager &pm) -> LogicalResult {
    std::string errors;
    llvm::raw_string_ostream stream(errors);
    if (succeeded(parsePassPipeline(pipeline, pm, stream)))
      return success();
    // The parser's message comes with its own location and a caret line;
    // the reason is what follows "error: " on the first line.
    StringRef reason = StringRef(errors).split('\n').first;
    size_t start = reason.find("error: ");
    if (start != StringRef::npos)
      reason = reason.drop_front(start + strlen("error: "));
    return emitError(UnknownLoc::get(&module->session->context))
           << "invalid pass pipeline '" << pipeline << "': " << reason;
  });
}

primStatus primModuleLowerToLLVMDialect(primModule *module) {
  if (!module)
    return PRIM_STATUS_INVALID_ARGUMENT;
  OwningOpRef<ModuleOp> copy = module->module->clone();
  if (failed(prim::lowerToLLVMDialect(*copy, module->session->options)))
    return PRIM_STATUS_FAILED;
  module->module = std::move(copy);
  return PRIM_STATUS_OK;
}

//===----------------------------------------------------------------------===//
// Outputs
//===----------------------------------------------------------------------===//

const char *primOutputGetData(const primOutput *output) {
  return output ? output->data.c_str() : nullptr;
}

size_t primOutputGetSize(const primOutput *output) {
  return output ? output->data.size() : 0;
}

void primOutputDestroy(primOutput *output) { delete output; }

/// What the entry points that return a primOutput share: `write` puts what
/// they emit of `module` into the output's data, which `*out` takes unless
/// `write` fails.
static primStatus
emitOutput(primModule *module, primOutput **out,
           llvm::function_ref<LogicalResult(std::string &data)> write) {
  if (!out)
    return PRIM_STATUS_INVALID_ARGUMENT;
  *out = nullptr;
  if (!module)
    return PRIM_STATUS_INVALID_ARGUMENT;
  auto output = std::make_unique<primOutput>();
  if (failed(write(output->data)))
    return PRIM_STATUS_FAILED;
  *out = output.release();
  return PRIM_STATUS_OK;
}

primStatus primModulePrint(primModule *module, primOutput **out) {
  return emitOutput(module, out, [&](std::string &data) {
    llvm::raw_string_ostream stream(data);
    module->module->print(stream);
    return success();
  });
}

primStatus primModuleEmitLLVMIR(primModule *module, primOutput **out) {
  return emitOutput(module, out, [&](std::string &data) -> LogicalResult {
    OwningOpRef<ModuleOp> copy = module->module->clone();
    llvm::LLVMContext context;
    std::unique_ptr<llvm::Module> llvmModule =
        prim::compileToLLVMIR(*copy, context, module->session->options);
    if (!llvmModule)
      return failure();
    llvm::raw_string_ostream stream(data);
    llvmModule->print(stream, nullptr);
    return success();
  });
}

primStatus primModuleEmitObject(primModule *module, primOutput **out) {
  return emitOutput(module, out, [&](std::string &data) -> LogicalResult {
    OwningOpRef<ModuleOp> copy = module->module->clone();
    llvm::SmallVector<char, 0> object;
    llvm::raw_svector_ostream stream(object);
    if (failed(prim::compileToObject(*copy, module->session->options, stream)))
      return failure();
    data.assign(object.begin(), object.end());
    return success();
  });
}

primStatus primModuleEmitSharedLibrary(primModule *module, const char *path) {
  if (!module || !path)
    return PRIM_STATUS_INVALID_ARGUMENT;
  OwningOpRef<ModuleOp> copy = module->module->clone();
  return toStatus(prim::compileToSharedLibrary(
      *copy, module->session->options, path));
}

//===----------------------------------------------------------------------===//
// JIT
//===----------------------------------------------------------------------===//

primStatus primJITCreate(primModule *module, primJIT **out) {
  if (!out)
    return PRIM_STATUS_INVALID_ARGUMENT;
  *out = nullptr;
  if (!module)
    return PRIM_STATUS_INVALID_ARGUMENT;
  OwningOpRef<ModuleOp> copy = module->module->clone();
  auto jit = prim::JITModule::create(*copy, module->session->options);
  if (failed(jit))
    return PRIM_STATUS_FAILED;
  auto description = static_cast<const char *>(
      (*jit)->lookupSymbol(PRIM_LIBRARY_DESCRIPTION_SYMBOL));
  *out = new primJIT{std::move(*jit), description};
  return PRIM_STATUS_OK;
}

void primJITDestroy(primJIT *jit) { delete jit; }

void *primJITLookupPacked(const primJIT *jit, const char *name) {
  return jit && name ? jit->module->lookupPacked(name) : nullptr;
}

void *primJITLookupSymbol(const primJIT *jit, const char *symbol) {
  return jit && symbol ? jit->module->lookupSymbol(symbol) : nullptr;
}

const char *primJITGetDescription(const primJIT *jit) {
  return jit ? jit->description : nullptr;
}
