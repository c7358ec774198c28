//===- Workspaces.cpp - memref allocations on the stack or in workspaces --===//

#include "prim/Conversion/PrimToLLVM/PrimToLLVM.h"

#include "prim/ABI/LLVMUtils.h"
#include "prim/ABI/PackedABI.h"

#include "mlir/Conversion/LLVMCommon/MemRefBuilder.h"
#include "mlir/Conversion/LLVMCommon/TypeConverter.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/Support/MathExtras.h"

#include <dlpack/dlpack.h>

using namespace mlir;
using namespace mlir::prim;

namespace {

/// What TVMBackendAllocWorkspace's hints say about an element type: its
/// bytes, DLPack type code and bits.
struct ElementInfo {
  int64_t bytes;
  int32_t code;
  int32_t bits;
};

std::optional<ElementInfo> getElementInfo(Type type) {
  if (type.isIndex())
    return ElementInfo{8, kDLInt, 64};
  if (auto integer = dyn_cast<IntegerType>(type)) {
    int32_t bits = integer.getWidth();
    bool isUnsigned = integer.isUnsigned() || bits == 1;
    return ElementInfo{(bits + 7) / 8, isUnsigned ? kDLUInt : kDLInt, bits};
  }
  if (auto floating = dyn_cast<FloatType>(type)) {
    int32_t bits = floating.getWidth();
    return ElementInfo{(bits + 7) / 8, type.isBF16() ? kDLBfloat : kDLFloat,
                       bits};
  }
  return std::nullopt;
}

/// Whether control can come back to `block` once it left it.
bool isInCycle(Block *block) {
  SmallVector<Block *> worklist(block->getSuccessors());
  llvm::DenseSet<Block *> seen;
  while (!worklist.empty()) {
    Block *next = worklist.pop_back_val();
    if (next == block)
      return true;
    if (seen.insert(next).second)
      llvm::append_range(worklist, next->getSuccessors());
  }
  return false;
}

/// TVM's kTempAllocaAlignment, which its workspace allocators guarantee.
constexpr int64_t kWorkspaceAlignment = 64;

/// Lowers the allocations of one function.
class WorkspaceLowering {
public:
  WorkspaceLowering(LLVM::LLVMFuncOp func, const PackedABI &abi,
                    const LLVMTypeConverter &converter, int64_t stackLimit)
      : func(func), abi(abi), converter(converter), stackLimit(stackLimit),
        functions(abi.getBackendFunctions()), rewriter(func.getContext()) {}

  LogicalResult run() {
    SmallVector<Operation *> allocations;
    func.walk([&](Operation *op) {
      if (isa<memref::AllocOp, memref::AllocaOp>(op))
        allocations.push_back(op);
    });
    WalkResult freesOnlyWorkspaces = func.walk([](memref::DeallocOp dealloc) {
      if (dealloc.getMemref().getDefiningOp<memref::AllocOp>())
        return WalkResult::advance();
      dealloc.emitOpError("frees a buffer that no memref.alloc of this "
                          "function allocated");
      return WalkResult::interrupt();
    });
    if (freesOnlyWorkspaces.wasInterrupted())
      return failure();
    for (Operation *op : allocations)
      if (failed(lower(op)))
        return failure();
    if (!slots.empty())
      freeOnEveryReturn();
    return success();
  }

private:
  LogicalResult lower(Operation *op) {
    auto type = cast<MemRefType>(op->getResult(0).getType());
    bool isAlloc = isa<memref::AllocOp>(op);
    SmallVector<memref::DeallocOp> deallocs;
    for (Operation *user : op->getResult(0).getUsers())
      if (auto dealloc = dyn_cast<memref::DeallocOp>(user))
        deallocs.push_back(dealloc);
    bool inLoop = isInCycle(op->getBlock());
    if (isAlloc && inLoop && deallocs.empty())
      return op->emitOpError(
          "sits in a loop but has no memref.dealloc: each iteration would "
          "allocate anew, and nothing would free the buffers before the "
          "function returns");

    std::optional<ElementInfo> element = getElementInfo(type.getElementType());
    // The static part of the size, in bytes, checked: the type may hold any
    // dims.
    int64_t staticBytes = element ? element->bytes : 1;
    for (int64_t size : type.getShape())
      if (!ShapedType::isDynamic(size) &&
          llvm::MulOverflow(staticBytes, size, staticBytes))
        return op->emitOpError()
               << "has a size of more than 2^63 - 1 bytes";
    if (element && type.hasStaticShape() && op->getNumOperands() == 0 &&
        staticBytes < stackLimit) {
      placeOnStack(op, type, deallocs);
      return success();
    }
    if (!element)
      return op->emitOpError()
             << "needs a workspace, which cannot hold elements of type "
             << type.getElementType();
    if (!isAlloc && inLoop)
      return op->emitOpError(
          "needs a workspace (its size is dynamic or not below stack-limit) "
          "but sits in a loop, where nothing frees it before the function "
          "returns; use memref.alloc and memref.dealloc");
    if (!type.getLayout().isIdentity())
      return op->emitOpError("needs a workspace, which takes only the "
                             "identity layout");
    auto alignment = op->getAttrOfType<IntegerAttr>("alignment");
    if (alignment && alignment.getInt() > kWorkspaceAlignment)
      return op->emitOpError() << "asks for an alignment of "
                               << alignment.getInt()
                               << " bytes; a workspace guarantees "
                               << kWorkspaceAlignment;
    allocateWorkspace(op, type, *element, deallocs);
    return success();
  }

