//===- LowerCalls.cpp - Pack prim's packed calls onto the stack -----------===//

#include "ABIPass.h"
#include "Buffers.h"

#include "prim/ABI/LLVMUtils.h"
#include "prim/ABI/PackedABI.h"
#include "prim/Conversion/Passes.h"
#include "prim/Dialect/Prim/IR/PrimOps.h"

#include "mlir/Conversion/LLVMCommon/TypeConverter.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/xxhash.h"

#include <dlpack/dlpack.h>

namespace mlir::prim {
#define GEN_PASS_DEF_PRIMLOWERCALLS
#include "prim/Conversion/Passes.h.inc"
} // namespace mlir::prim

using namespace mlir;
using namespace mlir::prim;

namespace {

/// The stack one function's packed calls share.
struct CallRegion {
  CallSlots slots;
  Value tensors; // DLTensor[maxBuffers]
  Value dims;    // int64_t[maxDims]: shapes, then strides, per buffer
  Value lookup;  // void*: where a handle lookup writes
};

class CallLowering {
public:
  CallLowering(const PackedABI &abi, ModuleOp module,
               const LLVMTypeConverter &converter)
      : abi(abi), module(module), converter(converter), b(module.getContext()),
        bigEndian(abi.getLayout().isBigEndian()),
        tensorFields(abi.getLayout().getDLTensor()) {}

  LogicalResult lowerFunction(FunctionOpInterface func) {
    SmallVector<Operation *> calls;
    int64_t maxArgs = 0, maxBuffers = 0, maxDims = 0;
    // A lowered call passes the function's own stack, not the slots.
    bool needsSlots = false;
    func.walk([&](Operation *op) {
      if (!isa<CallCPackedOp, CallPackedOp, CallPackedValueOp,
               CallPackedLoweredOp, LookupPackedOp>(op))
        return;
      calls.push_back(op);
      needsSlots |= !isa<CallPackedLoweredOp>(op);
      ValueRange args = getArgs(op);
      int64_t buffers = 0, dims = 0;
      for (Value arg : args)
        if (auto type = dyn_cast<MemRefType>(arg.getType())) {
          ++buffers;
          dims += 2 * type.getRank();
        }
      maxArgs = std::max<int64_t>(maxArgs, args.size());
      maxBuffers = std::max(maxBuffers, buffers);
      maxDims = std::max(maxDims, dims);
    });
    if (calls.empty())
      return success();

    Location loc = func.getLoc();
    b.setInsertionPointToStart(&func.getFunctionBody().front());
    CallRegion region;
    if (needsSlots)
      region.slots = abi.allocateCallSlots(b, loc, maxArgs);
    if (maxBuffers)
      region.tensors =
          entryAlloca(b, loc, b.getI64Type(),
                      llvm::divideCeil(maxBuffers * tensorFields.size, 8), 8);
    if (maxDims)
      region.dims = entryAlloca(b, loc, b.getI64Type(), maxDims, 8);
    region.lookup = entryAlloca(b, loc, ptrType(b.getContext()), 1, 8);

    for (Operation *call : calls)
      if (failed(lowerCall(call, region)))
        return failure();
    return success();
  }

private:
  static ValueRange getArgs(Operation *op) {
    if (auto call = dyn_cast<CallCPackedOp>(op))
      return call.getArgs();
    if (auto call = dyn_cast<CallPackedOp>(op))
      return call.getArgs();
    if (auto call = dyn_cast<CallPackedValueOp>(op))
      return call.getArgs();
    return {};
  }

