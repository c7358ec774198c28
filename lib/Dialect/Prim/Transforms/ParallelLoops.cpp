//===- ParallelLoops.cpp - Outlining parallel loops for the thread pool ---===//

#include "prim/Dialect/Prim/Transforms/Passes.h"

#include "prim/Dialect/Prim/IR/PrimOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/RegionUtils.h"
#include "llvm/ADT/SetVector.h"

using namespace mlir;
using namespace mlir::prim;

namespace {

bool isParallelLoop(Operation *op) {
  return isa<scf::ParallelOp>(op) ||
         (isa<scf::ForOp>(op) && op->hasAttr(PrimDialect::kParallelAttrName));
}

/// Values a task can receive through the closure.
bool isCapturable(Type type) {
  return isa<MemRefType, IndexType, IntegerType, FloatType, VectorType,
             HandleType, PackedFuncType, StringType>(type);
}

/// Builds `for iv_d = lb_d to ub_d step s_d` for dims [first, rank) around
/// a clone of `body`'s operations (its terminator aside), with `mapping`
/// giving the values of the outer dims.
void buildSerialNest(OpBuilder &b, Location loc, ValueRange lbs, ValueRange ubs,
                     ValueRange steps, unsigned dim, Block &body,
                     IRMapping &mapping) {
  if (dim == lbs.size()) {
    for (Operation &op : body.without_terminator())
      b.clone(op, mapping);
    return;
  }
  scf::ForOp::create(b, loc, mapping.lookupOrDefault(lbs[dim]),
                     mapping.lookupOrDefault(ubs[dim]),
                     mapping.lookupOrDefault(steps[dim]), ValueRange(),
                     [&](OpBuilder &nb, Location nloc, Value iv, ValueRange) {
                       mapping.map(body.getArgument(dim), iv);
                       buildSerialNest(nb, nloc, lbs, ubs, steps, dim + 1,
                                       body, mapping);
                       scf::YieldOp::create(nb, nloc);
                     });
}

/// The loop's bounds per dim and its body.
struct LoopShape {
  SmallVector<Value> lbs, ubs, steps;
  Block *body;
};

LoopShape getShape(Operation *loop) {
  if (auto parallel = dyn_cast<scf::ParallelOp>(loop))
    return {llvm::to_vector(parallel.getLowerBound()),
            llvm::to_vector(parallel.getUpperBound()),
            llvm::to_vector(parallel.getStep()), parallel.getBody()};
  auto serial = cast<scf::ForOp>(loop);
  return {{serial.getLowerBound()},
          {serial.getUpperBound()},
          {serial.getStep()},
          serial.getBody()};
}

/// `value` as an index: an integer induction variable's bounds and step
/// are signed, as scf.for compares them.
Value castToIndex(OpBuilder &b, Location loc, Value value) {
  if (value.getType().isIndex())
    return value;
  return arith::IndexCastOp::create(b, loc, b.getIndexType(), value);
}

/// Why the parallel dim of `loop` cannot be launched, or success.
LogicalResult verifyParallelDim(Operation *loop, const LoopShape &shape) {
  if (auto serial = dyn_cast<scf::ForOp>(loop)) {
    if (serial.getUnsignedCmp())
      return loop->emitOpError(
          "compares its bounds unsigned, which a parallel launch does not "
          "support yet");
    Type type = serial.getInductionVar().getType();
    if (!type.isIndex() && type.getIntOrFloatBitWidth() > 64)
      return loop->emitOpError()
             << "has an induction variable of type " << type
             << ", wider than a parallel launch's 64-bit iterations";
  }
  APInt step;
  if (matchPattern(shape.steps.front(), m_ConstantInt(&step)) &&
      !step.isStrictlyPositive())
    return loop->emitOpError()
           << "has a step of " << step.getSExtValue()
           << "; a parallel loop needs a positive step";
  return success();
}

/// Runs a parallel loop nested in another one serially, as TVM's code
/// generator does: a task never launches tasks.
void serialize(RewriterBase &rewriter, Operation *loop) {
  if (auto serial = dyn_cast<scf::ForOp>(loop)) {
    serial->removeAttr(PrimDialect::kParallelAttrName);
    return;
  }
  LoopShape shape = getShape(loop);
  rewriter.setInsertionPoint(loop);
  IRMapping mapping;
  buildSerialNest(rewriter, loop->getLoc(), shape.lbs, shape.ubs, shape.steps,
                  0, *shape.body, mapping);
  rewriter.eraseOp(loop);
}

} // namespace

