//===- ImportExpressions.cpp - Names, operators and element reads ---------===//
//
// Each expression becomes a TV: a literal stays untyped until an operand or
// a store gives it a dtype; operators fold integer literals with Python's
// semantics and otherwise emit arith and math ops on unified operands. A
// T.Let binds its variable for its body.
//
//===----------------------------------------------------------------------===//

#include "Importer.h"
#include "Syntax/Lexer.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::prim;
using namespace mlir::prim::tvmscript;
using llvm::SMLoc;
using llvm::StringRef;

TV FunctionImporter::emitExpr(Expr *e) {
  if (m.hadError)
    return TV();
  // The parser bounds the syntax tree's depth; this bounds the importer's
  // own recursion through shape strings as well.
  if (++exprDepth > 4 * Lexer::kMaxNesting) {
    --exprDepth;
    return error(e, "expression nested too deeply");
  }
  struct Leave {
    unsigned &depth;
    ~Leave() { --depth; }
  } leave{exprDepth};
  switch (e->kind) {
  case Expr::Name:
    return emitName(e);
  case Expr::Int:
    if (e->op == "overflow")
      return error(e, "integer literal does not fit in 64 bits");
    return TV::intLit(e->intValue);
  case Expr::Float:
    return TV::floatLit(e->floatValue);
  case Expr::Bool:
    return TV::boolLit(e->intValue);
  case Expr::Str:
    return TV::str(e->name);
  case Expr::NoneLit:
    return TV::none();
  case Expr::Call:
    return emitCall(e, /*discardResult=*/false);
  case Expr::Subscript:
    return emitSubscript(e);
  case Expr::Attribute: {
    std::string name = calleeName(e);
    TV base = emitExpr(e->children[0].get());
    if (!base.ok()) {
      if (!name.empty() && !m.hadError)
        return error(e, "'" + name + "' is not a value");
      return TV();
    }
    if (base.kind == TV::BufferRef && e->name == "data")
      return TV::bufferRef(base.buffer, TV::DataRef);
    if (base.kind == TV::BufferRef && e->name == "dtype")
      return TV::str(base.buffer->dtype.str());
    if (base.kind == TV::BufferRef && e->name == "elem_offset") {
      // The memref's offset, in TVM's default index dtype.
      Location l = loc(e);
      Value offset = memref::ExtractStridedMetadataOp::create(
                         builder, l, base.buffer->memref)
                         .getOffset();
      return TV::scalar(
          arith::IndexCastOp::create(builder, l, builder.getI32Type(), offset),
          DType::i(32));
    }
    if (base.kind == TV::BufferRef && e->name == "shape")
      return error(e, "'" + e->text + "' is only supported indexed, as in " +
                          e->text + "[0]");
    return error(e, "unsupported attribute '" + e->name + "'");
  }
  case Expr::BinOp: {
    TV a, b;
    if (!emitOperands(e, 0, a, b))
      return TV();
    return emitBinary(e->loc, e->op, a, b);
  }
  case Expr::UnaryOp: {
    if (e->op == "-" && e->children[0]->kind == Expr::Int &&
        e->children[0]->op == "overflow")
      return TV::intLit(INT64_MIN);
    TV a = emitExpr(e->children[0].get());
    if (!a.ok())
      return TV();
    return emitUnary(e->loc, e->op, a);
  }
  case Expr::Compare: {
    for (StringRef op : e->compareOps)
      if (op == "in" || op == "is" || op == "is not")
        return error(e, "'" + op +
                            "' is not supported in TVMScript "
                            "expressions");
    // As in Python and TVM's evaluator, `a < b < c` is `a < b and b < c`
    // with each operand evaluated once.
    TV lhs = emitExpr(e->children[0].get());
    TV result;
    for (auto [i, op] : llvm::enumerate(e->compareOps)) {
      TV rhs = lhs.ok() ? emitExpr(e->children[i + 1].get()) : TV();
      TV cmp = rhs.ok() ? emitCompare(e->loc, op, lhs, rhs) : TV();
      if (!cmp.ok())
        return TV();
      result = i == 0 ? cmp : emitBinary(e->loc, "&", result, cmp);
      if (!result.ok())
        return TV();
      lhs = rhs;
    }
    return result;
  }
  case Expr::BoolOp: {
    // TIR's And/Or evaluate both operands.
    TV acc = emitExpr(e->children[0].get());
    if (!acc.ok())
      return TV();
    for (size_t i = 1; i < e->children.size(); ++i) {
      TV next = emitExpr(e->children[i].get());
      if (!next.ok())
        return TV();
      // Vectors of bools combine lane by lane, a scalar broadcast.
      if (acc.dtype.isVector() || next.dtype.isVector()) {
        for (auto [operand, v] : {std::pair(e->children[0].get(), &acc),
                                  std::pair(e->children[i].get(), &next)})
          if (v->kind != TV::BoolLit && !v->dtype.isBool())
            return error(operand,
                         "expected bools, found " +
                             (v->kind == TV::Scalar ? v->dtype.str()
                                                    : std::string("a number")));
        acc = emitBinary(e->loc, e->op == "and" ? "&" : "|", acc, next);
        if (!acc.ok())
          return TV();
        continue;
      }
      Value a = toBool(e->children[0]->loc, acc);
      Value b = a ? toBool(e->children[i]->loc, next) : Value();
      if (!b)
        return TV();
      Location l = loc(e);
      acc = TV::scalar(e->op == "and"
                           ? arith::AndIOp::create(builder, l, a, b).getResult()
                           : arith::OrIOp::create(builder, l, a, b).getResult(),
                       DType::boolean());
    }
    return acc;
  }
  case Expr::IfExp:
    return emitConditionalExpr(e);
  case Expr::Tuple:
  case Expr::List:
  case Expr::Dict:
  case Expr::Slice:
  case Expr::Starred:
    return error(e, "a " +
                        std::string(e->kind == Expr::Dict    ? "dict"
                                    : e->kind == Expr::Slice ? "slice"
                                    : e->kind == Expr::Starred
                                        ? "starred expression"
                                        : "tuple or list") +
                        " is not a value here");
  }
  return error(e, "unsupported expression");
}

