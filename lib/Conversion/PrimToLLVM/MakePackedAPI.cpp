//===- MakePackedAPI.cpp - Packed entry points for prim.funcs -------------===//
//
// Emits, for each public packed prim.func, the checking wrapper that TVM's
// MakePackedAPI builds: argument count, type codes, then every DLTensor field
// the body relies on, each with its own message; then the call of the native
// body. When a caller in the same module calls this wrapper with values it
// just stored, LLVM folds every check away.
//
//===----------------------------------------------------------------------===//

#include "Buffers.h"
#include "EntryChecks.h"

#include "prim/ABI/LLVMUtils.h"
#include "prim/ABI/PackedABI.h"
#include "prim/Conversion/Passes.h"
#include "prim/Dialect/Prim/IR/PrimOps.h"

#include "mlir/Conversion/LLVMCommon/TypeConverter.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/Support/FormatVariadic.h"

#include <dlpack/dlpack.h>

namespace mlir::prim {
#define GEN_PASS_DEF_PRIMMAKEPACKEDAPI
#include "prim/Conversion/Passes.h.inc"
} // namespace mlir::prim

using namespace mlir;
using namespace mlir::prim;

namespace {

// DLTensor field offsets (dlpack.h).
constexpr int64_t kDataOffset = offsetof(DLTensor, data);
constexpr int64_t kDeviceTypeOffset = offsetof(DLTensor, device);
constexpr int64_t kDeviceIdOffset = offsetof(DLTensor, device) + 4;
constexpr int64_t kNDimOffset = offsetof(DLTensor, ndim);
constexpr int64_t kDTypeCodeOffset = offsetof(DLTensor, dtype);
constexpr int64_t kDTypeBitsOffset = offsetof(DLTensor, dtype) + 1;
constexpr int64_t kDTypeLanesOffset = offsetof(DLTensor, dtype) + 2;
constexpr int64_t kShapeOffset = offsetof(DLTensor, shape);
constexpr int64_t kStridesOffset = offsetof(DLTensor, strides);
constexpr int64_t kByteOffsetOffset = offsetof(DLTensor, byte_offset);

StringRef describeKind(ArgKind kind) {
  switch (kind) {
  case ArgKind::Int:
    return "an integer";
  case ArgKind::Bool:
    return "a bool";
  case ArgKind::Float:
    return "a float";
  case ArgKind::Handle:
    return "a handle";
  case ArgKind::Null:
    return "None";
  case ArgKind::Tensor:
    return "a tensor";
  case ArgKind::PackedFunc:
    return "a function";
  }
  llvm_unreachable("unknown ArgKind");
}

/// Emits the body of one packed entry point.
class EntryEmitter {
public:
  EntryEmitter(IRRewriter &b, const PackedABI &abi, FuncOp compute,
               StringRef name, LLVM::LLVMFuncOp entry, bool checkAlignment,
               const LLVMTypeConverter &converter)
      : b(b), abi(abi), compute(compute), name(name),
        module(entry->getParentOfType<ModuleOp>()), loc(compute.getLoc()),
        args(abi.getEntryArgs(entry)), checkAlignment(checkAlignment),
        converter(converter), bigEndian(isBigEndian(module)) {
  }

  void emit() {
    ArrayRef<Type> params = compute.getArgumentTypes();
    std::optional<unsigned> handleIndex = compute.getResourceHandleIndex();
    int64_t numPacked = compute.getNumDataArguments();

    // The argument count, then the argument array.
    Value numArgs = args.numArgs;
    check(icmp(LLVM::ICmpPredicate::eq, numArgs,
               constI32(b, loc, numPacked)),
          "TypeError",
          formatv("{0}: expected {1} arguments, found {{}", name, numPacked),
          numArgs);
    if (numPacked > 0)
      check(notNull(args.args), "TypeError",
            formatv("{0}: the argument array is NULL, but {1} arguments "
                    "are expected",
                    name, numPacked),
            {});

    // Every type code before any value is read.
    SmallVector<Value> codes;
    for (int64_t i = 0; i < numPacked; ++i)
      codes.push_back(checkTypeCode(i, params[i]));

    SmallVector<Value> operands;
    for (int64_t i = 0; i < numPacked; ++i) {
      Value value = abi.getArgValuePtr(b, loc, args, i);
      if (auto buffer = dyn_cast<MemRefType>(params[i]))
        operands.push_back(bindBuffer(i, buffer, value, codes[i]));
      else
        operands.push_back(bindScalar(params[i], value, codes[i]));
    }
    if (handleIndex)
      operands.push_back(castTo(b, loc, args.resourceHandle,
                                params[*handleIndex]));

    auto call = CallTIROp::create(b, loc, compute.getResultTypes(),
                                  compute.getSymName(), operands);
    if (call->getNumResults() == 1)
      storeResult(call->getResult(0));
    LLVM::ReturnOp::create(b, loc, constI32(b, loc, 0));
  }

private:
  template <typename... Ts>
  std::string formatv(const char *format, Ts &&...values) {
    return llvm::formatv(format, std::forward<Ts>(values)...).str();
  }

