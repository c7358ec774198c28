//===- Translate.h - LLVM IR from the LLVM dialect --------------*- C++ -*-===//
//
// Internal to PrimCompiler.
//
//===----------------------------------------------------------------------===//

#ifndef PRIM_LIB_COMPILER_TRANSLATE_H
#define PRIM_LIB_COMPILER_TRANSLATE_H

#include "prim/Compiler/Compiler.h"

#include "mlir/IR/Location.h"
#include "llvm/ADT/STLFunctionalExtras.h"

#include <vector>

namespace mlir::prim {

/// Gives every inline asm call in `llvmModule` a !srcloc cookie: 1 + the
/// index in `locations` of the location of the llvm.inline_asm op of
/// `module` it came from. LLVM reports its errors about inline asm (the
/// assembler's, register allocation's) with that cookie, which locates them
/// at the op. Translation keeps a function's blocks, and the operations of
/// each, in order, so a function's ops and calls pair up in order; a
/// function where they do not keeps its calls without cookies.
void tagInlineAsm(Operation *module, llvm::Module &llvmModule,
                  std::vector<Location> &locations);

/// Checks what translateModuleToLLVMIR trusts unchecked: every op is in a
/// dialect it translates (the module is lowered), the target triple is a
/// string (prim-compile sets its own before), and verifyTranslatable.
/// A module split into partitions is checked once, whole, so that an error
/// about what the partitions share is reported once.
LogicalResult verifyForTranslation(Operation *module);

/// translateModuleToLLVMIR of a module verifyForTranslation accepted.
/// `reportedError` says whether an error was reported since the translation
/// began: when it fails without naming what it cannot translate, this says
/// it failed. LLVM's verifier reports through the context too, not to
/// stderr, so that a partition's report keeps its place.
std::unique_ptr<llvm::Module>
translate(Operation *module, llvm::LLVMContext &context,
          llvm::function_ref<bool()> reportedError);

/// translate, seeing the errors it reports, and tagInlineAsm into
/// `asmLocations` if any.
std::unique_ptr<llvm::Module>
translateReported(Operation *module, llvm::LLVMContext &context,
                  std::vector<Location> *asmLocations);

/// translateModuleToLLVMIR, after the checks of what it trusts unchecked
/// (verifyForTranslation). Every failure is reported.
std::unique_ptr<llvm::Module>
translateChecked(Operation *module, llvm::LLVMContext &context,
                 std::vector<Location> *asmLocations = nullptr);

/// Runs LLVM's default pipeline for `optLevel` (1 to 3; nothing at 0) on
/// `module`, as clang's -O does, but for final IR (skipFinalIR, then
/// InlineIntoFinalIRPass), with the instrumentation that LLVM's options ask
/// for (-time-passes, -print-after-all).
void optimize(llvm::Module &module, unsigned optLevel,
              llvm::TargetMachine *targetMachine);

} // namespace mlir::prim

#endif // PRIM_LIB_COMPILER_TRANSLATE_H
