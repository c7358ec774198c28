//===- Importer.h - The TVMScript importer's state and values ---*- C++ -*-===//
//
// Walks the syntax tree of a TVMScript file and emits a module of
// `prim.func`s whose bodies use scf, arith, math and memref. The importer
// reports the first construct outside the supported subset at its location
// and stops; it never asserts on its input.
//
// The import runs in phases. The parser (Syntax/) builds the syntax tree,
// with no MLIR. A ModuleImporter, which lives for the module, reads the
// imports and the @I.ir_module class and declares every function from its
// signature (Importer.cpp, ImportAttributes.cpp, ImportBufferDecls.cpp).
// Then, one function at a time, resolution normalizes the body
// (Resolve.cpp), the well-formedness checks read it (WellFormed.cpp), and
// a FunctionImporter, which lives for that function, emits it: its entry
// (ImportFunction.cpp, ImportEntryLets.cpp), statements
// (ImportStatements.cpp, ImportScalars.cpp, ImportUndef.cpp,
// ImportControlFlow.cpp, ImportLoops.cpp), buffers (ImportBuffers.cpp,
// ImportViews.cpp, ImportRegions.cpp), expressions and dtypes
// (ImportExpressions.cpp, ImportTypes.cpp over DType.cpp,
// ImportVectors.cpp) and calls (ImportCalls.cpp, ImportOpCalls.cpp,
// ImportIntrinsics.cpp, ImportBitcasts.cpp, ImportIntegerIntrinsics.cpp,
// ImportLLVMIntrinsics.cpp, ImportLoweredBuiltins.cpp). What both
// importers need, over the module's state, is in ImporterBase.
//
//===----------------------------------------------------------------------===//

#ifndef PRIM_LIB_TARGET_TVMSCRIPT_IMPORTER_H
#define PRIM_LIB_TARGET_TVMSCRIPT_IMPORTER_H

#include "Builtins.h"
#include "DType.h"
#include "Flavor.h"
#include "Resolve.h"
#include "Syntax/AST.h"

#include "prim/ABI/StructFields.h"
#include "prim/Dialect/Prim/IR/PrimOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/SourceMgr.h"

#include <deque>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace mlir::prim::tvmscript {

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

  static TV make(Kind kind, int64_t i = 0, double f = 0) {
    TV t;
    t.kind = kind;
    t.i = i;
    t.f = f;
    return t;
  }
  static TV scalar(Value v, DType d) {
    TV t = make(Scalar);
    t.value = v;
    t.dtype = d;
    return t;
  }
  static TV intLit(int64_t v) { return make(IntLit, v); }
  static TV floatLit(double v) { return make(FloatLit, 0, v); }
  static TV boolLit(bool v) { return make(BoolLit, v); }
  static TV none() { return make(None); }
  static TV str(std::string v) {
    TV t = make(Str);
    t.s = std::move(v);
    return t;
  }
  static TV bufferRef(Buffer *b, Kind kind = BufferRef) {
    TV t = make(kind);
    t.buffer = b;
    return t;
  }
  bool ok() const { return kind != Invalid; }
  bool isLiteral() const {
    return kind == IntLit || kind == FloatLit || kind == BoolLit;
  }
  bool isNumeric() const { return kind == Scalar || isLiteral(); }
  /// The literal this is; isLiteral() must hold.
  LiteralKind literalKind() const {
    return kind == FloatLit  ? LiteralKind::Float
           : kind == BoolLit ? LiteralKind::Bool
                             : LiteralKind::Int;
  }
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
  /// Mutable: a tirx scalar that assignments store to, `value` its buffer.
  /// Undef: a let of T.undef(), which only a dropped store reads.
  enum Kind { Val, Sym, Namespace, Func, Class, Mutable, Undef } kind = Val;
  TV value;
  SymVar *sym = nullptr;
  FuncInfo *func = nullptr;
  std::string ns; // "T", "I" or "tvm"
};

/// A buffer declaration: T.Buffer, T.match_buffer, T.decl_buffer,
/// T.alloc_buffer.
struct BufferDecl {
  llvm::SMLoc loc;
  std::vector<Expr *> shape;
  DType dtype = DType::f(32);
  std::vector<Expr *> strides;
  bool hasStrides = false;
  Expr *elemOffset = nullptr;
  int64_t align = 0;
  int64_t offsetFactor = 0;
  Expr *data = nullptr;
  /// Where non-empty axis_separators are, if any.
  llvm::SMLoc axisSeparators;
  /// Where buffer_type="auto" is, if anywhere: TVM's auto-broadcast, whose
  /// strides are variables even when none are given, and whose dims of
  /// extent 1 have stride 0.
  llvm::SMLoc autoBroadcast;
  /// Whether the strides are the variables that auto-broadcast made.
  bool implicitStrides = false;
};

