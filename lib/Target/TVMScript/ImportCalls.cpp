//===- ImportCalls.cpp - Calls of module, packed and extern functions -----===//
//
// A call names a function of the module (Module.f(...) or f(...)), which
// becomes prim.call_tir, or a T.* intrinsic (ImportIntrinsics.cpp); the
// intrinsics that call out of the module, T.call_packed, T.call_cpacked and
// T.call_extern, are emitted here.
//
//===----------------------------------------------------------------------===//

#include "Importer.h"

#include "prim/Dialect/Prim/IR/PrimOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"

using namespace mlir;
using namespace mlir::prim;
using namespace mlir::prim::tvmscript;
using llvm::SMLoc;
using llvm::StringRef;

bool ImporterBase::checkArgCount(Expr *call, size_t min, size_t max,
                                 StringRef name) {
  std::string message =
      argCountError(name, call->children.size() - 1, min, max);
  return message.empty() || fail(call->loc, message);
}

bool ImporterBase::checkPositionalArgs(Expr *call, size_t count,
                                       StringRef name) {
  if (!call->keywords.empty())
    return fail(call->loc, "'" + name + "' takes no keyword arguments");
  return checkArgCount(call, count, count, name);
}

bool ImporterBase::checkBuiltinArgs(Expr *call, Builtin id, StringRef name) {
  const BuiltinInfo &info = getBuiltinInfo(id);
  if (info.count == ArgCount::Positional && !call->keywords.empty())
    return fail(call->loc, "'" + name + "' takes no keyword arguments");
  return checkArgCount(call, info.minArgs, info.maxArgs, name);
}

TV FunctionImporter::emitCall(Expr *e, bool discardResult) {
  Expr *calleeExpr = e->children[0].get();
  if (calleeExpr->kind == Expr::Attribute && calleeExpr->name == "astype")
    return emitAsType(e);
  std::string name = calleeName(calleeExpr);
  if (name.empty())
    return error(e, "unsupported call of '" + calleeExpr->text + "'");
  StringRef n = name;
  Builtin id = lookupBuiltin(n);
  switch (id) {
  case Builtin::T_Call:
  case Builtin::T_call_intrin:
    return emitOpCall(e, id, discardResult);
  case Builtin::T_call_tir:
    return emitCallTIR(e, discardResult);
  case Builtin::T_And:
  case Builtin::T_Or:
    if (!checkBuiltinArgs(e, id, n))
      return TV();
    return emitLogicalNode(e, id == Builtin::T_And);
  // I.meta_var(v) hands TVM's parser the value v itself.
  case Builtin::I_meta_var:
    return checkBuiltinArgs(e, id, n) ? emitExpr(e->children[1].get()) : TV();
  default:
    break;
  }

  // A function of the module: Module.f(...), or f(...).
  {
    auto [head, rest] = n.split('.');
    FuncInfo *callee = nullptr;
    if (!rest.empty() && !m.className.empty() && head == m.className &&
        !rest.contains('.'))
      callee = m.funcsByName.lookup(rest);
    else if (rest.empty() && !lookup(head))
      callee = m.funcsByName.lookup(head);
    if (callee) {
      if (!e->keywords.empty())
        return error(e, "calls of module functions take no keyword arguments");
      SmallVector<Expr *> argExprs;
      for (ExprPtr &arg : llvm::drop_begin(e->children))
        argExprs.push_back(arg.get());
      return emitModuleCall(e, argExprs, *callee, discardResult);
    }
    if (!rest.empty() && head == m.className)
      return error(e, "the module has no function '" + rest + "'");
  }

  // A buffer's method: A.access_ptr(...).
  if (calleeExpr->kind == Expr::Attribute &&
      calleeExpr->children[0]->kind == Expr::Name) {
    Binding *b = lookup(calleeExpr->children[0]->name);
    bool isBuffer =
        b && b->kind == Binding::Val && b->value.kind == TV::BufferRef;
    if (isBuffer && calleeExpr->name == "access_ptr")
      return emitAccessPtr(e, *b->value.buffer);
    if (isBuffer && calleeExpr->name == "vload")
      return emitVLoad(e, *b->value.buffer);
    if (isBuffer && calleeExpr->name == "vstore")
      return emitVStore(e, *b->value.buffer);
  }
  if (!n.starts_with("T."))
    return error(e, "unsupported call of '" + name + "'");
  return emitIntrinsic(e, id, name, discardResult);
}

