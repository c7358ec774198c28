//===- PackedABI.cpp - What every packed ABI shares -----------------------===//

#include "prim/ABI/PackedABI.h"
#include "prim/ABI/LLVMUtils.h"
#include "prim/ABI/LibraryDescription.h"

#include "llvm/ADT/StringSet.h"

using namespace mlir;

namespace mlir::prim {
std::unique_ptr<PackedABI> createTVMLegacyABI();
std::unique_ptr<PackedABI> createTVMFFIABI();
std::optional<std::string> describeTVMFFIReservedName(llvm::StringRef name);
} // namespace mlir::prim

/// The prefixes of the symbols Prim generates: helpers, string constants and
/// handle caches (`__prim_`), and the ABIs' entry points, context, main and
/// metadata symbols (`__tvm_`).
static constexpr llvm::StringLiteral kGeneratedPrefixes[] = {"__tvm_",
                                                             "__prim_"};

prim::PackedABI::~PackedABI() = default;

/// The COMDAT groups of the module's own definitions, as LLVM's importer
/// names them.
static constexpr llvm::StringLiteral kComdatRegion = "__llvm_global_comdat";

/// Makes `global` a definition that every object of a library carries and
/// the link keeps once. Exported, so that the loader finds it with dlsym,
/// yet bound to the library itself: its own code reads it directly, not
/// through the GOT. Not weak where the object format has COMDATs: GNU ld
/// (binutils 2.40, aarch64) refuses a non-PIE static executable that reads
/// weak protected data directly ("copy relocation against non-copyable
/// protected symbol"), so it is external, in a COMDAT group of its own.
static void defineOncePerLink(ModuleOp module, SymbolTable &symbols,
                              LLVM::GlobalOp global, bool comdats) {
  global.setVisibility_(LLVM::Visibility::Protected);
  global.setDsoLocal(true);
  if (!comdats) {
    global.setLinkage(LLVM::Linkage::Weak);
    return;
  }
  global.setLinkage(LLVM::Linkage::External);
  auto region = symbols.lookup<LLVM::ComdatOp>(kComdatRegion);
  if (!region) {
    OpBuilder b = OpBuilder::atBlockBegin(module.getBody());
    region = LLVM::ComdatOp::create(b, module.getLoc(), kComdatRegion);
    symbols.insert(region);
  }
  OpBuilder b = OpBuilder::atBlockEnd(&region.getBody().front());
  auto selector = LLVM::ComdatSelectorOp::create(
      b, global.getLoc(), global.getSymName(), LLVM::comdat::Comdat::Any);
  global.setComdatAttr(SymbolRefAttr::get(region.getSymNameAttr(),
                                          FlatSymbolRefAttr::get(selector)));
}

std::unique_ptr<prim::PackedABI> prim::PackedABI::get(StringRef name) {
  if (name == "tvm-legacy")
    return createTVMLegacyABI();
  if (name == "tvm-ffi")
    return createTVMFFIABI();
  return nullptr;
}

std::unique_ptr<prim::PackedABI>
prim::PackedABI::get(StringRef name, const TargetLayout &layout) {
  std::unique_ptr<PackedABI> abi = get(name);
  if (abi)
    abi->layout = layout;
  return abi;
}

std::unique_ptr<prim::PackedABI>
prim::PackedABI::getOrReport(StringRef name, ModuleOp module, StringRef pass) {
  std::unique_ptr<PackedABI> abi = get(name, TargetLayout::get(module));
  if (!abi)
    module.emitError() << pass << ": unknown ABI '" << name
                       << "'; expected one of " << getKnownNames();
  return abi;
}

Value prim::PackedABI::getArgValuePtr(OpBuilder &b, Location loc,
                                      const EntryArgs &entry,
                                      int64_t index) const {
  return bytePtr(b, loc, entry.args, index * getSlotSize() + getValueOffset());
}

Value prim::PackedABI::getArgValuePtrAt(OpBuilder &b, Location loc,
                                        const EntryArgs &entry,
                                        Value index) const {
  return bytePtr(b, loc, entry.args, index, getSlotSize(), getValueOffset());
}

