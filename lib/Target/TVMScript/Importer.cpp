//===- Importer.cpp - TVMScript syntax tree to the prim dialect -----------===//
//
// The entry points, diagnostics and names, and the module level: imports,
// the @I.ir_module class, and each @T.prim_func's declaration, whose
// signature the analysis of its parameters decides. The bodies are emitted
// by the other Import*.cpp files.
//
//===----------------------------------------------------------------------===//

#include "Importer.h"
#include "Syntax/Parser.h"

#include "prim/Dialect/Prim/IR/PrimDialect.h"
#include "prim/Target/TVMScript.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Verifier.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"

using namespace mlir;
using namespace mlir::prim;
using namespace mlir::prim::tvmscript;
using llvm::SMLoc;
using llvm::StringRef;

//===----------------------------------------------------------------------===//
// Diagnostics and names
//===----------------------------------------------------------------------===//

Location ImporterBase::loc(SMLoc at) {
  unsigned bufferId = m.sourceMgr.getMainFileID();
  StringRef buffer = m.sourceMgr.getMemoryBuffer(bufferId)->getBuffer();
  if (!at.isValid() || at.getPointer() < buffer.begin() ||
      at.getPointer() > buffer.end())
    at = SMLoc::getFromPointer(buffer.begin());
  auto [line, column] = m.sourceMgr.getLineAndColumn(at, bufferId);
  return FileLineColLoc::get(
      context, m.sourceMgr.getMemoryBuffer(bufferId)->getBufferIdentifier(),
      line, column);
}

TV ImporterBase::error(SMLoc at, const llvm::Twine &message) {
  if (!m.hadError)
    emitError(loc(at)) << message.str();
  m.hadError = true;
  return TV();
}

std::optional<std::string> ImporterBase::dottedName(const Expr *e) {
  if (e->kind == Expr::Name)
    return e->name;
  if (e->kind == Expr::Attribute && !e->children.empty()) {
    std::optional<std::string> base = dottedName(e->children[0].get());
    if (base)
      return *base + "." + e->name;
  }
  return std::nullopt;
}

std::string ImporterBase::calleeName(const Expr *callee) {
  std::optional<std::string> dotted = dottedName(callee);
  if (!dotted)
    return "";
  StringRef name = *dotted;
  auto [head, rest] = name.split('.');
  auto alias = m.aliases.find(head);
  if (alias == m.aliases.end())
    return name.str();
  std::string full = alias->second;
  if (!rest.empty())
    full += "." + rest.str();
  // tvm.script.tir.X, tvm.script.ir_module and the like.
  StringRef f = full;
  for (StringRef prefix : {"tvm.script.tirx.", "tvm.script.tir.",
                           "tvm.script.parser.tir.", "tvm.tir.", "tvm.tirx."})
    if (f.consume_front(prefix))
      return "T." + f.str();
  for (StringRef prefix : {"tvm.script.ir.", "tvm.script.parser.ir.",
                           "tvm.script."})
    if (f.consume_front(prefix))
      return "I." + f.str();
  return full;
}

//===----------------------------------------------------------------------===//
// Module level
//===----------------------------------------------------------------------===//

/// The subpackages of TVM v0.20's and TVM main's `tvm` (python/tvm/*/).
static bool isTVMPackage(StringRef name) {
  return llvm::is_contained({"arith", "backend", "contrib", "dlight", "driver",
                             "exec", "meta_schedule", "relax", "rpc", "runtime",
                             "s_tir", "support", "target", "te", "testing",
                             "topi"},
                            name);
}