static std::string typeString(Type type) {
  std::string text;
  llvm::raw_string_ostream os(text);
  type.print(os);
  return text;
}

TV FunctionImporter::emitModuleCall(Expr *e, ArrayRef<Expr *> argExprs,
                                    FuncInfo &callee, bool discardResult) {
  size_t n = argExprs.size();
  if (n != callee.params.size())
    return error(e, "'" + callee.def->name + "' takes " +
                        std::to_string(callee.params.size()) +
                        " arguments, found " + std::to_string(n));
  SmallVector<TV> values;
  for (Expr *arg : argExprs) {
    values.push_back(emitExpr(arg));
    if (!values.back().ok())
      return TV();
  }
  SmallVector<Value> args;
  for (auto [i, arg, v] : llvm::enumerate(argExprs, values)) {
    ParamInfo &p = callee.params[i];
    Type want = callee.op.getArgumentTypes()[i];
    if (p.kind == ParamKind::Buffer) {
      // A T.handle parameter that the callee views receives a pointer, as
      // in TVM: a handle, or a buffer's data in another shape.
      bool isHandle = v.kind == TV::Scalar && v.dtype.isHandle();
      if (p.binder && (isHandle || (v.kind == TV::DataRef &&
                                    !memref::CastOp::areCastCompatible(
                                        v.buffer->memref.getType(), want)))) {
        Value handle =
            isHandle ? v.value : dataPointer(loc(arg), *v.buffer, {}, Value());
        Value view = viewCallArgument(arg, handle, cast<MemRefType>(want),
                                      callee, p, values);
        if (!view)
          return TV();
        args.push_back(view);
        continue;
      }
      if (v.kind != TV::BufferRef && v.kind != TV::DataRef)
        return error(arg, "argument #" + std::to_string(i) + " of '" +
                              callee.def->name + "' must be a buffer");
      Value m = v.buffer->memref;
      if (m.getType() != want) {
        if (!memref::CastOp::areCastCompatible(m.getType(), want))
          return error(arg, "argument #" + std::to_string(i) + " of '" +
                                callee.def->name + "' has type " +
                                typeString(m.getType()) +
                                ", which does not match the parameter's " +
                                typeString(want));
        m = memref::CastOp::create(builder, loc(arg), want, m);
      }
      args.push_back(m);
      continue;
    }
    if (p.kind == ParamKind::Handle) {
      if (v.kind == TV::None && p.resourceHandle) {
        args.push_back(
            NullHandleOp::create(builder, loc(arg), HandleType::get(context)));
        continue;
      }
      // A data pointer passes as TVM passes it, the pointer itself.
      if (v.kind == TV::DataRef) {
        args.push_back(dataPointer(loc(arg), *v.buffer, {}, Value()));
        continue;
      }
      if (v.kind != TV::Scalar || !v.dtype.isHandle())
        return error(arg, "argument #" + std::to_string(i) + " of '" +
                              callee.def->name + "' must be a handle");
      args.push_back(v.value);
      continue;
    }
    if (v.kind == TV::Scalar && v.dtype != p.dtype)
      return error(arg, "argument #" + std::to_string(i) + " of '" +
                            callee.def->name + "' is " + v.dtype.str() +
                            ", but the parameter is " + p.dtype.str());
    Value m = materialize(arg->loc, v, p.dtype);
    if (!m)
      return TV();
    args.push_back(m);
  }
  SmallVector<Type> results;
  if (callee.result)
    results.push_back(mlirType(*callee.result));
  auto call =
      CallTIROp::create(builder, loc(e), results,
                        FlatSymbolRefAttr::get(context, callee.symName), args);
  if (!callee.result || discardResult)
    return TV::none();
  return TV::scalar(call.getResult(0), *callee.result);
}