enum class ParamKind { Buffer, Scalar, Handle };

struct ParamInfo {
  ParamKind kind;
  std::string name;
  llvm::SMLoc loc;
  DType dtype;
  BufferDecl decl;
  /// For a T.handle parameter bound by T.match_buffer/T.decl_buffer at the
  /// top of the body: that statement.
  Stmt *binder = nullptr;
  bool resourceHandle = false;
  MemRefType type;
};

struct FuncInfo {
  Stmt *def = nullptr;
  std::string symName;
  FuncOp op;
  std::vector<ParamInfo> params;
  std::optional<DType> result;
  bool noalias = false;
  /// From the "target" attribute: the CPU and features of the body.
  std::string targetCpu, targetFeatures;
  /// A "calling_conv" other than the default keeps the C signature.
  bool unpacked = false;
  /// Top-level `n = T.int32()` declarations, by name.
  llvm::StringMap<DType> declaredSyms;
  /// What resolution found out about the body.
  FunctionFacts facts;
};

struct LoopInfo {
  TV start;
};

/// A loop's `step=` and `dtype=`.
struct LoopOptions {
  Expr *step = nullptr;
  std::optional<DType> dtype;
};

/// The flags a loop's break and continue set (null where its body has
/// none).
struct LoopExits {
  Value breakFlag, continueFlag;
  bool hasContinue = false;
  bool parallel = false;
};

/// A math intrinsic and the op it becomes (ImportIntrinsics.cpp).
struct MathIntrinsic;

//===----------------------------------------------------------------------===//
// The importers
//===----------------------------------------------------------------------===//

/// What lives for the whole module: the file's names and functions, and
/// the declarations emitted beside them.
struct ModuleState {
  ModuleState(llvm::SourceMgr &sourceMgr, MLIRContext *context)
      : sourceMgr(sourceMgr), context(context) {}

  llvm::SourceMgr &sourceMgr;
  MLIRContext *context;
  ModuleOp module;
  bool hadError = false;
  llvm::StringMap<std::string> aliases; // "T" -> "T", "I" -> "I", ...
  /// The TVM the file's import line names (Flavor.def: what differs).
  Flavor flavor;
  std::deque<FuncInfo> funcs;
  llvm::StringMap<FuncInfo *> funcsByName; // by Python name
  llvm::StringMap<FuncInfo *> funcsBySymbol;
  std::string className;
  /// The expressions made while importing (shape strings, implicit strides,
  /// substituted entry lets), which declarations point into.
  std::vector<ExprPtr> ownedExprs;
  /// The external functions declared so far, by symbol.
  llvm::StringMap<Operation *> externs;
  /// T.allocate_const's globals made so far.
  unsigned constCount = 0;
  /// T.tvm_static_handle's slots made so far.
  unsigned staticHandleCount = 0;
};

/// What both importers use: diagnostics, names, and the buffer declarations
/// and dtypes that signatures and bodies share. Each importer has a builder
/// of its own.
class ImporterBase {
protected:
  explicit ImporterBase(ModuleState &m)
      : m(m), context(m.context), builder(m.context), flavor(m.flavor) {}

  // Diagnostics and names (Importer.cpp).
  Location loc(llvm::SMLoc at);
  Location loc(const Expr *e) { return loc(e->loc); }
  TV error(llvm::SMLoc at, const llvm::Twine &message);
  TV error(const Expr *e, const llvm::Twine &message) {
    return error(e->loc, message);
  }
  bool fail(llvm::SMLoc at, const llvm::Twine &message) {
    error(at, message);
    return false;
  }
  std::optional<std::string> dottedName(const Expr *e);
  /// The callee's name with the namespace alias resolved: "T.grid",
  /// "T.axis.remap", "I.ir_module", or the dotted name as written.
  std::string calleeName(const Expr *callee);
  /// The builtin `callee` names, Builtin::None for any other name.
  Builtin builtinOf(const Expr *callee) {
    return lookupBuiltin(calleeName(callee));
  }
  std::optional<DType> declaredVariable(Expr *value);
  bool checkArgCount(Expr *call, size_t min, size_t max, StringRef name);
  /// No keyword arguments, and exactly `count` positional ones.
  bool checkPositionalArgs(Expr *call, size_t count, StringRef name);
  /// Counts `call`'s arguments as Builtins.def says `id` takes them;
  /// `name` is the builtin as the file spells it.
  bool checkBuiltinArgs(Expr *call, Builtin id, StringRef name);

