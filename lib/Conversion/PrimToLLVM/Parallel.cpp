//===- Parallel.cpp - prim.parallel_launch to the runtime's thread pool ---===//

#include "prim/Conversion/PrimToLLVM/PrimToLLVM.h"

#include "ABIPass.h"
#include "Buffers.h"

#include "prim/ABI/LLVMUtils.h"
#include "prim/ABI/PackedABI.h"
#include "prim/Dialect/Prim/IR/PrimOps.h"

#include "mlir/Conversion/LLVMCommon/Pattern.h"
#include "mlir/Conversion/LLVMCommon/TypeConverter.h"

using namespace mlir;
using namespace mlir::prim;

namespace {

/// Lowers `prim.parallel_launch @body over %n (captures)` to
///   closure = {n, the captures' native values}
///   status = launch ? launch(@body_task, &closure, 0)
///                   : @body_task(0, &{NULL, 1}, &closure)
///   if (status != 0) return -1
/// where `int @body_task(int task_id, TVMParallelGroupEnv* env, void*
/// closure)` runs the task's chunk of [0, n) through @body's native body.
struct ParallelLaunchOpLowering : public ABIPattern<ParallelLaunchOp> {
  using ABIPattern::ABIPattern;

  LogicalResult
  matchAndRewrite(ParallelLaunchOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    MLIRContext *context = op.getContext();
    Type ptr = ptrType(context), i32 = rewriter.getI32Type(),
         i64 = rewriter.getI64Type();

    // The captures as the body's native signature takes them.
    SmallVector<Value> natives;
    for (auto [type, operand] :
         llvm::zip(op.getCaptures().getTypes(), adaptor.getCaptures())) {
      if (auto memref = dyn_cast<MemRefType>(type))
        appendNativeArgs(rewriter, loc, memref, operand, natives);
      else
        natives.push_back(operand);
    }
    SmallVector<Type> fields{i64};
    for (Value native : natives)
      fields.push_back(native.getType());
    auto closureType = LLVM::LLVMStructType::getLiteral(context, fields);

    LLVM::LLVMFuncOp task =
        defineTask(rewriter, loc, op.getCallee(), closureType);

    Value closure = entryAlloca(rewriter, loc, closureType, 1, 8);
    LLVM::StoreOp::create(rewriter, loc, adaptor.getTripCount(),
                          fieldPtr(rewriter, loc, closureType, closure, 0));
    for (auto [index, native] : llvm::enumerate(natives))
      LLVM::StoreOp::create(
          rewriter, loc, native,
          fieldPtr(rewriter, loc, closureType, closure, index + 1));

    PackedABI::BackendFunctions functions = abi->getBackendFunctions();
    Value launch =
        abi->loadRuntimeFunction(rewriter, loc, functions.parallelLaunch);
    Value hasPool = LLVM::ICmpOp::create(rewriter, loc, LLVM::ICmpPredicate::ne,
                                         launch,
                                         LLVM::ZeroOp::create(rewriter, loc, ptr));
    Block *current = rewriter.getInsertionBlock();
    Block *done = rewriter.splitBlock(current, rewriter.getInsertionPoint());
    done->addArgument(i32, loc);
    Block *viaPool = rewriter.createBlock(done);
    Block *inCaller = rewriter.createBlock(done);
    rewriter.setInsertionPointToEnd(current);
    LLVM::CondBrOp::create(rewriter, loc, hasPool, viaPool, inCaller);

    rewriter.setInsertionPointToStart(viaPool);
    Value taskPtr = LLVM::AddressOfOp::create(rewriter, loc, task);
    Value pooled = abi->emitRuntimeCall(rewriter, loc, functions.parallelLaunch,
                                        launch,
                                        ValueRange{taskPtr, closure,
                                                   constI32(rewriter, loc, 0)})
                       .getResult();
    LLVM::BrOp::create(rewriter, loc, ValueRange{pooled}, done);

    // No thread pool: the one task, in this thread.
    rewriter.setInsertionPointToStart(inCaller);
    auto envType = LLVM::LLVMStructType::getLiteral(context, {ptr, i32});
    Value env = entryAlloca(rewriter, loc, envType, 1, 8);
    LLVM::StoreOp::create(rewriter, loc, LLVM::ZeroOp::create(rewriter, loc, ptr),
                          env);
    store(rewriter, loc, constI32(rewriter, loc, 1), env,
          abi->getLayout().getParallelGroupEnvNumTaskOffset());
    Value serial = LLVM::CallOp::create(
                       rewriter, loc, task,
                       ValueRange{constI32(rewriter, loc, 0), env, closure})
                       .getResult();
    LLVM::BrOp::create(rewriter, loc, ValueRange{serial}, done);

    // A failed task's error is already set in this thread.
    rewriter.setInsertionPointToStart(done);
    Value ok = LLVM::ICmpOp::create(rewriter, loc, LLVM::ICmpPredicate::eq,
                                    done->getArgument(0),
                                    constI32(rewriter, loc, 0));
    emitCheck(rewriter, loc, ok,
              [&](OpBuilder &b) { emitReturnFailure(b, loc); });
    rewriter.eraseOp(op);
    return success();
  }

