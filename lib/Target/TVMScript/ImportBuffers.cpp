//===- ImportBuffers.cpp - Buffers: bindings, allocations, accesses -------===//
//
// A parameter's buffer binds the symbolic variables of its shape, strides
// and offset or checks them at the entry; a body's buffer is allocated or
// is a view of another's data; and an element access reads or writes the
// memref. What a declaration says is read in ImportBufferDecls.cpp.
//
//===----------------------------------------------------------------------===//

#include "Importer.h"

#include "prim/Dialect/Prim/IR/PrimOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::prim;
using namespace mlir::prim::tvmscript;
using llvm::SMLoc;
using llvm::StringRef;

bool FunctionImporter::bindParamBuffer(
    FuncInfo &info, Buffer &buffer, BufferDecl &decl,
    SmallVectorImpl<std::function<bool()>> &checks) {
  auto type = cast<MemRefType>(buffer.memref.getType());
  Location l = buffer.memref.getLoc();
  std::string fn = info.symName;
  Value metadata;
  auto strided = [&]() -> memref::ExtractStridedMetadataOp {
    if (!metadata)
      metadata =
          memref::ExtractStridedMetadataOp::create(builder, l, buffer.memref)
              .getBaseBuffer();
    return cast<memref::ExtractStridedMetadataOp>(metadata.getDefiningOp());
  };
  // Binds `e` to `actual` (an index) if `e` is an unbound symbolic variable;
  // otherwise queues a check that they are equal.
  auto bindOrCheck = [&](Expr *e, Value actual,
                         const std::string &what) -> bool {
    if (e->kind == Expr::Name) {
      Binding *b = lookup(e->name);
      if (!b) {
        // A name first seen in a shape string: a new symbolic variable.
        auto declared = info.declaredSyms.find(e->name);
        syms.push_back({e->name,
                        declared != info.declaredSyms.end() ? declared->second
                                                            : DType::i(32),
                        nullptr});
        Binding nb;
        nb.kind = Binding::Sym;
        nb.sym = &syms.back();
        bind(e->name, nb);
        b = lookup(e->name);
      }
      if (b->kind == Binding::Sym && !b->sym->value && b->sym->dtype.isInt()) {
        b->sym->value = arith::IndexCastOp::create(
            builder, l, mlirType(b->sym->dtype), actual);
        return true;
      }
    }
    checks.push_back([this, e, actual, what, fn, l]() -> bool {
      TV expected = emitExpr(e);
      if (!expected.ok())
        return false;
      Value want = toIndex(e->loc, expected);
      if (!want)
        return false;
      Value ok = arith::CmpIOp::create(builder, l, arith::CmpIPredicate::eq,
                                       actual, want);
      std::string text =
          e->text.empty() ? std::string("its declaration") : e->text.str();
      AssertOp::create(builder, l, ok,
                       builder.getStringAttr(fn + ": " + what + " must be " +
                                             text + ", found {}"),
                       actual,
                       ErrorKindAttr::get(context, ErrorKind::ValueError));
      return true;
    });
    return true;
  };
  for (auto [i, dim] : llvm::enumerate(decl.shape)) {
    if (!type.isDynamicDim(i)) {
      buffer.shape.push_back(TV::intLit(type.getDimSize(i)));
      continue;
    }
    Value actual = memref::DimOp::create(builder, l, buffer.memref, i);
    if (!bindOrCheck(dim, actual,
                     buffer.name + ".shape[" + std::to_string(i) + "]"))
      return false;
    buffer.shape.push_back(TV()); // filled in below, once names are bound
  }
  auto layout = dyn_cast<StridedLayoutAttr>(type.getLayout());
  // An auto-broadcast buffer's dims of extent 1 have stride 0, as TVM's
  // ArgBinder binds them: any index reads their one element.
  bool broadcast = decl.autoBroadcast.isValid() && layout;
  SmallVector<OpFoldResult> broadcastStrides;
  if (layout) {
    for (size_t i = 0, e = layout.getStrides().size(); i < e; ++i) {
      if (!ShapedType::isDynamic(layout.getStrides()[i])) {
        broadcastStrides.push_back(
            builder.getIndexAttr(layout.getStrides()[i]));
        continue;
      }
      Value actual = strided().getStrides()[i];
      if (broadcast) {
        Value dim = getValueOrCreateConstantIndexOp(
            builder, l, memref::getMixedSize(builder, l, buffer.memref, i));
        Value one = arith::ConstantIndexOp::create(builder, l, 1);
        Value isOne = arith::CmpIOp::create(builder, l,
                                            arith::CmpIPredicate::eq, dim, one);
        actual = arith::SelectOp::create(
            builder, l, isOne, arith::ConstantIndexOp::create(builder, l, 0),
            actual);
        broadcastStrides.push_back(actual);
      }
      if (decl.hasStrides) {
        if (!bindOrCheck(decl.strides[i], actual,
                         buffer.name + ".strides[" + std::to_string(i) + "]"))
          return false;
        continue;
      }
      // Compact strides: the product of the dims to the right.
      checks.push_back([this, &buffer, i, actual, fn, l, type]() -> bool {
        Value want = arith::ConstantIndexOp::create(builder, l, 1);
        for (int64_t d = type.getRank() - 1; d > static_cast<int64_t>(i); --d)
          want = arith::MulIOp::create(
              builder, l, want,
              memref::DimOp::create(builder, l, buffer.memref, d));
        Value ok = arith::CmpIOp::create(builder, l, arith::CmpIPredicate::eq,
                                         actual, want);
        AssertOp::create(builder, l, ok,
                         builder.getStringAttr(fn + ": " + buffer.name +
                                               ".strides[" + std::to_string(i) +
                                               "] must be compact, found {}"),
                         actual,
                         ErrorKindAttr::get(context, ErrorKind::ValueError));
        return true;
      });
    }
    if (ShapedType::isDynamic(layout.getOffset())) {
      Value actual = strided().getOffset();
      if (!bindOrCheck(decl.elemOffset, actual, buffer.name + ".elem_offset"))
        return false;
      if (decl.offsetFactor > 1) {
        int64_t factor = decl.offsetFactor;
        checks.push_back([this, actual, factor, fn, l, &buffer]() -> bool {
          Value rem = arith::RemUIOp::create(
              builder, l, actual,
              arith::ConstantIndexOp::create(builder, l, factor));
          Value ok = arith::CmpIOp::create(
              builder, l, arith::CmpIPredicate::eq, rem,
              arith::ConstantIndexOp::create(builder, l, 0));
          AssertOp::create(
              builder, l, ok,
              builder.getStringAttr(fn + ": " + buffer.name +
                                    ".elem_offset must be a multiple of " +
                                    std::to_string(factor) + ", found {}"),
              actual, ErrorKindAttr::get(context, ErrorKind::ValueError));
          return true;
        });
      }
    }
  }
  // T.match_buffer(a, ..., data=p): TVM v0.20's ArgBinder binds the
  // buffer's data to the argument's, and p is bound already, so they must be
  // equal. TVM main's T.match_buffer takes only p's storage scope: the
  // buffer's data is its argument's, unchecked.
  if (decl.data) {
    checks.push_back([this, &buffer, &decl, fn, l]() -> bool {
      TV data = emitExpr(decl.data);
      if (!data.ok())
        return false;
      bool isPointer = data.kind == TV::DataRef || data.kind == TV::BufferRef ||
                       (data.kind == TV::Scalar && data.dtype.isHandle());
      if (!isPointer)
        return fail(decl.data->loc, "'data' must be a pointer: a buffer's "
                                    "data (A.data) or a handle");
      if (!flavor.has(Feature::MatchBufferDataBound))
        return true;
      Value want = pointerAsIndex(l, data);
      Value actual = memref::ExtractAlignedPointerAsIndexOp::create(
          builder, l, buffer.memref);
      Value ok = arith::CmpIOp::create(builder, l, arith::CmpIPredicate::eq,
                                       actual, want);
      AssertOp::create(
          builder, l, ok,
          builder.getStringAttr(fn + ": " + buffer.name + ".data must be " +
                                decl.data->text.str()),
          Value(), ErrorKindAttr::get(context, ErrorKind::ValueError));
      return true;
    });
  }
  if (broadcast) {
    OpFoldResult offset =
        ShapedType::isDynamic(layout.getOffset())
            ? OpFoldResult(strided().getOffset())
            : OpFoldResult(builder.getIndexAttr(layout.getOffset()));
    buffer.memref = memref::ReinterpretCastOp::create(
        builder, l, type, buffer.memref, offset,
        memref::getMixedSizes(builder, l, buffer.memref), broadcastStrides);
  }
  return true;
}