Value prim::PackedABI::loadCallResult(OpBuilder &b, Location loc,
                                      const CallSlots &slots, Type type,
                                      Value code) const {
  Value ptr = bytePtr(b, loc, slots.result, getValueOffset());
  if (isa<LLVM::LLVMPointerType>(type))
    return LLVM::LoadOp::create(b, loc, type, ptr);
  if (isa<FloatType>(type)) {
    Value wide = LLVM::LoadOp::create(b, loc, b.getF64Type(), ptr);
    if (code) {
      Value asInt = LLVM::LoadOp::create(b, loc, b.getI64Type(), ptr);
      Value isFloat =
          LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::eq, code,
                               constI32(b, loc, getTypeCode(ArgKind::Float)));
      wide = LLVM::SelectOp::create(
          b, loc, isFloat, wide,
          LLVM::SIToFPOp::create(b, loc, b.getF64Type(), asInt));
    }
    return type.isF64() ? wide : LLVM::FPTruncOp::create(b, loc, type, wide);
  }
  Value wide = LLVM::LoadOp::create(b, loc, b.getI64Type(), ptr);
  if (type.isInteger(1))
    return LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::ne, wide,
                                constI64(b, loc, 0));
  return type.isInteger(64) ? wide
                            : LLVM::TruncOp::create(b, loc, type, wide);
}

/// `int snprintf(char*, size_t, const char*, ...)`, which formats the
/// messages of failed checks.
static constexpr StringLiteral kSnprintf = "snprintf";

LLVM::LLVMFunctionType
prim::PackedABI::getSnprintfType(MLIRContext *context) const {
  Type ptr = prim::ptrType(context);
  return LLVM::LLVMFunctionType::get(IntegerType::get(context, 32),
                                     {ptr, layout.getSizeType(context), ptr},
                                     /*isVarArg=*/true);
}

Value prim::PackedABI::constSize(OpBuilder &b, Location loc,
                                 int64_t value) const {
  return constInt(b, loc, layout.getSizeType(b.getContext()), value);
}

prim::PackedABI::BackendFunctions prim::PackedABI::getBackendFunctions() const {
  return {"TVMBackendAllocWorkspace", "TVMBackendFreeWorkspace",
          "TVMBackendParallelLaunch", "TVMBackendParallelBarrier"};
}

SmallVector<prim::PackedABI::RuntimeFunction>
prim::PackedABI::getRuntimeFunctions(MLIRContext *context) const {
  Type ptr = ptrType(context), i32 = IntegerType::get(context, 32);
  BackendFunctions backend = getBackendFunctions();
  SmallVector<RuntimeFunction> functions = {
      {backend.allocWorkspace,
       LLVM::LLVMFunctionType::get(
           ptr, {i32, i32, IntegerType::get(context, 64), i32, i32})},
      {backend.freeWorkspace,
       LLVM::LLVMFunctionType::get(i32, {i32, i32, ptr})},
      {backend.parallelLaunch,
       LLVM::LLVMFunctionType::get(i32, {ptr, ptr, i32})},
      {backend.parallelBarrier, LLVM::LLVMFunctionType::get(i32, {i32, ptr})},
      {getLookupFunction(), LLVM::LLVMFunctionType::get(i32, {ptr, ptr, ptr})},
      {getSystemLibRegistrar(), LLVM::LLVMFunctionType::get(i32, {ptr, ptr})},
  };
  llvm::append_range(functions, getOwnRuntimeFunctions(context));
  return functions;
}

LLVM::LLVMFunctionType
prim::PackedABI::getRuntimeFunctionType(MLIRContext *context,
                                        StringRef name) const {
  if (name == kSnprintf)
    return getSnprintfType(context);
  for (const RuntimeFunction &function : getRuntimeFunctions(context))
    if (function.name == name)
      return function.type;
  llvm_unreachable("not a runtime function of this ABI");
}

LLVM::LLVMFuncOp
prim::PackedABI::declareRuntimeFunction(OpBuilder &b, StringRef name) const {
  return getOrDeclareFunction(getSymbolTable(b), name,
                              getRuntimeFunctionType(b.getContext(), name));
}