TV FunctionImporter::emitPackedCall(Expr *e, StringRef kind,
                                    bool discardResult) {
  bool cpacked = lookupBuiltin(kind) == Builtin::T_call_cpacked;
  if (e->children.size() < 2 || e->children[1]->kind != Expr::Str)
    return error(e,
                 "'" + kind + "' takes the function's name (a string) first");
  if (!e->keywords.empty())
    return error(e, "'" + kind + "' takes no keyword arguments");
  std::string callee = e->children[1]->name;
  if (callee.empty())
    return error(e->children[1].get(), "the function's name is empty");
  size_t last = e->children.size();
  Value resourceHandle;
  if (cpacked) {
    if (e->children.size() < 3)
      return error(e, "T.call_cpacked takes the resource handle last");
    Expr *rh = e->children.back().get();
    TV v = emitExpr(rh);
    if (!v.ok())
      return TV();
    if (v.kind == TV::None || (v.kind == TV::IntLit && v.i == 0))
      resourceHandle =
          NullHandleOp::create(builder, loc(rh), HandleType::get(context));
    else if (v.kind == TV::Scalar && v.dtype.isHandle())
      resourceHandle = v.value;
    else
      return error(rh, "T.call_cpacked takes the resource handle last: a "
                       "T.handle parameter, or None");
    --last;
  }
  SmallVector<Value> args;
  for (size_t i = 2; i < last; ++i) {
    Expr *arg = e->children[i].get();
    TV v = emitExpr(arg);
    if (!v.ok())
      return TV();
    if (v.kind == TV::BufferRef) {
      args.push_back(v.buffer->memref);
    } else if (v.kind == TV::DataRef && !cpacked) {
      // TVM passes the data pointer as an opaque handle.
      args.push_back(dataPointer(loc(arg), *v.buffer, {}, Value()));
    } else if (v.kind == TV::DataRef) {
      return error(arg, "'" + arg->text +
                            "' is a data pointer; pass the "
                            "buffer itself, which the callee receives as a "
                            "DLTensor");
    } else if (v.kind == TV::Scalar) {
      args.push_back(v.value);
    } else if (v.kind == TV::Str && !cpacked) {
      // TVM passes a string constant as a C string (kTVMStr,
      // kTVMFFIRawStr).
      if (StringRef(v.s).contains('\0'))
        return error(arg, "a NUL byte would cut the C string that '" + kind +
                              "' passes short");
      args.push_back(
          StringOp::create(builder, loc(arg), StringType::get(context), v.s));
    } else if (v.kind == TV::Str) {
      return error(arg, "T.call_cpacked takes no strings: the callee's "
                        "declaration has no string parameter type");
    } else if (v.isLiteral()) {
      DType d = literalDType(v);
      Value m =
          materialize(arg->loc, v, v.kind == TV::IntLit ? DType::i(64) : d);
      if (!m)
        return TV();
      args.push_back(m);
    } else {
      return error(arg, "unsupported argument to '" + kind + "'");
    }
  }
  Location l = loc(e);
  if (!cpacked) {
    auto call = CallPackedOp::create(
        builder, l, discardResult ? Type() : builder.getI32Type(),
        builder.getStringAttr(callee), args);
    if (discardResult)
      return TV::none();
    return TV::scalar(call.getResult(), DType::i(32));
  }
  if (!discardResult)
    return error(e, "T.call_cpacked's result is not supported; call it as a "
                    "statement");
  // The callee: a function of this module, or an external packed function
  // declared once.
  if (!m.funcsBySymbol.count(callee)) {
    auto it = m.externs.find(callee);
    // The declaration takes any buffer of each argument's rank and dtype:
    // the callee's entry checks what it needs at run time.
    SmallVector<Type> types;
    for (Value a : args) {
      auto buffer = dyn_cast<MemRefType>(a.getType());
      if (!buffer) {
        types.push_back(a.getType());
        continue;
      }
      SmallVector<int64_t> dynamic(buffer.getRank(), ShapedType::kDynamic);
      types.push_back(MemRefType::get(
          dynamic, buffer.getElementType(),
          StridedLayoutAttr::get(context, ShapedType::kDynamic, dynamic)));
    }
    if (it == m.externs.end()) {
      OpBuilder::InsertionGuard guard(builder);
      builder.setInsertionPointToEnd(m.module.getBody());
      auto decl = FuncOp::create(builder, l, callee,
                                 builder.getFunctionType(types, {}));
      decl.setPrivate();
      m.externs[callee] = decl;
    } else if (!isa<FuncOp>(it->second) ||
               cast<FuncOp>(it->second).getArgumentTypes() !=
                   ArrayRef<Type>(types)) {
      return error(e, "'" + callee +
                          "' is called with different argument "
                          "types than before");
    }
  }
  CallCPackedOp::create(builder, l, Type(),
                        FlatSymbolRefAttr::get(context, callee), args,
                        resourceHandle);
  return TV::none();
}

