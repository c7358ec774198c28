//===- PrimToLLVM.cpp - prim.func and its ops to the LLVM dialect ---------===//

#include "prim/Conversion/PrimToLLVM/PrimToLLVM.h"

#include "ABIPass.h"
#include "Buffers.h"

#include "prim/ABI/LLVMUtils.h"
#include "prim/ABI/PackedABI.h"
#include "prim/Conversion/Passes.h"
#include "prim/Dialect/Prim/IR/PrimOps.h"

#include "mlir/Conversion/ConvertToLLVM/ToLLVMInterface.h"
#include "mlir/Conversion/LLVMCommon/ConversionTarget.h"
#include "mlir/Conversion/LLVMCommon/MemRefBuilder.h"
#include "mlir/Conversion/LLVMCommon/Pattern.h"
#include "mlir/Conversion/LLVMCommon/TypeConverter.h"
#include "mlir/Interfaces/DataLayoutInterfaces.h"
#include "mlir/Transforms/DialectConversion.h"

namespace mlir::prim {
#define GEN_PASS_DEF_CONVERTPRIMTOLLVM
#include "prim/Conversion/Passes.h.inc"
} // namespace mlir::prim

using namespace mlir;
using namespace mlir::prim;

bool mlir::prim::isOptNone(LLVM::LLVMFuncOp func) {
  if (!func)
    return false;
  if (func.getOptimizeNone())
    return true;
  ArrayAttr passthrough = func.getPassthroughAttr();
  return passthrough &&
         llvm::any_of(passthrough, [](Attribute attr) {
           auto name = dyn_cast<StringAttr>(attr);
           return name && name.getValue() == "optnone";
         });
}

void prim::appendNativeParams(Type param, const TypeConverter &converter,
                              SmallVectorImpl<Type> &out) {
  auto memref = dyn_cast<MemRefType>(param);
  if (!memref) {
    out.push_back(converter.convertType(param));
    return;
  }
  MLIRContext *context = param.getContext();
  Type i64 = IntegerType::get(context, 64);
  out.push_back(ptrType(context));
  SmallVector<int64_t> strides;
  int64_t offset;
  (void)memref.getStridesAndOffset(strides, offset);
  if (ShapedType::isDynamic(offset))
    out.push_back(i64);
  for (int64_t size : memref.getShape())
    if (ShapedType::isDynamic(size))
      out.push_back(i64);
  for (int64_t stride : strides)
    if (ShapedType::isDynamic(stride))
      out.push_back(i64);
}

void prim::appendNativeArgs(OpBuilder &b, Location loc, MemRefType param,
                            Value descriptorValue,
                            SmallVectorImpl<Value> &out) {
  MemRefDescriptor descriptor(descriptorValue);
  out.push_back(descriptor.alignedPtr(b, loc));
  SmallVector<int64_t> strides;
  int64_t offset;
  (void)param.getStridesAndOffset(strides, offset);
  if (ShapedType::isDynamic(offset))
    out.push_back(descriptor.offset(b, loc));
  for (auto [dim, size] : llvm::enumerate(param.getShape()))
    if (ShapedType::isDynamic(size))
      out.push_back(descriptor.size(b, loc, dim));
  for (auto [dim, stride] : llvm::enumerate(strides))
    if (ShapedType::isDynamic(stride))
      out.push_back(descriptor.stride(b, loc, dim));
}

std::optional<NativeArgumentBlock>
prim::getNativeArgumentBlock(Operation *scope, TypeRange nativeParams) {
  if (nativeParams.size() <= kMaxNativeParams)
    return std::nullopt;
  DataLayout layout = DataLayout::closest(scope);
  NativeArgumentBlock block;
  for (Type type : nativeParams) {
    auto size = static_cast<int64_t>(layout.getTypeSize(type).getFixedValue());
    auto alignment =
        static_cast<int64_t>(llvm::PowerOf2Ceil(std::max<int64_t>(size, 1)));
    block.size = llvm::alignTo(block.size, alignment);
    block.offsets.push_back(block.size);
    block.size += size;
    block.alignment = std::max(block.alignment, alignment);
  }
  return block;
}

/// Moves `b` to just after the definition of `value` when that is in `b`'s
/// block (to its start for a block argument); leaves it otherwise.
static void setInsertionPointAfterDefinition(OpBuilder &b, Value value) {
  Block *block = b.getInsertionBlock();
  if (value.getParentBlock() != block)
    return;
  if (Operation *definition = value.getDefiningOp())
    b.setInsertionPointAfter(definition);
  else
    b.setInsertionPointToStart(block);
}

