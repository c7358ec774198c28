//===- Pipeline.h - Lowering a module to the LLVM dialect ------*- C++ -*-===//
//
// Internal to PrimCompiler.
//
//===----------------------------------------------------------------------===//

#ifndef PRIM_LIB_COMPILER_PIPELINE_H
#define PRIM_LIB_COMPILER_PIPELINE_H

#include "prim/Compiler/Compiler.h"

#include "mlir/Support/Timing.h"

namespace mlir::prim {

/// A timer for `phase` under `options.timing`; inactive without one.
TimingScope timePhase(const CompileOptions &options, StringRef phase);

/// Lowers `module`, the whole library or (`libraryPart`) one part of it.
LogicalResult lowerModule(ModuleOp module, const CompileOptions &options,
                          bool libraryPart);

/// The target machine for `options`, with `module` given its triple and data
/// layout and lowered to the LLVM dialect; null after reporting at `module`.
std::unique_ptr<llvm::TargetMachine>
lowerForTarget(ModuleOp module, const CompileOptions &options);

/// Writes the description of the library that `module` is (the
/// prim-describe-library pass), from the whole module, and moves it into
/// `library`.
LogicalResult describeLibrary(ModuleOp module, const CompileOptions &options,
                              ModuleOp library);

} // namespace mlir::prim

#endif // PRIM_LIB_COMPILER_PIPELINE_H