/// Evaluates the operands of a binary operator or intrinsic: e's children
/// `first` and `first + 1`, in that order.
bool FunctionImporter::emitOperands(Expr *e, size_t first, TV &a, TV &b) {
  a = emitExpr(e->children[first].get());
  if (!a.ok())
    return false;
  b = emitExpr(e->children[first + 1].get());
  return b.ok();
}

Value FunctionImporter::emitCondition(Expr *e) {
  TV cond = emitExpr(e);
  if (!cond.ok())
    return nullptr;
  return toBool(e->loc, cond);
}

Value FunctionImporter::emitBranchCondition(Expr *e) {
  TV cond = emitExpr(e);
  if (!cond.ok())
    return nullptr;
  // TIR's IfThenElse and While, unlike Select, if_then_else and AssertStmt,
  // also take an integer, which TVM's code generators test against zero.
  if (cond.kind == TV::IntLit)
    cond = TV::boolLit(cond.i != 0);
  if (cond.kind == TV::Scalar && cond.dtype.isInt() && !cond.dtype.isVector())
    cond = emitCompare(e->loc, "!=", cond, TV::intLit(0));
  return toBool(e->loc, cond);
}

/// `body if test else orelse`. TVM main's evaluator takes a Python bool's
/// side alone, and builds if_then_else (each side evaluated only when
/// taken) for a TIR bool; v0.20's evaluates both sides in Python, which
/// fails for a TIR condition.
TV FunctionImporter::emitConditionalExpr(Expr *e) {
  if (!flavor.has(Feature::ConditionalExpressions))
    return error(e, "Python's conditional expression is not part of "
                    "TVMScript; use T.if_then_else or T.Select");
  Expr *body = e->children[0].get();
  Expr *test = e->children[1].get();
  Expr *orelse = e->children[2].get();
  TV cond = emitExpr(test);
  if (!cond.ok())
    return TV();
  if (cond.kind == TV::BoolLit)
    return emitExpr(cond.i ? body : orelse);
  if (cond.kind != TV::Scalar || !cond.dtype.isBool() || cond.dtype.isVector())
    return error(test,
                 "a conditional expression's condition must be a "
                 "Python bool or a scalar TIR bool" +
                     (cond.kind == TV::Scalar ? ", found " + cond.dtype.str()
                                              : std::string()));
  return emitIfThenElse(e, cond.value, body, orelse,
                        "the conditional expression");
}

