//===- ImportControlFlow.cpp - Early returns, break and continue ----------===//
//
// scf regions have one exit, so a return before the end of a function, a
// break or a continue sets a flag (an i1 on the stack, which LLVM's SROA
// turns back into branches), and what would have been skipped runs under
// `scf.if` on the flags: the rest of each statement list after a statement
// that may exit, and each iteration of a loop that a break or a return
// leaves. A returned value waits in a slot that the function returns at its
// end, as TVM's MakePackedAPI writes it to the return value.
//
//===----------------------------------------------------------------------===//

#include "Importer.h"

#include "prim/Dialect/Prim/IR/PrimOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace mlir::prim;
using namespace mlir::prim::tvmscript;
using llvm::SMLoc;
using llvm::StringRef;

bool FunctionImporter::isReturn(Stmt &stmt, Expr *&value, SMLoc &at) {
  value = nullptr;
  at = stmt.loc;
  if (stmt.kind == Stmt::Return) {
    value = stmt.value.get();
    return true;
  }
  if (stmt.kind != Stmt::ExprStmt || stmt.value->kind != Expr::Call)
    return false;
  Expr *call = stmt.value.get();
  // T.evaluate(T.ret(v)) is how TVM prints T.ret(v).
  if (builtinOf(call->children[0].get()) == Builtin::T_evaluate &&
      call->children.size() == 2 && call->children[1]->kind == Expr::Call)
    call = call->children[1].get();
  // TVM main's T.Return(v) is the return statement's node.
  std::string name = calleeName(call->children[0].get());
  Builtin id = lookupBuiltin(name);
  if (id != Builtin::T_ret && id != Builtin::T_Return)
    return false;
  at = call->loc;
  if (!checkBuiltinArgs(call, id, name))
    return true; // reported; the caller stops at hadError
  for (auto [index, kw] : llvm::enumerate(call->keywords))
    if (kw.first != "dtype")
      return !fail(call->keywordLocs[index],
                   "unsupported " + name + " argument '" + kw.first + "'");
  value = call->children[1].get();
  return true;
}

bool FunctionImporter::containsReturn(StmtList &block) {
  for (StmtPtr &stmt : block) {
    Expr *value;
    SMLoc at;
    if (isReturn(*stmt, value, at) || containsReturn(stmt->body) ||
        containsReturn(stmt->orelse))
      return true;
  }
  return false;
}

/// Whether `block` breaks or continues the loop it is the body of (not an
/// inner loop).
static bool exitsLoop(StmtList &block) {
  for (StmtPtr &stmt : block) {
    if (stmt->kind == Stmt::Break || stmt->kind == Stmt::Continue)
      return true;
    if (stmt->kind != Stmt::For && stmt->kind != Stmt::While &&
        (exitsLoop(stmt->body) || exitsLoop(stmt->orelse)))
      return true;
  }
  return false;
}

static bool hasKind(StmtList &block, Stmt::Kind kind) {
  for (StmtPtr &stmt : block)
    if (stmt->kind == kind ||
        (stmt->kind != Stmt::For && stmt->kind != Stmt::While &&
         (hasKind(stmt->body, kind) || hasKind(stmt->orelse, kind))))
      return true;
  return false;
}

Value FunctionImporter::newFlag(Location l) {
  OpBuilder::InsertionGuard guard(builder);
  builder.setInsertionPointToStart(allocaBlock);
  allocaUsed = true;
  return memref::AllocaOp::create(builder, l,
                                  MemRefType::get({}, builder.getI1Type()));
}

void FunctionImporter::setFlag(Location l, Value flag, bool value) {
  memref::StoreOp::create(builder, l,
                          arith::ConstantIntOp::create(builder, l, value, 1),
                          flag, ValueRange{});
}

Value FunctionImporter::keepGoing(Location l, bool loopExitsOnly) {
  Value stop;
  auto add = [&](Value flag) {
    if (!flag)
      return;
    Value v = memref::LoadOp::create(builder, l, flag, ValueRange{});
    stop = stop ? arith::OrIOp::create(builder, l, stop, v).getResult() : v;
  };
  if (!loopExits.empty()) {
    add(loopExits.back().breakFlag);
    if (!loopExitsOnly)
      add(loopExits.back().continueFlag);
  }
  add(returnFlag);
  if (!stop)
    return nullptr;
  return arith::XOrIOp::create(builder, l, stop,
                               arith::ConstantIntOp::create(builder, l, 1, 1));
}

bool FunctionImporter::mayExit(Stmt &stmt) {
  if (stmt.kind == Stmt::Break || stmt.kind == Stmt::Continue)
    return true;
  Expr *value;
  SMLoc at;
  if (returnFlag && (isReturn(stmt, value, at) || containsReturn(stmt.body) ||
                     containsReturn(stmt.orelse)))
    return true;
  return stmt.kind != Stmt::For && stmt.kind != Stmt::While &&
         (exitsLoop(stmt.body) || exitsLoop(stmt.orelse));
}

void FunctionImporter::guardRest(ExitGuards &guards, Stmt &stmt) {
  if (!mayExit(stmt))
    return;
  // The rest runs unless the statement returned, broke or continued.
  Location l = loc(stmt.loc);
  Value go = keepGoing(l, /*loopExitsOnly=*/false);
  auto ifOp = scf::IfOp::create(builder, l, go, /*withElseRegion=*/false);
  builder.setInsertionPoint(ifOp.thenBlock()->getTerminator());
  if (!guards.outermost)
    guards.outermost = ifOp;
  // What the rest allocates is freed in the rest.
  pushScope();
  ++guards.count;
}

