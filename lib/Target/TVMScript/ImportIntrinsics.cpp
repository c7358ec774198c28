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
  Builtin id;
  Value (*build)(OpBuilder &, Location, ArrayRef<Value>);
  /// The libm function TVM's CPU code generator lowers it to
  /// (DispatchPureExtern), if any: that name for float64, plus 'f' for
  /// float32.
  StringRef libm = "";
};

template <typename OpTy>
static Value buildUnary(OpBuilder &builder, Location l, ArrayRef<Value> x) {
  return OpTy::create(builder, l, x[0]);
}

template <typename OpTy>
static Value buildBinary(OpBuilder &builder, Location l, ArrayRef<Value> x) {
  return OpTy::create(builder, l, x[0], x[1]);
}

using B = Builtin;
static const MathIntrinsic kMathIntrinsics[] = {
    {B::T_exp, buildUnary<math::ExpOp>},
    {B::T_exp2, buildUnary<math::Exp2Op>},
    {B::T_log, buildUnary<math::LogOp>},
    {B::T_log2, buildUnary<math::Log2Op>},
    {B::T_log10, buildUnary<math::Log10Op>},
    {B::T_sqrt, buildUnary<math::SqrtOp>},
    {B::T_rsqrt, buildUnary<math::RsqrtOp>},
    {B::T_sin, buildUnary<math::SinOp>},
    {B::T_cos, buildUnary<math::CosOp>},
    {B::T_tan, buildUnary<math::TanOp>},
    {B::T_tanh, buildUnary<math::TanhOp>},
    {B::T_floor, buildUnary<math::FloorOp>},
    {B::T_ceil, buildUnary<math::CeilOp>},
    {B::T_trunc, buildUnary<math::TruncOp>},
    {B::T_round, buildUnary<math::RoundEvenOp>},
    {B::T_nearbyint, buildUnary<math::RoundEvenOp>},
    {B::T_abs, buildUnary<math::AbsFOp>},
    {B::T_fabs, buildUnary<math::AbsFOp>},
    {B::T_pow, buildBinary<math::PowFOp>},
    {B::T_copysign, buildBinary<math::CopySignOp>},
    {B::T_sigmoid, nullptr},
    {B::T_isnan, nullptr},
    {B::T_isinf, nullptr},
    {B::T_isfinite, nullptr},
    {B::T_exp10, nullptr},
    {B::T_erf, nullptr, "erf"},
    {B::T_log1p, nullptr, "log1p"},
    {B::T_atan, nullptr, "atan"},
    {B::T_asin, nullptr, "asin"},
    {B::T_acos, nullptr, "acos"},
    {B::T_sinh, nullptr, "sinh"},
    {B::T_cosh, nullptr, "cosh"},
    {B::T_asinh, nullptr, "asinh"},
    {B::T_acosh, nullptr, "acosh"},
    {B::T_atanh, nullptr, "atanh"},
    {B::T_atan2, nullptr, "atan2"},
    {B::T_hypot, nullptr, "hypot"},
    {B::T_nextafter, nullptr, "nextafter"},
};

