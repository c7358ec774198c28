/*===- prim-c/Dialects.h - Prim for MLIR C-API users ---------------*- C -*-===*
 *
 * The `prim` dialect in MLIR's C-API style: load it with
 *   mlirDialectHandleLoadDialect(mlirGetDialectHandle__prim__(), context);
 * The MLIR C API itself (mlir-c/IR.h) is exported by the same library,
 * libPrimCAPI, so that a C host links one library.
 *
 *===----------------------------------------------------------------------===*/
#ifndef PRIM_C_DIALECTS_H
#define PRIM_C_DIALECTS_H

#include "mlir-c/IR.h"

#ifdef __cplusplus
extern "C" {
#endif

MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(Prim, prim);

/* Adds the prim dialect and every dialect its functions' bodies and its
 * lowering use (func, arith, scf, memref, math, vector, index, cf, llvm,
 * with their interface extensions) to `registry`. */
MLIR_CAPI_EXPORTED void primRegisterAllDialects(MlirDialectRegistry registry);

/* Registers Prim's passes, the prim-to-llvm pipeline and the upstream
 * passes a Prim pipeline uses, for textual pass pipelines. */
MLIR_CAPI_EXPORTED void primRegisterAllPasses(void);

#ifdef __cplusplus
}
#endif

#endif /* PRIM_C_DIALECTS_H */
