//===- LowerWorkspaces.cpp - The prim-lower-workspaces pass ---------------===//

#include "ABIPass.h"

#include "prim/ABI/PackedABI.h"
#include "prim/Conversion/Passes.h"

#include "mlir/Conversion/LLVMCommon/TypeConverter.h"

namespace mlir::prim {
#define GEN_PASS_DEF_PRIMLOWERWORKSPACES
#include "prim/Conversion/Passes.h.inc"
} // namespace mlir::prim

using namespace mlir;
using namespace mlir::prim;

namespace {

struct PrimLowerWorkspacesPass
    : public ABIPass<
          PrimLowerWorkspacesPass,
          mlir::prim::impl::PrimLowerWorkspacesBase<PrimLowerWorkspacesPass>> {
  using ABIPass::ABIPass;

  LogicalResult runOnModule(ModuleOp module, PackedABI &abi) {
    LLVMTypeConverter converter(&getContext());
    for (auto func : llvm::to_vector(module.getOps<LLVM::LLVMFuncOp>()))
      if (!func.isExternal() &&
          failed(lowerWorkspaces(func, abi, converter, stackLimit)))
        return failure();
    return success();
  }
};

} // namespace
