//===- ImportBitcasts.cpp - T.reinterpret and T.allocate_const ------------===//
//
// T.reinterpret, a value's bits as another dtype of the same width (or a
// handle's, of a string constant's address), and T.allocate_const, a
// constant buffer that becomes a private global of the module.
//
//===----------------------------------------------------------------------===//

#include "Importer.h"

#include "prim/Dialect/Prim/IR/PrimOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

using namespace mlir;
using namespace mlir::prim;
using namespace mlir::prim::tvmscript;
using llvm::SMLoc;
using llvm::StringRef;

/// T.reinterpret(dtype, x) or T.reinterpret(x, dtype=...): x's bits as
/// another dtype of the same width (LLVM's bitcast, as in TVM). The dtype
/// may be one of TVM main's type objects, T.handle("float32").ty.
TV FunctionImporter::emitBitcast(Expr *e) {
  Expr *dtypeExpr = nullptr, *valueExpr = nullptr;
  for (auto &kw : e->keywords)
    if (kw.first == "dtype")
      dtypeExpr = kw.second.get();
  if (e->children.size() == 3 && !dtypeExpr && e->keywords.empty()) {
    dtypeExpr = e->children[1].get();
    valueExpr = e->children[2].get();
  } else if (e->children.size() == 2 && dtypeExpr && e->keywords.size() == 1) {
    valueExpr = e->children[1].get();
  }
  if (!dtypeExpr || !valueExpr)
    return error(e, "T.reinterpret takes a dtype and a value");
  // TVM v0.20's variables have no `.ty`.
  if (!flavor.has(Feature::TypeObjects) && dtypeExpr->kind != Expr::Str)
    return error(dtypeExpr, "T.reinterpret takes a dtype string (type "
                            "objects, T.handle(\"float32\").ty, are TVM "
                            "main's)");
  std::optional<DType> to = typeObject(dtypeExpr);
  if (!to || to->isBool())
    return error(dtypeExpr, "unsupported dtype '" + dtypeExpr->text +
                                "': T.reinterpret takes a dtype string or "
                                "a type object, T.handle(\"float32\").ty");
  if (to->isHandle())
    return emitHandleReinterpret(e, valueExpr);
  TV v = emitExpr(valueExpr);
  if (!v.ok())
    return TV();
  if (v.kind != TV::Scalar || v.dtype.isHandle() || v.dtype.isBool())
    return error(valueExpr, "T.reinterpret takes a typed number, such as "
                            "T.uint32(x)");
  if (v.dtype.bits * v.dtype.lanes != to->bits * to->lanes)
    return error(e, "T.reinterpret from " + v.dtype.str() + " to " + to->str() +
                        " changes the width");
  if (mlirType(v.dtype) == mlirType(*to)) // int <-> uint: the same bits
    return TV::scalar(v.value, *to);
  if (v.dtype.lanes != to->lanes)
    return TV::scalar(bitcastLanes(loc(e), v.value, *to), *to);
  return TV::scalar(
      arith::BitcastOp::create(builder, loc(e), mlirType(*to), v.value), *to);
}

/// T.reinterpret to a handle: of a handle, the same pointer (Prim's handles
/// have no element type; TVM's code generator casts between pointer types),
/// of a string its characters' address, and of zero the NULL handle, as
/// TVM's code generator makes them.
TV FunctionImporter::emitHandleReinterpret(Expr *e, Expr *valueExpr) {
  auto isZero = [&](Expr *v) {
    std::optional<DType> d =
        v->kind == Expr::Call && v->children.size() == 2 && v->keywords.empty()
            ? parseDTypeCallee(calleeName(v->children[0].get()))
            : std::nullopt;
    if (d && d->isInt() && d->bits == 64)
      v = v->children[1].get();
    return v->kind == Expr::Int && v->intValue == 0;
  };
  if (isZero(valueExpr))
    return TV::scalar(
        NullHandleOp::create(builder, loc(e), HandleType::get(context)),
        DType::handle());
  TV v = emitExpr(valueExpr);
  if (!v.ok())
    return TV();
  if (v.kind == TV::DataRef || (v.kind == TV::Scalar && v.dtype.isHandle()))
    return v;
  if (v.kind == TV::Str) {
    // A string constant is a pointer to its characters (what LowerTVMBuiltin
    // stores into a TVMFFIAny for a string argument).
    if (StringRef(v.s).contains('\0'))
      return error(valueExpr, "a NUL byte would cut the C string short");
    Location l = loc(e);
    Value string = StringOp::create(builder, l, StringType::get(context), v.s);
    Value handle =
        UnrealizedConversionCastOp::create(
            builder, l, TypeRange{HandleType::get(context)}, ValueRange{string})
            .getResult(0);
    return TV::scalar(handle, DType::handle());
  }
  return error(e, "T.reinterpret to a handle takes a handle, a string or "
                  "zero (the NULL handle)");
}

