//===- Target.h - Target machines for a module's compilation ---*- C++ -*-===//
//
// Internal to PrimCompiler.
//
//===----------------------------------------------------------------------===//

#ifndef PRIM_LIB_COMPILER_TARGET_H
#define PRIM_LIB_COMPILER_TARGET_H

#include "prim/Compiler/Compiler.h"

#include "llvm/TargetParser/Triple.h"

#include <future>
#include <mutex>

namespace mlir::prim {

/// The triple that `options` name, normalized; the host's when they name
/// none.
llvm::Triple getTargetTriple(const CompileOptions &options);

/// Whether code for `triple` runs on this host: the same architecture and
/// operating system.
bool isHostTriple(const llvm::Triple &triple);

/// The target machine for `options`, or null after reporting at `module`.
std::unique_ptr<llvm::TargetMachine>
getTargetMachineOrReport(ModuleOp module, const CompileOptions &options);

/// Gives `module` the target's triple and data layout, so that translation
/// emits the target's alignments rather than LLVM's defaults.
void setTarget(ModuleOp module, llvm::TargetMachine &targetMachine);

/// The threads that `options` asks for (0: one per core).
unsigned getThreadCount(const CompileOptions &options);

/// Target machines for the partitions of a module, each used by one thread
/// at a time. A partition takes one and gives it back, so that the next
/// partition of its thread reuses the machine and the subtarget it built
/// (3 ms at first use, most of them page faults). The first `count` are
/// built on another thread from the start, while the module is lowered.
class TargetMachinePool {
public:
  TargetMachinePool(const CompileOptions &options, unsigned count);

  /// A free machine, else a new one.
  llvm::Expected<std::unique_ptr<llvm::TargetMachine>> take();

  void giveBack(std::unique_ptr<llvm::TargetMachine> machine);

private:
  const CompileOptions &options;
  std::future<std::vector<std::unique_ptr<llvm::TargetMachine>>> ahead;
  std::mutex mutex;
  std::vector<std::unique_ptr<llvm::TargetMachine>> free;
};

} // namespace mlir::prim

#endif // PRIM_LIB_COMPILER_TARGET_H
