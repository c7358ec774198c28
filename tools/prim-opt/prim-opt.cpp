//===- prim-opt.cpp - Prim's optimizer driver -----------------------------===//
//
// Registers Prim and the dialects and passes a PrimFunc body uses, then hands
// over to MlirOptMain, which writes a temporary file that replaces the output
// only when the run succeeds.
//
//===----------------------------------------------------------------------===//

#include "prim/InitPrim.h"
#include "prim/Support/AtomicOutput.h"
#include "prim/Support/Parse.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "llvm/Support/WithColor.h"

int main(int argc, char **argv) {
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
  if (mlir::failed(mlir::prim::checkNestingDepthOfFile(inputFile)))
    return 1;
  llvm::Expected<mlir::prim::AtomicOutput> output =
      mlir::prim::AtomicOutput::create(outputFile);
  if (!output) {
    llvm::WithColor::error(llvm::errs(), "prim-opt")
        << llvm::toString(output.takeError()) << "\n";
    return 1;
  }
  if (mlir::failed(mlir::MlirOptMain(argc, argv, inputFile, output->getPath(),
                                     registry)))
    return 1;
  if (llvm::Error error = output->commit()) {
    llvm::WithColor::error(llvm::errs(), "prim-opt")
        << llvm::toString(std::move(error)) << "\n";
    return 1;
  }
  return 0;
}