  /// A memref.alloca at the top of the function: its storage is reused by
  /// every iteration of a loop around the allocation, as in TVM.
  void placeOnStack(Operation *op, MemRefType type,
                    ArrayRef<memref::DeallocOp> deallocs) {
    Block &entry = func.getBody().front();
    for (memref::DeallocOp dealloc : deallocs)
      rewriter.eraseOp(dealloc);
    if (auto alloca = dyn_cast<memref::AllocaOp>(op)) {
      if (op->getBlock() != &entry)
        op->moveBefore(&entry, entry.begin());
      return;
    }
    rewriter.setInsertionPointToStart(&entry);
    auto alloc = cast<memref::AllocOp>(op);
    rewriter.replaceOpWithNewOp<memref::AllocaOp>(op, type,
                                                  alloc.getAlignmentAttr());
  }

  Value i32(int64_t value) { return constI32(rewriter, loc, value); }

  /// TVMBackendAllocWorkspace(kDLCPU, 0, nbytes, code, bits), checked, with
  /// the result kept in a slot until each memref.dealloc frees it.
  void allocateWorkspace(Operation *op, MemRefType type, ElementInfo element,
                         ArrayRef<memref::DeallocOp> deallocs) {
    loc = op->getLoc();
    Type ptr = ptrType(func.getContext()), i64 = rewriter.getI64Type();
    rewriter.setInsertionPoint(op);
    Value slot = entryAlloca(rewriter, loc, ptr, 1, 8);
    {
      OpBuilder::InsertionGuard guard(rewriter);
      rewriter.setInsertionPointAfter(slot.getDefiningOp());
      LLVM::StoreOp::create(rewriter, loc, LLVM::ZeroOp::create(rewriter, loc, ptr),
                            slot);
    }
    slots.push_back(slot);

    // The byte count, checked: a dynamic size is not negative, and no
    // product overflows (a wrapped count would allocate too little).
    Value bytes = constI64(rewriter, loc, element.bytes);
    ValueRange dynamicSizes = op->getOperands();
    SmallVector<Value> sizes;
    Value valid;
    auto both = [&](Value a, Value b) {
      return a ? LLVM::AndOp::create(rewriter, loc, a, b).getResult() : b;
    };
    Type withOverflow = LLVM::LLVMStructType::getLiteral(
        func.getContext(), {i64, rewriter.getI1Type()});
    for (int64_t size : type.getShape()) {
      if (!ShapedType::isDynamic(size)) {
        sizes.push_back(constI64(rewriter, loc, size));
        bytes = LLVM::MulOp::create(rewriter, loc, bytes, sizes.back());
        continue;
      }
      Value value = arith::IndexCastOp::create(rewriter, loc, i64,
                                               dynamicSizes.front());
      dynamicSizes = dynamicSizes.drop_front();
      sizes.push_back(value);
      valid = both(valid, LLVM::ICmpOp::create(rewriter, loc,
                                               LLVM::ICmpPredicate::sge, value,
                                               constI64(rewriter, loc, 0)));
      Value product = LLVM::SMulWithOverflowOp::create(rewriter, loc,
                                                       withOverflow, bytes,
                                                       value);
      bytes = LLVM::ExtractValueOp::create(rewriter, loc, product, 0);
      valid = both(valid, LLVM::XOrOp::create(
                              rewriter, loc,
                              LLVM::ExtractValueOp::create(rewriter, loc,
                                                           product, 1),
                              LLVM::ConstantOp::create(
                                  rewriter, loc, rewriter.getI1Type(),
                                  rewriter.getBoolAttr(true))));
    }
    std::string name = func.getSymName().str();
    if (valid)
      emitCheck(rewriter, loc, valid, [&](OpBuilder &b) {
        abi.emitSetError(b, loc, "ValueError",
                         name + ": a workspace's size is negative or more "
                                "than 2^63 - 1 bytes");
        emitReturnFailure(b, loc);
      });

    Value null = LLVM::ZeroOp::create(rewriter, loc, ptr);
    auto isSet = [&](Value pointer) {
      return LLVM::ICmpOp::create(rewriter, loc, LLVM::ICmpPredicate::ne,
                                  pointer, null);
    };
    Value allocator =
        abi.loadRuntimeFunction(rewriter, loc, functions.allocWorkspace);
    Value deallocator =
        abi.loadRuntimeFunction(rewriter, loc, functions.freeWorkspace);
    emitCheck(rewriter, loc,
              LLVM::AndOp::create(rewriter, loc, isSet(allocator),
                                  isSet(deallocator)),
              [&](OpBuilder &b) {
                abi.emitSetError(
                    b, loc, "RuntimeError",
                    name + ": the runtime provides no workspace allocator ("
                           + functions.allocWorkspace.str() + " and "
                           + functions.freeWorkspace.str() + ")");
                emitReturnFailure(b, loc);
              });
    LLVM::CallOp call =
        abi.emitRuntimeCall(rewriter, loc, functions.allocWorkspace, allocator,
                            ValueRange{i32(kDLCPU), i32(0), bytes,
                                       i32(element.code), i32(element.bits)});
    // A fresh allocation, as malloc's: without `noalias` LLVM checks at run
    // time that a loop's stores to the workspace miss the arguments' data.
    call.setResAttrsAttr(
        rewriter.getArrayAttr(rewriter.getDictionaryAttr(rewriter.getNamedAttr(
            LLVM::LLVMDialect::getNoAliasAttrName(), rewriter.getUnitAttr()))));
    Value data = call.getResult();
    emitCheck(rewriter, loc, isSet(data), [&](OpBuilder &b) {
      abi.emitRaiseFormatted(b, loc, "RuntimeError",
                             name + ": cannot allocate a workspace of {} bytes",
                             bytes);
    });
    LLVM::StoreOp::create(rewriter, loc, data, slot);

    // The descriptor of a contiguous buffer at `data`.
    MemRefDescriptor descriptor = MemRefDescriptor::poison(
        rewriter, loc, converter.convertType(type));
    descriptor.setAllocatedPtr(rewriter, loc, data);
    descriptor.setAlignedPtr(rewriter, loc, data);
    descriptor.setConstantOffset(rewriter, loc, 0);
    Value stride = constI64(rewriter, loc, 1);
    for (int64_t dim = type.getRank() - 1; dim >= 0; --dim) {
      descriptor.setSize(rewriter, loc, dim, sizes[dim]);
      descriptor.setStride(rewriter, loc, dim, stride);
      stride = LLVM::MulOp::create(rewriter, loc, stride, sizes[dim]);
    }
    Value buffer = UnrealizedConversionCastOp::create(
                       rewriter, loc, type, ValueRange{descriptor})
                       .getResult(0);

    // Each memref.dealloc frees what the slot holds, so that a second one
    // on the same path reports an error rather than freeing twice.
    for (memref::DeallocOp dealloc : deallocs) {
      rewriter.setInsertionPoint(dealloc);
      loc = dealloc.getLoc();
      Value live = LLVM::LoadOp::create(rewriter, loc, ptr, slot);
      emitCheck(rewriter, loc, isSet(live), [&](OpBuilder &b) {
        abi.emitSetError(b, loc, "RuntimeError",
                         name + ": memref.dealloc of a workspace freed "
                                "already");
        emitReturnFailure(b, loc);
      });
      Value status = abi.emitRuntimeCall(rewriter, loc, functions.freeWorkspace,
                                         ValueRange{i32(kDLCPU), i32(0), live})
                         .getResult();
      // Emptied before the check, so that its failure return frees it not
      // again.
      LLVM::StoreOp::create(rewriter, loc,
                            LLVM::ZeroOp::create(rewriter, loc, ptr), slot);
      // The runtime has reported why.
      emitCheck(rewriter, loc,
                LLVM::ICmpOp::create(rewriter, loc, LLVM::ICmpPredicate::eq,
                                     status, i32(0)),
                [&](OpBuilder &b) { emitReturnFailure(b, loc); });
      rewriter.eraseOp(dealloc);
    }
    rewriter.replaceOp(op, buffer);
  }

