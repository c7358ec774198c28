//===- Dialects.cpp - The prim dialect for MLIR C-API users ---------------===//

#include "prim-c/Dialects.h"
#include "prim/Dialect/Prim/IR/PrimDialect.h"
#include "prim/InitPrim.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Registration.h"

MLIR_DEFINE_CAPI_DIALECT_REGISTRATION(Prim, prim, mlir::prim::PrimDialect)

void primRegisterAllDialects(MlirDialectRegistry registry) {
  mlir::prim::registerAllDialects(*unwrap(registry));
}

void primRegisterAllPasses(void) { mlir::prim::registerAllPasses(); }