TV FunctionImporter::emitName(Expr *e) {
  Binding *b = lookup(e->name);
  if (!b) {
    if (e->name == "metadata")
      return error(e, "metadata references (metadata[\"...\"]) are not "
                      "supported: the constants they name are not in the "
                      "printed script; print the module with the constants "
                      "inlined");
    if (m.aliases.count(e->name))
      return error(e, "'" + e->name + "' is a namespace, not a value");
    return error(e, "undefined name '" + e->name + "'");
  }
  switch (b->kind) {
  case Binding::Val:
    return b->value;
  case Binding::Sym:
    if (!b->sym->value && !b->sym->dtype.isInt())
      return error(e, "variable '" + e->name + "' (" + b->sym->dtype.str() +
                          ") has no value here: only T.Let and T.let bind "
                          "it");
    if (!b->sym->value)
      return error(e, "symbolic variable '" + e->name +
                          "' has no value: no parameter buffer's shape, "
                          "strides or elem_offset binds it");
    return TV::scalar(b->sym->value, b->sym->dtype);
  case Binding::Mutable:
    return loadMutable(e, *b->value.buffer);
  case Binding::Class:
    return error(e, "the module class '" + e->name + "' is not a value");
  case Binding::Undef:
    return error(e, "'" + e->name +
                        "' is T.undef(), which only a buffer store's or a "
                        "let's value may read: TVM's RemoveStoreUndef drops "
                        "those and refuses it elsewhere");
  default:
    return error(e, "'" + e->name + "' is not a value");
  }
}

TV FunctionImporter::emitSubscript(Expr *e) {
  Expr *base = e->children[0].get();
  if (base->kind == Expr::Name && base->name == "metadata" &&
      !lookup("metadata"))
    return emitName(base);
  if (base->kind == Expr::Attribute && base->name == "shape") {
    TV buffer = emitExpr(base->children[0].get());
    if (!buffer.ok())
      return TV();
    if (buffer.kind != TV::BufferRef)
      return error(base, "'.shape' applies to buffers");
    std::optional<int64_t> index = e->children.size() == 2
                                       ? staticInt(e->children[1].get())
                                       : std::nullopt;
    if (!index || *index < 0 ||
        *index >= static_cast<int64_t>(buffer.buffer->shape.size()))
      return error(e, "'" + e->text + "' needs a constant dim index below " +
                          std::to_string(buffer.buffer->shape.size()));
    TV dim = buffer.buffer->shape[*index];
    if (dim.ok())
      return dim;
    Location l = loc(e);
    Value d = memref::DimOp::create(builder, l, buffer.buffer->memref, *index);
    return TV::scalar(
        arith::IndexCastOp::create(builder, l, builder.getI32Type(), d),
        DType::i(32));
  }
  TV value = emitExpr(base);
  if (!value.ok())
    return TV();
  if (value.kind != TV::BufferRef)
    return error(e, "'" + base->text + "' is not a buffer");
  if (!checkNoUndefIndex(e))
    return TV();
  Buffer &buffer = *value.buffer;
  if (isVectorAccess(e))
    return emitVectorLoad(e, buffer);
  SmallVector<Value> indices = bufferIndices(e, buffer);
  if (m.hadError)
    return TV();
  return TV::scalar(load(loc(e), buffer, indices), buffer.dtype);
}