Value prim::emitNativeCall(OpBuilder &b, Location loc,
                           FlatSymbolRefAttr callee, ValueRange args,
                           Value result, bool storeWhereComputed) {
  SmallVector<Value> operands;
  if (std::optional<NativeArgumentBlock> argBlock = getNativeArgumentBlock(
          b.getInsertionBlock()->getParentOp(), args.getTypes())) {
    Value block = entryAlloca(
        b, loc, LLVM::LLVMArrayType::get(b.getI8Type(), argBlock->size), 1,
        argBlock->alignment);
    for (auto [offset, arg] : llvm::zip_equal(argBlock->offsets, args)) {
      OpBuilder::InsertionGuard guard(b);
      if (storeWhereComputed)
        setInsertionPointAfterDefinition(b, arg);
      LLVM::StoreOp::create(b, loc, arg, bytePtr(b, loc, block, offset));
    }
    operands.push_back(block);
  } else {
    llvm::append_range(operands, args);
  }
  if (result)
    operands.push_back(result);
  return LLVM::CallOp::create(b, loc, TypeRange{b.getI32Type()}, callee,
                              operands)
      .getResult();
}

namespace {

/// Returns -1 from the enclosing function unless `status` is 0.
void emitStatusCheck(RewriterBase &rewriter, Location loc, Value status) {
  Value ok = LLVM::ICmpOp::create(rewriter, loc, LLVM::ICmpPredicate::eq,
                                  status, constI32(rewriter, loc, 0));
  emitCheck(rewriter, loc, ok,
            [&](OpBuilder &b) { emitReturnFailure(b, loc); });
}

struct FuncOpLowering : public ConvertOpToLLVMPattern<FuncOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(FuncOp func, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (func.isExternal())
      return rewriter.notifyMatchFailure(
          func, "external packed functions are declared by "
                "prim-make-packed-api");
    const TypeConverter &converter = *getTypeConverter();
    MLIRContext *context = func.getContext();
    Location loc = func.getLoc();
    ArrayRef<Type> params = func.getArgumentTypes();

    Type ptr = ptrType(context);
    SmallVector<Type> nativeTypes;
    SmallVector<unsigned> firstNative;
    for (Type param : params) {
      firstNative.push_back(nativeTypes.size());
      appendNativeParams(param, converter, nativeTypes);
    }
    std::optional<NativeArgumentBlock> argBlock =
        getNativeArgumentBlock(func, nativeTypes);
    SmallVector<Type> llvmParams =
        argBlock ? SmallVector<Type>{ptr} : nativeTypes;
    bool hasResult = func.getNumResults() == 1;
    if (hasResult)
      llvmParams.push_back(ptr);

    auto llvmFunc = LLVM::LLVMFuncOp::create(
        rewriter, loc, func.getSymName(),
        LLVM::LLVMFunctionType::get(rewriter.getI32Type(), llvmParams),
        func.isPublic() ? LLVM::Linkage::External : LLVM::Linkage::Internal);
    if (argBlock)
      annotateArgumentBlock(llvmFunc);
    else
      for (auto [index, param] : llvm::enumerate(params))
        if (isa<MemRefType>(param))
          annotateDataPointer(llvmFunc, firstNative[index], func, index);
    if (func->hasAttr(PrimDialect::kNoInlineAttrName))
      llvmFunc.setPassthroughAttr(
          rewriter.getArrayAttr({rewriter.getStringAttr("noinline")}));
    if (auto cpu =
            func->getAttrOfType<StringAttr>(PrimDialect::kTargetCpuAttrName))
      llvmFunc.setTargetCpuAttr(cpu);
    if (auto features = func->getAttrOfType<StringAttr>(
            PrimDialect::kTargetFeaturesAttrName))
      llvmFunc.setTargetFeaturesAttr(
          LLVM::TargetFeaturesAttr::get(context, features.getValue()));

    rewriter.inlineRegionBefore(func.getBody(), llvmFunc.getBody(),
                                llvmFunc.end());
    Block *oldEntry = &llvmFunc.front();
    SmallVector<Location> locs(llvmParams.size(), loc);
    Block *entry = rewriter.createBlock(&llvmFunc.getBody(),
                                        llvmFunc.getBody().begin(),
                                        llvmParams, locs);

    // Rebuild every prim parameter from the native arguments: the
    // parameters, or loads from the block just before the parameter's first
    // use in the entry block. (All at the top, the loads make LLVM's
    // scheduling of that block quadratic in the parameters.)
    SmallVector<Value> replacements;
    for (auto [index, param] : llvm::enumerate(params)) {
      OpBuilder::InsertionGuard guard(rewriter);
      unsigned first = firstNative[index];
      unsigned count = (index + 1 < params.size() ? firstNative[index + 1]
                                                  : nativeTypes.size()) -
                       first;
      SmallVector<Value> natives;
      if (argBlock) {
        if (Operation *use = getFirstUseInBlock(oldEntry->getArgument(index)))
          rewriter.setInsertionPoint(use);
        for (unsigned field = first; field < first + count; ++field)
          natives.push_back(
              LLVM::LoadOp::create(rewriter, loc, nativeTypes[field],
                                   bytePtr(rewriter, loc, entry->getArgument(0),
                                           argBlock->offsets[field])));
        if (isa<MemRefType>(param))
          annotateLoadedDataPointer(
              natives.front().getDefiningOp<LLVM::LoadOp>(), func, index);
      } else {
        llvm::append_range(natives,
                           entry->getArguments().slice(first, count));
      }
      auto memref = dyn_cast<MemRefType>(param);
      if (!memref) {
        replacements.push_back(castTo(rewriter, loc, natives.front(), param));
        continue;
      }
      SmallVector<int64_t> strides;
      int64_t offset;
      (void)memref.getStridesAndOffset(strides, offset);
      unsigned next = 0;
      BufferParts parts;
      parts.data = natives[next++];
      if (ShapedType::isDynamic(offset))
        parts.offset = natives[next++];
      for (int64_t size : memref.getShape())
        parts.sizes.push_back(
            ShapedType::isDynamic(size) ? natives[next++] : Value());
      for (int64_t stride : strides)
        parts.strides.push_back(
            ShapedType::isDynamic(stride) ? natives[next++] : Value());
      // The descriptor itself: the conversion driver materializes a memref
      // for users that are not converted yet.
      replacements.push_back(packDescriptor(rewriter, loc, memref, parts,
                                        *getTypeConverter()));
    }
    // Other blocks keep their argument types: the conversions of the ops
    // that branch to them (cf-to-llvm) convert them.
    rewriter.mergeBlocks(oldEntry, entry, replacements);
    rewriter.eraseOp(func);
    return success();
  }

