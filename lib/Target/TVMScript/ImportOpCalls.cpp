//===- ImportOpCalls.cpp - TVM main's T.Call, call_intrin, call_tir -------===//
//
// TVM main's tests build some calls from their op: `T.Call(op, [args],
// ret_ty=...)`, `T.call_intrin(dtype, op, args...)`, and call a module
// function with `tirx.call_tir(f, args...)`, and write `and` and `or` as
// their nodes, T.And(a, b) and T.Or(a, b). Each is the call it spells.
//
//===----------------------------------------------------------------------===//

#include "Importer.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

using namespace mlir;
using namespace mlir::prim;
using namespace mlir::prim::tvmscript;

/// TVM main's Call node constructor, `T.Call(op, [args], ret_ty=dtype)` (or
/// `T.Call(dtype, op, [args])`), and `T.call_intrin(dtype, op, args...)`,
/// where op is "tirx.X" or tvm.ir.Op.get("tirx.X"): the call is rewritten in
/// place into the builtin call it spells, T.X(args...), with the dtype first
/// for the builtins that take one; a value must have the dtype it names.
TV FunctionImporter::emitOpCall(Expr *e, Builtin id, bool discardResult) {
  bool callNode = id == Builtin::T_Call;
  Expr *dtypeExpr = nullptr;
  for (auto &keyword : e->keywords) {
    if (!callNode || keyword.first != "ret_ty")
      return error(keyword.second.get(),
                   "unsupported keyword argument '" + keyword.first + "'");
    dtypeExpr = keyword.second.get();
  }
  size_t first = dtypeExpr ? 1 : 2;
  if (!dtypeExpr && e->children.size() > 1)
    dtypeExpr = e->children[1].get();
  Expr *opExpr =
      e->children.size() > first ? e->children[first].get() : nullptr;
  Expr *argList =
      e->children.size() > first + 1 ? e->children[first + 1].get() : nullptr;
  if (!dtypeExpr || dtypeExpr->kind != Expr::Str || !opExpr ||
      (callNode && (!argList || argList->kind != Expr::List ||
                    e->children.size() != first + 2)))
    return error(e, callNode ? "T.Call takes the op, a list of arguments and "
                               "ret_ty=dtype"
                             : "T.call_intrin takes the result dtype, the op "
                               "and its arguments");
  if (opExpr->kind == Expr::Call &&
      builtinOf(opExpr->children[0].get()) == Builtin::tvm_ir_Op_get &&
      opExpr->children.size() == 2)
    opExpr = opExpr->children[1].get();
  StringRef op = opExpr->kind == Expr::Str ? StringRef(opExpr->name) : "";
  if (!op.consume_front("tirx.") && !op.consume_front("tir."))
    return error(opExpr, "the op must be a TIR builtin, \"tirx.NAME\" or "
                         "tvm.ir.Op.get(\"tirx.NAME\")");
  std::string dtype = dtypeExpr->name;

  auto callee = std::make_unique<Expr>(Expr::Name, opExpr->loc);
  callee->name = ("T." + op).str();
  callee->text = opExpr->text;
  Builtin opId = lookupBuiltin(callee->name);
  std::vector<ExprPtr> args;
  args.push_back(std::move(callee));
  if (opId == Builtin::T_call_extern || opId == Builtin::T_call_llvm_intrin) {
    auto dtypeArg = std::make_unique<Expr>(Expr::Str, dtypeExpr->loc);
    dtypeArg->name = dtype;
    dtypeArg->text = dtypeExpr->text;
    args.push_back(std::move(dtypeArg));
  }
  if (callNode) {
    for (ExprPtr &arg : argList->children)
      args.push_back(std::move(arg));
  } else {
    for (ExprPtr &arg : llvm::drop_begin(e->children, 3))
      args.push_back(std::move(arg));
  }
  e->children = std::move(args);
  e->keywords.clear();
  e->keywordLocs.clear();

  TV result = emitCall(e, discardResult);
  if (!result.ok() || discardResult || result.kind != TV::Scalar ||
      result.dtype.str() == dtype)
    return result;
  return error(e, "the call is " + result.dtype.str() + ", but its dtype is " +
                      dtype);
}

/// `T.call_tir(f, args...)` (tirx.call_tir): the call of the module's
/// function f, as `f(args...)` is.
TV FunctionImporter::emitCallTIR(Expr *e, bool discardResult) {
  std::string name =
      e->children.size() > 1 ? calleeName(e->children[1].get()) : "";
  auto [head, rest] = StringRef(name).split('.');
  FuncInfo *callee = !rest.empty() && head == m.className
                         ? m.funcsByName.lookup(rest)
                         : m.funcsByName.lookup(name);
  if (!callee || !e->keywords.empty())
    return error(e, "T.call_tir takes a function of the module and its "
                    "arguments");
  SmallVector<Expr *> argExprs;
  for (ExprPtr &arg : llvm::drop_begin(e->children, 2))
    argExprs.push_back(arg.get());
  return emitModuleCall(e, argExprs, *callee, discardResult);
}

/// `T.And(a, b)` and `T.Or(a, b)`, the nodes that `and` and `or` build: as
/// TVM's constructors check, both operands are bools, and both are
/// evaluated.
TV FunctionImporter::emitLogicalNode(Expr *e, bool isAnd) {
  TV a, b;
  if (!emitOperands(e, 1, a, b))
    return TV();
  Value lhs = toBool(e->children[1]->loc, a);
  Value rhs = lhs ? toBool(e->children[2]->loc, b) : Value();
  if (!rhs)
    return TV();
  Location l = loc(e);
  Value result =
      isAnd ? arith::AndIOp::create(builder, l, lhs, rhs).getResult()
            : arith::OrIOp::create(builder, l, lhs, rhs).getResult();
  return TV::scalar(result, DType::boolean());
}
