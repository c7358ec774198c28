//===- ImportVectors.cpp - T.Ramp, T.Broadcast and vector accesses --------===//
//
// Fixed-width vectors as TVM's vectorized TIR writes them: T.Ramp(base,
// stride, lanes) and T.Broadcast(value, lanes) are vectors of `lanes`
// elements, T.Shuffle picks lanes of its operands concatenated, operators
// work lane by lane (a scalar operand is broadcast), and a buffer indexed by
// a ramp in its last dim is read and written lanes at a time: contiguously
// (vector.load/store) for a stride of 1, element by element
// (vector.gather/scatter) otherwise. Scalable vectors (T.vscale) stay
// refused.
//
//===----------------------------------------------------------------------===//

#include "Importer.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

#include <cstring>
#include <map>

using namespace mlir;
using namespace mlir::prim::tvmscript;
using llvm::StringRef;

/// The lanes argument of T.Ramp/T.Broadcast: a constant of at least 2.
std::optional<unsigned> FunctionImporter::vectorLanes(Expr *e, StringRef name) {
  TV lanes = emitExpr(e);
  if (!lanes.ok())
    return std::nullopt;
  if (lanes.kind != TV::IntLit || lanes.i < 2 || lanes.i > 1024) {
    error(e, "'" + name + "' takes a constant number of lanes, 2 to 1024");
    return std::nullopt;
  }
  return static_cast<unsigned>(lanes.i);
}

TV FunctionImporter::emitRamp(Expr *e, StringRef name) {
  TV base, stride;
  if (!emitOperands(e, 1, base, stride) || !unifyOperands(e->loc, base, stride))
    return TV();
  if (!base.dtype.isInt() || base.dtype.isVector())
    return error(e, "'" + name + "' takes an integer base and stride");
  std::optional<unsigned> lanes = vectorLanes(e->children[3].get(), name);
  if (!lanes)
    return TV();
  return rampValue(loc(e), base, stride, *lanes);
}

TV FunctionImporter::rampValue(Location l, TV base, TV stride, unsigned lanes) {
  // base + stride * [0, 1, ..., lanes - 1]
  DType d = base.dtype.withLanes(lanes);
  auto type = cast<VectorType>(mlirType(d));
  SmallVector<APInt> steps;
  for (unsigned i = 0; i < lanes; ++i)
    steps.push_back(APInt(d.bits, i));
  Value iota = arith::ConstantOp::create(builder, l, type,
                                         DenseElementsAttr::get(type, steps));
  Value b = vector::BroadcastOp::create(builder, l, type, base.value);
  Value s = vector::BroadcastOp::create(builder, l, type, stride.value);
  return TV::scalar(
      arith::AddIOp::create(builder, l, b,
                            arith::MulIOp::create(builder, l, s, iota)),
      d);
}

TV FunctionImporter::emitBroadcast(Expr *e, StringRef name) {
  TV value = emitExpr(e->children[1].get());
  if (!value.ok())
    return TV();
  if (!value.isNumeric())
    return error(e->children[1].get(), "'" + name + "' takes a number");
  if (value.isLiteral()) {
    DType d = literalDType(value);
    Value m = materialize(e->children[1]->loc, value, d);
    if (!m)
      return TV();
    value = TV::scalar(m, d);
  }
  if (value.dtype.isVector() || value.dtype.isHandle())
    return error(e->children[1].get(), "'" + name + "' takes a scalar");
  std::optional<unsigned> lanes = vectorLanes(e->children[2].get(), name);
  if (!lanes)
    return TV();
  DType d = value.dtype.withLanes(*lanes);
  return TV::scalar(
      vector::BroadcastOp::create(builder, loc(e), mlirType(d), value.value),
      d);
}