bool ModuleImporter::handleImport(Stmt &stmt) {
  sawImports = true;
  if (stmt.kind == Stmt::Import) {
    for (auto &[name, alias] : stmt.names) {
      StringRef head = StringRef(name).split('.').first;
      if (head != "tvm")
        return fail(stmt.loc, "unsupported import of '" + name +
                                  "': TVMScript files import from tvm only");
      m.aliases[alias.empty() ? head : StringRef(alias)] =
          alias.empty() ? "tvm" : name;
    }
    return true;
  }
  StringRef module = stmt.module;
  for (auto &[name, alias] : stmt.names) {
    StringRef as = alias.empty() ? StringRef(name) : StringRef(alias);
    if (module == "tvm.script" || module == "tvm.script.parser" ||
        module == "tvm") {
      if (std::optional<TVMVersion> version = Flavor::versionOfModule(name)) {
        m.aliases[as] = "T";
        // Once tirx is imported, the file is TVM main's.
        if (*version == TVMVersion::Main)
          m.flavor = Flavor(TVMVersion::Main);
        continue;
      }
      if (name == "ir") {
        m.aliases[as] = "I";
        continue;
      }
      if (name == "ir_module") {
        m.aliases[as] = "I.ir_module";
        continue;
      }
    }
    // `from tvm import script`, then script.tir.prim_func, script.ir_module.
    if (module == "tvm" && name == "script") {
      m.aliases[as] = "tvm.script";
      continue;
    }
    // TVM's other packages (TVM main's tests import `te`, `topi`, `s_tir`
    // beside the script): the names stay theirs, so a use of one is refused
    // where it is used.
    if (module == "tvm" && isTVMPackage(name)) {
      m.aliases[as] = "tvm." + name;
      continue;
    }
    return fail(stmt.loc, "unsupported import 'from " + module + " import " +
                              name + "': a TVMScript file imports tir or "
                                     "tirx (as T) and ir (as I) from "
                                     "tvm.script");
  }
  return true;
}

bool ModuleImporter::isPrimFuncDecorator(Stmt &def, bool &isPrivate) {
  isPrivate = false;
  if (def.decorators.size() != 1)
    return fail(def.loc, "function '" + def.name +
                             "' must have exactly one decorator, "
                             "@T.prim_func");
  Expr *decorator = def.decorators.front().get();
  Expr *callee = decorator->kind == Expr::Call
                     ? decorator->children.front().get()
                     : decorator;
  std::string name = calleeName(callee);
  if (lookupBuiltin(name) != Builtin::T_prim_func)
    return fail(decorator->loc,
                "'@" + (name.empty() ? std::string(decorator->text) : name) +
                    "' functions are not supported; Prim imports "
                    "@T.prim_func functions");
  if (decorator->kind != Expr::Call)
    return true;
  if (decorator->children.size() > 1)
    return fail(decorator->loc, "@T.prim_func takes keyword arguments only");
  for (auto [index, kw] : llvm::enumerate(decorator->keywords)) {
    auto &[key, value] = kw;
    if (key == "private" || key == "s_tir" || key == "check_well_formed" ||
        key == "persistent") {
      if (value->kind != Expr::Bool)
        return fail(value->loc, "@T.prim_func's '" + key +
                                    "' takes True or False");
      if (key == "private")
        isPrivate = value->intValue;
      if (key == "persistent" && value->intValue)
        return fail(value->loc, "persistent kernels are not supported");
      continue;
    }
    return fail(decorator->keywordLocs[index],
                "unsupported @T.prim_func argument '" + key + "'");
  }
  return true;
}

OwningOpRef<ModuleOp> ModuleImporter::run() {
  const llvm::MemoryBuffer *buffer =
      m.sourceMgr.getMemoryBuffer(m.sourceMgr.getMainFileID());
  Parser parser(buffer->getBuffer(),
                [&](SMLoc at, const llvm::Twine &message) {
                  error(at, message);
                });
  StmtList stmts;
  if (!parser.parseFile(stmts))
    return nullptr;
  OwningOpRef<ModuleOp> owned =
      ModuleOp::create(loc(SMLoc::getFromPointer(buffer->getBufferStart())));
  m.module = *owned;
  if (!importFile(stmts) || m.hadError)
    return nullptr;
  if (failed(verify(*owned)))
    return nullptr;
  return owned;
}