TV FunctionImporter::allocateBuffer(Expr *call, StringRef name, bool isAllocate,
                                    BufferDecl *parsed) {
  BufferDecl decl;
  if (parsed) {
    decl = *parsed;
  } else if (isAllocate) {
    // T.allocate(extents, dtype, scope="global", condition=None,
    // annotations=None), by position or keyword.
    Expr *args[4] = {};
    static const char *const names[4] = {"extents", "dtype", "scope",
                                         "condition"};
    for (size_t i = 1; i < call->children.size() && i <= 4; ++i)
      args[i - 1] = call->children[i].get();
    if (call->children.size() > 5)
      return error(call->children[5]->loc,
                   "T.allocate takes at most 4 positional arguments");
    for (auto [index, kw] : llvm::enumerate(call->keywords)) {
      auto *it = llvm::find(names, kw.first);
      if (it != std::end(names)) {
        args[it - std::begin(names)] = kw.second.get();
        continue;
      }
      if (kw.first == "annotations")
        continue; // hints for TVM's passes
      return error(call->keywordLocs[index],
                   "unsupported T.allocate argument '" + kw.first + "'");
    }
    if (!args[0] || !args[1])
      return error(call->loc, "T.allocate needs extents and a dtype");
    Expr *extents = args[0];
    if (extents->kind == Expr::Tuple || extents->kind == Expr::List)
      for (ExprPtr &e : extents->children)
        decl.shape.push_back(e.get());
    else
      decl.shape.push_back(extents);
    Expr *dtype = args[1];
    std::optional<DType> d =
        dtype->kind == Expr::Str ? parseDType(dtype->name) : std::nullopt;
    if (!d || d->isHandle())
      return error(dtype->loc, "T.allocate needs a dtype such as \"float32\"");
    decl.dtype = *d;
    if (Expr *scope = args[2];
        scope && (scope->kind != Expr::Str ||
                  (scope->name != "global" && scope->name != "local")))
      return error(scope->loc, "T.allocate's scope must be \"global\"");
    if (args[3])
      return error(args[3]->loc, "T.allocate's condition is not supported");
  } else {
    if (!parseBufferDecl(call, 0, decl, /*allowData=*/true))
      return TV();
    if (decl.implicitStrides)
      return error(decl.autoBroadcast, "buffer_type \"auto\" gives a buffer "
                                       "that is not a parameter strides that "
                                       "nothing binds; give its strides");
    if (decl.axisSeparators.isValid() && decl.data)
      return error(decl.axisSeparators,
                   "axis_separators on a view are not supported: they "
                   "change how its data is laid out in memory");
    if (decl.data)
      return declareView(decl, call, name);
  }
  if (decl.hasStrides || decl.elemOffset)
    return allocateStrided(decl, call, name);
  MemRefType type = bufferType(decl);
  if (!type)
    return TV();
  SmallVector<Value> dynSizes;
  Buffer *declared = declareBuffer(decl, type, name, dynSizes);
  if (!declared)
    return TV();
  Buffer &buffer = *declared;
  Location l = loc(call);
  // TVM puts constant allocations of at most 1 KiB on the stack (at the
  // function's entry, or per thread in a parallel loop) and the others in
  // a workspace.
  int64_t bytes = decl.dtype.bytes();
  bool small = type.hasStaticShape();
  for (int64_t d : type.getShape())
    small = small && !llvm::MulOverflow(bytes, d, bytes);
  if (small && bytes <= 1024) {
    buffer.memref = allocaAtEntry(l, type);
  } else {
    buffer.memref = memref::AllocOp::create(builder, l, type, dynSizes);
    deallocs.back().push_back(buffer.memref);
  }
  return TV::bufferRef(&buffer, isAllocate ? TV::DataRef : TV::BufferRef);
}

