//===- WellFormed.cpp - What TVM's verifiers refuse ----------------------===//
//
// Before a function is emitted, its syntax tree is checked for what TVM's
// own verifiers refuse, so that Prim refuses it too, at the .py location:
// - a loop variable used inside a block (one with T.axis bindings) that the
//   loop encloses: a block reads its loops only through its iter vars
//   (TVM's BlockVarAccessVerifier);
// - an index that provably leaves a dimension of constant extent, given the
//   constant ranges of the loops and block iter vars it is made of (TVM's
//   OOBChecker: the bounds of the index against the extent). Like TVM's,
//   the check is conservative: an access under a condition (if, while,
//   T.if_then_else, T.Select, T.where, T.init) is not checked, nor an index
//   whose bounds are not exact (a variable used twice, a modulo that wraps).
//
//===----------------------------------------------------------------------===//

#include "Importer.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::prim;
using namespace mlir::prim::tvmscript;
using llvm::StringRef;

namespace {
/// The values an index takes: every integer in [lo, hi] is reached.
struct Bounds {
  int64_t lo, hi;
};

/// What a name stands for in the walk.
struct Entity {
  enum Kind { Other, Loop, BlockVar, Buffer } kind = Other;
  /// Loop: how many blocks enclosed its definition.
  size_t blockLevel = 0;
  /// Loop and BlockVar: the values it takes, if constant.
  std::optional<Bounds> bounds;
  /// Buffer: each dim's constant extent.
  SmallVector<std::optional<int64_t>> shape;
};

class WellFormedChecker {
public:
  WellFormedChecker(
      std::function<std::string(const Expr *)> calleeName,
      std::function<std::optional<int64_t>(const Expr *)> staticInt,
      std::function<void(const Expr *, const llvm::Twine &)> report)
      : calleeName(std::move(calleeName)), staticInt(std::move(staticInt)),
        report(std::move(report)) {}

  void pushScope() { scopes.emplace_back(); }
  void popScope() { scopes.pop_back(); }
  void define(StringRef name, Entity entity) { scopes.back()[name] = entity; }
  void defineBuffer(StringRef name, ArrayRef<Expr *> shape) {
    Entity buffer;
    buffer.kind = Entity::Buffer;
    for (Expr *dim : shape)
      buffer.shape.push_back(staticInt(dim));
    define(name, buffer);
  }
  bool visitBlock(StmtList &block);
  bool failed = false;

private:
  const Entity *lookup(StringRef name) const {
    for (auto it = scopes.rbegin(); it != scopes.rend(); ++it) {
      auto found = it->find(name);
      if (found != it->end())
        return &found->second;
    }
    return nullptr;
  }
  bool visitStmt(Stmt &stmt);
  bool visitScoped(StmtList &block) {
    pushScope();
    bool ok = visitBlock(block);
    popScope();
    return ok;
  }
  bool visitConditional(StmtList &block) {
    ++conditional;
    bool ok = visitScoped(block);
    --conditional;
    return ok;
  }
  bool visitFor(Stmt &stmt);
  bool visitWith(Stmt &stmt);
  bool visitTensorBlock(Stmt &stmt, Expr *name);
  bool visitAssign(Stmt &stmt);
  bool visitExpr(Expr *e);
  bool visitConditionalExpr(Expr *e) {
    ++conditional;
    bool ok = visitExpr(e);
    --conditional;
    return ok;
  }
  bool checkAccess(Expr *subscript);
  bool isPredicate(Stmt &s) {
    Expr *value = s.value.get();
    return s.kind == Stmt::ExprStmt && value && value->kind == Expr::Call &&
           builtinOf(value->children[0].get()) == Builtin::T_where;
  }
  std::optional<Bounds> boundsOf(const Expr *e);
  /// The indices `lower:upper` reaches in a dimension of `extent`; none when
  /// it is empty or has a step.
  std::optional<Bounds> sliceBounds(const Expr *slice, int64_t extent);
  /// The shape a buffer declaration's call gives, null if it is not one.
  std::optional<SmallVector<Expr *>> declaredShape(Expr *call);
  bool fail(const Expr *at, const llvm::Twine &message) {
    report(at, message);
    failed = true;
    return false;
  }

