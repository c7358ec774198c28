//===- ImportIntrinsics.cpp - T.* intrinsics: casts, selects, math --------===//
//
// The T.* calls that compute a value: typed literals and casts, min, max and
// selects, the math intrinsics (one table maps each name to its op), libm
// calls, and the names Prim refuses with the reason why. The integer ones
// are in ImportIntegerIntrinsics.cpp.
//
//===----------------------------------------------------------------------===//

#include "Importer.h"

#include "prim/Dialect/Prim/IR/PrimOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
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
  /// Whether TVM's CPU code generator lowers it to the libm function of its
  /// name (DispatchPureExtern): that name for float64, plus 'f' for float32.
  bool libm = false;
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
    {"isinf", 1, nullptr},
    {"isfinite", 1, nullptr},
    {"exp10", 1, nullptr},
    {"erf", 1, nullptr, true},
    {"log1p", 1, nullptr, true},
    {"atan", 1, nullptr, true},
    {"asin", 1, nullptr, true},
    {"acos", 1, nullptr, true},
    {"sinh", 1, nullptr, true},
    {"cosh", 1, nullptr, true},
    {"asinh", 1, nullptr, true},
    {"acosh", 1, nullptr, true},
    {"atanh", 1, nullptr, true},
    {"atan2", 2, nullptr, true},
    {"hypot", 2, nullptr, true},
    {"nextafter", 2, nullptr, true},
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
  SmallVector<Value, 2> operands = {v};
  if (arity == 2)
    operands.push_back(args[1].value);
  if (intrinsic.build)
    return TV::scalar(intrinsic.build(builder, l, operands), x.dtype);
  if (intrinsic.libm)
    return emitLibmCall(e, name, x.dtype, operands);
  DType boolean = DType::boolean().withLanes(x.dtype.lanes);
  if (name == "isnan")
    return TV::scalar(
        arith::CmpFOp::create(builder, l, arith::CmpFPredicate::UNO, v, v),
        boolean);
  if (name == "isinf" || name == "isfinite") {
    // As TVM's isinf: |x| == inf; isfinite: neither inf nor NaN (|x| < inf).
    Value inf = constant(x.dtype, 0, std::numeric_limits<double>::infinity());
    Value a = math::AbsFOp::create(builder, l, v);
    return TV::scalar(arith::CmpFOp::create(builder, l,
                                            name == "isinf"
                                                ? arith::CmpFPredicate::OEQ
                                                : arith::CmpFPredicate::OLT,
                                            a, inf),
                      boolean);
  }
  if (name == "exp10") // as TVM's LLVM legalization: exp(x * ln(10))
    return TV::scalar(
        math::ExpOp::create(
            builder, l,
            arith::MulFOp::create(builder, l, v,
                                  constant(x.dtype, 0, 2.302585093))),
        x.dtype);
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
  if (std::optional<DType> dtype = parseDTypeCallee(name))
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
    std::optional<DType> to = parseVectorDType(dtypeExpr->name);
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
    // A vector condition selects lane by lane.
    TV c = emitExpr(e->children[1].get());
    if (!c.ok())
      return TV();
    bool lanewise =
        c.kind == TV::Scalar && c.dtype.isBool() && c.dtype.isVector();
    Value cond = lanewise ? c.value : toBool(e->children[1]->loc, c);
    if (!cond)
      return TV();
    TV a, b;
    if (!emitOperands(e, 2, a, b) || !unifyOperands(e->loc, a, b))
      return TV();
    if (lanewise && a.dtype.lanes != c.dtype.lanes)
      return error(e, "T.Select of " + std::to_string(c.dtype.lanes) +
                          " lanes chooses between " + a.dtype.str() +
                          " values");
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
    return emitTruncDivMod(e, n, a, b);
  }
  // Hints for TVM's loop partitioning, which leave the condition's value.
  if (n == "likely" || n == "ignore_loop_partition") {
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
  // TVM's other names of the same builtins.
  if (n == "tvm_call_packed" || n == "tvm_call_cpacked")
    return emitPackedCall(e, ("T." + n.drop_front(strlen("tvm_"))).str(),
                          discardResult);
  if (n == "call_extern" || n == "call_pure_extern")
    return emitExternCall(e, discardResult);
  if (n == "call_llvm_intrin" || n == "call_llvm_pure_intrin")
    return emitLLVMIntrinsic(e, discardResult);
  if (n == "prefetch")
    return emitPrefetch(e, discardResult);
  if (n == "address_of")
    return emitAddressOf(e);
  if (n == "assume")
    return emitAssume(e, discardResult);
  if (n == "start_profile_intrinsic" || n == "end_profile_intrinsic") {
    // TVM's CPU code generator ignores them (only Hexagon's counts cycles).
    if (!discardResult)
      return error(e, "'" + name + "' is a statement");
    return checkArgCount(e, 1, 1, name) ? TV::none() : TV();
  }
  if (n == "let") {
    if (!checkArgCount(e, 3, 3, name))
      return TV();
    Expr *var = e->children[1].get();
    if (var->kind != Expr::Name)
      return error(var, "T.let binds a name");
    return emitLetBinding(var, e->children[2].get(), e->children[3].get());
  }
  if (n == "Let")
    return emitLetExpr(e);
  if (n == "Var")
    return error(e, "T.Var makes a free variable, which nothing gives a "
                    "value; declare it with 'n = T.int32()' where a buffer's "
                    "shape binds it");
  if (n == "reinterpret")
    return emitBitcast(e);
  for (const MathIntrinsic &intrinsic : kMathIntrinsics)
    if (n == intrinsic.name)
      return emitMath(e, intrinsic);
  if (std::optional<TV> v = emitIntegerIntrinsic(e, name))
    return *v;
  // TVM's CPU code generator lowers none of these (fmod only in C source;
  // ldexp's libm exponent is an int, which TIR does not give it).
  static const char *const noLowering[] = {"expm1", "ldexp", "fmod"};
  for (const char *m : noLowering)
    if (n == m)
      return error(e, "'" + name +
                          "' is not supported: TVM's LLVM code generator "
                          "has no CPU lowering for it");
  if (n == "ret")
    return error(e, "T.ret is a statement: it returns from the function");
  if (n == "evaluate")
    return error(e, "T.evaluate is a statement");
  if (n == "match_buffer" || n == "decl_buffer" || n == "alloc_buffer" ||
      n == "allocate" || n == "Buffer")
    return error(e, "'" + name + "' must be assigned to a name");
  if (n == "func_attr")
    return error(e, "T.func_attr belongs at the top of the function");
  if (n == "allocate_const")
    return emitAllocateConst(e);
  if (n == "Ramp" || n == "ramp")
    return emitRamp(e, name);
  if (n == "Broadcast" || n == "broadcast")
    return emitBroadcast(e, name);
  if (n == "get_active_lane_mask")
    return emitActiveLaneMask(e, name);
  if (n == "undef")
    return error(e, "T.undef() is only valid in a buffer store's or a let's "
                    "value: TVM's RemoveStoreUndef drops those and refuses "
                    "it elsewhere");
  if (n == "Shuffle")
    return emitShuffle(e, name);
  if (n == "vectorlow" || n == "vectorhigh")
    return error(e, "vector expressions ('" + name + "') are not supported");
  if (n == "vscale")
    return error(e, "'" + name +
                        "' is not supported: it belongs to scalable vectors "
                        "(SVE, RVV), which Prim's fixed-width vector "
                        "targets do not have");
  if (n.starts_with("float8") || n.starts_with("float4") ||
      n.starts_with("float6"))
    return error(e, "'" + name +
                        "' is not supported: the float8/6/4 dtypes have no "
                        "CPU arithmetic and no DLPack type Prim checks");
  if (n == "isnullptr")
    return emitIsNullPtr(e, name);
  if (n == "tvm_struct_get")
    return emitStructGet(e, name);
  if (n == "tvm_struct_set")
    return emitStructSet(e, name, discardResult);
  if (n == "tvm_stack_alloca")
    return emitStackAlloca(e, name);
  if (n == "tvm_throw_last_error")
    return emitThrowLastError(e, name, discardResult);
  if (n == "tvm_static_handle")
    return emitStaticHandle(e, name);
  if (n == "call_packed_lowered" || n == "tvm_call_packed_lowered")
    return emitCallPackedLowered(e, name, discardResult);
  if (n == "tvm_stack_make_array" || n == "tvm_stack_make_shape" ||
      n == "tvm_call_cpacked_lowered" || n == "call_cpacked_lowered")
    return error(e, "'" + name +
                        "' is not supported: it belongs to TVM's lowered "
                        "packed calls, whose DLTensor and argument layouts "
                        "Prim's ABI lowering builds itself; import the "
                        "function before MakePackedAPI");
  if (n == "TVMBackendAllocWorkspace" || n == "TVMBackendFreeWorkspace")
    return error(e, "'" + name +
                        "' is not supported: it belongs to the output of "
                        "TVM's LowerTVMBuiltin and MakePackedAPI, whose "
                        "workspaces and error returns Prim's "
                        "lowering builds itself; import the function "
                        "before those passes");
  if (n.starts_with("anylist_"))
    return error(e, "'" + name +
                        "' is not supported: it belongs to Relax's virtual "
                        "machine, whose register lists only TVM's runtime "
                        "reaches (TVMBackendAnyList*)");
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
  return emitIfThenElse(e, c, e->children[2].get(), e->children[3].get(),
                        "T.if_then_else");
}

