//===- Partition.h - Compiling partitions on threads ------------*- C++ -*-===//
//
// Internal to PrimCompiler.
//
//===----------------------------------------------------------------------===//

#ifndef PRIM_LIB_COMPILER_PARTITION_H
#define PRIM_LIB_COMPILER_PARTITION_H

#include "prim/Compiler/Compiler.h"

#include "llvm/ADT/SmallVector.h"

#include <vector>

namespace mlir::prim {

class TargetMachinePool;

/// Translates, optimizes, instruments and generates the code of `module`,
/// in the LLVM dialect, for `machine`: in partitions, each translated and
/// compiled on one of up to `threads` threads with a target machine of
/// `machines`, when it is large and there are `machines`. The objects, one
/// per partition, go to `objects` in order.
/// `module` is left empty. Errors about inline asm are located at the op
/// (tagInlineAsm).
LogicalResult generateObjects(ModuleOp module, const CompileOptions &options,
                              llvm::TargetMachine &machine,
                              TargetMachinePool *machines, unsigned threads,
                              std::vector<llvm::SmallVector<char, 0>> &objects);

} // namespace mlir::prim

#endif // PRIM_LIB_COMPILER_PARTITION_H
