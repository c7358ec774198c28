//===- EntryTable.cpp - Table-driven checks of many-buffer entries --------===//

#include "EntryTable.h"
#include "Buffers.h"

#include "prim/ABI/LLVMUtils.h"

#include "mlir/IR/BuiltinTypes.h"

#include <dlpack/dlpack.h>

using namespace mlir;
using namespace mlir::prim;

namespace {

constexpr llvm::StringLiteral kCheckerName = "__prim_check_arguments";
/// The quick checker's name is the checker's with this prefix.
constexpr llvm::StringLiteral kQuickPrefix = "__prim_quick";
/// The checker's message buffer, as large as __prim_raise_formatted's, so
/// that both forms truncate a long message alike.
constexpr int64_t kMessageBytes = 512;
/// The type codes that the quick pass looks up in a mask; the others go to
/// the checks.
constexpr int64_t kMaskedCodes = 128;

/// Where the found value goes in a message of EntryChecks.h, as printf has
/// it.
std::string toFormat(std::string message) {
  size_t placeholder = message.find("{}");
  if (placeholder != std::string::npos)
    message.replace(placeholder, 2, "%lld");
  return message;
}

/// A private constant array global `name` of `value`'s elements, as
/// `element`, into `symbols`' module.
LLVM::GlobalOp defineConstantArray(SymbolTable &symbols, Location loc,
                                   StringRef name, Type element,
                                   DenseElementsAttr value) {
  auto module = cast<ModuleOp>(symbols.getOp());
  OpBuilder moduleBuilder = OpBuilder::atBlockEnd(module.getBody());
  auto global = LLVM::GlobalOp::create(
      moduleBuilder, loc,
      LLVM::LLVMArrayType::get(element, value.getNumElements()),
      /*isConstant=*/true, LLVM::Linkage::Private, name, value,
      /*alignment=*/8);
  global.setUnnamedAddr(LLVM::UnnamedAddr::Global);
  symbols.insert(global);
  return global;
}

/// Emits the body of a __prim_check_arguments.
class CheckerEmitter {
public:
  CheckerEmitter(RewriterBase &b, const PackedABI &abi,
                 LLVM::LLVMFuncOp checker, SymbolTable &symbols,
                 CheckCategory checks)
      : b(b), abi(abi), symbols(symbols), checks(checks), loc(checker.getLoc()),
        i32(b.getI32Type()), i64(b.getI64Type()), ptr(ptrType(b.getContext())),
        tensorFields(abi.getLayout().getDLTensor()) {
    Block *entry = checker.addEntryBlock(b);
    b.setInsertionPointToStart(entry);
    name = entry->getArgument(0);
    args.args = entry->getArgument(1);
    args.typeCodes = entry->getArgument(2);
    numArgs = entry->getArgument(3);
    kinds = entry->getArgument(4);
    table = entry->getArgument(5);
    numBuffers = entry->getArgument(6);
    tensors = entry->getArgument(7);
  }

  void emit() {
    message = entryAlloca(b, loc, b.getI8Type(), kMessageBytes, 1);
    // Every type code before any value is read.
    if (isChecked(CheckCategory::TypeCode))
      emitLoop(numArgs, [&](Value index) { checkTypeCode(index); });
    Value firstDeviceId, firstDeviceArg;
    if (isChecked(CheckCategory::Device)) {
      firstDeviceId = entryAlloca(b, loc, i64, 1, 8);
      firstDeviceArg = entryAlloca(b, loc, i64, 1, 8);
    }
    emitLoop(numBuffers, [&](Value buffer) {
      Value row = bytePtr(b, loc, table, buffer, RowSize * 8, 0);
      checkBuffer(row, buffer, firstDeviceId, firstDeviceArg);
    });
    LLVM::ReturnOp::create(b, loc, constI32(b, loc, 0));
  }

