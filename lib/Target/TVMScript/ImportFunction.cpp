//===- ImportFunction.cpp - A function's importer and its entry -----------===//
//
// A FunctionImporter's scopes, and the function's entry: its parameters
// bound, their buffers checked, then the body, whose returns decide how it
// ends.
//
//===----------------------------------------------------------------------===//

#include "Importer.h"

#include "prim/Dialect/Prim/IR/PrimOps.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "llvm/ADT/STLExtras.h"

using namespace mlir;
using namespace mlir::prim;
using namespace mlir::prim::tvmscript;
using llvm::SMLoc;
using llvm::StringRef;

FunctionImporter::FunctionImporter(ModuleState &m, FuncInfo &info)
    : ImporterBase(m), currentFunc(&info),
      paramBuffers(info.params.size(), nullptr) {
  // The module's scope: the @I.ir_module class's name.
  pushScope();
  if (!m.className.empty()) {
    Binding b;
    b.kind = Binding::Class;
    bind(m.className, b);
  }
}

void FunctionImporter::popScope() {
  for (Value memref : llvm::reverse(deallocs.back()))
    memref::DeallocOp::create(builder, memref.getLoc(), memref);
  deallocs.pop_back();
  scopes.pop_back();
}

Binding *FunctionImporter::lookup(StringRef name) {
  for (auto &scope : llvm::reverse(scopes)) {
    auto it = scope.find(name);
    if (it != scope.end())
      return &it->second;
  }
  return nullptr;
}

bool FunctionImporter::emit() {
  FuncInfo &info = *currentFunc;
  FuncOp func = info.op;
  Block *entry = new Block();
  func.getBody().push_back(entry);
  for (auto [i, type] : llvm::enumerate(func.getArgumentTypes()))
    entry->addArgument(type, loc(info.params[i].loc));
  builder.setInsertionPointToStart(entry);
  allocaBlock = entry;
  pushScope();

  // Symbolic variables declared at the top of the body exist from the start,
  // so that the parameters' shapes can bind them.
  for (auto &entryDecl : info.declaredSyms) {
    syms.push_back({entryDecl.getKey().str(), entryDecl.getValue(), nullptr});
    Binding b;
    b.kind = Binding::Sym;
    b.sym = &syms.back();
    bind(entryDecl.getKey(), b);
  }
  // Scalars and handles first: a buffer's shape may name a later scalar.
  for (auto [i, p] : llvm::enumerate(info.params)) {
    if (p.kind == ParamKind::Buffer)
      continue;
    bindValue(p.name, TV::scalar(entry->getArgument(i), p.dtype));
  }
  SmallVector<std::function<bool()>> checks;
  for (auto [i, p] : llvm::enumerate(info.params)) {
    if (p.kind != ParamKind::Buffer)
      continue;
    buffers.push_back({});
    Buffer &buffer = buffers.back();
    buffer.name = p.binder ? p.binder->target->name : p.name;
    buffer.memref = entry->getArgument(i);
    buffer.dtype = p.decl.dtype;
    paramBuffers[i] = &buffer;
    if (p.binder && !substituteEntryLets(info, p.binder, p.decl))
      return false;
    if (!bindParamBuffer(info, buffer, p.decl, checks))
      return false;
    bindValue(p.name,
              TV::bufferRef(&buffer, p.binder ? TV::DataRef : TV::BufferRef));
  }
  // A check may name a buffer that T.match_buffer binds in the body
  // (`data=A.data`): TVM binds all of them in the signature first.
  pushScope();
  for (auto [p, buffer] : llvm::zip(info.params, paramBuffers))
    if (p.binder)
      bindValue(p.binder->target->name, TV::bufferRef(buffer));
  for (auto &check : checks)
    if (!check())
      return false;
  popScope();
  // Dynamic dims as values, now that every symbolic variable is bound.
  for (auto [p, buffer] : llvm::zip(info.params, paramBuffers)) {
    if (!buffer)
      continue;
    // Compound dims stay unset: A.shape[i] reads them (emitSubscript).
    for (auto [i, dim] : llvm::enumerate(buffer->shape)) {
      if (dim.ok() || p.decl.shape[i]->kind != Expr::Name)
        continue;
      dim = emitExpr(p.decl.shape[i]);
      if (!dim.ok())
        return false;
    }
  }

  StmtList &body = info.def->body;
  bool early = false;
  for (auto [index, stmt] : llvm::enumerate(body)) {
    Expr *value;
    SMLoc at;
    if (isReturn(*stmt, value, at)
            ? index + 1 != body.size()
            : containsReturn(stmt->body) || containsReturn(stmt->orelse))
      early = true;
  }
  if (m.hadError)
    return false;
  if (early)
    return emitEarlyReturns(info);
  bool returned = false;
  for (StmtPtr &stmt : body) {
    // TVM's RemoveNoOp deletes it before MakePackedAPI (ImportDeadCode.cpp).
    if (startsDeadRest(body, &stmt - body.data()))
      break;
    Expr *retValue = nullptr;
    SMLoc retLoc;
    if (isReturn(*stmt, retValue, retLoc) && !retValue) {
      if (m.hadError)
        return false;
      continue;
    }
    if (retValue) {
      Value r = emitReturnValue(retValue, retLoc);
      if (!r)
        return false;
      popScope();
      ReturnOp::create(builder, loc(retLoc), ValueRange{r});
      returned = true;
      continue;
    }
    if (!emitStmt(*stmt))
      return false;
  }
  if (!returned) {
    if (info.result)
      return fail(info.def->nameLoc,
                  "function '" + info.def->name +
                      "' has a return annotation but does not end with "
                      "T.ret(...) or return");
    popScope();
    ReturnOp::create(builder, loc(info.def->loc));
  }
  return true;
}
