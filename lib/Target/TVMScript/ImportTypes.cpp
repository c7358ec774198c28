//===- ImportTypes.cpp - TIR dtypes: literals, unification, casts ---------===//
//
// Values follow TIR: every scalar has a TIR dtype (int8..int64, float16,
// bfloat16, float32, float64, bool, handle), Python literals take the dtype
// of the other operand, and buffer indices become `index` only at the
// memory access. TVM main's type objects (T.handle("float32").ty) name
// dtypes too, and its tile layouts that are row-major are buffers' default.
//
//===----------------------------------------------------------------------===//

#include "Importer.h"

#include "prim/Dialect/Prim/IR/PrimTypes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

#include <cmath>

using namespace mlir;
using namespace mlir::prim;
using namespace mlir::prim::tvmscript;
using llvm::SMLoc;
using llvm::StringRef;

Type ImporterBase::mlirType(DType d) {
  if (d.isVector())
    return VectorType::get({d.lanes}, mlirType(d.withLanes(1)));
  switch (d.code) {
  case DType::Int:
  case DType::UInt:
    return builder.getIntegerType(d.bits);
  case DType::Bool:
    return builder.getI1Type();
  case DType::Float:
    return d.bits == 16   ? Type(builder.getF16Type())
           : d.bits == 64 ? Type(builder.getF64Type())
                          : Type(builder.getF32Type());
  case DType::BFloat:
    return builder.getBF16Type();
  case DType::Handle:
    return HandleType::get(context);
  }
  return builder.getI32Type();
}

Value FunctionImporter::constant(DType d, int64_t i, double f) {
  Type type = mlirType(d);
  Type scalar = getElementTypeOrSelf(type);
  Location l = builder.getUnknownLoc();
  TypedAttr value = d.isFloat() ? TypedAttr(builder.getFloatAttr(scalar, f))
                                : TypedAttr(builder.getIntegerAttr(scalar, i));
  if (auto vector = dyn_cast<VectorType>(type))
    value = SplatElementsAttr::get(vector, value);
  return arith::ConstantOp::create(builder, l, type, value);
}

Value FunctionImporter::materialize(SMLoc at, const TV &v, DType dtype) {
  Location l = loc(at);
  if (dtype.isVector() && v.isLiteral()) {
    Value scalar = materialize(at, v, dtype.withLanes(1));
    return scalar ? vector::BroadcastOp::create(builder, l, mlirType(dtype),
                                                scalar)
                  : Value();
  }
  switch (v.kind) {
  case TV::Scalar:
    if (v.dtype != dtype) {
      error(at, "expected " + dtype.str() + ", found " + v.dtype.str());
      return nullptr;
    }
    return v.value;
  case TV::IntLit:
  case TV::BoolLit:
    if (dtype.isFloat())
      return arith::ConstantOp::create(
          builder, l, mlirType(dtype),
          builder.getFloatAttr(mlirType(dtype), static_cast<double>(v.i)));
    if (dtype.isInt() || dtype.isBool()) {
      if (dtype.code == DType::UInt && v.i < 0) {
        error(at, "the literal " + std::to_string(v.i) + " does not fit in " +
                      dtype.str());
        return nullptr;
      }
      if (dtype.bits < 64) {
        int64_t lo = -(int64_t(1) << (dtype.bits - 1));
        int64_t hi = (int64_t(1) << (dtype.bits - 1)) - 1;
        if (dtype.isBool()) {
          lo = 0;
          hi = 1;
        } else if (dtype.code == DType::UInt) {
          lo = 0;
          hi = (int64_t(1) << dtype.bits) - 1;
        }
        if (v.i < lo || v.i > hi) {
          error(at, "the literal " + std::to_string(v.i) + " does not fit in " +
                        dtype.str());
          return nullptr;
        }
      }
      return arith::ConstantOp::create(
          builder, l, mlirType(dtype),
          builder.getIntegerAttr(mlirType(dtype), v.i));
    }
    break;
  case TV::FloatLit:
    if (dtype.isFloat())
      return arith::ConstantOp::create(
          builder, l, mlirType(dtype),
          builder.getFloatAttr(mlirType(dtype), v.f));
    error(at, "a float literal where " + dtype.str() + " is expected");
    return nullptr;
  default:
    break;
  }
  error(at, "expected a " + dtype.str() + " value");
  return nullptr;
}

