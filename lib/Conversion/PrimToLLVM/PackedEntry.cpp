//===- PackedEntry.cpp - The code of packed entry points ------------------===//
//
// The checking wrapper that TVM's MakePackedAPI builds, for one packed
// prim.func: argument count, type codes, then every DLTensor field the body
// relies on, as the entry's check plan has them; then the call of the
// native body. When a caller in the same module calls this wrapper with
// values it just stored, LLVM folds every check away.
//
//===----------------------------------------------------------------------===//

#include "PackedEntry.h"
#include "Buffers.h"

#include "prim/ABI/LLVMUtils.h"
#include "prim/ABI/PackedABI.h"
#include "prim/Dialect/Prim/IR/PrimOps.h"

#include "mlir/Conversion/LLVMCommon/TypeConverter.h"
#include "llvm/Support/FormatVariadic.h"

#include <dlpack/dlpack.h>

using namespace mlir;
using namespace mlir::prim;

namespace {

/// Emits the body of one packed entry point.
class EntryEmitter {
public:
  EntryEmitter(IRRewriter &b, const PackedABI &abi, FuncOp compute,
               StringRef name, LLVM::LLVMFuncOp entry,
               const EntryCheckPlan &plan, const LLVMTypeConverter &converter)
      : b(b), abi(abi), compute(compute), name(name),
        module(entry->getParentOfType<ModuleOp>()), loc(compute.getLoc()),
        entry(entry), args(abi.getEntryArgs(entry)), plan(plan),
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
    int64_t numPacked = plan.getNumArgs();
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
      if (const BufferCheckPlan *buffer = plan.getBuffer(i)) {
        Value tensor =
            load(b, loc, ptrType(b.getContext()), tensors, pointerSize * row++);
        operands.push_back(packBuffer(
            b, loc, buffer->type,
            readBuffer(*buffer, tensor, /*checking=*/false), converter));
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
    int64_t numPacked = plan.getNumArgs();
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
        require(acceptsCode(codes.back(), plan.kinds[i]));
    }

    SmallVector<Value> tensors(numPacked);
    for (int64_t i = 0; i < numPacked; ++i)
      if (plan.getBuffer(i)) {
        tensors[i] = loadTensor(abi.getArgValuePtr(b, loc, args, i), codes[i]);
        if (typeCodes)
          require(notNull(tensors[i]));
      }

    // ndim and the dtype that follows it, as one word: a compare and a
    // branch fewer per buffer. The word is only 4-aligned where a DLTensor
    // puts ndim at 12 (32-bit targets).
    if (isChecked(CheckCategory::NDimDType))
      for (int64_t i = 0; i < numPacked; ++i)
        if (const BufferCheckPlan *buffer = plan.getBuffer(i))
          require(icmp(LLVM::ICmpPredicate::eq,
                       LLVM::LoadOp::create(
                           b, loc, b.getI64Type(),
                           bytePtr(b, loc, tensors[i], tensorFields.ndim),
                           tensorFields.ndimWordAlignment),
                       constI64(b, loc, ndimAndDType(buffer->type))));

    SmallVector<BufferParts> parts(numPacked);
    for (int64_t i = 0; i < numPacked; ++i)
      if (const BufferCheckPlan *buffer = plan.getBuffer(i))
        parts[i] = readBuffer(*buffer, tensors[i], /*checking=*/true);

    SmallVector<Value> operands;
    for (int64_t i = 0; i < numPacked; ++i) {
      if (const BufferCheckPlan *buffer = plan.getBuffer(i))
        operands.push_back(
            packBuffer(b, loc, buffer->type, parts[i], converter));
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
                       typeCodes, constI64(b, loc, plan.getNumArgs()),
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
    int64_t numPacked = plan.getNumArgs();
    check(icmp(LLVM::ICmpPredicate::eq, args.numArgs,
               constI32(b, loc, numPacked)),
          "TypeError", entry_checks::argCountMismatch(name, numPacked),
          args.numArgs);
    if (numPacked > 0)
      check(notNull(args.args), "TypeError",
            entry_checks::nullArgArray(name, numPacked), {});
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

  /// Whether the entry checks `category`.
  bool isChecked(CheckCategory category) const {
    return plan.isChecked(category);
  }

  /// Whether a parameter of `kind` accepts type code `code`.
  Value acceptsCode(Value code, ArgKind kind) {
    SmallVector<Value> matches;
    for (int32_t candidate : entry_checks::acceptedCodes(abi, kind))
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
  BufferParts readBuffer(const BufferCheckPlan &buffer, Value tensor,
                         bool checking) {
    MemRefType type = buffer.type;
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
    ArrayRef<int64_t> staticStrides = buffer.strides;
    int64_t staticOffset = buffer.offset;
    bool identity = buffer.identity;
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

    int64_t elementBytes = buffer.elementBytes;
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

    if (buffer.align) {
      Value address = LLVM::PtrToIntOp::create(b, loc, i64, parts.data);
      require(eq(LLVM::AndOp::create(b, loc, address,
                                     constI64(b, loc, buffer.align - 1)),
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
  const EntryCheckPlan &plan;
  const LLVMTypeConverter &converter;
  bool bigEndian;
  /// Where DLTensor's fields lie on the target.
  const DLTensorLayout &tensorFields;
  Value firstDeviceId;
  /// The fast path's cold block, which every failed check enters.
  Block *diagnosis = nullptr;
};

} // namespace

void mlir::prim::emitStraightLineEntry(
    IRRewriter &b, const PackedABI &abi, FuncOp compute, StringRef name,
    LLVM::LLVMFuncOp entry, const EntryCheckPlan &plan,
    const LLVMTypeConverter &converter, LLVM::LLVMFuncOp checker,
    const std::optional<EntryTable> &table) {
  EntryEmitter(b, abi, compute, name, entry, plan, converter)
      .emitFastPath(checker, table);
}

void mlir::prim::emitTableEntry(IRRewriter &b, const PackedABI &abi,
                                FuncOp compute, StringRef name,
                                LLVM::LLVMFuncOp entry,
                                const EntryCheckPlan &plan,
                                const LLVMTypeConverter &converter,
                                LLVM::LLVMFuncOp checker,
                                const EntryTable &table) {
  EntryEmitter(b, abi, compute, name, entry, plan, converter)
      .emitTablePath(checker, table);
}
