//===- TVMLegacyABI.cpp - TVM's packed C ABI (TVM <= v0.20) ---------------===//

#include "prim/ABI/LLVMUtils.h"
#include "prim/ABI/PackedABI.h"
#include "prim/ABI/TVMLegacy.h"

using namespace mlir;

namespace {

/// `int f(TVMValue* args, int* type_codes, int num_args, TVMValue* ret,
///        int* ret_tcode, void* resource_handle)`; errors through
/// TVMAPISetLastError.
// The runtime functions (c_runtime_api.h, c_backend_api.h).
constexpr StringLiteral kLookup = "TVMBackendGetFuncFromEnv";
constexpr StringLiteral kRegistrar = "TVMBackendRegisterSystemLibSymbol";
constexpr StringLiteral kFuncCall = "TVMFuncCall";
constexpr StringLiteral kSetLastError = "TVMAPISetLastError";
constexpr StringLiteral kFuncGetGlobal = "TVMFuncGetGlobal";

class TVMLegacyABI final : public prim::PackedABI {
public:
  StringRef getName() const override { return "tvm-legacy"; }

  std::string getEntrySymbol(StringRef name) const override {
    return name.str();
  }

  LLVM::LLVMFunctionType getEntryType(MLIRContext *context) const override {
    Type ptr = prim::ptrType(context);
    Type i32 = IntegerType::get(context, 32);
    return LLVM::LLVMFunctionType::get(i32, {ptr, ptr, i32, ptr, ptr, ptr});
  }

  prim::EntryArgs getEntryArgs(LLVM::LLVMFuncOp entry) const override {
    Block &body = entry.getBody().front();
    return {body.getArgument(0), body.getArgument(1), body.getArgument(2),
            body.getArgument(3), body.getArgument(4), body.getArgument(5)};
  }

  StringRef getModuleContextSymbol() const override {
    return PRIM_TVM_MODULE_CTX_SYMBOL;
  }
  std::string getContextFunctionSymbol(StringRef name) const override {
    return (PRIM_TVM_CONTEXT_FUNC_PREFIX + name).str();
  }
  StringRef getLookupFunction() const override { return kLookup; }
  StringRef getSystemLibRegistrar() const override { return kRegistrar; }

  SmallVector<RuntimeFunction>
  getOwnRuntimeFunctions(MLIRContext *context) const override {
    Type ptr = prim::ptrType(context), i32 = IntegerType::get(context, 32);
    Type voidType = LLVM::LLVMVoidType::get(context);
    return {
        {kFuncCall,
         LLVM::LLVMFunctionType::get(i32, {ptr, ptr, ptr, i32, ptr, ptr})},
        {kSetLastError, LLVM::LLVMFunctionType::get(voidType, {ptr})},
        {kFuncGetGlobal, LLVM::LLVMFunctionType::get(i32, {ptr, ptr})},
    };
  }

  /// TVM's loader reads `__tvm_main__` as the name of the entry function.
  Operation *defineMainSymbol(OpBuilder &b, Location loc,
                              LLVM::LLVMFuncOp entry) const override {
    std::string value = entry.getSymName().str();
    value.push_back('\0');
    auto type = LLVM::LLVMArrayType::get(b.getI8Type(), value.size());
    return LLVM::GlobalOp::create(b, loc, type, /*isConstant=*/true,
                                  LLVM::Linkage::Weak, PRIM_TVM_MAIN_SYMBOL,
                                  b.getStringAttr(value), /*alignment=*/1);
  }

  /// TVM v0.20's loader reads no function metadata.
  void defineEntryMetadata(OpBuilder &, Location, StringRef,
                           ArrayRef<prim::ArgKind>,
                           std::optional<prim::ArgKind>,
                           std::optional<StringRef>) const override {}

  /// runtime.SystemLib(prefix) looks every symbol up as prefix + name
  /// first (SystemLibrary::GetSymbol).
  std::string getSystemLibMainSymbol(StringRef prefix) const override {
    return (prefix + PRIM_TVM_MAIN_SYMBOL).str();
  }

  int64_t getSlotSize() const override { return getLayout().getTVMValueSize(); }
  StringRef getArgStackKind() const override { return "arg_value"; }
  int64_t getValueOffset() const override { return 0; }

  int32_t getTypeCode(prim::ArgKind kind) const override {
    switch (kind) {
    case prim::ArgKind::Int:
    case prim::ArgKind::Bool: // TVM's legacy runtimes pass bools as ints.
      return kTVMArgInt;
    case prim::ArgKind::Float:
      return kTVMArgFloat;
    case prim::ArgKind::Handle:
      return kTVMOpaqueHandle;
    case prim::ArgKind::Null:
      return kTVMNullptr;
    case prim::ArgKind::Tensor:
      return kTVMDLTensorHandle;
    case prim::ArgKind::PackedFunc:
      return kTVMPackedFuncHandle;
    case prim::ArgKind::Str:
      return kTVMStr;
    }
    llvm_unreachable("unknown ArgKind");
  }

