//===- ImportLoops.cpp - For loops and the TensorIR blocks in them --------===//
//
// T.serial, T.grid, T.parallel, T.vectorized and T.unroll loops become
// scf.for or scf.parallel nests; a T.block binds its axes to the loops'
// values and runs its T.init when every reduce axis is at its start.
//
//===----------------------------------------------------------------------===//

#include "Importer.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "llvm/ADT/STLExtras.h"

#include <cstring>

using namespace mlir;
using namespace mlir::prim;
using namespace mlir::prim::tvmscript;
using llvm::SMLoc;
using llvm::StringRef;

/// Loop annotations and block attributes guide TVM's scheduling and code
/// generation (meta_schedule.*, pragma_*, layout hints, user keys): none
/// changes what the loop computes on a CPU, so every key is accepted.
bool Importer::checkHintAnnotations(Expr *dict, StringRef what) {
  if (dict->kind != Expr::Dict)
    return fail(dict->loc, "a " + what + " takes a dict");
  for (size_t i = 0; i + 1 < dict->children.size(); i += 2) {
    Expr *key = dict->children[i].get();
    if (key->kind != Expr::Str)
      return fail(key->loc, "a " + what + "'s keys are strings");
  }
  return true;
}

bool Importer::emitFor(Stmt &stmt) {
  Expr *iter = stmt.value.get();
  if (iter->kind != Expr::Call)
    return fail(iter->loc, "a for loop iterates over range(...), T.serial, "
                           "T.grid, T.parallel, T.vectorized or T.unroll");
  std::string name = calleeName(iter->children[0].get());
  StringRef kind = name;
  if (name == "range")
    kind = "T.serial";
  if (kind == "T.thread_binding")
    return fail(iter->loc, "T.thread_binding binds GPU threads, which Prim "
                           "does not target");
  if (kind != "T.serial" && kind != "T.grid" && kind != "T.parallel" &&
      kind != "T.vectorized" && kind != "T.unroll")
    return fail(iter->loc, "unsupported loop kind '" +
                               (name.empty() ? iter->text.str() : name) + "'");
  for (auto [index, kw] : llvm::enumerate(iter->keywords)) {
    if (kw.first == "annotations" &&
        (kw.second->kind == Expr::NoneLit ||
         checkHintAnnotations(kw.second.get(), "loop annotation")))
      continue;
    if (hadError)
      return false;
    return fail(iter->keywordLocs[index],
                "unsupported loop argument '" + kw.first + "'");
  }
  std::vector<Expr *> targets;
  if (stmt.target->kind == Expr::Tuple) {
    for (ExprPtr &t : stmt.target->children)
      targets.push_back(t.get());
  } else {
    targets.push_back(stmt.target.get());
  }
  for (Expr *t : targets)
    if (t->kind != Expr::Name)
      return fail(t->loc, "a loop variable must be a name");
  SmallVector<std::pair<TV, TV>> ranges;
  size_t nargs = iter->children.size() - 1;
  if (kind == "T.grid") {
    if (nargs == 0)
      return fail(iter->loc, "T.grid needs at least one extent");
    for (size_t i = 1; i <= nargs; ++i) {
      TV extent = emitExpr(iter->children[i].get());
      if (!extent.ok())
        return false;
      ranges.push_back({TV::intLit(0), extent});
    }
  } else {
    if (nargs == 3)
      return fail(iter->children[3]->loc,
                  "a loop step is not supported: TIR loops step by 1");
    if (!checkArgCount(iter, 1, 2, name))
      return false;
    TV start = TV::intLit(0);
    if (nargs == 2 && !(start = emitExpr(iter->children[1].get())).ok())
      return false;
    TV stop = emitExpr(iter->children[nargs].get());
    if (!stop.ok())
      return false;
    ranges.push_back({start, stop});
  }
  if (targets.size() != ranges.size())
    return fail(stmt.target->loc,
                "the loop has " + std::to_string(ranges.size()) +
                    " ranges but " + std::to_string(targets.size()) +
                    " loop variables");
  return emitLoopNest(stmt, kind, targets, ranges, 0);
}

