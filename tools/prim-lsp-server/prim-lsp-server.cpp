//===- prim-lsp-server.cpp - Prim's language server -----------------------===//
//
// MLIR's language server (diagnostics, go-to-definition, hover, symbols)
// for files of prim and the dialects prim-opt registers.
//
//===----------------------------------------------------------------------===//

#include "prim/InitPrim.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/mlir-lsp-server/MlirLspServerMain.h"

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  mlir::prim::registerAllDialects(registry);
  return mlir::failed(mlir::MlirLspServerMain(argc, argv, registry));
}
