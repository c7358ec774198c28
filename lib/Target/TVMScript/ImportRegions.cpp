//===- ImportRegions.cpp - T.match_buffer of a buffer region --------------===//
//
// `B = T.match_buffer(A[i, j0:j1], shape, ...)` in a block or a body binds B
// to that region of A, as TVM's LowerMatchBuffer does: B's data is A's,
// its elem_offset is A's plus the region's start, its strides are A's, and
// its dims are the region's last ones (the ones before must be of extent
// 1). Here B is a memref.subview; symbolic strides and elem_offset bind to
// the view's, and constant ones are checked.
//
//===----------------------------------------------------------------------===//

#include "Importer.h"

#include "prim/Dialect/Prim/IR/PrimOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"

using namespace mlir;
using namespace mlir::prim;
using namespace mlir::prim::tvmscript;
using llvm::SMLoc;
using llvm::StringRef;

/// The extent of `lower:upper` when it is a constant: both bounds constant,
/// or `e : e + c`.
std::optional<int64_t> FunctionImporter::staticExtent(Expr *lower,
                                                      Expr *upper) {
  std::optional<int64_t> lo = lower ? staticInt(lower) : 0;
  std::optional<int64_t> hi = staticInt(upper);
  if (lo && hi)
    return *hi - *lo;
  if (lower && upper->kind == Expr::BinOp && upper->op == "+" &&
      upper->children[0]->text == lower->text)
    return staticInt(upper->children[1].get());
  return std::nullopt;
}

bool FunctionImporter::checkEqual(Location l, Value actual, Expr *expected,
                                  const std::string &what) {
  // An unbound symbolic variable takes the actual value.
  if (expected->kind == Expr::Name)
    if (Binding *b = lookup(expected->name); b && b->kind == Binding::Sym &&
                                             !b->sym->value &&
                                             b->sym->dtype.isInt()) {
      b->sym->value = arith::IndexCastOp::create(
          builder, l, mlirType(b->sym->dtype), actual);
      return true;
    }
  TV want = emitExpr(expected);
  if (!want.ok())
    return false;
  Value w = toIndex(expected->loc, want);
  if (!w)
    return false;
  Value ok =
      arith::CmpIOp::create(builder, l, arith::CmpIPredicate::eq, actual, w);
  AssertOp::create(builder, l, ok,
                   builder.getStringAttr(currentFunc->symName + ": " + what +
                                         " must be " + expected->text.str() +
                                         ", found {}"),
                   actual, ErrorKindAttr::get(context, ErrorKind::ValueError));
  return true;
}