  // Buffer declarations (ImportBufferDecls.cpp, ImportAttributes.cpp).
  std::optional<int64_t> staticInt(const Expr *e);
  Expr *parseShapeString(Expr *str);
  bool isRowMajorTileLayout(Expr *layout, const BufferDecl &decl);
  bool parseBufferDecl(Expr *call, unsigned firstShapeArg, BufferDecl &decl,
                       bool allowData);
  bool readAlign(Expr *at, int64_t align, BufferDecl &decl);
  bool readAllocAnnotations(Expr *dict, BufferDecl &decl);
  MemRefType bufferType(BufferDecl &decl);

  // Dtypes (ImportTypes.cpp).
  Type mlirType(DType d);
  /// A buffer's element type: an unsigned dtype keeps its signedness there
  /// (DLPack's kDLUInt), while scalars are signless for arith.
  Type bufferElementType(DType d) {
    if (d.code != DType::UInt)
      return mlirType(d);
    Type element = IntegerType::get(context, d.bits, IntegerType::Unsigned);
    return d.isVector() ? VectorType::get({d.lanes}, element) : element;
  }

  ModuleState &m;
  MLIRContext *context;
  OpBuilder builder;
  /// m.flavor, which the file's imports set before any function is imported.
  const Flavor &flavor;
};

/// Lives for the module: reads the imports and the @I.ir_module class,
/// declares every function from its signature, then has a FunctionImporter
/// emit each body.
class ModuleImporter : ImporterBase {
public:
  explicit ModuleImporter(ModuleState &m) : ImporterBase(m) {}

  OwningOpRef<ModuleOp> run();

private:
  // Module level and function declarations (Importer.cpp).
  bool importFile(StmtList &file);
  bool handleImport(Stmt &stmt);
  bool isPrimFuncDecorator(Stmt &def, bool &isPrivate);
  bool declareFunction(Stmt &def, StringRef className);
  bool analyzeParams(FuncInfo &info);

  // Function attributes (ImportAttributes.cpp).
  /// Reads a T.func_attr entry other than global_symbol and tir.noalias.
  bool readFunctionAttr(FuncInfo &info, Expr *key, Expr *value);
  bool readTarget(FuncInfo &info, Expr *value);
  /// Checks an @I.ir_module class's I.module_attrs({...}) statement.
  bool checkModuleAttrs(Expr *call);

  // What TVM's verifiers refuse (WellFormed.cpp).
  /// Reports a loop variable used inside a block it does not belong to and
  /// a provably out-of-bounds constant-extent access.
  bool verifyWellFormed(FuncInfo &info);

  bool sawImports = false;
};

/// Lives for one function: emits its body into its declared prim.func, with
/// the scopes, buffers, loops and exits that only the body has.
class FunctionImporter : ImporterBase {
public:
  FunctionImporter(ModuleState &m, FuncInfo &info);

  bool emit();

private:
  void pushScope() {
    scopes.emplace_back();
    deallocs.emplace_back();
  }
  void popScope();
  Binding *lookup(StringRef name);
  void bind(StringRef name, Binding b) { scopes.back()[name] = std::move(b); }
  /// Binds `name` to a value (a scalar, buffer or handle) in this scope.
  void bindValue(StringRef name, TV value) {
    Binding b;
    b.value = value;
    bind(name, std::move(b));
  }

  // Let-bound names in a parameter buffer (ImportEntryLets.cpp).
  /// Replaces the names in `decl` that top-level lets before `binder` bind
  /// by their values.
  bool substituteEntryLets(FuncInfo &info, Stmt *binder, BufferDecl &decl);
  /// `e` with those names replaced; `let` names the let whose value `e` is
  /// part of, if any. Null after an error.
  ExprPtr substituteEntryLets(FuncInfo &info, Stmt *until, Expr *e,
                              const Expr *let, unsigned &budget);

