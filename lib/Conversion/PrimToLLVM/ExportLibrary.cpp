//===- ExportLibrary.cpp - The symbols a TVM loader reads -----------------===//
//
// A library that TVM's runtimes load carries, besides its packed functions,
// a module context global that the loader fills in, a main symbol, and for
// system libraries a constructor that registers every symbol. Which symbols
// and how is the ABI object's business; this pass finds the entries and asks.
//
//===----------------------------------------------------------------------===//

#include "ABIPass.h"

#include "prim/ABI/LLVMUtils.h"
#include "prim/ABI/PackedABI.h"
#include "prim/Conversion/Passes.h"
#include "prim/Conversion/PrimToLLVM/PrimToLLVM.h"
#include "prim/Dialect/Prim/IR/PrimOps.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/raw_ostream.h"

namespace mlir::prim {
#define GEN_PASS_DEF_PRIMEXPORTLIBRARY
#include "prim/Conversion/Passes.h.inc"
} // namespace mlir::prim

using namespace mlir;
using namespace mlir::prim;

std::vector<LLVM::LLVMFuncOp>
mlir::prim::getLibraryEntries(ModuleOp module, const PackedABI &abi) {
  LLVM::LLVMFunctionType entryType = abi.getEntryType(module.getContext());
  std::vector<LLVM::LLVMFuncOp> entries;
  for (auto func : module.getOps<LLVM::LLVMFuncOp>())
    if (!func.isExternal() && func.isPublic() &&
        func.getLinkage() == LLVM::Linkage::External &&
        func.getFunctionType() == entryType &&
        !func->hasAttr(PackedABI::kMetadataAttrName))
      entries.push_back(func);
  return entries;
}

/// Reports at `module` a system-lib prefix that getLibraryABI refuses.
static LogicalResult verifySystemLibPrefix(ModuleOp module, StringRef prefix,
                                           StringRef pass) {
  if (prefix.empty())
    return success();
  if (!isCIdentifier(prefix)) {
    std::string escaped;
    llvm::raw_string_ostream os(escaped);
    llvm::printEscapedString(prefix, os);
    return module.emitError()
           << pass << ": system-lib prefix \"" << escaped
           << "\" is not a C identifier, which the symbols it begins must be";
  }
  if (prefix.starts_with("__"))
    return module.emitError()
           << pass << ": system-lib prefix '" << prefix
           << "' begins with '__', which C reserves and Prim uses for the "
              "symbols it generates";
  return success();
}

std::unique_ptr<PackedABI> mlir::prim::getLibraryABI(ModuleOp module,
                                                     StringRef abiName,
                                                     StringRef prefix,
                                                     StringRef pass) {
  std::unique_ptr<PackedABI> abi =
      PackedABI::getOrReport(abiName, module, pass);
  if (!abi || failed(verifySystemLibPrefix(module, prefix, pass)))
    return nullptr;
  return abi;
}

namespace {

/// The entry of `main`, else the only entry, else none.
LLVM::LLVMFuncOp getMainEntry(ArrayRef<LLVM::LLVMFuncOp> entries,
                              const PackedABI &abi) {
  std::string mainSymbol = abi.getEntrySymbol("main");
  for (LLVM::LLVMFuncOp entry : entries)
    if (entry.getSymName() == mainSymbol)
      return entry;
  return entries.size() == 1 ? entries.front() : LLVM::LLVMFuncOp();
}

/// Gives every entry of a system library of symbol prefix `prefix` the name
/// under which the ABI's SystemLib(prefix) looks it up, which is also its
/// symbol: two such libraries linked into one program do not clash.
void prefixEntries(ModuleOp module, ArrayRef<LLVM::LLVMFuncOp> entries,
                   const PackedABI &abi, StringRef prefix) {
  SymbolTable &symbols = abi.getSymbolTable(module);
  std::string entryPrefix = abi.getEntrySymbol("");
  for (LLVM::LLVMFuncOp entry : entries) {
    StringRef name = entry.getSymName().drop_front(entryPrefix.size());
    (void)symbols.rename(entry, abi.getEntrySymbol((prefix + name).str()));
  }
}

/// Defines an internal constructor that registers every entry, the main
/// symbol and the context global with the ABI's system-lib registrar, in
/// module order. Both runtimes' SystemLib(prefix) look the context up as
/// prefix + its name.
void defineSystemLibConstructor(ModuleOp module,
                                ArrayRef<LLVM::LLVMFuncOp> entries,
                                Operation *main, const PackedABI &abi,
                                StringRef prefix) {
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
    auto registerSymbol = [&](StringRef name, StringRef symbol) {
      Value address = LLVM::AddressOfOp::create(b, loc, ptr, symbol);
      LLVM::CallOp::create(b, loc, registrar,
                           ValueRange{getStringPtr(b, loc, symbols, name),
                                      address});
    };
    for (LLVM::LLVMFuncOp entry : entries)
      registerSymbol(entry.getSymName(), entry.getSymName());
    if (main && !llvm::is_contained(entries, main)) {
      StringRef symbol = SymbolTable::getSymbolName(main);
      registerSymbol(symbol, symbol);
    }
    StringRef context = abi.getModuleContextSymbol();
    registerSymbol((prefix + context).str(), context);
    LLVM::ReturnOp::create(b, loc, ValueRange());
  }
  LLVM::GlobalCtorsOp::create(
      b, loc, b.getArrayAttr({FlatSymbolRefAttr::get(context, kConstructor)}),
      b.getI32ArrayAttr({65535}),
      b.getArrayAttr({LLVM::ZeroAttr::get(context)}));
}

struct ExportLibraryPass
    : public ABIPass<ExportLibraryPass, mlir::prim::impl::PrimExportLibraryBase<
                                            ExportLibraryPass>> {
  using ABIPass::ABIPass;

  std::unique_ptr<PackedABI> getABI(ModuleOp module) {
    return getLibraryABI(module, this->abi, systemLibPrefix, getArgument());
  }

  LogicalResult runOnModule(ModuleOp module, PackedABI &abi) {
    if (failed(
            abi.verifySymbols(module, PackedABI::ModuleContext::NotDefinedYet)))
      return failure();
    if (part)
      return success();
    std::vector<LLVM::LLVMFuncOp> entries = getLibraryEntries(module, abi);
    abi.defineModuleContext(module);
    Operation *main = nullptr;
    if (LLVM::LLVMFuncOp mainEntry = getMainEntry(entries, abi)) {
      OpBuilder b = OpBuilder::atBlockEnd(module.getBody());
      main = abi.defineMainSymbol(b, module.getLoc(), mainEntry);
    }
    if (!systemLib && systemLibPrefix.empty())
      return success();
    if (!systemLibPrefix.empty()) {
      prefixEntries(module, entries, abi, systemLibPrefix);
      if (main && !llvm::is_contained(entries, main))
        (void)abi.getSymbolTable(module).rename(
            main, abi.getSystemLibMainSymbol(systemLibPrefix));
    }
    // A system library's context is found through its registration only;
    // internal, it stays apart from another system library's in one program.
    auto context = abi.getSymbolTable(module).lookup<LLVM::GlobalOp>(
        abi.getModuleContextSymbol());
    context.setLinkage(LLVM::Linkage::Internal);
    context.setVisibility_(LLVM::Visibility::Default);
    if (SymbolRefAttr comdat = context.getComdatAttr()) {
      SymbolTable::lookupSymbolIn(module, comdat)->erase();
      context.removeComdatAttr();
    }
    defineSystemLibConstructor(module, entries, main, abi, systemLibPrefix);
    return success();
  }
};

} // namespace
