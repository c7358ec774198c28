//===- ImportStatements.cpp - Function bodies and their statements --------===//
//
// A function's entry (its parameters bound, their buffers checked), then
// each statement: assignments and buffer stores, asserts, while, if and
// with. Loops and TensorIR blocks are in ImportLoops.cpp.
//
//===----------------------------------------------------------------------===//

#include "Importer.h"

#include "prim/Dialect/Prim/IR/PrimOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "llvm/ADT/STLExtras.h"

using namespace mlir;
using namespace mlir::prim;
using namespace mlir::prim::tvmscript;
using llvm::SMLoc;
using llvm::StringRef;

bool Importer::emitFunction(FuncInfo &info) {
  currentFunc = &info;
  FuncOp func = info.op;
  Block *entry = new Block();
  func.getBody().push_back(entry);
  for (auto [i, type] : llvm::enumerate(func.getArgumentTypes()))
    entry->addArgument(type, loc(info.params[i].loc));
  builder.setInsertionPointToStart(entry);
  allocaBlock = entry;
  pushScope();
  spellLoopJumps(info.def->body);
  findReassignedNames(info);

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
    p.buffer = &buffer;
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
  for (ParamInfo &p : info.params)
    if (p.binder)
      bindValue(p.binder->target->name, TV::bufferRef(p.buffer));
  for (auto &check : checks)
    if (!check())
      return false;
  popScope();
  // Dynamic dims as values, now that every symbolic variable is bound.
  for (ParamInfo &p : info.params) {
    if (!p.buffer)
      continue;
    // Compound dims stay unset: A.shape[i] reads them (emitSubscript).
    for (auto [i, dim] : llvm::enumerate(p.buffer->shape)) {
      if (dim.ok() || p.decl.shape[i]->kind != Expr::Name)
        continue;
      dim = emitExpr(p.decl.shape[i]);
      if (!dim.ok())
        return false;
    }
  }

  StmtList &body = info.def->body;
  returnFlag = returnSlot = nullptr;
  loopExits.clear();
  bool early = false;
  for (auto [index, stmt] : llvm::enumerate(body)) {
    Expr *value;
    SMLoc at;
    if (isReturn(*stmt, value, at)
            ? index + 1 != body.size()
            : containsReturn(stmt->body) || containsReturn(stmt->orelse))
      early = true;
  }
  if (hadError)
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
      if (hadError)
        return false;
      continue;
    }
    if (retValue) {
      TV v = emitExpr(retValue);
      if (!v.ok() || !inferResult(retLoc, v))
        return false;
      if (v.kind == TV::Scalar && v.dtype != *info.result)
        return fail(retValue->loc, "returns " + v.dtype.str() +
                                       ", but the function returns " +
                                       info.result->str());
      Value r = materialize(retValue->loc, v, *info.result);
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

//===----------------------------------------------------------------------===//
// Statements
//===----------------------------------------------------------------------===//

bool Importer::emitBlock(StmtList &block) {
  pushScope();
  return emitInScope(block);
}

/// Emits `block` into the innermost scope, which the caller opened (and may
/// have bound names in), and closes it.
bool Importer::emitInScope(StmtList &block) {
  if (!emitStmtList(block))
    return false;
  popScope();
  return true;
}

bool Importer::emitStmt(Stmt &stmt) {
  if (hadError)
    return false;
  SMLoc at;
  switch (stmt.kind) {
  case Stmt::Pass:
    return true;
  case Stmt::ExprStmt:
    if (Expr * value; isReturn(stmt, value, at))
      return !hadError && emitReturn(value, at);
    return emitExprStmt(stmt.value.get());
  case Stmt::Assign:
  case Stmt::AnnAssign:
    return emitAssign(stmt);
  case Stmt::AugAssign:
    if (stmt.target->kind == Expr::Name && tirx)
      return emitMutableAugAssign(stmt);
    if (stmt.target->kind != Expr::Subscript)
      return fail(stmt.loc, "augmented assignment ('" + stmt.op +
                                "=') applies to buffer elements only: TIR "
                                "variables are immutable");
    return emitStore(stmt.target.get(), stmt.value.get(), stmt.op);
  case Stmt::For:
    return emitFor(stmt);
  case Stmt::While:
    return emitWhile(stmt);
  case Stmt::If:
    return emitIf(stmt);
  case Stmt::With:
    return emitWith(stmt);
  case Stmt::Assert:
    return emitAssert(stmt);
  case Stmt::Return:
    return emitReturn(stmt.value.get(), stmt.loc);
  case Stmt::Break:
  case Stmt::Continue:
    return emitLoopExit(stmt);
  case Stmt::FunctionDef:
    return fail(stmt.loc, "nested functions are not supported");
  case Stmt::ClassDef:
    return fail(stmt.loc, "nested classes are not supported");
  case Stmt::Import:
  case Stmt::ImportFrom:
    return fail(stmt.loc, "imports belong at the top of the file");
  case Stmt::Other:
    return fail(stmt.loc, "unsupported statement");
  }
  return fail(stmt.loc, "unsupported statement");
}

bool Importer::emitExprStmt(Expr *e) {
  if (e->kind == Expr::Str)
    return true; // a docstring
  if (e->kind == Expr::Call) {
    std::string name = calleeName(e->children[0].get());
    if (name == "T.func_attr") {
      // Read by declareFunction; valid at the top of the function only.
      for (StmtPtr &stmt : currentFunc->def->body)
        if (stmt->value.get() == e)
          return true;
      return fail(e->loc, "T.func_attr belongs at the top of the function");
    }
    if (name == "T.attr")
      return checkAttrStmt(e);
    // `T.LetStmt(v, var=x)` (TVM main: `T.bind(v, var=x)`) binds x for the
    // rest of the body.
    if (name == "T.LetStmt" || name == "T.bind") {
      Expr *var = nullptr;
      for (auto &kw : e->keywords)
        if (kw.first == "var")
          var = kw.second.get();
      if (!var || var->kind != Expr::Name || e->keywords.size() != 1)
        return fail(e->loc, name + "(value) as a statement needs var=NAME");
      if (!checkArgCount(e, 1, 1, name))
        return false;
      TV v = emitExpr(e->children[1].get());
      if (!v.ok())
        return false;
      bindValue(var->name, v);
      return true;
    }
    if (name == "T.evaluate") {
      if (!checkArgCount(e, 1, 1, "T.evaluate"))
        return false;
      Expr *arg = e->children[1].get();
      if (arg->kind == Expr::Call)
        return emitCall(arg, /*discardResult=*/true).ok();
      return emitExpr(arg).ok();
    }
    if (name == "T.reads" || name == "T.writes" || name == "T.where" ||
        name == "T.block_attr" || name == "T.sblock_attr")
      return fail(e->loc, "'" + name + "' is only valid inside a T.block");
    return emitCall(e, /*discardResult=*/true).ok();
  }
  return emitExpr(e).ok();
}

/// `T.attr(node, key, value)`: the keys that only describe the code to TVM
/// (its compute scope, a storage alignment, the device it runs on, pragmas,
/// InjectDoubleBuffer's hints, whose rewrite keeps the results) change
/// nothing on a CPU; the others (thread extents, buffer bindings, ...) are
/// refused.
bool Importer::checkAttrStmt(Expr *call) {
  if (!checkArgCount(call, 3, 3, "T.attr"))
    return false;
  Expr *key = call->children[2].get();
  if (key->kind != Expr::Str)
    return fail(key->loc, "T.attr's key is a string");
  StringRef k = key->name;
  if (k == "compute_scope" || k == "storage_alignment" || k == "device_id" ||
      k == "device_type" || k.starts_with("pragma_") ||
      k == "double_buffer_scope" || k == "double_buffer_write")
    return true;
  return fail(key->loc, "attribute statement '" + k + "' is not supported");
}

/// `assert c, "msg"`, or TVM main's `assert c, ("ValueError", ["part", ...])`,
/// whose error kind TVM raises and whose parts it concatenates.
bool Importer::emitAssert(Stmt &stmt) {
  Value c = emitCondition(stmt.value.get());
  if (!c)
    return false;
  std::string message = "assertion failed";
  ErrorKindAttr kind;
  if (Expr *msg = stmt.message.get()) {
    if (msg->kind == Expr::Tuple) {
      if (msg->children.size() != 2 || msg->children[0]->kind != Expr::Str ||
          msg->children[1]->kind != Expr::List)
        return fail(msg->loc, "an assert's message is a string or a tuple of "
                              "an error kind and a list of strings, "
                              "(\"ValueError\", [\"...\"])");
      Expr *kindName = msg->children[0].get();
      std::optional<ErrorKind> k = symbolizeErrorKind(kindName->name);
      if (!k)
        return fail(kindName->loc,
                    "unsupported error kind '" + kindName->name +
                        "': Prim reports RuntimeError, TypeError, ValueError, "
                        "IndexError, AttributeError, KeyError, "
                        "AssertionError, NotImplementedError, MemoryError "
                        "or InternalError");
      kind = ErrorKindAttr::get(context, *k);
      message.clear();
      for (ExprPtr &part : msg->children[1]->children) {
        if (part->kind != Expr::Str)
          return fail(part->loc, "an assert's message parts must be strings");
        message += part->name;
      }
    } else if (msg->kind == Expr::Str) {
      message = msg->name;
    } else {
      return fail(msg->loc, "an assert's message must be a string");
    }
  }
  AssertOp::create(builder, loc(stmt.loc), c, builder.getStringAttr(message),
                   Value(), kind);
  return true;
}

bool Importer::emitAssign(Stmt &stmt) {
  Expr *target = stmt.target.get();
  Expr *value = stmt.value.get();
  if (stmt.kind == Stmt::AnnAssign && !value)
    return fail(stmt.loc, "a declaration without a value is not supported");
  if (target->kind == Expr::Subscript) {
    if (stmt.kind == Stmt::AnnAssign)
      return fail(stmt.loc, "a buffer store takes no annotation");
    return emitStore(target, value, "");
  }
  if (target->kind == Expr::Tuple) {
    if (value->kind == Expr::Call &&
        calleeName(value->children[0].get()) == "T.axis.remap")
      return fail(value->loc, "T.axis.remap is only valid inside a T.block");
    if (stmt.kind == Stmt::Assign && value->kind == Expr::Tuple &&
        value->children.size() == target->children.size())
      return emitTupleAssign(stmt);
    return fail(target->loc, "a tuple assignment takes as many values as "
                             "names (or T.axis.remap in a T.block)");
  }
  if (target->kind != Expr::Name)
    return fail(target->loc,
                "unsupported assignment target '" + target->text + "'");
  StringRef name = target->name;

  // `cls = Module`, as TVM's printer writes it before `cls.f(...)`.
  if (value->kind == Expr::Name && stmt.kind == Stmt::Assign &&
      !className.empty() && value->name == className) {
    aliases[name] = className;
    return true;
  }
  // `x = T.bind(v)` and `x = T.bind(v, T.int32)` are `x: T.int32 = v`.
  Expr *annotation = stmt.annotation.get();
  bool boundByTBind = value->kind == Expr::Call &&
                      calleeName(value->children[0].get()) == "T.bind";
  if (boundByTBind) {
    if (stmt.kind == Stmt::AnnAssign || !value->keywords.empty() ||
        !checkArgCount(value, 1, 2, "T.bind"))
      return hadError ? false
                      : fail(value->loc, "T.bind takes a value and a type");
    if (value->children.size() == 3)
      annotation = value->children[2].get();
    value = value->children[1].get();
  }
  std::optional<DType> annotated;
  bool handle = false;
  if (annotation && !readLetAnnotation(annotation, annotated, handle))
    return false;
  bool immutable =
      handle || boundByTBind || (annotation && isLetAnnotation(annotation));
  if (containsUndef(value))
    return bindUndef(stmt, value, immutable);

  if (value->kind == Expr::Call) {
    std::string callee = calleeName(value->children[0].get());
    // `n = T.int32()`: a symbolic variable, which a parameter's shape binds
    // if it is an integer, or T.Let and T.let bind (`x = T.float32()`).
    if (std::optional<DType> declared = declaredVariable(value)) {
      DType dtype = *declared;
      if (dtype.isHandle())
        return fail(value->loc, "symbolic variables are numbers or bools; "
                                "found handle");
      Binding *existing = lookup(name);
      if (existing && existing->kind == Binding::Sym) {
        if (existing->sym->dtype != dtype)
          return fail(value->loc, "symbolic variable '" + name +
                                      "' was declared as " +
                                      existing->sym->dtype.str());
        return true;
      }
      syms.push_back({name.str(), dtype, nullptr});
      Binding b;
      b.kind = Binding::Sym;
      b.sym = &syms.back();
      bind(name, b);
      return true;
    }
    if (callee == "T.match_buffer" || callee == "T.decl_buffer" ||
        callee == "T.Buffer") {
      // Bound at the function's entry when it binds a parameter.
      for (ParamInfo &p : currentFunc->params) {
        if (p.binder == &stmt && p.buffer) {
          bindValue(name, TV::bufferRef(p.buffer));
          return true;
        }
      }
      if (callee == "T.match_buffer" && value->children.size() > 1 &&
          value->children[1]->kind == Expr::Subscript) {
        TV buffer = matchRegion(value, name);
        if (!buffer.ok())
          return false;
        bindValue(name, buffer);
        return true;
      }
      if (callee == "T.match_buffer")
        return fail(value->loc, "T.match_buffer is only supported at the top "
                                "of a function, binding a T.handle parameter, "
                                "or of a buffer region");
    }
    // T.sblock_alloc_buffer is how tirx prints a root block's allocation;
    // T.alloc_local is alloc_buffer in the "local" scope.
    if (callee == "T.sblock_alloc_buffer" || callee == "T.alloc_local")
      callee = "T.alloc_buffer";
    if (callee == "T.decl_buffer" || callee == "T.Buffer" ||
        callee == "T.alloc_buffer" || callee == "T.allocate") {
      if (callee == "T.Buffer" && value->children.size() < 4 &&
          llvm::none_of(value->keywords,
                        [](auto &kw) { return kw.first == "data"; }))
        return fail(value->loc, "T.Buffer in a function body needs "
                                "data=...; use T.alloc_buffer or "
                                "T.decl_buffer to allocate");
      TV buffer = allocateBuffer(value, name, callee == "T.allocate");
      if (!buffer.ok())
        return false;
      bindValue(name, buffer);
      return true;
    }
  }
  TV v = emitExpr(value);
  if (!v.ok())
    return false;
  if (handle && v.kind != TV::DataRef &&
      !(v.kind == TV::Scalar && v.dtype.isHandle()))
    return fail(value->loc, "the annotation says handle, but the value is "
                            "not a pointer");
  if (annotated) {
    if (v.kind == TV::Scalar && v.dtype != *annotated)
      return fail(value->loc, "the value is " + v.dtype.str() +
                                  ", but the annotation says " +
                                  annotated->str());
    Value m = materialize(value->loc, v, *annotated);
    if (!m)
      return false;
    v = TV::scalar(m, *annotated);
  }
  if (v.kind == TV::None)
    return fail(value->loc, "assigning None is not supported");
  if (tirx) {
    FailureOr<bool> stored = emitMutableAssign(stmt, v, immutable);
    if (failed(stored) || *stored)
      return succeeded(stored);
  }
  bindValue(name, v);
  return true;
}

/// Whether a let binding's annotation is TVM main's `T.let` or `T.let[...]`,
/// which binds an immutable variable in tirx.
bool Importer::isLetAnnotation(Expr *ann) {
  Expr *base = ann->kind == Expr::Subscript ? ann->children[0].get() : ann;
  return calleeName(base) == "T.let";
}

/// A let binding's annotation: a dtype (`T.int32`), a pointer
/// (`T.handle`, `T.handle("float32")`, `T.Ptr[T.float32]`), or either under
/// TVM's main-branch `T.let[...]`; a bare `T.let` takes the value's type.
bool Importer::readLetAnnotation(Expr *ann, std::optional<DType> &dtype,
                                 bool &handle, Expr *written) {
  if (!written)
    written = ann;
  Expr *base = ann->kind == Expr::Call || ann->kind == Expr::Subscript
                   ? ann->children[0].get()
                   : ann;
  std::string name = calleeName(base);
  if (name == "T.let") {
    if (ann->kind == Expr::Subscript && ann->children.size() == 2)
      return readLetAnnotation(ann->children[1].get(), dtype, handle, ann);
    if (ann == base)
      return true;
  }
  if (name == "T.handle" || name == "T.Ptr") {
    handle = true;
    return true;
  }
  StringRef a = name;
  if (ann == base && a.consume_front("T."))
    dtype = parseVectorDType(a);
  if (dtype && !dtype->isHandle())
    return true;
  return fail(written->loc, "unsupported annotation '" + written->text +
                                "': a let binding takes a dtype or a handle");
}

/// `a, b = x, y`: the values first, then the names, as Python does;
/// `n, m = T.int64(), T.int64()` declares symbolic variables.
bool Importer::emitTupleAssign(Stmt &stmt) {
  Expr *targets = stmt.target.get(), *values = stmt.value.get();
  SmallVector<std::pair<StringRef, TV>> bound;
  for (size_t i = 0; i < targets->children.size(); ++i) {
    Expr *target = targets->children[i].get();
    Expr *value = values->children[i].get();
    if (target->kind != Expr::Name)
      return fail(target->loc, "a tuple assignment binds names");
    if (value->kind == Expr::Call && value->children.size() == 1 &&
        value->keywords.empty()) {
      // One declaration, through the single-name path.
      Stmt single(Stmt::Assign, stmt.loc);
      single.target = std::move(targets->children[i]);
      single.value = std::move(values->children[i]);
      bool ok = emitAssign(single);
      targets->children[i] = std::move(single.target);
      values->children[i] = std::move(single.value);
      if (!ok)
        return false;
      continue;
    }
    TV v = emitExpr(value);
    if (!v.ok())
      return false;
    if (v.kind == TV::None)
      return fail(value->loc, "assigning None is not supported");
    bound.push_back({target->name, v});
  }
  for (auto &[name, v] : bound) {
    bindValue(name, v);
  }
  return true;
}

bool Importer::emitStore(Expr *target, Expr *valueExpr, StringRef augOp) {
  TV base = emitExpr(target->children[0].get());
  if (!base.ok())
    return false;
  if (base.kind != TV::BufferRef)
    return fail(target->loc,
                "'" + target->children[0]->text + "' is not a buffer");
  if (!checkNoUndefIndex(target))
    return false;
  // TVM's RemoveStoreUndef drops a store of an undefined value.
  if (containsUndef(valueExpr))
    return checkUndefValue(valueExpr);
  Buffer &buffer = *base.buffer;
  if (isVectorAccess(target))
    return emitVectorStore(target, buffer, valueExpr, augOp);
  SmallVector<Value> indices = bufferIndices(target, buffer);
  if (hadError)
    return false;
  TV value = emitExpr(valueExpr);
  if (!value.ok())
    return false;
  Location l = loc(target);
  if (!augOp.empty()) {
    Value old = load(l, buffer, indices);
    value =
        emitBinary(target->loc, augOp, TV::scalar(old, buffer.dtype), value);
    if (!value.ok())
      return false;
  }
  return storeConverted(valueExpr, value, buffer, indices, l);
}

bool Importer::storeConverted(Expr *valueExpr, TV value, Buffer &buffer,
                              ValueRange indices, Location l) {
  if (value.kind == TV::Scalar && value.dtype != buffer.dtype &&
      (value.dtype.isHandle() || buffer.dtype.isHandle()))
    return fail(valueExpr->loc, "stores " + value.dtype.str() + " into '" +
                                    buffer.name + "', a " + buffer.dtype.str() +
                                    " buffer; convert with T.Cast");
  // As TVM's BufferStore, an element takes a value of its own lanes.
  unsigned lanes = value.kind == TV::Scalar ? value.dtype.lanes : 1;
  if (lanes != buffer.dtype.lanes)
    return fail(valueExpr->loc,
                "stores " +
                    (value.kind == TV::Scalar ? value.dtype.str()
                                              : std::string("a scalar")) +
                    " into one element of '" + buffer.name + "', a " +
                    buffer.dtype.str() + " buffer" +
                    (lanes > 1 ? "; index its last dim with T.Ramp" : ""));
  // TVM's BufferStore casts the value to the buffer's dtype.
  if (value.kind == TV::Scalar || value.kind == TV::FloatLit)
    value = emitCast(valueExpr->loc, value, buffer.dtype);
  if (!value.ok())
    return false;
  Value v = materialize(valueExpr->loc, value, buffer.dtype);
  if (!v)
    return false;
  store(l, v, buffer, indices);
  return true;
}

bool Importer::emitWhile(Stmt &stmt) {
  Location l = loc(stmt.loc);
  if (!pushLoopExits(stmt.body, /*parallel=*/false, l))
    return false;
  auto loop = scf::WhileOp::create(builder, l, TypeRange{}, ValueRange{});
  OpBuilder::InsertionGuard guard(builder);
  builder.createBlock(&loop.getBefore());
  pushScope();
  // After a break or a return the condition is not evaluated.
  Value go = keepGoing(l, /*loopExitsOnly=*/true);
  scf::IfOp ifOp;
  if (go) {
    ifOp = scf::IfOp::create(builder, l, builder.getI1Type(), go,
                             /*withElseRegion=*/true);
    builder.setInsertionPointToStart(ifOp.elseBlock());
    scf::YieldOp::create(builder, l, ValueRange{constant(DType::boolean(), 0)});
    builder.setInsertionPointToStart(ifOp.thenBlock());
  }
  Value c = emitBranchCondition(stmt.value.get());
  if (!c)
    return false;
  if (go) {
    scf::YieldOp::create(builder, l, ValueRange{c});
    builder.setInsertionPointAfter(ifOp);
    c = ifOp.getResult(0);
  }
  scf::ConditionOp::create(builder, l, c, ValueRange{});
  popScope();
  builder.createBlock(&loop.getAfter());
  auto yield = scf::YieldOp::create(builder, l);
  builder.setInsertionPoint(yield);
  if (!emitLoopBody(stmt.body, l))
    return false;
  loopExits.pop_back();
  return true;
}

bool Importer::emitIf(Stmt &stmt) {
  Value c = emitBranchCondition(stmt.value.get());
  if (!c)
    return false;
  auto ifOp = scf::IfOp::create(builder, loc(stmt.loc), c,
                                /*withElseRegion=*/!stmt.orelse.empty());
  OpBuilder::InsertionGuard guard(builder);
  builder.setInsertionPoint(ifOp.thenBlock()->getTerminator());
  if (!emitBlock(stmt.body))
    return false;
  if (!stmt.orelse.empty()) {
    builder.setInsertionPoint(ifOp.elseBlock()->getTerminator());
    if (!emitBlock(stmt.orelse))
      return false;
  }
  return true;
}

bool Importer::emitWith(Stmt &stmt) {
  if (stmt.items.size() != 1)
    return fail(stmt.loc, "a with statement takes one item");
  WithItem &item = stmt.items.front();
  Expr *ctx = item.context.get();
  std::string name =
      ctx->kind == Expr::Call ? calleeName(ctx->children[0].get()) : "";
  if (name == "T.block" || name == "T.sblock")
    return emitTensorBlock(stmt);
  if (name == "T.init")
    return fail(ctx->loc, "T.init is only valid inside a T.block");
  if (name == "T.allocate" || name == "T.decl_buffer" ||
      name == "T.alloc_buffer") {
    if (!item.target || item.target->kind != Expr::Name)
      return fail(ctx->loc, "'with " + name + "(...)' needs 'as NAME'");
    pushScope();
    TV buffer = allocateBuffer(ctx, item.target->name, name == "T.allocate");
    if (!buffer.ok())
      return false;
    bindValue(item.target->name, buffer);
    return emitInScope(stmt.body);
  }
  if (name == "T.LetStmt") {
    // `with T.LetStmt(v) as x:` or `with T.LetStmt(v, var=x):`.
    Expr *var = item.target.get();
    for (auto &kw : ctx->keywords)
      if (kw.first == "var" && !var)
        var = kw.second.get();
    if (!var || var->kind != Expr::Name)
      return fail(ctx->loc, "'with T.LetStmt(value)' needs 'as NAME' or "
                            "var=NAME");
    if (!checkArgCount(ctx, 1, 1, name))
      return false;
    TV v = emitExpr(ctx->children[1].get());
    if (!v.ok())
      return false;
    pushScope();
    bindValue(var->name, v);
    return emitInScope(stmt.body);
  }
  if (name == "T.attr") {
    if (item.target)
      return fail(item.target->loc, "'with T.attr(...)' binds no name");
    return checkAttrStmt(ctx) && emitBlock(stmt.body);
  }
  if (name == "T.launch_thread" || name == "T.realize" || name == "T.Assert" ||
      name == "T.If" || name == "T.Then" || name == "T.Else" ||
      name == "T.While" || name == "T.hint")
    return fail(ctx->loc, "'with " + name + "(...)' is not supported");
  return fail(ctx->loc, "unsupported with statement '" +
                            (name.empty() ? ctx->text.str() : name) + "'");
}
