//===- Importer.h - The TVMScript importer's state and values ---*- C++ -*-===//
//
// Walks the syntax tree of a TVMScript file and emits a module of
// `prim.func`s whose bodies use scf, arith, math and memref. The importer
// reports the first construct outside the supported subset at its location
// and stops; it never asserts on its input.
//
// One class, whose members are defined by stage: Importer.cpp (the module
// and the functions' declarations), ImportBuffers.cpp, ImportViews.cpp,
// ImportStatements.cpp, ImportScalars.cpp, ImportLoops.cpp,
// ImportExpressions.cpp, ImportTypes.cpp, ImportCalls.cpp and
// ImportIntrinsics.cpp.
//
//===----------------------------------------------------------------------===//

#ifndef PRIM_LIB_TARGET_TVMSCRIPT_IMPORTER_H
#define PRIM_LIB_TARGET_TVMSCRIPT_IMPORTER_H

#include "AST.h"

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
// TIR dtypes
//===----------------------------------------------------------------------===//

struct DType {
  enum Code { Int, UInt, Float, BFloat, Bool, Handle } code = Int;
  unsigned bits = 32;
  /// Vector lanes (T.Ramp, T.Broadcast and the accesses they index); 1 for
  /// scalars, which are all that buffers and parameters hold.
  unsigned lanes = 1;

  static DType i(unsigned bits) { return {Int, bits}; }
  static DType f(unsigned bits) { return {Float, bits}; }
  static DType boolean() { return {Bool, 1}; }
  static DType handle() { return {Handle, 64}; }

  bool isInt() const { return code == Int || code == UInt; }
  bool isFloat() const { return code == Float || code == BFloat; }
  bool isBool() const { return code == Bool; }
  bool isHandle() const { return code == Handle; }
  bool isVector() const { return lanes > 1; }
  /// The bytes one element takes in memory.
  unsigned bytes() const { return (bits + 7) / 8 * lanes; }
  DType withLanes(unsigned n) const { return {code, bits, n}; }
  bool operator==(const DType &o) const {
    return code == o.code && bits == o.bits && lanes == o.lanes;
  }
  bool operator!=(const DType &o) const { return !(*this == o); }