bool ModuleImporter::importFile(StmtList &file) {
  // Imports first: printed files often carry them as comments only, and
  // then the usual aliases apply.
  for (StmtPtr &stmt : file)
    if ((stmt->kind == Stmt::Import || stmt->kind == Stmt::ImportFrom) &&
        !handleImport(*stmt))
      return false;
  if (!sawImports) {
    m.aliases["T"] = "T";
    m.aliases["I"] = "I";
  }

  std::vector<std::pair<Stmt *, std::string>> defs;
  bool sawClass = false;
  for (StmtPtr &stmt : file) {
    switch (stmt->kind) {
    case Stmt::Import:
    case Stmt::ImportFrom:
    case Stmt::Pass:
      break;
    case Stmt::ExprStmt:
      if (stmt->value->kind == Expr::Str)
        break; // a docstring
      return fail(stmt->loc, "unsupported top-level statement: a TVMScript "
                             "file holds an @I.ir_module class or "
                             "@T.prim_func functions");
    case Stmt::FunctionDef:
      defs.emplace_back(stmt.get(), "");
      break;
    case Stmt::ClassDef: {
      if (sawClass)
        return fail(stmt->loc, "a file may hold one @I.ir_module class");
      sawClass = true;
      if (stmt->decorators.size() != 1)
        return fail(stmt->loc, "class '" + stmt->name +
                                   "' must have the decorator @I.ir_module");
      Expr *decorator = stmt->decorators.front().get();
      Expr *callee = decorator->kind == Expr::Call
                         ? decorator->children.front().get()
                         : decorator;
      if (builtinOf(callee) != Builtin::I_ir_module)
        return fail(decorator->loc, "class '" + stmt->name +
                                        "' must have the decorator "
                                        "@I.ir_module");
      if (decorator->kind == Expr::Call) {
        if (decorator->children.size() > 1)
          return fail(decorator->loc,
                      "@I.ir_module takes keyword arguments only");
        for (auto [index, kw] : llvm::enumerate(decorator->keywords))
          if (kw.first != "s_tir" && kw.first != "check_well_formed")
            return fail(decorator->keywordLocs[index],
                        "unsupported @I.ir_module argument '" + kw.first +
                            "'");
      }
      m.className = stmt->name;
      for (StmtPtr &member : stmt->body) {
        if (member->kind == Stmt::FunctionDef) {
          defs.emplace_back(member.get(), m.className);
        } else if (member->kind == Stmt::Pass ||
                   (member->kind == Stmt::ExprStmt &&
                    member->value->kind == Expr::Str)) {
          continue;
        } else if (member->kind == Stmt::ExprStmt &&
                   member->value->kind == Expr::Call &&
                   builtinOf(member->value->children[0].get()) ==
                       Builtin::I_module_attrs) {
          if (!checkModuleAttrs(member->value.get()))
            return false;
        } else if (member->kind == Stmt::Assign &&
                   member->target->kind == Expr::Name &&
                   member->target->name == "metadata") {
          return fail(member->loc, "metadata references are not supported");
        } else {
          return fail(member->loc, "unsupported statement in an @I.ir_module "
                                   "class: it holds @T.prim_func functions");
        }
      }
      break;
    }
    default:
      return fail(stmt->loc, "unsupported top-level statement: a TVMScript "
                             "file holds an @I.ir_module class or "
                             "@T.prim_func functions");
    }
  }
  // An @I.ir_module class may be empty (TVM's empty IRModule); a file
  // without one must hold a function.
  if (defs.empty() && !sawClass)
    return fail(SMLoc::getFromPointer(
                    m.sourceMgr.getMemoryBuffer(m.sourceMgr.getMainFileID())
                        ->getBufferStart()),
                "no @T.prim_func function found");

  for (auto &[def, cls] : defs)
    if (!declareFunction(*def, cls))
      return false;
  // Each body is resolved, checked and emitted before the next: emitting
  // one may add namespace aliases (`cls = Module`) that the next reads.
  for (FuncInfo &info : m.funcs) {
    info.facts = resolveFunction(
        *info.def, [&](const Expr *callee) { return calleeName(callee); },
        flavor);
    if (!verifyWellFormed(info) || !FunctionImporter(m, info).emit())
      return false;
  }
  return !m.hadError;
}