  /// The quick checker's body: the loops of `checker`, with one branch per
  /// few conditions and no message, that accept a subset of what `checker`
  /// accepts: the type codes it accepts, and buffers of an identity layout
  /// (offset 0) with the expected ndim, dtype and static dims, NULL or
  /// compact static strides, a zero byte_offset, non-NULL (and aligned)
  /// data and the first buffer's CPU device. It stores each buffer's
  /// DLTensor*, as `checker` does. Anything else is `checker`'s to accept
  /// or report.
  void emitQuickPass(LLVM::LLVMFuncOp checker) {
    Block *checks = b.splitBlock(b.getInsertionBlock(), b.getInsertionPoint());
    auto orChecks = [&](Value ok) {
      emitCheck(b, loc, ok, [&](OpBuilder &) {
        LLVM::BrOp::create(b, loc, ValueRange(), checks);
      });
    };
    Value null = LLVM::ZeroOp::create(b, loc, ptr);
    Value masks = getTypeCodeMasks();
    emitLoop(numArgs, [&](Value index) {
      // Bit `code` of the kind's two words, for the codes below 128.
      Value code = sext(abi.loadTypeCodeAt(b, loc, args, index));
      Value kind = zext(LLVM::LoadOp::create(
          b, loc, b.getI8Type(), bytePtr(b, loc, kinds, index, 1, 0)));
      Value inRange = LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::ult,
                                           code, c64(kMaskedCodes));
      Value bit = LLVM::SelectOp::create(b, loc, inRange, code, c64(0));
      Value word = LLVM::AddOp::create(
          b, loc, LLVM::MulOp::create(b, loc, kind, c64(2)),
          LLVM::LShrOp::create(b, loc, bit, c64(6)));
      Value mask = load(b, loc, i64, bytePtr(b, loc, masks, word, 8, 0));
      Value accepted = LLVM::AndOp::create(
          b, loc,
          LLVM::LShrOp::create(b, loc, mask,
                               LLVM::AndOp::create(b, loc, bit, c64(63))),
          c64(1));
      orChecks(andOf(inRange, ne(accepted, c64(0))));
    });
    emitLoop(numBuffers, [&](Value buffer) {
      Value row = bytePtr(b, loc, table, buffer, RowSize * 8, 0);
      // A strided layout's strides and offset are the checks' to compare.
      orChecks(ne(field(row, Identity), c64(0)));
      Value index = field(row, ArgIndex);
      Value tensor = loadTensor(index, abi.loadTypeCodeAt(b, loc, args, index));
      orChecks(ne(tensor, null));
      store(b, loc, tensor,
            bytePtr(b, loc, tensors, buffer, abi.getLayout().getPointerSize(),
                    0));
      Value first = load(b, loc, ptr, tensors, 0);
      Value ndim = sext(load(b, loc, i32, tensor, tensorFields.ndim));
      Value dtype = zext(load(b, loc, i32, tensor, tensorFields.dtype));
      Value deviceType = loadDeviceType(b, loc, tensorFields, tensor);
      Value deviceId = load(b, loc, i32, tensor, tensorFields.deviceId);
      Value rank = field(row, Rank);
      orChecks(andOf(andOf(eq(ndim, rank), eq(dtype, field(row, DTypeWord))),
                     andOf(eq(deviceType, constI32(b, loc, kDLCPU)),
                           eq(deviceId, load(b, loc, i32, first,
                                             tensorFields.deviceId)))));
      Value data = LLVM::PtrToIntOp::create(
          b, loc, i64, load(b, loc, ptr, tensor, tensorFields.data));
      Value byteOffset = load(b, loc, i64, tensor, tensorFields.byteOffset);
      orChecks(andOf(andOf(eq(byteOffset, c64(0)), ne(data, c64(0))),
                     eq(andOf(data, field(row, AlignMask)), c64(0))));
      // Static dims as expected; NULL strides, or the compact strides of
      // the table (an identity layout's), which must be static.
      Value expectedDims = bytePtr(b, loc, table, field(row, Dims), 8, 0);
      Value expectedStrides = bytePtr(b, loc, expectedDims, rank, 8, 0);
      Value shape = load(b, loc, ptr, tensor, tensorFields.shape);
      Value strides = load(b, loc, ptr, tensor, tensorFields.strides);
      Value noStrides = eq(LLVM::PtrToIntOp::create(b, loc, i64, strides),
                           c64(0));
      // Without strides, read the shape (readable; the value goes unused).
      Value readable =
          LLVM::SelectOp::create(b, loc, noStrides, shape, strides);
      emitLoop(rank, [&](Value dim) {
        Value expected =
            load(b, loc, i64, bytePtr(b, loc, expectedDims, dim, 8, 0));
        Value size = load(b, loc, i64, bytePtr(b, loc, shape, dim, 8, 0));
        Value stride =
            load(b, loc, i64, bytePtr(b, loc, readable, dim, 8, 0));
        Value expectedStride =
            load(b, loc, i64, bytePtr(b, loc, expectedStrides, dim, 8, 0));
        // A dynamic stride (kDynamic) is the checks' to compare, even
        // against a stride of that value.
        Value staticStride =
            andOf(eq(stride, expectedStride),
                  ne(expectedStride, c64(ShapedType::kDynamic)));
        orChecks(andOf(orOf(isDynamic(expected), eq(size, expected)),
                       orOf(noStrides, staticStride)));
      });
    });
    LLVM::ReturnOp::create(b, loc, constI32(b, loc, 0));
    // Anything else: the checks, which accept or say why not.
    b.setInsertionPointToStart(checks);
    LLVM::ReturnOp::create(
        b, loc,
        LLVM::CallOp::create(b, loc, checker,
                             b.getInsertionBlock()->getParent()->getArguments())
            .getResult());
  }

private:
  bool isChecked(CheckCategory category) const {
    return bitEnumContainsAll(checks, category);
  }
  Value c64(int64_t value) { return constI64(b, loc, value); }
  Value eq(Value lhs, Value rhs) {
    return LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::eq, lhs, rhs);
  }
  Value ne(Value lhs, Value rhs) {
    return LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::ne, lhs, rhs);
  }
  Value orOf(Value lhs, Value rhs) { return LLVM::OrOp::create(b, loc, lhs, rhs); }
  Value andOf(Value lhs, Value rhs) {
    return LLVM::AndOp::create(b, loc, lhs, rhs);
  }
  Value isDynamic(Value expected) {
    return eq(expected, c64(ShapedType::kDynamic));
  }
  Value field(Value row, BufferRow which) {
    return load(b, loc, i64, row, which * 8);
  }
  Value sext(Value value) { return LLVM::SExtOp::create(b, loc, i64, value); }
  Value zext(Value value) { return LLVM::ZExtOp::create(b, loc, i64, value); }
  Value loadVar(Value slot, Type type) {
    return LLVM::LoadOp::create(b, loc, type, slot);
  }

  /// "%s: argument #%lld", the start of every message; its values are the
  /// function's name and the argument's index.
  static std::string arg() { return entry_checks::argName("%s", "%lld"); }

  /// Reports an error of `kind` whose message is the printf `format` of
  /// `values` (after the function's name) and returns -1.
  void raise(StringRef kind, const std::string &format,
             ArrayRef<Value> values) {
    SmallVector<Value> operands{message, abi.constSize(b, loc, kMessageBytes),
                                getStringPtr(b, loc, symbols, format), name};
    operands.append(values.begin(), values.end());
    LLVM::CallOp::create(b, loc, abi.declareRuntimeFunction(b, "snprintf"),
                         operands);
    abi.emitSetError(b, loc, getStringPtr(b, loc, symbols, kind), message);
    emitReturnFailure(b, loc);
  }

  /// raise unless `ok`.
  void check(Value ok, StringRef kind, const std::string &message,
             ArrayRef<Value> values) {
    emitCheck(b, loc, ok,
              [&](OpBuilder &) { raise(kind, toFormat(message), values); });
  }

  /// Runs `body` for each i64 index from 0 below `count`. `body` may split
  /// blocks; it ends where the next iteration branches back.
  void emitLoop(Value count, function_ref<void(Value)> body) {
    Block *current = b.getInsertionBlock();
    Block *exit = b.splitBlock(current, b.getInsertionPoint());
    Block *header = b.createBlock(exit, {i64}, {loc});
    Block *loopBody = b.createBlock(exit);
    b.setInsertionPointToEnd(current);
    LLVM::BrOp::create(b, loc, ValueRange{c64(0)}, header);
    b.setInsertionPointToStart(header);
    Value index = header->getArgument(0);
    LLVM::CondBrOp::create(
        b, loc,
        LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::slt, index, count),
        loopBody, exit);
    b.setInsertionPointToStart(loopBody);
    body(index);
    LLVM::BrOp::create(b, loc,
                       ValueRange{LLVM::AddOp::create(b, loc, index, c64(1))},
                       header);
    b.setInsertionPointToStart(exit);
  }

  /// The type codes each ArgKind accepts, as a constant array of two i64
  /// per kind: bit `code` of the pair is set for each accepted code below
  /// kMaskedCodes. Codes from kMaskedCodes on go to the checks.
  Value getTypeCodeMasks() {
    StringRef symbol = "__prim_type_code_masks";
    auto global = symbols.lookup<LLVM::GlobalOp>(symbol);
    if (!global) {
      SmallVector<uint64_t> words(2 * std::size(entry_checks::kAllArgKinds));
      for (ArgKind kind : entry_checks::kAllArgKinds)
        for (int32_t code : entry_checks::acceptedCodes(abi, kind))
          if (code >= 0 && code < kMaskedCodes)
            words[2 * static_cast<int>(kind) + code / 64] |= uint64_t(1)
                                                             << (code % 64);
      auto type = RankedTensorType::get({(int64_t)words.size()}, i64);
      global = defineConstantArray(
          symbols, loc, symbol, i64,
          DenseElementsAttr::get(type, ArrayRef(words)));
    }
    return LLVM::AddressOfOp::create(b, loc, global);
  }

  void checkTypeCode(Value index) {
    Value code = abi.loadTypeCodeAt(b, loc, args, index);
    Value kind = LLVM::ZExtOp::create(
        b, loc, i32,
        LLVM::LoadOp::create(b, loc, b.getI8Type(),
                             bytePtr(b, loc, kinds, index, 1, 0)));
    Value ok;
    for (ArgKind candidate : entry_checks::kAllArgKinds) {
      Value isKind = eq(kind, constI32(b, loc, static_cast<int>(candidate)));
      for (int32_t accepted : entry_checks::acceptedCodes(abi, candidate)) {
        Value match = andOf(isKind, eq(code, constI32(b, loc, accepted)));
        ok = ok ? orOf(ok, match) : match;
      }
    }
    emitCheck(b, loc, ok, [&](OpBuilder &) {
      // The message names what the parameter's kind accepts.
      ArrayRef<ArgKind> all = entry_checks::kAllArgKinds;
      auto report = [&](ArgKind candidate) {
        raise("TypeError",
              toFormat(entry_checks::typeCodeMismatch(arg(), abi, candidate)),
              {index, sext(code)});
      };
      for (ArgKind candidate : all.drop_back())
        emitCheck(b, loc,
                  ne(kind, constI32(b, loc, static_cast<int>(candidate))),
                  [&](OpBuilder &) { report(candidate); });
      report(all.back());
    });
  }

  /// The DLTensor* of argument `index`, whose type code is `code`.
  Value loadTensor(Value index, Value code) {
    Value tensor =
        LLVM::LoadOp::create(b, loc, ptr, abi.getArgValuePtrAt(b, loc, args, index));
    if (auto object = abi.getTensorObjectCode())
      tensor = LLVM::SelectOp::create(
          b, loc, eq(code, constI32(b, loc, object->first)),
          bytePtr(b, loc, tensor, object->second), tensor);
    return tensor;
  }

  /// The checks of one buffer, in the straight-line form's order, from the
  /// buffer's `row`. `buffer` counts the buffers; the first
  /// one's device id goes to `firstDeviceId` and `firstDeviceArg`.
  void checkBuffer(Value row, Value buffer, Value firstDeviceId,
                   Value firstDeviceArg) {
    Value index = field(row, ArgIndex);
    Value tensor =
        loadTensor(index, abi.loadTypeCodeAt(b, loc, args, index));
    if (isChecked(CheckCategory::TypeCode))
      check(ne(tensor, LLVM::ZeroOp::create(b, loc, ptr)), "TypeError",
            entry_checks::nullTensor(arg()), {index});
    // A straight-line entry asks only for the message: no slots.
    emitIf(b, loc, ne(tensors, LLVM::ZeroOp::create(b, loc, ptr)),
           [&](OpBuilder &) {
             LLVM::StoreOp::create(b, loc, tensor,
                                   bytePtr(b, loc, tensors, buffer,
                                           abi.getLayout().getPointerSize(),
                                           0));
           });

    Value rank = field(row, Rank);
    if (isChecked(CheckCategory::NDimDType))
      checkNDimDType(row, index, tensor, rank);

    // The shape, and whether some dim is 0 (any strides and a NULL data
    // pointer then describe the empty tensor), for the checks that read
    // them.
    if (!bitEnumContainsAny(checks, CheckCategory::Shape |
                                        CheckCategory::Strides |
                                        CheckCategory::Data)) {
      checkFromOffset(row, index, tensor, buffer, firstDeviceId,
                      firstDeviceArg, /*isEmpty=*/{});
      return;
    }
    Value expectedDims =
        bytePtr(b, loc, table, field(row, Dims), 8, 0);
    Value shape = load(b, loc, ptr, tensor, tensorFields.shape);
    Value empty = entryAlloca(b, loc, b.getI1Type(), 1, 1);
    store(b, loc, LLVM::ConstantOp::create(b, loc, b.getI1Type(), 0), empty);
    emitLoop(rank, [&](Value dim) {
      Value size = load(b, loc, i64, bytePtr(b, loc, shape, dim, 8, 0));
      if (isChecked(CheckCategory::Shape)) {
        Value expected =
            load(b, loc, i64, bytePtr(b, loc, expectedDims, dim, 8, 0));
        check(orOf(isDynamic(expected), eq(size, expected)), "ValueError",
              entry_checks::shapeMismatch(arg(), "%lld", "%lld"),
              {index, dim, expected, size});
      }
      store(b, loc, orOf(loadVar(empty, b.getI1Type()), eq(size, c64(0))),
            empty);
    });
    Value isEmpty = loadVar(empty, b.getI1Type());
    if (isChecked(CheckCategory::Strides))
      checkStrides(row, index, tensor, shape, rank, expectedDims, isEmpty);
    checkFromOffset(row, index, tensor, buffer, firstDeviceId, firstDeviceArg,
                    isEmpty);
  }

  void checkNDimDType(Value row, Value index, Value tensor, Value rank) {
    Value ndim = sext(load(b, loc, i32, tensor, tensorFields.ndim));
    check(eq(ndim, rank), "ValueError", entry_checks::ndimMismatch(arg(), "%lld"),
          {index, rank, ndim});

    auto checkDType = [&](Type type, int64_t offset, BufferRow expected,
                          StringRef what) {
      Value found = zext(load(b, loc, type, tensor, offset));
      Value want = field(row, expected);
      check(eq(found, want), "TypeError",
            entry_checks::dtypeMismatch(arg(), what, "%lld"),
            {index, want, found});
    };
    int64_t dtype = tensorFields.dtype;
    checkDType(b.getI8Type(), dtype, DTypeCode, "code");
    checkDType(b.getI8Type(), dtype + 1, DTypeBits, "bits");
    checkDType(b.getI16Type(), dtype + 2, DTypeLanes, "lanes");
  }

  /// The checks from the byte_offset on. `isEmpty` is set where the data
  /// check needs it.
  void checkFromOffset(Value row, Value index, Value tensor, Value buffer,
                       Value firstDeviceId, Value firstDeviceArg,
                       Value isEmpty) {
    if (isChecked(CheckCategory::ByteOffset))
      checkByteOffset(row, index, tensor);
    if (isChecked(CheckCategory::Device))
      checkDevice(index, tensor, buffer, firstDeviceId, firstDeviceArg);
    if (!bitEnumContainsAny(checks,
                            CheckCategory::Data | CheckCategory::Alignment))
      return;
    Value data = load(b, loc, ptr, tensor, tensorFields.data);
    if (isChecked(CheckCategory::Data))
      check(orOf(ne(data, LLVM::ZeroOp::create(b, loc, ptr)), isEmpty),
            "ValueError", entry_checks::nullData(arg()), {index});
    if (isChecked(CheckCategory::Alignment)) {
      Value align = field(row, Align);
      Value misalignment =
          andOf(LLVM::PtrToIntOp::create(b, loc, i64, data),
                LLVM::SubOp::create(b, loc, align, c64(1)));
      check(orOf(eq(align, c64(0)), eq(misalignment, c64(0))), "ValueError",
            entry_checks::misaligned(arg(), "%lld"),
            {index, align, misalignment, align});
    }
  }

  void checkByteOffset(Value row, Value index, Value tensor) {
    Value byteOffset = load(b, loc, i64, tensor, tensorFields.byteOffset);
    Value elementBytes = field(row, ElementBytes);
    check(eq(LLVM::URemOp::create(b, loc, byteOffset, elementBytes), c64(0)),
          "ValueError", entry_checks::byteOffsetNotDivisible(arg(), "%lld"),
          {index, elementBytes, byteOffset});
    Value offsetBytes = field(row, OffsetBytes);
    check(orOf(isDynamic(offsetBytes), eq(byteOffset, offsetBytes)),
          "ValueError", entry_checks::byteOffsetMismatch(arg(), "%lld"),
          {index, offsetBytes, byteOffset});
  }

  /// `buffer` counts the buffers; the first one's device id goes to
  /// `firstDeviceId` and `firstDeviceArg`.
  void checkDevice(Value index, Value tensor, Value buffer,
                   Value firstDeviceId, Value firstDeviceArg) {
    Value deviceType = sext(loadDeviceType(b, loc, tensorFields, tensor));
    check(eq(deviceType, c64(kDLCPU)), "ValueError",
          entry_checks::deviceTypeMismatch(arg(), static_cast<int>(kDLCPU)),
          {index, deviceType});
    Value deviceId = sext(load(b, loc, i32, tensor, tensorFields.deviceId));
    Value isFirst = eq(buffer, c64(0));
    store(b, loc,
          LLVM::SelectOp::create(b, loc, isFirst, deviceId,
                                 loadVar(firstDeviceId, i64)),
          firstDeviceId);
    store(b, loc,
          LLVM::SelectOp::create(b, loc, isFirst, index,
                                 loadVar(firstDeviceArg, i64)),
          firstDeviceArg);
    Value firstArg = loadVar(firstDeviceArg, i64);
    check(eq(deviceId, loadVar(firstDeviceId, i64)), "ValueError",
          entry_checks::deviceIdMismatch(arg(), "%lld"),
          {index, firstArg, deviceId});
  }

  /// An identity layout takes NULL or compact strides (any stride for a dim
  /// of extent 1, any strides for an empty tensor); a strided layout takes
  /// its static strides from the array, or from the compact strides when it
  /// is NULL. Walks the dims from the last, as the compact strides grow, and
  /// reports the first failing dim.
  void checkStrides(Value row, Value index, Value tensor, Value shape,
                    Value rank, Value expectedDims, Value isEmpty) {
    Value strides = load(b, loc, ptr, tensor, tensorFields.strides);
    Value hasStrides = ne(strides, LLVM::ZeroOp::create(b, loc, ptr));
    // Without strides, read the shape (readable; the value goes unused).
    Value readable = LLVM::SelectOp::create(b, loc, hasStrides, strides, shape);
    Value identity = ne(field(row, Identity), c64(0));
    Value expectedStrides = bytePtr(b, loc, expectedDims, rank, 8, 0);
    Value compact = entryAlloca(b, loc, i64, 1, 8);
    Value failedDim = entryAlloca(b, loc, i64, 1, 8);
    Value failedStride = entryAlloca(b, loc, i64, 1, 8);
    store(b, loc, c64(1), compact);
    store(b, loc, c64(-1), failedDim);
    emitLoop(rank, [&](Value step) {
      Value dim = LLVM::SubOp::create(
          b, loc, LLVM::SubOp::create(b, loc, rank, c64(1)), step);
      Value size = load(b, loc, i64, bytePtr(b, loc, shape, dim, 8, 0));
      Value compactStride = loadVar(compact, i64);
      Value stride = LLVM::SelectOp::create(
          b, loc, hasStrides,
          load(b, loc, i64, bytePtr(b, loc, readable, dim, 8, 0)),
          compactStride);
      Value expected =
          load(b, loc, i64, bytePtr(b, loc, expectedStrides, dim, 8, 0));
      Value identityOk = orOf(orOf(LLVM::XOrOp::create(
                                       b, loc, hasStrides,
                                       LLVM::ConstantOp::create(
                                           b, loc, b.getI1Type(), 1)),
                                   isEmpty),
                              orOf(eq(stride, compactStride), eq(size, c64(1))));
      Value stridedOk = orOf(isDynamic(expected), eq(stride, expected));
      Value ok = LLVM::SelectOp::create(b, loc, identity, identityOk, stridedOk);
      store(b, loc, LLVM::SelectOp::create(b, loc, ok, loadVar(failedDim, i64), dim),
            failedDim);
      store(b, loc,
            LLVM::SelectOp::create(b, loc, ok, loadVar(failedStride, i64),
                                   stride),
            failedStride);
      store(b, loc, LLVM::MulOp::create(b, loc, compactStride, size), compact);
    });
    Value dim = loadVar(failedDim, i64);
    emitCheck(b, loc, LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::slt, dim, c64(0)),
              [&](OpBuilder &) {
      Value stride = loadVar(failedStride, i64);
      emitCheck(b, loc, eq(field(row, Identity), c64(0)), [&](OpBuilder &) {
        raise("ValueError", toFormat(entry_checks::notCompact(arg(), "%lld")),
              {index, dim, stride});
      });
      Value expected =
          load(b, loc, i64, bytePtr(b, loc, expectedStrides, dim, 8, 0));
      raise("ValueError",
            toFormat(entry_checks::strideMismatch(arg(), "%lld", "%lld")),
            {index, dim, expected, stride});
    });
  }

  RewriterBase &b;
  const PackedABI &abi;
  SymbolTable &symbols;
  CheckCategory checks;
  Location loc;
  Type i32, i64, ptr;
  /// Where DLTensor's fields lie on the target.
  const DLTensorLayout &tensorFields;
  Value name, numArgs, kinds, table, numBuffers, tensors, message;
  EntryArgs args;
};

} // namespace

