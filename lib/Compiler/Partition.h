//===- Partition.h - Splitting an LLVM module for parallel codegen -*- C++ -*-//
//
// Internal to PrimCompiler.
//
//===----------------------------------------------------------------------===//

#ifndef PRIM_LIB_COMPILER_PARTITION_H
#define PRIM_LIB_COMPILER_PARTITION_H

#include "llvm/ADT/SmallVector.h"

#include <string>
#include <vector>

namespace llvm {
class Module;
} // namespace llvm

namespace mlir::prim {

/// How many partitions `module` is split into: one per
/// `kInstructionsPerPartition` instructions, at most `kMaxPartitions`, and
/// one when the module has aliases, ifuncs, comdats or functions with
/// personality, prefix or prologue data. It depends on the
/// module alone, never on the number of threads.
unsigned getPartitionCount(const llvm::Module &module);

/// Splits `module` into `count` partitions of consecutive function
/// definitions of about equal size, returned as bitcode, in order. A local
/// symbol that another partition refers to becomes a hidden global, with a
/// suffix naming the module so that it cannot meet another module's; a local
/// constant is copied into each partition that uses it; the other global
/// variables go with the first partition. `module` is changed (the
/// promotions) and is no longer needed afterwards.
std::vector<llvm::SmallVector<char, 0>> splitModule(llvm::Module &module,
                                                     unsigned count);

} // namespace mlir::prim

#endif // PRIM_LIB_COMPILER_PARTITION_H
