//===- ImportMaskedAccess.cpp - A.vload, A.vstore and predicates ----------===//
//
// TVM's Buffer.vload(begin, dtype, predicate) and Buffer.vstore(begin,
// value, predicate) (src/tir/ir/buffer.cc): the access at `begin`, whose last
// index becomes T.Ramp(base, 1, lanes) when the dtype or the value has more
// lanes than a scalar index gives. A predicate masks the access lane by
// lane, as TVM's LLVM code generator does with llvm.masked.load/store
// (codegen_llvm.cc): here vector.maskedload/maskedstore, or a gather or
// scatter with the predicate as its mask for a ramp of another stride.
// T.get_active_lane_mask(dtype, base, limit) makes such a predicate.
//
//===----------------------------------------------------------------------===//

#include "Importer.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

using namespace mlir;
using namespace mlir::prim::tvmscript;
using llvm::StringRef;

namespace {
/// `buffer[begin...]` as a subscript made of the call's own nodes, which it
/// gives back when it goes: the importer reads it as it reads `A[i, j]`.
struct BorrowedSubscript {
  Expr sub;
  SmallVector<ExprPtr *> owners;

  BorrowedSubscript(ExprPtr &buffer, ExprPtr &begin)
      : sub(Expr::Subscript, begin->loc) {
    sub.text = begin->text;
    borrow(buffer);
    // A single index is `begin` itself, as TVM's Python wrapper takes it.
    if (begin->kind != Expr::List && begin->kind != Expr::Tuple) {
      borrow(begin);
      return;
    }
    for (ExprPtr &index : begin->children)
      borrow(index);
  }
  ~BorrowedSubscript() {
    for (auto [owner, child] : llvm::zip(owners, sub.children))
      *owner = std::move(child);
  }
  void borrow(ExprPtr &child) {
    owners.push_back(&child);
    sub.children.push_back(std::move(child));
  }
};
} // namespace

/// The call's arguments by name, positional ones in `names`' order, then
/// keywords; false after reporting an unknown or repeated one.
bool FunctionImporter::bindNamedArgs(Expr *e, ArrayRef<StringRef> names,
                             MutableArrayRef<ExprPtr *> slots, StringRef name) {
  if (e->children.size() - 1 > names.size())
    return checkArgCount(e, 1, names.size(), name);
  for (size_t i = 1; i < e->children.size(); ++i)
    slots[i - 1] = &e->children[i];
  for (auto [i, keyword] : llvm::enumerate(e->keywords)) {
    const auto *it = llvm::find(names, keyword.first);
    if (it == names.end())
      return fail(e->keywordLocs[i],
                  "'" + name + "' takes no argument '" + keyword.first + "'");
    ExprPtr *&slot = slots[it - names.begin()];
    if (slot)
      return fail(e->keywordLocs[i],
                  "'" + name + "' gets '" + keyword.first + "' twice");
    slot = &keyword.second;
  }
  return true;
}

/// The indices of a vload/vstore of `lanes` lanes (0: the ramp's) at
/// `sub`: a ramp or a slice in the last dim, or `lanes` contiguous lanes
/// from a scalar index.
bool FunctionImporter::maskedAccessIndices(Expr *sub, Buffer &buffer, unsigned &lanes,
                                   SmallVectorImpl<Value> &indices,
                                   Value &indexVector) {
  if (isVectorAccess(sub))
    return vectorAccessIndices(sub, buffer, indices, indexVector, lanes);
  if (buffer.dtype.isBool() || buffer.dtype.isHandle() ||
      buffer.dtype.isVector())
    return fail(sub->loc, "vector accesses of " + buffer.dtype.str() +
                              " buffers are not supported");
  indices.append(bufferIndices(sub, buffer));
  return !m.hadError;
}

/// The predicate of an access of `lanes` lanes: a vector of as many
/// booleans.
Value FunctionImporter::emitPredicate(Expr *predicate, unsigned lanes, StringRef name) {
  TV mask = emitExpr(predicate);
  if (!mask.ok())
    return Value();
  if (mask.kind != TV::Scalar || !mask.dtype.isBool() ||
      mask.dtype.lanes != lanes) {
    error(predicate, "the predicate of '" + name + "' is a vector of " +
                         Twine(lanes) + " booleans, one a lane, not " +
                         (mask.kind == TV::Scalar ? mask.dtype.str()
                                                  : std::string("a constant")));
    return Value();
  }
  return mask.value;
}

