//===- ImportBuffers.cpp - Buffers: declarations, bindings, views ---------===//
//
// A buffer's declaration (T.Buffer, T.match_buffer, T.decl_buffer,
// T.alloc_buffer, T.allocate) becomes a memref type; a parameter's buffer
// binds the symbolic variables of its shape, strides and offset or checks
// them at the entry; a body's buffer is allocated or is a view of another's
// data; and an element access reads or writes the memref.
//
//===----------------------------------------------------------------------===//

#include "Importer.h"

#include "Parser.h"

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

std::optional<int64_t> Importer::staticInt(const Expr *e) {
  if (!e)
    return std::nullopt;
  switch (e->kind) {
  case Expr::Int:
    if (e->op == "overflow")
      return std::nullopt;
    return e->intValue;
  case Expr::UnaryOp: {
    if (e->op != "-")
      return std::nullopt;
    const Expr *operand = e->children[0].get();
    if (operand->kind == Expr::Int && operand->op == "overflow")
      return INT64_MIN;
    std::optional<int64_t> v = staticInt(operand);
    if (v && *v != INT64_MIN)
      return -*v;
    return std::nullopt;
  }
  case Expr::Call: {
    std::string name = calleeName(e->children[0].get());
    if ((name == "T.int32" || name == "T.int64" || name == "T.int16" ||
         name == "T.int8") &&
        e->children.size() == 2 && e->keywords.empty())
      return staticInt(e->children[1].get());
    return std::nullopt;
  }
  case Expr::BinOp: {
    std::optional<int64_t> a = staticInt(e->children[0].get());
    std::optional<int64_t> b = staticInt(e->children[1].get());
    if (!a || !b)
      return std::nullopt;
    int64_t r;
    if (e->op == "+" && !llvm::AddOverflow(*a, *b, r))
      return r;
    if (e->op == "-" && !llvm::SubOverflow(*a, *b, r))
      return r;
    if (e->op == "*" && !llvm::MulOverflow(*a, *b, r))
      return r;
    return std::nullopt;
  }
  default:
    return std::nullopt;
  }
}

Expr *Importer::parseShapeString(Expr *str) {
  // A string without escapes is parsed in place, so that errors point into
  // it; otherwise its decoded text is parsed and errors point at the string.
  StringRef text = str->text;
  bool inPlace = text.size() >= 2 &&
                 (text.front() == '"' || text.front() == '\'') &&
                 text.drop_front().drop_back() == str->name;
  ExprPtr parsed;
  if (inPlace) {
    Parser parser(
        text.drop_front().drop_back(),
        [&](SMLoc at, const llvm::Twine &message) {
          error(at, "in the shape string: " + message);
        },
        /*expressionOnly=*/true);
    parsed = parser.parseStandaloneExpression();
  } else {
    // The decoded text lives in a buffer the SourceMgr does not own; report
    // at the string.
    auto owned = std::make_unique<std::string>(str->name);
    Parser parser(
        *owned,
        [&](SMLoc, const llvm::Twine &message) {
          error(str->loc, "in the shape string: " + message);
        },
        /*expressionOnly=*/true);
    parsed = parser.parseStandaloneExpression();
    if (parsed) {
      // Locations point into the temporary text: move them to the string.
      std::function<void(Expr &)> relocate = [&](Expr &e) {
        e.loc = str->loc;
        e.text = StringRef();
        for (ExprPtr &child : e.children)
          if (child)
            relocate(*child);
        for (auto &kw : e.keywords)
          relocate(*kw.second);
      };
      relocate(*parsed);
    }
  }
  if (!parsed) {
    if (!hadError)
      error(str->loc, "malformed shape string");
    return nullptr;
  }
  if (parsed->kind == Expr::Str) {
    error(str->loc, "a shape string must hold an expression, not a string");
    return nullptr;
  }
  ownedExprs.push_back(std::move(parsed));
  return ownedExprs.back().get();
}