LogicalResult prim::outlineParallelLoop(RewriterBase &rewriter,
                                        Operation *loop, FuncOp parent,
                                        StringRef name,
                                        SymbolTable &symbols) {
  Location loc = loop->getLoc();
  if (auto parallel = dyn_cast<scf::ParallelOp>(loop))
    if (parallel.getNumResults() != 0)
      return loop->emitOpError(
          "has reductions, which a parallel launch does not support yet");

  SmallVector<Operation *> nested;
  loop->walk([&](Operation *op) {
    if (op != loop && isParallelLoop(op))
      nested.push_back(op);
  });
  // Innermost first (the walk is post-order), so that serializing a loop
  // clones bodies that are serial already.
  for (Operation *op : nested)
    serialize(rewriter, op);

  LoopShape shape = getShape(loop);
  if (failed(verifyParallelDim(loop, shape)))
    return failure();
  // What the tasks need: the values the body uses, the parallel dim's lower
  // bound and step, and the other dims' bounds. Constants are rematerialized.
  llvm::SetVector<Value> used;
  getUsedValuesDefinedAbove(loop->getRegions(), used);
  used.insert(shape.lbs.front());
  used.insert(shape.steps.front());
  for (unsigned dim = 1; dim < shape.lbs.size(); ++dim) {
    used.insert(shape.lbs[dim]);
    used.insert(shape.ubs[dim]);
    used.insert(shape.steps[dim]);
  }
  SmallVector<Value> captures;
  SmallVector<Operation *> constants;
  for (Value value : used) {
    Operation *def = value.getDefiningOp();
    if (def && def->getNumOperands() == 0 && matchPattern(def, m_Constant())) {
      constants.push_back(def);
      continue;
    }
    if (!isCapturable(value.getType()))
      return loop->emitOpError()
             << "uses a value of type " << value.getType()
             << ", which cannot be passed to the thread pool's tasks";
    captures.push_back(value);
  }

  // The body: prim.func private @name(%begin, %end, captures...), running
  // iterations [begin, end) of the parallel dim.
  MLIRContext *context = loop->getContext();
  Type index = IndexType::get(context);
  SmallVector<Type> params{index, index};
  for (Value capture : captures)
    params.push_back(capture.getType());
  OpBuilder moduleBuilder(context);
  moduleBuilder.setInsertionPointAfter(parent);
  auto body = FuncOp::create(moduleBuilder, loc, name,
                             FunctionType::get(context, params, {}));
  body.setPrivate();
  // A buffer parameter of the parent keeps its promises (prim.noalias,
  // prim.align) in the tasks.
  for (auto [index, capture] : llvm::enumerate(captures))
    if (auto arg = dyn_cast<BlockArgument>(capture))
      if (arg.getOwner() == &parent.getBody().front())
        if (DictionaryAttr attrs = parent.getArgAttrDict(arg.getArgNumber()))
          body.setArgAttrs(index + 2, attrs);
  symbols.insert(body);
  Block *entry = body.addEntryBlock();
  OpBuilder b = OpBuilder::atBlockBegin(entry);
  IRMapping mapping;
  for (Operation *constant : constants)
    b.clone(*constant, mapping);
  for (auto [capture, arg] :
       llvm::zip(captures, entry->getArguments().drop_front(2)))
    mapping.map(capture, arg);
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  scf::ForOp::create(
      b, loc, entry->getArgument(0), entry->getArgument(1), one, ValueRange(),
      [&](OpBuilder &nb, Location nloc, Value k, ValueRange) {
        // iv = lb + k * step, which cannot overflow for k < trip count.
        Value iv = arith::AddIOp::create(
            nb, nloc,
            castToIndex(nb, nloc, mapping.lookupOrDefault(shape.lbs.front())),
            arith::MulIOp::create(
                nb, nloc, k,
                castToIndex(nb, nloc,
                            mapping.lookupOrDefault(shape.steps.front()))));
        Type ivType = shape.body->getArgument(0).getType();
        if (!ivType.isIndex())
          iv = arith::IndexCastOp::create(nb, nloc, ivType, iv);
        mapping.map(shape.body->getArgument(0), iv);
        buildSerialNest(nb, nloc, shape.lbs, shape.ubs, shape.steps, 1,
                        *shape.body, mapping);
        scf::YieldOp::create(nb, nloc);
      });
  ReturnOp::create(b, loc, ValueRange());

  // The launch: trip count = ceil((ub > lb ? ub - lb : 0) / step), unsigned:
  // ub - lb of any two signed bounds fits in 64 unsigned bits. A serial
  // loop with a step below 1 never ends; a parallel one reports it.
  rewriter.setInsertionPoint(loop);
  Value lb = castToIndex(rewriter, loc, shape.lbs.front());
  Value ub = castToIndex(rewriter, loc, shape.ubs.front());
  Value step = castToIndex(rewriter, loc, shape.steps.front());
  Value zero = arith::ConstantIndexOp::create(rewriter, loc, 0);
  if (!matchPattern(step, m_Constant()))
    AssertOp::create(
        rewriter, loc,
        arith::CmpIOp::create(rewriter, loc, arith::CmpIPredicate::sgt, step,
                              zero),
        (parent.getSymName() + ": a parallel loop's step must be positive, "
                               "found {}").str(),
        step, ErrorKindAttr::get(rewriter.getContext(), ErrorKind::ValueError));
  Value span = arith::SelectOp::create(
      rewriter, loc,
      arith::CmpIOp::create(rewriter, loc, arith::CmpIPredicate::sgt, ub, lb),
      arith::SubIOp::create(rewriter, loc, ub, lb), zero);
  Value tripCount = arith::CeilDivUIOp::create(rewriter, loc, span, step);
  ParallelLaunchOp::create(rewriter, loc, body.getSymName(), tripCount,
                           captures);
  rewriter.eraseOp(loop);
  return success();
}
