//===- TVMFFIABI.cpp - The tvm-ffi ABI (TVM >= v0.22) ---------------------===//

#include "prim/ABI/LLVMUtils.h"
#include "prim/ABI/PackedABI.h"
#include "prim/ABI/TVMFFI.h"

using namespace mlir;

namespace {

/// `int __tvm_ffi_f(void* handle, const TVMFFIAny* args, int32_t num_args,
///                  TVMFFIAny* result)`; errors through
/// TVMFFIErrorSetRaisedFromCStr.
// The runtime functions (c_api.h).
constexpr StringLiteral kLookup = "TVMFFIEnvModLookupFromImports";
constexpr StringLiteral kRegistrar = "TVMFFIEnvModRegisterSystemLibSymbol";
constexpr StringLiteral kFunctionCall = "TVMFFIFunctionCall";
constexpr StringLiteral kErrorSetRaised = "TVMFFIErrorSetRaisedFromCStr";
constexpr StringLiteral kFunctionGetGlobal = "TVMFFIFunctionGetGlobal";
constexpr StringLiteral kObjectDecRef = "TVMFFIObjectDecRef";
constexpr StringLiteral kStringFromByteArray = "TVMFFIStringFromByteArray";
constexpr StringLiteral kStrlen = "strlen";
// The backend functions (PackedABI::getBackendFunctions) are called as TVM's
// code calls them under tvm-ffi too: TVM >= v0.22 registers them as context
// symbols (TVMFFIEnvModRegisterContextSymbol); tvm-ffi alone provides none.

class TVMFFIABI final : public prim::PackedABI {
public:
  StringRef getName() const override { return "tvm-ffi"; }

  std::string getEntrySymbol(StringRef name) const override {
    return (PRIM_TVM_FFI_SYMBOL_PREFIX + name).str();
  }

  LLVM::LLVMFunctionType getEntryType(MLIRContext *context) const override {
    Type ptr = prim::ptrType(context);
    Type i32 = IntegerType::get(context, 32);
    return LLVM::LLVMFunctionType::get(i32, {ptr, ptr, i32, ptr});
  }

  prim::EntryArgs getEntryArgs(LLVM::LLVMFuncOp entry) const override {
    Block &body = entry.getBody().front();
    prim::EntryArgs args;
    args.resourceHandle = body.getArgument(0);
    args.args = body.getArgument(1);
    args.numArgs = body.getArgument(2);
    args.result = body.getArgument(3);
    return args;
  }

  StringRef getModuleContextSymbol() const override {
    return PRIM_TVM_FFI_LIBRARY_CTX_SYMBOL;
  }
  std::string getContextFunctionSymbol(StringRef name) const override {
    return (PRIM_TVM_FFI_CONTEXT_SYMBOL_PREFIX + name).str();
  }
  StringRef getLookupFunction() const override { return kLookup; }
  StringRef getSystemLibRegistrar() const override { return kRegistrar; }

  SmallVector<RuntimeFunction>
  getOwnRuntimeFunctions(MLIRContext *context) const override {
    Type ptr = prim::ptrType(context), i32 = IntegerType::get(context, 32);
    Type voidType = LLVM::LLVMVoidType::get(context);
    return {
        {kFunctionCall, LLVM::LLVMFunctionType::get(i32, {ptr, ptr, i32, ptr})},
        {kErrorSetRaised, LLVM::LLVMFunctionType::get(voidType, {ptr, ptr})},
        {kFunctionGetGlobal, LLVM::LLVMFunctionType::get(i32, {ptr, ptr})},
        {kObjectDecRef, LLVM::LLVMFunctionType::get(i32, {ptr})},
        {kStringFromByteArray, LLVM::LLVMFunctionType::get(i32, {ptr, ptr})},
        {kStrlen,
         LLVM::LLVMFunctionType::get(getLayout().getSizeType(context), {ptr})},
    };
  }

