//===- prim-opt.cpp - Prim's optimizer driver -----------------------------===//
//
// Registers Prim and the dialects and passes a PrimFunc body uses, then hands
// over to MlirOptMain.
//
//===----------------------------------------------------------------------===//

#include "prim/InitPrim.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  mlir::prim::registerAllDialects(registry);
  mlir::prim::registerAllPasses();
  return mlir::asMainReturnCode(
      mlir::MlirOptMain(argc, argv, "Prim optimizer driver\n", registry));
}
