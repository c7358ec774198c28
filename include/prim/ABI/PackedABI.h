//===- PackedABI.h - The packed calling conventions Prim targets -*- C++ -*-===//
//
// A PackedABI answers every question the lowering has about one packed C ABI:
// symbol names, the entry signature, how arguments, type codes and results
// are laid out, and how to call, look up and report errors. The lowering asks
// the ABI object; it never tests which ABI it has. The C structs and codes
// themselves live in TVMLegacy.h and TVMFFI.h beside this file; where their
// fields lie on the target, the ABI object's TargetLayout says.
//
//===----------------------------------------------------------------------===//

#ifndef PRIM_ABI_PACKEDABI_H
#define PRIM_ABI_PACKEDABI_H

#include "prim/ABI/TargetLayout.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/SymbolTable.h"

#include <memory>
#include <string>

namespace mlir::prim {

/// What a packed argument or result is, as far as the ABI's codes go. Str, a
/// constant C string, is what calls pass only: no parameter takes one.
enum class ArgKind { Int, Bool, Float, Handle, Null, Tensor, PackedFunc, Str };

/// The stack memory one packed call uses: the argument slots, the type codes
/// (when the ABI keeps them apart) and the result slot.
struct CallSlots {
  mlir::Value values;
  mlir::Value typeCodes;
  mlir::Value result;
  mlir::Value resultCode;
};

/// The parameters of a packed entry point, as block arguments.
struct EntryArgs {
  mlir::Value args;
  mlir::Value typeCodes;
  mlir::Value numArgs;
  mlir::Value result;
  mlir::Value resultCode;
  mlir::Value resourceHandle;
};

class PackedABI {
public:
  virtual ~PackedABI();

  /// The ABI called `name` ("tvm-legacy" or "tvm-ffi") on the host, or null.
  static std::unique_ptr<PackedABI> get(llvm::StringRef name);
  /// The ABI called `name` on the target whose layouts `layout` gives, or
  /// null.
  static std::unique_ptr<PackedABI> get(llvm::StringRef name,
                                        const TargetLayout &layout);
  /// The names `get` accepts, for diagnostics.
  static llvm::StringRef getKnownNames() { return "tvm-legacy, tvm-ffi"; }
  /// The ABI called `name` on `module`'s target (TargetLayout::get), or null
  /// after reporting `pass: unknown ABI` at `module`.
  static std::unique_ptr<PackedABI> getOrReport(llvm::StringRef name,
                                                mlir::ModuleOp module,
                                                llvm::StringRef pass);

  virtual llvm::StringRef getName() const = 0;

  /// Where the C structs the ABI's code reads and writes lie on the target,
  /// and how wide its pointers and size_t are.
  const TargetLayout &getLayout() const { return layout; }
  /// A size_t constant of the target.
  mlir::Value constSize(mlir::OpBuilder &b, mlir::Location loc,
                        int64_t value) const;

  //===--------------------------------------------------------------------===//
  // Symbols and signatures
  //===--------------------------------------------------------------------===//

  /// The symbol of the packed entry point of function `name`.
  virtual std::string getEntrySymbol(llvm::StringRef name) const = 0;
  /// The type of every packed entry point.
  virtual mlir::LLVM::LLVMFunctionType
  getEntryType(mlir::MLIRContext *context) const = 0;
  /// Maps the entry's block arguments to their roles.
  virtual EntryArgs getEntryArgs(mlir::LLVM::LLVMFuncOp entry) const = 0;
  /// The global through which the loader hands the module its context.
  virtual llvm::StringRef getModuleContextSymbol() const = 0;
  /// The global through which the library calls runtime function `name`: a
  /// function pointer that the ABI's loader fills in, so that the library
  /// needs nothing from the process's global symbol scope.
  virtual std::string getContextFunctionSymbol(llvm::StringRef name) const = 0;
  /// `int f(void* module_context, const char* name, void** out)`: looks a
  /// function up through the module context.
  virtual llvm::StringRef getLookupFunction() const = 0;
  /// `int f(const char* name, void* ptr)`: registers a system-lib symbol.
  virtual llvm::StringRef getSystemLibRegistrar() const = 0;
  /// Defines the symbol through which the loader finds the library's main
  /// function, `entry` (legacy: a string naming it; tvm-ffi: a function
  /// forwarding to it), and returns it (`entry` itself if it is the main).
  virtual mlir::Operation *defineMainSymbol(mlir::OpBuilder &b,
                                            mlir::Location loc,
                                            mlir::LLVM::LLVMFuncOp entry) const = 0;
  /// Marks the functions that defineEntryMetadata defines: they have the
  /// entry type but are no packed functions of the library.
  static constexpr llvm::StringLiteral kMetadataAttrName = "prim_metadata";
  /// Defines what the ABI's loader reads about function `name` besides its
  /// entry (tvm-ffi: its type schema, `__tvm_ffi__metadata_<name>`, and its
  /// documentation `doc`, `__tvm_ffi__doc_<name>`), for the parameters and
  /// result of the given kinds. Nothing for ABIs without such metadata.
  virtual void defineEntryMetadata(mlir::OpBuilder &b, mlir::Location loc,
                                   llvm::StringRef name,
                                   llvm::ArrayRef<ArgKind> params,
                                   std::optional<ArgKind> result,
                                   std::optional<llvm::StringRef> doc) const = 0;
  /// The name under which a system library of symbol prefix `prefix`
  /// registers its main symbol, as the ABI's SystemLib(prefix) looks it up.
  virtual std::string getSystemLibMainSymbol(llvm::StringRef prefix) const = 0;