TV Importer::emitIfThenElse(Expr *e, Value c, Expr *thenExpr, Expr *elseExpr,
                            StringRef what) {
  // Each branch is evaluated only when taken (it may read out of bounds
  // otherwise): both are emitted into blocks of an scf.if, whose result
  // dtype is known once both are.
  Location l = loc(e);
  auto thenBlock = std::make_unique<mlir::Block>();
  auto elseBlock = std::make_unique<mlir::Block>();
  OpBuilder::InsertionGuard guard(builder);
  OpBuilder::InsertPoint outside = builder.saveInsertionPoint();
  builder.setInsertionPointToStart(thenBlock.get());
  TV a = emitExpr(thenExpr);
  if (!a.ok())
    return TV();
  builder.setInsertionPointToStart(elseBlock.get());
  TV b = emitExpr(elseExpr);
  if (!b.ok())
    return TV();
  if (!a.isNumeric() || !b.isNumeric())
    return error(e, what + "'s branches must be numbers");
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
  if (!finishBranch(thenBlock.get(), a, thenExpr) ||
      !finishBranch(elseBlock.get(), b, elseExpr))
    return TV();
  builder.restoreInsertionPoint(outside);
  auto ifOp = scf::IfOp::create(builder, l, TypeRange{mlirType(d)}, c,
                                /*addThenBlock=*/false,
                                /*addElseBlock=*/false);
  ifOp.getThenRegion().push_back(thenBlock.release());
  ifOp.getElseRegion().push_back(elseBlock.release());
  return TV::scalar(ifOp.getResult(0), d);
}

