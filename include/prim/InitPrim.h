//===- InitPrim.h - Register Prim and what it builds on ---------*- C++ -*-===//

#ifndef PRIM_INITPRIM_H
#define PRIM_INITPRIM_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

namespace mlir {
class DialectRegistry;
} // namespace mlir

namespace mlir::prim {

/// Adds the prim dialect and the dialects PrimFunc bodies and Prim's
/// lowering use (func, arith, scf, memref, math, vector, index, cf, llvm),
/// with their interface extensions, to `registry`.
void registerAllDialects(mlir::DialectRegistry &registry);

/// The namespaces of the dialects registerAllDialects adds: the dialects
/// Prim takes as input (see parseModule).
llvm::ArrayRef<llvm::StringRef> getInputDialects();

/// Registers Prim's passes and the upstream passes a Prim pipeline needs
/// (canonicalize, cse, inline and the other core transforms).
void registerAllPasses();

} // namespace mlir::prim

#endif // PRIM_INITPRIM_H
