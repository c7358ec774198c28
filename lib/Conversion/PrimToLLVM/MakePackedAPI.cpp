//===- MakePackedAPI.cpp - Packed entry points for prim.funcs -------------===//
//
// Emits, for each public packed prim.func, the checking wrapper that TVM's
// MakePackedAPI builds: argument count, type codes, then every DLTensor field
// the body relies on, each with its own message; then the call of the native
// body. When a caller in the same module calls this wrapper with values it
// just stored, LLVM folds every check away.
//
//===----------------------------------------------------------------------===//

#include "ABIPass.h"
#include "Buffers.h"
#include "EntryChecks.h"
#include "EntryTable.h"

#include "prim/ABI/LLVMUtils.h"
#include "prim/ABI/LibraryDescription.h"
#include "prim/ABI/PackedABI.h"
#include "prim/Conversion/Passes.h"
#include "prim/Conversion/PrimToLLVM/PrimToLLVM.h"
#include "prim/Dialect/Prim/IR/PrimOps.h"

#include "mlir/Conversion/LLVMCommon/TypeConverter.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/Support/FormatVariadic.h"

#include <dlpack/dlpack.h>

namespace mlir::prim {
#define GEN_PASS_DEF_PRIMMAKEPACKEDAPI
#include "prim/Conversion/Passes.h.inc"
} // namespace mlir::prim

using namespace mlir;
using namespace mlir::prim;

namespace {

/// Emits the body of one packed entry point.
class EntryEmitter {
public:
  EntryEmitter(IRRewriter &b, const PackedABI &abi, FuncOp compute,
               StringRef name, LLVM::LLVMFuncOp entry, CheckCategory checks,
               const LLVMTypeConverter &converter)
      : b(b), abi(abi), compute(compute), name(name),
        module(entry->getParentOfType<ModuleOp>()), loc(compute.getLoc()),
        entry(entry), args(abi.getEntryArgs(entry)), checks(checks),
        converter(converter), bigEndian(abi.getLayout().isBigEndian()),
        tensorFields(abi.getLayout().getDLTensor()) {
    assert(tensorFields.dtype == tensorFields.ndim + 4 &&
           "ndim and dtype are checked as one 64-bit word");
  }

  /// The form of the hot path for entries with many parameters: the argument
  /// array's checks, then one call of the module's `checker`, which walks
  /// `table` with the diagnosis's checks; then, with every check passed, the
  /// buffers' parts are read in straight-line code and the body is called.
  void emitTablePath(LLVM::LLVMFuncOp checker, const EntryTable &table) {
    ArrayRef<Type> params = compute.getArgumentTypes();
    int64_t numPacked = compute.getNumDataArguments();
    checkArgumentArray();
    int64_t pointerSize = abi.getLayout().getPointerSize();
    Value tensors = entryAlloca(b, loc, ptrType(b.getContext()),
                                table.numBuffers, pointerSize);
    callChecker(checker, table, tensors, [&](Value status) {
      LLVM::ReturnOp::create(b, loc, status);
    });

    SmallVector<Value> operands;
    int64_t row = 0;
    for (int64_t i = 0; i < numPacked; ++i) {
      if (auto buffer = dyn_cast<MemRefType>(params[i])) {
        Value tensor =
            load(b, loc, ptrType(b.getContext()), tensors, pointerSize * row++);
        operands.push_back(packBuffer(
            b, loc, buffer, readBuffer(i, buffer, tensor, /*checking=*/false),
            converter));
        continue;
      }
      operands.push_back(bindScalar(params[i],
                                    abi.getArgValuePtr(b, loc, args, i),
                                    abi.loadTypeCode(b, loc, args, i)));
    }
    emitCall(operands);
  }