bool Importer::parseBufferDecl(Expr *call, unsigned firstShapeArg,
                               BufferDecl &decl, bool allowData) {
  decl.loc = call->loc;
  std::string name = calleeName(call->children[0].get());
  // TVMScript's buffer declarations share one signature after the matched
  // parameter or region, by position or keyword.
  static const char *const params[] = {
      "shape", "dtype", "data",          "strides",     "elem_offset",
      "scope", "align", "offset_factor", "buffer_type", "axis_separators"};
  size_t positional = call->children.size() - 1 - firstShapeArg;
  if (positional > std::size(params))
    return fail(call->children[firstShapeArg + 1 + std::size(params)]->loc,
                "'" + name + "' takes at most " +
                    std::to_string(std::size(params)) +
                    " arguments after the " +
                    (firstShapeArg ? "matched one" : "shape"));
  SmallVector<std::tuple<std::string, Expr *, SMLoc>> args;
  for (size_t i = 0; i < positional; ++i) {
    Expr *value = call->children[firstShapeArg + 1 + i].get();
    args.push_back({params[i], value, value->loc});
  }
  for (size_t i = 0; i < call->keywords.size(); ++i) {
    const std::string &key = call->keywords[i].first;
    if (llvm::any_of(args, [&](auto &arg) { return std::get<0>(arg) == key; }))
      return fail(call->keywordLocs[i],
                  "'" + name + "' takes '" + key + "' twice");
    args.push_back({key, call->keywords[i].second.get(), call->keywordLocs[i]});
  }
  Expr *shapeExpr = nullptr, *dtypeExpr = nullptr, *tileLayout = nullptr;
  for (auto &[key, value, at] : args) {
    if (key == "shape") {
      shapeExpr = value;
    } else if (key == "dtype") {
      dtypeExpr = value;
    } else if (key == "strides") {
      if (value->kind == Expr::NoneLit)
        continue;
      if (value->kind != Expr::Tuple && value->kind != Expr::List)
        return fail(value->loc, "'strides' takes a tuple or list");
      decl.hasStrides = true;
      for (ExprPtr &s : value->children) {
        Expr *stride = s.get();
        if (stride->kind == Expr::Str && !(stride = parseShapeString(stride)))
          return false;
        decl.strides.push_back(stride);
      }
    } else if (key == "elem_offset") {
      if (value->kind == Expr::NoneLit)
        continue;
      decl.elemOffset = value;
      if (value->kind == Expr::Str &&
          !(decl.elemOffset = parseShapeString(value)))
        return false;
    } else if (key == "align" || key == "offset_factor") {
      std::optional<int64_t> v = staticInt(value);
      if (!v)
        return fail(value->loc, "'" + key + "' takes an integer constant");
      if (key == "align") {
        if (!readAlign(value, *v, decl))
          return false;
      } else {
        decl.offsetFactor = *v;
      }
    } else if (key == "annotations" &&
               (name == "T.alloc_buffer" || name == "T.sblock_alloc_buffer" ||
                name == "T.alloc_local")) {
      if (!readAllocAnnotations(value, decl))
        return false;
    } else if (key == "layout") {
      // None and "default" are TVM main's row-major layout, checked below
      // once the shape is known.
      if (value->kind != Expr::NoneLit &&
          !(value->kind == Expr::Str && value->name == "default"))
        tileLayout = value;
    } else if (key == "scope") {
      if (value->kind != Expr::Str)
        return fail(value->loc, "'scope' takes a string");
      // TVM's "global2" (a tag) is global memory, in a workspace.
      StringRef tag = StringRef(value->name);
      if (value->name != "local" && value->name != "" &&
          !(tag.consume_front("global") && !tag.starts_with(".")))
        return fail(value->loc, "buffer scope '" + value->name +
                                    "' is not supported: Prim targets CPUs, "
                                    "whose memory is 'global'");
    } else if (key == "buffer_type") {
      if (value->kind != Expr::Str ||
          (value->name != "default" && value->name != "" &&
           value->name != "auto"))
        return fail(value->loc, "buffer_type must be \"default\" or \"auto\"");
      if (value->name == "auto")
        decl.autoBroadcast = value->loc;
    } else if (key == "axis_separators") {
      if (value->kind != Expr::List && value->kind != Expr::Tuple &&
          value->kind != Expr::NoneLit)
        return fail(value->loc, "axis_separators takes a list");
      // Separators split the physical memory into several dims; for an
      // allocation, whose layout nothing outside sees, that changes
      // nothing.
      if (!value->children.empty())
        decl.axisSeparators = value->loc;
    } else if (key == "data" && allowData) {
      decl.data = value;
    } else {
      return fail(at, "unsupported '" + name + "' argument '" + key + "'");
    }
  }
  if (!shapeExpr)
    return fail(call->loc, "'" + name + "' needs a shape");
  if (shapeExpr->kind == Expr::Tuple || shapeExpr->kind == Expr::List) {
    for (ExprPtr &dim : shapeExpr->children)
      decl.shape.push_back(dim.get());
  } else {
    decl.shape.push_back(shapeExpr);
  }
  for (Expr *&dim : decl.shape) {
    if (dim->kind == Expr::Str && !(dim = parseShapeString(dim)))
      return false;
    if (dim->kind == Expr::Starred)
      return fail(dim->loc, "starred shapes are not supported");
  }
  if (tileLayout && !isRowMajorTileLayout(tileLayout, decl))
    return fail(tileLayout->loc,
                "layout '" + tileLayout->text +
                    "' is not supported: TVM main's default CPU pipeline "
                    "(FlattenBuffer) addresses a buffer row-major whatever its "
                    "layout, while its tirx pipeline (LowerTIRx) addresses "
                    "through the layout; Prim takes the layouts both read "
                    "alike, the default and T.TileLayout(T.S[shape : "
                    "row-major strides]) of the buffer's constant shape");
  // TVM's Buffer gives an auto-broadcast buffer a stride variable per dim.
  if (decl.autoBroadcast.isValid() && !decl.hasStrides) {
    decl.hasStrides = decl.implicitStrides = true;
    for (Expr *dim : decl.shape) {
      auto stride = std::make_unique<Expr>(Expr::Name, dim->loc);
      // Not an identifier: no name in the script can refer to it.
      stride->name = "stride#" + std::to_string(ownedExprs.size());
      decl.strides.push_back(stride.get());
      ownedExprs.push_back(std::move(stride));
    }
  }
  // TVM's CompactBufferAllocation gives a block's buffers compact strides:
  // nothing reads those a T.alloc_buffer writes, even too few.
  if ((name == "T.alloc_buffer" || name == "T.sblock_alloc_buffer") &&
      decl.strides.size() != decl.shape.size()) {
    decl.hasStrides = false;
    decl.strides.clear();
  }
  if (decl.hasStrides && decl.strides.size() != decl.shape.size())
    return fail(call->loc,
                "'" + name + "' has " + std::to_string(decl.shape.size()) +
                    " dims but " + std::to_string(decl.strides.size()) +
                    " strides");
  if (dtypeExpr) {
    if (dtypeExpr->kind != Expr::Str)
      return fail(dtypeExpr->loc, "the dtype must be a string such as "
                                  "\"float32\"");
    std::optional<DType> dtype = parseVectorDType(dtypeExpr->name);
    if (!dtype || dtype->isHandle() || (dtype->isVector() && dtype->isBool()))
      return fail(dtypeExpr->loc,
                  "unsupported buffer dtype \"" + dtypeExpr->name + "\"");
    decl.dtype = *dtype;
  }
  return true;
}

