//===- prim-compile.cpp - prim to optimized LLVM IR -----------------------===//
//
// prim-compile FILE -o OUT --abi={tvm-legacy|tvm-ffi} -O{0..3}
//              --emit={llvm|obj|shared} [--system-lib]
//              [--system-lib-prefix=P] [--target=T]
//              [--mcpu=CPU|native] [--mattr=FEATURES] [--sanitize=address|thread]
//              [--link=LIBRARY.so]...
//
// Nothing is written unless compilation succeeds.
//
//===----------------------------------------------------------------------===//

#include "prim/ABI/PackedABI.h"
#include "prim/Compiler/Compiler.h"
#include "prim/InitPrim.h"
#include "prim/Support/AtomicOutput.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/SourceMgr.h"

using namespace mlir;
namespace cl = llvm::cl;

static cl::opt<std::string> inputFile(cl::Positional, cl::desc("<input.mlir>"),
                                      cl::Required);
static cl::opt<std::string> outputFile("o", cl::desc("Output file (- for stdout)"),
                                       cl::value_desc("file"), cl::Required);
static cl::opt<std::string> abi("abi", cl::desc("tvm-legacy or tvm-ffi"),
                                cl::init("tvm-ffi"));
static cl::opt<unsigned> optLevel("O", cl::desc("Optimization level (0-3)"),
                                  cl::Prefix, cl::init(2));
static cl::opt<bool> checkAlignment(
    "check-alignment", cl::desc("Check at run time what prim.align promises"),
    cl::init(true));
static cl::opt<bool> systemLib(
    "system-lib",
    cl::desc("Register every exported symbol from a startup constructor"),
    cl::init(false));
static cl::opt<std::string> systemLibPrefix(
    "system-lib-prefix",
    cl::desc("The symbol prefix of a system library, as ffi.SystemLib(P) and "
             "runtime.SystemLib(P) look it up (implies --system-lib)"),
    cl::value_desc("P"));
static cl::opt<std::string> targetTriple("target",
                                         cl::desc("Target triple (host)"));
static cl::opt<std::string>
    cpu("mcpu", cl::desc("Target CPU (the target's baseline; native for the "
                         "host's CPU)"));
static cl::opt<std::string> features("mattr",
                                     cl::desc("Target features (+a,-b)"));
static cl::list<std::string> linkLibraries(
    "link",
    cl::desc("A shared library that call_cpacked calls go into: recorded as "
             "a dependency of --emit=shared's library"),
    cl::value_desc("library.so"));
static cl::opt<std::string>
    linker("linker", cl::desc("Compiler driver that links --emit=shared "
                              "(first of clang-22, clang, cc)"));
static cl::opt<prim::Sanitizer> sanitizer(
    "sanitize", cl::desc("Instrument the generated code"),
    cl::values(clEnumValN(prim::Sanitizer::None, "none", "no instrumentation"),
               clEnumValN(prim::Sanitizer::Address, "address",
                          "AddressSanitizer"),
               clEnumValN(prim::Sanitizer::Thread, "thread",
                          "ThreadSanitizer")),
    cl::init(prim::Sanitizer::None));
enum class Emit { LLVM, Object, Shared };
static cl::opt<Emit> emit(
    "emit", cl::desc("What to write"),
    cl::values(clEnumValN(Emit::LLVM, "llvm", "optimized LLVM IR"),
               clEnumValN(Emit::Object, "obj", "an object file"),
               clEnumValN(Emit::Shared, "shared",
                          "a shared library TVM's runtimes can load")),
    cl::init(Emit::LLVM));

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  cl::ParseCommandLineOptions(argc, argv, "Prim compiler\n");
  if (!prim::PackedABI::get(abi)) {
    llvm::errs() << "prim-compile: unknown ABI '" << abi << "'; expected one of "
                 << prim::PackedABI::getKnownNames() << "\n";
    return 1;
  }
  if (optLevel > 3) {
    llvm::errs() << "prim-compile: -O" << optLevel
                 << " is not one of -O0, -O1, -O2, -O3\n";
    return 1;
  }

  DialectRegistry registry;
  prim::registerAllDialects(registry);
  MLIRContext context(registry);
  // A diagnostic points at the input's line; the op as the pipeline holds it
  // by then (in the LLVM dialect, in generic form) is no help to a user.
  context.printOpOnDiagnostic(false);
  llvm::SourceMgr sourceMgr;
  SourceMgrDiagnosticHandler diagnostics(sourceMgr, &context);
  std::string error;
  std::unique_ptr<llvm::MemoryBuffer> input = openInputFile(inputFile, &error);
  if (!input) {
    llvm::errs() << "prim-compile: " << error << "\n";
    return 1;
  }
  sourceMgr.AddNewSourceBuffer(std::move(input), llvm::SMLoc());
  OwningOpRef<ModuleOp> module = parseSourceFile<ModuleOp>(sourceMgr, &context);
  if (!module)
    return 1;

  prim::CompileOptions options;
  options.abi = abi;
  options.optLevel = optLevel;
  options.checkAlignment = checkAlignment;
  options.systemLib = systemLib;
  options.systemLibPrefix = systemLibPrefix;
  options.targetTriple = targetTriple;
  options.cpu = cpu;
  options.features = features;
  options.linker = linker;
  options.linkLibraries = linkLibraries;
  options.sanitizer = sanitizer;

  if (emit == Emit::Shared) {
    if (outputFile == "-") {
      llvm::errs() << "prim-compile: --emit=shared needs a file name, not -o -\n";
      return 1;
    }
    return failed(prim::compileToSharedLibrary(*module, options, outputFile));
  }

  // The output is produced in memory, then written, so that a failure
  // leaves the output file untouched.
  llvm::SmallVector<char, 0> buffer;
  llvm::raw_svector_ostream stream(buffer);
  if (emit == Emit::Object) {
    if (failed(prim::compileToObject(*module, options, stream)))
      return 1;
  } else {
    llvm::LLVMContext llvmContext;
    std::unique_ptr<llvm::Module> llvmModule =
        prim::compileToLLVMIR(*module, llvmContext, options);
    if (!llvmModule)
      return 1;
    llvmModule->print(stream, nullptr);
  }

  // A temporary file beside the output replaces it only once complete.
  llvm::Expected<prim::AtomicOutput> output =
      prim::AtomicOutput::create(outputFile);
  if (!output) {
    llvm::errs() << "prim-compile: " << llvm::toString(output.takeError())
                 << "\n";
    return 1;
  }
  {
    std::error_code ec;
    llvm::raw_fd_ostream os(output->getPath(), ec);
    if (!ec) {
      os << llvm::StringRef(buffer.data(), buffer.size());
      os.close();
      ec = os.error();
    }
    if (ec) {
      llvm::errs() << "prim-compile: cannot write '" << output->getPath()
                   << "': " << ec.message() << "\n";
      os.clear_error();
      return 1;
    }
  }
  if (llvm::Error error = output->commit()) {
    llvm::errs() << "prim-compile: " << llvm::toString(std::move(error))
                 << "\n";
    return 1;
  }
  return 0;
}