TV FunctionImporter::matchRegion(Expr *call, StringRef name) {
  Expr *region = call->children[1].get();
  TV source = emitExpr(region->children[0].get());
  if (!source.ok())
    return TV();
  if (source.kind != TV::BufferRef)
    return error(region->loc, "T.match_buffer matches a region of a buffer; '" +
                                  region->children[0]->text +
                                  "' is not a buffer");
  Buffer &src = *source.buffer;
  auto srcType = cast<MemRefType>(src.memref.getType());
  size_t rank = region->children.size() - 1;
  if (rank != static_cast<size_t>(srcType.getRank()))
    return error(region->loc, "buffer '" + src.name + "' has " +
                                  std::to_string(srcType.getRank()) +
                                  " dims, but the region has " +
                                  std::to_string(rank));

  // The region's starts, and its extents where they are constant.
  Location l = loc(call);
  SmallVector<OpFoldResult> offsets, sizes;
  SmallVector<std::optional<int64_t>> extents;
  SmallVector<Value> dynExtents;
  for (size_t i = 0; i < rank; ++i) {
    Expr *index = region->children[i + 1].get();
    Expr *lower = index, *upper = nullptr;
    if (index->kind == Expr::Slice) {
      if (index->children[2] && staticInt(index->children[2].get()) != 1)
        return error(index->loc, "a region's slices step by 1");
      lower = index->children[0].get();
      upper = index->children[1].get();
    }
    Value start;
    if (lower) {
      TV v = emitExpr(lower);
      if (!v.ok() || !(start = toIndex(lower->loc, v)))
        return TV();
    } else {
      start = arith::ConstantIndexOp::create(builder, l, 0);
    }
    offsets.push_back(start);
    if (index->kind != Expr::Slice) {
      extents.push_back(1);
      dynExtents.push_back(nullptr);
      continue;
    }
    if (!upper) {
      // A[i:] runs to the dim's end.
      Value dim = memref::DimOp::create(builder, l, src.memref, i);
      extents.push_back(srcType.isDynamicDim(i)
                            ? std::nullopt
                            : std::optional<int64_t>(
                                  srcType.getDimSize(i) -
                                  (lower ? staticInt(lower).value_or(0) : 0)));
      dynExtents.push_back(arith::SubIOp::create(builder, l, dim, start));
      continue;
    }
    extents.push_back(staticExtent(lower, upper));
    TV hi = emitExpr(upper);
    Value h;
    if (!hi.ok() || !(h = toIndex(upper->loc, hi)))
      return TV();
    dynExtents.push_back(arith::SubIOp::create(builder, l, h, start));
  }

  // The matched buffer's declaration; without a shape, the region's.
  BufferDecl decl;
  bool hasShape = call->children.size() > 2 ||
                  llvm::any_of(call->keywords,
                               [](auto &kw) { return kw.first == "shape"; });
  if (hasShape) {
    if (!parseBufferDecl(call, 1, decl, /*allowData=*/false))
      return TV();
    if (decl.autoBroadcast.isValid())
      return error(decl.autoBroadcast, "buffer_type \"auto\" applies to "
                                       "parameters, not to regions");
  } else {
    decl.dtype = src.dtype;
    for (auto [index, kw] : llvm::enumerate(call->keywords)) {
      Expr *value = kw.second.get();
      std::optional<DType> dtype =
          value->kind == Expr::Str ? parseDType(value->name) : std::nullopt;
      if (kw.first != "dtype" || !dtype)
        return error(call->keywordLocs[index],
                     "T.match_buffer of a region without a shape takes only "
                     "a dtype");
      decl.dtype = *dtype;
    }
  }
  if (decl.dtype != src.dtype)
    return error(call->loc, "a match of " + src.dtype.str() + " data as " +
                                decl.dtype.str() + " is not supported");
  size_t ndim = hasShape ? decl.shape.size() : rank;
  if (ndim > rank)
    return error(call->loc, "the region has " + std::to_string(rank) +
                                " dims, fewer than the buffer's " +
                                std::to_string(ndim));
  size_t dropped = rank - ndim;
  SmallVector<int64_t> shape;
  for (size_t i = 0; i < rank; ++i) {
    if (i < dropped) {
      if (extents[i] != 1)
        return error(region->children[i + 1]->loc,
                     "the region's dims before the buffer's must be of "
                     "extent 1");
      sizes.push_back(builder.getIndexAttr(1));
      continue;
    }
    std::optional<int64_t> declared =
        hasShape ? staticInt(decl.shape[i - dropped]) : extents[i];
    if (declared && extents[i] && *declared != *extents[i])
      return error(call->loc, "dim " + std::to_string(i - dropped) +
                                  " of the buffer is " +
                                  std::to_string(*declared) +
                                  ", but the region's extent is " +
                                  std::to_string(*extents[i]));
    shape.push_back(declared.value_or(ShapedType::kDynamic));
    if (declared)
      sizes.push_back(builder.getIndexAttr(*declared));
    else
      sizes.push_back(dynExtents[i]);
  }
  SmallVector<OpFoldResult> strides(rank, builder.getIndexAttr(1));
  auto type = memref::SubViewOp::inferRankReducedResultType(
      shape, srcType, offsets, sizes, strides);
  Value view = memref::SubViewOp::create(builder, l, cast<MemRefType>(type),
                                         src.memref, offsets, sizes, strides);

  buffers.push_back({});
  Buffer &buffer = buffers.back();
  buffer.name = name.str();
  buffer.memref = view;
  buffer.dtype = decl.dtype;
  memref::ExtractStridedMetadataOp metadata;
  if (llvm::is_contained(shape, ShapedType::kDynamic) || decl.hasStrides ||
      decl.elemOffset || decl.offsetFactor > 1)
    metadata = memref::ExtractStridedMetadataOp::create(builder, l, view);
  for (size_t i = 0; i < ndim; ++i) {
    if (shape[i] != ShapedType::kDynamic) {
      buffer.shape.push_back(TV::intLit(shape[i]));
      continue;
    }
    // The declared dim names the region's extent.
    if (hasShape &&
        !checkEqual(l, metadata.getSizes()[i], decl.shape[i],
                    name.str() + ".shape[" + std::to_string(i) + "]"))
      return TV();
    buffer.shape.push_back(
        TV::scalar(arith::IndexCastOp::create(builder, l, builder.getI64Type(),
                                              metadata.getSizes()[i]),
                   DType::i(64)));
  }
  for (auto [i, stride] : llvm::enumerate(decl.strides))
    if (!checkEqual(l, metadata.getStrides()[i], stride,
                    name.str() + ".strides[" + std::to_string(i) + "]"))
      return TV();
  if (decl.elemOffset && !checkEqual(l, metadata.getOffset(), decl.elemOffset,
                                     name.str() + ".elem_offset"))
    return TV();
  if (decl.offsetFactor > 1) {
    Value rem = arith::RemUIOp::create(
        builder, l, metadata.getOffset(),
        arith::ConstantIndexOp::create(builder, l, decl.offsetFactor));
    Value ok =
        arith::CmpIOp::create(builder, l, arith::CmpIPredicate::eq, rem,
                              arith::ConstantIndexOp::create(builder, l, 0));
    AssertOp::create(
        builder, l, ok,
        builder.getStringAttr(currentFunc->symName + ": " + name.str() +
                              ".elem_offset must be a multiple of " +
                              std::to_string(decl.offsetFactor) + ", found {}"),
        metadata.getOffset(),
        ErrorKindAttr::get(context, ErrorKind::ValueError));
  }
  return TV::bufferRef(&buffer);
}