/// floordiv/floormod on signed integers, from truncating division.
Value FunctionImporter::floorDivMod(Location l, Value a, Value b, bool mod) {
  // getZeroAttr and getOneAttr splat for vectors (T.Ramp's lanes).
  Value zero = arith::ConstantOp::create(builder, l, a.getType(),
                                         builder.getZeroAttr(a.getType()));
  Value q = arith::DivSIOp::create(builder, l, a, b);
  Value r = arith::RemSIOp::create(builder, l, a, b);
  // The truncated quotient is one too big when the remainder is non-zero
  // and its sign differs from the divisor's.
  Value rNonZero =
      arith::CmpIOp::create(builder, l, arith::CmpIPredicate::ne, r, zero);
  Value rNeg =
      arith::CmpIOp::create(builder, l, arith::CmpIPredicate::slt, r, zero);
  Value bNeg =
      arith::CmpIOp::create(builder, l, arith::CmpIPredicate::slt, b, zero);
  Value signsDiffer = arith::XOrIOp::create(builder, l, rNeg, bNeg);
  Value adjust = arith::AndIOp::create(builder, l, rNonZero, signsDiffer);
  if (mod) {
    Value fixed = arith::AddIOp::create(builder, l, r, b);
    return arith::SelectOp::create(builder, l, adjust, fixed, r);
  }
  Value one = arith::ConstantOp::create(builder, l, a.getType(),
                                        builder.getOneAttr(a.getType()));
  Value fixed = arith::SubIOp::create(builder, l, q, one);
  return arith::SelectOp::create(builder, l, adjust, fixed, q);
}

static int64_t floorDivInt(int64_t a, int64_t b) {
  int64_t q = a / b, r = a % b;
  return (r != 0 && ((r < 0) != (b < 0))) ? q - 1 : q;
}