  SmallVector<int32_t> getAcceptedCodes(prim::ArgKind kind) const override {
    switch (kind) {
    case prim::ArgKind::Int:
    case prim::ArgKind::Bool:
      return {kTVMArgInt, kTVMArgBool};
    case prim::ArgKind::Float:
      return {kTVMArgFloat, kTVMArgInt, kTVMArgBool};
    case prim::ArgKind::Handle:
      // As the handle check of TVM v0.20's MakePackedAPI accepts them.
      return {kTVMOpaqueHandle, kTVMNullptr, kTVMDLTensorHandle,
              kTVMNDArrayHandle};
    case prim::ArgKind::Null:
      return {kTVMNullptr};
    case prim::ArgKind::Tensor:
      // An NDArray handle points at its DLTensor too.
      return {kTVMDLTensorHandle, kTVMNDArrayHandle};
    case prim::ArgKind::PackedFunc:
      return {kTVMPackedFuncHandle};
    case prim::ArgKind::Str:
      return {kTVMStr};
    }
    llvm_unreachable("unknown ArgKind");
  }

  std::pair<uint8_t, uint8_t> getBoolDType() const override {
    return {PRIM_TVM_BOOL_DTYPE_CODE, PRIM_TVM_BOOL_DTYPE_BITS};
  }

  std::optional<std::pair<int32_t, int64_t>>
  getTensorObjectCode() const override {
    return std::nullopt;
  }

  Value loadTypeCode(OpBuilder &b, Location loc, const prim::EntryArgs &entry,
                     int64_t index) const override {
    return prim::load(b, loc, b.getI32Type(), entry.typeCodes,
                      index * sizeof(int));
  }
  Value loadTypeCodeAt(OpBuilder &b, Location loc,
                       const prim::EntryArgs &entry,
                       Value index) const override {
    return LLVM::LoadOp::create(
        b, loc, b.getI32Type(),
        prim::bytePtr(b, loc, entry.typeCodes, index, sizeof(int), 0));
  }

  void storeEntryResult(OpBuilder &b, Location loc,
                        const prim::EntryArgs &entry, Value value,
                        prim::ArgKind kind) const override {
    prim::store(b, loc, value, entry.result);
    prim::store(b, loc, prim::constI32(b, loc, getTypeCode(kind)),
                entry.resultCode);
  }

  prim::CallSlots allocateCallSlots(OpBuilder &b, Location loc,
                                    int64_t maxArgs) const override {
    prim::CallSlots slots;
    slots.values =
        prim::entryAlloca(b, loc, b.getI64Type(), getSlotCount(maxArgs), 8);
    slots.typeCodes =
        prim::entryAlloca(b, loc, b.getI32Type(), getSlotCount(maxArgs), 4);
    slots.result = prim::entryAlloca(b, loc, b.getI64Type(), 1, 8);
    slots.resultCode = prim::entryAlloca(b, loc, b.getI32Type(), 1, 4);
    return slots;
  }

  void storeCallArg(OpBuilder &b, Location loc, const prim::CallSlots &slots,
                    int64_t index, Value value,
                    prim::ArgKind kind) const override {
    prim::store(b, loc, value, slots.values, index * getSlotSize());
    prim::store(b, loc, prim::constI32(b, loc, getTypeCode(kind)),
                slots.typeCodes, index * sizeof(int));
  }

  Value emitDirectCall(OpBuilder &b, Location loc, LLVM::LLVMFuncOp callee,
                       const prim::CallSlots &slots, int64_t numArgs,
                       Value resourceHandle) const override {
    if (!resourceHandle)
      resourceHandle = LLVM::ZeroOp::create(b, loc, prim::ptrType(b.getContext()));
    return LLVM::CallOp::create(
               b, loc, callee,
               ValueRange{slots.values, slots.typeCodes,
                          prim::constI32(b, loc, numArgs), slots.result,
                          slots.resultCode, resourceHandle})
        .getResult();
  }

  Value emitHandleCall(OpBuilder &b, Location loc, Value handle,
                       const prim::CallSlots &slots,
                       int64_t numArgs) const override {
    return emitRuntimeCall(b, loc, kFuncCall,
                           ValueRange{handle, slots.values, slots.typeCodes,
                                      prim::constI32(b, loc, numArgs),
                                      slots.result, slots.resultCode})
        .getResult();
  }

