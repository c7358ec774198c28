//===- Importer.cpp - TVMScript syntax tree to the prim dialect -----------===//
//
// Walks the syntax tree of a TVMScript file and emits a module of
// `prim.func`s whose bodies use scf, arith, math and memref. The importer
// reports the first construct outside the supported subset at its location
// and stops; it never asserts on its input.
//
// Values follow TIR: every scalar has a TIR dtype (int8..int64, float16,
// bfloat16, float32, float64, bool, handle), Python literals take the dtype
// of the other operand, and buffer indices become `index` only at the
// memory access.
//
//===----------------------------------------------------------------------===//

#include "Parser.h"

#include "prim/Dialect/Prim/IR/PrimDialect.h"
#include "prim/Dialect/Prim/IR/PrimOps.h"
#include "prim/Dialect/Prim/IR/PrimTypes.h"
#include "prim/Target/TVMScript.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Verifier.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/SourceMgr.h"

#include <cmath>
#include <deque>
#include <limits>

using namespace mlir;
using namespace mlir::prim;
using namespace mlir::prim::tvmscript;
using llvm::SMLoc;
using llvm::StringRef;

namespace {

//===----------------------------------------------------------------------===//
// TIR dtypes
//===----------------------------------------------------------------------===//

struct DType {
  enum Code { Int, UInt, Float, BFloat, Bool, Handle } code = Int;
  unsigned bits = 32;

  static DType i(unsigned bits) { return {Int, bits}; }
  static DType f(unsigned bits) { return {Float, bits}; }
  static DType boolean() { return {Bool, 1}; }
  static DType handle() { return {Handle, 64}; }

  bool isInt() const { return code == Int || code == UInt; }
  bool isFloat() const { return code == Float || code == BFloat; }
  bool isBool() const { return code == Bool; }
  bool isHandle() const { return code == Handle; }
  bool operator==(const DType &o) const {
    return code == o.code && bits == o.bits;
  }
  bool operator!=(const DType &o) const { return !(*this == o); }

  std::string str() const {
    switch (code) {
    case Int:
      return "int" + std::to_string(bits);
    case UInt:
      return "uint" + std::to_string(bits);
    case Float:
      return "float" + std::to_string(bits);
    case BFloat:
      return "bfloat16";
    case Bool:
      return "bool";
    case Handle:
      return "handle";
    }
    return "?";
  }
};

std::optional<DType> parseDType(StringRef name) {
  return llvm::StringSwitch<std::optional<DType>>(name)
      .Case("int8", DType::i(8))
      .Case("int16", DType::i(16))
      .Case("int32", DType::i(32))
      .Case("int64", DType::i(64))
      .Case("uint8", DType{DType::UInt, 8})
      .Case("uint16", DType{DType::UInt, 16})
      .Case("uint32", DType{DType::UInt, 32})
      .Case("uint64", DType{DType::UInt, 64})
      .Case("float16", DType::f(16))
      .Case("float32", DType::f(32))
      .Case("float64", DType::f(64))
      .Case("bfloat16", DType{DType::BFloat, 16})
      .Case("bool", DType::boolean())
      .Case("handle", DType::handle())
      .Default(std::nullopt);
}

//===----------------------------------------------------------------------===//
// Values, buffers and names
//===----------------------------------------------------------------------===//

struct Buffer;

/// What an expression evaluates to.
struct TV {
  enum Kind {
    Invalid,  // an error was reported
    Scalar,   // value, dtype
    IntLit,   // an untyped Python int
    FloatLit, // an untyped Python float
    BoolLit,
    Str,
    None,
    BufferRef, // a buffer
    DataRef,   // a buffer's data pointer (A.data, T.allocate)
  } kind = Invalid;
  Value value;
  DType dtype;
  int64_t i = 0;
  double f = 0;
  std::string s;
  Buffer *buffer = nullptr;

  static TV scalar(Value v, DType d) {
    TV t;
    t.kind = Scalar;
    t.value = v;
    t.dtype = d;
    return t;
  }
  static TV intLit(int64_t v) {
    TV t;
    t.kind = IntLit;
    t.i = v;
    return t;
  }
  static TV floatLit(double v) {
    TV t;
    t.kind = FloatLit;
    t.f = v;
    return t;
  }
  static TV boolLit(bool v) {
    TV t;
    t.kind = BoolLit;
    t.i = v;
    return t;
  }
  static TV str(std::string v) {
    TV t;
    t.kind = Str;
    t.s = std::move(v);
    return t;
  }
  static TV none() {
    TV t;
    t.kind = None;
    return t;
  }
  static TV bufferRef(Buffer *b, Kind kind = BufferRef) {
    TV t;
    t.kind = kind;
    t.buffer = b;
    return t;
  }
  bool ok() const { return kind != Invalid; }
  bool isLiteral() const {
    return kind == IntLit || kind == FloatLit || kind == BoolLit;
  }
  bool isNumeric() const { return kind == Scalar || isLiteral(); }
};

struct Buffer {
  std::string name;
  Value memref;
  DType dtype;
  /// The shape, as TIR values (literals for static dims).
  SmallVector<TV> shape;
};

/// A symbolic variable (`n = T.int32()` or a name in a shape string): its
/// value is bound by the first buffer shape, stride or offset it appears in.
struct SymVar {
  std::string name;
  DType dtype;
  Value value; // null until bound
};

struct FuncInfo;

struct Binding {
  enum Kind { Val, Sym, Namespace, Func, Class } kind = Val;
  TV value;
  SymVar *sym = nullptr;
  FuncInfo *func = nullptr;
  std::string ns; // "T", "I" or "tvm"
};

/// A buffer declaration: T.Buffer, T.match_buffer, T.decl_buffer,
/// T.alloc_buffer.
struct BufferDecl {
  SMLoc loc;
  std::vector<Expr *> shape;
  DType dtype = DType::f(32);
  std::vector<Expr *> strides;
  bool hasStrides = false;
  Expr *elemOffset = nullptr;
  int64_t align = 0;
  int64_t offsetFactor = 0;
  Expr *data = nullptr;
};

enum class ParamKind { Buffer, Scalar, Handle };

struct ParamInfo {
  ParamKind kind;
  std::string name;
  SMLoc loc;
  DType dtype;
  BufferDecl decl;
  /// For a T.handle parameter bound by T.match_buffer/T.decl_buffer at the
  /// top of the body: that statement.
  Stmt *binder = nullptr;
  bool resourceHandle = false;
  MemRefType type;
  /// The buffer bound to a buffer parameter in the body.
  Buffer *buffer = nullptr;
};

struct FuncInfo {
  Stmt *def = nullptr;
  std::string symName;
  FuncOp op;
  std::vector<ParamInfo> params;
  std::optional<DType> result;
  bool noalias = false;
  /// Top-level `n = T.int32()` declarations, by name.
  llvm::StringMap<DType> declaredSyms;
};

struct LoopInfo {
  TV start;
};

//===----------------------------------------------------------------------===//
// The importer
//===----------------------------------------------------------------------===//

class Importer {
public:
  Importer(llvm::SourceMgr &sourceMgr, MLIRContext *context)
      : sourceMgr(sourceMgr), context(context), builder(context) {}

  OwningOpRef<ModuleOp> run();

private:
  // Diagnostics.
  Location loc(SMLoc at);
  Location loc(const Expr *e) { return loc(e->loc); }
  TV error(SMLoc at, const llvm::Twine &message);
  TV error(const Expr *e, const llvm::Twine &message) {
    return error(e->loc, message);
  }
  bool fail(SMLoc at, const llvm::Twine &message) {
    error(at, message);
    return false;
  }

  // Names.
  void pushScope() {
    scopes.emplace_back();
    deallocs.emplace_back();
  }
  void popScope();
  Binding *lookup(StringRef name);
  void bind(StringRef name, Binding b) { scopes.back()[name] = std::move(b); }
  std::optional<std::string> dottedName(const Expr *e);
  /// The callee's name with the namespace alias resolved: "T.grid",
  /// "T.axis.remap", "I.ir_module", or the dotted name as written.
  std::string calleeName(const Expr *callee);

  // Module level.
  bool importFile(StmtList &file);
  bool handleImport(Stmt &stmt);
  bool isPrimFuncDecorator(Stmt &def, bool &isPrivate);
  bool declareFunction(Stmt &def, StringRef className);
  bool analyzeParams(FuncInfo &info);
  bool parseBufferDecl(Expr *call, unsigned firstShapeArg, BufferDecl &decl,
                       bool allowData);
  Expr *parseShapeString(Expr *str);
  std::optional<int64_t> staticInt(const Expr *e);
  MemRefType bufferType(BufferDecl &decl);
  bool emitFunction(FuncInfo &info);
  bool bindParamBuffer(FuncInfo &info, Buffer &buffer, BufferDecl &decl,
                       SmallVectorImpl<std::function<bool()>> &checks);

  // Statements.
  bool emitBlock(StmtList &block);
  bool emitStmt(Stmt &stmt);
  bool emitAssign(Stmt &stmt);
  bool emitStore(Expr *target, Expr *valueExpr, StringRef augOp);
  bool emitFor(Stmt &stmt);
  bool emitLoopNest(Stmt &stmt, StringRef kind, ArrayRef<Expr *> targets,
                    ArrayRef<std::pair<TV, TV>> ranges, unsigned level);
  bool emitWhile(Stmt &stmt);
  bool emitIf(Stmt &stmt);
  bool emitWith(Stmt &stmt);
  bool emitTensorBlock(Stmt &stmt);
  bool emitAssert(Stmt &stmt);
  bool emitExprStmt(Expr *e);
  TV allocateBuffer(Expr *call, StringRef name, bool isAllocate);
  TV declareView(BufferDecl &decl, Expr *call, StringRef name);

  // Expressions.
  TV emitExpr(Expr *e);
  TV emitCall(Expr *e, bool discardResult);
  TV emitName(Expr *e);
  TV emitSubscript(Expr *e);
  TV emitBinary(SMLoc at, StringRef op, TV a, TV b);
  TV emitCompare(SMLoc at, StringRef op, TV a, TV b);
  TV emitUnary(SMLoc at, StringRef op, TV a);
  TV emitCast(SMLoc at, TV v, DType to);
  TV emitMath(Expr *e, StringRef name);
  TV emitIfThenElse(Expr *e);
  TV emitPackedCall(Expr *e, StringRef kind, bool discardResult);
  TV emitExternCall(Expr *e);
  TV emitModuleCall(Expr *e, FuncInfo &callee, bool discardResult);
  TV emitTypedLiteral(Expr *e, DType dtype);
  bool unify(SMLoc at, TV &a, TV &b);
  Value materialize(SMLoc at, const TV &v, DType dtype);
  DType literalDType(const TV &v) {
    return v.kind == TV::FloatLit  ? DType::f(32)
           : v.kind == TV::BoolLit ? DType::boolean()
                                   : DType::i(32);
  }
  Value toIndex(SMLoc at, TV v);
  Value toBool(SMLoc at, TV v);
  Type mlirType(DType d);
  /// A buffer's element type: an unsigned dtype keeps its signedness there
  /// (DLPack's kDLUInt), while scalars are signless for arith.
  Type bufferElementType(DType d) {
    if (d.code == DType::UInt)
      return IntegerType::get(context, d.bits, IntegerType::Unsigned);
    return mlirType(d);
  }
  /// Loads and stores of unsigned buffers cross between the buffer's
  /// unsigned element type and arith's signless one.
  Value load(Location l, Buffer &buffer, ValueRange indices);
  void store(Location l, Value value, Buffer &buffer, ValueRange indices);
  Value constant(DType d, int64_t i, double f = 0);
  SmallVector<Value> bufferIndices(Expr *subscript, Buffer &buffer);
  bool checkArgCount(Expr *call, size_t min, size_t max, StringRef name);
  bool checkHintAnnotations(Expr *dict, StringRef what);
  Value floorDivMod(Location l, Value a, Value b, bool mod);

  llvm::SourceMgr &sourceMgr;
  MLIRContext *context;
  OpBuilder builder;
  ModuleOp module;
  bool hadError = false;
  std::vector<llvm::StringMap<Binding>> scopes;
  /// memref.alloc results freed at the end of each scope.
  std::vector<SmallVector<Value>> deallocs;
  llvm::StringMap<std::string> aliases; // "T" -> "T", "I" -> "I", ...
  bool sawImports = false;
  std::deque<FuncInfo> funcs;
  llvm::StringMap<FuncInfo *> funcsByName; // by Python name
  llvm::StringMap<FuncInfo *> funcsBySymbol;
  std::string className;
  std::deque<Buffer> buffers;
  std::deque<SymVar> syms;
  std::vector<ExprPtr> ownedExprs;
  llvm::StringMap<Operation *> externs;
  FuncInfo *currentFunc = nullptr;
  /// Where static allocations go: the function's entry block or the body of
  /// the innermost parallel loop.
  Block *allocaBlock = nullptr;
  bool allocaUsed = false;
  llvm::DenseMap<Value, LoopInfo> loops;
  unsigned exprDepth = 0;
};

} // namespace

//===----------------------------------------------------------------------===//
// Diagnostics and names
//===----------------------------------------------------------------------===//

Location Importer::loc(SMLoc at) {
  unsigned bufferId = sourceMgr.getMainFileID();
  StringRef buffer = sourceMgr.getMemoryBuffer(bufferId)->getBuffer();
  if (!at.isValid() || at.getPointer() < buffer.begin() ||
      at.getPointer() > buffer.end())
    at = SMLoc::getFromPointer(buffer.begin());
  auto [line, column] = sourceMgr.getLineAndColumn(at, bufferId);
  return FileLineColLoc::get(
      context, sourceMgr.getMemoryBuffer(bufferId)->getBufferIdentifier(),
      line, column);
}

