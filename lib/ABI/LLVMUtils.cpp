//===- LLVMUtils.cpp - Small LLVM-dialect emission helpers ----------------===//

#include "prim/ABI/LLVMUtils.h"

#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Analysis/TargetLibraryInfo.h"
#include "llvm/IR/RuntimeLibcalls.h"
#include "llvm/Support/xxhash.h"
#include "llvm/TargetParser/Triple.h"

using namespace mlir;

Value prim::constInt(OpBuilder &b, Location loc, Type type, int64_t value) {
  return LLVM::ConstantOp::create(b, loc, type, b.getIntegerAttr(type, value));
}

Value prim::constI32(OpBuilder &b, Location loc, int64_t value) {
  return constInt(b, loc, b.getI32Type(), value);
}

Value prim::constI64(OpBuilder &b, Location loc, int64_t value) {
  return constInt(b, loc, b.getI64Type(), value);
}

LLVM::LLVMPointerType prim::ptrType(MLIRContext *context) {
  return LLVM::LLVMPointerType::get(context);
}

Value prim::bytePtr(OpBuilder &b, Location loc, Value base, int64_t offset) {
  if (offset == 0)
    return base;
  return LLVM::GEPOp::create(b, loc, ptrType(b.getContext()), b.getI8Type(),
                             base, ArrayRef<LLVM::GEPArg>{offset},
                             LLVM::GEPNoWrapFlags::inbounds);
}

Value prim::bytePtr(OpBuilder &b, Location loc, Value base, Value index,
                    int64_t elementSize, int64_t offset) {
  auto element =
      LLVM::LLVMArrayType::get(b.getI8Type(), static_cast<unsigned>(elementSize));
  Value element0 =
      LLVM::GEPOp::create(b, loc, ptrType(b.getContext()), element, base,
                          ArrayRef<LLVM::GEPArg>{index},
                          LLVM::GEPNoWrapFlags::inbounds);
  return bytePtr(b, loc, element0, offset);
}

Value prim::fieldPtr(OpBuilder &b, Location loc, LLVM::LLVMStructType type,
                     Value base, int32_t index) {
  return LLVM::GEPOp::create(b, loc, ptrType(b.getContext()), type, base,
                             ArrayRef<LLVM::GEPArg>{0, index});
}

Value prim::load(OpBuilder &b, Location loc, Type type, Value ptr,
                 int64_t offset) {
  return LLVM::LoadOp::create(b, loc, type, bytePtr(b, loc, ptr, offset));
}

void prim::store(OpBuilder &b, Location loc, Value value, Value ptr,
                 int64_t offset) {
  LLVM::StoreOp::create(b, loc, value, bytePtr(b, loc, ptr, offset));
}

ModuleOp prim::getParentModule(OpBuilder &b) {
  Operation *parent = b.getInsertionBlock()->getParentOp();
  if (auto module = dyn_cast<ModuleOp>(parent))
    return module;
  return parent->getParentOfType<ModuleOp>();
}

LLVM::LLVMFuncOp prim::getOrDeclareFunction(SymbolTable &symbols,
                                            StringRef name,
                                            LLVM::LLVMFunctionType type) {
  if (auto existing = symbols.lookup<LLVM::LLVMFuncOp>(name))
    return existing;
  auto module = cast<ModuleOp>(symbols.getOp());
  OpBuilder b = OpBuilder::atBlockEnd(module.getBody());
  auto declaration = LLVM::LLVMFuncOp::create(b, module.getLoc(), name, type);
  symbols.insert(declaration);
  return declaration;
}

LLVM::LLVMFuncOp
prim::getOrDefineHelper(SymbolTable &symbols, Location loc, StringRef name,
                        LLVM::LLVMFunctionType type, bool cold,
                        function_ref<void(OpBuilder &, Block *)> emitBody) {
  if (auto existing = symbols.lookup<LLVM::LLVMFuncOp>(name))
    return existing;
  auto module = cast<ModuleOp>(symbols.getOp());
  OpBuilder b = OpBuilder::atBlockEnd(module.getBody());
  auto helper =
      LLVM::LLVMFuncOp::create(b, loc, name, type, LLVM::Linkage::Internal);
  symbols.insert(helper);
  SmallVector<Attribute> passthrough = {b.getStringAttr("noinline")};
  if (cold)
    passthrough.push_back(b.getStringAttr("cold"));
  helper.setPassthroughAttr(b.getArrayAttr(passthrough));
  Block *entry = helper.addEntryBlock(b);
  b.setInsertionPointToStart(entry);
  emitBody(b, entry);
  return helper;
}

