//===- Resolve.h - A body normalized before emission ------------*- C++ -*-===//
//
// Resolution walks a function's whole body before any of it is emitted and
// rewrites what TVMScript spells in more than one way into one spelling,
// so that emission and the well-formedness checks read one form, and it
// collects the facts about the body that emission needs up front. It holds
// no MLIR.
//
//===----------------------------------------------------------------------===//

#ifndef PRIM_LIB_TARGET_TVMSCRIPT_RESOLVE_H
#define PRIM_LIB_TARGET_TVMSCRIPT_RESOLVE_H

#include "Flavor.h"
#include "Syntax/AST.h"

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringSet.h"

#include <string>

namespace mlir::prim::tvmscript {

/// What resolution finds out about a function's body.
struct FunctionFacts {
  /// In tirx, the names the body assigns more than once: its mutable
  /// scalars.
  llvm::StringSet<> reassigned;
};

/// Resolves the body of the function `def` in place: TVM main's
/// `T.evaluate(T.break_loop())` and `T.continue_loop()` (what its parser
/// makes of `break` and `continue`) become those statements. `calleeName`
/// names a callee with its namespace alias resolved; the file's `flavor`
/// says whether assignments declare mutable scalars.
FunctionFacts
resolveFunction(Stmt &def,
                llvm::function_ref<std::string(const Expr *)> calleeName,
                const Flavor &flavor);

} // namespace mlir::prim::tvmscript

#endif // PRIM_LIB_TARGET_TVMSCRIPT_RESOLVE_H
