//===- ImportIntegerIntrinsics.cpp - Integer T.* intrinsics --------------===//
//
// The integer intrinsics and TIR's node constructors: the ones that are a
// TIR operator under another name (one table), truncating division and
// modulo, and TVM's fixed-point multiplications (T.q_multiply_shift).
//
//===----------------------------------------------------------------------===//

#include "Importer.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"

using namespace mlir;
using namespace mlir::prim;
using namespace mlir::prim::tvmscript;
using llvm::StringRef;

/// The intrinsics and node constructors that are a TIR operator under
/// another name: they type and fold as the operator does.
struct OperatorIntrinsic {
  Builtin id;
  StringRef op;
  bool compare;
};

using B = Builtin;
static const OperatorIntrinsic kOperatorIntrinsics[] = {
    {B::T_bitwise_and, "&", false},
    {B::T_bitwise_or, "|", false},
    {B::T_bitwise_xor, "^", false},
    {B::T_shift_left, "<<", false},
    {B::T_shift_right, ">>", false},
    {B::T_Add, "+", false},
    {B::T_Sub, "-", false},
    {B::T_Mul, "*", false},
    {B::T_FloorDiv, "//", false},
    {B::T_FloorMod, "%", false},
    {B::T_LT, "<", true},
    {B::T_LE, "<=", true},
    {B::T_GT, ">", true},
    {B::T_GE, ">=", true},
    {B::T_EQ, "==", true},
    {B::T_NE, "!=", true},
};

std::optional<TV> FunctionImporter::emitIntegerIntrinsic(Expr *e, Builtin id,
                                                         StringRef name) {
  for (const OperatorIntrinsic &intrinsic : kOperatorIntrinsics) {
    if (id != intrinsic.id)
      continue;
    TV a, b;
    if (!emitOperands(e, 1, a, b))
      return TV();
    return intrinsic.compare ? emitCompare(e->loc, intrinsic.op, a, b)
                             : emitBinary(e->loc, intrinsic.op, a, b);
  }
  switch (id) {
  case Builtin::T_bitwise_not: {
    TV a = emitExpr(e->children[1].get());
    return a.ok() ? emitUnary(e->loc, "~", a) : TV();
  }
  case Builtin::T_Div:
  case Builtin::T_Mod: {
    // TIR's Div and Mod nodes: truncating on integers, as the code generator
    // emits them (sdiv, srem).
    TV a, b;
    if (!emitOperands(e, 1, a, b))
      return TV();
    if (a.kind == TV::FloatLit || b.kind == TV::FloatLit ||
        (a.kind == TV::Scalar && a.dtype.isFloat()) ||
        (b.kind == TV::Scalar && b.dtype.isFloat())) {
      if (id == Builtin::T_Mod)
        return error(e, "T.Mod takes integers");
      if (!unifyOperands(e->loc, a, b))
        return TV();
      return emitBinary(e->loc, "/", a, b);
    }
    return emitTruncDivMod(
        e, id == Builtin::T_Div ? Builtin::T_truncdiv : Builtin::T_truncmod, a,
        b);
  }
  case Builtin::T_ceildiv: {
    // As TVM's ceildiv: floordiv(a + b - 1, b), on integers.
    TV a, b;
    if (!emitOperands(e, 1, a, b))
      return TV();
    for (const TV &v : {a, b})
      if (v.kind == TV::FloatLit || (v.kind == TV::Scalar && !v.dtype.isInt()))
        return error(e, "T.ceildiv takes integers");
    if (!unify(e->loc, a, b))
      return TV();
    TV sum = emitBinary(e->loc, "+", a, b);
    if (!sum.ok())
      return TV();
    TV minusOne = emitBinary(e->loc, "-", sum, TV::intLit(1));
    return minusOne.ok() ? emitBinary(e->loc, "//", minusOne, b) : TV();
  }
  case Builtin::T_clz:
  case Builtin::T_popcount: {
    // TVM lowers both to LLVM's ctlz and ctpop; clz's result is int32,
    // popcount's its operand's dtype.
    TV x = emitExpr(e->children[1].get());
    if (!x.ok())
      return TV();
    if (x.kind == TV::IntLit) {
      Value m = materialize(e->children[1]->loc, x, DType::i(32));
      if (!m)
        return TV();
      x = TV::scalar(m, DType::i(32));
    }
    if (x.kind != TV::Scalar || !x.dtype.isInt())
      return error(e, "'" + name + "' takes an integer");
    Location l = loc(e);
    if (id == Builtin::T_popcount)
      return TV::scalar(math::CtPopOp::create(builder, l, x.value), x.dtype);
    return emitCast(
        e->loc,
        TV::scalar(math::CountLeadingZerosOp::create(builder, l, x.value),
                   x.dtype),
        DType::i(32));
  }
  case Builtin::T_q_multiply_shift:
  case Builtin::T_q_multiply_shift_per_axis:
    return emitQMultiplyShift(e, id, name);
  default:
    return std::nullopt;
  }
}

