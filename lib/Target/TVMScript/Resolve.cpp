//===- Resolve.cpp - A function's body, normalized before emission --------===//

#include "Resolve.h"
#include "Builtins.h"

#include "llvm/ADT/StringMap.h"

using namespace mlir::prim::tvmscript;

namespace {
using CalleeNamer = llvm::function_ref<std::string(const Expr *)>;
} // namespace

/// Makes `T.evaluate(T.break_loop())` and `T.continue_loop()` the
/// statements `break` and `continue`.
static void spellLoopJumps(StmtList &block, CalleeNamer calleeName) {
  for (StmtPtr &stmt : block) {
    spellLoopJumps(stmt->body, calleeName);
    spellLoopJumps(stmt->orelse, calleeName);
    if (stmt->kind != Stmt::ExprStmt || stmt->value->kind != Expr::Call)
      continue;
    Expr *call = stmt->value.get();
    if (lookupBuiltin(calleeName(call->children[0].get())) ==
            Builtin::T_evaluate &&
        call->children.size() == 2 && call->children[1]->kind == Expr::Call)
      call = call->children[1].get();
    if (call->children.size() != 1 || !call->keywords.empty())
      continue;
    Builtin id = lookupBuiltin(calleeName(call->children[0].get()));
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
                                                     CalleeNamer calleeName,
                                                     const Flavor &flavor) {
  FunctionFacts facts;
  spellLoopJumps(def.body, calleeName);
  if (flavor.has(Feature::MutableScalars)) {
    llvm::StringMap<unsigned> count;
    collectAssignedNames(def.body, count);
    for (auto &entry : count)
      if (entry.getValue() > 1)
        facts.reassigned.insert(entry.getKey());
  }
  return facts;
}
