//===- ABIPass.h - Bases of the passes and patterns for an ABI --*- C++ -*-===//
//
// Internal to PrimToLLVM.
//
//===----------------------------------------------------------------------===//

#ifndef PRIM_LIB_CONVERSION_PRIMTOLLVM_ABIPASS_H
#define PRIM_LIB_CONVERSION_PRIMTOLLVM_ABIPASS_H

#include "prim/ABI/PackedABI.h"

#include "mlir/Conversion/LLVMCommon/Pattern.h"
#include "mlir/IR/BuiltinOps.h"

#include <memory>

namespace mlir::prim {

/// A module pass of `PassBase` (an ODS pass base with an `abi` option) that
/// lowers for the packed ABI its option names. runOnOperation gets the ABI
/// object, or fails the pass once getABI has reported why there is none,
/// then runs `ConcretePass::runOnModule(module, abi)`, whose failure fails
/// the pass. A pass that checks more before it accepts an ABI defines its
/// own `getABI(module)`.
template <typename ConcretePass, typename PassBase>
class ABIPass : public PassBase {
public:
  using PassBase::PassBase;

  void runOnOperation() final {
    auto &pass = static_cast<ConcretePass &>(*this);
    ModuleOp module = this->getOperation();
    std::unique_ptr<PackedABI> abi = pass.getABI(module);
    if (!abi || failed(pass.runOnModule(module, *abi)))
      this->signalPassFailure();
  }

  /// The ABI the `abi` option names, or null after reporting it unknown.
  std::unique_ptr<PackedABI> getABI(ModuleOp module) {
    return PackedABI::getOrReport(this->abi, module, this->getArgument());
  }
};

/// A pattern that lowers `SourceOp` to the LLVM dialect for a packed ABI,
/// whose object each pattern shares ownership of.
template <typename SourceOp>
class ABIPattern : public ConvertOpToLLVMPattern<SourceOp> {
public:
  ABIPattern(const LLVMTypeConverter &converter,
             std::shared_ptr<const PackedABI> abi)
      : ConvertOpToLLVMPattern<SourceOp>(converter), abi(std::move(abi)) {}

protected:
  std::shared_ptr<const PackedABI> abi;
};

} // namespace mlir::prim

#endif // PRIM_LIB_CONVERSION_PRIMTOLLVM_ABIPASS_H