bool Importer::emitLoopNest(Stmt &stmt, StringRef kind,
                            ArrayRef<Expr *> targets,
                            ArrayRef<std::pair<TV, TV>> ranges,
                            unsigned level) {
  if (level == ranges.size())
    return emitLoopBody(stmt.body, loc(stmt.loc));
  TV start = ranges[level].first, stop = ranges[level].second;
  SMLoc at = targets[level]->loc;
  if (!start.isNumeric() || !stop.isNumeric() || start.kind == TV::FloatLit ||
      stop.kind == TV::FloatLit ||
      (start.kind == TV::Scalar && !start.dtype.isInt()) ||
      (stop.kind == TV::Scalar && !stop.dtype.isInt()))
    return fail(at, "loop bounds must be integers");
  if (!unify(at, start, stop))
    return false;
  DType dtype = start.kind == TV::Scalar  ? start.dtype
                : stop.kind == TV::Scalar ? stop.dtype
                                          : DType::i(32);
  Value lb = materialize(at, start, dtype), ub = materialize(at, stop, dtype);
  if (!lb || !ub)
    return false;
  Location l = loc(at);
  OpBuilder::InsertionGuard guard(builder);
  Value iv;
  // The next level, in the scope that binds this level's loop variable.
  // A break leaves the innermost loop.
  bool innermost = level + 1 == ranges.size();
  if (innermost && !pushLoopExits(stmt.body, kind == "T.parallel", l))
    return false;
  auto emitInner = [&]() -> bool {
    pushScope();
    Binding b;
    b.value = TV::scalar(iv, dtype);
    bind(targets[level]->name, b);
    loops[iv] = {TV::scalar(lb, dtype)};
    if (!emitLoopNest(stmt, kind, targets, ranges, level + 1))
      return false;
    popScope();
    if (innermost)
      loopExits.pop_back();
    return true;
  };
  if (kind == "T.parallel") {
    Value lbi =
        arith::IndexCastOp::create(builder, l, builder.getIndexType(), lb);
    Value ubi =
        arith::IndexCastOp::create(builder, l, builder.getIndexType(), ub);
    Value one = arith::ConstantIndexOp::create(builder, l, 1);
    auto parallel = scf::ParallelOp::create(builder, l, ValueRange{lbi},
                                            ValueRange{ubi}, ValueRange{one});
    Block *body = parallel.getBody();
    builder.setInsertionPointToStart(body);
    iv = arith::IndexCastOp::create(builder, l, mlirType(dtype),
                                    parallel.getInductionVars()[0]);
    Block *savedAllocaBlock = allocaBlock;
    bool savedUsed = allocaUsed;
    allocaBlock = body;
    allocaUsed = false;
    if (!emitInner())
      return false;
    if (allocaUsed) {
      // Each iteration's stack allocations are freed at its end.
      builder.setInsertionPointToStart(body);
      auto scope = memref::AllocaScopeOp::create(builder, l, TypeRange{});
      Block *scopeBody = new Block();
      scope.getBodyRegion().push_back(scopeBody);
      scopeBody->getOperations().splice(scopeBody->end(), body->getOperations(),
                                        std::next(Block::iterator(scope)),
                                        Block::iterator(body->getTerminator()));
      builder.setInsertionPointToEnd(scopeBody);
      memref::AllocaScopeReturnOp::create(builder, l, ValueRange{});
    }
    allocaBlock = savedAllocaBlock;
    allocaUsed = savedUsed;
    return true;
  }
  Value step = constant(dtype, 1);
  auto loop = scf::ForOp::create(builder, l, lb, ub, step);
  builder.setInsertionPoint(loop.getBody()->getTerminator());
  iv = loop.getInductionVar();
  return emitInner();
}