/// T.allocate_const(values, dtype, extents): a constant buffer, as a data
/// pointer (T.allocate's result); it becomes a private constant global.
TV FunctionImporter::emitAllocateConst(Expr *e) {
  Expr *values = nullptr, *dtypeExpr = nullptr, *extents = nullptr;
  Expr **slots[] = {&values, &dtypeExpr, &extents};
  for (size_t i = 1; i < e->children.size() && i <= 3; ++i)
    *slots[i - 1] = e->children[i].get();
  for (auto &kw : e->keywords) {
    if (kw.first == "data")
      values = kw.second.get();
    else if (kw.first == "dtype")
      dtypeExpr = kw.second.get();
    else if (kw.first == "extents")
      extents = kw.second.get();
    else
      return error(kw.second.get(),
                   "unsupported T.allocate_const argument '" + kw.first + "'");
  }
  if (e->children.size() > 4 || !values || !dtypeExpr || !extents ||
      values->kind != Expr::List || dtypeExpr->kind != Expr::Str)
    return error(e, "T.allocate_const takes a list of values, a dtype and "
                    "the extents");
  std::optional<DType> dtype = parseDType(dtypeExpr->name);
  if (!dtype || dtype->isHandle())
    return error(dtypeExpr, "unsupported dtype \"" + dtypeExpr->name + "\"");
  SmallVector<int64_t> shape;
  int64_t count = 1;
  std::vector<Expr *> dims;
  if (extents->kind == Expr::List || extents->kind == Expr::Tuple)
    for (ExprPtr &d : extents->children)
      dims.push_back(d.get());
  else
    dims.push_back(extents);
  for (Expr *d : dims) {
    std::optional<int64_t> n = staticInt(d);
    if (!n || *n <= 0)
      return error(d, "T.allocate_const's extents are positive constants");
    shape.push_back(*n);
    count *= *n;
  }
  if (count != static_cast<int64_t>(values->children.size()))
    return error(values, "T.allocate_const has " +
                             std::to_string(values->children.size()) +
                             " values for " + std::to_string(count) +
                             " elements");
  Type elementType = bufferElementType(*dtype);
  SmallVector<Attribute> elements;
  for (ExprPtr &v : values->children) {
    TV lit = emitExpr(v.get());
    if (!lit.ok())
      return TV();
    if (!lit.isLiteral())
      return error(v.get(), "T.allocate_const takes literal values");
    Value m = materialize(v->loc, lit, *dtype);
    if (!m)
      return TV();
    Attribute a = cast<arith::ConstantOp>(m.getDefiningOp()).getValue();
    m.getDefiningOp()->erase();
    if (dtype->code == DType::UInt)
      a = IntegerAttr::get(elementType,
                           cast<IntegerAttr>(a).getValue().getZExtValue());
    elements.push_back(a);
  }
  auto type = MemRefType::get(shape, elementType);
  auto init = DenseElementsAttr::get(
      RankedTensorType::get({count}, elementType), elements);
  std::string symbol = "__tvmscript_const_" + std::to_string(m.constCount++);
  {
    OpBuilder::InsertionGuard guard(builder);
    builder.setInsertionPointToEnd(m.module.getBody());
    memref::GlobalOp::create(
        builder, loc(e), symbol, builder.getStringAttr("private"), type,
        init.reshape(RankedTensorType::get(shape, elementType)),
        /*constant=*/true, IntegerAttr());
  }
  buffers.push_back({});
  Buffer &buffer = buffers.back();
  buffer.name = symbol;
  buffer.dtype = *dtype;
  for (int64_t d : shape)
    buffer.shape.push_back(TV::intLit(d));
  buffer.memref = memref::GetGlobalOp::create(builder, loc(e), type, symbol);
  return TV::bufferRef(&buffer, TV::DataRef);
}