//===----------------------------------------------------------------------===//
// libm calls, assumptions and no-ops
//===----------------------------------------------------------------------===//

TV Importer::emitLibmCall(Expr *e, StringRef libm, DType dtype,
                          ArrayRef<Value> operands) {
  if (dtype != DType::f(32) && dtype != DType::f(64))
    return error(e, "'" + e->children[0]->text + "' on " + dtype.str() +
                        " has no libm function, which TVM's CPU code "
                        "generator calls; cast to float32 first");
  std::string callee = (libm + (dtype.bits == 32 ? "f" : "")).str();
  SmallVector<Type, 2> types(operands.size(), mlirType(dtype));
  Type result = mlirType(dtype);
  if (!declareExtern(e, callee, builder.getFunctionType(types, {result})))
    return TV();
  return TV::scalar(
      func::CallOp::create(builder, loc(e), callee, TypeRange{result}, operands)
          .getResult(0),
      dtype);
}

/// T.assume(cond): an assumption the optimizer may use, as TVM's code
/// generator emits it (llvm.assume); a false one is undefined behaviour.
TV Importer::emitAssume(Expr *e, bool discardResult) {
  if (!discardResult)
    return error(e, "T.assume is a statement: write "
                    "T.evaluate(T.assume(cond))");
  if (!checkArgCount(e, 1, 1, "T.assume"))
    return TV();
  Value c = emitCondition(e->children[1].get());
  if (!c)
    return TV();
  LLVM::AssumeOp::create(builder, loc(e), c);
  return TV::none();
}

