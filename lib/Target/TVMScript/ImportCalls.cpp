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

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"

using namespace mlir;
using namespace mlir::prim;
using namespace mlir::prim::tvmscript;
using llvm::SMLoc;
using llvm::StringRef;

bool Importer::checkArgCount(Expr *call, size_t min, size_t max,
                             StringRef name) {
  size_t n = call->children.size() - 1;
  if (n >= min && n <= max)
    return true;
  std::string expected =
      min == max ? std::to_string(min)
                 : std::to_string(min) + " to " + std::to_string(max);
  return fail(call->loc, "'" + name + "' takes " + expected +
                             " positional argument" + (max == 1 ? "" : "s") +
                             ", found " + std::to_string(n));
}

TV Importer::emitCall(Expr *e, bool discardResult) {
  Expr *calleeExpr = e->children[0].get();
  std::string name = calleeName(calleeExpr);
  if (name.empty())
    return error(e, "unsupported call of '" + calleeExpr->text + "'");
  StringRef n = name;

  // A function of the module: Module.f(...), or f(...).
  {
    auto [head, rest] = n.split('.');
    FuncInfo *callee = nullptr;
    if (!rest.empty() && !className.empty() && head == className &&
        !rest.contains('.'))
      callee = funcsByName.lookup(rest);
    else if (rest.empty() && !lookup(head))
      callee = funcsByName.lookup(head);
    if (callee)
      return emitModuleCall(e, *callee, discardResult);
    if (!rest.empty() && head == className)
      return error(e, "the module has no function '" + rest + "'");
  }

  if (!n.starts_with("T."))
    return error(e, "unsupported call of '" + name + "'");
  return emitIntrinsic(e, name, discardResult);
}

static std::string typeString(Type type) {
  std::string text;
  llvm::raw_string_ostream os(text);
  type.print(os);
  return text;
}

TV Importer::emitModuleCall(Expr *e, FuncInfo &callee, bool discardResult) {
  if (!e->keywords.empty())
    return error(e, "calls of module functions take no keyword arguments");
  size_t n = e->children.size() - 1;
  if (n != callee.params.size())
    return error(e, "'" + callee.def->name + "' takes " +
                        std::to_string(callee.params.size()) +
                        " arguments, found " + std::to_string(n));
  SmallVector<Value> args;
  for (size_t i = 0; i < n; ++i) {
    Expr *arg = e->children[i + 1].get();
    ParamInfo &p = callee.params[i];
    TV v = emitExpr(arg);
    if (!v.ok())
      return TV();
    Type want = callee.op.getArgumentTypes()[i];
    if (p.kind == ParamKind::Buffer) {
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

TV Importer::emitPackedCall(Expr *e, StringRef kind, bool discardResult) {
  bool cpacked = kind == "T.call_cpacked";
  if (e->children.size() < 2 || e->children[1]->kind != Expr::Str)
    return error(e, "'" + kind + "' takes the function's name first");
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
    } else if (v.kind == TV::DataRef) {
      return error(arg, "'" + arg->text +
                            "' is a data pointer; pass the "
                            "buffer itself, which the callee receives as a "
                            "DLTensor");
    } else if (v.kind == TV::Scalar) {
      args.push_back(v.value);
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
  if (!funcsBySymbol.count(callee)) {
    auto it = externs.find(callee);
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
    if (it == externs.end()) {
      OpBuilder::InsertionGuard guard(builder);
      builder.setInsertionPointToEnd(module.getBody());
      auto decl = FuncOp::create(builder, l, callee,
                                 builder.getFunctionType(types, {}));
      decl.setPrivate();
      externs[callee] = decl;
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

TV Importer::emitExternCall(Expr *e) {
  if (e->children.size() < 3 || e->children[1]->kind != Expr::Str ||
      e->children[2]->kind != Expr::Str)
    return error(e, "T.call_extern takes the result dtype and the "
                    "function's name first");
  std::optional<DType> dtype = parseDType(e->children[1]->name);
  if (!dtype || dtype->isHandle())
    return error(e->children[1].get(),
                 "unsupported result dtype \"" + e->children[1]->name + "\"");
  std::string callee = e->children[2]->name;
  if (callee.empty())
    return error(e->children[2].get(), "the function's name is empty");
  if (funcsBySymbol.count(callee))
    return error(e->children[2].get(),
                 "'" + callee +
                     "' is a function of this module; call it as "
                     "Module." +
                     callee + "(...)");
  SmallVector<Value> args;
  for (size_t i = 3; i < e->children.size(); ++i) {
    Expr *arg = e->children[i].get();
    TV v = emitExpr(arg);
    if (!v.ok())
      return TV();
    if (v.kind == TV::Scalar && !v.dtype.isHandle()) {
      args.push_back(v.value);
    } else if (v.isLiteral()) {
      Value m = materialize(arg->loc, v, literalDType(v));
      if (!m)
        return TV();
      args.push_back(m);
    } else {
      return error(arg, "T.call_extern takes scalar arguments only");
    }
  }
  SmallVector<Type> types;
  for (Value a : args)
    types.push_back(a.getType());
  Type result = mlirType(*dtype);
  auto fnType = builder.getFunctionType(types, {result});
  auto it = externs.find(callee);
  if (it == externs.end()) {
    OpBuilder::InsertionGuard guard(builder);
    builder.setInsertionPointToEnd(module.getBody());
    auto decl = func::FuncOp::create(builder, loc(e), callee, fnType);
    decl.setPrivate();
    externs[callee] = decl;
  } else {
    auto decl = dyn_cast<func::FuncOp>(it->second);
    if (!decl || decl.getFunctionType() != fnType)
      return error(e, "'" + callee +
                          "' is called with different types than "
                          "before");
  }
  auto call =
      func::CallOp::create(builder, loc(e), callee, TypeRange{result}, args);
  return TV::scalar(call.getResult(0), *dtype);
}
