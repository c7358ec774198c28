//===- Codegen.h - Object code and its errors -------------------*- C++ -*-===//
//
// Internal to PrimCompiler.
//
//===----------------------------------------------------------------------===//

#ifndef PRIM_LIB_COMPILER_CODEGEN_H
#define PRIM_LIB_COMPILER_CODEGEN_H

#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/DiagnosticHandler.h"

#include <memory>
#include <string>
#include <vector>

namespace llvm {
class Module;
class TargetMachine;
} // namespace llvm

namespace mlir::prim {

/// An error of LLVM's code generation, with the !srcloc cookie of the inline
/// asm it is about (0: none).
struct CodegenError {
  uint64_t cookie = 0;
  std::string message;
};
using CodegenErrors = std::vector<CodegenError>;

/// Collects the text of LLVM's error diagnostics; leaves the others to the
/// default handling. LLVM reports errors in code generation (malformed
/// inline assembly, for one) through the context; unhandled, they end the
/// process. The text is shared with whoever reads it once code generation
/// has run, which for the JIT is after the context changed hands.
struct CollectErrors : llvm::DiagnosticHandler {
  explicit CollectErrors(std::shared_ptr<CodegenErrors> errors)
      : errors(std::move(errors)) {}
  bool handleDiagnostics(const llvm::DiagnosticInfo &info) override;
  std::shared_ptr<CodegenErrors> errors;
};

/// Reports `errors` at the llvm.inline_asm op their cookie names in
/// `asmLocations`, else at `module`; fails.
LogicalResult reportCodegenErrors(ModuleOp module, const CodegenErrors &errors,
                                  ArrayRef<Location> asmLocations);

/// Generates `module`'s object code for `machine` into `object`; false
/// after reporting LLVM's errors (malformed inline assembly, for one, which
/// would otherwise end the process) into `errors`.
bool emitObject(llvm::Module &module, llvm::TargetMachine &machine,
                llvm::SmallVectorImpl<char> &object, CodegenErrors &errors);

} // namespace mlir::prim

#endif // PRIM_LIB_COMPILER_CODEGEN_H
