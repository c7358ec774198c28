//===- ImportBufferDecls.cpp - Buffer declarations ------------------------===//
//
// What a buffer declaration (T.Buffer, T.match_buffer, T.decl_buffer,
// T.alloc_buffer, T.allocate) says, read alike for a signature and a body:
// its shape (shape strings parsed as expressions), dtype, strides, offset
// and alignment, and the memref type it becomes.
//
//===----------------------------------------------------------------------===//

#include "Importer.h"

#include "Syntax/Parser.h"

#include "prim/Dialect/Prim/IR/PrimOps.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::prim;
using namespace mlir::prim::tvmscript;
using llvm::SMLoc;
using llvm::StringRef;

std::optional<int64_t> ImporterBase::staticInt(const Expr *e) {
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
    // T.int8(n) to T.int64(n).
    std::optional<DType> d = parseDTypeCallee(calleeName(e->children[0].get()));
    if (d && d->code == DType::Int && e->children.size() == 2 &&
        e->keywords.empty())
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

Expr *ImporterBase::parseShapeString(Expr *str) {
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
    if (!m.hadError)
      error(str->loc, "malformed shape string");
    return nullptr;
  }
  if (parsed->kind == Expr::Str) {
    error(str->loc, "a shape string must hold an expression, not a string");
    return nullptr;
  }
  m.ownedExprs.push_back(std::move(parsed));
  return m.ownedExprs.back().get();
}

bool ImporterBase::parseBufferDecl(Expr *call, unsigned firstShapeArg,
                                   BufferDecl &decl, bool allowData) {
  decl.loc = call->loc;
  std::string name = calleeName(call->children[0].get());
  Builtin id = lookupBuiltin(name);
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
    } else if (key == "annotations" && (id == Builtin::T_alloc_buffer ||
                                        id == Builtin::T_sblock_alloc_buffer ||
                                        id == Builtin::T_alloc_local)) {
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
      stride->name = "stride#" + std::to_string(m.ownedExprs.size());
      decl.strides.push_back(stride.get());
      m.ownedExprs.push_back(std::move(stride));
    }
  }
  // TVM's CompactBufferAllocation gives a block's buffers compact strides:
  // nothing reads those a T.alloc_buffer writes, even too few.
  if ((id == Builtin::T_alloc_buffer || id == Builtin::T_sblock_alloc_buffer) &&
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

MemRefType ImporterBase::bufferType(BufferDecl &decl) {
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
