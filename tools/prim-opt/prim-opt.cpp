//===- prim-opt.cpp - Prim's optimizer driver -----------------------------===//
//
// Registers Prim and the dialects and passes a PrimFunc body uses, reads the
// input and refuses what MLIR's parser would not survive (prim::
// checkParseHazards), then hands over to MlirOptMain, writing to a temporary
// file that replaces the output only when the run succeeds.
//
//===----------------------------------------------------------------------===//

#include "prim/InitPrim.h"
#include "prim/Support/AtomicOutput.h"
#include "prim/Support/Parse.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdio>

static int reportError(const llvm::Twine &message) {
  llvm::WithColor::error(llvm::errs(), "prim-opt") << message << "\n";
  return 1;
}

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  mlir::DialectRegistry registry;
  mlir::prim::registerAllDialects(registry);
  mlir::prim::registerAllPasses();
  auto [inputFile, outputFile] = mlir::registerAndParseCLIOptions(
      argc, argv, "Prim optimizer driver\n", registry);
  // --show-dialects and --list-passes print to standard output and never
  // open the output: there is nothing to replace it with.
  mlir::MlirOptMainConfig config =
      mlir::MlirOptMainConfig::createFromCLOptions();
  if (config.shouldShowDialects() || config.shouldListPasses())
    return mlir::failed(
        mlir::MlirOptMain(argc, argv, inputFile, "-", registry));

  // As MlirOptMain would say it.
  if (inputFile == "-" &&
      llvm::sys::Process::FileDescriptorIsDisplayed(fileno(stdin)))
    llvm::errs() << "(processing input from stdin now, hit ctrl-c/ctrl-d to "
                    "interrupt)\n";
  std::string message;
  std::unique_ptr<llvm::MemoryBuffer> input =
      mlir::openInputFile(inputFile, &message);
  if (!input)
    return reportError(message);
  if (mlir::failed(mlir::prim::checkParseHazards(*input)))
    return 1;

  return mlir::failed(mlir::prim::writeOutputFile(
      outputFile,
      [&](llvm::raw_ostream &os) {
        return mlir::MlirOptMain(os, std::move(input), registry, config);
      },
      [](const llvm::Twine &message) { reportError(message); }));
}