  /// `__tvm_ffi_main` is itself a packed function: a weak one that forwards
  /// to the entry, as TVM's code generator emits it.
  Operation *defineMainSymbol(OpBuilder &b, Location loc,
                              LLVM::LLVMFuncOp entry) const override {
    // The entry of a function called `main` is already the main symbol.
    if (entry.getSymName() == PRIM_TVM_FFI_MAIN_SYMBOL)
      return entry;
    auto main = LLVM::LLVMFuncOp::create(b, loc, PRIM_TVM_FFI_MAIN_SYMBOL,
                                         getEntryType(b.getContext()),
                                         LLVM::Linkage::Weak);
    OpBuilder::InsertionGuard guard(b);
    Block *body = main.addEntryBlock(b);
    b.setInsertionPointToStart(body);
    auto call = LLVM::CallOp::create(b, loc, entry, body->getArguments());
    // A call, not a second copy of the always-inlined entry.
    call.setNoInline(true);
    LLVM::ReturnOp::create(b, loc, call.getResult());
    return main;
  }

  /// `__tvm_ffi__metadata_<name>` returns, as an ffi.String, what
  /// TVM_FFI_DLL_EXPORT_TYPED_FUNC's getter returns (tvm/ffi/function.h):
  /// {"type_schema":<the JSON string of {"type":"ffi.Function","args":[
  /// result, params...]}>}, each type as its TypeTraits::TypeSchema gives
  /// it (a buffer is a TensorView, "DLTensor*"). `__tvm_ffi__doc_<name>`
  /// returns `doc`, when there is one.
  void defineEntryMetadata(OpBuilder &b, Location loc, StringRef name,
                           ArrayRef<prim::ArgKind> params,
                           std::optional<prim::ArgKind> result,
                           std::optional<StringRef> doc) const override {
    auto schemaOf = [&](std::optional<prim::ArgKind> kind) {
      StringRef type = kind ? getTypeName(getTypeCode(*kind)) : "None";
      return (R"({"type":")" + type + R"("})").str();
    };
    std::string schema = R"({"type":"ffi.Function","args":[)" + schemaOf(result);
    for (prim::ArgKind param : params)
      schema += "," + schemaOf(param);
    schema += "]}";
    std::string metadata = R"({"type_schema":")";
    for (char c : schema) {
      if (c == '"' || c == '\\' || c == '/')
        metadata.push_back('\\');
      metadata.push_back(c);
    }
    metadata += R"("})";

    defineStringGetter(b, loc, (PRIM_TVM_FFI_METADATA_PREFIX + name).str(),
                       metadata);
    // TVM_FFI_DLL_EXPORT_TYPED_FUNC_DOC's getter returns the text as is.
    if (doc)
      defineStringGetter(b, loc, (PRIM_TVM_FFI_DOC_PREFIX + name).str(), *doc);
  }

  /// Defines `symbol`, a packed function that returns `value` as an
  /// ffi.String made by the runtime (as tvm-ffi's getters make it, so that
  /// it outlives this library).
  void defineStringGetter(OpBuilder &b, Location loc, StringRef symbol,
                          StringRef value) const {
    ModuleOp module = prim::getParentModule(b);
    SymbolTable &symbols = getSymbolTable(module);
    MLIRContext *context = b.getContext();
    Type ptr = prim::ptrType(context), i64 = b.getI64Type();
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToEnd(module.getBody());
    auto getter = LLVM::LLVMFuncOp::create(b, loc, symbol, getEntryType(context));
    symbols.insert(getter);
    getter->setAttr(prim::PackedABI::kMetadataAttrName, b.getUnitAttr());
    b.setInsertionPointToStart(getter.addEntryBlock(b));
    Value bytes =
        LLVM::AllocaOp::create(b, loc, ptr, i64, prim::constI64(b, loc, 2), 8);
    const prim::ByteArrayLayout &byteArray = getLayout().getByteArray();
    prim::store(b, loc, prim::getStringPtr(b, loc, symbols, value), bytes,
                byteArray.data);
    prim::store(b, loc, constSize(b, loc, static_cast<int64_t>(value.size())),
                bytes, byteArray.size);
    Value status =
        emitRuntimeCall(b, loc, kStringFromByteArray,
                        ValueRange{bytes, getEntryArgs(getter).result})
            .getResult();
    LLVM::ReturnOp::create(b, loc, status);
  }

  /// ffi.SystemLib(prefix) looks functions up as "__tvm_ffi_" + prefix +
  /// name (SystemLibrary::GetSymbolWithSymbolPrefix).
  std::string getSystemLibMainSymbol(StringRef prefix) const override {
    return getEntrySymbol((prefix + "main").str());
  }

  int64_t getSlotSize() const override {
    return getLayout().getTVMFFIAny().size;
  }
  StringRef getArgStackKind() const override { return "tvm_ffi_any"; }
  int64_t getValueOffset() const override {
    return getLayout().getTVMFFIAny().value;
  }

  int32_t getTypeCode(prim::ArgKind kind) const override {
    switch (kind) {
    case prim::ArgKind::Int:
      return kTVMFFIInt;
    case prim::ArgKind::Bool:
      return kTVMFFIBool;
    case prim::ArgKind::Float:
      return kTVMFFIFloat;
    case prim::ArgKind::Handle:
      return kTVMFFIOpaquePtr;
    case prim::ArgKind::Null:
      return kTVMFFINone;
    case prim::ArgKind::Tensor:
      return kTVMFFIDLTensorPtr;
    case prim::ArgKind::PackedFunc:
      return kTVMFFIFunction;
    case prim::ArgKind::Str:
      return kTVMFFIRawStr;
    }
    llvm_unreachable("unknown ArgKind");
  }

  SmallVector<int32_t> getAcceptedCodes(prim::ArgKind kind) const override {
    switch (kind) {
    case prim::ArgKind::Int:
    case prim::ArgKind::Bool:
      return {kTVMFFIInt, kTVMFFIBool};
    case prim::ArgKind::Float:
      return {kTVMFFIFloat, kTVMFFIInt, kTVMFFIBool};
    case prim::ArgKind::Handle:
      return {kTVMFFIOpaquePtr, kTVMFFINone, kTVMFFIDLTensorPtr};
    case prim::ArgKind::Null:
      return {kTVMFFINone};
    case prim::ArgKind::Tensor:
      return {kTVMFFIDLTensorPtr};
    case prim::ArgKind::PackedFunc:
      return {kTVMFFIFunction};
    case prim::ArgKind::Str:
      return {kTVMFFIRawStr};
    }
    llvm_unreachable("unknown ArgKind");
  }

  std::pair<uint8_t, uint8_t> getBoolDType() const override {
    return {PRIM_TVM_FFI_BOOL_DTYPE_CODE, PRIM_TVM_FFI_BOOL_DTYPE_BITS};
  }

  std::optional<std::pair<int32_t, int64_t>>
  getTensorObjectCode() const override {
    return std::make_pair<int32_t, int64_t>(
        kTVMFFITensor, getLayout().getTensorObjectDLTensorOffset());
  }

  Value loadTypeCode(OpBuilder &b, Location loc, const prim::EntryArgs &entry,
                     int64_t index) const override {
    return prim::load(b, loc, b.getI32Type(), entry.args,
                      index * getSlotSize() +
                          getLayout().getTVMFFIAny().typeIndex);
  }
  Value loadTypeCodeAt(OpBuilder &b, Location loc,
                       const prim::EntryArgs &entry,
                       Value index) const override {
    return LLVM::LoadOp::create(
        b, loc, b.getI32Type(),
        prim::bytePtr(b, loc, entry.args, index, getSlotSize(),
                      getLayout().getTVMFFIAny().typeIndex));
  }

  void storeEntryResult(OpBuilder &b, Location loc,
                        const prim::EntryArgs &entry, Value value,
                        prim::ArgKind kind) const override {
    storeAny(b, loc, entry.result, value, kind);
  }

  prim::CallSlots allocateCallSlots(OpBuilder &b, Location loc,
                                    int64_t maxArgs) const override {
    // Each TVMFFIAny as two i64 words, so the slots are 8-byte aligned.
    prim::CallSlots slots;
    slots.values = prim::entryAlloca(b, loc, b.getI64Type(),
                                     2 * getSlotCount(maxArgs), 8);
    slots.result = prim::entryAlloca(b, loc, b.getI64Type(), 2, 8);
    return slots;
  }

  void storeCallArg(OpBuilder &b, Location loc, const prim::CallSlots &slots,
                    int64_t index, Value value,
                    prim::ArgKind kind) const override {
    storeAny(b, loc, prim::bytePtr(b, loc, slots.values, index * getSlotSize()),
             value, kind);
  }

  Value emitDirectCall(OpBuilder &b, Location loc, LLVM::LLVMFuncOp callee,
                       const prim::CallSlots &slots, int64_t numArgs,
                       Value resourceHandle) const override {
    presetResult(b, loc, slots);
    if (!resourceHandle)
      resourceHandle =
          LLVM::ZeroOp::create(b, loc, prim::ptrType(b.getContext()));
    return LLVM::CallOp::create(b, loc, callee,
                                ValueRange{resourceHandle, slots.values,
                                           prim::constI32(b, loc, numArgs),
                                           slots.result})
        .getResult();
  }

  Value emitHandleCall(OpBuilder &b, Location loc, Value handle,
                       const prim::CallSlots &slots,
                       int64_t numArgs) const override {
    presetResult(b, loc, slots);
    return emitRuntimeCall(b, loc, kFunctionCall,
                           ValueRange{handle, slots.values,
                                      prim::constI32(b, loc, numArgs),
                                      slots.result})
        .getResult();
  }

  /// TVMFFIFunctionGetGlobal takes the name as a TVMFFIByteArray.
  Value emitGlobalLookup(OpBuilder &b, Location loc, Value name,
                         Value out) const override {
    MLIRContext *context = b.getContext();
    Type ptr = prim::ptrType(context), i64 = b.getI64Type();
    auto strlen = declareRuntimeFunction(b, kStrlen);
    Value bytes = LLVM::AllocaOp::create(b, loc, ptr, i64,
                                         prim::constI64(b, loc, 2), 8);
    const prim::ByteArrayLayout &byteArray = getLayout().getByteArray();
    prim::store(b, loc, name, bytes, byteArray.data);
    prim::store(
        b, loc,
        LLVM::CallOp::create(b, loc, strlen, ValueRange{name}).getResult(),
        bytes, byteArray.size);
    return emitRuntimeCall(
               b, loc, kFunctionGetGlobal,
               ValueRange{bytes, out})
        .getResult();
  }

  Value loadCallResultCode(OpBuilder &b, Location loc,
                           const prim::CallSlots &slots) const override {
    return prim::load(b, loc, b.getI32Type(), slots.result,
                      getLayout().getTVMFFIAny().typeIndex);
  }

  std::optional<int32_t> getFirstOwnedResultCode() const override {
    return kTVMFFIStaticObjectBegin;
  }

  /// Through one cold helper per module, so that a caller's size (and
  /// whether LLVM inlines it) barely changes.
  void emitReleaseResult(OpBuilder &b, Location loc,
                         const prim::CallSlots &slots) const override {
    MLIRContext *context = b.getContext();
    Type ptr = prim::ptrType(context);
    // void __prim_release_result(TVMFFIAny* result)
    LLVM::LLVMFuncOp helper = prim::getOrDefineHelper(
        getSymbolTable(b), loc, "__prim_release_result",
        LLVM::LLVMFunctionType::get(LLVM::LLVMVoidType::get(context), {ptr}),
        /*cold=*/true, [&](OpBuilder &hb, Block *body) {
          Value object =
              prim::load(hb, loc, ptr, body->getArgument(0), getValueOffset());
          emitRuntimeCall(hb, loc, kObjectDecRef, ValueRange{object});
          LLVM::ReturnOp::create(hb, loc, ValueRange());
        });
    LLVM::CallOp::create(b, loc, helper, ValueRange{slots.result});
  }

  /// tvm::ffi::StaticTypeKey.
  StringRef getTypeName(int32_t code) const override {
    switch (code) {
    case kTVMFFINone: return "None";
    case kTVMFFIInt: return "int";
    case kTVMFFIBool: return "bool";
    case kTVMFFIFloat: return "float";
    case kTVMFFIOpaquePtr: return "void*";
    case kTVMFFIDataType: return "DataType";
    case kTVMFFIDevice: return "Device";
    case kTVMFFIDLTensorPtr: return "DLTensor*";
    case kTVMFFIRawStr: return "const char*";
    case kTVMFFISmallStr:
    case kTVMFFIStr: return "ffi.String";
    case kTVMFFISmallBytes:
    case kTVMFFIBytes: return "ffi.Bytes";
    case kTVMFFIFunction: return "ffi.Function";
    case kTVMFFIShape: return "ffi.Shape";
    case kTVMFFITensor: return "ffi.Tensor";
    case kTVMFFIArray: return "ffi.Array";
    case kTVMFFIMap: return "ffi.Map";
    case kTVMFFIModule: return "ffi.Module";
    case kTVMFFIOpaquePyObject: return "ffi.OpaquePyObject";
    default: return "";
    }
  }
  ArrayRef<int32_t> getNamedTypeCodes() const override {
    static const int32_t codes[] = {
        kTVMFFINone,     kTVMFFIInt,       kTVMFFIBool,     kTVMFFIFloat,
        kTVMFFIOpaquePtr, kTVMFFIDataType, kTVMFFIDevice,   kTVMFFIDLTensorPtr,
        kTVMFFIRawStr,   kTVMFFISmallStr,  kTVMFFIStr,      kTVMFFISmallBytes,
        kTVMFFIBytes,    kTVMFFIFunction,  kTVMFFIShape,    kTVMFFITensor,
        kTVMFFIArray,    kTVMFFIMap,       kTVMFFIModule,   kTVMFFIOpaquePyObject};
    return codes;
  }
  /// Any::cast's message in tvm/ffi/any.h.
  std::string formatConversionError(StringRef expected,
                                    StringRef found) const override {
    return ("Cannot convert from type `" + found + "` to `" + expected + "`")
        .str();
  }

  void emitSetError(OpBuilder &b, Location loc, Value kind,
                    Value message) const override {
    emitRuntimeCall(b, loc, kErrorSetRaised, ValueRange{kind, message});
  }