  /// A function of the runtime that the ABI's code calls, and its C type.
  struct RuntimeFunction {
    llvm::StringRef name;
    mlir::LLVM::LLVMFunctionType type;
  };
  /// The runtime functions behind workspaces and parallel loops (TVM's
  /// c_backend_api.h, whose names and types every ABI shares). The library
  /// reaches them through context pointers like every runtime function, but
  /// a runtime may leave those NULL (one without a workspace allocator or a
  /// thread pool).
  struct BackendFunctions {
    /// `void* f(int device_type, int device_id, uint64_t nbytes,
    ///          int dtype_code_hint, int dtype_bits_hint)`; NULL on failure.
    llvm::StringRef allocWorkspace;
    /// `int f(int device_type, int device_id, void* ptr)`.
    llvm::StringRef freeWorkspace;
    /// `int f(int (*lambda)(int task_id, TVMParallelGroupEnv* env,
    ///        void* closure), void* closure, int num_task)`.
    llvm::StringRef parallelLaunch;
    /// `int f(int task_id, TVMParallelGroupEnv* env)`.
    llvm::StringRef parallelBarrier;
  };
  BackendFunctions getBackendFunctions() const;

  /// Every runtime function the ABI's code may call: the backend functions,
  /// the lookup function, the system-lib registrar and then
  /// getOwnRuntimeFunctions.
  llvm::SmallVector<RuntimeFunction>
  getRuntimeFunctions(mlir::MLIRContext *context) const;
  /// The runtime functions particular to the ABI: those through which its
  /// code calls functions, reports errors and looks up globals.
  virtual llvm::SmallVector<RuntimeFunction>
  getOwnRuntimeFunctions(mlir::MLIRContext *context) const = 0;
  /// The declaration of runtime function `name` (one of
  /// getRuntimeFunctions, or the C library's snprintf) in the module around
  /// `b`, added if missing.
  mlir::LLVM::LLVMFuncOp declareRuntimeFunction(mlir::OpBuilder &b,
                                                llvm::StringRef name) const;
  /// The C type of runtime function `name`, from getRuntimeFunctions (or the
  /// C library's snprintf).
  mlir::LLVM::LLVMFunctionType
  getRuntimeFunctionType(mlir::MLIRContext *context,
                         llvm::StringRef name) const;
  /// Whether the module context global can be in a module already:
  /// prim-export-library defines it, so before that pass any symbol of its
  /// name is the user's.
  enum class ModuleContext { NotDefinedYet, MayBeDefined };
  /// Checks that every symbol the ABI's code uses by name (its runtime
  /// functions, snprintf, the module context global) is free in `module`
  /// or already exactly what Prim would declare, so that it is never reused
  /// with another type or meaning. Reports each conflict at its op.
  mlir::LogicalResult verifySymbols(mlir::ModuleOp module,
                                    ModuleContext context) const;
  /// Checks, before Prim adds any symbol to `module`, that no symbol of it
  /// is in the namespaces Prim generates names in: `__prim_` (helpers,
  /// string constants, handle caches), `__tvm_` (the ABIs' entry points,
  /// context, main and metadata symbols) and `__<runtime function>` (the
  /// pointers runtime functions are called through). Prim would reuse such
  /// a symbol as its own. The entry points of `entries`, which callers check
  /// on their own, are let through. Reports each at its op.
  mlir::LogicalResult
  verifyReservedNames(mlir::ModuleOp module,
                      llvm::ArrayRef<std::string> entries) const;
  /// Why no prim.func may be called `name`: one of the symbols that Prim
  /// generates (`__prim_`, `__tvm_`), that an ABI's loader reads (for
  /// tvm-ffi, whose entry point is `__tvm_ffi_<name>`, its own symbols) or
  /// that the linker defines would take it, or its entry point. None if the
  /// name is free.
  static std::optional<std::string>
  describeReservedFunctionName(llvm::StringRef name);