  /// The hot path: the same checks, each branching into one cold block as
  /// soon as it is computed, then the call of the native body. The cold
  /// block finds and reports the first failing check with the module's
  /// `checker` walking the entry's `table`: the messages come from one
  /// function per module rather than one diagnosis per entry, which LLVM
  /// would compile once per entry for code that runs only on failure.
  /// Checks go phase by phase across all arguments (a phase reads only what
  /// the earlier ones checked), then buffer by buffer for their fields; by
  /// default, entries of at least `checkTableThreshold` parameters take the
  /// table path instead. The entry is final IR, which LLVM's optimizer does
  /// not reorder: a branch per condition keeps few values live (add_one's
  /// legacy x86 entry saves no callee-saved register), where conjunctions
  /// of conditions, which x86 splits into branches again, kept theirs live
  /// to the last branch. A caller in this module folds every condition.
  /// An entry without parameters can only fail its argument count, and has
  /// no `table`.
  void emitFastPath(LLVM::LLVMFuncOp checker,
                    const std::optional<EntryTable> &table) {
    ArrayRef<Type> params = compute.getArgumentTypes();
    int64_t numPacked = compute.getNumDataArguments();
    diagnosis = new Block();
    require(icmp(LLVM::ICmpPredicate::eq, args.numArgs,
                 constI32(b, loc, numPacked)));
    if (numPacked > 0)
      require(notNull(args.args));

    bool typeCodes = isChecked(CheckCategory::TypeCode);
    SmallVector<Value> codes;
    for (int64_t i = 0; i < numPacked; ++i) {
      codes.push_back(abi.loadTypeCode(b, loc, args, i));
      if (typeCodes)
        require(acceptsCode(codes.back(), params[i]));
    }

    SmallVector<Value> tensors(numPacked);
    for (int64_t i = 0; i < numPacked; ++i)
      if (isa<MemRefType>(params[i])) {
        tensors[i] = loadTensor(abi.getArgValuePtr(b, loc, args, i), codes[i]);
        if (typeCodes)
          require(notNull(tensors[i]));
      }

    // ndim and the dtype that follows it, as one word: a compare and a
    // branch fewer per buffer. The word is only 4-aligned where a DLTensor
    // puts ndim at 12 (32-bit targets).
    if (isChecked(CheckCategory::NDimDType))
      for (int64_t i = 0; i < numPacked; ++i)
        if (auto buffer = dyn_cast<MemRefType>(params[i]))
          require(icmp(LLVM::ICmpPredicate::eq,
                       LLVM::LoadOp::create(
                           b, loc, b.getI64Type(),
                           bytePtr(b, loc, tensors[i], tensorFields.ndim),
                           tensorFields.ndimWordAlignment),
                       constI64(b, loc, ndimAndDType(buffer))));

    SmallVector<BufferParts> parts(numPacked);
    for (int64_t i = 0; i < numPacked; ++i)
      if (auto buffer = dyn_cast<MemRefType>(params[i]))
        parts[i] = readBuffer(i, buffer, tensors[i], /*checking=*/true);

    SmallVector<Value> operands;
    for (int64_t i = 0; i < numPacked; ++i) {
      if (auto buffer = dyn_cast<MemRefType>(params[i]))
        operands.push_back(packBuffer(b, loc, buffer, parts[i], converter));
      else
        operands.push_back(bindScalar(
            params[i], abi.getArgValuePtr(b, loc, args, i), codes[i]));
    }
    emitCall(operands);

    entry.getBody().push_back(diagnosis);
    b.setInsertionPointToStart(diagnosis);
    checkArgumentArray();
    if (table)
      callChecker(checker, *table,
                  LLVM::ZeroOp::create(b, loc, ptrType(b.getContext())),
                  [&](Value status) {
        LLVM::ReturnOp::create(b, loc, status);
      });
    // Unreachable unless the fast path's conditions and the checker
    // disagree.
    abi.emitSetError(b, loc, "ValueError",
                     formatv("{0}: a combined check failed", name));
    emitReturnFailure(b, loc);
  }

private:
  /// Branches to the fast path's diagnosis unless `ok`: straight to it, as
  /// the entry is final IR and no pass would fold a block that only
  /// branches there.
  void require(Value ok) { emitCheck(b, loc, ok, diagnosis); }