bool ModuleImporter::declareFunction(Stmt &def, StringRef cls) {
  bool isPrivate;
  if (!isPrimFuncDecorator(def, isPrivate))
    return false;
  m.funcs.emplace_back();
  FuncInfo &info = m.funcs.back();
  info.def = &def;
  info.symName = def.name;
  if (m.funcsByName.count(def.name))
    return fail(def.nameLoc, "function '" + def.name + "' is defined twice");
  m.funcsByName[def.name] = &info;

  // T.func_attr and symbolic-variable declarations at the top of the body.
  for (StmtPtr &stmt : def.body) {
    if (stmt->kind == Stmt::ExprStmt && stmt->value->kind == Expr::Call &&
        builtinOf(stmt->value->children[0].get()) == Builtin::T_func_attr) {
      Expr *call = stmt->value.get();
      if (call->children.size() != 2 || !call->keywords.empty() ||
          call->children[1]->kind != Expr::Dict)
        return fail(call->loc, "T.func_attr takes one dict");
      Expr *dict = call->children[1].get();
      for (size_t i = 0; i + 1 < dict->children.size(); i += 2) {
        Expr *key = dict->children[i].get();
        Expr *value = dict->children[i + 1].get();
        if (key->kind != Expr::Str)
          return fail(key->loc, "function attribute names are strings");
        auto boolValue = [&]() -> std::optional<bool> {
          if (value->kind == Expr::Bool)
            return value->intValue != 0;
          if (value->kind == Expr::Int)
            return value->intValue != 0;
          if (value->kind == Expr::Call &&
              parseDTypeCallee(calleeName(value->children[0].get())) ==
                  DType::boolean() &&
              value->children.size() == 2 &&
              value->children[1]->kind == Expr::Bool)
            return value->children[1]->intValue != 0;
          return std::nullopt;
        };
        if (key->name == "global_symbol") {
          if (value->kind != Expr::Str)
            return fail(value->loc, "'global_symbol' takes a string");
          StringRef sym = value->name;
          if (!isCIdentifier(sym))
            return fail(value->loc, "global_symbol \"" + sym +
                                        "\" is not a C identifier, which "
                                        "Prim's symbols must be");
          info.symName = value->name;
        } else if (key->name == "tir.noalias" || key->name == "tirx.noalias") {
          std::optional<bool> v = boolValue();
          if (!v)
            return fail(value->loc, "'" + key->name + "' takes a bool");
          info.noalias = *v;
        } else if (key->name == "tir.is_scheduled" ||
                   key->name == "tir.is_entry_func") {
          // Facts about TVM's own pipeline state, with no meaning here.
          if (!boolValue())
            return fail(value->loc, "'" + key->name + "' takes a bool");
        } else if (!readFunctionAttr(info, key, value)) {
          return false;
        }
      }
    } else if (stmt->kind == Stmt::Assign) {
      // `n = T.int32()`, or several: `n, m = T.int64(), T.int64()`.
      SmallVector<std::pair<Expr *, Expr *>> pairs;
      if (stmt->target->kind == Expr::Name)
        pairs.push_back({stmt->target.get(), stmt->value.get()});
      else if (stmt->target->kind == Expr::Tuple &&
               stmt->value->kind == Expr::Tuple &&
               stmt->target->children.size() == stmt->value->children.size())
        for (auto [target, value] :
             llvm::zip(stmt->target->children, stmt->value->children))
          pairs.push_back({target.get(), value.get()});
      for (auto [target, value] : pairs) {
        if (target->kind != Expr::Name)
          continue;
        std::optional<DType> dtype = declaredVariable(value);
        if (dtype && dtype->isInt())
          info.declaredSyms[target->name] = *dtype;
      }
    }
  }
  if (m.funcsBySymbol.count(info.symName))
    return fail(def.nameLoc, "a second function has the symbol '" +
                                 info.symName + "'");
  m.funcsBySymbol[info.symName] = &info;

  if (!analyzeParams(info))
    return false;

  SmallVector<Type> inputs;
  SmallVector<DictionaryAttr> argAttrs;
  for (ParamInfo &p : info.params) {
    SmallVector<NamedAttribute> attrs;
    switch (p.kind) {
    case ParamKind::Buffer:
      if (p.decl.axisSeparators.isValid())
        return fail(p.decl.axisSeparators,
                    "axis_separators on a parameter are not supported: a "
                    "tensor argument's memory is flat");
      if (!(p.type = bufferType(p.decl)))
        return false;
      inputs.push_back(p.type);
      if (p.decl.align > 1)
        attrs.push_back(builder.getNamedAttr(
            PrimDialect::kAlignAttrName,
            builder.getI64IntegerAttr(p.decl.align)));
      if (info.noalias)
        attrs.push_back(builder.getNamedAttr(PrimDialect::kNoAliasAttrName,
                                             builder.getUnitAttr()));
      break;
    case ParamKind::Scalar:
      inputs.push_back(mlirType(p.dtype));
      break;
    case ParamKind::Handle:
      inputs.push_back(HandleType::get(context));
      if (p.resourceHandle)
        attrs.push_back(builder.getNamedAttr(
            PrimDialect::kResourceHandleAttrName, builder.getUnitAttr()));
      break;
    }
    argAttrs.push_back(builder.getDictionaryAttr(attrs));
  }
  SmallVector<Type> results;
  if (info.result)
    results.push_back(mlirType(*info.result));
  builder.setInsertionPointToEnd(m.module.getBody());
  info.op = FuncOp::create(builder, loc(def.nameLoc), info.symName,
                           builder.getFunctionType(inputs, results),
                           ArrayRef<NamedAttribute>{}, argAttrs);
  if (isPrivate)
    info.op.setPrivate();
  // A private function has no packed entry to leave out.
  if (info.unpacked && !isPrivate)
    info.op.setApi(API::Unpacked);
  if (!info.targetCpu.empty())
    info.op->setAttr(PrimDialect::kTargetCpuAttrName,
                     builder.getStringAttr(info.targetCpu));
  if (!info.targetFeatures.empty())
    info.op->setAttr(PrimDialect::kTargetFeaturesAttrName,
                     builder.getStringAttr(info.targetFeatures));
  return true;
}