  /// The first operation of `value`'s block that uses it (itself or within
  /// its regions), or null.
  static Operation *getFirstUseInBlock(BlockArgument value) {
    Block *block = value.getOwner();
    Operation *first = nullptr;
    for (Operation *user : value.getUsers())
      if (Operation *op = block->findAncestorOpInBlock(*user))
        if (!first || op->isBeforeInBlock(first))
          first = op;
    return first;
  }

  /// The argument block is the caller's, read-only here, and nothing else
  /// reaches it during the call.
  static void annotateArgumentBlock(LLVM::LLVMFuncOp llvmFunc) {
    Builder b(llvmFunc.getContext());
    llvmFunc.setArgAttr(0, LLVM::LLVMDialect::getNoAliasAttrName(),
                        b.getUnitAttr());
    llvmFunc.setArgAttr(0, LLVM::LLVMDialect::getReadonlyAttrName(),
                        b.getUnitAttr());
    llvmFunc.setArgAttr(0, LLVM::LLVMDialect::getNonNullAttrName(),
                        b.getUnitAttr());
    llvmFunc.setArgAttr(0, LLVM::LLVMDialect::getAlignAttrName(),
                        b.getI64IntegerAttr(8));
  }
};

struct ReturnOpLowering : public ConvertOpToLLVMPattern<ReturnOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(ReturnOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    if (!adaptor.getOperands().empty()) {
      // The result pointer is the native function's last parameter.
      auto func = op->getParentOfType<LLVM::LLVMFuncOp>();
      Value out = func.getBody().front().getArguments().back();
      LLVM::StoreOp::create(rewriter, loc, adaptor.getOperands().front(), out);
    }
    rewriter.replaceOpWithNewOp<LLVM::ReturnOp>(op,
                                                constI32(rewriter, loc, 0));
    return success();
  }
};

struct CallTIROpLowering : public ConvertOpToLLVMPattern<CallTIROp> {
  CallTIROpLowering(const LLVMTypeConverter &converter,
                    const llvm::StringMap<FunctionType> &signatures)
      : ConvertOpToLLVMPattern(converter), signatures(signatures) {}