bool Importer::emitTensorBlock(Stmt &stmt) {
  Expr *ctx = stmt.items.front().context.get();
  if (stmt.items.front().target)
    return fail(stmt.items.front().target->loc,
                "'with T.block(...) as NAME' is not supported");
  for (auto [index, kw] : llvm::enumerate(ctx->keywords))
    if (kw.first != "no_realize" || kw.second->kind != Expr::Bool ||
        kw.second->intValue)
      return fail(ctx->keywordLocs[index],
                  "unsupported T.block argument '" + kw.first + "'");
  pushScope();
  // The values of reduce axes and their domains' starts: the init runs when
  // every reduce axis is at its start (TIR's LowerInitBlock).
  SmallVector<std::pair<TV, TV>> reduceAxes;
  Value predicate;
  Stmt *init = nullptr;
  OpBuilder::InsertionGuard guard(builder);
  bool inBody = false;
  auto defineAxis = [&](Expr *target, StringRef kind, Expr *domain, TV value,
                        SMLoc at) -> bool {
    if (target->kind != Expr::Name)
      return fail(target->loc, "a block axis binds a name");
    if (!value.isNumeric() || value.kind == TV::FloatLit ||
        (value.kind == TV::Scalar && !value.dtype.isInt()))
      return fail(at, "a block axis's value must be an integer");
    TV start = TV::intLit(0);
    if (domain) {
      if (domain->kind == Expr::Tuple && domain->children.size() == 2) {
        start = emitExpr(domain->children[0].get());
        if (!start.ok())
          return false;
      } else if (domain->kind == Expr::Tuple) {
        return fail(domain->loc, "an axis domain is an extent or (min, max)");
      }
    } else if (value.kind == TV::Scalar) {
      auto it = loops.find(value.value);
      if (it != loops.end())
        start = it->second.start;
    }
    if (kind == "reduce" || kind == "R")
      reduceAxes.push_back({value, start});
    else if (kind != "spatial" && kind != "S" && kind != "opaque" &&
             kind != "O")
      return fail(at, "unsupported block axis kind '" + kind + "'");
    Binding b;
    b.value = value;
    bind(target->name, b);
    return true;
  };
  auto enterBody = [&]() -> bool {
    if (inBody)
      return true;
    inBody = true;
    if (predicate) {
      auto ifOp = scf::IfOp::create(builder, loc(ctx), predicate, false);
      builder.setInsertionPoint(ifOp.thenBlock()->getTerminator());
    }
    if (init) {
      Value cond;
      Location l = loc(init->loc);
      for (auto &[value, start] : reduceAxes) {
        TV v = value, s = start;
        TV eq = emitCompare(init->loc, "==", v, s);
        if (!eq.ok())
          return false;
        Value e = toBool(init->loc, eq);
        cond =
            cond ? arith::AndIOp::create(builder, l, cond, e).getResult() : e;
      }
      OpBuilder::InsertionGuard initGuard(builder);
      if (cond) {
        auto ifOp = scf::IfOp::create(builder, l, cond, false);
        builder.setInsertionPoint(ifOp.thenBlock()->getTerminator());
      }
      if (!emitBlock(init->body))
        return false;
    }
    return true;
  };
  for (StmtPtr &s : stmt.body) {
    Expr *call =
        s->value && s->value->kind == Expr::Call ? s->value.get() : nullptr;
    std::string name = call ? calleeName(call->children[0].get()) : "";
    StringRef n = name;
    if (s->kind == Stmt::Assign && n.starts_with("T.axis.")) {
      if (inBody)
        return fail(s->loc, "block axes must come before the block's body");
      StringRef kind = n.drop_front(strlen("T.axis."));
      if (kind == "remap") {
        if (call->children.size() != 3 ||
            call->children[1]->kind != Expr::Str ||
            (call->children[2]->kind != Expr::List &&
             call->children[2]->kind != Expr::Tuple))
          return fail(call->loc, "T.axis.remap takes a kinds string and a "
                                 "list of loop variables");
        StringRef kinds = call->children[1]->name;
        Expr *values = call->children[2].get();
        std::vector<Expr *> targets;
        if (s->target->kind == Expr::Tuple)
          for (ExprPtr &t : s->target->children)
            targets.push_back(t.get());
        else
          targets.push_back(s->target.get());
        if (kinds.size() != values->children.size() ||
            kinds.size() != targets.size())
          return fail(call->loc, "T.axis.remap's kinds, values and names "
                                 "differ in number");
        for (size_t i = 0; i < kinds.size(); ++i) {
          TV v = emitExpr(values->children[i].get());
          if (!v.ok() || !defineAxis(targets[i], StringRef(&kinds.data()[i], 1),
                                     nullptr, v, values->children[i]->loc))
            return false;
        }
        continue;
      }
      if (call->children.size() != 3)
        return fail(call->loc, "'" + name + "' takes a domain and a value");
      TV v = emitExpr(call->children[2].get());
      if (!v.ok() || !defineAxis(s->target.get(), kind, call->children[1].get(),
                                 v, call->loc))
        return false;
      continue;
    }
    if (s->kind == Stmt::ExprStmt && (name == "T.reads" || name == "T.writes"))
      continue; // region annotations: they document, and change nothing
    if (s->kind == Stmt::ExprStmt && name == "T.where") {
      if (inBody || predicate)
        return fail(call->loc, "T.where must come once, before the body");
      if (!checkArgCount(call, 1, 1, name))
        return false;
      TV p = emitExpr(call->children[1].get());
      if (!p.ok() || !(predicate = toBool(call->loc, p)))
        return false;
      continue;
    }
    if (s->kind == Stmt::ExprStmt &&
        (name == "T.block_attr" || name == "T.sblock_attr")) {
      if (call->children.size() != 2 || !call->keywords.empty() ||
          !checkHintAnnotations(call->children[1].get(), "block attribute"))
        return hadError ? false
                        : fail(call->loc, "'" + name + "' takes one dict");
      continue;
    }
    if (s->kind == Stmt::With && s->items.size() == 1 &&
        s->items.front().context->kind == Expr::Call &&
        calleeName(s->items.front().context->children[0].get()) == "T.init") {
      if (inBody || init)
        return fail(s->loc, "T.init must come once, before the block's body");
      init = s.get();
      continue;
    }
    if (!enterBody() || !emitStmt(*s))
      return false;
  }
  if (!enterBody())
    return false;
  popScope();
  return true;
}
