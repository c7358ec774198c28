//===- Passes.h - Prim dialect transforms -----------------------*- C++ -*-===//

#ifndef PRIM_DIALECT_PRIM_TRANSFORMS_PASSES_H
#define PRIM_DIALECT_PRIM_TRANSFORMS_PASSES_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace mlir {
class RewriterBase;
class SymbolTable;
} // namespace mlir

namespace mlir::prim {

class CallCPackedOp;
enum class CheckCategory : uint32_t;
class FuncOp;

#define GEN_PASS_DECL
#include "prim/Dialect/Prim/Transforms/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "prim/Dialect/Prim/Transforms/Passes.h.inc"

/// Replaces `call`, a prim.call_cpacked of `callee` (a packed prim.func of
/// the same module), with a prim.call_tir of `callee`, preceded by the
/// checks of `callee`'s packed entry that the argument types leave open, in
/// the categories `checks` (the entry's). A failed check reports what the
/// entry would report.
void lowerLocalCall(mlir::RewriterBase &rewriter, CallCPackedOp call,
                    FuncOp callee, CheckCategory checks);

/// Outlines `loop`, an scf.parallel or an scf.for marked prim.parallel in
/// `parent`, into the private prim.func `name` (inserted into `symbols`),
/// which runs a chunk of the outermost dim, and replaces the loop with a
/// prim.parallel_launch of it. Parallel loops inside run serially.
mlir::LogicalResult outlineParallelLoop(mlir::RewriterBase &rewriter,
                                        mlir::Operation *loop, FuncOp parent,
                                        llvm::StringRef name,
                                        mlir::SymbolTable &symbols);

} // namespace mlir::prim

#endif // PRIM_DIALECT_PRIM_TRANSFORMS_PASSES_H