  std::function<std::string(const Expr *)> calleeName;
  Builtin builtinOf(const Expr *callee) {
    return lookupBuiltin(calleeName(callee));
  }
  std::function<std::optional<int64_t>(const Expr *)> staticInt;
  std::function<void(const Expr *, const llvm::Twine &)> report;
  std::vector<llvm::StringMap<Entity>> scopes;
  /// The names of the blocks with iter vars around the current statement.
  SmallVector<std::string> blocks;
  unsigned conditional = 0;
  /// The region a T.match_buffer views: TVM checks the accesses through
  /// the view, not its slices.
  const Expr *matchedRegion = nullptr;
};
} // namespace

bool WellFormedChecker::visitBlock(StmtList &block) {
  for (StmtPtr &stmt : block)
    if (!visitStmt(*stmt))
      return false;
  return true;
}

bool WellFormedChecker::visitStmt(Stmt &stmt) {
  switch (stmt.kind) {
  case Stmt::For:
    return visitFor(stmt);
  case Stmt::With:
    return visitWith(stmt);
  case Stmt::If:
  case Stmt::While:
    return visitExpr(stmt.value.get()) && visitConditional(stmt.body) &&
           visitConditional(stmt.orelse);
  case Stmt::Assign:
  case Stmt::AnnAssign:
    return visitAssign(stmt);
  default:
    return visitExpr(stmt.target.get()) && visitExpr(stmt.value.get()) &&
           visitExpr(stmt.message.get());
  }
}

bool WellFormedChecker::visitAssign(Stmt &stmt) {
  Expr *value = stmt.value.get();
  if (!visitExpr(value))
    return false;
  Expr *target = stmt.target.get();
  if (!target || target->kind != Expr::Name)
    return visitExpr(target);
  std::optional<SmallVector<Expr *>> shape;
  if (value && value->kind == Expr::Call)
    shape = declaredShape(value);
  if (shape)
    defineBuffer(target->name, *shape);
  else
    define(target->name, Entity());
  return true;
}

std::optional<SmallVector<Expr *>>
WellFormedChecker::declaredShape(Expr *call) {
  Builtin callee = builtinOf(call->children[0].get());
  if (!llvm::is_contained({Builtin::T_alloc_buffer, Builtin::T_decl_buffer,
                           Builtin::T_Buffer, Builtin::T_sblock_alloc_buffer,
                           Builtin::T_alloc_local, Builtin::T_match_buffer},
                          callee))
    return std::nullopt;
  size_t first = callee == Builtin::T_match_buffer ? 2 : 1;
  Expr *shape =
      call->children.size() > first ? call->children[first].get() : nullptr;
  for (auto &kw : call->keywords)
    if (kw.first == "shape")
      shape = kw.second.get();
  SmallVector<Expr *> dims;
  if (!shape)
    return dims; // a buffer whose extents are not known here
  if (shape->kind == Expr::Tuple || shape->kind == Expr::List) {
    for (ExprPtr &dim : shape->children)
      dims.push_back(dim.get());
  } else {
    dims.push_back(shape);
  }
  return dims;
}

bool WellFormedChecker::visitFor(Stmt &stmt) {
  Expr *iter = stmt.value.get();
  if (!visitExpr(iter))
    return false;
  SmallVector<Expr *> targets;
  if (stmt.target->kind == Expr::Tuple)
    for (ExprPtr &t : stmt.target->children)
      targets.push_back(t.get());
  else
    targets.push_back(stmt.target.get());
  // The constant range of each target: range(a[, b]), T.serial(...),
  // T.grid(e1, e2, ...), without a step.
  SmallVector<std::optional<Bounds>> ranges(targets.size());
  bool empty = false;
  if (iter->kind == Expr::Call) {
    Builtin callee = builtinOf(iter->children[0].get());
    bool stepped = llvm::any_of(iter->keywords,
                                [](auto &kw) { return kw.first == "step"; });
    size_t args = iter->children.size() - 1;
    if (callee == Builtin::T_grid && args == targets.size()) {
      for (size_t i = 0; i < args; ++i) {
        std::optional<int64_t> extent = staticInt(iter->children[i + 1].get());
        if (extent && *extent <= 0)
          empty = true;
        else if (extent)
          ranges[i] = Bounds{0, *extent - 1};
      }
    } else if (llvm::is_contained({Builtin::range, Builtin::T_serial,
                                   Builtin::T_parallel, Builtin::T_unroll,
                                   Builtin::T_vectorized},
                                  callee) &&
               targets.size() == 1 && !stepped && (args == 1 || args == 2)) {
      std::optional<int64_t> lo =
          args == 2 ? staticInt(iter->children[1].get()) : 0;
      std::optional<int64_t> hi = staticInt(iter->children[args].get());
      if (lo && hi && *hi <= *lo)
        empty = true;
      else if (lo && hi)
        ranges[0] = Bounds{*lo, *hi - 1};
    }
  }
  pushScope();
  for (auto [target, range] : llvm::zip(targets, ranges)) {
    if (target->kind != Expr::Name)
      continue;
    Entity loop;
    loop.kind = Entity::Loop;
    loop.blockLevel = blocks.size();
    loop.bounds = range;
    define(target->name, loop);
  }
  // The body of a loop that never runs is not checked for bounds.
  conditional += empty;
  bool ok = visitBlock(stmt.body);
  conditional -= empty;
  popScope();
  return ok && visitConditional(stmt.orelse);
}