/// The result dtype argument of the call `e` to `kind`: dtype=..., else its
/// first argument (`first` then moves past it); null without arguments.
/// Failure after reporting a keyword other than dtype.
FailureOr<Expr *> FunctionImporter::takeResultDType(Expr *e, StringRef kind,
                                                    size_t &first) {
  Expr *dtypeExpr = nullptr;
  for (auto &kw : e->keywords) {
    if (kw.first != "dtype") {
      error(kw.second.get(),
            "unsupported '" + kind + "' argument '" + kw.first + "'");
      return failure();
    }
    dtypeExpr = kw.second.get();
  }
  if (!dtypeExpr && e->children.size() > first)
    dtypeExpr = e->children[first++].get();
  return dtypeExpr;
}

/// The dtype a result dtype argument names: a string, or TVM main's pointer
/// type `T.handle("int32").ty`, whose values are handles.
std::optional<std::string> FunctionImporter::resultDTypeName(Expr *dtypeExpr) {
  if (dtypeExpr->kind == Expr::Str)
    return dtypeExpr->name;
  if (std::optional<DType> type = typeObject(dtypeExpr))
    return type->str();
  return std::nullopt;
}

/// T.call_extern(dtype, name, args...), or the spelling TVM's printer uses,
/// T.call_extern(name, args..., dtype=...): a call of a C function. A
/// result dtype of "" or "void" calls it for its effect only; data pointers
/// (A.data, T.address_of) and handles pass as pointers.
TV FunctionImporter::emitExternCall(Expr *e, bool discardResult) {
  std::string kind = calleeName(e->children[0].get());
  size_t first = 1;
  FailureOr<Expr *> dtypeArg = takeResultDType(e, kind, first);
  if (failed(dtypeArg))
    return TV();
  Expr *dtypeExpr = *dtypeArg;
  std::optional<std::string> dtypeName =
      dtypeExpr ? resultDTypeName(dtypeExpr) : std::nullopt;
  if (!dtypeName || e->children.size() <= first ||
      e->children[first]->kind != Expr::Str)
    return error(e, "'" + kind +
                        "' takes the result dtype and the function's name "
                        "(or the name first and dtype=...)");
  Expr *nameExpr = e->children[first].get();
  std::optional<DType> dtype;
  if (*dtypeName != "" && *dtypeName != "void") {
    dtype = parseDType(*dtypeName);
    if (!dtype)
      return error(dtypeExpr,
                   "unsupported result dtype \"" + *dtypeName + "\"");
  } else if (!discardResult) {
    return error(e, "'" + kind + "' of a void function is a statement");
  }
  std::string callee = nameExpr->name;
  if (callee.empty())
    return error(nameExpr, "the function's name is empty");
  // TVM's LowerDeviceKernelLaunch calls a function of the module for
  // another target of the same device this way: a call of that function.
  if (FuncInfo *func = m.funcsBySymbol.lookup(callee)) {
    if (dtype != func->result)
      return error(dtypeExpr, "'" + callee + "' returns " +
                                  (func->result ? func->result->str()
                                                : std::string("nothing")) +
                                  ", not \"" + *dtypeName + "\"");
    SmallVector<Expr *> argExprs;
    for (ExprPtr &arg : llvm::drop_begin(e->children, first + 1))
      argExprs.push_back(arg.get());
    return emitModuleCall(e, argExprs, *func, discardResult);
  }
  SmallVector<Value> args;
  for (size_t i = first + 1; i < e->children.size(); ++i) {
    Expr *arg = e->children[i].get();
    TV v = emitExpr(arg);
    if (!v.ok())
      return TV();
    if (v.kind == TV::Scalar) {
      args.push_back(v.value);
    } else if (v.kind == TV::DataRef) {
      args.push_back(dataPointer(loc(arg), *v.buffer, {}, Value()));
    } else if (v.isLiteral()) {
      Value m = materialize(arg->loc, v, literalDType(v));
      if (!m)
        return TV();
      args.push_back(m);
    } else {
      return error(arg, "'" + kind +
                            "' takes scalars, handles and data pointers "
                            "(A.data)");
    }
  }
  SmallVector<Type> types;
  for (Value a : args)
    types.push_back(a.getType());
  SmallVector<Type, 1> results;
  if (dtype)
    results.push_back(mlirType(*dtype));
  if (!declareExtern(e, callee, builder.getFunctionType(types, results)))
    return TV();
  auto call = func::CallOp::create(builder, loc(e), callee, results, args);
  if (!dtype)
    return TV::none();
  return TV::scalar(call.getResult(0), *dtype);
}