  /// Calls the module's `checker` on `table` and the entry's arguments, with
  /// `tensors` for the buffers' DLTensor* (or NULL); `onFailure` ends the
  /// block taken when it reports a failure.
  void callChecker(LLVM::LLVMFuncOp checker, const EntryTable &table,
                   Value tensors, function_ref<void(Value status)> onFailure) {
    SymbolTable &symbols = abi.getSymbolTable(module);
    Type ptr = ptrType(b.getContext());
    Value typeCodes =
        args.typeCodes ? args.typeCodes
                       : LLVM::ZeroOp::create(b, loc, ptr).getResult();
    Value status =
        LLVM::CallOp::create(
            b, loc, checker,
            ValueRange{getStringPtr(b, loc, symbols, name), args.args,
                       typeCodes,
                       constI64(b, loc, compute.getNumDataArguments()),
                       LLVM::AddressOfOp::create(b, loc, table.kinds),
                       LLVM::AddressOfOp::create(b, loc, table.buffers),
                       constI64(b, loc, table.numBuffers), tensors})
            .getResult();
    emitCheck(b, loc,
              icmp(LLVM::ICmpPredicate::eq, status, constI32(b, loc, 0)),
              [&](OpBuilder &) { onFailure(status); });
  }

  /// The argument count, then the argument array.
  void checkArgumentArray() {
    int64_t numPacked = compute.getNumDataArguments();
    check(icmp(LLVM::ICmpPredicate::eq, args.numArgs,
               constI32(b, loc, numPacked)),
          "TypeError",
          formatv("{0}: expected {1} arguments, found {{}", name, numPacked),
          args.numArgs);
    if (numPacked > 0)
      check(notNull(args.args), "TypeError",
            formatv("{0}: the argument array is NULL, but {1} arguments "
                    "are expected",
                    name, numPacked),
            {});
  }

  /// Calls the body with the packed arguments `operands` (and the resource
  /// handle), stores its result and returns 0.
  void emitCall(SmallVector<Value> operands) {
    ArrayRef<Type> params = compute.getArgumentTypes();
    if (std::optional<unsigned> handleIndex = compute.getResourceHandleIndex())
      operands.push_back(castTo(b, loc, args.resourceHandle,
                                params[*handleIndex]));
    auto call = CallTIROp::create(b, loc, compute.getResultTypes(),
                                  compute.getSymName(), operands);
    if (call->getNumResults() == 1)
      storeResult(call->getResult(0));
    LLVM::ReturnOp::create(b, loc, constI32(b, loc, 0));
  }

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

  std::string argName(int64_t index) {
    return entry_checks::argName(name, index);
  }

  /// Whether the entry checks `category`.
  bool isChecked(CheckCategory category) const {
    return bitEnumContainsAll(checks, category);
  }

  /// Whether a parameter of type `param` accepts type code `code`.
  Value acceptsCode(Value code, Type param) {
    SmallVector<Value> matches;
    for (int32_t candidate : entry_checks::acceptedCodes(abi, getArgKind(param)))
      matches.push_back(icmp(LLVM::ICmpPredicate::eq, code,
                             constI32(b, loc, candidate)));
    return anyOf(matches);
  }

  /// The DLTensor* of a buffer argument whose value is at `valuePtr`.
  Value loadTensor(Value valuePtr, Value code) {
    Value tensor = LLVM::LoadOp::create(b, loc, ptrType(b.getContext()),
                                        valuePtr);
    // An owning tensor object carries its DLTensor after its header.
    if (auto object = abi.getTensorObjectCode()) {
      Value isObject = icmp(LLVM::ICmpPredicate::eq, code,
                            constI32(b, loc, object->first));
      tensor = LLVM::SelectOp::create(
          b, loc, isObject, bytePtr(b, loc, tensor, object->second), tensor);
    }
    return tensor;
  }