  LogicalResult lowerCall(Operation *op, const CallRegion &region) {
    Location loc = op->getLoc();
    b.setInsertionPoint(op);
    Type ptr = ptrType(b.getContext());

    if (auto lookup = dyn_cast<LookupPackedOp>(op)) {
      Value handle = getCachedHandle(loc, lookup.getName(), region);
      lookup.replaceAllUsesWith(castTo(b, loc, handle, lookup.getType()));
      lookup.erase();
      return success();
    }

    if (auto call = dyn_cast<CallPackedLoweredOp>(op))
      return lowerStackCall(call, region);

    ValueRange args = getArgs(op);
    storeArgs(loc, args, region);
    Value status;
    if (auto call = dyn_cast<CallCPackedOp>(op)) {
      auto callee = abi.getSymbolTable(module).lookup<LLVM::LLVMFuncOp>(
          call.getCallee());
      if (!callee)
        return call.emitOpError()
               << "callee @" << call.getCallee()
               << " has no packed entry point; run prim-make-packed-api "
                  "before prim-lower-calls";
      // An llvm.func the input declared itself is called as an entry only
      // if it has the entry's type.
      if (callee.getFunctionType() != abi.getEntryType(b.getContext()))
        return call.emitOpError()
               << "callee @" << call.getCallee() << " is not a prim.func "
               << "and not a packed entry point of the " << abi.getName()
               << " ABI, whose type is " << abi.getEntryType(b.getContext());
      Value handle = call.getResourceHandle()
                         ? castTo(b, loc, call.getResourceHandle(), ptr)
                         : Value();
      status = abi.emitDirectCall(b, loc, callee, region.slots, args.size(),
                                  handle);
    } else if (auto call = dyn_cast<CallPackedOp>(op)) {
      Value handle = getCachedHandle(loc, call.getCallee(), region);
      status = abi.emitHandleCall(b, loc, handle, region.slots, args.size());
    } else {
      auto valueCall = cast<CallPackedValueOp>(op);
      status = abi.emitHandleCall(
          b, loc, castTo(b, loc, valueCall.getFunc(), ptr), region.slots,
          args.size());
    }
    CheckStatusOp::create(b, loc, status);

    // An unused result is converted to nothing, so nothing is checked.
    Type resultType =
        op->getNumResults() == 1 && !op->getResult(0).use_empty()
            ? converter.convertType(op->getResult(0).getType())
            : Type();
    // A function found by name may return anything: unless the result is a
    // handle, kept as it is, its type code decides what the caller gets. A
    // call_cpacked callee is declared in the module with its result type.
    Value code;
    if (!isa<CallCPackedOp>(op) &&
        (!resultType || !isa<LLVM::LLVMPointerType>(resultType))) {
      code = abi.loadCallResultCode(b, loc, region.slots);
      releaseOwnedResult(loc, code, region);
      if (resultType)
        checkResultCode(loc, code, resultType);
    }
    if (resultType) {
      Value result =
          abi.loadCallResult(b, loc, region.slots, resultType, code);
      op->getResult(0).replaceAllUsesWith(
          castTo(b, loc, result, op->getResult(0).getType()));
    }
    op->erase();
    return success();
  }

  /// Calls through the runtime with the function's own argument stack, as
  /// TVM's code generator does: the callee sees exactly the elements the
  /// function stored, and its result stays in the stack, unreleased, for
  /// the function to read.
  LogicalResult lowerStackCall(CallPackedLoweredOp call,
                               const CallRegion &region) {
    if (stringifyStackKind(call.getStackKind()) != abi.getArgStackKind())
      return call.emitOpError()
             << "passes a \"" << stringifyStackKind(call.getStackKind())
             << "\" argument stack, which the " << abi.getName()
             << " ABI's runtime does not take (its calls pass \""
             << abi.getArgStackKind()
             << "\" stacks); compile with the ABI the function was "
                "lowered for";
    Location loc = call.getLoc();
    Value stack = castTo(b, loc, call.getStack(), ptrType(b.getContext()));
    CallSlots slots;
    slots.values = bytePtr(b, loc, stack, call.getBegin() * abi.getSlotSize());
    slots.result = bytePtr(b, loc, stack, call.getEnd() * abi.getSlotSize());
    Value handle = getCachedHandle(loc, call.getCallee(), region);
    CheckStatusOp::create(b, loc,
                          abi.emitHandleCall(b, loc, handle, slots,
                                             call.getEnd() - call.getBegin()));
    call.erase();
    return success();
  }

  /// An object the callee returned and the caller does not keep is released
  /// at once.
  void releaseOwnedResult(Location loc, Value code, const CallRegion &region) {
    std::optional<int32_t> firstOwned = abi.getFirstOwnedResultCode();
    if (!firstOwned)
      return;
    Value owned = LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::sge, code,
                                       constI32(b, loc, *firstOwned));
    auto ifOp = scf::IfOp::create(b, loc, owned, /*withElseRegion=*/false);
    OpBuilder then = ifOp.getThenBodyBuilder();
    abi.emitReleaseResult(then, loc, region.slots);
  }

