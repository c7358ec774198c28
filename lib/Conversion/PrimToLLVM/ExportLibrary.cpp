//===- ExportLibrary.cpp - The symbols a TVM loader reads -----------------===//
//
// A library that TVM's runtimes load carries, besides its packed functions,
// a module context global that the loader fills in, a main symbol, and for
// system libraries a constructor that registers every symbol. Which symbols
// and how is the ABI object's business; this pass finds the entries and asks.
//
//===----------------------------------------------------------------------===//

#include "prim/ABI/LLVMUtils.h"
#include "prim/ABI/PackedABI.h"
#include "prim/Conversion/Passes.h"

namespace mlir::prim {
#define GEN_PASS_DEF_PRIMEXPORTLIBRARY
#include "prim/Conversion/Passes.h.inc"
} // namespace mlir::prim

using namespace mlir;
using namespace mlir::prim;

namespace {

/// The exported packed functions: public definitions with the entry type.
SmallVector<LLVM::LLVMFuncOp> getEntries(ModuleOp module,
                                         const PackedABI &abi) {
  LLVM::LLVMFunctionType entryType = abi.getEntryType(module.getContext());
  SmallVector<LLVM::LLVMFuncOp> entries;
  for (auto func : module.getOps<LLVM::LLVMFuncOp>())
    if (!func.isExternal() && func.isPublic() &&
        func.getLinkage() == LLVM::Linkage::External &&
        func.getFunctionType() == entryType)
      entries.push_back(func);
  return entries;
}

/// The entry of `main`, else the only entry, else none.
LLVM::LLVMFuncOp getMainEntry(ArrayRef<LLVM::LLVMFuncOp> entries,
                              const PackedABI &abi) {
  std::string mainSymbol = abi.getEntrySymbol("main");
  for (LLVM::LLVMFuncOp entry : entries)
    if (entry.getSymName() == mainSymbol)
      return entry;
  return entries.size() == 1 ? entries.front() : LLVM::LLVMFuncOp();
}

/// Defines an internal constructor that registers every entry and the
/// context global with the ABI's system-lib registrar, in module order.
void defineSystemLibConstructor(ModuleOp module,
                                ArrayRef<LLVM::LLVMFuncOp> entries,
                                const PackedABI &abi) {
  MLIRContext *context = module.getContext();
  Location loc = module.getLoc();
  OpBuilder b = OpBuilder::atBlockEnd(module.getBody());
  Type ptr = ptrType(context);
  SymbolTable &symbols = abi.getSymbolTable(module);
  auto registrar = abi.declareRuntimeFunction(b, abi.getSystemLibRegistrar());

  constexpr StringLiteral kConstructor = "__prim_register_system_lib";
  auto constructor = LLVM::LLVMFuncOp::create(
      b, loc, kConstructor,
      LLVM::LLVMFunctionType::get(LLVM::LLVMVoidType::get(context), {}),
      LLVM::Linkage::Internal);
  {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(constructor.addEntryBlock(b));
    auto registerSymbol = [&](StringRef name) {
      Value address = LLVM::AddressOfOp::create(b, loc, ptr, name);
      LLVM::CallOp::create(b, loc, registrar,
                           ValueRange{getStringPtr(b, loc, symbols, name),
                                      address});
    };
    for (LLVM::LLVMFuncOp entry : entries)
      registerSymbol(entry.getSymName());
    registerSymbol(abi.getModuleContextSymbol());
    LLVM::ReturnOp::create(b, loc, ValueRange());
  }
  LLVM::GlobalCtorsOp::create(
      b, loc, b.getArrayAttr({FlatSymbolRefAttr::get(context, kConstructor)}),
      b.getI32ArrayAttr({65535}),
      b.getArrayAttr({LLVM::ZeroAttr::get(context)}));
}

struct ExportLibraryPass
    : public mlir::prim::impl::PrimExportLibraryBase<ExportLibraryPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    std::unique_ptr<PackedABI> abi =
        PackedABI::getOrReport(this->abi, module, getArgument());
    if (!abi)
      return signalPassFailure();

    if (failed(abi->verifySymbols(module)))
      return signalPassFailure();
    SmallVector<LLVM::LLVMFuncOp> entries = getEntries(module, *abi);
    abi->defineModuleContext(module);
    if (LLVM::LLVMFuncOp main = getMainEntry(entries, *abi)) {
      OpBuilder b = OpBuilder::atBlockEnd(module.getBody());
      abi->defineMainSymbol(b, module.getLoc(), main);
    }
    if (systemLib)
      defineSystemLibConstructor(module, entries, *abi);
  }
};

} // namespace