TV FunctionImporter::emitTruncDivMod(Expr *e, Builtin op, TV a, TV b) {
  StringRef name = getBuiltinInfo(op).name;
  bool div = op == Builtin::T_truncdiv;
  if (a.kind == TV::IntLit && b.kind == TV::IntLit) {
    if (b.i == 0)
      return error(e, "division by zero");
    if (a.i == INT64_MIN && b.i == -1)
      return error(e, "integer overflow in constant expression");
    return TV::intLit(div ? a.i / b.i : a.i % b.i);
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
      div ? (isUnsigned ? arith::DivUIOp::create(builder, l, a.value, b.value)
                              .getResult()
                        : arith::DivSIOp::create(builder, l, a.value, b.value)
                              .getResult())
          : (isUnsigned ? arith::RemUIOp::create(builder, l, a.value, b.value)
                              .getResult()
                        : arith::RemSIOp::create(builder, l, a.value, b.value)
                              .getResult());
  return TV::scalar(r, a.dtype);
}

/// TVM's legalization of the fixed-point multiplications (intrin_rule.cc):
/// x * y in int64, shifted left by ls first if asked, then rounded half up
/// and shifted right by rs + q, back to int32.
TV FunctionImporter::emitQMultiplyShift(Expr *e, Builtin id, StringRef name) {
  bool perAxis = id == Builtin::T_q_multiply_shift_per_axis;
  for (auto &kw : e->keywords)
    if (kw.first != "dtype" || kw.second->kind != Expr::Str ||
        kw.second->name != "int32")
      return error(kw.second.get(), "'" + name + "' gives int32");
  SmallVector<TV> args;
  for (size_t i = 1; i < e->children.size(); ++i) {
    TV v = emitExpr(e->children[i].get());
    if (!v.ok())
      return TV();
    // Booleans are the per-axis form's flags.
    if (v.kind == TV::FloatLit || v.kind == TV::Str || v.kind == TV::None ||
        (v.kind == TV::Scalar && !v.dtype.isInt() && !v.dtype.isBool()))
      return error(e->children[i].get(), "'" + name + "' takes integers");
    v = emitCast(e->children[i]->loc, v, DType::i(32));
    if (!v.ok())
      return TV();
    args.push_back(v);
  }
  Location l = loc(e);
  DType i32 = DType::i(32), i64 = DType::i(64);
  auto c32 = [&](int64_t v) { return TV::scalar(constant(i32, v), i32); };
  auto bin = [&](StringRef op, TV a, TV b) {
    return emitBinary(e->loc, op, a, b);
  };
  TV x = args[0], y = args[1], q, ls, rs, lshift;
  if (perAxis) {
    ls = args[2];
    rs = args[3];
    q = args[4];
    lshift = TV::scalar(emitCast(e->loc, args[5], DType::boolean()).value,
                        DType::boolean());
  } else {
    std::optional<int64_t> yConst = staticInt(e->children[2].get());
    std::optional<int64_t> sConst = staticInt(e->children[4].get());
    q = args[2];
    TV s = args[3];
    if (yConst == (1 << 30) && sConst) {
      // A power of two (the multiplier is 0.5): a plain shift.
      int64_t exp = *sConst - 1;
      if (exp > 0)
        return bin("<<", x, c32(exp));
      return bin(">>", bin("+", x, c32(int64_t(1) << (-exp - 1))), c32(-exp));
    }
    TV zero = c32(0);
    TV positive = emitCompare(e->loc, ">", s, zero);
    ls = TV::scalar(arith::SelectOp::create(builder, l, positive.value, s.value,
                                            zero.value),
                    i32);
    rs = TV::scalar(arith::SelectOp::create(builder, l, positive.value,
                                            zero.value,
                                            emitUnary(e->loc, "-", s).value),
                    i32);
    lshift = emitCompare(e->loc, "!=", ls, zero);
  }
  TV x64 = emitCast(e->loc, x, i64), y64 = emitCast(e->loc, y, i64);
  TV shifted = bin("<<", x64, emitCast(e->loc, ls, i64));
  x64 = TV::scalar(arith::SelectOp::create(builder, l, lshift.value,
                                           shifted.value, x64.value),
                   i64);
  x64 = bin("*", x64, y64);
  TV total = emitCast(e->loc, bin("+", rs, q), i64);
  TV rounding =
      bin("<<", TV::scalar(constant(i64, 1), i64), bin("-", total, c32(1)));
  x64 = bin(">>", bin("+", x64, rounding), total);
  return emitCast(e->loc, x64, i32);
}
