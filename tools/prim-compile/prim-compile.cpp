//===- prim-compile.cpp - prim to optimized LLVM IR -----------------------===//
//
// prim-compile FILE -o OUT --abi={tvm-legacy|tvm-ffi} -O{0..3} --emit=llvm
//
//===----------------------------------------------------------------------===//

#include "prim/ABI/PackedABI.h"
#include "prim/Compiler/Compiler.h"
#include "prim/InitPrim.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"

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
enum class Emit { LLVM };
static cl::opt<Emit> emit("emit", cl::desc("What to write"),
                          cl::values(clEnumValN(Emit::LLVM, "llvm",
                                                "optimized LLVM IR")),
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
  llvm::LLVMContext llvmContext;
  std::unique_ptr<llvm::Module> llvmModule =
      prim::compileToLLVMIR(*module, llvmContext, options);
  if (!llvmModule)
    return 1;

  std::unique_ptr<llvm::ToolOutputFile> output =
      openOutputFile(outputFile, &error);
  if (!output) {
    llvm::errs() << "prim-compile: " << error << "\n";
    return 1;
  }
  llvmModule->print(output->os(), nullptr);
  output->keep();
  return 0;
}