/// One handler for every math intrinsic, whose arguments emitIntrinsic
/// counted: they are evaluated and unified, literals become float32, and
/// the table's op is built on them.
TV FunctionImporter::emitMath(Expr *e, const MathIntrinsic &intrinsic) {
  Builtin id = intrinsic.id;
  StringRef name = getBuiltinInfo(id).name;
  size_t arity = getBuiltinInfo(id).maxArgs;
  SmallVector<TV> args;
  for (size_t i = 1; i <= arity; ++i) {
    TV v = emitExpr(e->children[i].get());
    if (!v.ok())
      return TV();
    args.push_back(v);
  }
  if (id == Builtin::T_abs && args[0].kind == TV::Scalar &&
      args[0].dtype.isInt())
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
    return error(e, name + " takes a float");
  Location l = loc(e);
  Value v = x.value;
  SmallVector<Value, 2> operands = {v};
  if (arity == 2)
    operands.push_back(args[1].value);
  if (intrinsic.build)
    return TV::scalar(intrinsic.build(builder, l, operands), x.dtype);
  if (!intrinsic.libm.empty())
    return emitLibmCall(e, intrinsic.libm, x.dtype, operands);
  DType boolean = DType::boolean().withLanes(x.dtype.lanes);
  if (id == Builtin::T_isnan)
    return TV::scalar(
        arith::CmpFOp::create(builder, l, arith::CmpFPredicate::UNO, v, v),
        boolean);
  if (id == Builtin::T_isinf || id == Builtin::T_isfinite) {
    // As TVM's isinf: |x| == inf; isfinite: neither inf nor NaN (|x| < inf).
    Value inf = constant(x.dtype, 0, std::numeric_limits<double>::infinity());
    Value a = math::AbsFOp::create(builder, l, v);
    return TV::scalar(arith::CmpFOp::create(builder, l,
                                            id == Builtin::T_isinf
                                                ? arith::CmpFPredicate::OEQ
                                                : arith::CmpFPredicate::OLT,
                                            a, inf),
                      boolean);
  }
  if (id == Builtin::T_exp10) // as TVM's LLVM legalization: exp(x * ln(10))
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

TV FunctionImporter::emitIntrinsic(Expr *e, Builtin id, StringRef name,
                                   bool discardResult) {
  if (std::optional<DType> dtype = parseDTypeCallee(name))
    return emitTypedLiteral(e, *dtype);
  if (getBuiltinInfo(id).count == ArgCount::Upfront &&
      !checkBuiltinArgs(e, id, name))
    return TV();
  for (const MathIntrinsic &intrinsic : kMathIntrinsics)
    if (id == intrinsic.id)
      return emitMath(e, intrinsic);
  if (std::optional<TV> v = emitIntegerIntrinsic(e, id, name))
    return *v;
  switch (id) {
  case Builtin::T_Cast:
  case Builtin::T_cast: {
    Expr *dtypeExpr = nullptr, *valueExpr = nullptr;
    if (id == Builtin::T_Cast && e->children.size() == 3) {
      dtypeExpr = e->children[1].get();
      valueExpr = e->children[2].get();
    } else if (id == Builtin::T_cast && e->children.size() == 3) {
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
  case Builtin::T_max:
  case Builtin::T_min: {
    TV a, b;
    if (!emitOperands(e, 1, a, b) || !unifyOperands(e->loc, a, b))
      return TV();
    // As TVM's code generator: select(a > b, a, b), and < for min.
    TV cmp = emitCompare(e->loc, id == Builtin::T_max ? ">" : "<", a, b);
    if (!cmp.ok())
      return TV();
    return TV::scalar(
        arith::SelectOp::create(builder, loc(e), cmp.value, a.value, b.value),
        a.dtype);
  }
  case Builtin::T_Select: {
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
  case Builtin::T_if_then_else:
    return emitIfThenElse(e);
  case Builtin::T_floordiv:
  case Builtin::T_floormod:
  case Builtin::T_truncdiv:
  case Builtin::T_truncmod: {
    TV a, b;
    if (!emitOperands(e, 1, a, b))
      return TV();
    if (id == Builtin::T_floordiv || id == Builtin::T_floormod)
      return emitBinary(e->loc, id == Builtin::T_floordiv ? "//" : "%", a, b);
    return emitTruncDivMod(e, id, a, b);
  }
  // Hints for TVM's loop partitioning, which leave the condition's value.
  case Builtin::T_likely:
  case Builtin::T_ignore_loop_partition:
    return emitExpr(e->children[1].get());
  case Builtin::T_max_value:
  case Builtin::T_min_value: {
    if (e->children[1]->kind != Expr::Str)
      return error(e, "'" + name + "' takes a dtype string");
    std::optional<DType> d = parseDType(e->children[1]->name);
    if (!d || d->isHandle() || d->isBool())
      return error(e->children[1].get(), "unsupported dtype");
    Location l = loc(e);
    Type type = mlirType(*d);
    bool max = id == Builtin::T_max_value;
    if (d->isFloat()) {
      auto &sem = cast<FloatType>(type).getFloatSemantics();
      llvm::APFloat v = llvm::APFloat::getLargest(sem, !max);
      return TV::scalar(arith::ConstantOp::create(
                            builder, l, type, builder.getFloatAttr(type, v)),
                        *d);
    }
    bool isUnsigned = d->code == DType::UInt;
    llvm::APInt v =
        max ? (isUnsigned ? llvm::APInt::getMaxValue(d->bits)
                          : llvm::APInt::getSignedMaxValue(d->bits))
            : (isUnsigned ? llvm::APInt::getZero(d->bits)
                          : llvm::APInt::getSignedMinValue(d->bits));
    return TV::scalar(arith::ConstantOp::create(
                          builder, l, type, builder.getIntegerAttr(type, v)),
                      *d);
  }
  // TVM's tvm_call_packed and tvm_call_cpacked are the same builtins, which
  // messages name as T.call_packed and T.call_cpacked.
  case Builtin::T_call_packed:
  case Builtin::T_call_cpacked:
    return emitPackedCall(e, getBuiltinInfo(id).name, discardResult);
  case Builtin::T_call_extern:
    return emitExternCall(e, discardResult);
  case Builtin::T_call_llvm_intrin:
    return emitLLVMIntrinsic(e, discardResult);
  case Builtin::T_prefetch:
    return emitPrefetch(e, discardResult);
  case Builtin::T_address_of:
    return emitAddressOf(e);
  case Builtin::T_assume:
    return emitAssume(e, discardResult);
  case Builtin::T_start_profile_intrinsic:
  case Builtin::T_end_profile_intrinsic:
    // TVM's CPU code generator ignores them (only Hexagon's counts cycles).
    if (!discardResult)
      return error(e, "'" + name + "' is a statement");
    return checkBuiltinArgs(e, id, name) ? TV::none() : TV();
  case Builtin::T_let: {
    Expr *var = e->children[1].get();
    if (var->kind != Expr::Name)
      return error(var, "T.let binds a name");
    return emitLetBinding(var, e->children[2].get(), e->children[3].get());
  }
  case Builtin::T_Let:
    return emitLetExpr(e);
  case Builtin::T_Var:
    return error(e, "T.Var makes a free variable, which nothing gives a "
                    "value; declare it with 'n = T.int32()' where a buffer's "
                    "shape binds it");
  case Builtin::T_reinterpret:
    return emitBitcast(e);
  // TVM's CPU code generator lowers none of these (fmod only in C source;
  // ldexp's libm exponent is an int, which TIR does not give it).
  case Builtin::T_expm1:
  case Builtin::T_ldexp:
  case Builtin::T_fmod:
    return error(e, "'" + name +
                        "' is not supported: TVM's LLVM code generator "
                        "has no CPU lowering for it");
  case Builtin::T_ret:
    return error(e, "T.ret is a statement: it returns from the function");
  case Builtin::T_evaluate:
    return error(e, "T.evaluate is a statement");
  case Builtin::T_match_buffer:
  case Builtin::T_decl_buffer:
  case Builtin::T_alloc_buffer:
  case Builtin::T_allocate:
  case Builtin::T_Buffer:
    return error(e, "'" + name + "' must be assigned to a name");
  case Builtin::T_func_attr:
    return error(e, "T.func_attr belongs at the top of the function");
  case Builtin::T_allocate_const:
    return emitAllocateConst(e);
  case Builtin::T_Ramp:
    return emitRamp(e, name);
  case Builtin::T_Broadcast:
    return emitBroadcast(e, name);
  case Builtin::T_get_active_lane_mask:
    return emitActiveLaneMask(e, name);
  case Builtin::T_undef:
    return error(e, "T.undef() is only valid in a buffer store's or a let's "
                    "value: TVM's RemoveStoreUndef drops those and refuses "
                    "it elsewhere");
  case Builtin::T_Shuffle:
    return emitShuffle(e, name);
  case Builtin::T_vectorlow:
  case Builtin::T_vectorhigh:
    return error(e, "vector expressions ('" + name + "') are not supported");
  case Builtin::T_vscale:
    return error(e, "'" + name +
                        "' is not supported: it belongs to scalable vectors "
                        "(SVE, RVV), which Prim's fixed-width vector "
                        "targets do not have");
  case Builtin::T_isnullptr:
    return emitIsNullPtr(e, name);
  case Builtin::T_tvm_struct_get:
    return emitStructGet(e, name);
  case Builtin::T_tvm_struct_set:
    return emitStructSet(e, name, discardResult);
  case Builtin::T_tvm_stack_alloca:
    return emitStackAlloca(e, name);
  case Builtin::T_tvm_throw_last_error:
    return emitThrowLastError(e, name, discardResult);
  case Builtin::T_tvm_static_handle:
    return emitStaticHandle(e, name);
  case Builtin::T_call_packed_lowered:
    return emitCallPackedLowered(e, name, discardResult);
  case Builtin::T_tvm_stack_make_array:
  case Builtin::T_tvm_stack_make_shape:
  case Builtin::T_call_cpacked_lowered:
    return error(e, "'" + name +
                        "' is not supported: it belongs to TVM's lowered "
                        "packed calls, whose DLTensor and argument layouts "
                        "Prim's ABI lowering builds itself; import the "
                        "function before MakePackedAPI");
  case Builtin::T_TVMBackendAllocWorkspace:
  case Builtin::T_TVMBackendFreeWorkspace:
    return error(e, "'" + name +
                        "' is not supported: it belongs to the output of "
                        "TVM's LowerTVMBuiltin and MakePackedAPI, whose "
                        "workspaces and error returns Prim's "
                        "lowering builds itself; import the function "
                        "before those passes");
  case Builtin::T_tvm_thread_allreduce:
  case Builtin::T_tvm_storage_sync:
  case Builtin::T_launch_thread:
  case Builtin::T_env_thread:
    return error(e, "'" + name + "' is GPU-only, which Prim does not target");
  default:
    break;
  }
  StringRef n = name.drop_front(strlen("T."));
  if (n.starts_with("float8") || n.starts_with("float4") ||
      n.starts_with("float6"))
    return error(e, "'" + name +
                        "' is not supported: the float8/6/4 dtypes have no "
                        "CPU arithmetic and no DLPack type Prim checks");
  if (n.starts_with("anylist_"))
    return error(e, "'" + name +
                        "' is not supported: it belongs to Relax's virtual "
                        "machine, whose register lists only TVM's runtime "
                        "reaches (TVMBackendAnyList*)");
  return error(e, "'" + name +
                      "' is not supported by Prim's TVMScript "
                      "importer");
}

TV FunctionImporter::emitTypedLiteral(Expr *e, DType dtype) {
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

TV FunctionImporter::emitIfThenElse(Expr *e) {
  Value c = emitCondition(e->children[1].get());
  if (!c)
    return TV();
  return emitIfThenElse(e, c, e->children[2].get(), e->children[3].get(),
                        "T.if_then_else");
}

TV FunctionImporter::emitIfThenElse(Expr *e, Value c, Expr *thenExpr,
                                    Expr *elseExpr, StringRef what) {
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

TV FunctionImporter::emitLibmCall(Expr *e, StringRef libm, DType dtype,
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
TV FunctionImporter::emitAssume(Expr *e, bool discardResult) {
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