  /// A scalar result must have a type that the runtime converts to the
  /// declared one (an int or a bool to a float, a bool to an int); anything
  /// else fails the call with the runtime's TypeError naming the type found.
  /// The checks naming it run only once the result is known to be wrong.
  void checkResultCode(Location loc, Value code, Type type) {
    ArgKind kind = getArgKind(type);
    SmallVector<int32_t> accepted = abi.getAcceptedCodes(kind);
    Value ok;
    for (int32_t candidate : accepted) {
      Value match = LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::eq,
                                         code, constI32(b, loc, candidate));
      ok = ok ? LLVM::OrOp::create(b, loc, ok, match) : match;
    }
    Value wrong = LLVM::XOrOp::create(
        b, loc, ok, LLVM::ConstantOp::create(b, loc, b.getI1Type(), 1));
    auto ifOp = scf::IfOp::create(b, loc, wrong, /*withElseRegion=*/false);
    OpBuilder then = ifOp.getThenBodyBuilder();
    StringRef expected = abi.getTypeName(abi.getTypeCode(kind));
    auto typeError = ErrorKindAttr::get(b.getContext(), ErrorKind::TypeError);
    for (int32_t named : abi.getNamedTypeCodes()) {
      if (llvm::is_contained(accepted, named))
        continue;
      Value other = LLVM::ICmpOp::create(then, loc, LLVM::ICmpPredicate::ne,
                                         code, constI32(then, loc, named));
      AssertOp::create(
          then, loc, other,
          abi.formatConversionError(expected, abi.getTypeName(named)),
          Value(), typeError);
    }
    AssertOp::create(
        then, loc, LLVM::ConstantOp::create(then, loc, then.getI1Type(), 0),
        abi.formatConversionError(expected,
                                  (Twine("type code ") +
                                   AssertOp::kPlaceholder).str()),
        code, typeError);
  }

  /// Stores every argument's value and type code; buffers go into the
  /// region's DLTensors.
  void storeArgs(Location loc, ValueRange args, const CallRegion &region) {
    Type i64 = b.getI64Type(),
         ptr = ptrType(b.getContext());
    int64_t buffer = 0, dim = 0;
    for (auto [index, arg] : llvm::enumerate(args)) {
      Type type = arg.getType();
      ArgKind kind = getArgKind(type);
      Value value;
      if (auto memref = dyn_cast<MemRefType>(type)) {
        BufferParts parts = unpackBuffer(b, loc, arg, converter);
        Value tensor =
            bytePtr(b, loc, region.tensors, buffer++ * tensorFields.size);
        DLDType dtype = getDLDType(memref.getElementType(), abi);
        int64_t rank = memref.getRank();
        store(b, loc, parts.data, tensor, tensorFields.data);
        store(b, loc,
              constI32(b, loc, abi.getLayout().getDeviceTypeWord(kDLCPU)),
              tensor, tensorFields.deviceType);
        store(b, loc, constI32(b, loc, 0), tensor, tensorFields.deviceId);
        store(b, loc, constI32(b, loc, rank), tensor, tensorFields.ndim);
        // code, bits and lanes in one word, as the entry reads them.
        store(b, loc,
              constI32(b, loc, static_cast<int32_t>(dtype.getWord(bigEndian))),
              tensor, tensorFields.dtype);
        // Shape and strides arrays, the strides always real: DLPack 1.2
        // forbids NULL strides when ndim != 0. A 0-d tensor has neither.
        auto storeArray = [&](ArrayRef<Value> values, int64_t field) {
          if (rank == 0) {
            store(b, loc, LLVM::ZeroOp::create(b, loc, ptr), tensor, field);
            return;
          }
          Value array = bytePtr(b, loc, region.dims, dim * 8);
          for (auto [d, value] : llvm::enumerate(values))
            store(b, loc, value, array, d * 8);
          dim += rank;
          store(b, loc, array, tensor, field);
        };
        storeArray(parts.sizes, tensorFields.shape);
        storeArray(parts.strides, tensorFields.strides);
        // A memref's offset in bytes does not overflow.
        Value byteOffset = LLVM::MulOp::create(
            b, loc, parts.offset,
            constI64(b, loc, getElementBytes(memref.getElementType())),
            LLVM::IntegerOverflowFlags::nuw | LLVM::IntegerOverflowFlags::nsw);
        store(b, loc, byteOffset, tensor, tensorFields.byteOffset);
        value = tensor;
      } else if (kind == ArgKind::Handle || kind == ArgKind::PackedFunc ||
                 kind == ArgKind::Str) {
        value = castTo(b, loc, arg, ptr);
      } else if (auto floatType = dyn_cast<FloatType>(type)) {
        value = floatType.isF64()
                    ? arg
                    : LLVM::FPExtOp::create(b, loc, b.getF64Type(), arg);
      } else {
        unsigned width = type.isIndex() ? 64 : type.getIntOrFloatBitWidth();
        value = castTo(b, loc, arg, b.getIntegerType(width));
        if (width < 64 && (width == 1 || type.isUnsignedInteger()))
          value = LLVM::ZExtOp::create(b, loc, i64, value);
        else if (width < 64)
          value = LLVM::SExtOp::create(b, loc, i64, value);
      }
      abi.storeCallArg(b, loc, region.slots, index, value, kind);
    }
  }

  /// The handle of `name`, looked up on first use. The cache is read with
  /// acquire and published with release ordering, so concurrent first calls
  /// are safe: at worst two threads both look the name up and store the
  /// same handle.
  Value getCachedHandle(Location loc, StringRef name,
                        const CallRegion &region) {
    Type ptr = ptrType(b.getContext());
    std::string symbol =
        "__prim_handle_" + llvm::utohexstr(llvm::xxh3_64bits(name), true);
    SymbolTable &symbols = abi.getSymbolTable(module);
    auto cache = symbols.lookup<LLVM::GlobalOp>(symbol);
    if (!cache) {
      OpBuilder moduleBuilder = OpBuilder::atBlockBegin(module.getBody());
      cache = LLVM::GlobalOp::create(moduleBuilder, loc, ptr,
                                     /*isConstant=*/false,
                                     LLVM::Linkage::Internal, symbol,
                                     Attribute(), /*alignment=*/8);
      symbols.insert(cache);
      Block *init = moduleBuilder.createBlock(&cache.getInitializerRegion());
      moduleBuilder.setInsertionPointToStart(init);
      LLVM::ReturnOp::create(moduleBuilder, loc,
                             LLVM::ZeroOp::create(moduleBuilder, loc, ptr));
    }
    Value address = LLVM::AddressOfOp::create(b, loc, cache);
    Value cached = LLVM::LoadOp::create(
        b, loc, ptr, address, /*alignment=*/8, /*isVolatile=*/false,
        /*isNonTemporal=*/false, /*isInvariant=*/false,
        /*isInvariantGroup=*/false, LLVM::AtomicOrdering::acquire);
    Value missing = LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::eq,
                                         cached,
                                         LLVM::ZeroOp::create(b, loc, ptr));
    // Both regions are filled once the scf.if is in the function, so that
    // the lookup can find the module from its insertion point.
    auto ifOp = scf::IfOp::create(b, loc, TypeRange{ptr}, missing,
                                  /*withElseRegion=*/true);
    OpBuilder then = ifOp.getThenBodyBuilder();
    Value status = abi.emitLookup(then, loc, name, region.lookup);
    CheckStatusOp::create(then, loc, status);
    Value found = LLVM::LoadOp::create(then, loc, ptr, region.lookup);
    LLVM::StoreOp::create(then, loc, found, address, /*alignment=*/8,
                          /*isVolatile=*/false, /*isNonTemporal=*/false,
                          /*isInvariantGroup=*/false,
                          LLVM::AtomicOrdering::release);
    scf::YieldOp::create(then, loc, found);
    OpBuilder otherwise = ifOp.getElseBodyBuilder();
    scf::YieldOp::create(otherwise, loc, cached);
    return ifOp.getResult(0);
  }

  const PackedABI &abi;
  ModuleOp module;
  const LLVMTypeConverter &converter;
  OpBuilder b;
  bool bigEndian;
  /// Where DLTensor's fields lie on the target.
  const DLTensorLayout &tensorFields;
};

struct LowerCallsPass
    : public ABIPass<LowerCallsPass,
                     mlir::prim::impl::PrimLowerCallsBase<LowerCallsPass>> {
  using ABIPass::ABIPass;

  LogicalResult runOnModule(ModuleOp module, PackedABI &abi) {
    if (failed(
            abi.verifySymbols(module, PackedABI::ModuleContext::MayBeDefined)))
      return failure();
    LLVMTypeConverter converter(&getContext());
    CallLowering lowering(abi, module, converter);
    for (auto func : llvm::to_vector(module.getOps<FunctionOpInterface>()))
      if (!func.isExternal() && failed(lowering.lowerFunction(func)))
        return failure();
    return success();
  }
};

} // namespace