  Value icmp(LLVM::ICmpPredicate predicate, Value lhs, Value rhs) {
    return LLVM::ICmpOp::create(b, loc, predicate, lhs, rhs);
  }
  Value notNull(Value ptr) {
    return icmp(LLVM::ICmpPredicate::ne, ptr,
                LLVM::ZeroOp::create(b, loc, ptrType(b.getContext())));
  }
  Value anyOf(ArrayRef<Value> conditions) {
    Value result = conditions.front();
    for (Value condition : conditions.drop_front())
      result = LLVM::OrOp::create(b, loc, result, condition);
    return result;
  }

  /// Fails with `message` unless `ok`. The `{}` in `message` shows `found`,
  /// widened to i64.
  void check(Value ok, StringRef kind, const std::string &message,
             Value found) {
    emitCheck(b, loc, ok, [&](OpBuilder &) {
      if (found) {
        abi.emitRaiseFormatted(b, loc, kind, message, found);
        return;
      }
      abi.emitSetError(b, loc, kind, message);
      emitReturnFailure(b, loc);
    });
  }

  /// Checks `ok` on the hot path. When it fails, `diagnoseChecks` emits the
  /// detailed checks that say what is wrong; one of them fails by
  /// construction, and a last resort reports `ok` itself.
  void diagnose(Value ok, function_ref<void()> diagnoseChecks) {
    emitCheck(b, loc, ok, [&](OpBuilder &) {
      diagnoseChecks();
      abi.emitSetError(b, loc, "ValueError",
                       formatv("{0}: a combined check failed", name));
      emitReturnFailure(b, loc);
    });
  }

  std::string argName(int64_t index) {
    return entry_checks::argName(name, index);
  }

  Value checkTypeCode(int64_t index, Type param) {
    ArgKind kind = getArgKind(param);
    Value code = abi.loadTypeCode(b, loc, args, index);
    SmallVector<int32_t> accepted = abi.getAcceptedCodes(kind);
    if (kind == ArgKind::Tensor)
      if (auto object = abi.getTensorObjectCode())
        accepted.push_back(object->first);
    SmallVector<Value> matches;
    std::string list;
    for (int32_t candidate : accepted) {
      matches.push_back(icmp(LLVM::ICmpPredicate::eq, code,
                             constI32(b, loc, candidate)));
      list += (list.empty() ? "" : ", ") + std::to_string(candidate);
    }
    check(anyOf(matches), "TypeError",
          formatv("{0}: expected {1} (type code {2}), found type code {{}",
                  argName(index), describeKind(kind), list),
          code);
    return code;
  }

  Value bindScalar(Type param, Value valuePtr, Value code) {
    Type i64 = b.getI64Type();
    if (isa<HandleType, PackedFuncType>(param))
      return castTo(b, loc,
                    LLVM::LoadOp::create(b, loc, ptrType(b.getContext()),
                                         valuePtr),
                    param);
    if (auto floatType = dyn_cast<FloatType>(param)) {
      // An int or bool argument converts to a float parameter, as both
      // runtimes convert it.
      Value asInt = LLVM::LoadOp::create(b, loc, i64, valuePtr);
      Value asFloat = LLVM::LoadOp::create(b, loc, b.getF64Type(), valuePtr);
      Value isFloat = icmp(LLVM::ICmpPredicate::eq, code,
                           constI32(b, loc, abi.getTypeCode(ArgKind::Float)));
      Value widened = LLVM::SIToFPOp::create(b, loc, b.getF64Type(), asInt);
      Value value = LLVM::SelectOp::create(b, loc, isFloat, asFloat, widened);
      if (!floatType.isF64())
        value = LLVM::FPTruncOp::create(b, loc, floatType, value);
      return value;
    }
    Value value = LLVM::LoadOp::create(b, loc, i64, valuePtr);
    if (param.isInteger(1))
      return icmp(LLVM::ICmpPredicate::ne, value, constI64(b, loc, 0));
    unsigned width = param.isIndex() ? 64 : param.getIntOrFloatBitWidth();
    if (width < 64)
      value = LLVM::TruncOp::create(b, loc, b.getIntegerType(width), value);
    return castTo(b, loc, value, param);
  }