private:
  /// Fills one TVMFFIAny: type index, a zero padding word, then the value.
  /// A pointer narrower than the value slot leaves its rest zero, as
  /// tvm-ffi's TVM_FFI_CLEAR_PTR_PADDING_IN_FFI_ANY does.
  void storeAny(OpBuilder &b, Location loc, Value any, Value value,
                prim::ArgKind kind) const {
    const prim::TVMFFIAnyLayout &layout = getLayout().getTVMFFIAny();
    prim::store(b, loc, prim::constI32(b, loc, getTypeCode(kind)), any,
                layout.typeIndex);
    prim::store(b, loc, prim::constI32(b, loc, 0), any, layout.padding);
    if (isa<LLVM::LLVMPointerType>(value.getType()) &&
        getLayout().getPointerSize() < layout.size - layout.value)
      prim::store(b, loc, prim::constI64(b, loc, 0), any, layout.value);
    prim::store(b, loc, value, any, layout.value);
  }

  /// The caller presets the result to None.
  void presetResult(OpBuilder &b, Location loc,
                    const prim::CallSlots &slots) const {
    storeAny(b, loc, slots.result, prim::constI64(b, loc, 0),
             prim::ArgKind::Null);
  }
};

} // namespace

namespace mlir::prim {
std::unique_ptr<PackedABI> createTVMFFIABI() {
  return std::make_unique<TVMFFIABI>();
}

/// tvm-ffi names the entry point of `name` __tvm_ffi_<name>, which must not
/// be one of its own symbols (those begin with __tvm_ffi__).
std::optional<std::string> describeTVMFFIReservedName(StringRef name) {
  std::string entry = (PRIM_TVM_FFI_SYMBOL_PREFIX + name).str();
  for (StringRef own : {PRIM_TVM_FFI_METADATA_PREFIX, PRIM_TVM_FFI_DOC_PREFIX,
                        PRIM_TVM_FFI_CUBIN_PREFIX})
    if (StringRef(entry).starts_with(own))
      return ("name '" + name + "' gives the tvm-ffi entry point '" + entry +
              "', which begins with '" + own + "', as tvm-ffi's own symbols do")
          .str();
  if (entry == PRIM_TVM_FFI_LIBRARY_CTX_SYMBOL ||
      entry == PRIM_TVM_FFI_LIBRARY_BIN_SYMBOL)
    return ("name '" + name + "' gives the tvm-ffi entry point '" + entry +
            "', one of tvm-ffi's own symbols")
        .str();
  return std::nullopt;
}
} // namespace mlir::prim
