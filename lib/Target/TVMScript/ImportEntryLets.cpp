//===- ImportEntryLets.cpp - Let-bound names in parameter buffers ---------===//
//
// A T.match_buffer or T.decl_buffer that binds a T.handle parameter is bound
// at the function's entry, but its shape, strides and offset may name
// variables that top-level statements before it bind (`m = n`, `m = n * 2`).
// Those names are replaced by what they are bound to, so that the entry
// binds or checks the parameter as if the expression were written there, as
// TVM's ArgBinder binds a buffer's first occurrence of a variable and asserts
// every other.
//
//===----------------------------------------------------------------------===//

#include "Importer.h"

#include "Syntax/Lexer.h"

#include "llvm/ADT/STLExtras.h"

#include <algorithm>

using namespace mlir;
using namespace mlir::prim;
using namespace mlir::prim::tvmscript;
using llvm::StringRef;

/// The expressions one parameter buffer's substitution may visit: chains of
/// lets could otherwise grow a shape exponentially.
static constexpr unsigned kMaxEntryLetNodes = 4096;

/// The last top-level `name = value` or `name: T.x = value` before `until`.
static Stmt *findEntryLet(StmtList &body, Stmt *until, StringRef name) {
  Stmt *found = nullptr;
  for (StmtPtr &stmt : body) {
    if (stmt.get() == until)
      break;
    if ((stmt->kind == Stmt::Assign || stmt->kind == Stmt::AnnAssign) &&
        stmt->value && stmt->target && stmt->target->kind == Expr::Name &&
        stmt->target->name == name)
      found = stmt.get();
  }
  return found;
}

/// Calls whose value depends on their operands only: the entry can evaluate
/// them before any statement runs.
static bool isPureCall(StringRef callee) {
  switch (lookupBuiltin(callee)) {
  case Builtin::T_Cast:
  case Builtin::T_max:
  case Builtin::T_min:
  case Builtin::T_floordiv:
  case Builtin::T_floormod:
  case Builtin::T_truncdiv:
  case Builtin::T_truncmod:
  case Builtin::T_Select:
    return true;
  default:
    return parseDTypeCallee(callee).has_value();
  }
}

/// A copy of `e`.
static ExprPtr cloneExpr(const Expr &e) {
  auto copy = std::make_unique<Expr>(e.kind, e.loc);
  copy->height = e.height;
  copy->text = e.text;
  copy->name = e.name;
  copy->intValue = e.intValue;
  copy->floatValue = e.floatValue;
  copy->op = e.op;
  copy->compareOps = e.compareOps;
  copy->keywordLocs = e.keywordLocs;
  for (const ExprPtr &child : e.children)
    copy->children.push_back(child ? cloneExpr(*child) : nullptr);
  for (const auto &kw : e.keywords)
    copy->keywords.emplace_back(kw.first, cloneExpr(*kw.second));
  return copy;
}

ExprPtr FunctionImporter::substituteEntryLets(FuncInfo &info, Stmt *until,
                                              Expr *e, const Expr *let,
                                              unsigned &budget) {
  // Past the bounds, the caller reports at the declaration.
  if (budget == 0)
    return nullptr;
  --budget;
  if (e->kind == Expr::Name) {
    Stmt *stmt = findEntryLet(info.def->body, until, e->name);
    Expr *value = stmt ? stmt->value.get() : nullptr;
    // `n = T.int32()` declares a symbolic variable, bound at the entry.
    bool declaresSym =
        value && declaredVariable(value) && info.declaredSyms.count(e->name);
    if (value && !declaresSym) {
      ExprPtr replaced =
          substituteEntryLets(info, stmt, value, stmt->target.get(), budget);
      if (replaced)
        replaced->text = e->text;
      return replaced;
    }
  }
  // Inside a let's value, only what the entry can evaluate before any
  // statement runs: no loads, no calls with effects.
  bool keepFirst = false;
  if (e->kind == Expr::Call)
    keepFirst = true;
  else if (e->kind == Expr::Subscript)
    keepFirst = e->children[0]->kind == Expr::Attribute &&
                e->children[0]->name == "shape";
  if (let) {
    bool pure = false;
    switch (e->kind) {
    case Expr::Name:
    case Expr::Int:
    case Expr::Float:
    case Expr::Str:
    case Expr::Bool:
    case Expr::BinOp:
    case Expr::UnaryOp:
    case Expr::Compare:
    case Expr::BoolOp:
    case Expr::IfExp:
      pure = true;
      break;
    case Expr::Call:
      pure = isPureCall(calleeName(e->children[0].get()));
      break;
    case Expr::Subscript: // a parameter buffer's extent, `B.shape[0]`
      pure = keepFirst;
      break;
    default:
      break;
    }
    if (!pure) {
      error(e, "'" + let->name +
                   "' is used in a parameter buffer's shape, strides or "
                   "offset, but its value '" +
                   e->text + "' cannot be evaluated before the body runs");
      return nullptr;
    }
  }
  auto copy = std::make_unique<Expr>(e->kind, e->loc);
  copy->height = e->height;
  copy->text = e->text;
  copy->name = e->name;
  copy->intValue = e->intValue;
  copy->floatValue = e->floatValue;
  copy->op = e->op;
  copy->compareOps = e->compareOps;
  copy->keywordLocs = e->keywordLocs;
  for (auto [i, child] : llvm::enumerate(e->children)) {
    // A callee or a buffer is a name, not a value.
    if (!child || (i == 0 && keepFirst)) {
      copy->children.push_back(child ? cloneExpr(*child) : nullptr);
      continue;
    }
    ExprPtr replaced =
        substituteEntryLets(info, until, child.get(), let, budget);
    if (!replaced)
      return nullptr;
    copy->children.push_back(std::move(replaced));
  }
  for (auto &kw : e->keywords) {
    ExprPtr value =
        substituteEntryLets(info, until, kw.second.get(), let, budget);
    if (!value)
      return nullptr;
    copy->keywords.emplace_back(kw.first, std::move(value));
  }
  // The walks of an expression rely on the parser's bound on its height.
  copy->height = 1;
  for (ExprPtr &child : copy->children)
    if (child)
      copy->height = std::max(copy->height, child->height + 1);
  for (auto &kw : copy->keywords)
    copy->height = std::max(copy->height, kw.second->height + 1);
  if (copy->height > 2 * Lexer::kMaxNesting)
    return nullptr;
  return copy;
}

bool FunctionImporter::substituteEntryLets(FuncInfo &info, Stmt *binder,
                                           BufferDecl &decl) {
  unsigned budget = kMaxEntryLetNodes;
  auto substitute = [&](Expr *&e) {
    if (!e)
      return true;
    ExprPtr replaced = substituteEntryLets(info, binder, e, nullptr, budget);
    if (!replaced) {
      if (!m.hadError)
        error(e, "this shape, stride or offset is too large once the "
                 "let-bound names in it are replaced by their values");
      return false;
    }
    m.ownedExprs.push_back(std::move(replaced));
    e = m.ownedExprs.back().get();
    return true;
  };
  for (Expr *&dim : decl.shape)
    if (!substitute(dim))
      return false;
  for (Expr *&stride : decl.strides)
    if (!substitute(stride))
      return false;
  return substitute(decl.elemOffset);
}