  // Buffers (ImportBuffers.cpp).
  bool bindParamBuffer(FuncInfo &info, Buffer &buffer, BufferDecl &decl,
                       SmallVectorImpl<std::function<bool()>> &checks);
  /// `parsed` is the declaration when the caller parsed it already.
  TV allocateBuffer(Expr *call, StringRef name, bool isAllocate,
                    BufferDecl *parsed = nullptr);
  TV allocateStrided(BufferDecl &decl, Expr *call, StringRef name);
  /// A new buffer `name` with decl's dtype and shape, whose memref (of
  /// `type`) the caller makes: an allocation or a view. `dynamicSizes` gets
  /// the index value of each dynamic dim. Null when a dim fails to import.
  Buffer *declareBuffer(BufferDecl &decl, MemRefType type, StringRef name,
                        SmallVectorImpl<Value> &dynamicSizes);
  /// The indices of a scalar access; with `rampBase`, a last index that is
  /// a vector (a ramp or slice) stands for its first element.
  SmallVector<Value> bufferIndices(Expr *subscript, Buffer &buffer,
                                   bool rampBase = false);
  /// Loads and stores of unsigned buffers cross between the buffer's
  /// unsigned element type and arith's signless one.
  Value load(Location l, Buffer &buffer, ValueRange indices);
  void store(Location l, Value value, Buffer &buffer, ValueRange indices);

  // Buffers over existing memory (ImportViews.cpp).
  TV declareView(BufferDecl &decl, Expr *call, StringRef name);
  /// The address a pointer (a buffer's data or a handle) holds; null for
  /// any other value.
  Value pointerAsIndex(Location l, const TV &pointer);
  /// The buffer of `type` at the pointer `handle`; null after reporting a
  /// layout that is not constant.
  Value viewPointer(llvm::SMLoc at, Value handle, MemRefType type,
                    ValueRange dynamicSizes);
  /// The buffer of `type` that `callee`'s parameter `param`, a T.handle
  /// that the callee views, receives at `handle`, the call's argument
  /// `arg`; `args` are all the call's arguments.
  Value viewCallArgument(Expr *arg, Value handle, MemRefType type,
                         FuncInfo &callee, ParamInfo &param, ArrayRef<TV> args);

  // T.match_buffer of a region (ImportRegions.cpp).
  std::optional<int64_t> staticExtent(Expr *lower, Expr *upper);
  /// Binds `expected` to `actual` (an index) if it is an unbound symbolic
  /// variable; otherwise checks at run time that they are equal.
  bool checkEqual(Location l, Value actual, Expr *expected,
                  const std::string &what);
  TV matchRegion(Expr *call, StringRef name);

  // Statements (ImportStatements.cpp).
  bool emitBlock(StmtList &block);
  bool emitInScope(StmtList &block);
  bool emitStmt(Stmt &stmt);
  bool emitExprStmt(Expr *e);
  bool emitAssert(Stmt &stmt);
  bool checkAttrStmt(Expr *call);
  bool emitAssign(Stmt &stmt);
  /// `written` is the annotation as written, around `ann`.
  bool readLetAnnotation(Expr *ann, std::optional<DType> &dtype, bool &handle,
                         Expr *written = nullptr);
  bool emitTupleAssign(Stmt &stmt);
  bool emitStore(Expr *target, Expr *valueExpr, StringRef augOp);
  /// Stores `value`, the value of `valueExpr`, cast to the buffer's dtype as
  /// TVM's BufferStore does.
  bool storeConverted(Expr *valueExpr, TV value, Buffer &buffer,
                      ValueRange indices, Location l);
  bool isLetAnnotation(Expr *ann);
  bool emitWhile(Stmt &stmt);
  bool emitIf(Stmt &stmt);
  bool emitWith(Stmt &stmt);

  // tirx's mutable local scalars (ImportScalars.cpp).
  /// A static allocation at the entry (or the parallel loop's body).
  Value allocaAtEntry(Location l, MemRefType type);
  /// In tirx, stores an assignment's value to its mutable scalar, declaring
  /// one for a reassigned name; false when the name is bound as a value.
  FailureOr<bool> emitMutableAssign(Stmt &stmt, const TV &value,
                                    bool immutable);
  bool storeMutable(Expr *valueExpr, TV value, Buffer &buffer, Location l);
  TV loadMutable(Expr *e, Buffer &buffer);
  bool emitMutableAugAssign(Stmt &stmt);