  Value bindBuffer(int64_t index, MemRefType type, Value valuePtr,
                   Value code) {
    std::string arg = argName(index);
    Type ptr = ptrType(b.getContext());
    Type i8 = b.getI8Type(), i16 = b.getI16Type(), i32 = b.getI32Type(),
         i64 = b.getI64Type();
    Value tensor = LLVM::LoadOp::create(b, loc, ptr, valuePtr);
    // An owning tensor object carries its DLTensor after its header.
    if (auto object = abi.getTensorObjectCode()) {
      Value isObject = icmp(LLVM::ICmpPredicate::eq, code,
                            constI32(b, loc, object->first));
      tensor = LLVM::SelectOp::create(
          b, loc, isObject, bytePtr(b, loc, tensor, object->second), tensor);
    }
    check(notNull(tensor), "TypeError",
          formatv("{0}: expected a non-NULL DLTensor*", arg), {});

    int64_t rank = type.getRank();
    Value ndim = load(b, loc, i32, tensor, kNDimOffset);
    check(icmp(LLVM::ICmpPredicate::eq, ndim, constI32(b, loc, rank)),
          "ValueError", formatv("{0}: expected ndim {1}, found {{}", arg, rank),
          ndim);

    DLDType dtype = getDLDType(type.getElementType(), abi);
    auto checkField = [&](Type fieldType, int64_t offset, int64_t expected,
                          StringRef what) {
      Value field = load(b, loc, fieldType, tensor, offset);
      Value wide = LLVM::ZExtOp::create(b, loc, i64, field);
      check(icmp(LLVM::ICmpPredicate::eq, wide, constI64(b, loc, expected)),
            "TypeError",
            formatv("{0}: expected {1} {2}, found {{}", arg, what, expected),
            wide);
    };
    // The hot path compares the 4-byte DLDataType as one word; which field
    // is wrong is worked out only once it is known to be wrong.
    uint32_t expectedWord = dtype.getWord(bigEndian);
    Value dtypeWord = load(b, loc, i32, tensor, kDTypeCodeOffset);
    diagnose(icmp(LLVM::ICmpPredicate::eq, dtypeWord,
                  constI32(b, loc, static_cast<int32_t>(expectedWord))),
             [&] {
               checkField(i8, kDTypeCodeOffset, dtype.code, "dtype code");
               checkField(i8, kDTypeBitsOffset, dtype.bits, "dtype bits");
               checkField(i16, kDTypeLanesOffset, dtype.lanes, "dtype lanes");
             });

    BufferParts parts;
    Value shape = load(b, loc, ptr, tensor, kShapeOffset);
    for (int64_t dim = 0; dim < rank; ++dim) {
      Value size = load(b, loc, i64, shape, dim * 8);
      int64_t expected = type.getDimSize(dim);
      if (!ShapedType::isDynamic(expected)) {
        check(icmp(LLVM::ICmpPredicate::eq, size, constI64(b, loc, expected)),
              "ValueError",
              entry_checks::shapeMismatch(arg, dim, expected),
              size);
        size = constI64(b, loc, expected);
      }
      parts.sizes.push_back(size);
    }
    parts.strides = bindStrides(arg, type, tensor, parts.sizes);

    int64_t elementBytes = getElementBytes(type.getElementType());
    Value byteOffset = load(b, loc, i64, tensor, kByteOffsetOffset);
    auto checkDivisible = [&] {
      check(icmp(LLVM::ICmpPredicate::eq,
                 LLVM::URemOp::create(b, loc, byteOffset,
                                      constI64(b, loc, elementBytes)),
                 constI64(b, loc, 0)),
            "ValueError",
            entry_checks::byteOffsetNotDivisible(arg, elementBytes),
            byteOffset);
    };
    SmallVector<int64_t> staticStrides;
    int64_t staticOffset;
    (void)type.getStridesAndOffset(staticStrides, staticOffset);
    if (ShapedType::isDynamic(staticOffset)) {
      checkDivisible();
      parts.offset = LLVM::UDivOp::create(b, loc, byteOffset,
                                          constI64(b, loc, elementBytes));
    } else {
      // A static offset: the hot path needs only the equality; a failure
      // reports a misaligned offset first, as a dynamic offset would.
      int64_t expectedBytes = staticOffset * elementBytes;
      diagnose(icmp(LLVM::ICmpPredicate::eq, byteOffset,
                    constI64(b, loc, expectedBytes)),
               [&] {
                 checkDivisible();
                 check(icmp(LLVM::ICmpPredicate::eq, byteOffset,
                            constI64(b, loc, expectedBytes)),
                       "ValueError",
                       entry_checks::byteOffsetMismatch(arg, expectedBytes),
                       byteOffset);
               });
      // packBuffer takes the static offset from the type.
    }

    Value deviceType = load(b, loc, i32, tensor, kDeviceTypeOffset);
    check(icmp(LLVM::ICmpPredicate::eq, deviceType, constI32(b, loc, kDLCPU)),
          "ValueError",
          formatv("{0}: expected device_type {1} (CPU), found {{}", arg,
                  static_cast<int>(kDLCPU)),
          deviceType);
    // Every buffer lives on the first buffer's device.
    Value deviceId = load(b, loc, i32, tensor, kDeviceIdOffset);
    if (!firstDeviceId) {
      firstDeviceId = deviceId;
      firstDeviceArg = index;
    } else {
      check(icmp(LLVM::ICmpPredicate::eq, deviceId, firstDeviceId),
            "ValueError",
            formatv("{0}: expected the device_id of argument #{1}, found {{}",
                    arg, firstDeviceArg),
            deviceId);
    }

    parts.data = load(b, loc, ptr, tensor, kDataOffset);
    SmallVector<Value> empty{notNull(parts.data)};
    for (Value size : parts.sizes)
      empty.push_back(icmp(LLVM::ICmpPredicate::eq, size, constI64(b, loc, 0)));
    check(anyOf(empty), "ValueError",
          formatv("{0}: expected non-NULL data", arg), {});

    if (auto align = compute.getArgAttrOfType<IntegerAttr>(
            index, PrimDialect::kAlignAttrName);
        align && checkAlignment) {
      Value address = LLVM::PtrToIntOp::create(b, loc, i64, parts.data);
      Value misalignment = LLVM::AndOp::create(
          b, loc, address, constI64(b, loc, align.getInt() - 1));
      check(icmp(LLVM::ICmpPredicate::eq, misalignment, constI64(b, loc, 0)),
            "ValueError",
            entry_checks::misaligned(arg, align.getInt()),
            misalignment);
    }
    return packBuffer(b, loc, type, parts, converter);
  }

