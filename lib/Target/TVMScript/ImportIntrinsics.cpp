//===- ImportIntrinsics.cpp - T.* intrinsics: casts, selects, math --------===//
//
// The T.* calls that compute a value: typed literals and casts, min, max and
// selects, integer division, the math intrinsics (one table maps each name
// to its op), and the names Prim refuses with the reason why.
//
//===----------------------------------------------------------------------===//

#include "Importer.h"

#include "prim/Dialect/Prim/IR/PrimOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

#include <cstring>
#include <limits>

using namespace mlir;
using namespace mlir::prim;
using namespace mlir::prim::tvmscript;
using llvm::SMLoc;
using llvm::StringRef;

//===----------------------------------------------------------------------===//
// Math intrinsics
//===----------------------------------------------------------------------===//

/// A math intrinsic on floats, T.name(x) or T.name(x, y), and the op that
/// builds it; sigmoid and isnan, which are not one op on floats to a float,
/// have no builder and are written out in emitMath.
struct mlir::prim::tvmscript::MathIntrinsic {
  StringRef name;
  unsigned arity;
  Value (*build)(OpBuilder &, Location, ArrayRef<Value>);
};

template <typename OpTy>
static Value buildUnary(OpBuilder &builder, Location l, ArrayRef<Value> x) {
  return OpTy::create(builder, l, x[0]);
}

template <typename OpTy>
static Value buildBinary(OpBuilder &builder, Location l, ArrayRef<Value> x) {
  return OpTy::create(builder, l, x[0], x[1]);
}

static const MathIntrinsic kMathIntrinsics[] = {
    {"exp", 1, buildUnary<math::ExpOp>},
    {"exp2", 1, buildUnary<math::Exp2Op>},
    {"log", 1, buildUnary<math::LogOp>},
    {"log2", 1, buildUnary<math::Log2Op>},
    {"log10", 1, buildUnary<math::Log10Op>},
    {"sqrt", 1, buildUnary<math::SqrtOp>},
    {"rsqrt", 1, buildUnary<math::RsqrtOp>},
    {"sin", 1, buildUnary<math::SinOp>},
    {"cos", 1, buildUnary<math::CosOp>},
    {"tan", 1, buildUnary<math::TanOp>},
    {"tanh", 1, buildUnary<math::TanhOp>},
    {"floor", 1, buildUnary<math::FloorOp>},
    {"ceil", 1, buildUnary<math::CeilOp>},
    {"trunc", 1, buildUnary<math::TruncOp>},
    {"round", 1, buildUnary<math::RoundEvenOp>},
    {"nearbyint", 1, buildUnary<math::RoundEvenOp>},
    {"abs", 1, buildUnary<math::AbsFOp>},
    {"fabs", 1, buildUnary<math::AbsFOp>},
    {"pow", 2, buildBinary<math::PowFOp>},
    {"copysign", 2, buildBinary<math::CopySignOp>},
    {"sigmoid", 1, nullptr},
    {"isnan", 1, nullptr},
};