TV FunctionImporter::emitBinary(SMLoc at, StringRef op, TV a, TV b) {
  if (a.kind == TV::Str || b.kind == TV::Str)
    return error(at, "'" + op + "' on strings is not supported");
  if (!a.isNumeric() || !b.isNumeric())
    return error(at, "'" + op + "' takes numbers");
  // Integer literals fold, with Python's semantics.
  if (a.kind == TV::IntLit && b.kind == TV::IntLit) {
    int64_t x = a.i, y = b.i, r = 0;
    bool overflow = false;
    if (op == "+")
      overflow = llvm::AddOverflow(x, y, r);
    else if (op == "-")
      overflow = llvm::SubOverflow(x, y, r);
    else if (op == "*")
      overflow = llvm::MulOverflow(x, y, r);
    else if (op == "//" || op == "%") {
      if (y == 0)
        return error(at, "division by zero");
      if (x == INT64_MIN && y == -1)
        overflow = true;
      else
        r = op == "//" ? floorDivInt(x, y) : x - floorDivInt(x, y) * y;
    } else if (op == "&")
      r = x & y;
    else if (op == "|")
      r = x | y;
    else if (op == "^")
      r = x ^ y;
    else
      goto emit;
    if (overflow)
      return error(at, "integer overflow in constant expression");
    return TV::intLit(r);
  }
emit:
  if (!unifyOperands(at, a, b))
    return TV();
  DType d = a.dtype;
  Value x = a.value, y = b.value;
  Location l = loc(at);
  bool isFloat = d.isFloat();
  if (d.isHandle())
    return error(at, "handles take no arithmetic");
  if (d.isBool() && op != "&" && op != "|" && op != "^")
    return error(at, "'" + op + "' on bool values; use T.Cast first");
  auto result = [&](Value v) { return TV::scalar(v, d); };
  // TVM's LLVM code generator fuses any multiply and add it can
  // (FPOpFusion::Fast): `contract` lets prim-fuse-multiply-add do the same.
  auto contract = arith::FastMathFlags::contract;
  if (op == "+")
    return result(
        isFloat ? arith::AddFOp::create(builder, l, x, y, contract).getResult()
                : arith::AddIOp::create(builder, l, x, y).getResult());
  if (op == "-")
    return result(
        isFloat ? arith::SubFOp::create(builder, l, x, y, contract).getResult()
                : arith::SubIOp::create(builder, l, x, y).getResult());
  if (op == "*")
    return result(
        isFloat ? arith::MulFOp::create(builder, l, x, y, contract).getResult()
                : arith::MulIOp::create(builder, l, x, y).getResult());
  if (op == "/") {
    if (!isFloat)
      return error(at, "'/' on integers is ambiguous in TVMScript; use '//' "
                       "(floor division) or T.truncdiv");
    return result(arith::DivFOp::create(builder, l, x, y));
  }
  if (op == "//" || op == "%") {
    if (isFloat) {
      Value q = math::FloorOp::create(builder, l,
                                      arith::DivFOp::create(builder, l, x, y));
      if (op == "//")
        return result(q);
      return result(arith::SubFOp::create(
          builder, l, x, arith::MulFOp::create(builder, l, q, y)));
    }
    if (d.code == DType::UInt) // floor and truncation agree
      return result(op == "//"
                        ? arith::DivUIOp::create(builder, l, x, y).getResult()
                        : arith::RemUIOp::create(builder, l, x, y).getResult());
    return result(floorDivMod(l, x, y, op == "%"));
  }
  if (op == "**") {
    if (!isFloat)
      return error(at, "'**' takes floats");
    return result(math::PowFOp::create(builder, l, x, y));
  }
  if (isFloat)
    return error(at, "'" + op + "' takes integers");
  if (op == "<<")
    return result(arith::ShLIOp::create(builder, l, x, y));
  if (op == ">>")
    return result(d.code == DType::UInt
                      ? arith::ShRUIOp::create(builder, l, x, y).getResult()
                      : arith::ShRSIOp::create(builder, l, x, y).getResult());
  if (op == "&")
    return result(arith::AndIOp::create(builder, l, x, y));
  if (op == "|")
    return result(arith::OrIOp::create(builder, l, x, y));
  if (op == "^")
    return result(arith::XOrIOp::create(builder, l, x, y));
  return error(at, "unsupported operator '" + op + "'");
}

TV FunctionImporter::emitCompare(SMLoc at, StringRef op, TV a, TV b) {
  if (!a.isNumeric() || !b.isNumeric())
    return error(at, "'" + op + "' compares numbers");
  if (!unifyOperands(at, a, b))
    return TV();
  Location l = loc(at);
  if (a.dtype.isFloat()) {
    auto pred = llvm::StringSwitch<arith::CmpFPredicate>(op)
                    .Case("<", arith::CmpFPredicate::OLT)
                    .Case("<=", arith::CmpFPredicate::OLE)
                    .Case(">", arith::CmpFPredicate::OGT)
                    .Case(">=", arith::CmpFPredicate::OGE)
                    .Case("==", arith::CmpFPredicate::OEQ)
                    .Default(arith::CmpFPredicate::UNE);
    return TV::scalar(arith::CmpFOp::create(builder, l, pred, a.value, b.value),
                      DType::boolean().withLanes(a.dtype.lanes));
  }
  if (a.dtype.isHandle())
    return error(at, "handles cannot be compared");
  bool isUnsigned = a.dtype.code == DType::UInt;
  auto pred = llvm::StringSwitch<arith::CmpIPredicate>(op)
                  .Case("<", isUnsigned ? arith::CmpIPredicate::ult
                                        : arith::CmpIPredicate::slt)
                  .Case("<=", isUnsigned ? arith::CmpIPredicate::ule
                                         : arith::CmpIPredicate::sle)
                  .Case(">", isUnsigned ? arith::CmpIPredicate::ugt
                                        : arith::CmpIPredicate::sgt)
                  .Case(">=", isUnsigned ? arith::CmpIPredicate::uge
                                         : arith::CmpIPredicate::sge)
                  .Case("==", arith::CmpIPredicate::eq)
                  .Default(arith::CmpIPredicate::ne);
  return TV::scalar(arith::CmpIOp::create(builder, l, pred, a.value, b.value),
                    DType::boolean().withLanes(a.dtype.lanes));
}