Value prim::getStringPtr(OpBuilder &b, Location loc, SymbolTable &symbols,
                         StringRef value) {
  // Name the global after its content so that equal strings share it.
  std::string name =
      "__prim_str_" + llvm::utohexstr(llvm::xxh3_64bits(value), true);
  auto global = symbols.lookup<LLVM::GlobalOp>(name);
  if (!global) {
    auto module = cast<ModuleOp>(symbols.getOp());
    OpBuilder moduleBuilder = OpBuilder::atBlockEnd(module.getBody());
    std::string text = value.str();
    text.push_back('\0');
    auto type = LLVM::LLVMArrayType::get(b.getI8Type(), text.size());
    global = LLVM::GlobalOp::create(moduleBuilder, loc, type,
                                    /*isConstant=*/true,
                                    LLVM::Linkage::Private, name,
                                    b.getStringAttr(text), /*alignment=*/1);
    global.setUnnamedAddr(LLVM::UnnamedAddr::Global);
    symbols.insert(global);
  }
  return LLVM::AddressOfOp::create(b, loc, global);
}

Value prim::entryAlloca(OpBuilder &b, Location loc, Type elementType,
                        int64_t numElements, int64_t alignment) {
  Operation *func = b.getInsertionBlock()->getParentOp();
  while (!isa<FunctionOpInterface>(func))
    func = func->getParentOp();
  Block &entry = func->getRegion(0).front();
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(&entry);
  Value count = constI64(b, loc, numElements);
  return LLVM::AllocaOp::create(b, loc, ptrType(b.getContext()), elementType,
                                count, alignment);
}

void prim::branchExpecting(OpBuilder &b, Location loc, Value ok,
                           Block *continuation, Block *failure) {
  LLVM::CondBrOp::create(b, loc, ok, continuation, ValueRange(), failure,
                         ValueRange(), std::make_pair(1u << 20, 1u));
}

/// Splits the current block at the insertion point, with a new block
/// between its halves, and leaves the builder at the end of the first half,
/// to branch from. Returns the new block and the continuation.
static std::pair<Block *, Block *> splitAroundNewBlock(RewriterBase &b) {
  Block *current = b.getInsertionBlock();
  Block *continuation = b.splitBlock(current, b.getInsertionPoint());
  Block *between = b.createBlock(continuation);
  b.setInsertionPointToEnd(current);
  return {between, continuation};
}

void prim::emitCheck(RewriterBase &b, Location loc, Value ok,
                     function_ref<void(OpBuilder &)> emitFailure) {
  auto [failure, continuation] = splitAroundNewBlock(b);
  branchExpecting(b, loc, ok, continuation, failure);
  b.setInsertionPointToStart(failure);
  emitFailure(b);
  b.setInsertionPointToStart(continuation);
}

void prim::emitCheck(RewriterBase &b, Location loc, Value ok,
                     Block *failure) {
  Block *current = b.getInsertionBlock();
  Block *continuation = b.splitBlock(current, b.getInsertionPoint());
  b.setInsertionPointToEnd(current);
  branchExpecting(b, loc, ok, continuation, failure);
  b.setInsertionPointToStart(continuation);
}

void prim::emitIf(RewriterBase &b, Location loc, Value condition,
                  function_ref<void(OpBuilder &)> then) {
  auto [body, continuation] = splitAroundNewBlock(b);
  LLVM::CondBrOp::create(b, loc, condition, body, continuation);
  b.setInsertionPointToStart(body);
  then(b);
  LLVM::BrOp::create(b, loc, continuation);
  b.setInsertionPointToStart(continuation);
}

void prim::emitReturnFailure(OpBuilder &b, Location loc) {
  LLVM::ReturnOp::create(b, loc, constI32(b, loc, -1));
}

bool mlir::prim::isLibraryFunction(StringRef name) {
  static const llvm::TargetLibraryInfoImpl libraryInfo{llvm::Triple()};
  llvm::LibFunc function;
  if (libraryInfo.getLibFunc(name, function))
    return true;
  auto runtimeCalls =
      llvm::RTLIB::RuntimeLibcallsInfo::lookupLibcallImplName(name);
  return runtimeCalls.begin() != runtimeCalls.end();
}

bool mlir::prim::isLinkerSymbol(StringRef name) {
  static const llvm::StringSet<> symbols = {"_init",
                                            "_fini",
                                            "_start",
                                            "_DYNAMIC",
                                            "_GLOBAL_OFFSET_TABLE_",
                                            "_PROCEDURE_LINKAGE_TABLE_",
                                            "_TLS_MODULE_BASE_",
                                            "_edata",
                                            "_end",
                                            "_etext",
                                            "__bss_start",
                                            "__data_start",
                                            "__dso_handle",
                                            "__ehdr_start",
                                            "__executable_start",
                                            "__gmon_start__",
                                            "__TMC_END__",
                                            "__FRAME_END__",
                                            "__GNU_EH_FRAME_HDR",
                                            "_IO_stdin_used",
                                            "_ITM_registerTMCloneTable",
                                            "_ITM_deregisterTMCloneTable",
                                            "__init_array_start",
                                            "__init_array_end",
                                            "__fini_array_start",
                                            "__fini_array_end",
                                            "__preinit_array_start",
                                            "__preinit_array_end"};
  return symbols.contains(name);
}