/// One handler for every math intrinsic: the arguments are evaluated and
/// unified, literals become float32, and the table's op is built on them.
TV Importer::emitMath(Expr *e, const MathIntrinsic &intrinsic) {
  StringRef name = intrinsic.name;
  size_t arity = intrinsic.arity;
  if (!checkArgCount(e, arity, arity, "T." + name.str()))
    return TV();
  SmallVector<TV> args;
  for (size_t i = 1; i <= arity; ++i) {
    TV v = emitExpr(e->children[i].get());
    if (!v.ok())
      return TV();
    args.push_back(v);
  }
  if (name == "abs" && args[0].kind == TV::Scalar && args[0].dtype.isInt())
    return TV::scalar(math::AbsIOp::create(builder, loc(e), args[0].value),
                      args[0].dtype);
  if (arity == 2 && !unify(e->loc, args[0], args[1]))
    return TV();
  TV x = args[0];
  if (x.kind == TV::IntLit || x.kind == TV::FloatLit) {
    Value m = materialize(
        e->loc,
        x.kind == TV::IntLit ? TV::floatLit(static_cast<double>(x.i)) : x,
        DType::f(32));
    if (!m)
      return TV();
    x = TV::scalar(m, DType::f(32));
    if (arity == 2) {
      Value m2 = materialize(e->loc, args[1], DType::f(32));
      if (!m2)
        return TV();
      args[1] = TV::scalar(m2, DType::f(32));
    }
  }
  if (x.kind != TV::Scalar || !x.dtype.isFloat())
    return error(e, "T." + name + " takes a float");
  Location l = loc(e);
  Value v = x.value;
  if (intrinsic.build) {
    SmallVector<Value, 2> operands = {v};
    if (arity == 2)
      operands.push_back(args[1].value);
    return TV::scalar(intrinsic.build(builder, l, operands), x.dtype);
  }
  if (name == "isnan")
    return TV::scalar(
        arith::CmpFOp::create(builder, l, arith::CmpFPredicate::UNO, v, v),
        DType::boolean());
  // sigmoid: 1 / (1 + exp(-x)), as TVM's legalization writes it.
  Value one = constant(x.dtype, 0, 1.0);
  Value e2 =
      math::ExpOp::create(builder, l, arith::NegFOp::create(builder, l, v));
  return TV::scalar(
      arith::DivFOp::create(builder, l, one,
                            arith::AddFOp::create(builder, l, one, e2)),
      x.dtype);
}

//===----------------------------------------------------------------------===//
// Intrinsics
//===----------------------------------------------------------------------===//