/// Calls `fn` on every expression under `block`.
static void walkExprs(StmtList &block, const std::function<void(Expr &)> &fn) {
  std::function<void(Expr *)> visit = [&](Expr *e) {
    if (!e)
      return;
    fn(*e);
    for (ExprPtr &child : e->children)
      visit(child.get());
    for (auto &kw : e->keywords)
      visit(kw.second.get());
  };
  std::function<void(StmtList &)> visitBlock = [&](StmtList &b) {
    for (StmtPtr &stmt : b) {
      visit(stmt->target.get());
      visit(stmt->value.get());
      visit(stmt->annotation.get());
      visit(stmt->message.get());
      for (WithItem &item : stmt->items) {
        visit(item.context.get());
        visit(item.target.get());
      }
      visitBlock(stmt->body);
      visitBlock(stmt->orelse);
    }
  };
  visitBlock(block);
}

/// The dtype of `T.int32()`, `T.float32()`, ...: a variable declaration.
/// `is_size_var=True` (TVM's SizeVar) only tells TVM's arithmetic that the
/// variable is not negative.
std::optional<DType> ImporterBase::declaredVariable(Expr *value) {
  if (value->kind != Expr::Call)
    return std::nullopt;
  // te.var(name, dtype="int32"), TVM's tirx.Var(name, dtype): the variable
  // T.int32() declares.
  if (builtinOf(value->children[0].get()) == Builtin::tvm_te_var) {
    Expr *dtype =
        value->children.size() > 2 ? value->children[2].get() : nullptr;
    for (auto &[key, arg] : value->keywords)
      if (key == "dtype")
        dtype = arg.get();
      else if (key != "name")
        return std::nullopt;
    if (value->children.size() > 3 || (dtype && dtype->kind != Expr::Str))
      return std::nullopt;
    return dtype ? parseDType(dtype->name) : DType::i(32);
  }
  if (value->children.size() != 1)
    return std::nullopt;
  for (auto &[key, flag] : value->keywords)
    if (key != "is_size_var" || flag->kind != Expr::Bool)
      return std::nullopt;
  return parseDTypeCallee(calleeName(value->children[0].get()));
}