  // T.undef(), as TVM's RemoveStoreUndef removes it (ImportUndef.cpp).
  /// Whether `e` reads T.undef() or a name a let bound to it.
  bool containsUndef(Expr *e);
  /// Refuses a value reading T.undef() that may have other side effects, or
  /// that reads T.undef() in an index.
  bool checkUndefValue(Expr *value);
  /// Refuses T.undef() in the indices of `subscript`, A[i, j], as TVM does.
  bool checkNoUndefIndex(Expr *subscript);
  /// `x = value` where `value` reads T.undef().
  bool bindUndef(Stmt &stmt, Expr *value, bool immutable);

  // Early returns, break and continue (ImportControlFlow.cpp).
  /// Whether `stmt` is a return (`return v`, `T.ret(v)`,
  /// `T.evaluate(T.ret(v))`); `value` is null for a bare return.
  bool isReturn(Stmt &stmt, Expr *&value, llvm::SMLoc &at);
  bool containsReturn(StmtList &block);
  bool mayExit(Stmt &stmt);
  Value newFlag(Location l);
  void setFlag(Location l, Value flag, bool value);
  /// True unless a flag says to skip what follows; null without flags.
  Value keepGoing(Location l, bool loopExitsOnly);
  /// The checks that the statements after one that may return, break or
  /// continue sit under, each an scf.if on the flags with a scope of its own.
  struct ExitGuards {
    Operation *outermost = nullptr;
    unsigned count = 0;
  };
  /// Puts what follows `stmt`, when it may exit, under a check of the flags.
  void guardRest(ExitGuards &guards, Stmt &stmt);
  /// Closes the guards' scopes and goes on after the outermost check.
  void closeGuards(ExitGuards &guards);
  /// Emits `block` into the current scope, the statements after one that
  /// may return, break or continue under a check of the flags.
  bool emitStmtList(StmtList &block);
  /// The value `return value` returns, of the function's result dtype;
  /// null after an error.
  Value emitReturnValue(Expr *value, llvm::SMLoc at);
  bool emitReturn(Expr *value, llvm::SMLoc at);
  /// The body of a function that returns before its end.
  bool emitEarlyReturns(FuncInfo &info);
  /// A function without a return annotation returns what T.ret returns.
  bool inferResult(llvm::SMLoc at, const TV &v);
  bool emitLoopExit(Stmt &stmt);
  bool pushLoopExits(StmtList &body, bool parallel, Location l);
  bool emitLoopBody(StmtList &body, Location l);

  // Loops and TensorIR blocks (ImportLoops.cpp).
  bool checkHintAnnotations(Expr *dict, StringRef what);
  bool emitFor(Stmt &stmt);
  bool readLoopOption(StringRef key, Expr *value, LoopOptions &options);
  Value emitLoopStep(Expr *e, DType dtype);
  /// `kind` is the loop's builtin: T.serial, T.parallel, ...
  bool emitLoopNest(Stmt &stmt, Builtin kind, ArrayRef<Expr *> targets,
                    ArrayRef<std::pair<TV, TV>> ranges, unsigned level,
                    const LoopOptions &options);
  bool emitTensorBlock(Stmt &stmt);

  // Dtypes (ImportTypes.cpp).
  Value constant(DType d, int64_t i, double f = 0);
  Value materialize(llvm::SMLoc at, const TV &v, DType dtype);
  DType literalDType(const TV &v) {
    return tvmscript::literalDType(v.literalKind());
  }
  bool unify(llvm::SMLoc at, TV &a, TV &b);
  bool unifyOperands(llvm::SMLoc at, TV &a, TV &b);
  bool broadcastLanes(llvm::SMLoc at, TV &a, TV &b);
  TV emitCast(llvm::SMLoc at, TV v, DType to);
  /// The dtype a dtype string names, or one of TVM main's type objects:
  /// the `.ty` of a `T.<dtype>(...)` variable, T.handle("float32").ty or
  /// T.Ptr("float32").ty (a handle; Prim's handles have no element type).
  std::optional<DType> typeObject(Expr *e);
  Value toIndex(llvm::SMLoc at, TV v);
  Value toBool(llvm::SMLoc at, TV v);