MemRefType Importer::bufferType(BufferDecl &decl) {
  SmallVector<int64_t> shape;
  for (Expr *dim : decl.shape) {
    std::optional<int64_t> v = staticInt(dim);
    if (v && *v < 0) {
      error(dim->loc,
            "a buffer dim must not be negative, found " + std::to_string(*v));
      return nullptr;
    }
    shape.push_back(v ? *v : ShapedType::kDynamic);
  }
  std::optional<int64_t> offset =
      decl.elemOffset ? staticInt(decl.elemOffset) : std::optional<int64_t>(0);
  if (offset && *offset < 0) {
    error(decl.elemOffset->loc, "elem_offset must not be negative");
    return nullptr;
  }
  Type element = bufferElementType(decl.dtype);
  if (!decl.hasStrides && offset && *offset == 0)
    return MemRefType::get(shape, element);
  SmallVector<int64_t> strides(shape.size());
  if (decl.hasStrides) {
    for (auto [i, s] : llvm::enumerate(decl.strides)) {
      std::optional<int64_t> v = staticInt(s);
      strides[i] = v ? *v : ShapedType::kDynamic;
    }
  } else {
    int64_t running = 1;
    for (int64_t i = shape.size() - 1; i >= 0; --i) {
      strides[i] = running;
      if (running != ShapedType::kDynamic && shape[i] != ShapedType::kDynamic &&
          !llvm::MulOverflow(running, shape[i], running))
        continue;
      running = ShapedType::kDynamic;
    }
  }
  return MemRefType::get(
      shape, element,
      StridedLayoutAttr::get(context, offset ? *offset : ShapedType::kDynamic,
                             strides));
}

bool Importer::bindParamBuffer(FuncInfo &info, Buffer &buffer, BufferDecl &decl,
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
      if (tirx)
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

TV Importer::allocateBuffer(Expr *call, StringRef name, bool isAllocate,
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

Buffer *Importer::declareBuffer(BufferDecl &decl, MemRefType type,
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
TV Importer::allocateStrided(BufferDecl &decl, Expr *call, StringRef name) {
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

SmallVector<Value> Importer::bufferIndices(Expr *subscript, Buffer &buffer,
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

Value Importer::load(Location l, Buffer &buffer, ValueRange indices) {
  Value v = memref::LoadOp::create(builder, l, buffer.memref, indices);
  if (buffer.dtype.code != DType::UInt)
    return v;
  return UnrealizedConversionCastOp::create(
             builder, l, TypeRange{mlirType(buffer.dtype)}, ValueRange{v})
      .getResult(0);
}

void Importer::store(Location l, Value value, Buffer &buffer,
                     ValueRange indices) {
  if (buffer.dtype.code == DType::UInt)
    value = UnrealizedConversionCastOp::create(
                builder, l, TypeRange{bufferElementType(buffer.dtype)},
                ValueRange{value})
                .getResult(0);
  memref::StoreOp::create(builder, l, value, buffer.memref, indices);
}
