//===- LowerLocalCalls.cpp - Direct calls of the module's prim.funcs ------===//
//
// A prim.call_cpacked of a packed prim.func of the same module becomes a
// prim.call_tir of the callee's body. The checks the callee's packed entry
// would run are decided here from the two signatures: what the types decide
// is gone (a call that can never succeed was already refused by the
// verifier), and what they leave open, such as a dynamic dim passed to a
// static one, stays as a prim.assert with the entry's message and error kind.
// What memref semantics guarantee (a non-empty memref has valid data) is not
// checked again. The call then costs what call_tir costs: by construction,
// not by what LLVM manages to fold.
//
//===----------------------------------------------------------------------===//

#include "prim/Dialect/Prim/Transforms/Passes.h"

#include "prim/Dialect/Prim/IR/EntryChecks.h"
#include "prim/Dialect/Prim/IR/PrimOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/ViewLikeInterface.h"

namespace mlir::prim {
#define GEN_PASS_DEF_PRIMLOWERLOCALCALLS
#include "prim/Dialect/Prim/Transforms/Passes.h.inc"
} // namespace mlir::prim

using namespace mlir;
using namespace mlir::prim;

namespace {

/// Whether `value`'s aligned data pointer is known to be `align`-aligned: it
/// is, through views (which keep the base pointer), a parameter of the
/// enclosing prim.func that promises at least that alignment.
bool isKnownAligned(Value value, int64_t align) {
  while (Operation *op = value.getDefiningOp()) {
    if (auto view = dyn_cast<ViewLikeOpInterface>(op))
      value = view.getViewSource();
    else if (auto transpose = dyn_cast<memref::TransposeOp>(op))
      value = transpose.getIn();
    else
      break;
  }
  auto arg = dyn_cast<BlockArgument>(value);
  if (!arg)
    return false;
  auto func = dyn_cast<FuncOp>(arg.getOwner()->getParentOp());
  if (!func || arg.getOwner() != &func.getBody().front())
    return false;
  auto promised = func.getArgAttrOfType<IntegerAttr>(
      arg.getArgNumber(), PrimDialect::kAlignAttrName);
  return promised && promised.getInt() >= align;
}

/// Emits, before one call, the checks of the callee's entry on one buffer
/// argument that its type leaves open, as the entry's plan has them. Values
/// are OpFoldResults: constants where the type decides them, so that a
/// check between constants is decided here and emits nothing when it holds.
class BufferChecks {
public:
  BufferChecks(RewriterBase &b, Location loc, Value buffer, std::string arg,
               const EntryCheckPlan &plan)
      : b(b), loc(loc), buffer(buffer), arg(std::move(arg)), plan(plan),
        type(cast<MemRefType>(buffer.getType())) {
    (void)type.getStridesAndOffset(staticStrides, staticOffset);
  }