/// Brings two numeric operands to one dtype, as TIR's binary operators do
/// (promoteDTypes): a literal takes the other operand's dtype; ints widen;
/// an int meeting a float becomes that float; floats widen.
bool FunctionImporter::unify(SMLoc at, TV &a, TV &b) {
  if (!a.isNumeric() || !b.isNumeric())
    return fail(at, "expected numeric operands");
  if (a.kind != TV::Scalar && b.kind != TV::Scalar)
    return true;
  auto fromLiteral = [&](TV &lit, DType other) -> bool {
    DType d = literalDTypeBeside(lit.literalKind(), other);
    Value v = materialize(at, lit, d);
    if (!v)
      return false;
    lit = TV::scalar(v, d);
    return true;
  };
  if (a.kind != TV::Scalar && !fromLiteral(a, b.dtype))
    return false;
  if (b.kind != TV::Scalar && !fromLiteral(b, a.dtype))
    return false;
  if (a.dtype.lanes != b.dtype.lanes && !broadcastLanes(at, a, b))
    return false;
  llvm::Expected<DType> target = promoteDTypes(a.dtype, b.dtype);
  if (!target)
    return fail(at, llvm::toString(target.takeError()));
  if (a.dtype == b.dtype)
    return true;
  TV ca = emitCast(at, a, *target), cb = emitCast(at, b, *target);
  if (!ca.ok() || !cb.ok())
    return false;
  a = ca;
  b = cb;
  return true;
}

/// unify, where two untyped literals first become what TIR makes of them
/// (literalPairDType).
bool FunctionImporter::unifyOperands(SMLoc at, TV &a, TV &b) {
  if (a.isLiteral() && b.isLiteral()) {
    DType d = literalPairDType(a.literalKind(), b.literalKind());
    Value va = materialize(at, a, d);
    if (!va)
      return false;
    a = TV::scalar(va, d);
  }
  return unify(at, a, b);
}

TV FunctionImporter::emitCast(SMLoc at, TV v, DType to) {
  if (v.kind != TV::Scalar) {
    if (!v.isLiteral())
      return error(at, "T.Cast takes a numeric value");
    if (to.isInt() && v.kind == TV::FloatLit) {
      if (!(std::fabs(v.f) < 9.2e18))
        return error(at, "the literal does not fit in " + to.str());
      Value m = materialize(
          at, TV::intLit(static_cast<int64_t>(std::trunc(v.f))), to);
      return m ? TV::scalar(m, to) : TV();
    }
    if (to.isBool())
      return TV::scalar(
          constant(to, v.kind == TV::FloatLit ? v.f != 0 : v.i != 0), to);
    Value m = materialize(at, v, to);
    return m ? TV::scalar(m, to) : TV();
  }
  DType from = v.dtype;
  if (from == to)
    return v;
  if (from.isHandle() || to.isHandle())
    return error(at, "cannot cast " + from.str() + " to " + to.str());
  if (from.lanes != to.lanes) {
    // As TVM's cast: a scalar is cast, then broadcast.
    if (from.isVector())
      return error(at, "cannot cast " + from.str() + " to " + to.str());
    TV scalar = emitCast(at, v, to.withLanes(1));
    if (!scalar.ok())
      return TV();
    return TV::scalar(vector::BroadcastOp::create(builder, loc(at),
                                                  mlirType(to), scalar.value),
                      to);
  }
  Location l = loc(at);
  Type type = mlirType(to);
  Value x = v.value, r;
  if (to.isBool()) {
    r = from.isFloat()
            ? arith::CmpFOp::create(builder, l, arith::CmpFPredicate::UNE, x,
                                    constant(from, 0, 0.0))
                  .getResult()
            : arith::CmpIOp::create(builder, l, arith::CmpIPredicate::ne, x,
                                    constant(from, 0))
                  .getResult();
  } else if (from.isFloat() && to.isFloat()) {
    r = (to.bits > from.bits || (to.bits == from.bits))
            ? (to.bits == from.bits
                   ? arith::ExtFOp::create(builder, l, builder.getF32Type(), x)
                         .getResult()
                   : arith::ExtFOp::create(builder, l, type, x).getResult())
            : arith::TruncFOp::create(builder, l, type, x).getResult();
    if (to.bits == from.bits) // f16 <-> bf16, through f32
      r = arith::TruncFOp::create(builder, l, type, r);
  } else if (from.isFloat()) {
    r = to.code == DType::UInt
            ? arith::FPToUIOp::create(builder, l, type, x).getResult()
            : arith::FPToSIOp::create(builder, l, type, x).getResult();
  } else if (to.isFloat()) {
    r = (from.isBool() || from.code == DType::UInt)
            ? arith::UIToFPOp::create(builder, l, type, x).getResult()
            : arith::SIToFPOp::create(builder, l, type, x).getResult();
  } else if (to.bits == from.bits) {
    r = x; // int <-> uint of one width: the same bits
  } else if (to.bits > from.bits) {
    r = (from.isBool() || from.code == DType::UInt)
            ? arith::ExtUIOp::create(builder, l, type, x).getResult()
            : arith::ExtSIOp::create(builder, l, type, x).getResult();
  } else {
    r = arith::TruncIOp::create(builder, l, type, x);
  }
  return TV::scalar(r, to);
}