bool FunctionImporter::declareExtern(Expr *e, StringRef callee,
                                     FunctionType type) {
  auto it = m.externs.find(callee);
  if (it == m.externs.end()) {
    OpBuilder::InsertionGuard guard(builder);
    builder.setInsertionPointToEnd(m.module.getBody());
    auto decl = func::FuncOp::create(builder, loc(e), callee, type);
    decl.setPrivate();
    m.externs[callee] = decl;
    return true;
  }
  auto decl = dyn_cast<func::FuncOp>(it->second);
  if (!decl || decl.getFunctionType() != type)
    return fail(e->loc, "'" + callee +
                            "' is called with different types than "
                            "before");
  return true;
}

//===----------------------------------------------------------------------===//
// Pointers into buffers
//===----------------------------------------------------------------------===//

/// The address of the element at `indices` (none: the data pointer, A.data,
/// which TVM's elem_offset does not move) plus `extra` elements, as a
/// handle: the aligned pointer advanced by that many elements' bytes.
Value FunctionImporter::dataPointer(Location l, Buffer &buffer,
                                    ValueRange indices, Value extra) {
  Value linear;
  if (!indices.empty() || extra) {
    auto meta =
        memref::ExtractStridedMetadataOp::create(builder, l, buffer.memref);
    linear = meta.getOffset();
    for (auto [index, stride] : llvm::zip(indices, meta.getStrides()))
      linear = arith::AddIOp::create(
          builder, l, linear, arith::MulIOp::create(builder, l, index, stride));
    if (extra)
      linear = arith::AddIOp::create(builder, l, linear, extra);
  }
  Value address =
      memref::ExtractAlignedPointerAsIndexOp::create(builder, l, buffer.memref);
  if (linear) {
    unsigned bytes = buffer.dtype.bytes();
    Value size = arith::ConstantIndexOp::create(builder, l, bytes);
    address = arith::AddIOp::create(
        builder, l, address, arith::MulIOp::create(builder, l, linear, size));
  }
  Value asInt =
      arith::IndexCastOp::create(builder, l, builder.getI64Type(), address);
  Value ptr = LLVM::IntToPtrOp::create(
      builder, l, LLVM::LLVMPointerType::get(context), asInt);
  return UnrealizedConversionCastOp::create(
             builder, l, TypeRange{HandleType::get(context)}, ValueRange{ptr})
      .getResult(0);
}