  LogicalResult
  matchAndRewrite(CallTIROp call, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    FunctionType calleeType;
    auto signature = signatures.find(call.getCallee());
    if (signature != signatures.end())
      calleeType = signature->second;
    else if (auto callee = SymbolTable::lookupNearestSymbolFrom<FuncOp>(
                 call, call.getCalleeAttr()))
      calleeType = callee.getFunctionType();
    else
      return rewriter.notifyMatchFailure(call, "callee's signature unknown");
    Location loc = call.getLoc();
    const TypeConverter &converter = *getTypeConverter();

    // Through memory, in a function LLVM will not optimize (a packed entry
    // of many buffers is optnone), each operand's native values are taken
    // and stored where the operand is computed, so that none stays live
    // until the call. Elsewhere they are stored at the call, in order: two
    // callers that compute the same arguments get the same code, whatever
    // else they computed first (the zero-overhead guarantee), and LLVM
    // schedules them.
    SmallVector<Type> nativeTypes;
    for (Type param : calleeType.getInputs())
      appendNativeParams(param, converter, nativeTypes);
    bool early = getNativeArgumentBlock(call, nativeTypes) &&
                 isOptNone(call->getParentOfType<LLVM::LLVMFuncOp>());
    SmallVector<Value> args;
    for (auto [param, operand] :
         llvm::zip(calleeType.getInputs(), adaptor.getArgs())) {
      OpBuilder::InsertionGuard guard(rewriter);
      if (early)
        setInsertionPointAfterDefinition(rewriter, operand);
      if (auto memref = dyn_cast<MemRefType>(param))
        appendNativeArgs(rewriter, loc, memref, operand, args);
      else
        args.push_back(operand);
    }
    Value out;
    Type resultType;
    if (call.getNumResults() == 1) {
      resultType = converter.convertType(call.getResult(0).getType());
      out = entryAlloca(rewriter, loc, resultType, 1, 8);
    }
    Value status = emitNativeCall(rewriter, loc, call.getCalleeAttr(), args,
                                  out, early);
    if (call.getNoinline())
      status.getDefiningOp<LLVM::CallOp>().setNoInline(true);
    emitStatusCheck(rewriter, loc, status);
    if (out)
      rewriter.replaceOp(call,
                         LLVM::LoadOp::create(rewriter, loc, resultType, out)
                             .getResult());
    else
      rewriter.eraseOp(call);
    return success();
  }

  const llvm::StringMap<FunctionType> &signatures;
};

struct AssertOpLowering : public ABIPattern<AssertOp> {
  using ABIPattern::ABIPattern;

  LogicalResult
  matchAndRewrite(AssertOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    StringRef message = op.getMessage();
    StringRef kind = stringifyErrorKind(op.getErrorKind());
    emitCheck(rewriter, loc, adaptor.getCondition(), [&](OpBuilder &b) {
      if (Value found = adaptor.getFound()) {
        abi->emitRaiseFormatted(b, loc, kind, message, found);
        return;
      }
      abi->emitSetError(b, loc, kind, message);
      emitReturnFailure(b, loc);
    });
    rewriter.eraseOp(op);
    return success();
  }
};

struct CheckStatusOpLowering : public ConvertOpToLLVMPattern<CheckStatusOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(CheckStatusOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    emitStatusCheck(rewriter, op.getLoc(), adaptor.getStatus());
    rewriter.eraseOp(op);
    return success();
  }
};

struct NullHandleOpLowering : public ConvertOpToLLVMPattern<NullHandleOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(NullHandleOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<LLVM::ZeroOp>(op,
                                              ptrType(op.getContext()));
    return success();
  }
};

/// A string is the address of a private constant holding it.
struct StringOpLowering : public ABIPattern<StringOp> {
  using ABIPattern::ABIPattern;

  LogicalResult
  matchAndRewrite(StringOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    SymbolTable &symbols = abi->getSymbolTable(op->getParentOfType<ModuleOp>());
    rewriter.replaceOp(
        op, getStringPtr(rewriter, op.getLoc(), symbols, op.getValue()));
    return success();
  }
};