  /// Identity layouts accept NULL or compact strides (dims of extent 1 may
  /// have any stride, and any strides describe an empty tensor, as tvm-ffi's
  /// IsContiguous says); strided layouts bind theirs from the array (NULL
  /// meaning compact) and check the static ones.
  SmallVector<Value> bindStrides(StringRef arg, MemRefType type, Value tensor,
                                 ArrayRef<Value> sizes) {
    Type ptr = ptrType(b.getContext()), i64 = b.getI64Type();
    SmallVector<Value> compact = compactStrides(b, loc, sizes);
    Value strides = load(b, loc, ptr, tensor, kStridesOffset);
    Value hasStrides = notNull(strides);
    int64_t rank = type.getRank();
    if (type.getLayout().isIdentity()) {
      emitIf(b, loc, hasStrides, [&](OpBuilder &) {
        SmallVector<Value> empty;
        for (Value size : sizes)
          empty.push_back(
              icmp(LLVM::ICmpPredicate::eq, size, constI64(b, loc, 0)));
        for (int64_t dim = 0; dim < rank; ++dim) {
          Value stride = load(b, loc, i64, strides, dim * 8);
          SmallVector<Value> accepted = empty;
          accepted.push_back(
              icmp(LLVM::ICmpPredicate::eq, stride, compact[dim]));
          accepted.push_back(
              icmp(LLVM::ICmpPredicate::eq, sizes[dim], constI64(b, loc, 1)));
          Value ok = anyOf(accepted);
          check(ok, "ValueError",
                entry_checks::notCompact(arg, dim),
                stride);
        }
      });
      return compact;
    }
    SmallVector<int64_t> staticStrides;
    int64_t staticOffset;
    (void)type.getStridesAndOffset(staticStrides, staticOffset);
    SmallVector<Value> bound;
    for (int64_t dim = 0; dim < rank; ++dim) {
      // Read the stride only when the array is there.
      Value slot = entryAlloca(b, loc, i64, 1, 8);
      store(b, loc, compact[dim], slot);
      emitIf(b, loc, hasStrides, [&](OpBuilder &) {
        store(b, loc, load(b, loc, i64, strides, dim * 8), slot);
      });
      Value stride = LLVM::LoadOp::create(b, loc, i64, slot);
      if (!ShapedType::isDynamic(staticStrides[dim])) {
        check(icmp(LLVM::ICmpPredicate::eq, stride,
                   constI64(b, loc, staticStrides[dim])),
              "ValueError",
              entry_checks::strideMismatch(arg, dim, staticStrides[dim]),
              stride);
        stride = constI64(b, loc, staticStrides[dim]);
      }
      bound.push_back(stride);
    }
    return bound;
  }