  Value emitGlobalLookup(OpBuilder &b, Location loc, Value name,
                         Value out) const override {
    return emitRuntimeCall(
               b, loc, kFuncGetGlobal,
               ValueRange{name, out})
        .getResult();
  }

  Value loadCallResultCode(OpBuilder &b, Location loc,
                           const prim::CallSlots &slots) const override {
    return prim::load(b, loc, b.getI32Type(), slots.resultCode);
  }

  /// The caller of TVMFuncCall owns an object result too, but Prim never
  /// receives one: handles it keeps as they are, and scalars are checked.
  std::optional<int32_t> getFirstOwnedResultCode() const override {
    return std::nullopt;
  }
  void emitReleaseResult(OpBuilder &, Location,
                         const prim::CallSlots &) const override {}

  /// ArgTypeCode2Str in tvm/runtime/packed_func.h.
  StringRef getTypeName(int32_t code) const override {
    switch (code) {
    case kTVMArgInt: return "int";
    case kTVMArgBool: return "bool";
    case PRIM_TVM_ARG_UINT: return "uint";
    case kTVMArgFloat: return "float";
    case kTVMStr: return "str";
    case kTVMBytes: return "bytes";
    case kTVMOpaqueHandle: return "handle";
    case kTVMNullptr: return "NULL";
    case kTVMDLTensorHandle: return "ArrayHandle";
    case kTVMDataType: return "DLDataType";
    case kDLDevice: return "DLDevice";
    case kTVMPackedFuncHandle: return "FunctionHandle";
    case kTVMModuleHandle: return "ModuleHandle";
    case kTVMNDArrayHandle: return "NDArrayContainer";
    case kTVMObjectHandle: return "Object";
    case kTVMObjectRValueRefArg: return "ObjectRValueRefArg";
    default: return "";
    }
  }
  ArrayRef<int32_t> getNamedTypeCodes() const override {
    static const int32_t codes[] = {
        kTVMArgInt,        kTVMArgBool,          kTVMArgFloat,
        PRIM_TVM_ARG_UINT, kTVMStr,              kTVMBytes,
        kTVMOpaqueHandle,  kTVMNullptr,          kTVMDLTensorHandle,
        kTVMDataType,      kDLDevice,            kTVMPackedFuncHandle,
        kTVMModuleHandle,  kTVMNDArrayHandle,    kTVMObjectHandle,
        kTVMObjectRValueRefArg};
    return codes;
  }
  /// TVM_LOG_INCORRECT_TYPE_CODE in tvm/runtime/packed_func.h.
  std::string formatConversionError(StringRef expected,
                                    StringRef found) const override {
    return ("expected " + expected + " but got " + found).str();
  }

  /// The legacy setter takes one string: the kind goes in front of the
  /// message, "TypeError: ...", which is how TVM's runtime and its Python
  /// front end tell the kinds apart.
  void emitSetError(OpBuilder &b, Location loc, Value kind,
                    Value message) const override {
    SymbolTable &symbols = getSymbolTable(b);
    MLIRContext *context = b.getContext();
    Type ptr = prim::ptrType(context);
    Type voidType = LLVM::LLVMVoidType::get(context);
    // void __prim_set_error_with_kind(ptr kind, ptr message), cold and out
    // of line like every error path.
    LLVM::LLVMFuncOp helper = prim::getOrDefineHelper(
        symbols, loc, "__prim_set_error_with_kind",
        LLVM::LLVMFunctionType::get(voidType, {ptr, ptr}), /*cold=*/true,
        [&](OpBuilder &hb, Block *body) {
          constexpr int64_t kSize = 1024;
          Value buffer = LLVM::AllocaOp::create(
              hb, loc, ptr, hb.getI8Type(), prim::constI64(hb, loc, kSize), 1);
          auto snprintf = declareRuntimeFunction(hb, "snprintf");
          LLVM::CallOp::create(
              hb, loc, snprintf,
              ValueRange{buffer, constSize(hb, loc, kSize),
                         prim::getStringPtr(hb, loc, symbols, "%s: %s"),
                         body->getArgument(0), body->getArgument(1)});
          emitRuntimeCall(hb, loc, kSetLastError, ValueRange{buffer});
          LLVM::ReturnOp::create(hb, loc, ValueRange());
        });
    LLVM::CallOp::create(b, loc, helper, ValueRange{kind, message});
  }
};

} // namespace

namespace mlir::prim {
std::unique_ptr<PackedABI> createTVMLegacyABI() {
  return std::make_unique<TVMLegacyABI>();
}
} // namespace mlir::prim