bool WellFormedChecker::visitWith(Stmt &stmt) {
  for (WithItem &item : stmt.items) {
    Expr *context = item.context.get();
    if (context->kind == Expr::Call) {
      Builtin callee = builtinOf(context->children[0].get());
      if (callee == Builtin::T_block && stmt.items.size() == 1)
        return visitExpr(context) && visitTensorBlock(stmt, context);
      // T.init runs under a condition on the reduce iter vars.
      if (callee == Builtin::T_init) {
        ++conditional;
        bool ok = visitScoped(stmt.body);
        --conditional;
        return ok;
      }
    }
    if (!visitExpr(context))
      return false;
  }
  pushScope();
  for (WithItem &item : stmt.items)
    if (item.target && item.target->kind == Expr::Name)
      define(item.target->name, Entity());
  bool ok = visitBlock(stmt.body);
  popScope();
  return ok;
}

bool WellFormedChecker::visitTensorBlock(Stmt &stmt, Expr *call) {
  // The iter vars' values are evaluated around the block; its body sees
  // only the iter vars, whose values are their domains.
  SmallVector<std::pair<std::string, std::optional<Bounds>>> iterVars;
  bool predicated = false;
  for (StmtPtr &s : stmt.body) {
    Expr *value = s->value.get();
    // The predicate, like the iter vars' values, belongs to the block's
    // realization, around it.
    if (isPredicate(*s)) {
      predicated = true;
      if (!visitExpr(value))
        return false;
      continue;
    }
    if (s->kind != Stmt::Assign || !value || value->kind != Expr::Call)
      continue;
    std::string callee = calleeName(value->children[0].get());
    if (!StringRef(callee).starts_with("T.axis."))
      continue;
    if (!visitExpr(value))
      return false;
    if (lookupBuiltin(callee) == Builtin::T_axis_remap) {
      // T.axis.remap("SR", [i, k]): each iter var over its loop's range.
      Expr *loops =
          value->children.size() == 3 ? value->children[2].get() : nullptr;
      if (s->target->kind != Expr::Tuple || !loops ||
          (loops->kind != Expr::List && loops->kind != Expr::Tuple) ||
          loops->children.size() != s->target->children.size())
        continue;
      for (auto [target, loop] :
           llvm::zip(s->target->children, loops->children)) {
        std::optional<Bounds> bounds;
        if (loop->kind == Expr::Name)
          if (const Entity *entity = lookup(loop->name))
            bounds = entity->bounds;
        if (target->kind == Expr::Name)
          iterVars.push_back({target->name, bounds});
      }
      continue;
    }
    if (s->target->kind != Expr::Name)
      continue;
    // T.axis.spatial(extent, value): the values of `value` within the
    // domain, which TVM takes the iter var to stay in.
    std::optional<Bounds> bounds;
    if (value->children.size() >= 2)
      if (std::optional<int64_t> extent = staticInt(value->children[1].get()))
        if (*extent > 0)
          bounds = Bounds{0, *extent - 1};
    std::optional<Bounds> values = value->children.size() == 3
                                       ? boundsOf(value->children[2].get())
                                       : std::nullopt;
    if (bounds && values && values->lo <= bounds->hi && values->hi >= 0)
      bounds = Bounds{std::max(values->lo, bounds->lo),
                      std::min(values->hi, bounds->hi)};
    iterVars.push_back({s->target->name, bounds});
  }
  bool hasIterVars = !iterVars.empty();
  std::string name = "?";
  if (call->children.size() > 1 && call->children[1]->kind == Expr::Str)
    name = call->children[1]->name;
  if (hasIterVars)
    blocks.push_back(name);
  pushScope();
  for (auto &[var, bounds] : iterVars) {
    Entity entity;
    entity.kind = Entity::BlockVar;
    entity.bounds = bounds;
    define(var, entity);
  }
  conditional += predicated;
  bool ok = true;
  for (StmtPtr &s : stmt.body) {
    Expr *value = s->value.get();
    if ((s->kind == Stmt::Assign && value && value->kind == Expr::Call &&
         StringRef(calleeName(value->children[0].get()))
             .starts_with("T.axis.")) ||
        isPredicate(*s))
      continue;
    if (!(ok = visitStmt(*s)))
      break;
  }
  conditional -= predicated;
  popScope();
  if (hasIterVars)
    blocks.pop_back();
  return ok;
}