  std::string str() const {
    if (lanes > 1)
      return withLanes(1).str() + "x" + std::to_string(lanes);
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

/// The dtype a TVMScript name ("int32", "float16", ...) denotes.
std::optional<DType> parseDType(llvm::StringRef name);
/// The dtype a `T.<dtype>` callee denotes ("T.int32", "T.float16", ...),
/// including T.boolean, TVM's other name for T.bool.
std::optional<DType> parseDTypeCallee(llvm::StringRef callee);
/// parseDType, or a vector of one ("float32x4").
std::optional<DType> parseVectorDType(llvm::StringRef name);

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
  /// From the "target" attribute: the CPU and features of the body.
  std::string targetCpu, targetFeatures;
  /// A "calling_conv" other than the default keeps the C signature.
  bool unpacked = false;
  /// Top-level `n = T.int32()` declarations, by name.
  llvm::StringMap<DType> declaredSyms;
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
// The importer
//===----------------------------------------------------------------------===//

class Importer {
public:
  Importer(llvm::SourceMgr &sourceMgr, MLIRContext *context)
      : sourceMgr(sourceMgr), context(context), builder(context) {}

  OwningOpRef<ModuleOp> run();

private:
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
  std::optional<std::string> dottedName(const Expr *e);
  /// The callee's name with the namespace alias resolved: "T.grid",
  /// "T.axis.remap", "I.ir_module", or the dotted name as written.
  std::string calleeName(const Expr *callee);

  // What TVM's verifiers refuse (WellFormed.cpp).
  /// Reports a loop variable used inside a block it does not belong to and
  /// a provably out-of-bounds constant-extent access.
  bool verifyWellFormed(FuncInfo &info);

  // Let-bound names in a parameter buffer (ImportEntryLets.cpp).
  /// Replaces the names in `decl` that top-level lets before `binder` bind
  /// by their values.
  bool substituteEntryLets(FuncInfo &info, Stmt *binder, BufferDecl &decl);
  /// `e` with those names replaced; `let` names the let whose value `e` is
  /// part of, if any. Null after an error.
  ExprPtr substituteEntryLets(FuncInfo &info, Stmt *until, Expr *e,
                              const Expr *let, unsigned &budget);

  // Module level and function declarations (Importer.cpp).
  bool importFile(StmtList &file);
  bool handleImport(Stmt &stmt);
  bool isPrimFuncDecorator(Stmt &def, bool &isPrivate);
  bool declareFunction(Stmt &def, StringRef className);
  bool analyzeParams(FuncInfo &info);
  std::optional<DType> declaredVariable(Expr *value);

  // Function attributes (ImportAttributes.cpp).
  /// Reads a T.func_attr entry other than global_symbol and tir.noalias.
  bool readFunctionAttr(FuncInfo &info, Expr *key, Expr *value);
  bool readTarget(FuncInfo &info, Expr *value);
  /// Checks an @I.ir_module class's I.module_attrs({...}) statement.
  bool checkModuleAttrs(Expr *call);

  // Buffers (ImportBuffers.cpp).
  std::optional<int64_t> staticInt(const Expr *e);
  Expr *parseShapeString(Expr *str);
  bool isRowMajorTileLayout(Expr *layout, const BufferDecl &decl);
  bool parseBufferDecl(Expr *call, unsigned firstShapeArg, BufferDecl &decl,
                       bool allowData);
  bool readAlign(Expr *at, int64_t align, BufferDecl &decl);
  bool readAllocAnnotations(Expr *dict, BufferDecl &decl);
  MemRefType bufferType(BufferDecl &decl);
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

  // Function bodies and statements (ImportStatements.cpp).
  bool emitFunction(FuncInfo &info);
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
  /// Fills `reassigned` with the names `info` assigns more than once (tirx
  /// only).
  void findReassignedNames(FuncInfo &info);
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
  /// Makes TVM main's `T.evaluate(T.break_loop())` and `T.continue_loop()`
  /// (what its parser makes of `break` and `continue`) the statements.
  void spellLoopJumps(StmtList &block);
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
  bool emitLoopNest(Stmt &stmt, StringRef kind, ArrayRef<Expr *> targets,
                    ArrayRef<std::pair<TV, TV>> ranges, unsigned level,
                    const LoopOptions &options);
  bool emitTensorBlock(Stmt &stmt);

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
  Value constant(DType d, int64_t i, double f = 0);
  Value materialize(llvm::SMLoc at, const TV &v, DType dtype);
  DType literalDType(const TV &v) {
    return v.kind == TV::FloatLit  ? DType::f(32)
           : v.kind == TV::BoolLit ? DType::boolean()
                                   : DType::i(32);
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
  bool checkArgCount(Expr *call, size_t min, size_t max, StringRef name);
  /// No keyword arguments, and exactly `count` positional ones.
  bool checkPositionalArgs(Expr *call, size_t count, StringRef name);
  TV emitCall(Expr *e, bool discardResult);
  /// A call of `callee` with the arguments `argExprs`.
  TV emitOpCall(Expr *e, bool discardResult);
  TV emitCallTIR(Expr *e, bool discardResult);
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
  /// `name` is the intrinsic's full name, "T.Cast" for instance.
  TV emitIntrinsic(Expr *e, StringRef name, bool discardResult);
  TV emitTypedLiteral(Expr *e, DType dtype);
  TV emitMath(Expr *e, const MathIntrinsic &intrinsic);
  TV emitIfThenElse(Expr *e);
  /// TIR's if_then_else(c, thenExpr, elseExpr) for `e`, named `what` in
  /// errors.
  TV emitIfThenElse(Expr *e, Value c, Expr *thenExpr, Expr *elseExpr,
                    StringRef what);
  /// The integer intrinsics and TIR's node constructors; nullopt when
  /// `name` is none of them.
  std::optional<TV> emitIntegerIntrinsic(Expr *e, StringRef name);
  TV emitTruncDivMod(Expr *e, StringRef n, TV a, TV b);
  TV emitQMultiplyShift(Expr *e, StringRef name);
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
  /// `indexVector` in the last dim.
  Value vectorLoad(Location l, Buffer &buffer, ValueRange indices,
                   Value indexVector, unsigned lanes);
  TV emitVectorLoad(Expr *subscript, Buffer &buffer);
  /// `value`'s bits as `to`, which has other lanes (T.reinterpret).
  Value bitcastLanes(Location l, Value value, DType to);
  bool emitVectorStore(Expr *target, Buffer &buffer, Expr *valueExpr,
                       StringRef augOp);

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
  /// The file imports TVM main's tirx, where assignments declare mutable
  /// scalars.
  bool tirx = false;
  llvm::StringSet<> reassigned;
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
  std::vector<LoopExits> loopExits;
  /// Set by a return before the function's end, and the value it returns.
  Value returnFlag, returnSlot;
  unsigned exprDepth = 0;
  /// T.allocate_const's globals made so far.
  unsigned constCount = 0;
  /// T.tvm_static_handle's slots made so far.
  unsigned staticHandleCount = 0;
};

} // namespace mlir::prim::tvmscript

#endif // PRIM_LIB_TARGET_TVMSCRIPT_IMPORTER_H