  // Expressions (ImportExpressions.cpp).
  TV emitExpr(Expr *e);
  bool emitOperands(Expr *e, size_t first, TV &a, TV &b);
  /// Evaluates `e` as a bool condition; null after an error.
  Value emitCondition(Expr *e);
  /// An `if` or `while` condition: a bool, or an integer tested against 0.
  Value emitBranchCondition(Expr *e);
  TV emitConditionalExpr(Expr *e);
  TV emitName(Expr *e);
  TV emitSubscript(Expr *e);
  Value floorDivMod(Location l, Value a, Value b, bool mod);
  TV emitBinary(llvm::SMLoc at, StringRef op, TV a, TV b);
  TV emitCompare(llvm::SMLoc at, StringRef op, TV a, TV b);
  TV emitUnary(llvm::SMLoc at, StringRef op, TV a);
  TV emitLetExpr(Expr *e);
  TV emitLetBinding(Expr *var, Expr *valueExpr, Expr *body);

  // Calls (ImportCalls.cpp).
  TV emitCall(Expr *e, bool discardResult);
  /// A call of `callee` with the arguments `argExprs`.
  TV emitOpCall(Expr *e, Builtin id, bool discardResult);
  TV emitCallTIR(Expr *e, bool discardResult);
  /// T.And or T.Or, whose arguments emitCall counted.
  TV emitLogicalNode(Expr *e, bool isAnd);
  TV emitModuleCall(Expr *e, ArrayRef<Expr *> argExprs, FuncInfo &callee,
                    bool discardResult);
  TV emitPackedCall(Expr *e, StringRef kind, bool discardResult);
  FailureOr<Expr *> takeResultDType(Expr *e, StringRef kind, size_t &first);
  std::optional<std::string> resultDTypeName(Expr *dtypeExpr);
  TV emitExternCall(Expr *e, bool discardResult);
  /// Declares the C function `callee` once; false after reporting a call
  /// with other types than before.
  bool declareExtern(Expr *e, StringRef callee, FunctionType type);
  Value dataPointer(Location l, Buffer &buffer, ValueRange indices,
                    Value extra);
  TV emitAddressOf(Expr *e);
  TV emitAccessPtr(Expr *e, Buffer &buffer);
  TV emitAsType(Expr *e);

  // LLVM intrinsics (ImportLLVMIntrinsics.cpp).
  TV emitLLVMIntrinsic(Expr *e, bool discardResult);
  /// The integer constant `n` or `T.uint32(n)` (any integer dtype).
  std::optional<int64_t> intImmValue(const Expr *e);
  TV emitPrefetch(Expr *e, bool discardResult);

  // T.* intrinsics (ImportIntrinsics.cpp).
  /// `name` is the intrinsic as the file spells it, "T.Cast" for instance.
  /// The arguments of an ArgCount::Upfront builtin are counted here, before
  /// its handler runs.
  TV emitIntrinsic(Expr *e, Builtin id, StringRef name, bool discardResult);
  TV emitTypedLiteral(Expr *e, DType dtype);
  TV emitMath(Expr *e, const MathIntrinsic &intrinsic);
  TV emitIfThenElse(Expr *e);
  /// TIR's if_then_else(c, thenExpr, elseExpr) for `e`, named `what` in
  /// errors.
  TV emitIfThenElse(Expr *e, Value c, Expr *thenExpr, Expr *elseExpr,
                    StringRef what);
  /// The integer intrinsics and TIR's node constructors; nullopt when
  /// `name` is none of them.
  std::optional<TV> emitIntegerIntrinsic(Expr *e, Builtin id, StringRef name);
  /// `op` is T.truncdiv or T.truncmod.
  TV emitTruncDivMod(Expr *e, Builtin op, TV a, TV b);
  TV emitQMultiplyShift(Expr *e, Builtin id, StringRef name);
  TV emitLibmCall(Expr *e, StringRef libm, DType dtype,
                  ArrayRef<Value> operands);
  TV emitAssume(Expr *e, bool discardResult);

  // LowerTVMBuiltin's intrinsics (ImportLoweredBuiltins.cpp).
  TV emitDataAsHandle(Expr *arg);
  TV emitHandleArgument(Expr *e, size_t index, StringRef name);
  TV emitIsNullPtr(Expr *e, StringRef name);
  const StructFieldInfo *readStructField(Expr *e, StringRef name);
  TV emitStructGet(Expr *e, StringRef name);
  TV emitStructSet(Expr *e, StringRef name, bool discardResult);
  TV emitStackAlloca(Expr *e, StringRef name);
  TV emitCallPackedLowered(Expr *e, StringRef name, bool discardResult);
  TV emitThrowLastError(Expr *e, StringRef name, bool discardResult);
  TV emitStaticHandle(Expr *e, StringRef name);