bool WellFormedChecker::visitExpr(Expr *e) {
  if (!e)
    return true;
  switch (e->kind) {
  case Expr::Name: {
    const Entity *entity = lookup(e->name);
    if (entity && entity->kind == Entity::Loop &&
        entity->blockLevel < blocks.size())
      return fail(e, "loop variable '" + e->name + "' is used inside block \"" +
                         blocks.back() +
                         "\", which it does not belong to: a block reads the "
                         "loops around it through its iter vars (T.axis.*)");
    return true;
  }
  case Expr::Subscript:
    if (!checkAccess(e))
      return false;
    break;
  case Expr::IfExp:
    // body if test else orelse: only the test always runs.
    return visitExpr(e->children[1].get()) &&
           visitConditionalExpr(e->children[0].get()) &&
           visitConditionalExpr(e->children[2].get());
  case Expr::BoolOp:
    for (auto [i, child] : llvm::enumerate(e->children))
      if (!(i == 0 ? visitExpr(child.get())
                   : visitConditionalExpr(child.get())))
        return false;
    return true;
  case Expr::Call: {
    Builtin callee = builtinOf(e->children[0].get());
    // Regions are not accesses: TVM checks loads and stores.
    if (callee == Builtin::T_reads || callee == Builtin::T_writes) {
      for (auto [i, child] : llvm::enumerate(e->children))
        if (i > 0 && !visitConditionalExpr(child.get()))
          return false;
      return true;
    }
    if (callee == Builtin::T_match_buffer && e->children.size() > 1)
      matchedRegion = e->children[1].get();
    if (callee == Builtin::T_if_then_else || callee == Builtin::T_Select) {
      for (auto [i, child] : llvm::enumerate(e->children))
        if (i > 0 && !(i == 1 ? visitExpr(child.get())
                              : visitConditionalExpr(child.get())))
          return false;
      return true;
    }
    break;
  }
  default:
    break;
  }
  for (ExprPtr &child : e->children)
    if (!visitExpr(child.get()))
      return false;
  for (auto &kw : e->keywords)
    if (!visitExpr(kw.second.get()))
      return false;
  return true;
}

bool WellFormedChecker::checkAccess(Expr *subscript) {
  if (conditional)
    return true;
  Expr *base = subscript->children[0].get();
  if (base->kind != Expr::Name)
    return true;
  const Entity *buffer = lookup(base->name);
  if (!buffer || buffer->kind != Entity::Buffer ||
      buffer->shape.size() != subscript->children.size() - 1)
    return true;
  for (size_t d = 0; d < buffer->shape.size(); ++d) {
    Expr *index = subscript->children[d + 1].get();
    std::optional<int64_t> extent = buffer->shape[d];
    if (!extent || (index->kind == Expr::Slice && subscript == matchedRegion))
      continue;
    std::optional<Bounds> bounds = index->kind == Expr::Slice
                                       ? sliceBounds(index, *extent)
                                       : boundsOf(index);
    if (!bounds || (bounds->lo >= 0 && bounds->hi < *extent))
      continue;
    std::string where = "' of dimension " + std::to_string(d);
    std::string range = "[0, " + std::to_string(*extent) + ")";
    if (bounds->lo == bounds->hi && staticInt(index))
      return fail(index, "out-of-bounds access to '" + base->name +
                             "': index " + std::to_string(bounds->lo) +
                             " of dimension " + std::to_string(d) +
                             " is outside " + range);
    return fail(index, "out-of-bounds access to '" + base->name + "': index '" +
                           index->text + where + " takes the values " +
                           std::to_string(bounds->lo) + " to " +
                           std::to_string(bounds->hi) + ", outside " + range);
  }
  return true;
}