Buffer *FunctionImporter::declareBuffer(BufferDecl &decl, MemRefType type,
                                        StringRef name,
                                        SmallVectorImpl<Value> &dynamicSizes) {
  buffers.push_back({});
  Buffer &buffer = buffers.back();
  buffer.name = name.str();
  buffer.dtype = decl.dtype;
  for (auto [i, dim] : llvm::enumerate(decl.shape)) {
    TV v = emitExpr(dim);
    if (!v.ok())
      return nullptr;
    buffer.shape.push_back(v);
    if (!type.isDynamicDim(i))
      continue;
    Value idx = toIndex(dim->loc, v);
    if (!idx)
      return nullptr;
    dynamicSizes.push_back(idx);
  }
  return &buffer;
}

/// An allocation with strides or an elem_offset, which must be constants:
/// compact, it is any other allocation; padded, its memory holds every
/// element the strides reach, viewed with them.
TV FunctionImporter::allocateStrided(BufferDecl &decl, Expr *call,
                                     StringRef name) {
  int64_t offset = 0;
  if (decl.elemOffset) {
    std::optional<int64_t> v = staticInt(decl.elemOffset);
    if (!v || *v < 0)
      return error(decl.elemOffset->loc, "an allocated buffer's elem_offset "
                                         "must be a constant, at least 0");
    offset = *v;
  }
  SmallVector<int64_t> shape, strides(decl.shape.size());
  for (Expr *dim : decl.shape) {
    std::optional<int64_t> v = staticInt(dim);
    if (!v || *v < 0)
      return error(dim->loc, "an allocated buffer with strides or an "
                             "elem_offset needs a constant shape");
    shape.push_back(*v);
  }
  // Compact strides unless given.
  int64_t running = 1, size = offset + 1;
  bool compact = offset == 0;
  for (int64_t i = shape.size() - 1; i >= 0; --i) {
    strides[i] = running;
    if (decl.hasStrides) {
      std::optional<int64_t> v = staticInt(decl.strides[i]);
      if (!v || *v < 0)
        return error(decl.strides[i]->loc, "an allocated buffer's strides "
                                           "must be constants, at least 0");
      compact = compact && *v == running;
      strides[i] = *v;
    }
    if (llvm::MulOverflow(running, shape[i], running) ||
        llvm::AddOverflow(size, (shape[i] - 1) * strides[i], size))
      return error(call->loc, "the buffer is too large");
  }
  if (compact) {
    decl.hasStrides = false;
    decl.strides.clear();
    decl.elemOffset = nullptr;
    return allocateBuffer(call, name, /*isAllocate=*/false, &decl);
  }
  if (llvm::is_contained(shape, 0))
    size = offset;
  Location l = loc(call);
  auto flatType = MemRefType::get({size}, bufferElementType(decl.dtype));
  int64_t bytes = decl.dtype.bytes() * size;
  Value flat;
  if (bytes <= 1024) {
    flat = allocaAtEntry(l, flatType);
  } else {
    flat = memref::AllocOp::create(builder, l, flatType);
    deallocs.back().push_back(flat);
  }
  auto type = MemRefType::get(shape, flatType.getElementType(),
                              StridedLayoutAttr::get(context, offset, strides));
  buffers.push_back({});
  Buffer &buffer = buffers.back();
  buffer.name = name.str();
  buffer.dtype = decl.dtype;
  for (int64_t d : shape)
    buffer.shape.push_back(TV::intLit(d));
  buffer.memref = memref::ReinterpretCastOp::create(builder, l, type, flat,
                                                    offset, shape, strides);
  return TV::bufferRef(&buffer);
}