  /// `int @<body>_task(int task_id, TVMParallelGroupEnv* env, void*
  /// closure)`: chunk = ceil(n / num_task), and the task runs
  /// [min(task_id * chunk, n), min(begin + chunk, n)), in unsigned
  /// arithmetic.
  LLVM::LLVMFuncOp defineTask(ConversionPatternRewriter &rewriter,
                              Location loc, StringRef body,
                              LLVM::LLVMStructType closureType) const {
    MLIRContext *context = rewriter.getContext();
    Type ptr = ptrType(context), i32 = rewriter.getI32Type(),
         i64 = rewriter.getI64Type();
    OpBuilder::InsertionGuard guard(rewriter);
    Operation *parent = rewriter.getInsertionBlock()->getParentOp();
    auto module = parent->getParentOfType<ModuleOp>();
    rewriter.setInsertionPointToEnd(module.getBody());
    auto task = LLVM::LLVMFuncOp::create(
        rewriter, loc, (body + "_task").str(),
        LLVM::LLVMFunctionType::get(i32, {i32, ptr, ptr}),
        LLVM::Linkage::Internal);
    Block *entry = rewriter.createBlock(&task.getBody(), {}, {i32, ptr, ptr},
                                        {loc, loc, loc});
    rewriter.setInsertionPointToStart(entry);
    Value taskId = LLVM::SExtOp::create(rewriter, loc, i64, entry->getArgument(0));
    Value numTask = LLVM::SExtOp::create(
        rewriter, loc, i64,
        load(rewriter, loc, i32, entry->getArgument(1),
             abi->getLayout().getParallelGroupEnvNumTaskOffset()));
    Value closure = entry->getArgument(2);
    SmallVector<Value> fields;
    for (auto [index, type] : llvm::enumerate(closureType.getBody()))
      fields.push_back(LLVM::LoadOp::create(
          rewriter, loc, type,
          fieldPtr(rewriter, loc, closureType, closure, index)));
    Value tripCount = fields.front();
    // Unsigned, without overflow for any trip count: chunk = ceil(n / num),
    // begin = min(task * chunk, n) and end = begin + min(chunk, n - begin).
    Value zero = constI64(rewriter, loc, 0);
    Value chunk = LLVM::AddOp::create(
        rewriter, loc, LLVM::UDivOp::create(rewriter, loc, tripCount, numTask),
        LLVM::ZExtOp::create(
            rewriter, loc, i64,
            LLVM::ICmpOp::create(
                rewriter, loc, LLVM::ICmpPredicate::ne,
                LLVM::URemOp::create(rewriter, loc, tripCount, numTask),
                zero)));
    auto min = [&](Value a, Value b) {
      return LLVM::UMinOp::create(rewriter, loc, a, b).getResult();
    };
    Value begin =
        min(LLVM::MulOp::create(rewriter, loc, taskId, chunk), tripCount);
    Value end = LLVM::AddOp::create(
        rewriter, loc, begin,
        min(chunk, LLVM::SubOp::create(rewriter, loc, tripCount, begin)));
    SmallVector<Value> args{begin, end};
    llvm::append_range(args, ArrayRef<Value>(fields).drop_front());
    Value status = emitNativeCall(rewriter, loc,
                                  FlatSymbolRefAttr::get(context, body), args);
    LLVM::ReturnOp::create(rewriter, loc, status);
    return task;
  }
};

} // namespace

void mlir::prim::populatePrimParallelToLLVMPatterns(
    LLVMTypeConverter &converter, RewritePatternSet &patterns,
    std::shared_ptr<const PackedABI> abi) {
  patterns.add<ParallelLaunchOpLowering>(converter, std::move(abi));
}