std::optional<Bounds> WellFormedChecker::sliceBounds(const Expr *slice,
                                                     int64_t extent) {
  const Expr *lower = slice->children[0].get();
  const Expr *upper = slice->children[1].get();
  const Expr *step = slice->children[2].get();
  // With a step, the last index reached depends on the length.
  if (step && staticInt(step) != 1)
    return std::nullopt;
  std::optional<Bounds> lo = lower ? boundsOf(lower) : Bounds{0, 0};
  std::optional<Bounds> hi = upper ? boundsOf(upper) : Bounds{extent, extent};
  // An empty slice reads nothing.
  if (!lo || !hi || hi->hi <= lo->lo)
    return std::nullopt;
  return Bounds{lo->lo, hi->hi - 1};
}

std::optional<Bounds> WellFormedChecker::boundsOf(const Expr *e) {
  // The bounds of a sum or difference are reached only when its variables
  // vary independently: each may appear once.
  llvm::StringSet<> seen;
  bool repeated = false;
  std::function<void(const Expr *)> collect = [&](const Expr *x) {
    if (x->kind == Expr::Name)
      if (const Entity *entity = lookup(x->name))
        if ((entity->kind == Entity::Loop ||
             entity->kind == Entity::BlockVar) &&
            !seen.insert(x->name).second)
          repeated = true;
    for (const ExprPtr &child : x->children)
      if (child)
        collect(child.get());
  };
  collect(e);
  if (repeated)
    return std::nullopt;
  std::function<std::optional<Bounds>(const Expr *)> walk =
      [&](const Expr *x) -> std::optional<Bounds> {
    if (std::optional<int64_t> v = staticInt(x))
      return Bounds{*v, *v};
    if (x->kind == Expr::Name) {
      const Entity *entity = lookup(x->name);
      if (entity &&
          (entity->kind == Entity::Loop || entity->kind == Entity::BlockVar))
        return entity->bounds;
      return std::nullopt;
    }
    if (x->kind == Expr::UnaryOp && x->op == "-") {
      std::optional<Bounds> a = walk(x->children[0].get());
      if (!a || a->lo == INT64_MIN)
        return std::nullopt;
      return Bounds{-a->hi, -a->lo};
    }
    if (x->kind != Expr::BinOp)
      return std::nullopt;
    std::optional<Bounds> a = walk(x->children[0].get());
    std::optional<Bounds> b = walk(x->children[1].get());
    if (!a || !b)
      return std::nullopt;
    int64_t lo, hi;
    if (x->op == "+") {
      if (llvm::AddOverflow(a->lo, b->lo, lo) ||
          llvm::AddOverflow(a->hi, b->hi, hi))
        return std::nullopt;
      return Bounds{lo, hi};
    }
    if (x->op == "-") {
      if (llvm::SubOverflow(a->lo, b->hi, lo) ||
          llvm::SubOverflow(a->hi, b->lo, hi))
        return std::nullopt;
      return Bounds{lo, hi};
    }
    // A variable times a constant reaches its ends, not every value
    // between: the ends are what the check compares.
    if (x->op == "*" && (a->lo == a->hi || b->lo == b->hi)) {
      int64_t c = a->lo == a->hi ? a->lo : b->lo;
      Bounds v = a->lo == a->hi ? *b : *a;
      if (llvm::MulOverflow(v.lo, c, lo) || llvm::MulOverflow(v.hi, c, hi))
        return std::nullopt;
      return Bounds{std::min(lo, hi), std::max(lo, hi)};
    }
    if (x->op == "//" && b->lo == b->hi && b->lo > 0) {
      auto floorDiv = [](int64_t n, int64_t d) {
        return n / d - (n % d != 0 && n < 0);
      };
      return Bounds{floorDiv(a->lo, b->lo), floorDiv(a->hi, b->lo)};
    }
    // A modulo that cannot wrap is its operand.
    if (x->op == "%" && b->lo == b->hi && a->lo >= 0 && a->hi < b->lo)
      return a;
    return std::nullopt;
  };
  return walk(e);
}

bool ModuleImporter::verifyWellFormed(FuncInfo &info) {
  WellFormedChecker checker(
      [this](const Expr *callee) { return calleeName(callee); },
      [this](const Expr *e) { return staticInt(e); },
      [this](const Expr *at, const llvm::Twine &message) {
        error(at, message);
      });
  checker.pushScope();
  for (ParamInfo &p : info.params) {
    if (p.kind == ParamKind::Buffer) {
      checker.defineBuffer(p.binder ? p.binder->target->name : p.name,
                           p.decl.shape);
      if (p.binder)
        checker.define(p.name, Entity());
    } else {
      checker.define(p.name, Entity());
    }
  }
  return checker.visitBlock(info.def->body);
}