TV FunctionImporter::emitVLoad(Expr *e, Buffer &buffer) {
  std::string name = e->children[0]->text.str();
  ExprPtr *slots[3] = {};
  if (!bindNamedArgs(e, {"begin", "dtype", "predicate"}, slots, name))
    return TV();
  auto [begin, dtype, predicate] = slots;
  if (!begin)
    return error(e, "'" + name + "' needs the indices it loads at");
  // TVM's vload: `dtype` has a multiple of the buffer's lanes
  // (buffer.cc, Buffer::vload).
  unsigned lanes = 1;
  if (dtype) {
    std::optional<DType> d = (*dtype)->kind == Expr::Str
                                 ? parseVectorDType((*dtype)->name)
                                 : std::nullopt;
    if (!d || d->withLanes(1) != buffer.dtype.withLanes(1) ||
        d->lanes % buffer.dtype.lanes)
      return error(dtype->get(),
                   "'" + name + "' loads " + buffer.dtype.str() +
                       " lanes from '" + buffer.name + "', not " +
                       ((*dtype)->kind == Expr::Str ? (*dtype)->name
                                                    : (*dtype)->text.str()));
    lanes = d->lanes / buffer.dtype.lanes;
  }
  BorrowedSubscript access(e->children[0]->children[0], *begin);
  // Without a predicate, A[begin] as TVMScript writes it.
  if (!predicate && (lanes == 1 || isVectorAccess(&access.sub)))
    return emitExpr(&access.sub);
  if (lanes == 1 && !isVectorAccess(&access.sub))
    return error(predicate->get(), "'" + name +
                                       "' has a predicate but loads one "
                                       "lane; give it a vector dtype or a "
                                       "T.Ramp index");
  SmallVector<Value> indices;
  Value indexVector;
  if (isVectorAccess(&access.sub))
    lanes = 0;
  if (!maskedAccessIndices(&access.sub, buffer, lanes, indices, indexVector))
    return TV();
  Value mask;
  if (predicate && !(mask = emitPredicate(predicate->get(), lanes, name)))
    return TV();
  return TV::scalar(
      vectorLoad(loc(e), buffer, indices, indexVector, lanes, mask),
      buffer.dtype.withLanes(lanes));
}

TV FunctionImporter::emitVStore(Expr *e, Buffer &buffer) {
  std::string name = e->children[0]->text.str();
  ExprPtr *slots[3] = {};
  if (!bindNamedArgs(e, {"begin", "value", "predicate"}, slots, name))
    return TV();
  auto [begin, valueExpr, predicate] = slots;
  if (!begin || !valueExpr)
    return error(e, "'" + name +
                        "' needs the indices it stores at and the "
                        "value");
  BorrowedSubscript access(e->children[0]->children[0], *begin);
  bool ramp = isVectorAccess(&access.sub);
  // Without a predicate, A[begin] = value as TVMScript writes it.
  if (!predicate && ramp)
    return emitStore(&access.sub, valueExpr->get(), "") ? TV::none() : TV();
  TV value = emitExpr(valueExpr->get());
  if (!value.ok())
    return TV();
  unsigned lanes = value.kind == TV::Scalar ? value.dtype.lanes : 1;
  if (!ramp && lanes == 1) {
    if (predicate)
      return error(predicate->get(), "'" + name +
                                         "' has a predicate but stores one "
                                         "lane; store a vector");
    SmallVector<Value> indices = bufferIndices(&access.sub, buffer);
    if (m.hadError ||
        !storeConverted(valueExpr->get(), value, buffer, indices, loc(e)))
      return TV();
    return TV::none();
  }
  SmallVector<Value> indices;
  Value indexVector;
  if (ramp)
    lanes = 0;
  if (!maskedAccessIndices(&access.sub, buffer, lanes, indices, indexVector))
    return TV();
  // TVM's vstore stores a value of the buffer's own element type
  // (buffer.cc, Buffer::vstore).
  DType d = buffer.dtype.withLanes(lanes);
  if (value.kind != TV::Scalar || value.dtype != d)
    return error(valueExpr->get(),
                 "'" + name + "' stores " + d.str() + " into '" + buffer.name +
                     "', not " +
                     (value.kind == TV::Scalar ? value.dtype.str()
                                               : std::string("a constant")));
  Value mask;
  if (predicate && !(mask = emitPredicate(predicate->get(), lanes, name)))
    return TV();
  vectorStore(loc(e), buffer, indices, indexVector, value.value, mask);
  return TV::none();
}

/// T.get_active_lane_mask("uint1xN", base, limit): lane i is base + i <
/// limit, unsigned, as LLVM's llvm.get.active.lane.mask, which TVM's code
/// generator calls.
TV FunctionImporter::emitActiveLaneMask(Expr *e, StringRef name) {
  if (!checkBuiltinArgs(e, Builtin::T_get_active_lane_mask, name))
    return TV();
  Expr *dtype = e->children[1].get();
  auto [element, lanesText] = StringRef(dtype->name).rsplit('x');
  unsigned lanes = 0;
  if (dtype->kind != Expr::Str || (element != "uint1" && element != "bool") ||
      lanesText.getAsInteger(10, lanes) || lanes < 2 || lanes > 1024)
    return error(dtype, "'" + name + "' makes booleans: its dtype is " +
                            "\"uint1xN\" or \"boolxN\", N from 2 to 1024");
  TV base, limit;
  if (!emitOperands(e, 2, base, limit) || !unifyOperands(e->loc, base, limit))
    return TV();
  if (!base.dtype.isInt() || base.dtype.isVector())
    return error(e, "'" + name + "' takes an integer base and limit");
  Type type = VectorType::get({lanes}, builder.getI1Type());
  return TV::scalar(LLVM::GetActiveLaneMaskOp::create(builder, loc(e), type,
                                                      base.value, limit.value),
                    DType::boolean().withLanes(lanes));
}