LogicalResult
prim::PackedABI::verifySymbols(ModuleOp module,
                               ModuleContext moduleContext) const {
  MLIRContext *context = module.getContext();
  SymbolTable &symbols = getSymbolTable(module);
  SmallVector<RuntimeFunction> functions = getRuntimeFunctions(context);
  functions.push_back({kSnprintf, getSnprintfType(context)});
  bool ok = true;
  for (const RuntimeFunction &function : functions) {
    Operation *op = symbols.lookup(function.name);
    auto declaration = dyn_cast_or_null<LLVM::LLVMFuncOp>(op);
    if (!op || (declaration && declaration.isExternal() &&
                declaration.getFunctionType() == function.type))
      continue;
    op->emitError() << "'" << function.name
                    << "' is a function the code for the " << getName()
                    << " ABI calls, of type " << function.type
                    << "; a symbol of that name must be its declaration";
    ok = false;
  }
  // The context global as defineModuleContext defines it (internal once a
  // system library registers it itself). A user's global of that name, even
  // of that shape, would stand in for it: internal, no loader could fill it.
  if (Operation *op = symbols.lookup(getModuleContextSymbol())) {
    auto global = dyn_cast<LLVM::GlobalOp>(op);
    auto isDefinedOncePerLink = [&] {
      LLVM::Linkage linkage = global.getLinkage();
      return linkage == LLVM::Linkage::Weak ||
             linkage == LLVM::Linkage::Internal ||
             (linkage == LLVM::Linkage::External && global.getComdatAttr());
    };
    if (moduleContext == ModuleContext::NotDefinedYet || !global ||
        global.getType() != ptrType(context) || !isDefinedOncePerLink()) {
      op->emitError() << "'" << getModuleContextSymbol()
                      << "' is the module context global of the " << getName()
                      << " ABI, which Prim defines";
      ok = false;
    }
  }
  return success(ok);
}

LogicalResult
prim::PackedABI::verifyReservedNames(ModuleOp module,
                                     ArrayRef<std::string> entries) const {
  llvm::StringSet<> pointers;
  for (const RuntimeFunction &function :
       getRuntimeFunctions(module.getContext()))
    pointers.insert(getContextFunctionSymbol(function.name));
  bool ok = true;
  for (Operation &op : module.getBody()->getOperations()) {
    auto symbol =
        op.getAttrOfType<StringAttr>(SymbolTable::getSymbolAttrName());
    // prim-describe-library, which runs first, defines the description and
    // refuses any other symbol of its name.
    if (!symbol || llvm::is_contained(entries, symbol.getValue()) ||
        symbol.getValue() == PRIM_LIBRARY_DESCRIPTION_SYMBOL)
      continue;
    StringRef name = symbol.getValue();
    if (pointers.contains(name)) {
      op.emitError() << "'" << name << "' is reserved: the code for the "
                     << getName() << " ABI calls " << name.drop_front(2)
                     << " through it";
      ok = false;
    } else if (llvm::any_of(kGeneratedPrefixes, [&](StringRef prefix) {
                 return name.starts_with(prefix);
               })) {
      op.emitError() << "'" << name
                     << "' is reserved: Prim generates the symbols whose "
                        "names begin with __prim_ or __tvm_";
      ok = false;
    }
  }
  return success(ok);
}

std::optional<std::string>
prim::PackedABI::describeReservedFunctionName(StringRef name) {
  for (StringRef prefix : kGeneratedPrefixes)
    if (name.starts_with(prefix))
      return ("name '" + name + "' begins with '" + prefix +
              "', which the symbols Prim generates begin with")
          .str();
  if (std::optional<std::string> why = describeTVMFFIReservedName(name))
    return why;
  if (isLinkerSymbol(name))
    return ("name '" + name +
            "' is a symbol the linker or the C runtime's start files define")
        .str();
  return std::nullopt;
}

SymbolTable &prim::PackedABI::getSymbolTable(OpBuilder &b) const {
  return getSymbolTable(getParentModule(b));
}

void prim::PackedABI::defineModuleContext(ModuleOp module) const {
  StringRef name = getModuleContextSymbol();
  SymbolTable &symbols = getSymbolTable(module);
  if (symbols.lookup(name))
    return;
  OpBuilder b = OpBuilder::atBlockBegin(module.getBody());
  Location loc = module.getLoc();
  // The loader stores the module context here; weak so that every object of
  // a library shares one. Protected: the loader still finds it with dlsym,
  // but the library reads its own copy, never one that another library
  // exports to the global scope.
  auto global = LLVM::GlobalOp::create(b, loc, ptrType(b.getContext()),
                                       /*isConstant=*/false,
                                       LLVM::Linkage::Weak, name, Attribute(),
                                       /*alignment=*/8);
  symbols.insert(global);
  defineOncePerLink(module, symbols, global, layout.hasComdats());
  Block *init = b.createBlock(&global.getInitializerRegion());
  b.setInsertionPointToStart(init);
  LLVM::ReturnOp::create(b, loc,
                         LLVM::ZeroOp::create(b, loc, ptrType(b.getContext())));
}

LLVM::CallOp prim::PackedABI::emitRuntimeCall(OpBuilder &b, Location loc,
                                              StringRef name,
                                              ValueRange args) const {
  return emitRuntimeCall(b, loc, name, loadRuntimeFunction(b, loc, name),
                         args);
}