//===----------------------------------------------------------------------===//
// Bit casts and constants
//===----------------------------------------------------------------------===//

/// T.reinterpret(dtype, x) or T.reinterpret(x, dtype=...): x's bits as
/// another dtype of the same width (LLVM's bitcast, as in TVM). The dtype
/// may be one of TVM main's type objects, T.handle("float32").ty.
TV Importer::emitBitcast(Expr *e) {
  Expr *dtypeExpr = nullptr, *valueExpr = nullptr;
  for (auto &kw : e->keywords)
    if (kw.first == "dtype")
      dtypeExpr = kw.second.get();
  if (e->children.size() == 3 && !dtypeExpr && e->keywords.empty()) {
    dtypeExpr = e->children[1].get();
    valueExpr = e->children[2].get();
  } else if (e->children.size() == 2 && dtypeExpr && e->keywords.size() == 1) {
    valueExpr = e->children[1].get();
  }
  if (!dtypeExpr || !valueExpr)
    return error(e, "T.reinterpret takes a dtype and a value");
  // TVM v0.20's variables have no `.ty`.
  if (!tirx && dtypeExpr->kind != Expr::Str)
    return error(dtypeExpr, "T.reinterpret takes a dtype string (type "
                            "objects, T.handle(\"float32\").ty, are TVM "
                            "main's)");
  std::optional<DType> to = typeObject(dtypeExpr);
  if (!to || to->isBool())
    return error(dtypeExpr, "unsupported dtype '" + dtypeExpr->text +
                                "': T.reinterpret takes a dtype string or "
                                "a type object, T.handle(\"float32\").ty");
  if (to->isHandle())
    return emitHandleReinterpret(e, valueExpr);
  TV v = emitExpr(valueExpr);
  if (!v.ok())
    return TV();
  if (v.kind != TV::Scalar || v.dtype.isHandle() || v.dtype.isBool())
    return error(valueExpr, "T.reinterpret takes a typed number, such as "
                            "T.uint32(x)");
  if (v.dtype.bits * v.dtype.lanes != to->bits * to->lanes)
    return error(e, "T.reinterpret from " + v.dtype.str() + " to " + to->str() +
                        " changes the width");
  if (mlirType(v.dtype) == mlirType(*to)) // int <-> uint: the same bits
    return TV::scalar(v.value, *to);
  if (v.dtype.lanes != to->lanes)
    return TV::scalar(bitcastLanes(loc(e), v.value, *to), *to);
  return TV::scalar(
      arith::BitcastOp::create(builder, loc(e), mlirType(*to), v.value), *to);
}

/// T.reinterpret to a handle: of a handle, the same pointer (Prim's handles
/// have no element type; TVM's code generator casts between pointer types),
/// of a string its characters' address, and of zero the NULL handle, as
/// TVM's code generator makes them.
TV Importer::emitHandleReinterpret(Expr *e, Expr *valueExpr) {
  auto isZero = [&](Expr *v) {
    if (v->kind == Expr::Call && v->children.size() == 2 &&
        v->keywords.empty() &&
        llvm::is_contained({"T.uint64", "T.int64"},
                           calleeName(v->children[0].get())))
      v = v->children[1].get();
    return v->kind == Expr::Int && v->intValue == 0;
  };
  if (isZero(valueExpr))
    return TV::scalar(
        NullHandleOp::create(builder, loc(e), HandleType::get(context)),
        DType::handle());
  TV v = emitExpr(valueExpr);
  if (!v.ok())
    return TV();
  if (v.kind == TV::DataRef || (v.kind == TV::Scalar && v.dtype.isHandle()))
    return v;
  if (v.kind == TV::Str) {
    // A string constant is a pointer to its characters (what LowerTVMBuiltin
    // stores into a TVMFFIAny for a string argument).
    if (StringRef(v.s).contains('\0'))
      return error(valueExpr, "a NUL byte would cut the C string short");
    Location l = loc(e);
    Value string = StringOp::create(builder, l, StringType::get(context), v.s);
    Value handle =
        UnrealizedConversionCastOp::create(
            builder, l, TypeRange{HandleType::get(context)}, ValueRange{string})
            .getResult(0);
    return TV::scalar(handle, DType::handle());
  }
  return error(e, "T.reinterpret to a handle takes a handle, a string or "
                  "zero (the NULL handle)");
}