  /// The 64-bit word at a DLTensor's ndim when it holds `type`'s ndim and
  /// dtype.
  int64_t ndimAndDType(MemRefType type) const {
    uint64_t ndim = static_cast<uint32_t>(type.getRank());
    uint64_t dtype = getDLDType(type.getElementType(), abi).getWord(bigEndian);
    return static_cast<int64_t>(bigEndian ? ndim << 32 | dtype
                                          : dtype << 32 | ndim);
  }

  /// The fast path's last phase for one buffer, whose DLTensor has a
  /// non-NULL address and the right ndim and dtype: reads the buffer's parts
  /// and, if `checking`, requires the conditions checkBuffer checks one by
  /// one (the table form has checked them already). The strides of an identity
  /// layout are read behind a branch, taken only when the array is there:
  /// reading the shape array instead when it is NULL, by a select, kept
  /// three more values live to the check and cost add_one's tvm-ffi entry
  /// two callee-saved registers. The dynamic strides of a strided layout
  /// are values the body uses: those are selected (a NULL array reads the
  /// shape array instead, readable, and the values go unused).
  BufferParts readBuffer(int64_t index, MemRefType type, Value tensor,
                         bool checking) {
    Type ptr = ptrType(b.getContext()), i32 = b.getI32Type(),
         i64 = b.getI64Type();
    auto eq = [&](Value lhs, Value rhs) {
      return icmp(LLVM::ICmpPredicate::eq, lhs, rhs);
    };
    int64_t rank = type.getRank();
    BufferParts parts;
    Value shape = load(b, loc, ptr, tensor, tensorFields.shape);
    for (int64_t dim = 0; dim < rank; ++dim) {
      int64_t expected = type.getDimSize(dim);
      if (ShapedType::isDynamic(expected)) {
        parts.sizes.push_back(load(b, loc, i64, shape, dim * 8));
        continue;
      }
      if (checking && isChecked(CheckCategory::Shape))
        require(eq(load(b, loc, i64, shape, dim * 8),
                   constI64(b, loc, expected)));
      parts.sizes.push_back(constI64(b, loc, expected));
    }

    SmallVector<Value> compact = compactStrides(b, loc, parts.sizes);
    SmallVector<int64_t> staticStrides;
    int64_t staticOffset;
    (void)type.getStridesAndOffset(staticStrides, staticOffset);
    bool identity = type.getLayout().isIdentity();
    bool checkingStrides = checking && isChecked(CheckCategory::Strides);
    if (identity)
      parts.strides = compact;
    // The strides array is read to check it, or for the dynamic strides of
    // a strided layout.
    bool readStrides =
        checkingStrides ||
        (!identity && llvm::any_of(staticStrides, ShapedType::isDynamic));
    if (!identity && !readStrides)
      for (int64_t stride : staticStrides)
        parts.strides.push_back(constI64(b, loc, stride));
    // An identity layout's strides are read only to check them.
    if (rank && identity && checkingStrides) {
      Value strides = load(b, loc, ptr, tensor, tensorFields.strides);
      Block *current = b.getInsertionBlock();
      Block *done = b.splitBlock(current, b.getInsertionPoint());
      Block *present = b.createBlock(done);
      b.setInsertionPointToEnd(current);
      LLVM::CondBrOp::create(b, loc, notNull(strides), present, done);
      b.setInsertionPointToStart(present);
      // Any strides describe an empty tensor.
      SmallVector<Value> empty;
      for (Value size : parts.sizes)
        empty.push_back(eq(size, constI64(b, loc, 0)));
      for (int64_t dim = 0; dim < rank; ++dim) {
        SmallVector<Value> accepted = empty;
        accepted.append({eq(load(b, loc, i64, strides, dim * 8), compact[dim]),
                         eq(parts.sizes[dim], constI64(b, loc, 1))});
        // The last check goes straight on: no block only branches.
        if (dim + 1 < rank)
          require(anyOf(accepted));
        else
          branchExpecting(b, loc, anyOf(accepted), done, diagnosis);
      }
      b.setInsertionPointToStart(done);
    } else if (rank && readStrides) {
      Value strides = load(b, loc, ptr, tensor, tensorFields.strides);
      Value noStrides = icmp(LLVM::ICmpPredicate::eq, strides,
                             LLVM::ZeroOp::create(b, loc, ptr));
      Value readable =
          LLVM::SelectOp::create(b, loc, noStrides, shape, strides);
      for (int64_t dim = 0; dim < rank; ++dim) {
        // A static stride left unchecked is not read.
        if (!checkingStrides && !ShapedType::isDynamic(staticStrides[dim])) {
          parts.strides.push_back(constI64(b, loc, staticStrides[dim]));
          continue;
        }
        Value stride = load(b, loc, i64, readable, dim * 8);
        stride =
            LLVM::SelectOp::create(b, loc, noStrides, compact[dim], stride);
        if (!ShapedType::isDynamic(staticStrides[dim])) {
          if (checkingStrides)
            require(eq(stride, constI64(b, loc, staticStrides[dim])));
          stride = constI64(b, loc, staticStrides[dim]);
        }
        parts.strides.push_back(stride);
      }
    }

    int64_t elementBytes = getElementBytes(type.getElementType());
    bool checkingOffset = checking && isChecked(CheckCategory::ByteOffset);
    if (ShapedType::isDynamic(staticOffset)) {
      Value byteOffset = load(b, loc, i64, tensor, tensorFields.byteOffset);
      Value bytes = constI64(b, loc, elementBytes);
      if (checkingOffset)
        require(eq(LLVM::URemOp::create(b, loc, byteOffset, bytes),
                   constI64(b, loc, 0)));
      parts.offset = LLVM::UDivOp::create(b, loc, byteOffset, bytes);
    } else if (checkingOffset) {
      require(eq(load(b, loc, i64, tensor, tensorFields.byteOffset),
                 constI64(b, loc, staticOffset * elementBytes)));
    }

    if (!checking) {
      parts.data = load(b, loc, ptr, tensor, tensorFields.data);
      return parts;
    }

    if (isChecked(CheckCategory::Device)) {
      require(eq(loadDeviceType(b, loc, tensorFields, tensor),
                 constI32(b, loc, kDLCPU)));
      Value deviceId = load(b, loc, i32, tensor, tensorFields.deviceId);
      if (!firstDeviceId)
        firstDeviceId = deviceId;
      else
        require(eq(deviceId, firstDeviceId));
    }

    parts.data = load(b, loc, ptr, tensor, tensorFields.data);
    if (isChecked(CheckCategory::Data)) {
      SmallVector<Value> usable{notNull(parts.data)};
      for (Value size : parts.sizes)
        usable.push_back(eq(size, constI64(b, loc, 0)));
      require(anyOf(usable));
    }

    if (auto align = compute.getArgAttrOfType<IntegerAttr>(
            index, PrimDialect::kAlignAttrName);
        align && isChecked(CheckCategory::Alignment)) {
      Value address = LLVM::PtrToIntOp::create(b, loc, i64, parts.data);
      require(eq(LLVM::AndOp::create(b, loc, address,
                                     constI64(b, loc, align.getInt() - 1)),
                 constI64(b, loc, 0)));
    }
    return parts;
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
  LLVM::LLVMFuncOp entry;
  EntryArgs args;
  CheckCategory checks;
  const LLVMTypeConverter &converter;
  bool bigEndian;
  /// Where DLTensor's fields lie on the target.
  const DLTensorLayout &tensorFields;
  Value firstDeviceId;
  /// The fast path's cold block, which every failed check enters.
  Block *diagnosis = nullptr;
};

/// Checks that the symbols this pass generates for each prim.func, its entry
/// point and `<name>_compute`, are free, so that none is renamed away from
/// the name the ABI promises, and that no symbol a prim.func keeps or gets
/// would take the calls LLVM's code makes to a library function.
LogicalResult verifyGeneratedNames(ModuleOp module, const PackedABI &abi) {
  SymbolTable &symbols = abi.getSymbolTable(module);
  LLVM::LLVMFunctionType entryType = abi.getEntryType(module.getContext());
  bool ok = true;
  auto conflict = [&](Operation *op, StringRef symbol, FuncOp func,
                      StringRef role) {
    op->emitError() << "'" << symbol << "' is the name of the " << role
                    << " of @" << func.getSymName() << " (" << abi.getName()
                    << " ABI)";
    ok = false;
  };
  for (FuncOp func : module.getOps<FuncOp>()) {
    std::string entry = abi.getEntrySymbol(func.getSymName());
    bool hasEntry = func.isExternal() || func.isPackedEntry();
    StringRef symbol = hasEntry ? StringRef(entry) : func.getSymName();
    if (isLibraryFunction(symbol)) {
      func.emitError() << "'" << symbol << "', the "
                       << (hasEntry ? "packed entry point" : "symbol")
                       << " of @" << func.getSymName() << " (" << abi.getName()
                       << " ABI), is a C library function, which the code "
                          "LLVM generates may call; the symbol would take "
                          "those calls";
      ok = false;
      continue;
    }
    Operation *existing =
        entry == func.getSymName() ? nullptr : symbols.lookup(entry);
    if (func.isExternal()) {
      // A declaration of the same entry point is what this pass would add.
      auto declaration = dyn_cast_or_null<LLVM::LLVMFuncOp>(existing);
      if (existing && !(declaration && declaration.isExternal() &&
                        declaration.getFunctionType() == entryType))
        conflict(existing, entry, func, "packed entry point");
      continue;
    }
    if (!func.isPackedEntry())
      continue;
    if (existing)
      conflict(existing, entry, func, "packed entry point");
    std::string compute = getComputeName(func.getSymName());
    if (Operation *op = symbols.lookup(compute))
      conflict(op, compute, func, "native body");
  }
  return success(ok);
}

/// The reserved names the module may already hold: the entry point names
/// of its prim.funcs, and the library description that
/// prim-describe-library, first in the pipeline, defines (and whose name it
/// checks itself).
SmallVector<std::string> getAllowedSymbols(ModuleOp module,
                                           const PackedABI &abi) {
  SmallVector<std::string> allowed = {PRIM_LIBRARY_DESCRIPTION_SYMBOL};
  for (FuncOp func : module.getOps<FuncOp>())
    allowed.push_back(abi.getEntrySymbol(func.getSymName()));
  return allowed;
}

struct MakePackedAPIPass
    : public ABIPass<MakePackedAPIPass, mlir::prim::impl::PrimMakePackedAPIBase<
                                            MakePackedAPIPass>> {
  using ABIPass::ABIPass;

  LogicalResult runOnModule(ModuleOp module, PackedABI &abi) {
    if (failed(verifyTopLevelFunctions(module)) ||
        failed(abi.verifySymbols(module,
                                 PackedABI::ModuleContext::NotDefinedYet)) ||
        failed(verifyGeneratedNames(module, abi)) ||
        failed(abi.verifyReservedNames(module, getAllowedSymbols(module, abi))))
      return failure();
    FailureOr<CheckCategory> moduleChecks =
        parseChecksOption(module, this->checks, getArgument());
    if (failed(moduleChecks))
      return failure();
    MLIRContext *context = &getContext();
    LLVMTypeConverter converter(context);
    IRRewriter b(context);
    LLVM::LLVMFunctionType entryType = abi.getEntryType(context);
    SymbolTable &symbols = abi.getSymbolTable(module);
    llvm::StringMap<StringAttr> callTIR, callCPacked;
    // The checkers the entries call, each with whether a table entry calls
    // it on every call (rather than once a check has failed).
    llvm::MapVector<Operation *, bool> checkers;

    for (FuncOp func : llvm::to_vector(module.getOps<FuncOp>())) {
      if (func.isExternal()) {
        // An external packed function: declare its entry point.
        std::string symbol = abi.getEntrySymbol(func.getSymName());
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
      CheckCategory checks = func.getEntryChecks(*moduleChecks);
      symbols.remove(func);
      std::string name = outlineCompute(func);
      symbols.insert(func);
      callTIR[name] = func.getSymNameAttr();
      std::string symbol = abi.getEntrySymbol(name);
      callCPacked[name] = b.getStringAttr(symbol);
      b.setInsertionPoint(func);
      // The table form if it has many parameters, else straight-line
      // checks. Scalars count as buffers do: the straight-line form ends in
      // one block of a load per parameter feeding the body's call, which
      // code generation schedules in time quadratic in the parameters.
      bool checkByTable = checkTableThreshold > 0 &&
                          func.getNumDataArguments() >= checkTableThreshold;
      auto entry =
          LLVM::LLVMFuncOp::create(b, func.getLoc(), symbol, entryType);
      symbols.insert(entry);
      // No inlining attribute: the module's own callers call the body
      // directly (prim-lower-local-calls), and whether a caller that still
      // calls the entry inlines it is the inliner's cost model's decision.
      // A table entry is optnone: it is glue around one call of the
      // checker, and its one block of loads feeding a call with a parameter
      // per buffer takes LLVM's instruction selection and scheduling time
      // quadratic in the buffers (2000 buffers: 8 s of 10); unoptimized, it
      // compiles in linear time and costs the call a few instructions per
      // buffer.
      // A straight-line entry is final IR: LLVM's optimization pipeline
      // would spend a third of the compile on it (on utils/gen_modules.py's
      // 100 functions, inlining the body into it and simplifying the copy
      // again, and the checks through InstCombine, the SLP vectorizer and
      // GVN) and make its code no faster (cross-library calls measured the
      // same).
      entry.setPassthroughAttr(b.getArrayAttr(
          checkByTable ? ArrayRef<Attribute>{b.getStringAttr("noinline"),
                                             b.getStringAttr("optnone")}
                       : ArrayRef<Attribute>{
                             b.getStringAttr(kFinalIRAttrName)}));
      b.setInsertionPointToStart(entry.addEntryBlock(b));
      EntryEmitter emitter(b, abi, func, name, entry, checks, converter);
      LLVM::LLVMFuncOp checker;
      std::optional<EntryTable> table;
      if (func.getNumDataArguments() > 0) {
        checker = getOrDefineTableChecker(b, module, abi, checks);
        table = defineEntryTable(b, symbols, func, name, abi, checks);
        checkers.try_emplace(checker, false);
      }
      if (checkByTable) {
        emitter.emitTablePath(getOrDefineQuickChecker(b, module, abi, checks),
                              *table);
        checkers[checker] = true;
      } else {
        emitter.emitFastPath(checker, table);
      }
      SmallVector<ArgKind> params;
      for (Type param :
           func.getArgumentTypes().take_front(func.getNumDataArguments()))
        params.push_back(getArgKind(param));
      std::optional<ArgKind> result;
      if (func.getNumResults() == 1)
        result = getArgKind(func.getResultTypes().front());
      std::optional<StringRef> doc;
      if (auto text =
              func->getAttrOfType<StringAttr>(PrimDialect::kDocAttrName))
        doc = text.getValue();
      abi.defineEntryMetadata(b, func.getLoc(), name, params, result, doc);
    }
    // A checker that only straight-line entries call runs once one of their
    // checks has failed, to say which. Unoptimized, it costs LLVM little
    // (optimized, a tenth of LLVM's time on utils/gen_modules.py's 100
    // functions, once per partition) and a failing call a little more.
    for (auto [checker, onEveryCall] : checkers)
      if (!onEveryCall)
        cast<LLVM::LLVMFuncOp>(checker).setPassthroughAttr(b.getArrayAttr(
            {b.getStringAttr("noinline"), b.getStringAttr("optnone"),
             b.getStringAttr("cold")}));
    retargetCalls(module, callTIR, callCPacked);
    return success();
  }
};

} // namespace