TV Importer::emitIntrinsic(Expr *e, StringRef name, bool discardResult) {
  StringRef n = name.drop_front(strlen("T."));
  if (std::optional<DType> dtype = parseDType(n))
    return emitTypedLiteral(e, *dtype);
  if (n == "Cast" || n == "cast") {
    if (!checkArgCount(e, 1, 2, name))
      return TV();
    Expr *dtypeExpr = nullptr, *valueExpr = nullptr;
    if (n == "Cast" && e->children.size() == 3) {
      dtypeExpr = e->children[1].get();
      valueExpr = e->children[2].get();
    } else if (n == "cast" && e->children.size() == 3) {
      valueExpr = e->children[1].get();
      dtypeExpr = e->children[2].get();
    } else {
      valueExpr = e->children[1].get();
      for (auto &kw : e->keywords)
        if (kw.first == "dtype")
          dtypeExpr = kw.second.get();
    }
    if (!dtypeExpr || dtypeExpr->kind != Expr::Str)
      return error(e, "'" + name + "' needs a dtype string");
    std::optional<DType> to = parseDType(dtypeExpr->name);
    if (!to || to->isHandle())
      return error(dtypeExpr, "unsupported dtype \"" + dtypeExpr->name + "\"");
    TV v = emitExpr(valueExpr);
    if (!v.ok())
      return TV();
    return emitCast(valueExpr->loc, v, *to);
  }
  if (n == "max" || n == "min") {
    if (!checkArgCount(e, 2, 2, name))
      return TV();
    TV a, b;
    if (!emitOperands(e, 1, a, b) || !unifyOperands(e->loc, a, b))
      return TV();
    // As TVM's code generator: select(a > b, a, b), and < for min.
    TV cmp = emitCompare(e->loc, n == "max" ? ">" : "<", a, b);
    if (!cmp.ok())
      return TV();
    return TV::scalar(
        arith::SelectOp::create(builder, loc(e), cmp.value, a.value, b.value),
        a.dtype);
  }
  if (n == "Select") {
    if (!checkArgCount(e, 3, 3, name))
      return TV();
    Value cond = emitCondition(e->children[1].get());
    if (!cond)
      return TV();
    TV a, b;
    if (!emitOperands(e, 2, a, b) || !unifyOperands(e->loc, a, b))
      return TV();
    return TV::scalar(
        arith::SelectOp::create(builder, loc(e), cond, a.value, b.value),
        a.dtype);
  }
  if (n == "if_then_else")
    return emitIfThenElse(e);
  if (n == "floordiv" || n == "floormod" || n == "truncdiv" ||
      n == "truncmod") {
    if (!checkArgCount(e, 2, 2, name))
      return TV();
    TV a, b;
    if (!emitOperands(e, 1, a, b))
      return TV();
    if (n == "floordiv" || n == "floormod")
      return emitBinary(e->loc, n == "floordiv" ? "//" : "%", a, b);
    if (a.kind == TV::IntLit && b.kind == TV::IntLit) {
      if (b.i == 0)
        return error(e, "division by zero");
      if (a.i == INT64_MIN && b.i == -1)
        return error(e, "integer overflow in constant expression");
      return TV::intLit(n == "truncdiv" ? a.i / b.i : a.i % b.i);
    }
    if (a.isLiteral() && b.isLiteral())
      return error(e, "'" + name + "' takes integers");
    if (!unify(e->loc, a, b))
      return TV();
    if (!a.dtype.isInt())
      return error(e, "'" + name + "' takes integers");
    Location l = loc(e);
    bool isUnsigned = a.dtype.code == DType::UInt;
    Value r =
        n == "truncdiv"
            ? (isUnsigned ? arith::DivUIOp::create(builder, l, a.value, b.value)
                                .getResult()
                          : arith::DivSIOp::create(builder, l, a.value, b.value)
                                .getResult())
            : (isUnsigned ? arith::RemUIOp::create(builder, l, a.value, b.value)
                                .getResult()
                          : arith::RemSIOp::create(builder, l, a.value, b.value)
                                .getResult());
    return TV::scalar(r, a.dtype);
  }
  if (n == "likely") {
    if (!checkArgCount(e, 1, 1, name))
      return TV();
    return emitExpr(e->children[1].get());
  }
  if (n == "max_value" || n == "min_value") {
    if (!checkArgCount(e, 1, 1, name) || e->children[1]->kind != Expr::Str)
      return error(e, "'" + name + "' takes a dtype string");
    std::optional<DType> d = parseDType(e->children[1]->name);
    if (!d || d->isHandle() || d->isBool())
      return error(e->children[1].get(), "unsupported dtype");
    Location l = loc(e);
    Type type = mlirType(*d);
    if (d->isFloat()) {
      auto &sem = cast<FloatType>(type).getFloatSemantics();
      llvm::APFloat v = llvm::APFloat::getLargest(sem, n == "min_value");
      return TV::scalar(arith::ConstantOp::create(
                            builder, l, type, builder.getFloatAttr(type, v)),
                        *d);
    }
    bool isUnsigned = d->code == DType::UInt;
    llvm::APInt v =
        n == "max_value"
            ? (isUnsigned ? llvm::APInt::getMaxValue(d->bits)
                          : llvm::APInt::getSignedMaxValue(d->bits))
            : (isUnsigned ? llvm::APInt::getZero(d->bits)
                          : llvm::APInt::getSignedMinValue(d->bits));
    return TV::scalar(arith::ConstantOp::create(
                          builder, l, type, builder.getIntegerAttr(type, v)),
                      *d);
  }
  if (n == "call_packed" || n == "call_cpacked")
    return emitPackedCall(e, name, discardResult);
  if (n == "call_extern" || n == "call_pure_extern")
    return emitExternCall(e);
  if (n == "let") {
    if (!checkArgCount(e, 3, 3, name))
      return TV();
    Expr *var = e->children[1].get();
    if (var->kind != Expr::Name)
      return error(var, "T.let binds a name");
    TV value = emitExpr(e->children[2].get());
    if (!value.ok())
      return TV();
    Binding *existing = lookup(var->name);
    if (existing && existing->kind == Binding::Sym &&
        value.kind == TV::Scalar && existing->sym->dtype != value.dtype)
      return error(e->children[2].get(), "the value is " + value.dtype.str() +
                                             ", but '" + var->name + "' is " +
                                             existing->sym->dtype.str());
    pushScope();
    Binding b;
    b.value = value;
    bind(var->name, b);
    TV result = emitExpr(e->children[3].get());
    scopes.pop_back();
    deallocs.pop_back();
    return result;
  }
  if (n == "reinterpret") {
    // Only the NULL handle: T.reinterpret("handle", T.uint64(0)).
    bool handle = false, zero = false;
    for (size_t i = 1; i < e->children.size(); ++i) {
      Expr *arg = e->children[i].get();
      if (arg->kind == Expr::Str && arg->name == "handle")
        handle = true;
      else if (arg->kind == Expr::Int && arg->intValue == 0)
        zero = true;
      else if (arg->kind == Expr::Call && arg->children.size() == 2 &&
               calleeName(arg->children[0].get()) == "T.uint64" &&
               arg->children[1]->kind == Expr::Int &&
               arg->children[1]->intValue == 0)
        zero = true;
    }
    for (auto &kw : e->keywords)
      if (kw.first == "dtype" && kw.second->kind == Expr::Str &&
          kw.second->name == "handle")
        handle = true;
    if (handle && zero && e->children.size() + e->keywords.size() == 3)
      return TV::scalar(
          NullHandleOp::create(builder, loc(e), HandleType::get(context)),
          DType::handle());
    return error(e, "T.reinterpret is only supported for the NULL handle");
  }
  for (const MathIntrinsic &intrinsic : kMathIntrinsics)
    if (n == intrinsic.name)
      return emitMath(e, intrinsic);
  static const char *const noLowering[] = {"erf",       "exp10",
                                           "log1p",     "expm1",
                                           "atan",      "asin",
                                           "acos",      "atan2",
                                           "sinh",      "cosh",
                                           "asinh",     "acosh",
                                           "atanh",     "hypot",
                                           "nextafter", "ldexp",
                                           "isinf",     "isfinite",
                                           "popcount",  "clz",
                                           "fmod",      "q_multiply_shift"};
  for (const char *m : noLowering)
    if (n == m)
      return error(e, "'" + name +
                          "' is not supported: Prim lowers only the "
                          "math intrinsics with an LLVM lowering");
  if (n == "ret")
    return error(e, "T.ret is a statement: it returns from the function");
  if (n == "evaluate")
    return error(e, "T.evaluate is a statement");
  if (n == "match_buffer" || n == "decl_buffer" || n == "alloc_buffer" ||
      n == "allocate" || n == "Buffer")
    return error(e, "'" + name + "' must be assigned to a name");
  if (n == "func_attr")
    return error(e, "T.func_attr belongs at the top of the function");
  if (n == "Ramp" || n == "Broadcast" || n == "vectorlow" ||
      n == "vectorhigh" || n == "Shuffle")
    return error(e, "vector expressions ('" + name + "') are not supported");
  if (n == "tvm_thread_allreduce" || n == "tvm_storage_sync" ||
      n == "launch_thread" || n == "env_thread")
    return error(e, "'" + name + "' is GPU-only, which Prim does not target");
  return error(e, "'" + name +
                      "' is not supported by Prim's TVMScript "
                      "importer");
}