LLVM::CallOp prim::PackedABI::emitRuntimeCall(OpBuilder &b, Location loc,
                                              StringRef name, Value callee,
                                              ValueRange args) const {
  SmallVector<Value> operands{callee};
  llvm::append_range(operands, args);
  return LLVM::CallOp::create(
      b, loc, getRuntimeFunctionType(b.getContext(), name), operands);
}

Value prim::PackedABI::loadRuntimeFunction(OpBuilder &b, Location loc,
                                           StringRef name) const {
  ModuleOp module = getParentModule(b);
  LLVM::LLVMFunctionType type = getRuntimeFunctionType(b.getContext(), name);
  SymbolTable &symbols = getSymbolTable(module);
  std::string pointerName = getContextFunctionSymbol(name);
  Type ptr = ptrType(b.getContext());
  if (!symbols.lookup(pointerName)) {
    // The pointer starts as a weak reference to the function itself: a host
    // that has the runtime in its global scope, or links a system library
    // with it, needs no loader; under RTLD_LOCAL the loader fills it in.
    auto function = getOrDeclareFunction(symbols, name, type);
    function.setLinkage(LLVM::Linkage::ExternWeak);
    OpBuilder mb = OpBuilder::atBlockBegin(module.getBody());
    auto global = LLVM::GlobalOp::create(mb, loc, ptr, /*isConstant=*/false,
                                         LLVM::Linkage::Weak, pointerName,
                                         Attribute(), /*alignment=*/8);
    symbols.insert(global);
    defineOncePerLink(module, symbols, global, layout.hasComdats());
    mb.setInsertionPointToStart(mb.createBlock(&global.getInitializerRegion()));
    LLVM::ReturnOp::create(mb, loc,
                           LLVM::AddressOfOp::create(mb, loc, ptr, name));
  }
  return LLVM::LoadOp::create(
      b, loc, ptr, LLVM::AddressOfOp::create(b, loc, ptr, pointerName));
}

Value prim::PackedABI::emitLookup(OpBuilder &b, Location loc, StringRef name,
                                  Value out) const {
  ModuleOp module = getParentModule(b);
  SymbolTable &symbols = getSymbolTable(module);
  defineModuleContext(module);
  MLIRContext *context = b.getContext();
  Type ptr = ptrType(context), i32 = b.getI32Type();
  // i32 __prim_lookup_function(ptr name, ptr out): runs once per name (the
  // handle is cached), so it stays out of line.
  LLVM::LLVMFuncOp helper = getOrDefineHelper(
      symbols, loc, "__prim_lookup_function",
      LLVM::LLVMFunctionType::get(i32, {ptr, ptr}), /*cold=*/false,
      [&](OpBuilder &hb, Block *entry) {
        Value nameArg = entry->getArgument(0), outArg = entry->getArgument(1);
        Region &body = *entry->getParent();
        Block *viaModule = hb.createBlock(&body);
        Block *viaGlobal = hb.createBlock(&body);
        Block *checkFound = hb.createBlock(&body);
        Block *missing = hb.createBlock(&body);
        Block *done = hb.createBlock(&body, body.end(), {i32}, {loc});

        hb.setInsertionPointToStart(entry);
        Value libraryContext = LLVM::LoadOp::create(
            hb, loc, ptr,
            LLVM::AddressOfOp::create(hb, loc, ptr, getModuleContextSymbol()));
        Value null = LLVM::ZeroOp::create(hb, loc, ptr);
        LLVM::CondBrOp::create(hb, loc,
                               LLVM::ICmpOp::create(hb, loc,
                                                    LLVM::ICmpPredicate::eq,
                                                    libraryContext, null),
                               viaGlobal, viaModule);

        hb.setInsertionPointToStart(viaModule);
        Value status =
            emitRuntimeCall(hb, loc, getLookupFunction(),
                            ValueRange{libraryContext, nameArg, outArg})
                .getResult();
        LLVM::BrOp::create(hb, loc, ValueRange{status}, done);

        hb.setInsertionPointToStart(viaGlobal);
        LLVM::StoreOp::create(hb, loc, LLVM::ZeroOp::create(hb, loc, ptr),
                              outArg);
        Value globalStatus = emitGlobalLookup(hb, loc, nameArg, outArg);
        LLVM::CondBrOp::create(
            hb, loc,
            LLVM::ICmpOp::create(hb, loc, LLVM::ICmpPredicate::eq, globalStatus,
                                 constI32(hb, loc, 0)),
            checkFound, ValueRange(), done, ValueRange{globalStatus});

        hb.setInsertionPointToStart(checkFound);
        Value found = LLVM::LoadOp::create(hb, loc, ptr, outArg);
        LLVM::CondBrOp::create(
            hb, loc,
            LLVM::ICmpOp::create(hb, loc, LLVM::ICmpPredicate::eq, found,
                                 LLVM::ZeroOp::create(hb, loc, ptr)),
            missing, ValueRange(), done, ValueRange{constI32(hb, loc, 0)});

        hb.setInsertionPointToStart(missing);
        constexpr int64_t kSize = 512;
        Value buffer = LLVM::AllocaOp::create(hb, loc, ptr, hb.getI8Type(),
                                              constI64(hb, loc, kSize), 1);
        auto snprintf = declareRuntimeFunction(hb, kSnprintf);
        LLVM::CallOp::create(
            hb, loc, snprintf,
            ValueRange{buffer, constSize(hb, loc, kSize),
                       getStringPtr(hb, loc, symbols,
                                    "Cannot find function %s in the global "
                                    "registry (the library has no module "
                                    "context: it was not loaded by the "
                                    "runtime's loader)"),
                       nameArg});
        emitSetError(hb, loc, getStringPtr(hb, loc, symbols, "RuntimeError"),
                     buffer);
        LLVM::BrOp::create(hb, loc, ValueRange{constI32(hb, loc, -1)}, done);

        hb.setInsertionPointToStart(done);
        LLVM::ReturnOp::create(hb, loc, done->getArgument(0));
      });
  return LLVM::CallOp::create(
             b, loc, helper,
             ValueRange{getStringPtr(b, loc, symbols, name), out})
      .getResult();
}