  void emit(const BufferCheckPlan &expected) {
    int64_t rank = type.getRank();

    // Shapes; later checks see the bound sizes, as the entry's do.
    SmallVector<OpFoldResult> sizes;
    for (int64_t dim = 0; dim < rank; ++dim) {
      OpFoldResult size = getSize(dim);
      int64_t want = expected.type.getDimSize(dim);
      if (!ShapedType::isDynamic(want)) {
        if (isChecked(CheckCategory::Shape))
          check(equal(size, want), entry_checks::shapeMismatch(arg, dim, want),
                size);
        size = b.getIndexAttr(want);
      }
      sizes.push_back(size);
    }

    // Strides. A caller's identity layout is compact by construction.
    if (isChecked(CheckCategory::Strides)) {
      if (expected.identity) {
        if (!type.getLayout().isIdentity())
          checkCompact(sizes);
      } else {
        for (int64_t dim = 0; dim < rank; ++dim)
          if (!ShapedType::isDynamic(expected.strides[dim]))
            check(equal(getStride(dim), expected.strides[dim]),
                  entry_checks::strideMismatch(arg, dim, expected.strides[dim]),
                  getStride(dim));
      }
    }

    // The byte_offset the caller passes is a multiple of the element size;
    // a static offset must match.
    if (!ShapedType::isDynamic(expected.offset) &&
        isChecked(CheckCategory::ByteOffset)) {
      OpFoldResult offset = getOffset();
      check(equal(offset, expected.offset),
            entry_checks::byteOffsetMismatch(arg, expected.getOffsetBytes()),
            multiply(offset, b.getIndexAttr(expected.elementBytes)));
    }

    // Sizes the checks did not need were read for nothing.
    if (metadata && metadata->use_empty())
      b.eraseOp(metadata);
    if (expected.align && !isKnownAligned(buffer, expected.align)) {
      Value address =
          memref::ExtractAlignedPointerAsIndexOp::create(b, loc, buffer);
      Value misalignment = arith::AndIOp::create(
          b, loc, address,
          arith::ConstantIndexOp::create(b, loc, expected.align - 1));
      check(equal(misalignment, 0),
            entry_checks::misaligned(arg, expected.align), misalignment);
    }
  }

private:
  bool isChecked(CheckCategory category) const {
    return plan.isChecked(category);
  }

  /// Compact strides, except along dims of extent 1 and for empty buffers.
  void checkCompact(ArrayRef<OpFoldResult> sizes) {
    int64_t rank = type.getRank();
    SmallVector<OpFoldResult> compact(rank);
    OpFoldResult product = b.getIndexAttr(1);
    for (int64_t dim = rank - 1; dim >= 0; --dim) {
      compact[dim] = product;
      if (dim > 0)
        product = multiply(product, sizes[dim]);
    }
    SmallVector<OpFoldResult> empty;
    for (OpFoldResult size : sizes)
      empty.push_back(equal(size, 0));
    for (int64_t dim = 0; dim < rank; ++dim) {
      SmallVector<OpFoldResult> accepted = empty;
      accepted.push_back(equal(getStride(dim), compact[dim]));
      accepted.push_back(equal(sizes[dim], 1));
      check(anyOf(accepted), entry_checks::notCompact(arg, dim),
            getStride(dim));
    }
  }

  /// Fails the call with the entry's `message` (a ValueError, as all buffer
  /// layout checks are) unless `ok`, which may be decided already.
  void check(OpFoldResult ok, const std::string &message, OpFoldResult found) {
    if (std::optional<int64_t> known = getConstantIntValue(ok); known && *known)
      return;
    AssertOp::create(b, loc, materialize(ok, b.getI1Type()), message,
                     materialize(found, b.getIndexType()),
                     ErrorKindAttr::get(b.getContext(), ErrorKind::ValueError));
  }

  Value materialize(OpFoldResult value, Type type) {
    if (auto known = getConstantIntValue(value))
      return arith::ConstantOp::create(b, loc, type,
                                       b.getIntegerAttr(type, *known));
    return cast<Value>(value);
  }

  OpFoldResult equal(OpFoldResult lhs, OpFoldResult rhs) {
    std::optional<int64_t> l = getConstantIntValue(lhs),
                           r = getConstantIntValue(rhs);
    if (l && r)
      return b.getBoolAttr(*l == *r);
    return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                 materialize(lhs, b.getIndexType()),
                                 materialize(rhs, b.getIndexType()))
        .getResult();
  }
  OpFoldResult equal(OpFoldResult lhs, int64_t rhs) {
    return equal(lhs, b.getIndexAttr(rhs));
  }

  OpFoldResult anyOf(ArrayRef<OpFoldResult> conditions) {
    Value result;
    for (OpFoldResult condition : conditions) {
      if (std::optional<int64_t> known = getConstantIntValue(condition)) {
        if (*known)
          return b.getBoolAttr(true);
        continue;
      }
      Value value = cast<Value>(condition);
      result = result ? arith::OrIOp::create(b, loc, result, value).getResult()
                      : value;
    }
    if (!result)
      return b.getBoolAttr(false);
    return result;
  }