/// T.address_of(A[i, j]), T.address_of(A[i : i + 4]): the (first) element's
/// address, as TVM's code generator computes it. TVM main's
/// T.address_of(A) is that of A[0, 0], its elem_offset's element.
TV FunctionImporter::emitAddressOf(Expr *e) {
  Expr *access = e->children[1].get();
  if (access->kind == Expr::Name) {
    TV v = emitExpr(access);
    if (!v.ok())
      return TV();
    if (v.kind == TV::BufferRef && flavor.has(Feature::AddressOfBuffer)) {
      Value first = arith::ConstantIndexOp::create(builder, loc(e), 0);
      return TV::scalar(dataPointer(loc(e), *v.buffer, {}, first),
                        DType::handle());
    }
    if (v.kind == TV::BufferRef)
      return error(access, "T.address_of of a buffer is TVM main's (tirx) "
                           "form; TVM v0.20's takes a buffer element, A[i]");
    if (v.kind == TV::Scalar)
      return error(access,
                   "T.address_of of a variable is not supported: TVM's "
                   "LLVM code generator takes the address of a buffer "
                   "element only (its C code generators take a variable's)");
  }
  if (access->kind != Expr::Subscript)
    return error(access, "T.address_of takes a buffer element, A[i]");
  TV base = emitExpr(access->children[0].get());
  if (!base.ok())
    return TV();
  if (base.kind != TV::BufferRef)
    return error(access, "'" + access->children[0]->text + "' is not a buffer");
  // The address of a vector access's first element, as TVM's code
  // generators take it.
  SmallVector<Value> indices =
      bufferIndices(access, *base.buffer, /*rampBase=*/true);
  if (m.hadError)
    return TV();
  return TV::scalar(dataPointer(loc(e), *base.buffer, indices, Value()),
                    DType::handle());
}

/// A.access_ptr(mask, ptr_type="handle", content_lanes=1, offset=0,
/// extent=None): TVM's tvm_access_ptr, whose CPU meaning is the address of
/// element `offset` of the buffer; the mask and extent only describe the
/// access.
TV FunctionImporter::emitAccessPtr(Expr *e, Buffer &buffer) {
  if (!checkArgCount(e, 1, 1, "access_ptr"))
    return TV();
  Expr *mask = e->children[1].get();
  if (mask->kind != Expr::Str ||
      mask->name.find_first_not_of("rw") != std::string::npos)
    return error(mask, "access_ptr's mask is \"r\", \"w\" or \"rw\"");
  Value offset;
  for (size_t i = 0; i < e->keywords.size(); ++i) {
    auto &[key, value] = e->keywords[i];
    if (key == "extent")
      continue;
    if (key == "ptr_type" && value->kind == Expr::Str &&
        value->name == "handle")
      continue;
    if (key == "content_lanes" && staticInt(value.get()) == 1)
      continue;
    if (key != "offset")
      return error(e->keywordLocs[i],
                   "unsupported access_ptr argument '" + key + "'");
    TV v = emitExpr(value.get());
    if (!v.ok())
      return TV();
    offset = toIndex(value->loc, v);
    if (!offset)
      return TV();
  }
  if (!offset)
    offset = arith::ConstantIndexOp::create(builder, loc(e), 0);
  return TV::scalar(dataPointer(loc(e), buffer, {}, offset), DType::handle());
}

/// x.astype(dtype): PrimExpr's method, T.Cast(dtype, x).
TV FunctionImporter::emitAsType(Expr *e) {
  if (!checkArgCount(e, 1, 1, "astype"))
    return TV();
  Expr *dtypeExpr = e->children[1].get();
  std::optional<DType> to =
      dtypeExpr->kind == Expr::Str ? parseDType(dtypeExpr->name) : std::nullopt;
  if (!to || to->isHandle())
    return error(dtypeExpr, "astype takes a dtype string such as \"int32\"");
  Expr *valueExpr = e->children[0]->children[0].get();
  TV v = emitExpr(valueExpr);
  if (!v.ok())
    return TV();
  return emitCast(valueExpr->loc, v, *to);
}
