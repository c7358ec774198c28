//===- ImportDeadCode.cpp - Dead statements that read undefined variables -===//
//
// TVM's RemoveNoOp (src/tir/transforms/remove_no_op.cc), which runs before
// MakePackedAPI, deletes a T.evaluate of a side-effect-free value, and a let
// or an allocation whose body is then empty. A variable that only such code
// reads is gone before MakePackedAPI would refuse it as undefined, so TVM
// compiles the function. The importer drops such a rest of a statement list
// when it reads a variable nothing defines; other dead code is emitted as
// written (LLVM deletes it).
//
//===----------------------------------------------------------------------===//

#include "Importer.h"

using namespace mlir;
using namespace mlir::prim::tvmscript;
using llvm::StringRef;

/// Whether evaluating `e` has no side effect: arithmetic, buffer loads and
/// TIR's pure operators (RemoveNoOp keeps a call that may write).
bool FunctionImporter::isPureExpr(const Expr *e) {
  if (!e)
    return true;
  switch (e->kind) {
  case Expr::Call: {
    const Expr *callee = e->children[0].get();
    if (!parseDTypeCallee(calleeName(callee)) &&
        !llvm::is_contained({Builtin::T_truncmod, Builtin::T_truncdiv,
                             Builtin::T_floordiv, Builtin::T_floormod,
                             Builtin::T_min, Builtin::T_max, Builtin::T_Cast,
                             Builtin::T_Select, Builtin::T_if_then_else,
                             Builtin::T_abs},
                            builtinOf(callee)))
      return false;
    return hasPureArgs(e);
  }
  case Expr::Starred:
  case Expr::Dict:
    return false;
  default:
    return llvm::all_of(e->children,
                        [&](const ExprPtr &c) { return isPureExpr(c.get()); });
  }
}

/// Whether the arguments of the call `e` are pure.
bool FunctionImporter::hasPureArgs(const Expr *e) {
  return llvm::all_of(llvm::drop_begin(e->children),
                      [&](const ExprPtr &c) { return isPureExpr(c.get()); }) &&
         llvm::all_of(e->keywords, [&](const auto &k) {
           return isPureExpr(k.second.get());
         });
}

/// Whether `s` is a no-op for RemoveNoOp once the statements after it are:
/// a pure T.evaluate, a let or a declared buffer (whose bodies, in a
/// statement list, are those statements).
bool FunctionImporter::isNoOpStmt(const Stmt &s) {
  auto callee = [&](const Expr *e) {
    return e && e->kind == Expr::Call ? builtinOf(e->children[0].get())
                                      : Builtin::None;
  };
  switch (s.kind) {
  case Stmt::Pass:
    return true;
  case Stmt::ExprStmt: {
    const Expr *v = s.value.get();
    if (llvm::is_contained({Builtin::T_evaluate, Builtin::T_LetStmt}, callee(v)))
      return hasPureArgs(v);
    return v->kind != Expr::Call && isPureExpr(v);
  }
  case Stmt::Assign:
    if (isVarDeclaration(s))
      return true;
    return s.target->kind == Expr::Name &&
           llvm::is_contained({Builtin::T_decl_buffer, Builtin::T_allocate},
                              callee(s.value.get())) &&
           hasPureArgs(s.value.get());
  case Stmt::With:
    return s.items.size() == 1 &&
           callee(s.items[0].context.get()) == Builtin::T_LetStmt &&
           hasPureArgs(s.items[0].context.get()) &&
           llvm::all_of(s.body,
                        [&](const StmtPtr &b) { return isNoOpStmt(*b); });
  default:
    return false;
  }
}

bool FunctionImporter::startsDeadRest(const StmtList &block, size_t index) {
  if (index > 0 && isNoOpStmt(*block[index - 1]))
    return false;
  auto rest = llvm::drop_begin(block, index);
  if (!llvm::all_of(rest, [&](const StmtPtr &s) { return isNoOpStmt(*s); }))
    return false;
  llvm::StringSet<> declared;
  for (const StmtPtr &s : rest)
    if (isVarDeclaration(*s))
      declared.insert(s->target->name);
  return llvm::any_of(
      rest, [&](const StmtPtr &s) { return readsUndefinedVar(*s, declared); });
}

/// `x = T.int32()` or `x = T.handle("float32")`: a variable that TVM
/// declares without a value.
bool FunctionImporter::isVarDeclaration(const Stmt &s) {
  if (s.kind != Stmt::Assign || s.target->kind != Expr::Name ||
      s.value->kind != Expr::Call)
    return false;
  Expr *value = s.value.get();
  if (parseDTypeCallee(calleeName(value->children[0].get())) !=
      DType::handle())
    return declaredVariable(value).has_value();
  return value->keywords.empty() &&
         llvm::all_of(llvm::drop_begin(value->children),
                      [](const ExprPtr &c) { return c->kind == Expr::Str; });
}

/// Whether `e` reads a variable nothing gave a value: a symbolic one, or
/// one of `declared`.
bool FunctionImporter::readsUndefinedVar(const Expr *e,
                                 const llvm::StringSet<> &declared) {
  if (!e)
    return false;
  if (e->kind == Expr::Name) {
    if (declared.contains(e->name))
      return true;
    Binding *b = lookup(e->name);
    return b && b->kind == Binding::Sym && !b->sym->value;
  }
  auto reads = [&](const Expr *c) { return readsUndefinedVar(c, declared); };
  return llvm::any_of(e->children,
                      [&](const ExprPtr &c) { return reads(c.get()); }) ||
         llvm::any_of(e->keywords,
                      [&](const auto &k) { return reads(k.second.get()); });
}

bool FunctionImporter::readsUndefinedVar(const Stmt &s,
                                 const llvm::StringSet<> &declared) {
  return (!isVarDeclaration(s) && readsUndefinedVar(s.value.get(), declared)) ||
         llvm::any_of(s.items,
                      [&](const WithItem &item) {
                        return readsUndefinedVar(item.context.get(), declared);
                      }) ||
         llvm::any_of(s.body, [&](const StmtPtr &b) {
           return readsUndefinedVar(*b, declared);
         });
}
