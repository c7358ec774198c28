//===- ImportLoops.cpp - For loops and the TensorIR blocks in them --------===//
//
// T.serial, T.grid, T.parallel, T.vectorized and T.unroll loops become
// scf.for or scf.parallel nests; a T.block binds its axes to the loops'
// values and runs its T.init when every reduce axis is at its start.
//
//===----------------------------------------------------------------------===//

#include "Importer.h"

#include "prim/Dialect/Prim/IR/PrimOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/MathExtras.h"

#include <cstring>

using namespace mlir;
using namespace mlir::prim;
using namespace mlir::prim::tvmscript;
using llvm::SMLoc;
using llvm::StringRef;

/// Loop annotations and block attributes guide TVM's scheduling and code
/// generation (meta_schedule.*, pragma_*, layout hints, user keys): none
/// changes what the loop computes on a CPU, so every key is accepted.
bool FunctionImporter::checkHintAnnotations(Expr *dict, StringRef what) {
  if (dict->kind != Expr::Dict)
    return fail(dict->loc, "a " + what + " takes a dict");
  for (size_t i = 0; i + 1 < dict->children.size(); i += 2) {
    Expr *key = dict->children[i].get();
    if (key->kind != Expr::Str)
      return fail(key->loc, "a " + what + "'s keys are strings");
  }
  return true;
}

namespace {

/// The attribute that SCF-to-ControlFlow and ControlFlow-to-LLVM carry from
/// an scf.for to its latch branch, and on into !llvm.loop metadata.
constexpr StringLiteral kLoopAnnotation = "loop_annotation";

/// A loop annotation's value written as a literal, if it is one.
std::optional<int64_t> getLoopAnnotation(Expr *iter, StringRef key) {
  for (auto &[name, value] : iter->keywords) {
    if (name != "annotations" || value->kind != Expr::Dict)
      continue;
    for (size_t i = 0; i + 1 < value->children.size(); i += 2) {
      Expr *v = value->children[i + 1].get();
      if (value->children[i]->name == key &&
          (v->kind == Expr::Int || v->kind == Expr::Bool))
        return v->intValue;
    }
  }
  return std::nullopt;
}

std::optional<int64_t> getTripCount(scf::ForOp loop) {
  std::optional<int64_t> lb = getConstantIntValue(loop.getLowerBound());
  std::optional<int64_t> ub = getConstantIntValue(loop.getUpperBound());
  if (!lb || !ub)
    return std::nullopt;
  return std::max<int64_t>(*ub - *lb, 0);
}

void setLoopHints(scf::ForOp loop, LLVM::LoopVectorizeAttr vectorize,
                  LLVM::LoopUnrollAttr unroll) {
  auto old = loop->getAttrOfType<LLVM::LoopAnnotationAttr>(kLoopAnnotation);
  if (old && !vectorize)
    vectorize = old.getVectorize();
  loop->setAttr(kLoopAnnotation,
                LLVM::LoopAnnotationAttr::get(loop.getContext(), {}, vectorize,
                                              {}, unroll, {}, {}, {}, {}, {},
                                              {}, {}, {}, {}, {}, {}));
}

LLVM::LoopUnrollAttr getUnrollHint(MLIRContext *context, bool full) {
  // Unrolled in TIR (TVM's explicit unrolling) is a full unroll; otherwise
  // TVM leaves a pragma, which here lets LLVM pick the count.
  BoolAttr no = BoolAttr::get(context, false);
  return LLVM::LoopUnrollAttr::get(
      context, no, {}, {}, full ? BoolAttr::get(context, true) : nullptr, {},
      {}, {});
}

/// What TVM's UnrollLoop counts in a statement: its steps (stores, an
/// unrolled loop's body once per iteration), its depth of unrolled loops,
/// and whether a loop in it stays a loop.
struct UnrollCount {
  int64_t steps = 0;
  unsigned depth = 0;
  bool loopStays = false;
};

/// UnrollLoop's decisions under pragma_auto_unroll_max_step = maxStep, made
/// innermost first as TVM makes them: a serial loop of constant extent is
/// unrolled when every loop in it is and extent * steps <= maxStep.
/// T.vectorized loops are vector statements by then (VectorizeLoop runs
/// first) and T.unroll loops are always unrolled.
UnrollCount countUnroll(Operation *op, int64_t maxStep, bool explicitUnroll) {
  UnrollCount count;
  if (op->getNumRegions() == 0) {
    if (!op->hasTrait<OpTrait::IsTerminator>() &&
        hasEffect<MemoryEffects::Write>(op))
      count.steps = 1;
    return count;
  }
  for (Region &region : op->getRegions())
    for (Operation &inner : region.getOps()) {
      UnrollCount c = countUnroll(&inner, maxStep, explicitUnroll);
      count.steps += c.steps;
      count.depth = std::max(count.depth, c.depth);
      count.loopStays |= c.loopStays;
    }
  auto loop = dyn_cast<scf::ForOp>(op);
  if (!loop) {
    count.loopStays |= isa<LoopLikeOpInterface>(op);
    return count;
  }
  auto hints = loop->getAttrOfType<LLVM::LoopAnnotationAttr>(kLoopAnnotation);
  if (hints && hints.getVectorize())
    return count;
  std::optional<int64_t> trips = getTripCount(loop);
  // TVM's auto_max_depth is 8.
  bool unroll = (hints && hints.getUnroll()) ||
                (trips && !count.loopStays && count.depth <= 8 &&
                 *trips * count.steps <= maxStep);
  if (!unroll || !trips) {
    count.loopStays = true;
    return count;
  }
  setLoopHints(loop, nullptr, getUnrollHint(loop.getContext(), explicitUnroll));
  count.steps *= *trips;
  ++count.depth;
  return count;
}

} // namespace