/// T.allocate_const(values, dtype, extents): a constant buffer, as a data
/// pointer (T.allocate's result); it becomes a private constant global.
TV Importer::emitAllocateConst(Expr *e) {
  Expr *values = nullptr, *dtypeExpr = nullptr, *extents = nullptr;
  Expr **slots[] = {&values, &dtypeExpr, &extents};
  for (size_t i = 1; i < e->children.size() && i <= 3; ++i)
    *slots[i - 1] = e->children[i].get();
  for (auto &kw : e->keywords) {
    if (kw.first == "data")
      values = kw.second.get();
    else if (kw.first == "dtype")
      dtypeExpr = kw.second.get();
    else if (kw.first == "extents")
      extents = kw.second.get();
    else
      return error(kw.second.get(),
                   "unsupported T.allocate_const argument '" + kw.first + "'");
  }
  if (e->children.size() > 4 || !values || !dtypeExpr || !extents ||
      values->kind != Expr::List || dtypeExpr->kind != Expr::Str)
    return error(e, "T.allocate_const takes a list of values, a dtype and "
                    "the extents");
  std::optional<DType> dtype = parseDType(dtypeExpr->name);
  if (!dtype || dtype->isHandle())
    return error(dtypeExpr, "unsupported dtype \"" + dtypeExpr->name + "\"");
  SmallVector<int64_t> shape;
  int64_t count = 1;
  std::vector<Expr *> dims;
  if (extents->kind == Expr::List || extents->kind == Expr::Tuple)
    for (ExprPtr &d : extents->children)
      dims.push_back(d.get());
  else
    dims.push_back(extents);
  for (Expr *d : dims) {
    std::optional<int64_t> n = staticInt(d);
    if (!n || *n <= 0)
      return error(d, "T.allocate_const's extents are positive constants");
    shape.push_back(*n);
    count *= *n;
  }
  if (count != static_cast<int64_t>(values->children.size()))
    return error(values, "T.allocate_const has " +
                             std::to_string(values->children.size()) +
                             " values for " + std::to_string(count) +
                             " elements");
  Type elementType = bufferElementType(*dtype);
  SmallVector<Attribute> elements;
  for (ExprPtr &v : values->children) {
    TV lit = emitExpr(v.get());
    if (!lit.ok())
      return TV();
    if (!lit.isLiteral())
      return error(v.get(), "T.allocate_const takes literal values");
    Value m = materialize(v->loc, lit, *dtype);
    if (!m)
      return TV();
    Attribute a = cast<arith::ConstantOp>(m.getDefiningOp()).getValue();
    m.getDefiningOp()->erase();
    if (dtype->code == DType::UInt)
      a = IntegerAttr::get(elementType,
                           cast<IntegerAttr>(a).getValue().getZExtValue());
    elements.push_back(a);
  }
  auto type = MemRefType::get(shape, elementType);
  auto init = DenseElementsAttr::get(
      RankedTensorType::get({count}, elementType), elements);
  std::string symbol = "__tvmscript_const_" + std::to_string(constCount++);
  {
    OpBuilder::InsertionGuard guard(builder);
    builder.setInsertionPointToEnd(module.getBody());
    memref::GlobalOp::create(
        builder, loc(e), symbol, builder.getStringAttr("private"), type,
        init.reshape(RankedTensorType::get(shape, elementType)),
        /*constant=*/true, IntegerAttr());
  }
  buffers.push_back({});
  Buffer &buffer = buffers.back();
  buffer.name = symbol;
  buffer.dtype = *dtype;
  for (int64_t d : shape)
    buffer.shape.push_back(TV::intLit(d));
  buffer.memref = memref::GetGlobalOp::create(builder, loc(e), type, symbol);
  return TV::bufferRef(&buffer, TV::DataRef);
}
