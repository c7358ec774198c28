//===- SplitModule.h - Splitting a module for parallel codegen -*- C++ -*-===//
//
// Internal to PrimCompiler.
//
//===----------------------------------------------------------------------===//

#ifndef PRIM_LIB_COMPILER_SPLITMODULE_H
#define PRIM_LIB_COMPILER_SPLITMODULE_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"
#include "llvm/ADT/StringSet.h"

#include <string>
#include <vector>

namespace llvm {
class Module;
} // namespace llvm

namespace mlir::prim {

/// A module split into modules that are translated and compiled each in an
/// LLVMContext of its own, on any thread, and linked in order.
struct ModulePartitions {
  /// None when the module stays whole.
  std::vector<OwningOpRef<ModuleOp>> modules;
  /// The local definitions that another partition refers to. Each partition
  /// declares them under their own names; promoteSharedLocals gives them,
  /// once translated, a hidden global name unique to the module.
  llvm::StringSet<> sharedLocals;
  std::string sharedPrefix;
};

/// Splits `module`, in the LLVM dialect, into partitions of consecutive
/// function definitions of about equal work, each with declarations of only
/// what its definitions refer to, and leaves it empty. There is one
/// partition per `kWorkPerPartition` operations that become instructions,
/// more than two in a multiple of `kPartitionMultiple` (so that threads
/// share them equally), at most `kMaxPartitions`; a module of less than twice
/// `kMinWorkPerPartition`, or with aliases, ifuncs, comdats (but a definition's
/// own), functions with a personality, linkonce definitions or module flags
/// that name symbols, stays whole and untouched (no partitions). How a module
/// is split depends on it alone, never on the number of threads.
///
/// A local constant is copied into each partition that uses it; the other
/// global variables, and top-level operations that are not symbols, go with
/// the first partition (module flags with every one, module-level assembly
/// with the first only).
ModulePartitions splitModule(ModuleOp module);

/// Gives the shared locals that `partition`, a translated partition of
/// `partitions`, defines or declares their global names: hidden, and
/// external where defined.
void promoteSharedLocals(llvm::Module &partition,
                         const ModulePartitions &partitions);

} // namespace mlir::prim

#endif // PRIM_LIB_COMPILER_SPLITMODULE_H
