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

#include <memory>
#include <string>

namespace llvm {
class LLVMContext;
class Module;
} // namespace llvm

namespace mlir::prim {

struct CompileOptions {
  /// The packed ABI: "tvm-legacy" or "tvm-ffi".
  std::string abi = "tvm-ffi";
  /// LLVM's optimization level, 0 to 3.
  unsigned optLevel = 2;
  /// Check at run time the alignment that prim.align promises.
  bool checkAlignment = true;
};

/// Lowers `module` from prim to the LLVM dialect, in place (the prim-to-llvm
/// pipeline). Diagnostics go to the context's handler.
LogicalResult lowerToLLVMDialect(ModuleOp module,
                                 const CompileOptions &options);

/// Translates an LLVM-dialect `module` to LLVM IR and runs LLVM's pipeline
/// at `optLevel` in-process. Returns null after reporting an error.
std::unique_ptr<llvm::Module> translateAndOptimize(ModuleOp module,
                                                   llvm::LLVMContext &context,
                                                   unsigned optLevel);

/// prim -> optimized LLVM IR in one call: lowerToLLVMDialect then
/// translateAndOptimize.
std::unique_ptr<llvm::Module> compileToLLVMIR(ModuleOp module,
                                              llvm::LLVMContext &context,
                                              const CompileOptions &options);

} // namespace mlir::prim

#endif // PRIM_COMPILER_COMPILER_H