EntryTable prim::defineEntryTable(OpBuilder &b, SymbolTable &symbols,
                                  Location loc, const EntryCheckPlan &plan,
                                  StringRef name, const PackedABI &abi) {
  bool bigEndian = abi.getLayout().isBigEndian();
  SmallVector<int8_t> kinds;
  for (ArgKind kind : plan.kinds)
    kinds.push_back(static_cast<int8_t>(kind));
  SmallVector<int64_t> rows, dims;
  for (const BufferCheckPlan &buffer : plan.buffers) {
    DLDType dtype = getDLDType(buffer.type.getElementType(), abi);
    SmallVector<int64_t> row(RowSize);
    row[ArgIndex] = buffer.argIndex;
    row[Rank] = buffer.type.getRank();
    row[DTypeCode] = dtype.code;
    row[DTypeBits] = dtype.bits;
    row[DTypeLanes] = dtype.lanes;
    row[ElementBytes] = buffer.elementBytes;
    row[OffsetBytes] = buffer.getOffsetBytes();
    row[Align] = buffer.align;
    row[Identity] = buffer.identity;
    row[DTypeWord] = dtype.getWord(bigEndian);
    row[AlignMask] = buffer.align ? buffer.align - 1 : 0;
    row[Dims] = dims.size(); // Made absolute below.
    rows.append(row);
    llvm::append_range(dims, buffer.type.getShape());
    llvm::append_range(dims, buffer.strides);
  }
  int64_t numBuffers = rows.size() / RowSize;
  for (int64_t i = 0; i < numBuffers; ++i)
    rows[i * RowSize + Dims] += rows.size();
  rows.append(dims);

  auto define = [&](StringRef prefix, Type element, DenseElementsAttr value) {
    return defineConstantArray(symbols, loc, (prefix + name).str(), element,
                               value);
  };
  auto kindsType = RankedTensorType::get({(int64_t)kinds.size()}, b.getI8Type());
  auto rowsType = RankedTensorType::get({(int64_t)rows.size()}, b.getI64Type());
  return {define("__prim_arg_kinds_", b.getI8Type(),
                 DenseElementsAttr::get(kindsType, ArrayRef(kinds))),
          define("__prim_buffer_table_", b.getI64Type(),
                 DenseElementsAttr::get(rowsType, ArrayRef(rows))),
          numBuffers};
}