  // T.reinterpret and T.allocate_const (ImportBitcasts.cpp).
  TV emitBitcast(Expr *e);
  TV emitHandleReinterpret(Expr *e, Expr *valueExpr);
  TV emitAllocateConst(Expr *e);

  // Fixed-width vectors (ImportVectors.cpp).
  std::optional<unsigned> vectorLanes(Expr *e, StringRef name);
  TV emitRamp(Expr *e, StringRef name);
  TV rampValue(Location l, TV base, TV stride, unsigned lanes);
  /// The elements a slice `lower:upper:step` in an access covers, when
  /// they are a constant: (upper - lower + step - 1) // step, as TVMScript
  /// computes a slice's lanes.
  std::optional<int64_t> sliceLanes(Expr *slice);
  TV emitBroadcast(Expr *e, StringRef name);
  TV emitShuffle(Expr *e, StringRef name);
  /// Whether the access's last index is a T.Ramp or a slice of more than
  /// one element.
  bool isVectorAccess(Expr *subscript);
  bool vectorAccessIndices(Expr *subscript, Buffer &buffer,
                           SmallVectorImpl<Value> &indices, Value &indexVector,
                           unsigned &lanes);
  /// A load of `lanes` elements at `indices`, or at the elements of
  /// `indexVector` in the last dim; a lane whose `mask` bit is clear is
  /// not read, and is 0.
  Value vectorLoad(Location l, Buffer &buffer, ValueRange indices,
                   Value indexVector, unsigned lanes, Value mask = Value());
  /// The store of the vector `value` that vectorLoad's load reads.
  void vectorStore(Location l, Buffer &buffer, ValueRange indices,
                   Value indexVector, Value value, Value mask);
  TV emitVectorLoad(Expr *subscript, Buffer &buffer);
  /// `value`'s bits as `to`, which has other lanes (T.reinterpret).
  Value bitcastLanes(Location l, Value value, DType to);
  bool emitVectorStore(Expr *target, Buffer &buffer, Expr *valueExpr,
                       StringRef augOp);
  // ImportMaskedAccess.cpp: A.vload, A.vstore, T.get_active_lane_mask.
  TV emitVLoad(Expr *e, Buffer &buffer);
  TV emitVStore(Expr *e, Buffer &buffer);
  TV emitActiveLaneMask(Expr *e, StringRef name);
  bool bindNamedArgs(Expr *e, ArrayRef<StringRef> names,
                     MutableArrayRef<ExprPtr *> slots, StringRef name);
  bool maskedAccessIndices(Expr *sub, Buffer &buffer, unsigned &lanes,
                           SmallVectorImpl<Value> &indices, Value &indexVector);
  Value emitPredicate(Expr *predicate, unsigned lanes, StringRef name);
  // ImportDeadCode.cpp: what TVM's RemoveNoOp deletes before MakePackedAPI.
  /// Whether the statements of `block` from `index` on are the no-ops that
  /// end it, and one reads a variable nothing defines.
  bool startsDeadRest(const StmtList &block, size_t index);
  bool readsUndefinedVar(const Stmt &s, const llvm::StringSet<> &declared);
  bool readsUndefinedVar(const Expr *e, const llvm::StringSet<> &declared);
  bool isPureExpr(const Expr *e);
  bool hasPureArgs(const Expr *e);
  bool isNoOpStmt(const Stmt &s);
  bool isVarDeclaration(const Stmt &s);

  /// The function's body is emitted into.
  FuncInfo *currentFunc;
  std::vector<llvm::StringMap<Binding>> scopes;
  /// memref.alloc results freed at the end of each scope.
  std::vector<SmallVector<Value>> deallocs;
  std::deque<Buffer> buffers;
  /// The buffer bound to each buffer parameter (null for the others).
  SmallVector<Buffer *> paramBuffers;
  std::deque<SymVar> syms;
  /// Where static allocations go: the function's entry block or the body of
  /// the innermost parallel loop.
  Block *allocaBlock = nullptr;
  bool allocaUsed = false;
  llvm::DenseMap<Value, LoopInfo> loops;
  std::vector<LoopExits> loopExits;
  /// Set by a return before the function's end, and the value it returns.
  Value returnFlag, returnSlot;
  unsigned exprDepth = 0;
};

} // namespace mlir::prim::tvmscript

#endif // PRIM_LIB_TARGET_TVMSCRIPT_IMPORTER_H