  void storeResult(Value result) {
    Type type = result.getType();
    ArgKind kind = getArgKind(type);
    Value value;
    if (isa<FloatType>(type)) {
      value = type.isF64() ? result
                           : LLVM::FPExtOp::create(b, loc, b.getF64Type(),
                                                   result);
    } else {
      unsigned width = type.isIndex() ? 64 : type.getIntOrFloatBitWidth();
      Value raw = castTo(b, loc, result, b.getIntegerType(width));
      if (width == 64)
        value = raw;
      else if (width == 1 || type.isUnsignedInteger())
        value = LLVM::ZExtOp::create(b, loc, b.getI64Type(), raw);
      else
        value = LLVM::SExtOp::create(b, loc, b.getI64Type(), raw);
    }
    abi.storeEntryResult(b, loc, args, value, kind);
  }

  IRRewriter &b;
  const PackedABI &abi;
  FuncOp compute;
  std::string name;
  ModuleOp module;
  Location loc;
  EntryArgs args;
  bool checkAlignment;
  const LLVMTypeConverter &converter;
  bool bigEndian;
  Value firstDeviceId;
  int64_t firstDeviceArg = 0;
};

struct MakePackedAPIPass
    : public mlir::prim::impl::PrimMakePackedAPIBase<MakePackedAPIPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    std::unique_ptr<PackedABI> abi =
        PackedABI::getOrReport(this->abi, module, getArgument());
    if (!abi)
      return signalPassFailure();
    MLIRContext *context = &getContext();
    LLVMTypeConverter converter(context);
    IRRewriter b(context);
    LLVM::LLVMFunctionType entryType = abi->getEntryType(context);
    SymbolTable &symbols = abi->getSymbolTable(module);
    llvm::StringMap<StringAttr> callTIR, callCPacked;

    for (FuncOp func : llvm::to_vector(module.getOps<FuncOp>())) {
      if (func.isExternal()) {
        // An external packed function: declare its entry point.
        std::string symbol = abi->getEntrySymbol(func.getSymName());
        callCPacked[func.getSymName()] = b.getStringAttr(symbol);
        Location loc = func.getLoc();
        symbols.erase(func);
        if (!symbols.lookup(symbol)) {
          b.setInsertionPointToEnd(module.getBody());
          symbols.insert(LLVM::LLVMFuncOp::create(b, loc, symbol, entryType));
        }
        continue;
      }
      if (!func.isPackedEntry())
        continue;
      symbols.remove(func);
      std::string name = outlineCompute(func);
      symbols.insert(func);
      callTIR[name] = func.getSymNameAttr();
      std::string symbol = abi->getEntrySymbol(name);
      callCPacked[name] = b.getStringAttr(symbol);
      b.setInsertionPoint(func);
      auto entry =
          LLVM::LLVMFuncOp::create(b, func.getLoc(), symbol, entryType);
      symbols.insert(entry);
      // Inlined into every caller of this module, so that the checks fold
      // against the values the caller stored: by construction, not by the
      // inliner's cost model. Other libraries call the symbol as usual.
      entry.setPassthroughAttr(b.getArrayAttr({b.getStringAttr("alwaysinline")}));
      b.setInsertionPointToStart(entry.addEntryBlock(b));
      EntryEmitter(b, *abi, func, name, entry, checkAlignment, converter)
          .emit();
      SmallVector<ArgKind> params;
      for (Type param :
           func.getArgumentTypes().take_front(func.getNumDataArguments()))
        params.push_back(getArgKind(param));
      std::optional<ArgKind> result;
      if (func.getNumResults() == 1)
        result = getArgKind(func.getResultTypes().front());
      abi->defineEntryMetadata(b, func.getLoc(), name, params, result);
    }
    retargetCalls(module, callTIR, callCPacked);
  }
};

} // namespace
