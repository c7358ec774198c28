//===- ImportViews.cpp - Buffers declared over existing memory ------------===//
//
// T.decl_buffer and T.Buffer with `data=`, and a module function's T.handle
// parameter that a T.decl_buffer views, declare a buffer over memory that
// something else owns. TVM's `data` is a pointer: a buffer's data, the
// result of T.allocate, or any handle (a parameter, a let binding,
// T.address_of). A view of a buffer's data in the buffer's own dtype and
// a compact layout is a `memref.reinterpret_cast` of that buffer; every
// other view is a `prim.buffer_view` of the pointer.
//
//===----------------------------------------------------------------------===//

#include "Importer.h"

#include "prim/Dialect/Prim/IR/PrimOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::prim;
using namespace mlir::prim::tvmscript;
using llvm::SMLoc;
using llvm::StringRef;

Value FunctionImporter::pointerAsIndex(Location l, const TV &pointer) {
  if (pointer.kind == TV::DataRef || pointer.kind == TV::BufferRef)
    return memref::ExtractAlignedPointerAsIndexOp::create(
        builder, l, pointer.buffer->memref);
  if (pointer.kind != TV::Scalar || !pointer.dtype.isHandle())
    return Value();
  Value ptr = UnrealizedConversionCastOp::create(
                  builder, l, TypeRange{LLVM::LLVMPointerType::get(context)},
                  ValueRange{pointer.value})
                  .getResult(0);
  Value asInt = LLVM::PtrToIntOp::create(builder, l, builder.getI64Type(), ptr);
  return arith::IndexCastOp::create(builder, l, builder.getIndexType(), asInt);
}

Value FunctionImporter::viewPointer(SMLoc at, Value handle, MemRefType type,
                                    ValueRange dynamicSizes) {
  if (!type.getLayout().isIdentity()) {
    SmallVector<int64_t> strides;
    int64_t offset;
    if (failed(type.getStridesAndOffset(strides, offset)) ||
        ShapedType::isDynamic(offset) ||
        llvm::any_of(strides, ShapedType::isDynamic)) {
      error(at, "a view's strides and elem_offset must be constants");
      return Value();
    }
  }
  return BufferViewOp::create(builder, loc(at), type, handle, dynamicSizes);
}

/// The view of `source`'s memory with `type`'s shape: `source` itself, or a
/// reinterpret_cast with row-major strides.
static Value reshape(OpBuilder &builder, Location l, Value source,
                     MemRefType type, ArrayRef<OpFoldResult> sizes) {
  if (source.getType() == type)
    return source;
  SmallVector<OpFoldResult> stridesRev;
  OpFoldResult running = builder.getIndexAttr(1);
  for (int64_t i = sizes.size() - 1; i >= 0; --i) {
    stridesRev.push_back(running);
    if (i == 0)
      break;
    std::optional<int64_t> rc = getConstantIntValue(running),
                           sc = getConstantIntValue(sizes[i]);
    int64_t product;
    if (rc && sc && !llvm::MulOverflow(*rc, *sc, product))
      running = builder.getIndexAttr(product);
    else
      running = arith::MulIOp::create(
                    builder, l,
                    getValueOrCreateConstantIndexOp(builder, l, running),
                    getValueOrCreateConstantIndexOp(builder, l, sizes[i]))
                    .getResult();
  }
  SmallVector<OpFoldResult> strides(stridesRev.rbegin(), stridesRev.rend());
  SmallVector<int64_t> staticStrides;
  for (OpFoldResult s : strides)
    staticStrides.push_back(
        getConstantIntValue(s).value_or(ShapedType::kDynamic));
  auto viewType = MemRefType::get(
      type.getShape(), type.getElementType(),
      StridedLayoutAttr::get(builder.getContext(), 0, staticStrides));
  Value view = memref::ReinterpretCastOp::create(
      builder, l, viewType, source, builder.getIndexAttr(0), sizes, strides);
  if (viewType == type || !memref::CastOp::areCastCompatible(viewType, type))
    return view;
  return memref::CastOp::create(builder, l, type, view);
}

TV FunctionImporter::declareView(BufferDecl &decl, Expr *call, StringRef name) {
  TV data = emitExpr(decl.data);
  if (!data.ok())
    return TV();
  bool ofBuffer = data.kind == TV::DataRef || data.kind == TV::BufferRef;
  if (!ofBuffer && !(data.kind == TV::Scalar && data.dtype.isHandle()))
    return error(decl.data->loc, "'data' must be a pointer: a buffer's data "
                                 "(A.data), the result of T.allocate or a "
                                 "handle");
  MemRefType type = bufferType(decl);
  if (!type)
    return TV();
  SmallVector<Value> dynamicSizes;
  Buffer *declared = declareBuffer(decl, type, name, dynamicSizes);
  if (!declared)
    return TV();
  Buffer &buffer = *declared;
  Location l = loc(call);
  if (ofBuffer && data.buffer->dtype == decl.dtype &&
      type.getLayout().isIdentity() &&
      cast<MemRefType>(data.buffer->memref.getType()).getLayout().isIdentity()) {
    buffer.memref =
        reshape(builder, l, data.buffer->memref, type,
                getMixedValues(type.getShape(), dynamicSizes, builder));
    return TV::bufferRef(&buffer);
  }
  // TVM's data pointer, which the source's elem_offset does not move.
  Value handle =
      ofBuffer ? dataPointer(l, *data.buffer, {}, Value()) : data.value;
  if (!(buffer.memref = viewPointer(call->loc, handle, type, dynamicSizes)))
    return TV();
  return TV::bufferRef(&buffer);
}

Value FunctionImporter::viewCallArgument(Expr *arg, Value handle,
                                         MemRefType type, FuncInfo &callee,
                                         ParamInfo &param, ArrayRef<TV> args) {
  // The callee's dynamic dims are expressions of its scalar parameters,
  // which stand for the call's arguments here.
  auto isScalarParam = [&](StringRef name) {
    return llvm::any_of(callee.params, [&](ParamInfo &p) {
      return p.kind == ParamKind::Scalar && p.name == name;
    });
  };
  std::function<const Expr *(const Expr &)> foreignName =
      [&](const Expr &e) -> const Expr * {
    if (e.kind == Expr::Name && !isScalarParam(e.name)) {
      Binding *b = lookup(e.name);
      if (!b || b->kind != Binding::Namespace)
        return &e;
    }
    for (const ExprPtr &child : e.children)
      if (child)
        if (const Expr *found = foreignName(*child))
          return found;
    for (const auto &kw : e.keywords)
      if (const Expr *found = foreignName(*kw.second))
        return found;
    return nullptr;
  };
  SmallVector<Value> dynamicSizes;
  pushScope();
  for (auto [p, v] : llvm::zip(callee.params, args))
    if (p.kind == ParamKind::Scalar)
      bindValue(p.name, v);
  for (auto [i, dim] : llvm::enumerate(param.decl.shape)) {
    if (!type.isDynamicDim(i))
      continue;
    if (const Expr *name = foreignName(*dim)) {
      error(arg, "'" + callee.def->name + "' views this pointer with a shape "
                 "that depends on '" + name->name +
                 "', which is not one of its scalar parameters");
      break;
    }
    TV v = emitExpr(dim);
    Value idx = v.ok() ? toIndex(arg->loc, v) : Value();
    if (!idx)
      break;
    dynamicSizes.push_back(idx);
  }
  popScope();
  if (dynamicSizes.size() != static_cast<size_t>(type.getNumDynamicDims()))
    return Value();
  return viewPointer(arg->loc, handle, type, dynamicSizes);
}
