//===- VerifyLowered.cpp - Name the op the lowering left behind -----------===//

#include "prim/Conversion/Passes.h"
#include "prim/Conversion/PrimToLLVM/PrimToLLVM.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Target/LLVMIR/TypeToLLVM.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/Support/Error.h"

namespace mlir::prim {
#define GEN_PASS_DEF_PRIMVERIFYLOWERED
#include "prim/Conversion/Passes.h.inc"
} // namespace mlir::prim

using namespace mlir;

namespace {

/// Why LLVM would refuse `op`'s constraints for its operand and result
/// types, or nothing. LLVM's code generator trusts them (it asserts, and in
/// a release build crashes, on a constraint such as `=r,1` or `=&&q`).
std::optional<std::string> verifyConstraints(LLVM::InlineAsmOp op) {
  llvm::LLVMContext context;
  LLVM::TypeToLLVMIRTranslator types(context);
  llvm::SmallVector<llvm::Type *> operands;
  for (Type type : op->getOperandTypes())
    operands.push_back(types.translateType(type));
  llvm::Type *result = op->getNumResults()
                           ? types.translateType(op->getResult(0).getType())
                           : llvm::Type::getVoidTy(context);
  if (llvm::Error error = llvm::InlineAsm::verify(
          llvm::FunctionType::get(result, operands, /*isVarArg=*/false),
          op.getConstraints()))
    return llvm::toString(std::move(error));
  return std::nullopt;
}

struct VerifyLoweredPass
    : public mlir::prim::impl::PrimVerifyLoweredBase<VerifyLoweredPass> {
  void runOnOperation() override {
    // The casts the conversions leave stand for an op that was not
    // converted: name that op, and a cast only when nothing else is left.
    Operation *unlowered = nullptr, *cast = nullptr;
    bool invalid = false;
    getOperation().walk([&](Operation *op) {
      if (auto inlineAsm = dyn_cast<LLVM::InlineAsmOp>(op)) {
        if (std::optional<std::string> error = verifyConstraints(inlineAsm)) {
          inlineAsm.emitError()
              << "has the constraints \"" << inlineAsm.getConstraints()
              << "\", which LLVM refuses: " << *error;
          invalid = true;
        }
        return WalkResult::advance();
      }
      if (isa<ModuleOp>(op) || isa<LLVM::LLVMDialect>(op->getDialect()))
        return WalkResult::advance();
      if (isa<UnrealizedConversionCastOp>(op)) {
        cast = cast ? cast : op;
        return WalkResult::advance();
      }
      unlowered = op;
      return WalkResult::interrupt();
    });
    if (Operation *op = unlowered ? unlowered : cast) {
      op->emitError() << "'" << op->getName()
                      << "' has no lowering to the LLVM dialect";
      invalid = true;
    }
    if (invalid || failed(prim::verifyTranslatable(getOperation())))
      signalPassFailure();
  }
};

} // namespace

LogicalResult mlir::prim::verifyTranslatable(Operation *module) {
  WalkResult globals = module->walk([](LLVM::GlobalOp global) {
    if (global.getAddrSpaceAttr())
      return WalkResult::advance();
    global.emitOpError("needs an integer 'addr_space'");
    return WalkResult::interrupt();
  });
  return failure(globals.wasInterrupted());
}