LLVM::LLVMFuncOp prim::getOrDefineTableChecker(RewriterBase &b,
                                               ModuleOp module,
                                               const PackedABI &abi,
                                               CheckCategory checks) {
  SymbolTable &symbols = abi.getSymbolTable(module);
  std::string name = kCheckerName.str();
  if (checks != CheckCategory::all)
    name += llvm::formatv("_{0:x-}", static_cast<uint32_t>(checks)).str();
  if (auto checker = symbols.lookup<LLVM::LLVMFuncOp>(name))
    return checker;
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToEnd(module.getBody());
  MLIRContext *context = b.getContext();
  Type ptr = ptrType(context), i64 = b.getI64Type();
  auto checker = LLVM::LLVMFuncOp::create(
      b, module.getLoc(), name,
      LLVM::LLVMFunctionType::get(b.getI32Type(),
                                  {ptr, ptr, ptr, i64, ptr, ptr, i64, ptr}),
      LLVM::Linkage::Internal);
  symbols.insert(checker);
  // Shared by every table entry of the module, so not inlined into them.
  checker.setPassthroughAttr(b.getArrayAttr({b.getStringAttr("noinline")}));
  CheckerEmitter(b, abi, checker, symbols, checks).emit();
  return checker;
}

LLVM::LLVMFuncOp prim::getOrDefineQuickChecker(RewriterBase &b,
                                               ModuleOp module,
                                               const PackedABI &abi,
                                               CheckCategory checks) {
  LLVM::LLVMFuncOp checker = getOrDefineTableChecker(b, module, abi, checks);
  // The quick pass reads every field these categories read; without one of
  // them it would read what the checks do not.
  CheckCategory read = CheckCategory::TypeCode | CheckCategory::NDimDType |
                       CheckCategory::Shape | CheckCategory::Strides |
                       CheckCategory::ByteOffset | CheckCategory::Device |
                       CheckCategory::Data;
  if (!bitEnumContainsAll(checks, read))
    return checker;
  SymbolTable &symbols = abi.getSymbolTable(module);
  std::string name = (kQuickPrefix + checker.getName()).str();
  if (auto quick = symbols.lookup<LLVM::LLVMFuncOp>(name))
    return quick;
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToEnd(module.getBody());
  auto quick = LLVM::LLVMFuncOp::create(b, module.getLoc(), name,
                                        checker.getFunctionType(),
                                        LLVM::Linkage::Internal);
  symbols.insert(quick);
  quick.setPassthroughAttr(b.getArrayAttr({b.getStringAttr("noinline")}));
  CheckerEmitter(b, abi, quick, symbols, checks).emitQuickPass(checker);
  return quick;
}