bool ModuleImporter::analyzeParams(FuncInfo &info) {
  Stmt &def = *info.def;
  if (def.returns && def.returns->kind != Expr::NoneLit) {
    std::optional<DType> dtype =
        parseDTypeCallee(calleeName(def.returns.get()));
    if (!dtype || dtype->isHandle())
      return fail(def.returns->loc,
                  "unsupported return annotation: a prim.func returns "
                  "nothing or one scalar (T.int32, T.float32, ...)");
    info.result = *dtype;
  }
  for (Param &param : def.params) {
    ParamInfo p;
    p.name = param.name;
    p.loc = param.loc;
    if (param.defaultValue)
      return fail(param.defaultValue->loc,
                  "parameter defaults are not part of TVMScript");
    Expr *ann = param.annotation.get();
    if (!ann)
      return fail(param.loc, "parameter '" + param.name +
                                 "' needs a type annotation (T.handle, "
                                 "T.Buffer(...), T.int32, ...)");
    Expr *callee = ann->kind == Expr::Call ? ann->children[0].get() : ann;
    std::string name = calleeName(callee);
    Builtin id = lookupBuiltin(name);
    // T.buffer(...) is the function that TVM main's T.Buffer(...) calls.
    if (id == Builtin::T_Buffer ||
        (id == Builtin::T_buffer && ann->kind == Expr::Call)) {
      if (ann->kind != Expr::Call)
        return fail(ann->loc, "T.Buffer needs a shape: T.Buffer((n,), "
                              "\"float32\")");
      p.kind = ParamKind::Buffer;
      if (!parseBufferDecl(ann, 0, p.decl, /*allowData=*/false))
        return false;
    } else if (id == Builtin::T_Ptr ||
               parseDTypeCallee(name) == DType::handle()) {
      p.kind = ParamKind::Handle;
      p.dtype = DType::handle();
    } else if (std::optional<DType> dtype = parseDTypeCallee(name);
               dtype && ann->kind != Expr::Call) {
      p.kind = dtype->isHandle() ? ParamKind::Handle : ParamKind::Scalar;
      p.dtype = *dtype;
    } else {
      return fail(ann->loc, "unsupported parameter annotation '" +
                                ann->text +
                                "': expected T.handle, T.Buffer(...) or a "
                                "scalar dtype such as T.int32");
    }
    info.params.push_back(std::move(p));
  }

  // Handles bound by T.match_buffer (or a T.decl_buffer/T.Buffer view with
  // data=handle) at the top of the body become buffer parameters.
  for (StmtPtr &stmt : def.body) {
    if (stmt->kind != Stmt::Assign || stmt->value->kind != Expr::Call)
      continue;
    Expr *call = stmt->value.get();
    Builtin id = builtinOf(call->children[0].get());
    Expr *handle = nullptr;
    unsigned firstShapeArg = 0;
    if (id == Builtin::T_match_buffer) {
      if (call->children.size() < 2)
        return fail(call->loc, "T.match_buffer needs a parameter and a shape");
      handle = call->children[1].get();
      firstShapeArg = 1;
    } else if (id == Builtin::T_decl_buffer || id == Builtin::T_Buffer) {
      // data=, or the third argument.
      if (call->children.size() > 3)
        handle = call->children[3].get();
      for (auto &kw : call->keywords)
        if (kw.first == "data")
          handle = kw.second.get();
    } else {
      continue;
    }
    if (!handle || handle->kind != Expr::Name)
      continue;
    auto it = llvm::find_if(info.params, [&](ParamInfo &p) {
      return p.name == handle->name && p.kind == ParamKind::Handle;
    });
    if (it == info.params.end()) {
      if (id == Builtin::T_match_buffer)
        return fail(handle->loc, "T.match_buffer binds a T.handle parameter; "
                                 "'" + handle->text + "' is not one");
      continue;
    }
    if (it->binder)
      continue; // a second view of the same data: handled in the body
    if (stmt->target->kind != Expr::Name)
      return fail(stmt->target->loc, "a buffer binds one name");
    it->kind = ParamKind::Buffer;
    it->binder = stmt.get();
    if (!parseBufferDecl(call, firstShapeArg, it->decl, /*allowData=*/true))
      return false;
    // A view's data is the parameter itself; T.match_buffer's data= names
    // a pointer the argument's must equal.
    if (id != Builtin::T_match_buffer)
      it->decl.data = nullptr;
  }

  // A trailing handle that call_cpacked passes as its resource handle
  // (spelled so: T.tvm_call_cpacked does not mark it).
  if (!info.params.empty() && info.params.back().kind == ParamKind::Handle) {
    ParamInfo &last = info.params.back();
    walkExprs(def.body, [&](Expr &e) {
      if (e.kind == Expr::Call && e.children.size() > 2 &&
          calleeName(e.children[0].get()) == "T.call_cpacked" &&
          e.children.back()->kind == Expr::Name &&
          e.children.back()->name == last.name)
        last.resourceHandle = true;
    });
  }
  return true;
}

//===----------------------------------------------------------------------===//
// Entry points
//===----------------------------------------------------------------------===//

void mlir::prim::registerTVMScriptImportDialects(DialectRegistry &registry) {
  registry.insert<PrimDialect, arith::ArithDialect, func::FuncDialect,
                  LLVM::LLVMDialect, math::MathDialect, memref::MemRefDialect,
                  scf::SCFDialect, vector::VectorDialect>();
}

OwningOpRef<ModuleOp> mlir::prim::importTVMScript(llvm::SourceMgr &sourceMgr,
                                                  MLIRContext *context) {
  DialectRegistry registry;
  registerTVMScriptImportDialects(registry);
  context->appendDialectRegistry(registry);
  context->loadAllAvailableDialects();
  ModuleState state(sourceMgr, context);
  return ModuleImporter(state).run();
}

OwningOpRef<ModuleOp> mlir::prim::importTVMScript(StringRef source,
                                                  StringRef bufferName,
                                                  MLIRContext *context) {
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(
      llvm::MemoryBuffer::getMemBufferCopy(source, bufferName), SMLoc());
  return importTVMScript(sourceMgr, context);
}
