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

#include "Builtins.h"
#include "Flavor.h"
#include "Syntax/AST.h"

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringSet.h"

namespace mlir::prim::tvmscript {

/// What resolution finds out about a function's body.
struct FunctionFacts {
  /// In tirx, the names the body assigns more than once: its mutable
  /// scalars.
  llvm::StringSet<> reassigned;
};

/// Resolves the body of the function `def` in place: TVM main's
/// `T.evaluate(T.break_loop())` and `T.continue_loop()` (what its parser
/// makes of `break` and `continue`) become those statements. `builtinOf`
/// names the builtin a callee is, with namespace aliases resolved; `flavor`
/// is the file's TVM.
FunctionFacts
resolveFunction(Stmt &def, llvm::function_ref<Builtin(const Expr *)> builtinOf,
                const Flavor &flavor);

} // namespace mlir::prim::tvmscript

#endif // PRIM_LIB_TARGET_TVMSCRIPT_RESOLVE_H
