//===- TVMScript.h - Import TVMScript into the prim dialect -----*- C++ -*-===//
//
// Reads TVMScript, the Python syntax TVM prints its PrimFuncs in, into a
// module of `prim.func`s. Both spellings are read: `from tvm.script import
// tir as T` (TVM up to v0.23) and `tirx as T` (v0.24 and later). See
// docs/TVMScript.md for the subset.
//
//===----------------------------------------------------------------------===//

#ifndef PRIM_TARGET_TVMSCRIPT_H
#define PRIM_TARGET_TVMSCRIPT_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"

namespace llvm {
class SourceMgr;
} // namespace llvm

namespace mlir {
class DialectRegistry;
} // namespace mlir

namespace mlir::prim {

/// Imports the TVMScript in the main buffer of `sourceMgr`: an `@I.ir_module`
/// class or one or more `@T.prim_func` functions. Returns the verified module,
/// or null after reporting located diagnostics through `context`'s
/// diagnostic engine. Never crashes on malformed input.
OwningOpRef<ModuleOp> importTVMScript(llvm::SourceMgr &sourceMgr,
                                      MLIRContext *context);

/// Imports TVMScript from a string; `bufferName` names it in diagnostics.
OwningOpRef<ModuleOp> importTVMScript(llvm::StringRef source,
                                      llvm::StringRef bufferName,
                                      MLIRContext *context);

/// The dialects an imported module uses.
void registerTVMScriptImportDialects(DialectRegistry &registry);

/// Registers the `--import-tvmscript` translation (mlir-translate style).
void registerTVMScriptImportTranslation();

} // namespace mlir::prim

#endif // PRIM_TARGET_TVMSCRIPT_H