/// T.Shuffle(vectors, indices): the lanes of the vectors concatenated (a
/// scalar is one lane), picked by constant indices; one index picks a
/// scalar, as TVM's code generator does.
TV FunctionImporter::emitShuffle(Expr *e, StringRef name) {
  Expr *vectors = e->children[1].get();
  Expr *indices = e->children[2].get();
  if (vectors->kind != Expr::List || vectors->children.empty() ||
      indices->kind != Expr::List || indices->children.empty())
    return error(e, "'" + name +
                        "' takes a list of vectors and a list of lane "
                        "indices");
  SmallVector<Value> lanes;
  std::optional<DType> element;
  for (ExprPtr &operand : vectors->children) {
    TV v = emitExpr(operand.get());
    if (!v.ok())
      return TV();
    if (v.isLiteral()) {
      DType d = literalDType(v);
      Value m = materialize(operand->loc, v, d);
      if (!m)
        return TV();
      v = TV::scalar(m, d);
    }
    if (v.kind != TV::Scalar || v.dtype.isHandle())
      return error(operand.get(), "'" + name + "' shuffles numbers");
    if (!element)
      element = v.dtype.withLanes(1);
    else if (v.dtype.withLanes(1) != *element)
      return error(operand.get(), "'" + name + "' shuffles vectors of one " +
                                      "element dtype, not " + element->str() +
                                      " and " + v.dtype.str());
    if (!v.dtype.isVector()) {
      lanes.push_back(v.value);
      continue;
    }
    for (unsigned i = 0; i < v.dtype.lanes; ++i)
      lanes.push_back(
          vector::ExtractOp::create(builder, loc(operand.get()), v.value, i));
  }
  if (indices->children.size() > lanes.size())
    return error(indices, "'" + name + "' picks at most the " +
                              Twine(lanes.size()) + " lanes it has");
  SmallVector<Value> picked;
  for (ExprPtr &index : indices->children) {
    std::optional<int64_t> i = intImmValue(index.get());
    if (!i || *i < 0 || *i >= static_cast<int64_t>(lanes.size()))
      return error(index.get(), "'" + name +
                                    "' takes constant lane indices from 0 "
                                    "to " +
                                    Twine(lanes.size() - 1));
    picked.push_back(lanes[*i]);
  }
  if (picked.size() == 1)
    return TV::scalar(picked.front(), *element);
  DType d = element->withLanes(picked.size());
  return TV::scalar(vector::FromElementsOp::create(
                        builder, loc(e), cast<VectorType>(mlirType(d)), picked),
                    d);
}

/// A sum of terms, each a name or an expression taken whole, with integer
/// coefficients, and a constant.
struct LinearForm {
  std::map<std::string, int64_t> terms;
  int64_t constant = 0;
};

/// Adds `scale` times `e` to `form`; false when a coefficient overflows or
/// `e` has no text to name it by.
static bool
addLinear(const Expr *e, int64_t scale, LinearForm &form,
          llvm::function_ref<std::optional<int64_t>(const Expr *)> staticInt) {
  if (std::optional<int64_t> v = staticInt(e)) {
    int64_t product;
    return !llvm::MulOverflow(*v, scale, product) &&
           !llvm::AddOverflow(form.constant, product, form.constant);
  }
  if (e->kind == Expr::BinOp && (e->op == "+" || e->op == "-"))
    return addLinear(e->children[0].get(), scale, form, staticInt) &&
           addLinear(e->children[1].get(), e->op == "+" ? scale : -scale, form,
                     staticInt);
  if (e->kind == Expr::BinOp && e->op == "*") {
    for (int side = 0; side < 2; ++side) {
      std::optional<int64_t> factor = staticInt(e->children[side].get());
      int64_t product;
      if (factor && !llvm::MulOverflow(*factor, scale, product))
        return addLinear(e->children[1 - side].get(), product, form, staticInt);
    }
  }
  if (e->kind == Expr::UnaryOp && e->op == "-" && scale != INT64_MIN)
    return addLinear(e->children[0].get(), -scale, form, staticInt);
  std::string key = e->kind == Expr::Name ? e->name : e->text.str();
  if (key.empty())
    return false;
  return !llvm::AddOverflow(form.terms[key], scale, form.terms[key]);
}

std::optional<int64_t> FunctionImporter::sliceLanes(Expr *slice) {
  Expr *lower = slice->children[0].get(), *upper = slice->children[1].get(),
       *step = slice->children[2].get();
  if (!lower || !upper)
    return std::nullopt;
  auto isStatic = [this](const Expr *e) { return staticInt(e); };
  LinearForm length;
  if (!addLinear(upper, 1, length, isStatic) ||
      !addLinear(lower, -1, length, isStatic) ||
      llvm::any_of(length.terms, [](auto &term) { return term.second != 0; }))
    return std::nullopt;
  std::optional<int64_t> stride = step ? staticInt(step) : 1;
  if (!stride || *stride <= 0 || length.constant < 0 ||
      length.constant > INT64_MAX - *stride)
    return std::nullopt;
  return (length.constant + *stride - 1) / *stride;
}

