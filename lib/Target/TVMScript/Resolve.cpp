//===- Resolve.cpp - A function's body, normalized before emission --------===//

#include "Resolve.h"

#include "llvm/ADT/StringMap.h"

using namespace mlir::prim::tvmscript;

namespace {
using BuiltinOf = llvm::function_ref<Builtin(const Expr *)>;
} // namespace

/// Makes `T.evaluate(T.break_loop())` and `T.continue_loop()` the
/// statements `break` and `continue`.
static void spellLoopJumps(StmtList &block, BuiltinOf builtinOf) {
  for (StmtPtr &stmt : block) {
    spellLoopJumps(stmt->body, builtinOf);
    spellLoopJumps(stmt->orelse, builtinOf);
    if (stmt->kind != Stmt::ExprStmt || stmt->value->kind != Expr::Call)
      continue;
    Expr *call = stmt->value.get();
    if (builtinOf(call->children[0].get()) == Builtin::T_evaluate &&
        call->children.size() == 2 && call->children[1]->kind == Expr::Call)
      call = call->children[1].get();
    if (call->children.size() != 1 || !call->keywords.empty())
      continue;
    Builtin id = builtinOf(call->children[0].get());
    if (id == Builtin::T_break_loop || id == Builtin::T_continue_loop) {
      stmt->kind = id == Builtin::T_break_loop ? Stmt::Break : Stmt::Continue;
      stmt->value.reset();
    }
  }
}

static void collectAssignedNames(StmtList &block,
                                 llvm::StringMap<unsigned> &count) {
  for (StmtPtr &stmt : block) {
    if ((stmt->kind == Stmt::Assign || stmt->kind == Stmt::AnnAssign ||
         stmt->kind == Stmt::AugAssign) &&
        stmt->target->kind == Expr::Name)
      ++count[stmt->target->name];
    collectAssignedNames(stmt->body, count);
    collectAssignedNames(stmt->orelse, count);
  }
}

FunctionFacts mlir::prim::tvmscript::resolveFunction(Stmt &def,
                                                     BuiltinOf builtinOf,
                                                     const Flavor &flavor) {
  FunctionFacts facts;
  spellLoopJumps(def.body, builtinOf);
  if (flavor.has(Feature::MutableScalars)) {
    llvm::StringMap<unsigned> count;
    collectAssignedNames(def.body, count);
    for (auto &entry : count)
      if (entry.getValue() > 1)
        facts.reassigned.insert(entry.getKey());
  }
  return facts;
}
