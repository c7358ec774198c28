//===- ImportUndef.cpp - T.undef() as TVM's RemoveStoreUndef removes it ---===//
//
// `T.undef()` is a value that TVM never computes: its RemoveStoreUndef pass
// drops every buffer store whose value reads one, and every let binding of
// one, so that a store of a value reading that variable is dropped too.
// The pass refuses T.undef() in a buffer index and in a value with other
// side effects, and any T.undef() that it leaves elsewhere.
//
// The importer does the same while it reads the body: such a store emits
// nothing, such a let binds the name to a marker (Binding::Undef) that only
// a dropped store's value may read.
//
//===----------------------------------------------------------------------===//

#include "Importer.h"

using namespace mlir;
using namespace mlir::prim;
using namespace mlir::prim::tvmscript;

bool FunctionImporter::containsUndef(Expr *e) {
  if (e->kind == Expr::Call &&
      builtinOf(e->children[0].get()) == Builtin::T_undef)
    return true;
  if (e->kind == Expr::Name) {
    Binding *b = lookup(e->name);
    return b && b->kind == Binding::Undef;
  }
  for (ExprPtr &child : e->children)
    if (child && containsUndef(child.get()))
      return true;
  for (auto &keyword : e->keywords)
    if (keyword.second && containsUndef(keyword.second.get()))
      return true;
  return false;
}

bool FunctionImporter::checkUndefValue(Expr *value) {
  if (value->kind == Expr::Call &&
      builtinOf(value->children[0].get()) != Builtin::T_undef)
    return fail(value->loc,
                "a value that reads T.undef() may call nothing else: TVM's "
                "RemoveStoreUndef drops it only if it has no side effects, "
                "which Prim does not check for calls");
  if (value->kind == Expr::Subscript && !checkNoUndefIndex(value))
    return false;
  for (ExprPtr &child : value->children)
    if (child && !checkUndefValue(child.get()))
      return false;
  for (auto &keyword : value->keywords)
    if (keyword.second && !checkUndefValue(keyword.second.get()))
      return false;
  return true;
}

bool FunctionImporter::checkNoUndefIndex(Expr *subscript) {
  for (ExprPtr &index : llvm::drop_begin(subscript->children))
    if (containsUndef(index.get()))
      return fail(index->loc, "T.undef() may not be used in buffer indices");
  return true;
}

bool FunctionImporter::bindUndef(Stmt &stmt, Expr *value, bool immutable) {
  StringRef name = stmt.target->name;
  if (!checkUndefValue(value))
    return false;
  Binding *existing = lookup(name);
  // A later assignment of a mutable scalar is a store, which TVM drops.
  if (existing && existing->kind == Binding::Mutable &&
      stmt.kind == Stmt::Assign && !immutable)
    return true;
  if (flavor.has(Feature::MutableScalars) && !immutable &&
      currentFunc->facts.reassigned.contains(name))
    return fail(value->loc,
                "T.undef() as the first value of the mutable scalar '" + name +
                    "' is not supported: TVM drops the store and leaves the "
                    "scalar unset");
  Binding b;
  b.kind = Binding::Undef;
  bind(name, b);
  return true;
}