void prim::PackedABI::emitSetError(OpBuilder &b, Location loc, StringRef kind,
                                   StringRef message) const {
  SymbolTable &symbols = getSymbolTable(b);
  emitSetError(b, loc, getStringPtr(b, loc, symbols, kind),
               getStringPtr(b, loc, symbols, message));
}

/// The printf format that prints `message` as written, with `found` (an
/// i64) in place of its `{}`: user text never acts as a directive.
static std::string toPrintfFormat(StringRef message) {
  size_t placeholder = message.find("{}");
  std::string format;
  for (size_t i = 0, e = message.size(); i < e; ++i) {
    if (i == placeholder) {
      format += "%lld";
      ++i;
      continue;
    }
    if (message[i] == '%')
      format += '%';
    format += message[i];
  }
  return format;
}

void prim::PackedABI::emitRaiseFormatted(OpBuilder &b, Location loc,
                                         StringRef kind, StringRef message,
                                         Value found) const {
  SymbolTable &symbols = getSymbolTable(b);
  MLIRContext *context = b.getContext();
  Type ptr = ptrType(context), i64 = b.getI64Type(), i32 = b.getI32Type();
  // i32 __prim_raise_formatted(ptr kind, ptr format, i64 found): formats
  // the message, reports it and returns -1.
  LLVM::LLVMFuncOp helper = getOrDefineHelper(
      symbols, loc, "__prim_raise_formatted",
      LLVM::LLVMFunctionType::get(i32, {ptr, ptr, i64}), /*cold=*/true,
      [&](OpBuilder &hb, Block *body) {
        constexpr int64_t kSize = 512;
        Value buffer = LLVM::AllocaOp::create(hb, loc, ptr, hb.getI8Type(),
                                              constI64(hb, loc, kSize), 1);
        auto snprintf = declareRuntimeFunction(hb, kSnprintf);
        LLVM::CallOp::create(hb, loc, snprintf,
                             ValueRange{buffer, constSize(hb, loc, kSize),
                                        body->getArgument(1),
                                        body->getArgument(2)});
        emitSetError(hb, loc, body->getArgument(0), buffer);
        LLVM::ReturnOp::create(hb, loc, constI32(hb, loc, -1));
      });
  Value wide = found;
  if (isa<LLVM::LLVMPointerType>(found.getType()))
    wide = LLVM::PtrToIntOp::create(b, loc, i64, found);
  else if (found.getType() != i64)
    wide = LLVM::SExtOp::create(b, loc, i64, found);
  Value status = LLVM::CallOp::create(
                     b, loc, helper,
                     ValueRange{getStringPtr(b, loc, symbols, kind),
                                getStringPtr(b, loc, symbols,
                                             toPrintfFormat(message)),
                                wide})
                     .getResult();
  LLVM::ReturnOp::create(b, loc, status);
}
