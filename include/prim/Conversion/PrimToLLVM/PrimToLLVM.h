//===- PrimToLLVM.h - Lowering prim to the LLVM dialect ---------*- C++ -*-===//

#ifndef PRIM_CONVERSION_PRIMTOLLVM_PRIMTOLLVM_H
#define PRIM_CONVERSION_PRIMTOLLVM_PRIMTOLLVM_H

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/Pass/PassOptions.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"

#include <memory>
#include <string>
#include <vector>

namespace mlir {
namespace LLVM {
class LLVMFuncOp;
} // namespace LLVM
class DialectRegistry;
class ModuleOp;
class LLVMTypeConverter;
class OpPassManager;
class RewritePatternSet;
} // namespace mlir

namespace mlir::prim {

class PackedABI;

/// The LLVM function attribute of a function that the lowering emits in its
/// final form (a straight-line packed entry: loads, and compares each with
/// its branch, as they should run). The compiler's LLVM optimization
/// pipeline runs no pass on such a function, then puts in it the optimized
/// body that only it calls; code generation optimizes it as any other, and
/// a caller may still inline it and optimize the copy.
inline constexpr llvm::StringLiteral kFinalIRAttrName = "prim-final-ir";

/// Whether LLVM leaves `func`'s code as it is (`optnone`, as an attribute
/// or in the passthrough list, where the lowering puts it); false for null.
bool isOptNone(LLVM::LLVMFuncOp func);

/// Lowers the memref.alloc/alloca/dealloc of `func` (see
/// prim-lower-workspaces): below `stackLimit` static bytes on the stack,
/// otherwise through `abi`'s workspace allocator, freed on every return.
mlir::LogicalResult lowerWorkspaces(mlir::LLVM::LLVMFuncOp func,
                                    const PackedABI &abi,
                                    const mlir::LLVMTypeConverter &converter,
                                    int64_t stackLimit);

/// Patterns that lower prim.parallel_launch to the ABI's parallel launch
/// (or, when the runtime lacks one, a call in the calling thread) of a task
/// function that unpacks the closure and runs its chunk.
void populatePrimParallelToLLVMPatterns(mlir::LLVMTypeConverter &converter,
                                        mlir::RewritePatternSet &patterns,
                                        std::shared_ptr<const PackedABI> abi);

/// Patterns that lower prim.is_null, prim.struct_get and prim.struct_set,
/// which read and write the DLTensor, TVMValue and TVMFFIAny fields where
/// the ABI's target layout puts them.
void populatePrimStructToLLVMPatterns(mlir::LLVMTypeConverter &converter,
                                      mlir::RewritePatternSet &patterns,
                                      std::shared_ptr<const PackedABI> abi);

/// Patterns that turn a contractable multiply and add or subtract (arith
/// ops whose fastmath flags allow `contract`) into llvm.intr.fmuladd, as
/// clang does for `a * b + c` under its default -ffp-contract=on.
void populateFuseMultiplyAddPatterns(mlir::RewritePatternSet &patterns);

/// Teaches `converter` Prim's types: handles and packed functions are
/// pointers.
void populatePrimToLLVMTypeConversions(mlir::LLVMTypeConverter &converter);

/// Patterns that lower prim.func to an llvm.func with Prim's native
/// signature, prim.return, prim.call_tir (a direct native call),
/// prim.assert (reporting through `abi`) and prim.check_status.
/// `signatures` maps every prim.func of the module to its type, taken before
/// conversion starts, so call sites can see the callee's buffer types.
/// The patterns share ownership of `abi`; `signatures` must outlive them.
void populatePrimToLLVMConversionPatterns(
    mlir::LLVMTypeConverter &converter, mlir::RewritePatternSet &patterns,
    std::shared_ptr<const PackedABI> abi,
    const llvm::StringMap<mlir::FunctionType> &signatures);

/// The exported packed functions of a lowered `module`: its public
/// definitions of `abi`'s entry type, in module order.
std::vector<mlir::LLVM::LLVMFuncOp>
getLibraryEntries(mlir::ModuleOp module, const PackedABI &abi);

/// The ABI called `abiName` for `pass`, one of the passes that define the
/// library's symbols, whose system-lib prefix is `prefix`; or null after
/// reporting at `module` an unknown ABI or a prefix that would make the
/// symbols it begins something other than C identifiers, or put them in the
/// names Prim generates (`__`). An empty prefix is no prefix.
std::unique_ptr<PackedABI> getLibraryABI(mlir::ModuleOp module,
                                         llvm::StringRef abiName,
                                         llvm::StringRef prefix,
                                         llvm::StringRef pass);

/// Registers the ConvertToLLVMPatternInterface of the prim dialect, so that
/// upstream `convert-to-llvm` lowers it (with the tvm-ffi ABI for asserts).
void registerConvertPrimToLLVMInterface(mlir::DialectRegistry &registry);

/// Reports what the translation to LLVM IR trusts unchecked in the ops and
/// would crash on: a global whose address space is not an integer (the LLVM
/// dialect's parser accepts `{addr_space = i32}` and leaves the property
/// null). prim-verify-lowered and every translation in the compiler run it.
mlir::LogicalResult verifyTranslatable(mlir::Operation *module);

struct PrimToLLVMPipelineOptions
    : public mlir::PassPipelineOptions<PrimToLLVMPipelineOptions> {
  Option<std::string> abi{*this, "abi",
                          llvm::cl::desc("tvm-legacy or tvm-ffi"),
                          llvm::cl::init("tvm-ffi")};
  Option<std::string> checks{
      *this, "checks",
      llvm::cl::desc("The categories of argument checks of packed entries "
                     "without their own `checks` (comma-separated "
                     "#prim.checks names, all or none; -name removes one)"),
      llvm::cl::init("all")};
  Option<int64_t> stackLimit{
      *this, "stack-limit",
      llvm::cl::desc("Allocations of a static size below this many bytes go "
                     "on the stack, larger or dynamic ones in workspaces"),
      llvm::cl::init(1024)};
  Option<int64_t> checkTableThreshold{
      *this, "check-table-threshold",
      llvm::cl::desc("Entries with at least this many parameters check "
                     "them in a loop over constant tables (0: never)"),
      llvm::cl::init(32)};
  Option<bool> libraryDescription{
      *this, "library-description",
      llvm::cl::desc("Define __prim_library_description (off for all but one "
                     "of several objects linked into one library)"),
      llvm::cl::init(true)};
  Option<bool> systemLib{
      *this, "system-lib",
      llvm::cl::desc("Register every exported symbol from a constructor"),
      llvm::cl::init(false)};
  Option<std::string> systemLibPrefix{
      *this, "system-lib-prefix",
      llvm::cl::desc("A system library's symbol prefix, as ffi.SystemLib(P) "
                     "and runtime.SystemLib(P) look it up (implies "
                     "system-lib)"),
      llvm::cl::init("")};
  Option<bool> libraryPart{
      *this, "library-part",
      llvm::cl::desc("The module is one part of a library lowered in parts: "
                     "it gets neither the library's description nor its "
                     "exported symbols, which the caller defines once "
                     "(not with system-lib)"),
      llvm::cl::init(false)};
  Option<bool> cleanup{
      *this, "cleanup",
      llvm::cl::desc("Canonicalize the LLVM dialect at the end (LLVM's own "
                     "optimizer, when it runs, does the same and more)"),
      llvm::cl::init(true)};
};

/// prim -> LLVM dialect: the packed and unpacked APIs, the library's
/// exported symbols, call lowering, the standard dialect conversions, and
/// cleanup.
void buildPrimToLLVMPipeline(mlir::OpPassManager &pm,
                             const PrimToLLVMPipelineOptions &options);

/// Registers `prim-to-llvm` as a pass pipeline.
void registerPrimToLLVMPipeline();

} // namespace mlir::prim

#endif // PRIM_CONVERSION_PRIMTOLLVM_PRIMTOLLVM_H