bool FunctionImporter::isVectorAccess(Expr *subscript) {
  Expr *last = subscript->children.back().get();
  if (subscript->children.size() < 2)
    return false;
  if (last->kind == Expr::Slice) {
    std::optional<int64_t> lanes = sliceLanes(last);
    return lanes && *lanes > 1 && *lanes <= 1024;
  }
  if (last->kind != Expr::Call)
    return false;
  return builtinOf(last->children[0].get()) == Builtin::T_Ramp;
}

/// The indices of a vector access: the scalar ones before the last, then
/// either the ramp's base (a contiguous access: `indexVector` stays null) or
/// 0 and the ramp's elements as indices (`indexVector`).
bool FunctionImporter::vectorAccessIndices(Expr *subscript, Buffer &buffer,
                                           SmallVectorImpl<Value> &indices,
                                           Value &indexVector,
                                           unsigned &lanes) {
  auto type = cast<MemRefType>(buffer.memref.getType());
  size_t count = subscript->children.size() - 1;
  if (count != static_cast<size_t>(type.getRank()))
    return fail(subscript->loc, "buffer '" + buffer.name + "' has " +
                                    std::to_string(type.getRank()) +
                                    " dims, but is indexed with " +
                                    std::to_string(count));
  if (buffer.dtype.isBool() || buffer.dtype.isHandle() ||
      buffer.dtype.isVector())
    return fail(subscript->loc, "vector accesses of " + buffer.dtype.str() +
                                    " buffers are not supported");
  for (size_t i = 1; i < count; ++i) {
    Expr *index = subscript->children[i].get();
    TV v = emitExpr(index);
    if (!v.ok())
      return false;
    Value idx = toIndex(index->loc, v);
    if (!idx)
      return false;
    indices.push_back(idx);
  }
  Expr *ramp = subscript->children.back().get();
  Location l = loc(ramp);
  if (ramp->kind == Expr::Slice) {
    // TVMScript reads `lower:upper:step` as T.Ramp(lower, step, lanes).
    Expr *lower = ramp->children[0].get(), *step = ramp->children[2].get();
    lanes = *sliceLanes(ramp);
    TV base = emitExpr(lower);
    if (!base.ok())
      return false;
    if (!step || staticInt(step) == 1) {
      Value idx = toIndex(lower->loc, base);
      if (!idx)
        return false;
      indices.push_back(idx);
      return true;
    }
    TV stride = emitExpr(step);
    if (!stride.ok() || !unifyOperands(ramp->loc, base, stride))
      return false;
    if (!base.dtype.isInt() || base.dtype.isVector())
      return fail(ramp->loc, "a slice takes integer bounds and step");
    TV v = rampValue(l, base, stride, lanes);
    indices.push_back(arith::ConstantIndexOp::create(builder, l, 0));
    indexVector = arith::IndexCastOp::create(
        builder, l, VectorType::get({lanes}, builder.getIndexType()), v.value);
    return true;
  }
  if (ramp->children.size() == 4 && staticInt(ramp->children[2].get()) == 1) {
    std::optional<unsigned> n = vectorLanes(
        ramp->children[3].get(), calleeName(ramp->children[0].get()));
    if (!n)
      return false;
    TV base = emitExpr(ramp->children[1].get());
    if (!base.ok())
      return false;
    Value idx = toIndex(ramp->children[1]->loc, base);
    if (!idx)
      return false;
    indices.push_back(idx);
    lanes = *n;
    return true;
  }
  TV v = emitExpr(ramp);
  if (!v.ok())
    return false;
  lanes = v.dtype.lanes;
  indices.push_back(arith::ConstantIndexOp::create(builder, l, 0));
  indexVector = arith::IndexCastOp::create(
      builder, l, VectorType::get({lanes}, builder.getIndexType()), v.value);
  return true;
}

/// `value` as `type`: an unsigned buffer's vectors hold unsigned elements,
/// arith's are signless.
static Value castElements(OpBuilder &builder, Location l, Value value,
                          Type type) {
  if (value.getType() == type)
    return value;
  return UnrealizedConversionCastOp::create(builder, l, TypeRange{type},
                                            ValueRange{value})
      .getResult(0);
}

/// A mask that keeps every one of `lanes` lanes: a gather or scatter of a
/// ramp, or a masked access without a predicate.
static Value allLanesMask(OpBuilder &builder, Location l, unsigned lanes) {
  return arith::ConstantOp::create(
      builder, l,
      DenseElementsAttr::get(VectorType::get({lanes}, builder.getI1Type()),
                             true));
}