TV Importer::emitTypedLiteral(Expr *e, DType dtype) {
  if (dtype.isHandle())
    return error(e, "T.handle(...) is not a value");
  if (e->children.size() == 1 && e->keywords.empty())
    return error(e, "'" + e->text +
                        "' declares a symbolic variable; assign it to a "
                        "name ('n = " +
                        e->text + "')");
  if (!checkArgCount(e, 1, 1, dtype.str()))
    return TV();
  Expr *arg = e->children[1].get();
  TV v = emitExpr(arg);
  if (!v.ok())
    return TV();
  if (v.kind == TV::Str && dtype.isFloat()) {
    double f;
    if (v.s == "inf")
      f = std::numeric_limits<double>::infinity();
    else if (v.s == "-inf")
      f = -std::numeric_limits<double>::infinity();
    else if (v.s == "nan")
      f = std::numeric_limits<double>::quiet_NaN();
    else
      return error(arg, "unsupported float constant \"" + v.s + "\"");
    Value m = materialize(arg->loc, TV::floatLit(f), dtype);
    return m ? TV::scalar(m, dtype) : TV();
  }
  if (v.kind == TV::FloatLit && !dtype.isFloat())
    return error(arg, "a float literal where " + dtype.str() + " is expected");
  if (v.isLiteral()) {
    Value m = materialize(arg->loc, v, dtype);
    return m ? TV::scalar(m, dtype) : TV();
  }
  return emitCast(arg->loc, v, dtype);
}