  /// Products wrap, as the entry's do.
  OpFoldResult multiply(OpFoldResult lhs, OpFoldResult rhs) {
    std::optional<int64_t> l = getConstantIntValue(lhs),
                           r = getConstantIntValue(rhs);
    if (l && r)
      return b.getIndexAttr(
          static_cast<int64_t>(static_cast<uint64_t>(*l) * *r));
    if (l == 1)
      return rhs;
    if (r == 1)
      return lhs;
    return arith::MulIOp::create(b, loc, materialize(lhs, b.getIndexType()),
                                 materialize(rhs, b.getIndexType()))
        .getResult();
  }

  memref::ExtractStridedMetadataOp getMetadata() {
    if (!metadata)
      metadata = memref::ExtractStridedMetadataOp::create(b, loc, buffer);
    return metadata;
  }
  OpFoldResult getSize(int64_t dim) {
    if (!type.isDynamicDim(dim))
      return b.getIndexAttr(type.getDimSize(dim));
    return getMetadata().getSizes()[dim];
  }
  OpFoldResult getStride(int64_t dim) {
    if (!ShapedType::isDynamic(staticStrides[dim]))
      return b.getIndexAttr(staticStrides[dim]);
    return getMetadata().getStrides()[dim];
  }
  OpFoldResult getOffset() {
    if (!ShapedType::isDynamic(staticOffset))
      return b.getIndexAttr(staticOffset);
    return getMetadata().getOffset();
  }

  RewriterBase &b;
  Location loc;
  Value buffer;
  std::string arg;
  const EntryCheckPlan &plan;
  MemRefType type;
  SmallVector<int64_t> staticStrides;
  int64_t staticOffset;
  memref::ExtractStridedMetadataOp metadata;
};

} // namespace

void mlir::prim::lowerLocalCall(RewriterBase &b, CallCPackedOp call,
                                FuncOp callee, CheckCategory checks) {
  Location loc = call.getLoc();
  b.setInsertionPoint(call);
  EntryCheckPlan plan = EntryCheckPlan::get(callee, checks);
  SmallVector<Value> operands;
  for (auto [index, arg] : llvm::enumerate(call.getArgs())) {
    const BufferCheckPlan *expected = plan.getBuffer(index);
    if (!expected) {
      operands.push_back(arg);
      continue;
    }
    BufferChecks(b, loc, arg, entry_checks::argName(callee.getSymName(), index),
                 plan)
        .emit(*expected);
    operands.push_back(
        arg.getType() == expected->type
            ? arg
            : memref::CastOp::create(b, loc, expected->type, arg).getResult());
  }
  // The entry passes the caller's resource handle on, or NULL.
  if (callee.getResourceHandleIndex())
    operands.push_back(
        call.getResourceHandle()
            ? call.getResourceHandle()
            : NullHandleOp::create(b, loc, HandleType::get(b.getContext()))
                  .getResult());
  b.replaceOpWithNewOp<CallTIROp>(call, callee.getResultTypes(),
                                  callee.getSymName(), operands);
}

namespace {

struct LowerLocalCallsPass
    : public mlir::prim::impl::PrimLowerLocalCallsBase<LowerLocalCallsPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    FailureOr<CheckCategory> moduleChecks =
        parseChecksOption(module, checks, getArgument());
    if (failed(moduleChecks))
      return signalPassFailure();
    SymbolTable symbols(module);
    IRRewriter rewriter(&getContext());
    module.walk([&](CallCPackedOp call) {
      auto callee = symbols.lookup<FuncOp>(call.getCallee());
      if (callee && callee.isPackedEntry())
        lowerLocalCall(rewriter, call, callee,
                       callee.getEntryChecks(*moduleChecks));
    });
  }
};

} // namespace