void FunctionImporter::closeGuards(ExitGuards &guards) {
  for (unsigned i = 0; i < guards.count; ++i)
    popScope();
  if (guards.outermost)
    builder.setInsertionPointAfter(guards.outermost);
}

bool FunctionImporter::emitStmtList(StmtList &block) {
  ExitGuards guards;
  for (auto [index, stmt] : llvm::enumerate(block)) {
    // TVM's RemoveNoOp deletes it before MakePackedAPI (ImportDeadCode.cpp).
    if (startsDeadRest(block, index))
      break;
    if (!emitStmt(*stmt))
      return false;
    if (index + 1 != block.size())
      guardRest(guards, *stmt);
  }
  closeGuards(guards);
  return true;
}

Value FunctionImporter::emitReturnValue(Expr *valueExpr, SMLoc at) {
  FuncInfo &info = *currentFunc;
  TV v = emitExpr(valueExpr);
  if (!v.ok() || !inferResult(at, v))
    return nullptr;
  if (v.kind == TV::Scalar && v.dtype != *info.result) {
    error(valueExpr->loc, "returns " + v.dtype.str() +
                              ", but the function returns " +
                              info.result->str());
    return nullptr;
  }
  return materialize(valueExpr->loc, v, *info.result);
}

bool FunctionImporter::emitReturn(Expr *valueExpr, SMLoc at) {
  for (LoopExits &exits : loopExits)
    if (exits.parallel)
      return fail(at, "a return from a T.parallel loop is not supported: its "
                      "iterations run at once");
  FuncInfo &info = *currentFunc;
  Location l = loc(at);
  if (valueExpr) {
    Value r = emitReturnValue(valueExpr, at);
    if (!r)
      return false;
    if (!returnSlot) {
      OpBuilder::InsertionGuard guard(builder);
      Block *entry = &info.op.getBody().front();
      builder.setInsertionPointToStart(entry);
      returnSlot = memref::AllocaOp::create(builder, l,
                                            MemRefType::get({}, r.getType()));
      // A path without a return returns 0.
      memref::StoreOp::create(builder, l, constant(*info.result, 0), returnSlot,
                              ValueRange{});
    }
    memref::StoreOp::create(builder, l, r, returnSlot, ValueRange{});
  } else if (info.result) {
    return fail(at, "function '" + info.def->name + "' returns " +
                        info.result->str() + ": 'return' needs a value");
  }
  setFlag(l, returnFlag, true);
  return true;
}

bool FunctionImporter::emitEarlyReturns(FuncInfo &info) {
  Location l = loc(info.def->loc);
  returnFlag = newFlag(l);
  setFlag(l, returnFlag, false);
  if (!emitStmtList(info.def->body))
    return false;
  popScope();
  if (returnSlot)
    ReturnOp::create(builder, l,
                     ValueRange{memref::LoadOp::create(builder, l, returnSlot,
                                                       ValueRange{})});
  else
    ReturnOp::create(builder, l);
  return true;
}

bool FunctionImporter::inferResult(SMLoc at, const TV &v) {
  FuncInfo &info = *currentFunc;
  if (info.result)
    return true;
  if (!v.isNumeric())
    return fail(at, "a function returns a scalar");
  // TVM's MakePackedAPI returns T.ret's value whatever the annotation.
  info.result = v.kind == TV::Scalar ? v.dtype : literalDType(v);
  FunctionType type = info.op.getFunctionType();
  info.op.setFunctionType(
      FunctionType::get(context, type.getInputs(), {mlirType(*info.result)}));
  return true;
}

bool FunctionImporter::emitLoopExit(Stmt &stmt) {
  bool isBreak = stmt.kind == Stmt::Break;
  StringRef what = isBreak ? "break" : "continue";
  if (loopExits.empty())
    return fail(stmt.loc, "'" + what + "' outside a loop");
  LoopExits &exits = loopExits.back();
  if (isBreak && exits.parallel)
    return fail(stmt.loc, "'break' in a T.parallel loop is not supported: "
                          "its iterations run at once");
  setFlag(loc(stmt.loc), isBreak ? exits.breakFlag : exits.continueFlag, true);
  return true;
}

bool FunctionImporter::pushLoopExits(StmtList &body, bool parallel,
                                     Location l) {
  LoopExits exits;
  exits.parallel = parallel;
  if (!parallel && hasKind(body, Stmt::Break)) {
    exits.breakFlag = newFlag(l);
    setFlag(l, exits.breakFlag, false);
  }
  exits.hasContinue = hasKind(body, Stmt::Continue);
  loopExits.push_back(exits);
  return true;
}

bool FunctionImporter::emitLoopBody(StmtList &body, Location l) {
  LoopExits &exits = loopExits.back();
  if (exits.hasContinue) {
    // Per iteration, and per thread in a parallel loop.
    exits.continueFlag = newFlag(l);
    setFlag(l, exits.continueFlag, false);
  }
  OpBuilder::InsertionGuard guard(builder);
  // A break or a return skips the remaining iterations.
  if (Value go = keepGoing(l, /*loopExitsOnly=*/true)) {
    auto ifOp = scf::IfOp::create(builder, l, go, /*withElseRegion=*/false);
    builder.setInsertionPoint(ifOp.thenBlock()->getTerminator());
  }
  return emitBlock(body);
}