/// A buffer view is a descriptor whose pointers are the handle.
struct BufferViewOpLowering : public ConvertOpToLLVMPattern<BufferViewOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(BufferViewOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    MemRefType type = op.getType();
    // packDescriptor takes the static parts from the type.
    BufferParts parts;
    parts.data = adaptor.getHandle();
    ValueRange dynamicSizes = adaptor.getSizes();
    for (int64_t size : type.getShape()) {
      parts.sizes.push_back(ShapedType::isDynamic(size) ? dynamicSizes.front()
                                                        : Value());
      if (ShapedType::isDynamic(size))
        dynamicSizes = dynamicSizes.drop_front();
    }
    parts.strides.resize(type.getRank());
    // The verifier leaves dynamic strides only to a compact layout.
    SmallVector<int64_t> strides;
    int64_t offset;
    (void)type.getStridesAndOffset(strides, offset);
    if (llvm::any_of(strides, ShapedType::isDynamic)) {
      SmallVector<Value> sizes;
      for (auto [size, value] : llvm::zip(type.getShape(), parts.sizes))
        sizes.push_back(value ? value : constI64(rewriter, loc, size));
      parts.strides = compactStrides(rewriter, loc, sizes);
    }
    rewriter.replaceOp(op, packDescriptor(rewriter, loc, type, parts,
                                          *getTypeConverter()));
    return success();
  }
};

llvm::StringMap<FunctionType> collectSignatures(ModuleOp module) {
  llvm::StringMap<FunctionType> signatures;
  for (FuncOp func : module.getOps<FuncOp>())
    signatures[func.getSymName()] = func.getFunctionType();
  return signatures;
}

struct ConvertPrimToLLVMPass
    : public mlir::prim::impl::ConvertPrimToLLVMBase<ConvertPrimToLLVMPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    std::shared_ptr<const PackedABI> abi =
        PackedABI::getOrReport(this->abi, module, getArgument());
    if (!abi)
      return signalPassFailure();
    MLIRContext *context = &getContext();
    LLVMTypeConverter converter(context);
    populatePrimToLLVMTypeConversions(converter);
    llvm::StringMap<FunctionType> signatures = collectSignatures(module);
    RewritePatternSet patterns(context);
    populatePrimToLLVMConversionPatterns(converter, patterns, abi, signatures);
    ConversionTarget target(*context);
    target.addLegalDialect<LLVM::LLVMDialect>();
    target.addIllegalDialect<PrimDialect>();
    target.markUnknownOpDynamicallyLegal([](Operation *) { return true; });
    if (failed(applyPartialConversion(module, target, std::move(patterns))))
      signalPassFailure();
  }
};

/// Lets upstream convert-to-llvm lower prim. It has no options, so asserts
/// report through the tvm-ffi ABI; the prim-to-llvm pipeline picks the ABI.
struct PrimToLLVMInterface : public ConvertToLLVMPatternInterface {
  using ConvertToLLVMPatternInterface::ConvertToLLVMPatternInterface;

  void populateConvertToLLVMConversionPatterns(
      ConversionTarget &target, LLVMTypeConverter &converter,
      RewritePatternSet &patterns) const final {
    // No module is at hand here, so call_tir finds its callee's buffer types
    // only while the callee is still a prim.func.
    static const llvm::StringMap<FunctionType> noSignatures;
    populatePrimToLLVMTypeConversions(converter);
    // The patterns own their ABI object (and its symbol tables).
    populatePrimToLLVMConversionPatterns(converter, patterns,
                                         PackedABI::get("tvm-ffi"),
                                         noSignatures);
    target.addIllegalDialect<PrimDialect>();
  }
};

} // namespace

void mlir::prim::populatePrimToLLVMTypeConversions(
    LLVMTypeConverter &converter) {
  converter.addConversion(
      [](HandleType type) { return ptrType(type.getContext()); });
  converter.addConversion(
      [](PackedFuncType type) { return ptrType(type.getContext()); });
  converter.addConversion(
      [](StringType type) { return ptrType(type.getContext()); });
}

void mlir::prim::populatePrimToLLVMConversionPatterns(
    LLVMTypeConverter &converter, RewritePatternSet &patterns,
    std::shared_ptr<const PackedABI> abi,
    const llvm::StringMap<FunctionType> &signatures) {
  patterns.add<FuncOpLowering, ReturnOpLowering, CheckStatusOpLowering,
               NullHandleOpLowering, BufferViewOpLowering>(converter);
  patterns.add<CallTIROpLowering>(converter, signatures);
  patterns.add<AssertOpLowering, StringOpLowering>(converter, abi);
  populatePrimStructToLLVMPatterns(converter, patterns, abi);
  populatePrimParallelToLLVMPatterns(converter, patterns, std::move(abi));
}

void mlir::prim::registerConvertPrimToLLVMInterface(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *context, PrimDialect *dialect) {
    dialect->addInterfaces<PrimToLLVMInterface>();
  });
}