TV FunctionImporter::emitUnary(SMLoc at, StringRef op, TV a) {
  Location l = loc(at);
  if (op == "not") {
    if (a.kind == TV::BoolLit)
      return TV::boolLit(!a.i);
    Value v = toBool(at, a);
    if (!v)
      return TV();
    return TV::scalar(
        arith::XOrIOp::create(builder, l, v, constant(DType::boolean(), 1)),
        DType::boolean());
  }
  if (!a.isNumeric())
    return error(at, "'" + op + "' takes a number");
  if (op == "+")
    return a;
  if (op == "-") {
    if (a.kind == TV::IntLit) {
      if (a.i == INT64_MIN)
        return error(at, "integer overflow in constant expression");
      return TV::intLit(-a.i);
    }
    if (a.kind == TV::FloatLit)
      return TV::floatLit(-a.f);
    if (a.kind == TV::BoolLit || a.dtype.isBool() || a.dtype.isHandle())
      return error(at, "'-' takes a number");
    if (a.dtype.isFloat())
      return TV::scalar(arith::NegFOp::create(builder, l, a.value), a.dtype);
    return TV::scalar(
        arith::SubIOp::create(builder, l, constant(a.dtype, 0), a.value),
        a.dtype);
  }
  if (op == "~") {
    if (a.kind == TV::IntLit)
      return TV::intLit(~a.i);
    if (a.kind != TV::Scalar || !a.dtype.isInt())
      return error(at, "'~' takes an integer");
    return TV::scalar(
        arith::XOrIOp::create(builder, l, a.value, constant(a.dtype, -1)),
        a.dtype);
  }
  return error(at, "unsupported operator '" + op + "'");
}

/// T.Let(body, where={x: value}): TIR's Let expression, body with x bound
/// to value (x declared as a variable before, as TVM's printer writes it).
TV FunctionImporter::emitLetExpr(Expr *e) {
  Expr *where = nullptr;
  for (auto &kw : e->keywords)
    if (kw.first == "where")
      where = kw.second.get();
  if (e->children.size() != 2 || e->keywords.size() != 1 || !where ||
      where->kind != Expr::Dict || where->children.size() != 2 ||
      where->children[0]->kind != Expr::Name)
    return error(e, "T.Let takes the body and where={var: value}");
  return emitLetBinding(where->children[0].get(), where->children[1].get(),
                        e->children[1].get());
}

/// `body` with `var` bound to `valueExpr`: T.let(x, v, body) and
/// T.Let(body, where={x: v}). A variable declared before (x = T.int32())
/// keeps its dtype: a value must have it, and a literal takes it.
TV FunctionImporter::emitLetBinding(Expr *var, Expr *valueExpr, Expr *body) {
  TV value = emitExpr(valueExpr);
  if (!value.ok())
    return TV();
  Binding *existing = lookup(var->name);
  if (existing && existing->kind == Binding::Sym && value.kind == TV::Scalar &&
      existing->sym->dtype != value.dtype)
    return error(valueExpr, "the value is " + value.dtype.str() + ", but '" +
                                var->name + "' is " +
                                existing->sym->dtype.str());
  if (existing && existing->kind == Binding::Sym && value.isLiteral()) {
    Value m = materialize(valueExpr->loc, value, existing->sym->dtype);
    if (!m)
      return TV();
    value = TV::scalar(m, existing->sym->dtype);
  }
  pushScope();
  bindValue(var->name, value);
  TV result = emitExpr(body);
  scopes.pop_back();
  deallocs.pop_back();
  return result;
}