TV Importer::emitIfThenElse(Expr *e) {
  if (!checkArgCount(e, 3, 3, "T.if_then_else"))
    return TV();
  Value c = emitCondition(e->children[1].get());
  if (!c)
    return TV();
  // Each branch is evaluated only when taken (it may read out of bounds
  // otherwise): both are emitted into blocks of an scf.if, whose result
  // dtype is known once both are.
  Location l = loc(e);
  auto thenBlock = std::make_unique<mlir::Block>();
  auto elseBlock = std::make_unique<mlir::Block>();
  OpBuilder::InsertionGuard guard(builder);
  OpBuilder::InsertPoint outside = builder.saveInsertionPoint();
  builder.setInsertionPointToStart(thenBlock.get());
  TV a = emitExpr(e->children[2].get());
  if (!a.ok())
    return TV();
  builder.setInsertionPointToStart(elseBlock.get());
  TV b = emitExpr(e->children[3].get());
  if (!b.ok())
    return TV();
  if (!a.isNumeric() || !b.isNumeric())
    return error(e, "T.if_then_else's branches must be numbers");
  DType d = a.kind == TV::Scalar   ? a.dtype
            : b.kind == TV::Scalar ? b.dtype
            : (a.kind == TV::FloatLit || b.kind == TV::FloatLit)
                ? DType::f(32)
                : literalDType(a);
  if (a.kind == TV::Scalar && b.kind == TV::Scalar && a.dtype != b.dtype) {
    auto rank = [](DType t) {
      return t.isFloat() ? 1000 + t.bits : t.isBool() ? 0 : t.bits;
    };
    d = rank(a.dtype) >= rank(b.dtype) ? a.dtype : b.dtype;
  }
  auto finishBranch = [&](mlir::Block *block, TV v, Expr *src) -> bool {
    builder.setInsertionPointToEnd(block);
    if (v.kind == TV::FloatLit && !d.isFloat())
      return fail(src->loc,
                  "a float literal where " + d.str() + " is expected");
    TV cast = v.kind == TV::Scalar ? emitCast(src->loc, v, d) : v;
    if (!cast.ok())
      return false;
    Value m = materialize(src->loc, cast, d);
    if (!m)
      return false;
    scf::YieldOp::create(builder, l, m);
    return true;
  };
  if (!finishBranch(thenBlock.get(), a, e->children[2].get()) ||
      !finishBranch(elseBlock.get(), b, e->children[3].get()))
    return TV();
  builder.restoreInsertionPoint(outside);
  auto ifOp = scf::IfOp::create(builder, l, TypeRange{mlirType(d)}, c,
                                /*addThenBlock=*/false,
                                /*addElseBlock=*/false);
  ifOp.getThenRegion().push_back(thenBlock.release());
  ifOp.getElseRegion().push_back(elseBlock.release());
  return TV::scalar(ifOp.getResult(0), d);
}