TV Importer::error(SMLoc at, const llvm::Twine &message) {
  if (!hadError)
    emitError(loc(at)) << message.str();
  hadError = true;
  return TV();
}

void Importer::popScope() {
  for (Value memref : llvm::reverse(deallocs.back()))
    memref::DeallocOp::create(builder, memref.getLoc(), memref);
  deallocs.pop_back();
  scopes.pop_back();
}

Binding *Importer::lookup(StringRef name) {
  for (auto &scope : llvm::reverse(scopes)) {
    auto it = scope.find(name);
    if (it != scope.end())
      return &it->second;
  }
  return nullptr;
}

std::optional<std::string> Importer::dottedName(const Expr *e) {
  if (e->kind == Expr::Name)
    return e->name;
  if (e->kind == Expr::Attribute && !e->children.empty()) {
    std::optional<std::string> base = dottedName(e->children[0].get());
    if (base)
      return *base + "." + e->name;
  }
  return std::nullopt;
}

std::string Importer::calleeName(const Expr *callee) {
  std::optional<std::string> dotted = dottedName(callee);
  if (!dotted)
    return "";
  StringRef name = *dotted;
  auto [head, rest] = name.split('.');
  auto alias = aliases.find(head);
  if (alias == aliases.end())
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

bool Importer::handleImport(Stmt &stmt) {
  sawImports = true;
  if (stmt.kind == Stmt::Import) {
    for (auto &[name, alias] : stmt.names) {
      StringRef head = StringRef(name).split('.').first;
      if (head != "tvm")
        return fail(stmt.loc, "unsupported import of '" + name +
                                  "': TVMScript files import from tvm only");
      aliases[alias.empty() ? head : StringRef(alias)] =
          alias.empty() ? "tvm" : name;
    }
    return true;
  }
  StringRef module = stmt.module;
  for (auto &[name, alias] : stmt.names) {
    StringRef as = alias.empty() ? StringRef(name) : StringRef(alias);
    if (module == "tvm.script" || module == "tvm.script.parser" ||
        module == "tvm") {
      if (name == "tir" || name == "tirx") {
        aliases[as] = "T";
        continue;
      }
      if (name == "ir") {
        aliases[as] = "I";
        continue;
      }
      if (name == "ir_module") {
        aliases[as] = "I.ir_module";
        continue;
      }
    }
    return fail(stmt.loc, "unsupported import 'from " + module + " import " +
                              name + "': a TVMScript file imports tir or "
                                     "tirx (as T) and ir (as I) from "
                                     "tvm.script");
  }
  return true;
}

bool Importer::isPrimFuncDecorator(Stmt &def, bool &isPrivate) {
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
  if (name != "T.prim_func")
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

OwningOpRef<ModuleOp> Importer::run() {
  const llvm::MemoryBuffer *buffer =
      sourceMgr.getMemoryBuffer(sourceMgr.getMainFileID());
  Parser parser(buffer->getBuffer(),
                [&](SMLoc at, const llvm::Twine &message) {
                  error(at, message);
                });
  StmtList stmts;
  if (!parser.parseFile(stmts))
    return nullptr;
  OwningOpRef<ModuleOp> owned =
      ModuleOp::create(loc(SMLoc::getFromPointer(buffer->getBufferStart())));
  module = *owned;
  if (!importFile(stmts) || hadError)
    return nullptr;
  if (failed(verify(*owned)))
    return nullptr;
  return owned;
}

bool Importer::importFile(StmtList &file) {
  // Imports first: printed files often carry them as comments only, and
  // then the usual aliases apply.
  for (StmtPtr &stmt : file)
    if ((stmt->kind == Stmt::Import || stmt->kind == Stmt::ImportFrom) &&
        !handleImport(*stmt))
      return false;
  if (!sawImports) {
    aliases["T"] = "T";
    aliases["I"] = "I";
  }
  pushScope();

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
      if (calleeName(callee) != "I.ir_module")
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
      className = stmt->name;
      Binding b;
      b.kind = Binding::Class;
      bind(className, b);
      for (StmtPtr &member : stmt->body) {
        if (member->kind == Stmt::FunctionDef) {
          defs.emplace_back(member.get(), className);
        } else if (member->kind == Stmt::Pass ||
                   (member->kind == Stmt::ExprStmt &&
                    member->value->kind == Expr::Str)) {
          continue;
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
  if (defs.empty())
    return fail(SMLoc::getFromPointer(
                    sourceMgr.getMemoryBuffer(sourceMgr.getMainFileID())
                        ->getBufferStart()),
                "no @T.prim_func function found");

  for (auto &[def, cls] : defs)
    if (!declareFunction(*def, cls))
      return false;
  for (FuncInfo &info : funcs)
    if (!emitFunction(info))
      return false;
  return !hadError;
}

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
  bool inPlace = text.size() >= 2 && (text.front() == '"' || text.front() == '\'') &&
                 text.drop_front().drop_back() == str->name;
  ExprPtr parsed;
  if (inPlace) {
    Parser parser(text.drop_front().drop_back(),
                  [&](SMLoc at, const llvm::Twine &message) {
                    error(at, "in the shape string: " + message);
                  },
                  /*expressionOnly=*/true);
    parsed = parser.parseStandaloneExpression();
  } else {
    // The decoded text lives in a buffer the SourceMgr does not own; report
    // at the string.
    auto owned = std::make_unique<std::string>(str->name);
    Parser parser(*owned,
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

bool Importer::checkArgCount(Expr *call, size_t min, size_t max,
                             StringRef name) {
  size_t n = call->children.size() - 1;
  if (n >= min && n <= max)
    return true;
  std::string expected =
      min == max ? std::to_string(min)
                 : std::to_string(min) + " to " + std::to_string(max);
  return fail(call->loc, "'" + name + "' takes " + expected +
                             " positional argument" +
                             (max == 1 ? "" : "s") + ", found " +
                             std::to_string(n));
}

/// Annotations that only guide TVM's own scheduling and code generation
/// (meta_schedule.*, the unroll pragmas) leave the computation unchanged:
/// they are accepted and have no effect. Any other key is refused.
bool Importer::checkHintAnnotations(Expr *dict, StringRef what) {
  if (dict->kind != Expr::Dict)
    return fail(dict->loc, "a " + what + " takes a dict");
  for (size_t i = 0; i + 1 < dict->children.size(); i += 2) {
    Expr *key = dict->children[i].get();
    if (key->kind != Expr::Str)
      return fail(key->loc, "a " + what + "'s keys are strings");
    StringRef name = key->name;
    if (name.starts_with("meta_schedule.") ||
        name == "pragma_auto_unroll_max_step" ||
        name == "pragma_unroll_explicit")
      continue;
    return fail(key->loc, what + " '" + name + "' is not supported");
  }
  return true;
}

bool Importer::parseBufferDecl(Expr *call, unsigned firstShapeArg,
                               BufferDecl &decl, bool allowData) {
  decl.loc = call->loc;
  std::string name = calleeName(call->children[0].get());
  size_t positional = call->children.size() - 1;
  if (positional > firstShapeArg + 2)
    return fail(call->children[firstShapeArg + 3]->loc,
                "'" + name +
                    "' takes the shape and the dtype as positional "
                    "arguments; pass the others by keyword");
  Expr *shapeExpr = positional > firstShapeArg
                        ? call->children[firstShapeArg + 1].get()
                        : nullptr;
  Expr *dtypeExpr = positional > firstShapeArg + 1
                        ? call->children[firstShapeArg + 2].get()
                        : nullptr;
  for (auto [index, kw] : llvm::enumerate(call->keywords)) {
    auto &[key, value] = kw;
    SMLoc at = call->keywordLocs[index];
    if (key == "shape") {
      shapeExpr = value.get();
    } else if (key == "dtype") {
      dtypeExpr = value.get();
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
      decl.elemOffset = value.get();
      if (value->kind == Expr::Str &&
          !(decl.elemOffset = parseShapeString(value.get())))
        return false;
    } else if (key == "align" || key == "offset_factor") {
      std::optional<int64_t> v = staticInt(value.get());
      if (!v)
        return fail(value->loc, "'" + key + "' takes an integer constant");
      if (key == "align") {
        if (*v > 0 && !llvm::isPowerOf2_64(*v))
          return fail(value->loc, "'align' must be a power of two, found " +
                                      std::to_string(*v));
        decl.align = *v;
      } else {
        decl.offsetFactor = *v;
      }
    } else if (key == "scope") {
      if (value->kind != Expr::Str)
        return fail(value->loc, "'scope' takes a string");
      if (value->name != "global" && value->name != "local" &&
          value->name != "")
        return fail(value->loc, "buffer scope '" + value->name +
                                    "' is not supported: Prim targets CPUs, "
                                    "whose memory is 'global'");
    } else if (key == "buffer_type") {
      if (value->kind != Expr::Str ||
          (value->name != "default" && value->name != ""))
        return fail(value->loc, "buffer_type '" + value->name +
                                    "' is not supported");
    } else if (key == "axis_separators") {
      if ((value->kind != Expr::List && value->kind != Expr::Tuple &&
           value->kind != Expr::NoneLit) ||
          !value->children.empty())
        return fail(value->loc, "axis_separators are not supported");
    } else if (key == "data" && allowData) {
      decl.data = value.get();
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
  if (decl.hasStrides && decl.strides.size() != decl.shape.size())
    return fail(call->loc, "'" + name + "' has " +
                               std::to_string(decl.shape.size()) +
                               " dims but " +
                               std::to_string(decl.strides.size()) +
                               " strides");
  if (dtypeExpr) {
    if (dtypeExpr->kind != Expr::Str)
      return fail(dtypeExpr->loc, "the dtype must be a string such as "
                                  "\"float32\"");
    std::optional<DType> dtype = parseDType(dtypeExpr->name);
    if (!dtype || dtype->isHandle())
      return fail(dtypeExpr->loc, "unsupported buffer dtype \"" +
                                      dtypeExpr->name + "\"");
    decl.dtype = *dtype;
  }
  return true;
}

MemRefType Importer::bufferType(BufferDecl &decl) {
  SmallVector<int64_t> shape;
  for (Expr *dim : decl.shape) {
    std::optional<int64_t> v = staticInt(dim);
    if (v && *v < 0) {
      error(dim->loc, "a buffer dim must not be negative, found " +
                          std::to_string(*v));
      return nullptr;
    }
    shape.push_back(v ? *v : ShapedType::kDynamic);
  }
  std::optional<int64_t> offset = decl.elemOffset
                                      ? staticInt(decl.elemOffset)
                                      : std::optional<int64_t>(0);
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
      if (running != ShapedType::kDynamic &&
          shape[i] != ShapedType::kDynamic &&
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

bool Importer::declareFunction(Stmt &def, StringRef cls) {
  bool isPrivate;
  if (!isPrimFuncDecorator(def, isPrivate))
    return false;
  funcs.emplace_back();
  FuncInfo &info = funcs.back();
  info.def = &def;
  info.symName = def.name;
  if (funcsByName.count(def.name))
    return fail(def.nameLoc, "function '" + def.name + "' is defined twice");
  funcsByName[def.name] = &info;

  // T.func_attr and symbolic-variable declarations at the top of the body.
  for (StmtPtr &stmt : def.body) {
    if (stmt->kind == Stmt::ExprStmt && stmt->value->kind == Expr::Call &&
        calleeName(stmt->value->children[0].get()) == "T.func_attr") {
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
              calleeName(value->children[0].get()) == "T.bool" &&
              value->children.size() == 2 &&
              value->children[1]->kind == Expr::Bool)
            return value->children[1]->intValue != 0;
          return std::nullopt;
        };
        if (key->name == "global_symbol") {
          if (value->kind != Expr::Str)
            return fail(value->loc, "'global_symbol' takes a string");
          StringRef sym = value->name;
          if (!isCIdentifier(sym) || sym.starts_with("__"))
            return fail(value->loc, "global_symbol \"" + sym +
                                        "\" is not a C identifier, which "
                                        "Prim's symbols must be");
          info.symName = value->name;
        } else if (key->name == "tir.noalias") {
          std::optional<bool> v = boolValue();
          if (!v)
            return fail(value->loc, "'tir.noalias' takes a bool");
          info.noalias = *v;
        } else if (key->name == "tir.is_scheduled" ||
                   key->name == "tir.is_entry_func") {
          // Facts about TVM's own pipeline state, with no meaning here.
          if (!boolValue())
            return fail(value->loc, "'" + key->name + "' takes a bool");
        } else {
          return fail(key->loc, "function attribute '" + key->name +
                                    "' is not supported");
        }
      }
    } else if (stmt->kind == Stmt::Assign &&
               stmt->target->kind == Expr::Name &&
               stmt->value->kind == Expr::Call &&
               stmt->value->children.size() == 1 &&
               stmt->value->keywords.empty()) {
      std::string name = calleeName(stmt->value->children[0].get());
      StringRef n = name;
      if (n.consume_front("T."))
        if (std::optional<DType> dtype = parseDType(n))
          if (dtype->isInt())
            info.declaredSyms[stmt->target->name] = *dtype;
    }
  }
  if (funcsBySymbol.count(info.symName))
    return fail(def.nameLoc, "a second function has the symbol '" +
                                 info.symName + "'");
  funcsBySymbol[info.symName] = &info;

  if (!analyzeParams(info))
    return false;

  SmallVector<Type> inputs;
  SmallVector<DictionaryAttr> argAttrs;
  for (ParamInfo &p : info.params) {
    SmallVector<NamedAttribute> attrs;
    switch (p.kind) {
    case ParamKind::Buffer:
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
  builder.setInsertionPointToEnd(module.getBody());
  info.op = FuncOp::create(builder, loc(def.nameLoc), info.symName,
                           builder.getFunctionType(inputs, results),
                           ArrayRef<NamedAttribute>{}, argAttrs);
  if (isPrivate)
    info.op.setPrivate();
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

bool Importer::analyzeParams(FuncInfo &info) {
  Stmt &def = *info.def;
  if (def.returns && def.returns->kind != Expr::NoneLit) {
    std::string name = calleeName(def.returns.get());
    StringRef n = name;
    std::optional<DType> dtype;
    if (n.consume_front("T."))
      dtype = parseDType(n);
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
    StringRef n = name;
    if (name == "T.Buffer") {
      if (ann->kind != Expr::Call)
        return fail(ann->loc, "T.Buffer needs a shape: T.Buffer((n,), "
                              "\"float32\")");
      p.kind = ParamKind::Buffer;
      if (!parseBufferDecl(ann, 0, p.decl, /*allowData=*/false))
        return false;
    } else if (name == "T.handle" || name == "T.Ptr") {
      p.kind = ParamKind::Handle;
      p.dtype = DType::handle();
    } else if (n.consume_front("T.") && parseDType(n) &&
               ann->kind != Expr::Call) {
      DType dtype = *parseDType(n);
      p.kind = dtype.isHandle() ? ParamKind::Handle : ParamKind::Scalar;
      p.dtype = dtype;
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
    std::string name = calleeName(call->children[0].get());
    Expr *handle = nullptr;
    unsigned firstShapeArg = 0;
    if (name == "T.match_buffer") {
      if (call->children.size() < 2)
        return fail(call->loc, "T.match_buffer needs a parameter and a shape");
      handle = call->children[1].get();
      firstShapeArg = 1;
    } else if (name == "T.decl_buffer" || name == "T.Buffer") {
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
      if (name == "T.match_buffer")
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
    if (!parseBufferDecl(call, firstShapeArg, it->decl,
                         /*allowData=*/name != "T.match_buffer"))
      return false;
  }

  // A trailing handle that call_cpacked passes as its resource handle.
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
// Functions
//===----------------------------------------------------------------------===//

Type Importer::mlirType(DType d) {
  switch (d.code) {
  case DType::Int:
  case DType::UInt:
    return builder.getIntegerType(d.bits);
  case DType::Bool:
    return builder.getI1Type();
  case DType::Float:
    return d.bits == 16   ? Type(builder.getF16Type())
           : d.bits == 64 ? Type(builder.getF64Type())
                          : Type(builder.getF32Type());
  case DType::BFloat:
    return builder.getBF16Type();
  case DType::Handle:
    return HandleType::get(context);
  }
  return builder.getI32Type();
}

Value Importer::constant(DType d, int64_t i, double f) {
  Type type = mlirType(d);
  Location l = builder.getUnknownLoc();
  if (d.isFloat())
    return arith::ConstantOp::create(builder, l, type,
                                     builder.getFloatAttr(type, f));
  return arith::ConstantOp::create(builder, l, type,
                                   builder.getIntegerAttr(type, i));
}

bool Importer::bindParamBuffer(FuncInfo &info, Buffer &buffer,
                               BufferDecl &decl,
                               SmallVectorImpl<std::function<bool()>> &checks) {
  auto type = cast<MemRefType>(buffer.memref.getType());
  Location l = buffer.memref.getLoc();
  std::string fn = info.symName;
  Value metadata;
  auto strided = [&]() -> memref::ExtractStridedMetadataOp {
    if (!metadata)
      metadata = memref::ExtractStridedMetadataOp::create(builder, l,
                                                          buffer.memref)
                     .getBaseBuffer();
    return cast<memref::ExtractStridedMetadataOp>(metadata.getDefiningOp());
  };
  // Binds `e` to `actual` (an index) if `e` is an unbound symbolic variable;
  // otherwise queues a check that they are equal.
  auto bindOrCheck = [&](Expr *e, Value actual, const std::string &what,
                         bool isDim) -> bool {
    if (e->kind == Expr::Name) {
      Binding *b = lookup(e->name);
      if (!b) {
        // A name first seen in a shape string: a new symbolic variable.
        auto declared = info.declaredSyms.find(e->name);
        syms.push_back(
            {e->name,
             declared != info.declaredSyms.end() ? declared->second
                                                 : DType::i(32),
             nullptr});
        Binding nb;
        nb.kind = Binding::Sym;
        nb.sym = &syms.back();
        bind(e->name, nb);
        b = lookup(e->name);
      }
      if (b->kind == Binding::Sym && !b->sym->value) {
        b->sym->value = arith::IndexCastOp::create(
            builder, l, mlirType(b->sym->dtype), actual);
        return true;
      }
    }
    checks.push_back([this, e, actual, what, fn, l, isDim]() -> bool {
      TV expected = emitExpr(e);
      if (!expected.ok())
        return false;
      Value want = toIndex(e->loc, expected);
      if (!want)
        return false;
      Value ok = arith::CmpIOp::create(builder, l, arith::CmpIPredicate::eq,
                                       actual, want);
      std::string text = e->text.empty() ? std::string("its declaration")
                                         : e->text.str();
      AssertOp::create(builder, l, ok,
                       builder.getStringAttr(fn + ": " + what + " must be " +
                                             text + ", found {}"),
                       actual,
                       ErrorKindAttr::get(context, isDim
                                                       ? ErrorKind::ValueError
                                                       : ErrorKind::ValueError));
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
                     buffer.name + ".shape[" + std::to_string(i) + "]", true))
      return false;
    buffer.shape.push_back(TV()); // filled in below, once names are bound
  }
  auto layout = dyn_cast<StridedLayoutAttr>(type.getLayout());
  if (layout) {
    for (size_t i = 0, e = layout.getStrides().size(); i < e; ++i) {
      if (!ShapedType::isDynamic(layout.getStrides()[i]))
        continue;
      Value actual = strided().getStrides()[i];
      if (decl.hasStrides) {
        if (!bindOrCheck(decl.strides[i], actual,
                         buffer.name + ".strides[" + std::to_string(i) + "]",
                         false))
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
        Value ok = arith::CmpIOp::create(
            builder, l, arith::CmpIPredicate::eq, actual, want);
        AssertOp::create(
            builder, l, ok,
            builder.getStringAttr(fn + ": " + buffer.name + ".strides[" +
                                  std::to_string(i) +
                                  "] must be compact, found {}"),
            actual, ErrorKindAttr::get(context, ErrorKind::ValueError));
        return true;
      });
    }
    if (ShapedType::isDynamic(layout.getOffset())) {
      Value actual = strided().getOffset();
      if (!bindOrCheck(decl.elemOffset, actual, buffer.name + ".elem_offset",
                       false))
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
  return true;
}

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
    Binding b;
    b.value = TV::scalar(entry->getArgument(i), p.dtype);
    bind(p.name, b);
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
    if (!bindParamBuffer(info, buffer, p.decl, checks))
      return false;
    Binding b;
    b.value = TV::bufferRef(&buffer, p.binder ? TV::DataRef : TV::BufferRef);
    bind(p.name, b);
  }
  for (auto &check : checks)
    if (!check())
      return false;
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
  bool returned = false;
  for (auto [index, stmt] : llvm::enumerate(body)) {
    bool last = index + 1 == body.size();
    Expr *retValue = nullptr;
    SMLoc retLoc;
    if (stmt->kind == Stmt::Return) {
      retValue = stmt->value.get();
      retLoc = stmt->loc;
      if (!retValue) {
        if (!last)
          return fail(stmt->loc, "'return' before the end of the function is "
                                 "not supported");
        continue;
      }
    } else if (stmt->kind == Stmt::ExprStmt &&
               stmt->value->kind == Expr::Call &&
               calleeName(stmt->value->children[0].get()) == "T.ret") {
      if (!checkArgCount(stmt->value.get(), 1, 1, "T.ret"))
        return false;
      retValue = stmt->value->children[1].get();
      retLoc = stmt->value->loc;
    }
    if (retValue) {
      if (!last)
        return fail(retLoc, "a return before the end of the function is not "
                            "supported");
      if (!info.result)
        return fail(retLoc, "function '" + info.def->name +
                                "' returns a value but has no return "
                                "annotation (-> T.int32, ...)");
      TV v = emitExpr(retValue);
      if (!v.ok())
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
  for (StmtPtr &stmt : block)
    if (!emitStmt(*stmt))
      return false;
  popScope();
  return true;
}

bool Importer::emitStmt(Stmt &stmt) {
  if (hadError)
    return false;
  switch (stmt.kind) {
  case Stmt::Pass:
    return true;
  case Stmt::ExprStmt:
    return emitExprStmt(stmt.value.get());
  case Stmt::Assign:
  case Stmt::AnnAssign:
    return emitAssign(stmt);
  case Stmt::AugAssign:
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
    return fail(stmt.loc, "'return' is only supported as the last statement "
                          "of a function");
  case Stmt::Break:
  case Stmt::Continue:
    return fail(stmt.loc, "'break' and 'continue' are not supported");
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
    if (name == "T.evaluate") {
      if (!checkArgCount(e, 1, 1, "T.evaluate"))
        return false;
      Expr *arg = e->children[1].get();
      if (arg->kind == Expr::Call)
        return emitCall(arg, /*discardResult=*/true).ok();
      return emitExpr(arg).ok();
    }
    if (name == "T.reads" || name == "T.writes" || name == "T.where" ||
        name == "T.block_attr")
      return fail(e->loc, "'" + name + "' is only valid inside a T.block");
    if (name == "T.ret")
      return fail(e->loc, "T.ret is only supported as the last statement of "
                          "a function");
    return emitCall(e, /*discardResult=*/true).ok();
  }
  return emitExpr(e).ok();
}

bool Importer::emitAssert(Stmt &stmt) {
  TV cond = emitExpr(stmt.value.get());
  if (!cond.ok())
    return false;
  Value c = toBool(stmt.value->loc, cond);
  if (!c)
    return false;
  std::string message = "assertion failed";
  if (stmt.message) {
    if (stmt.message->kind != Expr::Str)
      return fail(stmt.message->loc, "an assert's message must be a string");
    message = stmt.message->name;
  }
  AssertOp::create(builder, loc(stmt.loc), c, builder.getStringAttr(message),
                   Value(), ErrorKindAttr());
  return true;
}

TV Importer::declareView(BufferDecl &decl, Expr *call, StringRef name) {
  TV data = emitExpr(decl.data);
  if (!data.ok())
    return TV();
  if (data.kind != TV::DataRef && data.kind != TV::BufferRef)
    return error(decl.data->loc, "'data' must be a buffer's data pointer "
                                 "(A.data or the result of T.allocate)");
  Buffer &source = *data.buffer;
  if (source.dtype != decl.dtype)
    return error(call->loc, "a view of " + source.dtype.str() + " data as " +
                                decl.dtype.str() + " is not supported");
  MemRefType type = bufferType(decl);
  if (!type)
    return TV();
  if (!type.getLayout().isIdentity())
    return error(call->loc, "views with strides or an elem_offset are not "
                            "supported");
  buffers.push_back({});
  Buffer &buffer = buffers.back();
  buffer.name = name.str();
  buffer.dtype = decl.dtype;
  SmallVector<OpFoldResult> sizes, strides;
  for (Expr *dim : decl.shape) {
    TV v = emitExpr(dim);
    if (!v.ok())
      return TV();
    buffer.shape.push_back(v);
    if (std::optional<int64_t> s = staticInt(dim))
      sizes.push_back(builder.getIndexAttr(*s));
    else if (Value idx = toIndex(dim->loc, v))
      sizes.push_back(idx);
    else
      return TV();
  }
  if (source.memref.getType() == type) {
    buffer.memref = source.memref;
  } else {
    auto sourceType = cast<MemRefType>(source.memref.getType());
    if (!sourceType.getLayout().isIdentity())
      return error(call->loc, "a view of a strided buffer is not supported");
    // Row-major strides of the new shape.
    Location l = loc(call);
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
    strides.assign(stridesRev.rbegin(), stridesRev.rend());
    SmallVector<int64_t> staticStrides;
    for (OpFoldResult s : strides)
      staticStrides.push_back(getConstantIntValue(s).value_or(
          ShapedType::kDynamic));
    auto viewType = MemRefType::get(
        type.getShape(), type.getElementType(),
        StridedLayoutAttr::get(context, 0, staticStrides));
    Value view = memref::ReinterpretCastOp::create(
        builder, l, viewType, source.memref, builder.getIndexAttr(0), sizes,
        strides);
    buffer.memref =
        viewType == type
            ? view
            : (memref::CastOp::areCastCompatible(viewType, type)
                   ? memref::CastOp::create(builder, l, type, view).getResult()
                   : view);
  }
  return TV::bufferRef(&buffer);
}

TV Importer::allocateBuffer(Expr *call, StringRef name, bool isAllocate) {
  BufferDecl decl;
  if (isAllocate) {
    // T.allocate(extents, dtype, scope="global", condition=True)
    if (call->children.size() < 3)
      return error(call->loc, "T.allocate needs extents and a dtype");
    Expr *extents = call->children[1].get();
    if (extents->kind == Expr::Tuple || extents->kind == Expr::List)
      for (ExprPtr &e : extents->children)
        decl.shape.push_back(e.get());
    else
      decl.shape.push_back(extents);
    Expr *dtype = call->children[2].get();
    std::optional<DType> d =
        dtype->kind == Expr::Str ? parseDType(dtype->name) : std::nullopt;
    if (!d || d->isHandle())
      return error(dtype->loc, "T.allocate needs a dtype such as \"float32\"");
    decl.dtype = *d;
    if (call->children.size() > 3) {
      Expr *scope = call->children[3].get();
      if (scope->kind != Expr::Str ||
          (scope->name != "global" && scope->name != "local"))
        return error(scope->loc, "T.allocate's scope must be \"global\"");
    }
    if (call->children.size() > 4)
      return error(call->children[4]->loc,
                   "T.allocate's condition is not supported");
    for (auto &kw : call->keywords)
      if (kw.first != "scope" ||
          (kw.second->kind != Expr::Str ||
           (kw.second->name != "global" && kw.second->name != "local")))
        return error(kw.second->loc,
                     "unsupported T.allocate argument '" + kw.first + "'");
  } else {
    if (!parseBufferDecl(call, 0, decl, /*allowData=*/true))
      return TV();
    if (decl.data)
      return declareView(decl, call, name);
  }
  if (decl.hasStrides || decl.elemOffset)
    return error(call->loc, "an allocated buffer is compact: strides and "
                            "elem_offset are not supported");
  MemRefType type = bufferType(decl);
  if (!type)
    return TV();
  buffers.push_back({});
  Buffer &buffer = buffers.back();
  buffer.name = name.str();
  buffer.dtype = decl.dtype;
  SmallVector<Value> dynSizes;
  for (auto [i, dim] : llvm::enumerate(decl.shape)) {
    TV v = emitExpr(dim);
    if (!v.ok())
      return TV();
    buffer.shape.push_back(v);
    if (type.isDynamicDim(i)) {
      Value idx = toIndex(dim->loc, v);
      if (!idx)
        return TV();
      dynSizes.push_back(idx);
    }
  }
  Location l = loc(call);
  // TVM puts constant allocations of at most 1 KiB on the stack (at the
  // function's entry, or per thread in a parallel loop) and the others in
  // a workspace.
  int64_t bytes = (decl.dtype.bits + 7) / 8;
  bool small = type.hasStaticShape();
  for (int64_t d : type.getShape())
    small = small && !llvm::MulOverflow(bytes, d, bytes);
  if (small && bytes <= 1024) {
    OpBuilder::InsertionGuard guard(builder);
    // After the block's earlier allocations, in program order.
    Block::iterator at = allocaBlock->begin();
    while (at != allocaBlock->end() && isa<memref::AllocaOp>(*at))
      ++at;
    builder.setInsertionPoint(allocaBlock, at);
    buffer.memref = memref::AllocaOp::create(builder, l, type);
    allocaUsed = true;
  } else {
    buffer.memref = memref::AllocOp::create(builder, l, type, dynSizes);
    deallocs.back().push_back(buffer.memref);
  }
  return TV::bufferRef(&buffer, isAllocate ? TV::DataRef : TV::BufferRef);
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
    return fail(target->loc, "tuple assignment is only supported for "
                             "T.axis.remap in a T.block");
  }
  if (target->kind != Expr::Name)
    return fail(target->loc, "unsupported assignment target '" +
                                 target->text + "'");
  StringRef name = target->name;

  std::optional<DType> annotated;
  if (stmt.kind == Stmt::AnnAssign) {
    std::string ann = calleeName(stmt.annotation.get());
    StringRef a = ann;
    if (a.consume_front("T."))
      annotated = parseDType(a);
    if (!annotated || annotated->isHandle())
      return fail(stmt.annotation->loc,
                  "unsupported annotation '" + stmt.annotation->text +
                      "': a let binding takes a scalar dtype");
  }

  if (value->kind == Expr::Call) {
    std::string callee = calleeName(value->children[0].get());
    StringRef c = callee;
    // `n = T.int32()`: a symbolic variable.
    if (c.consume_front("T.") && parseDType(c) &&
        value->children.size() == 1 && value->keywords.empty()) {
      DType dtype = *parseDType(c);
      if (!dtype.isInt())
        return fail(value->loc, "symbolic variables are integers; found " +
                                    dtype.str());
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
          Binding b;
          b.value = TV::bufferRef(p.buffer);
          bind(name, b);
          return true;
        }
      }
      if (callee == "T.match_buffer")
        return fail(value->loc, "T.match_buffer is only supported at the top "
                                "of a function, binding a T.handle parameter");
    }
    // T.sblock_alloc_buffer is how tirx prints a root block's allocation;
    // T.alloc_local is alloc_buffer in the "local" scope.
    if (callee == "T.sblock_alloc_buffer" || callee == "T.alloc_local")
      callee = "T.alloc_buffer";
    if (callee == "T.decl_buffer" || callee == "T.Buffer" ||
        callee == "T.alloc_buffer" || callee == "T.allocate") {
      if (callee == "T.Buffer" &&
          llvm::none_of(value->keywords,
                        [](auto &kw) { return kw.first == "data"; }))
        return fail(value->loc, "T.Buffer in a function body needs "
                                "data=...; use T.alloc_buffer or "
                                "T.decl_buffer to allocate");
      TV buffer = allocateBuffer(value, name, callee == "T.allocate");
      if (!buffer.ok())
        return false;
      Binding b;
      b.value = buffer;
      bind(name, b);
      return true;
    }
  }
  TV v = emitExpr(value);
  if (!v.ok())
    return false;
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
  Binding b;
  b.value = v;
  bind(name, b);
  return true;
}

SmallVector<Value> Importer::bufferIndices(Expr *subscript, Buffer &buffer) {
  auto type = cast<MemRefType>(buffer.memref.getType());
  size_t count = subscript->children.size() - 1;
  // A[()] reads a rank-0 buffer.
  if (count == 1 && subscript->children[1]->kind == Expr::Tuple) {
    if (!subscript->children[1]->children.empty()) {
      error(subscript->loc, "unsupported buffer index");
      return {};
    }
    count = 0;
  }
  if (count != static_cast<size_t>(type.getRank())) {
    error(subscript->loc, "buffer '" + buffer.name + "' has " +
                              std::to_string(type.getRank()) +
                              " dims, but is indexed with " +
                              std::to_string(count));
    return {};
  }
  SmallVector<Value> indices;
  for (size_t i = 0; i < count; ++i) {
    Expr *index = subscript->children[i + 1].get();
    if (index->kind == Expr::Slice) {
      error(index->loc, "buffer slices ('" + index->text +
                            "') are only supported in T.reads/T.writes");
      return {};
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

bool Importer::emitStore(Expr *target, Expr *valueExpr, StringRef augOp) {
  TV base = emitExpr(target->children[0].get());
  if (!base.ok())
    return false;
  if (base.kind != TV::BufferRef)
    return fail(target->loc, "'" + target->children[0]->text +
                                 "' is not a buffer");
  Buffer &buffer = *base.buffer;
  SmallVector<Value> indices = bufferIndices(target, buffer);
  if (hadError)
    return false;
  TV value = emitExpr(valueExpr);
  if (!value.ok())
    return false;
  Location l = loc(target);
  if (!augOp.empty()) {
    Value old = load(l, buffer, indices);
    value = emitBinary(target->loc, augOp, TV::scalar(old, buffer.dtype),
                       value);
    if (!value.ok())
      return false;
  }
  if (value.kind == TV::Scalar && value.dtype != buffer.dtype)
    return fail(valueExpr->loc, "stores " + value.dtype.str() + " into '" +
                                    buffer.name + "', a " +
                                    buffer.dtype.str() +
                                    " buffer; convert with T.Cast");
  Value v = materialize(valueExpr->loc, value, buffer.dtype);
  if (!v)
    return false;
  store(l, v, buffer, indices);
  return true;
}

bool Importer::emitFor(Stmt &stmt) {
  Expr *iter = stmt.value.get();
  if (iter->kind != Expr::Call)
    return fail(iter->loc, "a for loop iterates over range(...), T.serial, "
                           "T.grid, T.parallel, T.vectorized or T.unroll");
  std::string name = calleeName(iter->children[0].get());
  StringRef kind = name;
  if (name == "range")
    kind = "T.serial";
  if (kind == "T.thread_binding")
    return fail(iter->loc, "T.thread_binding binds GPU threads, which Prim "
                           "does not target");
  if (kind != "T.serial" && kind != "T.grid" && kind != "T.parallel" &&
      kind != "T.vectorized" && kind != "T.unroll")
    return fail(iter->loc, "unsupported loop kind '" +
                               (name.empty() ? iter->text.str() : name) +
                               "'");
  for (auto [index, kw] : llvm::enumerate(iter->keywords)) {
    if (kw.first == "annotations" &&
        (kw.second->kind == Expr::NoneLit ||
         checkHintAnnotations(kw.second.get(), "loop annotation")))
      continue;
    if (hadError)
      return false;
    return fail(iter->keywordLocs[index],
                "unsupported loop argument '" + kw.first + "'");
  }
  std::vector<Expr *> targets;
  if (stmt.target->kind == Expr::Tuple) {
    for (ExprPtr &t : stmt.target->children)
      targets.push_back(t.get());
  } else {
    targets.push_back(stmt.target.get());
  }
  for (Expr *t : targets)
    if (t->kind != Expr::Name)
      return fail(t->loc, "a loop variable must be a name");
  SmallVector<std::pair<TV, TV>> ranges;
  size_t nargs = iter->children.size() - 1;
  if (kind == "T.grid") {
    if (nargs == 0)
      return fail(iter->loc, "T.grid needs at least one extent");
    for (size_t i = 1; i <= nargs; ++i) {
      TV extent = emitExpr(iter->children[i].get());
      if (!extent.ok())
        return false;
      ranges.push_back({TV::intLit(0), extent});
    }
  } else {
    if (nargs == 3)
      return fail(iter->children[3]->loc,
                  "a loop step is not supported: TIR loops step by 1");
    if (!checkArgCount(iter, 1, 2, name))
      return false;
    TV start = TV::intLit(0);
    if (nargs == 2 && !(start = emitExpr(iter->children[1].get())).ok())
      return false;
    TV stop = emitExpr(iter->children[nargs].get());
    if (!stop.ok())
      return false;
    ranges.push_back({start, stop});
  }
  if (targets.size() != ranges.size())
    return fail(stmt.target->loc,
                "the loop has " + std::to_string(ranges.size()) +
                    " ranges but " + std::to_string(targets.size()) +
                    " loop variables");
  return emitLoopNest(stmt, kind, targets, ranges, 0);
}

bool Importer::emitLoopNest(Stmt &stmt, StringRef kind,
                            ArrayRef<Expr *> targets,
                            ArrayRef<std::pair<TV, TV>> ranges,
                            unsigned level) {
  if (level == ranges.size())
    return emitBlock(stmt.body);
  TV start = ranges[level].first, stop = ranges[level].second;
  SMLoc at = targets[level]->loc;
  if (!start.isNumeric() || !stop.isNumeric() ||
      start.kind == TV::FloatLit || stop.kind == TV::FloatLit ||
      (start.kind == TV::Scalar && !start.dtype.isInt()) ||
      (stop.kind == TV::Scalar && !stop.dtype.isInt()))
    return fail(at, "loop bounds must be integers");
  if (!unify(at, start, stop))
    return false;
  DType dtype = start.kind == TV::Scalar   ? start.dtype
                : stop.kind == TV::Scalar ? stop.dtype
                                          : DType::i(32);
  Value lb = materialize(at, start, dtype), ub = materialize(at, stop, dtype);
  if (!lb || !ub)
    return false;
  Location l = loc(at);
  OpBuilder::InsertionGuard guard(builder);
  Value iv;
  if (kind == "T.parallel") {
    Value lbi = arith::IndexCastOp::create(builder, l, builder.getIndexType(),
                                           lb);
    Value ubi = arith::IndexCastOp::create(builder, l, builder.getIndexType(),
                                           ub);
    Value one = arith::ConstantIndexOp::create(builder, l, 1);
    auto parallel = scf::ParallelOp::create(builder, l, ValueRange{lbi},
                                            ValueRange{ubi}, ValueRange{one});
    Block *body = parallel.getBody();
    builder.setInsertionPointToStart(body);
    iv = arith::IndexCastOp::create(builder, l, mlirType(dtype),
                                    parallel.getInductionVars()[0]);
    Block *savedAllocaBlock = allocaBlock;
    bool savedUsed = allocaUsed;
    allocaBlock = body;
    allocaUsed = false;
    pushScope();
    Binding b;
    b.value = TV::scalar(iv, dtype);
    bind(targets[level]->name, b);
    loops[iv] = {TV::scalar(lb, dtype)};
    if (!emitLoopNest(stmt, kind, targets, ranges, level + 1))
      return false;
    popScope();
    if (allocaUsed) {
      // Each iteration's stack allocations are freed at its end.
      builder.setInsertionPointToStart(body);
      auto scope = memref::AllocaScopeOp::create(builder, l, TypeRange{});
      Block *scopeBody = new Block();
      scope.getBodyRegion().push_back(scopeBody);
      scopeBody->getOperations().splice(
          scopeBody->end(), body->getOperations(),
          std::next(Block::iterator(scope)), Block::iterator(body->getTerminator()));
      builder.setInsertionPointToEnd(scopeBody);
      memref::AllocaScopeReturnOp::create(builder, l, ValueRange{});
    }
    allocaBlock = savedAllocaBlock;
    allocaUsed = savedUsed;
    return true;
  }
  Value step = constant(dtype, 1);
  auto loop = scf::ForOp::create(builder, l, lb, ub, step);
  builder.setInsertionPoint(loop.getBody()->getTerminator());
  iv = loop.getInductionVar();
  pushScope();
  Binding b;
  b.value = TV::scalar(iv, dtype);
  bind(targets[level]->name, b);
  loops[iv] = {TV::scalar(lb, dtype)};
  if (!emitLoopNest(stmt, kind, targets, ranges, level + 1))
    return false;
  popScope();
  return true;
}

bool Importer::emitWhile(Stmt &stmt) {
  Location l = loc(stmt.loc);
  auto loop = scf::WhileOp::create(builder, l, TypeRange{}, ValueRange{});
  OpBuilder::InsertionGuard guard(builder);
  Block *before = builder.createBlock(&loop.getBefore());
  pushScope();
  TV cond = emitExpr(stmt.value.get());
  if (!cond.ok())
    return false;
  Value c = toBool(stmt.value->loc, cond);
  if (!c)
    return false;
  scf::ConditionOp::create(builder, l, c, ValueRange{});
  popScope();
  (void)before;
  builder.createBlock(&loop.getAfter());
  auto yield = scf::YieldOp::create(builder, l);
  builder.setInsertionPoint(yield);
  return emitBlock(stmt.body);
}

bool Importer::emitIf(Stmt &stmt) {
  TV cond = emitExpr(stmt.value.get());
  if (!cond.ok())
    return false;
  Value c = toBool(stmt.value->loc, cond);
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
    Binding b;
    b.value = buffer;
    bind(item.target->name, b);
    for (StmtPtr &s : stmt.body)
      if (!emitStmt(*s))
        return false;
    popScope();
    return true;
  }
  if (name == "T.LetStmt") {
    if (!item.target || item.target->kind != Expr::Name)
      return fail(ctx->loc, "'with T.LetStmt(value)' needs 'as NAME'");
    if (!checkArgCount(ctx, 1, 1, name))
      return false;
    TV v = emitExpr(ctx->children[1].get());
    if (!v.ok())
      return false;
    pushScope();
    Binding b;
    b.value = v;
    bind(item.target->name, b);
    for (StmtPtr &s : stmt.body)
      if (!emitStmt(*s))
        return false;
    popScope();
    return true;
  }
  if (name == "T.launch_thread" || name == "T.attr" || name == "T.realize" ||
      name == "T.Assert" || name == "T.If" || name == "T.Then" ||
      name == "T.Else" || name == "T.While" || name == "T.hint")
    return fail(ctx->loc, "'with " + name + "(...)' is not supported");
  return fail(ctx->loc, "unsupported with statement '" +
                            (name.empty() ? ctx->text.str() : name) + "'");
}

bool Importer::emitTensorBlock(Stmt &stmt) {
  Expr *ctx = stmt.items.front().context.get();
  if (stmt.items.front().target)
    return fail(stmt.items.front().target->loc,
                "'with T.block(...) as NAME' is not supported");
  for (auto [index, kw] : llvm::enumerate(ctx->keywords))
    if (kw.first != "no_realize" || kw.second->kind != Expr::Bool ||
        kw.second->intValue)
      return fail(ctx->keywordLocs[index],
                  "unsupported T.block argument '" + kw.first + "'");
  pushScope();
  // The values of reduce axes and their domains' starts: the init runs when
  // every reduce axis is at its start (TIR's LowerInitBlock).
  SmallVector<std::pair<TV, TV>> reduceAxes;
  Value predicate;
  Stmt *init = nullptr;
  OpBuilder::InsertionGuard guard(builder);
  bool inBody = false;
  auto defineAxis = [&](Expr *target, StringRef kind, Expr *domain, TV value,
                        SMLoc at) -> bool {
    if (target->kind != Expr::Name)
      return fail(target->loc, "a block axis binds a name");
    if (!value.isNumeric() || value.kind == TV::FloatLit ||
        (value.kind == TV::Scalar && !value.dtype.isInt()))
      return fail(at, "a block axis's value must be an integer");
    TV start = TV::intLit(0);
    if (domain) {
      if (domain->kind == Expr::Tuple && domain->children.size() == 2) {
        start = emitExpr(domain->children[0].get());
        if (!start.ok())
          return false;
      } else if (domain->kind == Expr::Tuple) {
        return fail(domain->loc, "an axis domain is an extent or (min, max)");
      }
    } else if (value.kind == TV::Scalar) {
      auto it = loops.find(value.value);
      if (it != loops.end())
        start = it->second.start;
    }
    if (kind == "reduce" || kind == "R")
      reduceAxes.push_back({value, start});
    else if (kind != "spatial" && kind != "S" && kind != "opaque" &&
             kind != "O")
      return fail(at, "unsupported block axis kind '" + kind + "'");
    Binding b;
    b.value = value;
    bind(target->name, b);
    return true;
  };
  auto enterBody = [&]() -> bool {
    if (inBody)
      return true;
    inBody = true;
    if (predicate) {
      auto ifOp = scf::IfOp::create(builder, loc(ctx), predicate, false);
      builder.setInsertionPoint(ifOp.thenBlock()->getTerminator());
    }
    if (init) {
      Value cond;
      Location l = loc(init->loc);
      for (auto &[value, start] : reduceAxes) {
        TV v = value, s = start;
        TV eq = emitCompare(init->loc, "==", v, s);
        if (!eq.ok())
          return false;
        Value e = toBool(init->loc, eq);
        cond = cond ? arith::AndIOp::create(builder, l, cond, e).getResult()
                    : e;
      }
      OpBuilder::InsertionGuard initGuard(builder);
      if (cond) {
        auto ifOp = scf::IfOp::create(builder, l, cond, false);
        builder.setInsertionPoint(ifOp.thenBlock()->getTerminator());
      }
      if (!emitBlock(init->body))
        return false;
    }
    return true;
  };
  for (StmtPtr &s : stmt.body) {
    Expr *call = s->value && s->value->kind == Expr::Call ? s->value.get()
                                                          : nullptr;
    std::string name = call ? calleeName(call->children[0].get()) : "";
    StringRef n = name;
    if (s->kind == Stmt::Assign && n.starts_with("T.axis.")) {
      if (inBody)
        return fail(s->loc, "block axes must come before the block's body");
      StringRef kind = n.drop_front(strlen("T.axis."));
      if (kind == "remap") {
        if (call->children.size() != 3 ||
            call->children[1]->kind != Expr::Str ||
            (call->children[2]->kind != Expr::List &&
             call->children[2]->kind != Expr::Tuple))
          return fail(call->loc, "T.axis.remap takes a kinds string and a "
                                 "list of loop variables");
        StringRef kinds = call->children[1]->name;
        Expr *values = call->children[2].get();
        std::vector<Expr *> targets;
        if (s->target->kind == Expr::Tuple)
          for (ExprPtr &t : s->target->children)
            targets.push_back(t.get());
        else
          targets.push_back(s->target.get());
        if (kinds.size() != values->children.size() ||
            kinds.size() != targets.size())
          return fail(call->loc, "T.axis.remap's kinds, values and names "
                                 "differ in number");
        for (size_t i = 0; i < kinds.size(); ++i) {
          TV v = emitExpr(values->children[i].get());
          if (!v.ok() ||
              !defineAxis(targets[i], StringRef(&kinds.data()[i], 1), nullptr,
                          v, values->children[i]->loc))
            return false;
        }
        continue;
      }
      if (call->children.size() != 3)
        return fail(call->loc, "'" + name + "' takes a domain and a value");
      TV v = emitExpr(call->children[2].get());
      if (!v.ok() || !defineAxis(s->target.get(), kind,
                                 call->children[1].get(), v, call->loc))
        return false;
      continue;
    }
    if (s->kind == Stmt::ExprStmt && (name == "T.reads" || name == "T.writes"))
      continue; // region annotations: they document, and change nothing
    if (s->kind == Stmt::ExprStmt && name == "T.where") {
      if (inBody || predicate)
        return fail(call->loc, "T.where must come once, before the body");
      if (!checkArgCount(call, 1, 1, name))
        return false;
      TV p = emitExpr(call->children[1].get());
      if (!p.ok() || !(predicate = toBool(call->loc, p)))
        return false;
      continue;
    }
    if (s->kind == Stmt::ExprStmt && name == "T.block_attr") {
      if (call->children.size() != 2 || !call->keywords.empty() ||
          !checkHintAnnotations(call->children[1].get(), "block attribute"))
        return hadError ? false
                        : fail(call->loc, "T.block_attr takes one dict");
      continue;
    }
    if (s->kind == Stmt::With && s->items.size() == 1 &&
        s->items.front().context->kind == Expr::Call &&
        calleeName(s->items.front().context->children[0].get()) == "T.init") {
      if (inBody || init)
        return fail(s->loc, "T.init must come once, before the block's body");
      init = s.get();
      continue;
    }
    if (!enterBody() || !emitStmt(*s))
      return false;
  }
  if (!enterBody())
    return false;
  popScope();
  return true;
}

//===----------------------------------------------------------------------===//
// Expressions
//===----------------------------------------------------------------------===//

Value Importer::materialize(SMLoc at, const TV &v, DType dtype) {
  Location l = loc(at);
  switch (v.kind) {
  case TV::Scalar:
    if (v.dtype != dtype) {
      error(at, "expected " + dtype.str() + ", found " + v.dtype.str());
      return nullptr;
    }
    return v.value;
  case TV::IntLit:
  case TV::BoolLit:
    if (dtype.isFloat())
      return arith::ConstantOp::create(
          builder, l, mlirType(dtype),
          builder.getFloatAttr(mlirType(dtype), static_cast<double>(v.i)));
    if (dtype.isInt() || dtype.isBool()) {
      if (dtype.code == DType::UInt && v.i < 0) {
        error(at, "the literal " + std::to_string(v.i) + " does not fit in " +
                      dtype.str());
        return nullptr;
      }
      if (dtype.bits < 64) {
        int64_t lo = -(int64_t(1) << (dtype.bits - 1));
        int64_t hi = (int64_t(1) << (dtype.bits - 1)) - 1;
        if (dtype.isBool()) {
          lo = 0;
          hi = 1;
        } else if (dtype.code == DType::UInt) {
          lo = 0;
          hi = (int64_t(1) << dtype.bits) - 1;
        }
        if (v.i < lo || v.i > hi) {
          error(at, "the literal " + std::to_string(v.i) +
                        " does not fit in " + dtype.str());
          return nullptr;
        }
      }
      return arith::ConstantOp::create(
          builder, l, mlirType(dtype),
          builder.getIntegerAttr(mlirType(dtype), v.i));
    }
    break;
  case TV::FloatLit:
    if (dtype.isFloat())
      return arith::ConstantOp::create(
          builder, l, mlirType(dtype),
          builder.getFloatAttr(mlirType(dtype), v.f));
    error(at, "a float literal where " + dtype.str() + " is expected");
    return nullptr;
  default:
    break;
  }
  error(at, "expected a " + dtype.str() + " value");
  return nullptr;
}

/// Brings two numeric operands to one dtype, as TIR's binary operators do:
/// a literal takes the other operand's dtype; ints widen; an int meeting a
/// float becomes that float; floats widen.
bool Importer::unify(SMLoc at, TV &a, TV &b) {
  if (!a.isNumeric() || !b.isNumeric())
    return fail(at, "expected numeric operands");
  if (a.kind != TV::Scalar && b.kind != TV::Scalar)
    return true;
  auto fromLiteral = [&](TV &lit, DType other) -> bool {
    DType d = other;
    if (lit.kind == TV::FloatLit && !other.isFloat())
      d = DType::f(32);
    if (lit.kind == TV::BoolLit && !other.isBool())
      d = DType::boolean();
    Value v = materialize(at, lit, d);
    if (!v)
      return false;
    lit = TV::scalar(v, d);
    return true;
  };
  if (a.kind != TV::Scalar && !fromLiteral(a, b.dtype))
    return false;
  if (b.kind != TV::Scalar && !fromLiteral(b, a.dtype))
    return false;
  if (a.dtype == b.dtype)
    return true;
  auto rank = [](DType d) {
    return d.isFloat() ? 1000 + d.bits : d.isBool() ? 0 : d.bits;
  };
  DType target = rank(a.dtype) >= rank(b.dtype) ? a.dtype : b.dtype;
  if (a.dtype.isHandle() || b.dtype.isHandle())
    return fail(at, "handles take no arithmetic");
  TV ca = emitCast(at, a, target), cb = emitCast(at, b, target);
  if (!ca.ok() || !cb.ok())
    return false;
  a = ca;
  b = cb;
  return true;
}

TV Importer::emitCast(SMLoc at, TV v, DType to) {
  if (v.kind != TV::Scalar) {
    if (!v.isLiteral())
      return error(at, "T.Cast takes a numeric value");
    if (to.isInt() && v.kind == TV::FloatLit) {
      if (!(std::fabs(v.f) < 9.2e18))
        return error(at, "the literal does not fit in " + to.str());
      Value m = materialize(
          at, TV::intLit(static_cast<int64_t>(std::trunc(v.f))), to);
      return m ? TV::scalar(m, to) : TV();
    }
    if (to.isBool())
      return TV::scalar(
          constant(to, v.kind == TV::FloatLit ? v.f != 0 : v.i != 0), to);
    Value m = materialize(at, v, to);
    return m ? TV::scalar(m, to) : TV();
  }
  DType from = v.dtype;
  if (from == to)
    return v;
  if (from.isHandle() || to.isHandle())
    return error(at, "cannot cast " + from.str() + " to " + to.str());
  Location l = loc(at);
  Type type = mlirType(to);
  Value x = v.value, r;
  if (to.isBool()) {
    r = from.isFloat()
            ? arith::CmpFOp::create(builder, l, arith::CmpFPredicate::UNE, x,
                                    constant(from, 0, 0.0))
                  .getResult()
            : arith::CmpIOp::create(builder, l, arith::CmpIPredicate::ne, x,
                                    constant(from, 0))
                  .getResult();
  } else if (from.isFloat() && to.isFloat()) {
    r = (to.bits > from.bits || (to.bits == from.bits))
            ? (to.bits == from.bits
                   ? arith::ExtFOp::create(
                         builder, l, builder.getF32Type(), x)
                         .getResult()
                   : arith::ExtFOp::create(builder, l, type, x).getResult())
            : arith::TruncFOp::create(builder, l, type, x).getResult();
    if (to.bits == from.bits) // f16 <-> bf16, through f32
      r = arith::TruncFOp::create(builder, l, type, r);
  } else if (from.isFloat()) {
    r = to.code == DType::UInt
            ? arith::FPToUIOp::create(builder, l, type, x).getResult()
            : arith::FPToSIOp::create(builder, l, type, x).getResult();
  } else if (to.isFloat()) {
    r = (from.isBool() || from.code == DType::UInt)
            ? arith::UIToFPOp::create(builder, l, type, x).getResult()
            : arith::SIToFPOp::create(builder, l, type, x).getResult();
  } else if (to.bits == from.bits) {
    r = x; // int <-> uint of one width: the same bits
  } else if (to.bits > from.bits) {
    r = (from.isBool() || from.code == DType::UInt)
            ? arith::ExtUIOp::create(builder, l, type, x).getResult()
            : arith::ExtSIOp::create(builder, l, type, x).getResult();
  } else {
    r = arith::TruncIOp::create(builder, l, type, x);
  }
  return TV::scalar(r, to);
}

Value Importer::toIndex(SMLoc at, TV v) {
  if (v.kind == TV::IntLit)
    return arith::ConstantIndexOp::create(builder, loc(at), v.i);
  if (v.kind == TV::Scalar && v.dtype.code == DType::UInt)
    return arith::IndexCastUIOp::create(builder, loc(at),
                                        builder.getIndexType(), v.value);
  if (v.kind == TV::Scalar && v.dtype.isInt())
    return arith::IndexCastOp::create(builder, loc(at), builder.getIndexType(),
                                      v.value);
  error(at, "an index must be an integer");
  return nullptr;
}

Value Importer::toBool(SMLoc at, TV v) {
  if (v.kind == TV::BoolLit)
    return constant(DType::boolean(), v.i);
  if (v.kind == TV::Scalar && v.dtype.isBool())
    return v.value;
  error(at, "expected a bool condition" +
                (v.kind == TV::Scalar ? ", found " + v.dtype.str()
                                      : std::string()));
  return nullptr;
}

TV Importer::emitExpr(Expr *e) {
  if (hadError)
    return TV();
  // The parser bounds the syntax tree's depth; this bounds the importer's
  // own recursion through shape strings as well.
  if (++exprDepth > 4 * Lexer::kMaxNesting) {
    --exprDepth;
    return error(e, "expression nested too deeply");
  }
  struct Leave {
    unsigned &depth;
    ~Leave() { --depth; }
  } leave{exprDepth};
  switch (e->kind) {
  case Expr::Name:
    return emitName(e);
  case Expr::Int:
    if (e->op == "overflow")
      return error(e, "integer literal does not fit in 64 bits");
    return TV::intLit(e->intValue);
  case Expr::Float:
    return TV::floatLit(e->floatValue);
  case Expr::Bool:
    return TV::boolLit(e->intValue);
  case Expr::Str:
    return TV::str(e->name);
  case Expr::NoneLit:
    return TV::none();
  case Expr::Call:
    return emitCall(e, /*discardResult=*/false);
  case Expr::Subscript:
    return emitSubscript(e);
  case Expr::Attribute: {
    std::string name = calleeName(e);
    TV base = emitExpr(e->children[0].get());
    if (!base.ok()) {
      if (!name.empty() && !hadError)
        return error(e, "'" + name + "' is not a value");
      return TV();
    }
    if (base.kind == TV::BufferRef && e->name == "data")
      return TV::bufferRef(base.buffer, TV::DataRef);
    if (base.kind == TV::BufferRef && e->name == "dtype")
      return TV::str(base.buffer->dtype.str());
    if (base.kind == TV::BufferRef && e->name == "shape")
      return error(e, "'" + e->text + "' is only supported indexed, as in " +
                          e->text + "[0]");
    return error(e, "unsupported attribute '" + e->name + "'");
  }
  case Expr::BinOp: {
    TV a = emitExpr(e->children[0].get());
    if (!a.ok())
      return TV();
    TV b = emitExpr(e->children[1].get());
    if (!b.ok())
      return TV();
    return emitBinary(e->loc, e->op, a, b);
  }
  case Expr::UnaryOp: {
    if (e->op == "-" && e->children[0]->kind == Expr::Int &&
        e->children[0]->op == "overflow")
      return TV::intLit(INT64_MIN);
    TV a = emitExpr(e->children[0].get());
    if (!a.ok())
      return TV();
    return emitUnary(e->loc, e->op, a);
  }
  case Expr::Compare: {
    if (e->compareOps.size() != 1)
      return error(e, "chained comparisons are not supported; join them "
                      "with 'and'");
    StringRef op = e->compareOps.front();
    if (op == "in" || op == "is" || op == "is not")
      return error(e, "'" + op + "' is not supported in TVMScript "
                                 "expressions");
    TV a = emitExpr(e->children[0].get());
    if (!a.ok())
      return TV();
    TV b = emitExpr(e->children[1].get());
    if (!b.ok())
      return TV();
    return emitCompare(e->loc, op, a, b);
  }
  case Expr::BoolOp: {
    // TIR's And/Or evaluate both operands.
    TV acc = emitExpr(e->children[0].get());
    if (!acc.ok())
      return TV();
    for (size_t i = 1; i < e->children.size(); ++i) {
      TV next = emitExpr(e->children[i].get());
      if (!next.ok())
        return TV();
      Value a = toBool(e->children[0]->loc, acc);
      Value b = a ? toBool(e->children[i]->loc, next) : Value();
      if (!b)
        return TV();
      Location l = loc(e);
      acc = TV::scalar(e->op == "and"
                           ? arith::AndIOp::create(builder, l, a, b).getResult()
                           : arith::OrIOp::create(builder, l, a, b).getResult(),
                       DType::boolean());
    }
    return acc;
  }
  case Expr::IfExp:
    return error(e, "Python's conditional expression is not part of "
                    "TVMScript; use T.if_then_else or T.Select");
  case Expr::Tuple:
  case Expr::List:
  case Expr::Dict:
  case Expr::Slice:
  case Expr::Starred:
    return error(e, "a " +
                        std::string(e->kind == Expr::Dict    ? "dict"
                                    : e->kind == Expr::Slice ? "slice"
                                    : e->kind == Expr::Starred
                                        ? "starred expression"
                                        : "tuple or list") +
                        " is not a value here");
  }
  return error(e, "unsupported expression");
}

TV Importer::emitName(Expr *e) {
  Binding *b = lookup(e->name);
  if (!b) {
    if (e->name == "metadata")
      return error(e, "metadata references (metadata[\"...\"]) are not "
                      "supported: the constants they name are not in the "
                      "printed script; print the module with the constants "
                      "inlined");
    if (aliases.count(e->name))
      return error(e, "'" + e->name + "' is a namespace, not a value");
    return error(e, "undefined name '" + e->name + "'");
  }
  switch (b->kind) {
  case Binding::Val:
    return b->value;
  case Binding::Sym:
    if (!b->sym->value)
      return error(e, "symbolic variable '" + e->name +
                          "' has no value: no parameter buffer's shape, "
                          "strides or elem_offset binds it");
    return TV::scalar(b->sym->value, b->sym->dtype);
  case Binding::Class:
    return error(e, "the module class '" + e->name + "' is not a value");
  default:
    return error(e, "'" + e->name + "' is not a value");
  }
}

TV Importer::emitSubscript(Expr *e) {
  Expr *base = e->children[0].get();
  if (base->kind == Expr::Name && base->name == "metadata" &&
      !lookup("metadata"))
    return emitName(base);
  if (base->kind == Expr::Attribute && base->name == "shape") {
    TV buffer = emitExpr(base->children[0].get());
    if (!buffer.ok())
      return TV();
    if (buffer.kind != TV::BufferRef)
      return error(base, "'.shape' applies to buffers");
    std::optional<int64_t> index =
        e->children.size() == 2 ? staticInt(e->children[1].get())
                                : std::nullopt;
    if (!index || *index < 0 ||
        *index >= static_cast<int64_t>(buffer.buffer->shape.size()))
      return error(e, "'" + e->text + "' needs a constant dim index below " +
                          std::to_string(buffer.buffer->shape.size()));
    TV dim = buffer.buffer->shape[*index];
    if (dim.ok())
      return dim;
    Location l = loc(e);
    Value d = memref::DimOp::create(builder, l, buffer.buffer->memref, *index);
    return TV::scalar(
        arith::IndexCastOp::create(builder, l, builder.getI32Type(), d),
        DType::i(32));
  }
  TV value = emitExpr(base);
  if (!value.ok())
    return TV();
  if (value.kind != TV::BufferRef)
    return error(e, "'" + base->text + "' is not a buffer");
  Buffer &buffer = *value.buffer;
  SmallVector<Value> indices = bufferIndices(e, buffer);
  if (hadError)
    return TV();
  return TV::scalar(load(loc(e), buffer, indices), buffer.dtype);
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

/// floordiv/floormod on signed integers, from truncating division.
Value Importer::floorDivMod(Location l, Value a, Value b, bool mod) {
  Value zero = arith::ConstantOp::create(
      builder, l, a.getType(), builder.getIntegerAttr(a.getType(), 0));
  Value q = arith::DivSIOp::create(builder, l, a, b);
  Value r = arith::RemSIOp::create(builder, l, a, b);
  // The truncated quotient is one too big when the remainder is non-zero
  // and its sign differs from the divisor's.
  Value rNonZero =
      arith::CmpIOp::create(builder, l, arith::CmpIPredicate::ne, r, zero);
  Value rNeg =
      arith::CmpIOp::create(builder, l, arith::CmpIPredicate::slt, r, zero);
  Value bNeg =
      arith::CmpIOp::create(builder, l, arith::CmpIPredicate::slt, b, zero);
  Value signsDiffer = arith::XOrIOp::create(builder, l, rNeg, bNeg);
  Value adjust = arith::AndIOp::create(builder, l, rNonZero, signsDiffer);
  if (mod) {
    Value fixed = arith::AddIOp::create(builder, l, r, b);
    return arith::SelectOp::create(builder, l, adjust, fixed, r);
  }
  Value one = arith::ConstantOp::create(
      builder, l, a.getType(), builder.getIntegerAttr(a.getType(), 1));
  Value fixed = arith::SubIOp::create(builder, l, q, one);
  return arith::SelectOp::create(builder, l, adjust, fixed, q);
}

static std::string typeString(Type type) {
  std::string text;
  llvm::raw_string_ostream os(text);
  type.print(os);
  return text;
}

static int64_t floorDivInt(int64_t a, int64_t b) {
  int64_t q = a / b, r = a % b;
  return (r != 0 && ((r < 0) != (b < 0))) ? q - 1 : q;
}

TV Importer::emitBinary(SMLoc at, StringRef op, TV a, TV b) {
  if (a.kind == TV::Str || b.kind == TV::Str)
    return error(at, "'" + op + "' on strings is not supported");
  if (!a.isNumeric() || !b.isNumeric())
    return error(at, "'" + op + "' takes numbers");
  // Integer literals fold, with Python's semantics.
  if (a.kind == TV::IntLit && b.kind == TV::IntLit) {
    int64_t x = a.i, y = b.i, r = 0;
    bool overflow = false;
    if (op == "+")
      overflow = llvm::AddOverflow(x, y, r);
    else if (op == "-")
      overflow = llvm::SubOverflow(x, y, r);
    else if (op == "*")
      overflow = llvm::MulOverflow(x, y, r);
    else if (op == "//" || op == "%") {
      if (y == 0)
        return error(at, "division by zero");
      if (x == INT64_MIN && y == -1)
        overflow = true;
      else
        r = op == "//" ? floorDivInt(x, y) : x - floorDivInt(x, y) * y;
    } else if (op == "&")
      r = x & y;
    else if (op == "|")
      r = x | y;
    else if (op == "^")
      r = x ^ y;
    else
      goto emit;
    if (overflow)
      return error(at, "integer overflow in constant expression");
    return TV::intLit(r);
  }
emit:
  if (a.isLiteral() && b.isLiteral()) {
    // Two untyped literals: as TIR, int32 or float32.
    DType d = (a.kind == TV::FloatLit || b.kind == TV::FloatLit)
                  ? DType::f(32)
                  : literalDType(a);
    Value va = materialize(at, a, d);
    if (!va)
      return TV();
    a = TV::scalar(va, d);
  }
  if (!unify(at, a, b))
    return TV();
  DType d = a.dtype;
  Value x = a.value, y = b.value;
  Location l = loc(at);
  bool isFloat = d.isFloat();
  if (d.isHandle())
    return error(at, "handles take no arithmetic");
  if (d.isBool() && op != "&" && op != "|" && op != "^")
    return error(at, "'" + op + "' on bool values; use T.Cast first");
  auto result = [&](Value v) { return TV::scalar(v, d); };
  if (op == "+")
    return result(isFloat ? arith::AddFOp::create(builder, l, x, y).getResult()
                          : arith::AddIOp::create(builder, l, x, y).getResult());
  if (op == "-")
    return result(isFloat ? arith::SubFOp::create(builder, l, x, y).getResult()
                          : arith::SubIOp::create(builder, l, x, y).getResult());
  if (op == "*")
    return result(isFloat ? arith::MulFOp::create(builder, l, x, y).getResult()
                          : arith::MulIOp::create(builder, l, x, y).getResult());
  if (op == "/") {
    if (!isFloat)
      return error(at, "'/' on integers is ambiguous in TVMScript; use '//' "
                       "(floor division) or T.truncdiv");
    return result(arith::DivFOp::create(builder, l, x, y));
  }
  if (op == "//" || op == "%") {
    if (isFloat) {
      Value q = math::FloorOp::create(builder, l,
                                      arith::DivFOp::create(builder, l, x, y));
      if (op == "//")
        return result(q);
      return result(arith::SubFOp::create(
          builder, l, x, arith::MulFOp::create(builder, l, q, y)));
    }
    if (d.code == DType::UInt) // floor and truncation agree
      return result(op == "//"
                        ? arith::DivUIOp::create(builder, l, x, y).getResult()
                        : arith::RemUIOp::create(builder, l, x, y).getResult());
    return result(floorDivMod(l, x, y, op == "%"));
  }
  if (op == "**") {
    if (!isFloat)
      return error(at, "'**' takes floats");
    return result(math::PowFOp::create(builder, l, x, y));
  }
  if (isFloat)
    return error(at, "'" + op + "' takes integers");
  if (op == "<<")
    return result(arith::ShLIOp::create(builder, l, x, y));
  if (op == ">>")
    return result(d.code == DType::UInt
                      ? arith::ShRUIOp::create(builder, l, x, y).getResult()
                      : arith::ShRSIOp::create(builder, l, x, y).getResult());
  if (op == "&")
    return result(arith::AndIOp::create(builder, l, x, y));
  if (op == "|")
    return result(arith::OrIOp::create(builder, l, x, y));
  if (op == "^")
    return result(arith::XOrIOp::create(builder, l, x, y));
  return error(at, "unsupported operator '" + op + "'");
}

TV Importer::emitCompare(SMLoc at, StringRef op, TV a, TV b) {
  if (!a.isNumeric() || !b.isNumeric())
    return error(at, "'" + op + "' compares numbers");
  if (a.isLiteral() && b.isLiteral()) {
    DType d = (a.kind == TV::FloatLit || b.kind == TV::FloatLit)
                  ? DType::f(32)
                  : literalDType(a);
    Value va = materialize(at, a, d);
    if (!va)
      return TV();
    a = TV::scalar(va, d);
  }
  if (!unify(at, a, b))
    return TV();
  Location l = loc(at);
  if (a.dtype.isFloat()) {
    auto pred = llvm::StringSwitch<arith::CmpFPredicate>(op)
                    .Case("<", arith::CmpFPredicate::OLT)
                    .Case("<=", arith::CmpFPredicate::OLE)
                    .Case(">", arith::CmpFPredicate::OGT)
                    .Case(">=", arith::CmpFPredicate::OGE)
                    .Case("==", arith::CmpFPredicate::OEQ)
                    .Default(arith::CmpFPredicate::UNE);
    return TV::scalar(arith::CmpFOp::create(builder, l, pred, a.value, b.value),
                      DType::boolean());
  }
  if (a.dtype.isHandle())
    return error(at, "handles cannot be compared");
  bool isUnsigned = a.dtype.code == DType::UInt;
  auto pred = llvm::StringSwitch<arith::CmpIPredicate>(op)
                  .Case("<", isUnsigned ? arith::CmpIPredicate::ult
                                        : arith::CmpIPredicate::slt)
                  .Case("<=", isUnsigned ? arith::CmpIPredicate::ule
                                         : arith::CmpIPredicate::sle)
                  .Case(">", isUnsigned ? arith::CmpIPredicate::ugt
                                        : arith::CmpIPredicate::sgt)
                  .Case(">=", isUnsigned ? arith::CmpIPredicate::uge
                                         : arith::CmpIPredicate::sge)
                  .Case("==", arith::CmpIPredicate::eq)
                  .Default(arith::CmpIPredicate::ne);
  return TV::scalar(arith::CmpIOp::create(builder, l, pred, a.value, b.value),
                    DType::boolean());
}

TV Importer::emitUnary(SMLoc at, StringRef op, TV a) {
  Location l = loc(at);
  if (op == "not") {
    if (a.kind == TV::BoolLit)
      return TV::boolLit(!a.i);
    Value v = toBool(at, a);
    if (!v)
      return TV();
    return TV::scalar(
        arith::XOrIOp::create(builder, l, v, constant(DType::boolean(), 1)),
        DType::boolean());
  }
  if (!a.isNumeric())
    return error(at, "'" + op + "' takes a number");
  if (op == "+")
    return a;
  if (op == "-") {
    if (a.kind == TV::IntLit) {
      if (a.i == INT64_MIN)
        return error(at, "integer overflow in constant expression");
      return TV::intLit(-a.i);
    }
    if (a.kind == TV::FloatLit)
      return TV::floatLit(-a.f);
    if (a.kind == TV::BoolLit || a.dtype.isBool() || a.dtype.isHandle())
      return error(at, "'-' takes a number");
    if (a.dtype.isFloat())
      return TV::scalar(arith::NegFOp::create(builder, l, a.value), a.dtype);
    return TV::scalar(
        arith::SubIOp::create(builder, l, constant(a.dtype, 0), a.value),
        a.dtype);
  }
  if (op == "~") {
    if (a.kind == TV::IntLit)
      return TV::intLit(~a.i);
    if (a.kind != TV::Scalar || !a.dtype.isInt())
      return error(at, "'~' takes an integer");
    return TV::scalar(
        arith::XOrIOp::create(builder, l, a.value, constant(a.dtype, -1)),
        a.dtype);
  }
  return error(at, "unsupported operator '" + op + "'");
}

TV Importer::emitTypedLiteral(Expr *e, DType dtype) {
  if (dtype.isHandle())
    return error(e, "T.handle(...) is not a value");
  if (e->children.size() == 1 && e->keywords.empty())
    return error(e, "'" + e->text +
                        "' declares a symbolic variable; assign it to a "
                        "name ('n = " + e->text + "')");
  if (!checkArgCount(e, 1, 1, dtype.str()))
    return TV();
  Expr *arg = e->children[1].get();
  TV v = emitExpr(arg);
  if (!v.ok())
    return TV();
  if (v.kind == TV::Str && dtype.isFloat()) {
    double f;
    if (v.s == "inf")
      f = std::numeric_limits<double>::infinity();
    else if (v.s == "-inf")
      f = -std::numeric_limits<double>::infinity();
    else if (v.s == "nan")
      f = std::numeric_limits<double>::quiet_NaN();
    else
      return error(arg, "unsupported float constant \"" + v.s + "\"");
    Value m = materialize(arg->loc, TV::floatLit(f), dtype);
    return m ? TV::scalar(m, dtype) : TV();
  }
  if (v.kind == TV::FloatLit && !dtype.isFloat())
    return error(arg, "a float literal where " + dtype.str() + " is expected");
  if (v.isLiteral()) {
    Value m = materialize(arg->loc, v, dtype);
    return m ? TV::scalar(m, dtype) : TV();
  }
  return emitCast(arg->loc, v, dtype);
}

TV Importer::emitMath(Expr *e, StringRef name) {
  size_t arity = (name == "pow" || name == "copysign" || name == "atan2" ||
                  name == "nextafter" || name == "hypot")
                     ? 2
                     : 1;
  if (!checkArgCount(e, arity, arity, "T." + name.str()))
    return TV();
  SmallVector<TV> args;
  for (size_t i = 1; i <= arity; ++i) {
    TV v = emitExpr(e->children[i].get());
    if (!v.ok())
      return TV();
    args.push_back(v);
  }
  if (name == "abs" && args[0].kind == TV::Scalar && args[0].dtype.isInt())
    return TV::scalar(math::AbsIOp::create(builder, loc(e), args[0].value),
                      args[0].dtype);
  if (arity == 2 && !unify(e->loc, args[0], args[1]))
    return TV();
  TV x = args[0];
  if (x.kind == TV::IntLit || x.kind == TV::FloatLit) {
    Value m = materialize(e->loc, x.kind == TV::IntLit
                                      ? TV::floatLit(static_cast<double>(x.i))
                                      : x,
                          DType::f(32));
    if (!m)
      return TV();
    x = TV::scalar(m, DType::f(32));
    if (arity == 2) {
      Value m2 = materialize(e->loc, args[1], DType::f(32));
      if (!m2)
        return TV();
      args[1] = TV::scalar(m2, DType::f(32));
    }
  }
  if (x.kind != TV::Scalar || !x.dtype.isFloat())
    return error(e, "T." + name + " takes a float");
  Location l = loc(e);
  Value v = x.value, r;
  if (name == "exp")
    r = math::ExpOp::create(builder, l, v);
  else if (name == "exp2")
    r = math::Exp2Op::create(builder, l, v);
  else if (name == "log")
    r = math::LogOp::create(builder, l, v);
  else if (name == "log2")
    r = math::Log2Op::create(builder, l, v);
  else if (name == "log10")
    r = math::Log10Op::create(builder, l, v);
  else if (name == "sqrt")
    r = math::SqrtOp::create(builder, l, v);
  else if (name == "rsqrt")
    r = math::RsqrtOp::create(builder, l, v);
  else if (name == "sin")
    r = math::SinOp::create(builder, l, v);
  else if (name == "cos")
    r = math::CosOp::create(builder, l, v);
  else if (name == "tan")
    r = math::TanOp::create(builder, l, v);
  else if (name == "tanh")
    r = math::TanhOp::create(builder, l, v);
  else if (name == "floor")
    r = math::FloorOp::create(builder, l, v);
  else if (name == "ceil")
    r = math::CeilOp::create(builder, l, v);
  else if (name == "trunc")
    r = math::TruncOp::create(builder, l, v);
  else if (name == "round" || name == "nearbyint")
    r = math::RoundEvenOp::create(builder, l, v);
  else if (name == "abs" || name == "fabs")
    r = math::AbsFOp::create(builder, l, v);
  else if (name == "pow")
    r = math::PowFOp::create(builder, l, v, args[1].value);
  else if (name == "copysign")
    r = math::CopySignOp::create(builder, l, v, args[1].value);
  else if (name == "sigmoid") {
    // 1 / (1 + exp(-x)), as TVM's legalization writes it.
    Value one = constant(x.dtype, 0, 1.0);
    Value e2 = math::ExpOp::create(builder, l,
                                   arith::NegFOp::create(builder, l, v));
    r = arith::DivFOp::create(builder, l, one,
                              arith::AddFOp::create(builder, l, one, e2));
  } else if (name == "isnan") {
    return TV::scalar(arith::CmpFOp::create(
                          builder, l, arith::CmpFPredicate::UNO, v, v),
                      DType::boolean());
  } else
    return error(e, "T." + name + " has no lowering to LLVM in Prim");
  return TV::scalar(r, x.dtype);
}

TV Importer::emitIfThenElse(Expr *e) {
  if (!checkArgCount(e, 3, 3, "T.if_then_else"))
    return TV();
  TV cond = emitExpr(e->children[1].get());
  if (!cond.ok())
    return TV();
  Value c = toBool(e->children[1]->loc, cond);
  if (!c)
    return TV();
  // Each branch is evaluated only when taken (it may read out of bounds
  // otherwise): both are emitted into blocks of an scf.if, whose result
  // dtype is known once both are.
  Location l = loc(e);
  auto thenBlock = std::make_unique<mlir::Block>();
  auto elseBlock = std::make_unique<mlir::Block>();
  OpBuilder::InsertionGuard guard(builder);
  OpBuilder::InsertPoint outside = builder.saveInsertionPoint();
  builder.setInsertionPointToStart(thenBlock.get());
  TV a = emitExpr(e->children[2].get());
  if (!a.ok())
    return TV();
  builder.setInsertionPointToStart(elseBlock.get());
  TV b = emitExpr(e->children[3].get());
  if (!b.ok())
    return TV();
  if (!a.isNumeric() || !b.isNumeric())
    return error(e, "T.if_then_else's branches must be numbers");
  DType d = a.kind == TV::Scalar   ? a.dtype
            : b.kind == TV::Scalar ? b.dtype
            : (a.kind == TV::FloatLit || b.kind == TV::FloatLit)
                ? DType::f(32)
                : literalDType(a);
  if (a.kind == TV::Scalar && b.kind == TV::Scalar && a.dtype != b.dtype) {
    auto rank = [](DType t) {
      return t.isFloat() ? 1000 + t.bits : t.isBool() ? 0 : t.bits;
    };
    d = rank(a.dtype) >= rank(b.dtype) ? a.dtype : b.dtype;
  }
  auto finishBranch = [&](mlir::Block *block, TV v, Expr *src) -> bool {
    builder.setInsertionPointToEnd(block);
    if (v.kind == TV::FloatLit && !d.isFloat())
      return fail(src->loc, "a float literal where " + d.str() +
                                " is expected");
    TV cast = v.kind == TV::Scalar ? emitCast(src->loc, v, d) : v;
    if (!cast.ok())
      return false;
    Value m = materialize(src->loc, cast, d);
    if (!m)
      return false;
    scf::YieldOp::create(builder, l, m);
    return true;
  };
  if (!finishBranch(thenBlock.get(), a, e->children[2].get()) ||
      !finishBranch(elseBlock.get(), b, e->children[3].get()))
    return TV();
  builder.restoreInsertionPoint(outside);
  auto ifOp = scf::IfOp::create(builder, l, TypeRange{mlirType(d)}, c,
                                /*addThenBlock=*/false,
                                /*addElseBlock=*/false);
  ifOp.getThenRegion().push_back(thenBlock.release());
  ifOp.getElseRegion().push_back(elseBlock.release());
  return TV::scalar(ifOp.getResult(0), d);
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
    if (v.kind == TV::None ||
        (v.kind == TV::IntLit && v.i == 0))
      resourceHandle = NullHandleOp::create(builder, loc(rh), HandleType::get(context));
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
      return error(arg, "'" + arg->text + "' is a data pointer; pass the "
                            "buffer itself, which the callee receives as a "
                            "DLTensor");
    } else if (v.kind == TV::Scalar) {
      args.push_back(v.value);
    } else if (v.isLiteral()) {
      DType d = literalDType(v);
      Value m = materialize(arg->loc, v, v.kind == TV::IntLit ? DType::i(64) : d);
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
      return error(e, "'" + callee + "' is called with different argument "
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
    return error(e->children[1].get(), "unsupported result dtype \"" +
                                           e->children[1]->name + "\"");
  std::string callee = e->children[2]->name;
  if (callee.empty())
    return error(e->children[2].get(), "the function's name is empty");
  if (funcsBySymbol.count(callee))
    return error(e->children[2].get(),
                 "'" + callee + "' is a function of this module; call it as "
                                "Module." + callee + "(...)");
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
      return error(e, "'" + callee + "' is called with different types than "
                                     "before");
  }
  auto call = func::CallOp::create(builder, loc(e), callee,
                                   TypeRange{result}, args);
  return TV::scalar(call.getResult(0), *dtype);
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
        args.push_back(NullHandleOp::create(builder, loc(arg), HandleType::get(context)));
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
  auto call = CallTIROp::create(builder, loc(e), results,
                                FlatSymbolRefAttr::get(context, callee.symName),
                                args);
  if (!callee.result || discardResult)
    return TV::none();
  return TV::scalar(call.getResult(0), *callee.result);
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

  if (!n.consume_front("T."))
    return error(e, "unsupported call of '" + name + "'");
  if (std::optional<DType> dtype = parseDType(n))
    return emitTypedLiteral(e, *dtype);
  if (n == "Cast" || n == "cast") {
    if (!checkArgCount(e, 1, 2, name))
      return TV();
    Expr *dtypeExpr = nullptr, *valueExpr = nullptr;
    if (n == "Cast" && e->children.size() == 3) {
      dtypeExpr = e->children[1].get();
      valueExpr = e->children[2].get();
    } else if (n == "cast" && e->children.size() == 3) {
      valueExpr = e->children[1].get();
      dtypeExpr = e->children[2].get();
    } else {
      valueExpr = e->children[1].get();
      for (auto &kw : e->keywords)
        if (kw.first == "dtype")
          dtypeExpr = kw.second.get();
    }
    if (!dtypeExpr || dtypeExpr->kind != Expr::Str)
      return error(e, "'" + name + "' needs a dtype string");
    std::optional<DType> to = parseDType(dtypeExpr->name);
    if (!to || to->isHandle())
      return error(dtypeExpr, "unsupported dtype \"" + dtypeExpr->name + "\"");
    TV v = emitExpr(valueExpr);
    if (!v.ok())
      return TV();
    return emitCast(valueExpr->loc, v, *to);
  }
  if (n == "max" || n == "min") {
    if (!checkArgCount(e, 2, 2, name))
      return TV();
    TV a = emitExpr(e->children[1].get());
    if (!a.ok())
      return TV();
    TV b = emitExpr(e->children[2].get());
    if (!b.ok())
      return TV();
    if (a.isLiteral() && b.isLiteral()) {
      DType d = (a.kind == TV::FloatLit || b.kind == TV::FloatLit)
                    ? DType::f(32)
                    : literalDType(a);
      Value va = materialize(e->loc, a, d);
      if (!va)
        return TV();
      a = TV::scalar(va, d);
    }
    if (!unify(e->loc, a, b))
      return TV();
    // As TVM's code generator: select(a > b, a, b), and < for min.
    TV cmp = emitCompare(e->loc, n == "max" ? ">" : "<", a, b);
    if (!cmp.ok())
      return TV();
    return TV::scalar(arith::SelectOp::create(builder, loc(e), cmp.value,
                                              a.value, b.value),
                      a.dtype);
  }
  if (n == "Select") {
    if (!checkArgCount(e, 3, 3, name))
      return TV();
    TV c = emitExpr(e->children[1].get());
    if (!c.ok())
      return TV();
    Value cond = toBool(e->children[1]->loc, c);
    if (!cond)
      return TV();
    TV a = emitExpr(e->children[2].get());
    if (!a.ok())
      return TV();
    TV b = emitExpr(e->children[3].get());
    if (!b.ok())
      return TV();
    if (a.isLiteral() && b.isLiteral()) {
      DType d = (a.kind == TV::FloatLit || b.kind == TV::FloatLit)
                    ? DType::f(32)
                    : literalDType(a);
      Value va = materialize(e->loc, a, d);
      if (!va)
        return TV();
      a = TV::scalar(va, d);
    }
    if (!unify(e->loc, a, b))
      return TV();
    return TV::scalar(
        arith::SelectOp::create(builder, loc(e), cond, a.value, b.value),
        a.dtype);
  }
  if (n == "if_then_else")
    return emitIfThenElse(e);
  if (n == "floordiv" || n == "floormod" || n == "truncdiv" ||
      n == "truncmod") {
    if (!checkArgCount(e, 2, 2, name))
      return TV();
    TV a = emitExpr(e->children[1].get());
    if (!a.ok())
      return TV();
    TV b = emitExpr(e->children[2].get());
    if (!b.ok())
      return TV();
    if (n == "floordiv" || n == "floormod")
      return emitBinary(e->loc, n == "floordiv" ? "//" : "%", a, b);
    if (a.kind == TV::IntLit && b.kind == TV::IntLit) {
      if (b.i == 0)
        return error(e, "division by zero");
      if (a.i == INT64_MIN && b.i == -1)
        return error(e, "integer overflow in constant expression");
      return TV::intLit(n == "truncdiv" ? a.i / b.i : a.i % b.i);
    }
    if (a.isLiteral() && b.isLiteral())
      return error(e, "'" + name + "' takes integers");
    if (!unify(e->loc, a, b))
      return TV();
    if (!a.dtype.isInt())
      return error(e, "'" + name + "' takes integers");
    Location l = loc(e);
    bool isUnsigned = a.dtype.code == DType::UInt;
    Value r =
        n == "truncdiv"
            ? (isUnsigned
                   ? arith::DivUIOp::create(builder, l, a.value, b.value)
                         .getResult()
                   : arith::DivSIOp::create(builder, l, a.value, b.value)
                         .getResult())
            : (isUnsigned
                   ? arith::RemUIOp::create(builder, l, a.value, b.value)
                         .getResult()
                   : arith::RemSIOp::create(builder, l, a.value, b.value)
                         .getResult());
    return TV::scalar(r, a.dtype);
  }
  if (n == "likely") {
    if (!checkArgCount(e, 1, 1, name))
      return TV();
    return emitExpr(e->children[1].get());
  }
  if (n == "max_value" || n == "min_value") {
    if (!checkArgCount(e, 1, 1, name) || e->children[1]->kind != Expr::Str)
      return error(e, "'" + name + "' takes a dtype string");
    std::optional<DType> d = parseDType(e->children[1]->name);
    if (!d || d->isHandle() || d->isBool())
      return error(e->children[1].get(), "unsupported dtype");
    Location l = loc(e);
    Type type = mlirType(*d);
    if (d->isFloat()) {
      auto &sem = cast<FloatType>(type).getFloatSemantics();
      llvm::APFloat v = llvm::APFloat::getLargest(sem, n == "min_value");
      return TV::scalar(arith::ConstantOp::create(
                            builder, l, type, builder.getFloatAttr(type, v)),
                        *d);
    }
    bool isUnsigned = d->code == DType::UInt;
    llvm::APInt v =
        n == "max_value"
            ? (isUnsigned ? llvm::APInt::getMaxValue(d->bits)
                          : llvm::APInt::getSignedMaxValue(d->bits))
            : (isUnsigned ? llvm::APInt::getZero(d->bits)
                          : llvm::APInt::getSignedMinValue(d->bits));
    return TV::scalar(arith::ConstantOp::create(
                          builder, l, type, builder.getIntegerAttr(type, v)),
                      *d);
  }
  if (n == "call_packed" || n == "call_cpacked")
    return emitPackedCall(e, name, discardResult);
  if (n == "call_extern" || n == "call_pure_extern")
    return emitExternCall(e);
  if (n == "let") {
    if (!checkArgCount(e, 3, 3, name))
      return TV();
    Expr *var = e->children[1].get();
    if (var->kind != Expr::Name)
      return error(var, "T.let binds a name");
    TV value = emitExpr(e->children[2].get());
    if (!value.ok())
      return TV();
    Binding *existing = lookup(var->name);
    if (existing && existing->kind == Binding::Sym && value.kind == TV::Scalar &&
        existing->sym->dtype != value.dtype)
      return error(e->children[2].get(),
                   "the value is " + value.dtype.str() + ", but '" +
                       var->name + "' is " + existing->sym->dtype.str());
    pushScope();
    Binding b;
    b.value = value;
    bind(var->name, b);
    TV result = emitExpr(e->children[3].get());
    scopes.pop_back();
    deallocs.pop_back();
    return result;
  }
  if (n == "reinterpret") {
    // Only the NULL handle: T.reinterpret("handle", T.uint64(0)).
    bool handle = false, zero = false;
    for (size_t i = 1; i < e->children.size(); ++i) {
      Expr *arg = e->children[i].get();
      if (arg->kind == Expr::Str && arg->name == "handle")
        handle = true;
      else if (arg->kind == Expr::Int && arg->intValue == 0)
        zero = true;
      else if (arg->kind == Expr::Call && arg->children.size() == 2 &&
               calleeName(arg->children[0].get()) == "T.uint64" &&
               arg->children[1]->kind == Expr::Int &&
               arg->children[1]->intValue == 0)
        zero = true;
    }
    for (auto &kw : e->keywords)
      if (kw.first == "dtype" && kw.second->kind == Expr::Str &&
          kw.second->name == "handle")
        handle = true;
    if (handle && zero && e->children.size() + e->keywords.size() == 3)
      return TV::scalar(NullHandleOp::create(builder, loc(e), HandleType::get(context)),
                        DType::handle());
    return error(e, "T.reinterpret is only supported for the NULL handle");
  }
  static const char *const mathNames[] = {
      "exp",   "exp2", "log",  "log2",     "log10", "sqrt",  "rsqrt",
      "sin",   "cos",  "tan",  "tanh",     "floor", "ceil",  "trunc",
      "round", "abs",  "fabs", "nearbyint", "pow",  "copysign", "sigmoid",
      "isnan"};
  for (const char *m : mathNames)
    if (n == m)
      return emitMath(e, n);
  static const char *const noLowering[] = {
      "erf", "exp10", "log1p", "expm1", "atan", "asin", "acos", "atan2",
      "sinh", "cosh", "asinh", "acosh", "atanh", "hypot", "nextafter",
      "ldexp", "isinf", "isfinite", "popcount", "clz", "fmod", "q_multiply_shift"};
  for (const char *m : noLowering)
    if (n == m)
      return error(e, "'" + name + "' is not supported: Prim lowers only the "
                                   "math intrinsics with an LLVM lowering");
  if (n == "ret")
    return error(e, "T.ret is only supported as the last statement of a "
                    "function");
  if (n == "evaluate")
    return error(e, "T.evaluate is a statement");
  if (n == "match_buffer" || n == "decl_buffer" || n == "alloc_buffer" ||
      n == "allocate" || n == "Buffer")
    return error(e, "'" + name + "' must be assigned to a name");
  if (n == "func_attr")
    return error(e, "T.func_attr belongs at the top of the function");
  if (n == "Ramp" || n == "Broadcast" || n == "vectorlow" ||
      n == "vectorhigh" || n == "Shuffle")
    return error(e, "vector expressions ('" + name + "') are not supported");
  if (n == "tvm_thread_allreduce" || n == "tvm_storage_sync" ||
      n == "launch_thread" || n == "env_thread")
    return error(e, "'" + name + "' is GPU-only, which Prim does not target");
  return error(e, "'" + name + "' is not supported by Prim's TVMScript "
                               "importer");
}

//===----------------------------------------------------------------------===//
// Entry points
//===----------------------------------------------------------------------===//

void mlir::prim::registerTVMScriptImportDialects(DialectRegistry &registry) {
  registry.insert<PrimDialect, arith::ArithDialect, func::FuncDialect,
                  math::MathDialect, memref::MemRefDialect, scf::SCFDialect>();
}

OwningOpRef<ModuleOp> mlir::prim::importTVMScript(llvm::SourceMgr &sourceMgr,
                                                  MLIRContext *context) {
  DialectRegistry registry;
  registerTVMScriptImportDialects(registry);
  context->appendDialectRegistry(registry);
  context->loadAllAvailableDialects();
  Importer importer(sourceMgr, context);
  return importer.run();
}

OwningOpRef<ModuleOp> mlir::prim::importTVMScript(StringRef source,
                                                  StringRef bufferName,
                                                  MLIRContext *context) {
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(
      llvm::MemoryBuffer::getMemBufferCopy(source, bufferName), SMLoc());
  return importTVMScript(sourceMgr, context);
}