std::optional<DType> FunctionImporter::typeObject(Expr *e) {
  if (e->kind == Expr::Str)
    return parseVectorDType(e->name);
  if (e->kind != Expr::Attribute || e->name != "ty" ||
      e->children[0]->kind != Expr::Call)
    return std::nullopt;
  Expr *var = e->children[0].get();
  std::string callee = calleeName(var->children[0].get());
  std::optional<DType> dtype = lookupBuiltin(callee) == Builtin::T_Ptr
                                   ? DType::handle()
                                   : parseDTypeCallee(callee);
  // T.handle(dtype, storage_scope) (T.Ptr too): the element dtype must be
  // one.
  if (dtype && dtype->isHandle() && var->children.size() > 1 &&
      (var->children[1]->kind != Expr::Str ||
       (var->children[1]->name != "void" &&
        !parseVectorDType(var->children[1]->name))))
    return std::nullopt;
  return dtype;
}

/// Whether `layout` is T.TileLayout(T.S[shape : strides]) with the buffer's
/// constant shape and its row-major strides, which is TVM main's default
/// layout; the buffer has no strides, elem_offset or buffer_type "auto" of
/// its own (the pipelines would read those differently too).
bool ImporterBase::isRowMajorTileLayout(Expr *layout, const BufferDecl &decl) {
  if (layout->kind != Expr::Call || layout->children.size() != 2 ||
      !layout->keywords.empty() ||
      builtinOf(layout->children[0].get()) != Builtin::T_TileLayout ||
      decl.hasStrides || decl.elemOffset || decl.autoBroadcast.isValid())
    return false;
  Expr *spec = layout->children[1].get();
  if (spec->kind != Expr::Subscript ||
      builtinOf(spec->children[0].get()) != Builtin::T_S)
    return false;
  Expr *slice = spec->children[1].get();
  if (slice->kind != Expr::Slice || !slice->children[0] ||
      !slice->children[1] || slice->children[2])
    return false;
  // S[n : s] is S[(n,) : (s,)].
  auto items = [](Expr *e) {
    SmallVector<Expr *> result;
    if (e->kind == Expr::Tuple)
      for (ExprPtr &item : e->children)
        result.push_back(item.get());
    else
      result.push_back(e);
    return result;
  };
  SmallVector<Expr *> extents = items(slice->children[0].get());
  SmallVector<Expr *> strides = items(slice->children[1].get());
  if (extents.size() != decl.shape.size() || strides.size() != extents.size())
    return false;
  int64_t rowMajor = 1;
  for (size_t i = extents.size(); i-- > 0;) {
    std::optional<int64_t> dim = staticInt(decl.shape[i]);
    if (!dim || extents[i]->kind != Expr::Int || extents[i]->intValue != *dim ||
        strides[i]->kind != Expr::Int || strides[i]->intValue != rowMajor)
      return false;
    rowMajor *= *dim;
  }
  return true;
}

Value FunctionImporter::toIndex(SMLoc at, TV v) {
  if (v.kind == TV::Scalar && v.dtype.isVector()) {
    error(at, "a vector index must be the last one, T.Ramp(...) or a "
              "vector of T.Ramp's lanes");
    return nullptr;
  }
  if (v.kind == TV::IntLit)
    return arith::ConstantIndexOp::create(builder, loc(at), v.i);
  if (v.kind == TV::Scalar && v.dtype.code == DType::UInt)
    return arith::IndexCastUIOp::create(builder, loc(at),
                                        builder.getIndexType(), v.value);
  if (v.kind == TV::Scalar && v.dtype.isInt())
    return arith::IndexCastOp::create(builder, loc(at), builder.getIndexType(),
                                      v.value);
  error(at, "an index must be an integer");
  return nullptr;
}

Value FunctionImporter::toBool(SMLoc at, TV v) {
  if (v.kind == TV::BoolLit)
    return constant(DType::boolean(), v.i);
  if (v.kind == TV::Scalar && v.dtype.isBool() && !v.dtype.isVector())
    return v.value;
  error(at, "expected a bool condition" + (v.kind == TV::Scalar
                                               ? ", found " + v.dtype.str()
                                               : std::string()));
  return nullptr;
}

/// Brings two operands of different lanes to one, as TIR's binary operators
/// do (commonLanes): a scalar is broadcast to the other operand's lanes.
bool FunctionImporter::broadcastLanes(SMLoc at, TV &a, TV &b) {
  llvm::Expected<unsigned> lanes = commonLanes(a.dtype, b.dtype);
  if (!lanes)
    return fail(at, llvm::toString(lanes.takeError()));
  TV &scalar = a.dtype.isVector() ? b : a;
  DType to = scalar.dtype.withLanes(*lanes);
  scalar = TV::scalar(
      vector::BroadcastOp::create(builder, loc(at), mlirType(to), scalar.value),
      to);
  return true;
}