  /// Before every return, frees the workspaces still live, latest first.
  void freeOnEveryReturn() {
    SmallVector<LLVM::ReturnOp> returns;
    func.walk([&](LLVM::ReturnOp ret) { returns.push_back(ret); });
    Type ptr = ptrType(func.getContext());
    for (LLVM::ReturnOp ret : returns) {
      loc = ret.getLoc();
      rewriter.setInsertionPoint(ret);
      for (Value slot : llvm::reverse(slots)) {
        Value data = LLVM::LoadOp::create(rewriter, loc, ptr, slot);
        Value live = LLVM::ICmpOp::create(
            rewriter, loc, LLVM::ICmpPredicate::ne, data,
            LLVM::ZeroOp::create(rewriter, loc, ptr));
        emitIf(rewriter, loc, live, [&](OpBuilder &b) {
          abi.emitRuntimeCall(b, loc, functions.freeWorkspace,
                              ValueRange{constI32(b, loc, kDLCPU),
                                         constI32(b, loc, 0), data});
        });
      }
    }
  }

  LLVM::LLVMFuncOp func;
  const PackedABI &abi;
  const LLVMTypeConverter &converter;
  int64_t stackLimit;
  PackedABI::BackendFunctions functions;
  IRRewriter rewriter;
  Location loc = UnknownLoc::get(func.getContext());
  SmallVector<Value> slots;
};

} // namespace

LogicalResult prim::lowerWorkspaces(LLVM::LLVMFuncOp func,
                                    const PackedABI &abi,
                                    const LLVMTypeConverter &converter,
                                    int64_t stackLimit) {
  return WorkspaceLowering(func, abi, converter, stackLimit).run();
}