/// The hints TVM's lowering gives a loop, as LLVM loop metadata on `loop`
/// (an scf.for or the scf.parallel of a T.parallel, whose body is emitted):
/// VectorizeLoop turns a T.vectorized loop into vector code as wide as its
/// extent, UnrollLoop unrolls a T.unroll loop and, under a
/// pragma_auto_unroll_max_step annotation, the loops whose steps fit.
/// T.parallel itself gets no hint: TVM's code generator gives its task
/// loops none.
static void attachLoopHints(Operation *loop, Builtin kind, Expr *iter) {
  MLIRContext *context = loop->getContext();
  auto forOp = dyn_cast<scf::ForOp>(loop);
  std::optional<int64_t> trips;
  if (forOp)
    trips = getTripCount(forOp);
  if (forOp && kind == Builtin::T_vectorized) {
    // LLVM takes a width that is a power of two up to 64.
    IntegerAttr width;
    if (trips && llvm::isPowerOf2_64(*trips) && *trips > 1 && *trips <= 64)
      width = IntegerAttr::get(IntegerType::get(context, 32), *trips);
    // LLVM fully unrolls short loops before it vectorizes, into scalar code
    // that its SLP vectorizer does not take whole (no branches, no masks):
    // the loop stays a loop for the loop vectorizer.
    setLoopHints(
        forOp,
        LLVM::LoopVectorizeAttr::get(context, BoolAttr::get(context, false), {},
                                     {}, width, {}, {}, {}),
        LLVM::LoopUnrollAttr::get(context, BoolAttr::get(context, true), {}, {},
                                  {}, {}, {}, {}));
  }
  std::optional<int64_t> explicitUnroll =
      getLoopAnnotation(iter, "pragma_unroll_explicit");
  if (forOp && kind == Builtin::T_unroll)
    setLoopHints(forOp, nullptr,
                 getUnrollHint(context, trips && explicitUnroll.value_or(1)));
  std::optional<int64_t> maxStep =
      getLoopAnnotation(iter, "pragma_auto_unroll_max_step");
  if (maxStep && *maxStep > 0)
    countUnroll(loop, *maxStep, explicitUnroll.value_or(1));
}

