//===- Compiler.h - Prim's entry points for host compilers ------*- C++ -*-===//
//
// What a host compiler calls to get, from a `prim` module, the same result
// as prim-compile, without the tools.
//
//===----------------------------------------------------------------------===//

#ifndef PRIM_COMPILER_COMPILER_H
#define PRIM_COMPILER_COMPILER_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Support/LLVM.h"

#include "llvm/Support/Error.h"

#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace llvm {
class LLVMContext;
class Module;
class TargetMachine;
class raw_pwrite_stream;
} // namespace llvm

namespace mlir {
class ExecutionEngine;
class TimingScope;
} // namespace mlir

namespace mlir::prim {

/// Instrumentation for the generated code, so that the sanitizer the host
/// program runs under also sees the generated code's memory accesses.
enum class Sanitizer { None, Address, Thread };

struct CompileOptions {
  /// The packed ABI: "tvm-legacy" or "tvm-ffi".
  std::string abi = "tvm-ffi";
  /// LLVM's optimization level, 0 to 3.
  unsigned optLevel = 2;
  /// The categories of argument checks of packed entries without their own
  /// `checks(...)`, as prim-compile's --checks spells them ("all", "none",
  /// "shape,strides", "-alignment": see mlir::prim::parseCheckCategories).
  std::string checks = "all";
  /// Entries with at least this many parameters (buffers and scalars alike)
  /// check them in a loop over constant tables, in time linear in their
  /// parameters (0: never).
  int64_t checkTableThreshold = 32;
  /// Define the library's description (__prim_library_description). Of
  /// several objects linked into one library, exactly one may define it, and
  /// it describes only its own functions.
  bool libraryDescription = true;
  /// Register every exported symbol from a startup constructor.
  bool systemLib = false;
  /// A system library's symbol prefix, as TVM's system-lib-prefix and
  /// ffi.SystemLib(prefix) use it; implies systemLib.
  std::string systemLibPrefix;
  /// The target triple; empty for the host's.
  std::string targetTriple;
  /// The target CPU; empty for the triple's baseline (clang's default:
  /// x86-64 on x86-64, generic elsewhere), so that a library runs on every
  /// machine of its triple; "native" for the host's CPU (and then, unless
  /// `features` says otherwise, its features).
  std::string cpu;
  /// Target features, as in "+avx2,-fma".
  std::string features;
  /// Shared libraries that this one's call_cpacked calls go into. A shared
  /// library records each as a dependency (DT_NEEDED, with a RUNPATH to its
  /// directory), so that the dynamic linker resolves those calls whatever
  /// flags a loader opens the library with (tvm-ffi and TVM use
  /// RTLD_LOCAL, which hides the callee from the global scope).
  std::vector<std::string> linkLibraries;
  /// The compiler driver that links shared libraries; empty for the first of
  /// clang-22, clang, cc on the PATH when the target is the host, and for
  /// ld.lld, which needs no cross compiler, when it is not.
  std::string linker;
  /// Runs ld.lld with `args` (its arguments, without the program's name),
  /// which join the partitions' objects into one or link a cross-compiled
  /// shared library; false after a failure, with the linker's messages in
  /// `messages`. Empty: an ld.lld process.
  /// prim-compile runs lld in its own process instead (runLLDInProcess in
  /// prim/Compiler/InProcessLinker.h, which says why a library should not).
  std::function<bool(llvm::ArrayRef<const char *> args, std::string &messages)>
      runLinker;
  /// Instrument the generated code for this sanitizer.
  Sanitizer sanitizer = Sanitizer::None;
  /// Threads that compile an object or a shared library; 0 for one per
  /// core. The output's bytes do not depend on it: how a module is cut into
  /// chunks and partitions depends on the module alone.
  unsigned threads = 0;
  /// An object is compiled in chunks, each lowered, translated and compiled
  /// on its own in a context of its own, `threads` at a time: groups of
  /// top-level operations that refer to one another, in chunks of about the
  /// same work, of at most about this many operations so that memory does
  /// not grow with the module (0: the module is lowered whole, then split
  /// into partitions). System libraries and sanitized code are
  /// compiled whole. The object's bytes depend on the module and this
  /// number, never on `threads`.
  unsigned functionsPerChunk = 10000;
  /// Verify the IR after every pass of the MLIR pipeline, as mlir-opt does,
  /// which names the pass that broke it. Otherwise the IR is verified once,
  /// after the pipeline: verifying the whole module after each of its dozen
  /// module-wide passes was a third of the time at -O0.
  bool verifyEachPass = false;
  /// Apply MLIR's pass manager command-line options
  /// (`--mlir-print-ir-after-all`, ...) to the MLIR pipeline; the tool must
  /// have registered them (mlir::registerPassManagerCLOptions).
  bool passManagerCLOptions = false;
  /// Where the phases record their time (the MLIR pipeline, translation,
  /// LLVM's optimization, code generation, linking), as `--mlir-timing`
  /// shows it; none when null.
  mlir::TimingScope *timing = nullptr;
};

/// The target machine `options` describe, at their optimization level. Only
/// its backend is initialized (initializeLLVMBackend).
llvm::Expected<std::unique_ptr<llvm::TargetMachine>>
createTargetMachine(const CompileOptions &options);

/// Initializes the LLVM backend `name` (llvm::Target::getBackendName, such
/// as "X86"), once: its code generator, MC layer, assembly printer and, as
/// inline assembly is parsed when it is emitted to an object, assembly
/// parser. Safe to call from any thread, and again.
void initializeLLVMBackend(llvm::StringRef name);

/// initializeLLVMBackend for every backend of this LLVM.
void initializeAllLLVMBackends();

/// Lowers `module` from prim to the LLVM dialect, in place (the prim-to-llvm
/// pipeline). Diagnostics go to the context's handler.
LogicalResult lowerToLLVMDialect(ModuleOp module,
                                 const CompileOptions &options);

/// Translates an LLVM-dialect `module` to LLVM IR and runs LLVM's pipeline
/// at `optLevel` in-process, for `targetMachine` when given (its triple and
/// data layout, and its cost model for the optimizer) and otherwise for the
/// host triple. Returns null after reporting an error. Once translated,
/// `module` is left empty, so that the two modules are never whole at once.
std::unique_ptr<llvm::Module>
translateAndOptimize(ModuleOp module, llvm::LLVMContext &context,
                     unsigned optLevel,
                     llvm::TargetMachine *targetMachine = nullptr);

/// Instruments every function defined in `module` for `sanitizer`, after
/// optimization, as clang's -fsanitize does.
void instrument(llvm::Module &module, Sanitizer sanitizer,
                llvm::TargetMachine *targetMachine);

/// prim -> optimized LLVM IR for the target in one call: lowerToLLVMDialect
/// then translateAndOptimize (which leaves `module` empty).
std::unique_ptr<llvm::Module> compileToLLVMIR(ModuleOp module,
                                              llvm::LLVMContext &context,
                                              const CompileOptions &options);

/// prim -> a relocatable (position-independent) object file, written to
/// `os` only when compilation succeeds.
///
/// A large module is split, once lowered and before translation, into
/// partitions of consecutive functions (at most one per few thousand
/// operations), which are translated, optimized and compiled to code on
/// `options.threads` threads, each partition in its own LLVMContext, as
/// LTO's parallel code generation does; `ld.lld -r` then links the
/// partitions' objects, in order, into one. A module for a target whose
/// objects are not ELF (Mach-O, COFF, WebAssembly) is compiled whole. Calls
/// between partitions are not inlined. A small module, a sanitized one, or one
/// with aliases, comdats other than a definition's own, or linkonce definitions
/// is one partition. Errors are reported for every partition, in module order.
///
/// A module of more than `options.functionsPerChunk` top-level operations is
/// lowered and compiled in chunks, each freed before the next; the
/// library's description and symbols are defined once, from the whole
/// module. The objects go to temporary files and the result is copied to
/// `os`, so that its size is bounded by the disk, not the memory.
///
/// `module` is consumed: what is left of it afterwards is unspecified.
LogicalResult compileToObject(ModuleOp module, const CompileOptions &options,
                              llvm::raw_pwrite_stream &os);

/// prim -> a shared library at `outputPath`, linked by the system compiler
/// driver for the host, by ld.lld for another ELF target (refused up front
/// for a target whose objects are not ELF). The runtime symbols the code calls
/// stay undefined, to be resolved by the process that loads it (TVM's runtime
/// or PrimRuntime). On failure, `outputPath` is left as it was.
LogicalResult compileToSharedLibrary(ModuleOp module,
                                     const CompileOptions &options,
                                     llvm::StringRef outputPath);

/// A module compiled in-process, whose packed functions can be called
/// directly. The runtime symbols the code calls resolve against the host
/// process, which must link PrimRuntime (or a TVM runtime).
class JITModule {
public:
  /// Compiles `module` (lowering it in place) for the host; system-lib
  /// constructors, if any, have run when it returns.
  static FailureOr<std::unique_ptr<JITModule>>
  create(ModuleOp module, const CompileOptions &options);
  ~JITModule();

  /// The packed entry of function `name`, to be cast to the ABI's function
  /// type (TVMBackendPackedCFunc or TVMFFISafeCallType); null if there is
  /// none.
  void *lookupPacked(llvm::StringRef name) const;
  /// The address of symbol `symbol` as it is named in the object code (an
  /// unpacked function, a global); null if there is none.
  void *lookupSymbol(llvm::StringRef symbol) const;

private:
  JITModule(std::unique_ptr<ExecutionEngine> engine, std::string abi);
  std::unique_ptr<ExecutionEngine> engine;
  std::string abi;
};

} // namespace mlir::prim

#endif // PRIM_COMPILER_COMPILER_H