  //===--------------------------------------------------------------------===//
  // Argument layout
  //===--------------------------------------------------------------------===//

  /// Bytes per argument slot, and where its 8-byte value sits in it.
  virtual int64_t getSlotSize() const = 0;
  /// TVM's name of the argument stacks its code generator builds for this
  /// ABI's runtime (`T.tvm_stack_alloca`'s kind): "tvm_ffi_any" or
  /// "arg_value".
  virtual llvm::StringRef getArgStackKind() const = 0;
  virtual int64_t getValueOffset() const = 0;
  /// The type code the ABI uses to pass `kind`.
  virtual int32_t getTypeCode(ArgKind kind) const = 0;
  /// The type codes a parameter of `kind` accepts (scalars widen as TVM
  /// allows).
  virtual llvm::SmallVector<int32_t> getAcceptedCodes(ArgKind kind) const = 0;
  /// The DLPack dtype code and bits of a bool (i1) tensor element, as the
  /// runtime defines its bool type.
  virtual std::pair<uint8_t, uint8_t> getBoolDType() const = 0;
  /// For an owning tensor object code, the byte offset of its DLTensor on
  /// the target.
  virtual std::optional<std::pair<int32_t, int64_t>>
  getTensorObjectCode() const = 0;

  /// Loads argument `index`'s type code (an i32) in an entry point.
  virtual mlir::Value loadTypeCode(mlir::OpBuilder &b, mlir::Location loc,
                                   const EntryArgs &entry,
                                   int64_t index) const = 0;
  /// loadTypeCode for an argument whose `index` (an i64) is known only at
  /// run time, for entries that check their arguments in a loop.
  virtual mlir::Value loadTypeCodeAt(mlir::OpBuilder &b, mlir::Location loc,
                                     const EntryArgs &entry,
                                     mlir::Value index) const = 0;
  /// A pointer to argument `index`'s 8-byte value, in an entry point.
  mlir::Value getArgValuePtr(mlir::OpBuilder &b, mlir::Location loc,
                             const EntryArgs &entry, int64_t index) const;
  /// getArgValuePtr for a run-time `index` (an i64).
  mlir::Value getArgValuePtrAt(mlir::OpBuilder &b, mlir::Location loc,
                               const EntryArgs &entry, mlir::Value index) const;
  /// Writes a scalar result of `kind` to the entry point's result slot.
  virtual void storeEntryResult(mlir::OpBuilder &b, mlir::Location loc,
                                const EntryArgs &entry, mlir::Value value,
                                ArgKind kind) const = 0;

  //===--------------------------------------------------------------------===//
  // Calls
  //===--------------------------------------------------------------------===//

  /// Allocates, in the entry block, the slots for calls of up to `maxArgs`
  /// arguments.
  virtual CallSlots allocateCallSlots(mlir::OpBuilder &b, mlir::Location loc,
                                      int64_t maxArgs) const = 0;
  /// Stores argument `index`: its 8-byte value (an i64, f64 or ptr) and
  /// type code.
  virtual void storeCallArg(mlir::OpBuilder &b, mlir::Location loc,
                            const CallSlots &slots, int64_t index,
                            mlir::Value value, ArgKind kind) const = 0;
  /// Calls the packed entry point `callee` directly; returns the status.
  virtual mlir::Value emitDirectCall(mlir::OpBuilder &b, mlir::Location loc,
                                     mlir::LLVM::LLVMFuncOp callee,
                                     const CallSlots &slots, int64_t numArgs,
                                     mlir::Value resourceHandle) const = 0;
  /// Calls the function behind a runtime handle; returns the status.
  virtual mlir::Value emitHandleCall(mlir::OpBuilder &b, mlir::Location loc,
                                     mlir::Value handle,
                                     const CallSlots &slots,
                                     int64_t numArgs) const = 0;
  /// Looks `name` up through the module context and stores the handle to
  /// `out`; returns the status. A library whose context is NULL (its entry
  /// was called without the runtime's loader) looks in the global registry
  /// instead, and fails with a RuntimeError if the name is not there.
  mlir::Value emitLookup(mlir::OpBuilder &b, mlir::Location loc,
                         llvm::StringRef name, mlir::Value out) const;
  /// Looks the C string `name` up in the runtime's global registry and
  /// stores the handle, or NULL if there is none, to `out`; returns the
  /// status.
  virtual mlir::Value emitGlobalLookup(mlir::OpBuilder &b, mlir::Location loc,
                                       mlir::Value name,
                                       mlir::Value out) const = 0;
  /// Loads the type code of the call's result (an i32).
  virtual mlir::Value loadCallResultCode(mlir::OpBuilder &b,
                                         mlir::Location loc,
                                         const CallSlots &slots) const = 0;
  /// Loads the call's result as `type`: a float converts from the int or
  /// bool the callee may have returned, given the result's type `code`
  /// (without one, the result is taken to be of `type` already).
  mlir::Value loadCallResult(mlir::OpBuilder &b, mlir::Location loc,
                             const CallSlots &slots, mlir::Type type,
                             mlir::Value code) const;
  /// The type code from which on a result is an object that the caller owns
  /// and must release, if the ABI has such results.
  virtual std::optional<int32_t> getFirstOwnedResultCode() const = 0;
  /// Releases the object in the call's result slot.
  virtual void emitReleaseResult(mlir::OpBuilder &b, mlir::Location loc,
                                 const CallSlots &slots) const = 0;
  /// The runtime's name of the type that `code` denotes ("float", "None",
  /// ...), or "" for a code it has none for.
  virtual llvm::StringRef getTypeName(int32_t code) const = 0;
  /// The codes getTypeName names, in order.
  virtual llvm::ArrayRef<int32_t> getNamedTypeCodes() const = 0;
  /// The runtime's message when a value of type `found` does not convert to
  /// `expected` (type names).
  virtual std::string formatConversionError(llvm::StringRef expected,
                                            llvm::StringRef found) const = 0;