bool FunctionImporter::emitFor(Stmt &stmt) {
  Expr *iter = stmt.value.get();
  if (iter->kind != Expr::Call)
    return fail(iter->loc, "a for loop iterates over range(...), T.serial, "
                           "T.grid, T.parallel, T.vectorized or T.unroll");
  std::string name = calleeName(iter->children[0].get());
  Builtin id = lookupBuiltin(name);
  // range(...) is T.serial(...), but for its step.
  Builtin kind = id == Builtin::range ? Builtin::T_serial : id;
  if (kind == Builtin::T_thread_binding)
    return fail(iter->loc, "T.thread_binding binds GPU threads, which Prim "
                           "does not target");
  if (kind != Builtin::T_serial && kind != Builtin::T_grid &&
      kind != Builtin::T_parallel && kind != Builtin::T_vectorized &&
      kind != Builtin::T_unroll)
    return fail(iter->loc, "unsupported loop kind '" +
                               (name.empty() ? iter->text.str() : name) + "'");
  LoopOptions options;
  for (auto [index, kw] : llvm::enumerate(iter->keywords)) {
    if (kw.first == "annotations" &&
        (kw.second->kind == Expr::NoneLit ||
         checkHintAnnotations(kw.second.get(), "loop annotation")))
      continue;
    if (m.hadError)
      return false;
    // TVM main's T.grid takes one dtype for all its loop variables.
    if ((kind != Builtin::T_grid || kw.first == "dtype") &&
        readLoopOption(kw.first, kw.second.get(), options))
      continue;
    if (m.hadError)
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
  if (kind == Builtin::T_grid) {
    if (nargs == 0)
      return fail(iter->loc, "T.grid needs at least one extent");
    for (size_t i = 1; i <= nargs; ++i) {
      TV extent = emitExpr(iter->children[i].get());
      if (!extent.ok())
        return false;
      ranges.push_back({TV::intLit(0), extent});
    }
  } else {
    // range(start, stop, step), as TVM's parser reads it.
    if (nargs == 3 && id == Builtin::range)
      options.step = iter->children[3].get();
    else if (!checkArgCount(iter, 1, 2, name))
      return false;
    if (nargs == 3)
      nargs = 2;
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
  return emitLoopNest(stmt, kind, targets, ranges, 0, options);
}

bool FunctionImporter::emitLoopNest(Stmt &stmt, Builtin kind,
                                    ArrayRef<Expr *> targets,
                                    ArrayRef<std::pair<TV, TV>> ranges,
                                    unsigned level,
                                    const LoopOptions &options) {
  if (level == ranges.size())
    return emitLoopBody(stmt.body, loc(stmt.loc));
  TV start = ranges[level].first, stop = ranges[level].second;
  SMLoc at = targets[level]->loc;
  if (!start.isNumeric() || !stop.isNumeric() || start.kind == TV::FloatLit ||
      stop.kind == TV::FloatLit ||
      (start.kind == TV::Scalar && !start.dtype.isInt()) ||
      (stop.kind == TV::Scalar && !stop.dtype.isInt()))
    return fail(at, "loop bounds must be integers");
  DType dtype = DType::i(32);
  if (options.dtype) {
    // TVM converts the bounds to the loop variable's dtype.
    dtype = *options.dtype;
    for (TV *bound : {&start, &stop})
      if (bound->kind == TV::Scalar && bound->dtype != dtype &&
          !(*bound = emitCast(at, *bound, dtype)).ok())
        return false;
  } else {
    if (!unify(at, start, stop))
      return false;
    dtype = start.kind == TV::Scalar  ? start.dtype
            : stop.kind == TV::Scalar ? stop.dtype
                                      : DType::i(32);
  }
  Value lb = materialize(at, start, dtype), ub = materialize(at, stop, dtype);
  if (!lb || !ub)
    return false;
  Location l = loc(at);
  Value step;
  if (options.step && !(step = emitLoopStep(options.step, dtype)))
    return false;
  OpBuilder::InsertionGuard guard(builder);
  Value iv;
  // The next level, in the scope that binds this level's loop variable.
  // A break leaves the innermost loop.
  bool innermost = level + 1 == ranges.size();
  if (innermost && !pushLoopExits(stmt.body, kind == Builtin::T_parallel, l))
    return false;
  auto emitInner = [&]() -> bool {
    pushScope();
    bindValue(targets[level]->name, TV::scalar(iv, dtype));
    loops[iv] = {TV::scalar(lb, dtype)};
    if (!emitLoopNest(stmt, kind, targets, ranges, level + 1, options))
      return false;
    popScope();
    if (innermost)
      loopExits.pop_back();
    return true;
  };
  if (kind == Builtin::T_parallel) {
    Value lbi =
        arith::IndexCastOp::create(builder, l, builder.getIndexType(), lb);
    Value ubi =
        arith::IndexCastOp::create(builder, l, builder.getIndexType(), ub);
    // TVM's CanonicalizeLoop gives a stepped loop ceildiv(extent, step)
    // iterations from the start, as scf.parallel's step does.
    Value stepi = step ? arith::IndexCastOp::create(
                             builder, l, builder.getIndexType(), step)
                             .getResult()
                       : arith::ConstantIndexOp::create(builder, l, 1);
    auto parallel = scf::ParallelOp::create(builder, l, ValueRange{lbi},
                                            ValueRange{ubi}, ValueRange{stepi});
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
    if (level == 0)
      attachLoopHints(parallel, kind, stmt.value.get());
    return true;
  }
  if (!step)
    step = constant(dtype, 1);
  auto loop =
      scf::ForOp::create(builder, l, lb, ub, step, ValueRange{}, nullptr,
                         /*unsignedCmp=*/dtype.code == DType::UInt);
  builder.setInsertionPoint(loop.getBody()->getTerminator());
  iv = loop.getInductionVar();
  if (!emitInner())
    return false;
  if (level == 0)
    attachLoopHints(loop, kind, stmt.value.get());
  return true;
}

/// The keywords of TVM's T.serial family besides annotations: `step=`,
/// `dtype=` and `unroll=` (an unrolling hint, as annotations are).
bool FunctionImporter::readLoopOption(StringRef key, Expr *value,
                                      LoopOptions &options) {
  if (key == "step") {
    options.step = value->kind == Expr::NoneLit ? nullptr : value;
    return true;
  }
  if (key == "unroll")
    return true;
  if (key != "dtype")
    return false;
  std::optional<DType> dtype =
      value->kind == Expr::Str ? parseDType(value->name) : std::nullopt;
  if (!dtype || !dtype->isInt())
    return fail(value->loc, "a loop's dtype is an integer dtype such as "
                            "\"int32\"");
  options.dtype = dtype;
  return true;
}

/// A loop step: TVM's loops run while the variable is below the end, so the
/// step must be positive (scf.for's too): a constant one is checked here,
/// another at run time.
Value FunctionImporter::emitLoopStep(Expr *e, DType dtype) {
  TV step = emitExpr(e);
  if (!step.ok())
    return nullptr;
  if (!step.isNumeric() || step.kind == TV::FloatLit ||
      (step.kind == TV::Scalar && !step.dtype.isInt())) {
    error(e->loc, "a loop step must be an integer");
    return nullptr;
  }
  if (step.kind == TV::IntLit && step.i <= 0) {
    error(e->loc,
          "a loop step must be positive, found " + std::to_string(step.i));
    return nullptr;
  }
  if (step.kind == TV::Scalar && step.dtype != dtype &&
      !(step = emitCast(e->loc, step, dtype)).ok())
    return nullptr;
  Value v = materialize(e->loc, step, dtype);
  if (!v || step.kind != TV::Scalar)
    return v;
  Location l = loc(e);
  Value positive = arith::CmpIOp::create(builder, l,
                                         dtype.code == DType::UInt
                                             ? arith::CmpIPredicate::ne
                                             : arith::CmpIPredicate::sgt,
                                         v, constant(dtype, 0));
  AssertOp::create(builder, l, positive,
                   builder.getStringAttr("a loop step must be positive"),
                   Value(), ErrorKindAttr::get(context, ErrorKind::ValueError));
  return v;
}

bool FunctionImporter::emitTensorBlock(Stmt &stmt) {
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
  ExitGuards bodyGuards;
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
    // T.axis.remap's kinds are the letters of T.axis.S, T.axis.R, ...
    Builtin axis = lookupBuiltin(("T.axis." + kind).str());
    if (axis == Builtin::T_axis_reduce)
      reduceAxes.push_back({value, start});
    else if (axis != Builtin::T_axis_spatial && axis != Builtin::T_axis_opaque)
      return fail(at, "unsupported block axis kind '" + kind + "'");
    bindValue(target->name, value);
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
    Builtin id = lookupBuiltin(name);
    if (s->kind == Stmt::Assign && n.starts_with("T.axis.")) {
      if (inBody)
        return fail(s->loc, "block axes must come before the block's body");
      StringRef kind = n.drop_front(strlen("T.axis."));
      if (id == Builtin::T_axis_remap) {
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
    // A block's buffers (match_buffer, alloc_buffer) come before its init,
    // which may use them.
    if (s->kind == Stmt::Assign && !inBody &&
        (id == Builtin::T_match_buffer || id == Builtin::T_alloc_buffer ||
         id == Builtin::T_sblock_alloc_buffer)) {
      if (!emitStmt(*s))
        return false;
      continue;
    }
    if (s->kind == Stmt::ExprStmt &&
        (id == Builtin::T_reads || id == Builtin::T_writes))
      continue; // region annotations: they document, and change nothing
    if (s->kind == Stmt::ExprStmt && id == Builtin::T_where) {
      if (inBody || predicate)
        return fail(call->loc, "T.where must come once, before the body");
      if (!checkBuiltinArgs(call, id, name))
        return false;
      TV p = emitExpr(call->children[1].get());
      if (!p.ok() || !(predicate = toBool(call->loc, p)))
        return false;
      continue;
    }
    if (s->kind == Stmt::ExprStmt && id == Builtin::T_block_attr) {
      if (call->children.size() != 2 || !call->keywords.empty() ||
          !checkHintAnnotations(call->children[1].get(), "block attribute"))
        return m.hadError ? false
                          : fail(call->loc, "'" + name + "' takes one dict");
      continue;
    }
    if (s->kind == Stmt::With && s->items.size() == 1 &&
        s->items.front().context->kind == Expr::Call &&
        builtinOf(s->items.front().context->children[0].get()) ==
            Builtin::T_init) {
      if (inBody || init)
        return fail(s->loc, "T.init must come once, before the block's body");
      init = s.get();
      continue;
    }
    if (!enterBody() || !emitStmt(*s))
      return false;
    // A break, continue or return in the body skips the rest of it, as in
    // the loop the lowered block becomes part of.
    if (&s != &stmt.body.back())
      guardRest(bodyGuards, *s);
  }
  if (!enterBody())
    return false;
  closeGuards(bodyGuards);
  popScope();
  return true;
}