Value FunctionImporter::vectorLoad(Location l, Buffer &buffer,
                                   ValueRange indices, Value indexVector,
                                   unsigned lanes, Value mask) {
  DType d = buffer.dtype.withLanes(lanes);
  auto type = VectorType::get({lanes}, bufferElementType(buffer.dtype));
  if (!indexVector && !mask)
    return castElements(
        builder, l,
        vector::LoadOp::create(builder, l, type, buffer.memref, indices),
        mlirType(d));
  if (!mask)
    mask = allLanesMask(builder, l, lanes);
  Value passThru = castElements(builder, l, constant(d, 0, 0.0), type);
  if (!indexVector)
    return castElements(builder, l,
                        vector::MaskedLoadOp::create(builder, l, type,
                                                     buffer.memref, indices,
                                                     mask, passThru),
                        mlirType(d));
  return castElements(builder, l,
                      vector::GatherOp::create(builder, l, type, buffer.memref,
                                               indices, indexVector, mask,
                                               passThru),
                      mlirType(d));
}

void FunctionImporter::vectorStore(Location l, Buffer &buffer, ValueRange indices,
                           Value indexVector, Value value, Value mask) {
  unsigned lanes = cast<VectorType>(value.getType()).getNumElements();
  Value stored =
      castElements(builder, l, value,
                   VectorType::get({lanes}, bufferElementType(buffer.dtype)));
  if (!indexVector && !mask) {
    vector::StoreOp::create(builder, l, stored, buffer.memref, indices);
    return;
  }
  if (!mask)
    mask = allLanesMask(builder, l, lanes);
  if (indexVector)
    vector::ScatterOp::create(builder, l, Type(), buffer.memref, indices,
                              indexVector, mask, stored);
  else
    vector::MaskedStoreOp::create(builder, l, buffer.memref, indices, mask,
                                  stored);
}

TV FunctionImporter::emitVectorLoad(Expr *subscript, Buffer &buffer) {
  SmallVector<Value> indices;
  Value indexVector;
  unsigned lanes = 0;
  if (!vectorAccessIndices(subscript, buffer, indices, indexVector, lanes))
    return TV();
  return TV::scalar(
      vectorLoad(loc(subscript), buffer, indices, indexVector, lanes),
      buffer.dtype.withLanes(lanes));
}

/// A store to a vector access. As TVM's BufferStore, the value must have
/// the access's lanes and is cast to the buffer's dtype.
bool FunctionImporter::emitVectorStore(Expr *target, Buffer &buffer,
                                       Expr *valueExpr, StringRef augOp) {
  SmallVector<Value> indices;
  Value indexVector;
  unsigned lanes = 0;
  if (!vectorAccessIndices(target, buffer, indices, indexVector, lanes))
    return false;
  TV value = emitExpr(valueExpr);
  if (!value.ok())
    return false;
  Location l = loc(target);
  DType d = buffer.dtype.withLanes(lanes);
  Value mask;
  if (indexVector)
    mask = allLanesMask(builder, l, lanes);
  if (!augOp.empty()) {
    Value old = vectorLoad(l, buffer, indices, indexVector, lanes);
    value = emitBinary(target->loc, augOp, TV::scalar(old, d), value);
    if (!value.ok())
      return false;
  }
  if (value.kind != TV::Scalar || value.dtype.lanes != lanes)
    return fail(valueExpr->loc,
                "stores " +
                    (value.kind == TV::Scalar ? value.dtype.str()
                                              : std::string("a scalar")) +
                    " into " + std::to_string(lanes) + " lanes of '" +
                    buffer.name + "'; use T.Broadcast");
  value = emitCast(valueExpr->loc, value, d);
  if (!value.ok())
    return false;
  vectorStore(l, buffer, indices, indexVector, value.value, mask);
  return true;
}

Value FunctionImporter::bitcastLanes(Location l, Value value, DType to) {
  // As vectors: a scalar is a vector of one lane.
  auto asVector = [](Type t) {
    return isa<VectorType>(t) ? cast<VectorType>(t) : VectorType::get({1}, t);
  };
  if (!isa<VectorType>(value.getType()))
    value = vector::BroadcastOp::create(builder, l, asVector(value.getType()),
                                        value);
  Value cast =
      vector::BitCastOp::create(builder, l, asVector(mlirType(to)), value);
  if (to.isVector())
    return cast;
  return vector::ExtractOp::create(builder, l, cast, ArrayRef<int64_t>{0});
}