  //===--------------------------------------------------------------------===//
  // Errors
  //===--------------------------------------------------------------------===//

  /// Reports `message` (a pointer to a C string) as the last error, of
  /// `kind` (a pointer to "TypeError", "ValueError", "RuntimeError", ...).
  virtual void emitSetError(mlir::OpBuilder &b, mlir::Location loc,
                            mlir::Value kind, mlir::Value message) const = 0;

  /// Reports the constant `message` as an error of `kind`.
  void emitSetError(mlir::OpBuilder &b, mlir::Location loc,
                    llvm::StringRef kind, llvm::StringRef message) const;

  /// Reports an error of `kind` whose message is `message` with `found` in
  /// decimal in place of its `{}`, and returns -1 from the enclosing
  /// function. The message is never used as a format string. The formatting lives in one cold, out-of-line helper per
  /// module, so that checking wrappers stay small enough to inline.
  void emitRaiseFormatted(mlir::OpBuilder &b, mlir::Location loc,
                          llvm::StringRef kind, llvm::StringRef message,
                          mlir::Value found) const;

  /// Defines the module context global if the module lacks it.
  void defineModuleContext(mlir::ModuleOp module) const;

  /// Calls runtime function `name` (one of getRuntimeFunctions) through its
  /// context pointer (getContextFunctionSymbol), defining the pointer on
  /// first use.
  mlir::LLVM::CallOp emitRuntimeCall(mlir::OpBuilder &b, mlir::Location loc,
                                     llvm::StringRef name,
                                     mlir::ValueRange args) const;
  /// Loads the context pointer of runtime function `name`: the function the
  /// library calls, NULL when the runtime does not provide it.
  mlir::Value loadRuntimeFunction(mlir::OpBuilder &b, mlir::Location loc,
                                  llvm::StringRef name) const;
  /// Calls `callee`, a pointer loadRuntimeFunction returned for `name`.
  mlir::LLVM::CallOp emitRuntimeCall(mlir::OpBuilder &b, mlir::Location loc,
                                     llvm::StringRef name, mlir::Value callee,
                                     mlir::ValueRange args) const;

  /// The symbol table of `module`, built on first use. Every symbol the ABI
  /// object defines goes into it; a pass that adds or renames symbols
  /// while it uses the ABI object keeps it up to date. A module of N
  /// functions then lowers in time linear in N.
  mlir::SymbolTable &getSymbolTable(mlir::ModuleOp module) const {
    return symbolTables.getSymbolTable(module);
  }

protected:
  PackedABI() : layout(TargetLayout::getHost()) {}

  /// The symbol table of the module around `b`'s insertion point.
  mlir::SymbolTable &getSymbolTable(mlir::OpBuilder &b) const;

  /// Argument slots to allocate for calls of up to `maxArgs` arguments: at
  /// least one, so that a call without arguments still gets a valid pointer.
  static int64_t getSlotCount(int64_t maxArgs) {
    return maxArgs > 1 ? maxArgs : 1;
  }

private:
  /// The C type of snprintf on the target.
  mlir::LLVM::LLVMFunctionType
  getSnprintfType(mlir::MLIRContext *context) const;

  TargetLayout layout;
  mutable mlir::SymbolTableCollection symbolTables;
};

} // namespace mlir::prim

#endif // PRIM_ABI_PACKEDABI_H
