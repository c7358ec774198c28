//===- Chunks.h - Compiling a large module in chunks ------------*- C++ -*-===//
//
// Internal to PrimCompiler.
//
//===----------------------------------------------------------------------===//

#ifndef PRIM_LIB_COMPILER_CHUNKS_H
#define PRIM_LIB_COMPILER_CHUNKS_H

#include "prim/Compiler/Compiler.h"

#include <vector>

namespace mlir::prim {

/// `module`'s top-level operations in chunks, in module order, such that no
/// operation refers to a symbol that another chunk defines; empty when that
/// leaves a single chunk. Chunks weigh about kWeightPerChunk, and a module
/// of less is cut in two when it weighs twice kMinWeightPerChunk; there are
/// at most kMaxChunks, unless a chunk would hold more than about `maxSize`
/// operations. How a module is cut depends on it and `maxSize` alone.
std::vector<std::vector<Operation *>> getChunks(ModuleOp module,
                                                size_t maxSize);

/// Compiles `module` in chunks: the library's description is written from
/// the whole module first, then each chunk of functions is lowered,
/// translated and compiled to objects on its own and freed, up to
/// `options.threads` chunks at once, then a last object defines the
/// library's symbols (its context and main symbol). The objects are linked
/// into one, in chunk order, and the diagnostics are shown in chunk order up
/// to the first chunk that failed: neither depends on the threads. `module`
/// is left empty.
LogicalResult compileInChunks(ModuleOp module,
                              std::vector<std::vector<Operation *>> chunks,
                              const CompileOptions &options, StringRef linker,
                              llvm::raw_pwrite_stream &os);

} // namespace mlir::prim

#endif // PRIM_LIB_COMPILER_CHUNKS_H