SmallVector<Value> FunctionImporter::bufferIndices(Expr *subscript,
                                                   Buffer &buffer,
                                                   bool rampBase) {
  auto type = cast<MemRefType>(buffer.memref.getType());
  size_t count = subscript->children.size() - 1;
  // A[()] reads a rank-0 buffer (the parser spreads other tuples).
  if (count == 1 && subscript->children[1]->kind == Expr::Tuple)
    count = 0;
  if (count != static_cast<size_t>(type.getRank())) {
    error(subscript->loc,
          "buffer '" + buffer.name + "' has " + std::to_string(type.getRank()) +
              " dims, but is indexed with " + std::to_string(count));
    return {};
  }
  SmallVector<Value> indices;
  for (size_t i = 0; i < count; ++i) {
    Expr *index = subscript->children[i + 1].get();
    bool isSlice = index->kind == Expr::Slice;
    if (rampBase && i + 1 == count && isVectorAccess(subscript) &&
        (isSlice || index->children.size() == 4))
      // The slice's lower bound, or T.Ramp's base.
      index = index->children[isSlice ? 0 : 1].get();
    else if (isSlice) {
      // A slice of one element is its lower bound, as in TVMScript.
      std::optional<int64_t> lanes = sliceLanes(index);
      if (lanes != 1) {
        error(index->loc,
              "buffer slices ('" + index->text + "') are only supported in " +
                  "T.reads/T.writes and, with a constant length, as the " +
                  "last index of a load or store");
        return {};
      }
      index = index->children[0].get();
    }
    TV v = emitExpr(index);
    if (!v.ok())
      return {};
    Value idx = toIndex(index->loc, v);
    if (!idx)
      return {};
    indices.push_back(idx);
  }
  return indices;
}

Value FunctionImporter::load(Location l, Buffer &buffer, ValueRange indices) {
  Value v = memref::LoadOp::create(builder, l, buffer.memref, indices);
  if (buffer.dtype.code != DType::UInt)
    return v;
  return UnrealizedConversionCastOp::create(
             builder, l, TypeRange{mlirType(buffer.dtype)}, ValueRange{v})
      .getResult(0);
}

void FunctionImporter::store(Location l, Value value, Buffer &buffer,
                             ValueRange indices) {
  if (buffer.dtype.code == DType::UInt)
    value = UnrealizedConversionCastOp::create(
                builder, l, TypeRange{bufferElementType(buffer.dtype)},
                ValueRange{value})
                .getResult(0);
  memref::StoreOp::create(builder, l, value, buffer.memref, indices);
}
