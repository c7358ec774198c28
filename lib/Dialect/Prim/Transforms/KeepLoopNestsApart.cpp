//===- KeepLoopNestsApart.cpp - The prim-keep-loop-nests-apart pass -------===//
//
// A call between two bodies stays out of line when inlining it would put
// two loop nests into one function: LLVM's inliner sees the callee before
// vectorization and unrolling, so along a chain of bodies it copies each
// into the next and compiles every copy's loops again, for the saving of
// one call that the loops amortize.
//
//===----------------------------------------------------------------------===//

#include "prim/Dialect/Prim/IR/PrimOps.h"
#include "prim/Dialect/Prim/Transforms/Passes.h"

#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/LoopLikeInterface.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallPtrSet.h"

namespace mlir::prim {
#define GEN_PASS_DEF_PRIMKEEPLOOPNESTSAPART
#include "prim/Dialect/Prim/Transforms/Passes.h.inc"
} // namespace mlir::prim

using namespace mlir;
using namespace mlir::prim;

namespace {

/// Whether the blocks of `region` form a cycle (a loop written with
/// branches).
bool hasBlockCycle(Region &region) {
  if (region.hasOneBlock())
    return false;
  enum class Mark { New, Open, Done };
  llvm::DenseMap<Block *, Mark> marks;
  // Iterative depth-first search: an edge to an open block closes a cycle.
  SmallVector<std::pair<Block *, unsigned>> stack;
  for (Block &start : region) {
    if (marks.lookup(&start) != Mark::New)
      continue;
    marks[&start] = Mark::Open;
    stack.push_back({&start, 0});
    while (!stack.empty()) {
      auto &[block, next] = stack.back();
      if (next == block->getNumSuccessors()) {
        marks[block] = Mark::Done;
        stack.pop_back();
        continue;
      }
      Block *successor = block->getSuccessor(next++);
      Mark mark = marks.lookup(successor);
      if (mark == Mark::Open)
        return true;
      if (mark == Mark::New) {
        marks[successor] = Mark::Open;
        stack.push_back({successor, 0});
      }
    }
  }
  return false;
}

/// Whether `func`'s own body holds a loop.
bool holdsLoop(FunctionOpInterface func) {
  WalkResult result = func.getFunctionBody().walk([](Operation *op) {
    if (isa<LoopLikeOpInterface, ParallelLaunchOp>(op))
      return WalkResult::interrupt();
    for (Region &region : op->getRegions())
      if (hasBlockCycle(region))
        return WalkResult::interrupt();
    return WalkResult::advance();
  });
  return result.wasInterrupted() || hasBlockCycle(func.getFunctionBody());
}

/// Which functions reach a loop: their own, or one of a body they call.
class LoopReach {
public:
  explicit LoopReach(SymbolTable &symbols) : symbols(symbols) {}

  /// The body `call` calls, if it has one.
  FuncOp getCallee(CallTIROp call) {
    auto callee = symbols.lookup<FuncOp>(call.getCallee());
    return callee && !callee.isExternal() ? callee : FuncOp();
  }

  bool hasOwnLoop(FunctionOpInterface func) {
    auto [it, inserted] = ownLoop.try_emplace(func, false);
    if (inserted)
      it->second = holdsLoop(func);
    return it->second;
  }

  /// A depth-first search of the bodies `root` calls, without recursion: a
  /// chain of calls may be as long as the module.
  bool reachesLoop(FuncOp root) {
    auto known = state.find(root);
    if (known != state.end() && known->second != State::Visiting)
      return known->second == State::Loop;
    SmallVector<std::pair<FuncOp, unsigned>> stack;
    auto enter = [&](FuncOp func) {
      state[func] = hasOwnLoop(func) ? State::Loop : State::Visiting;
      stack.push_back({func, 0});
    };
    enter(root);
    while (!stack.empty()) {
      auto [func, next] = stack.back();
      ArrayRef<FuncOp> calls = getCallees(func);
      if (state[func] == State::Loop || next == calls.size()) {
        bool reaches = state[func] == State::Loop;
        state[func] = reaches ? State::Loop : State::NoLoop;
        stack.pop_back();
        if (reaches && !stack.empty())
          state[stack.back().first] = State::Loop;
        continue;
      }
      ++stack.back().second;
      FuncOp callee = calls[next];
      auto found = state.find(callee);
      if (found == state.end())
        enter(callee);
      else if (found->second != State::NoLoop)
        // A loop below, or a body still being searched: a cycle of calls,
        // which repeats, a loop.
        state[func] = State::Loop;
    }
    return state[root] == State::Loop;
  }

private:
  enum class State { Visiting, Loop, NoLoop };

  /// The bodies that `func` calls, once each.
  ArrayRef<FuncOp> getCallees(FuncOp func) {
    auto [it, inserted] = callees.try_emplace(func);
    if (inserted) {
      llvm::SetVector<FuncOp> found;
      func.walk([&](CallTIROp call) {
        if (FuncOp callee = getCallee(call))
          found.insert(callee);
      });
      it->second = found.takeVector();
    }
    return it->second;
  }

  SymbolTable &symbols;
  llvm::DenseMap<Operation *, State> state;
  llvm::DenseMap<Operation *, bool> ownLoop;
  llvm::DenseMap<Operation *, SmallVector<FuncOp>> callees;
};

struct KeepLoopNestsApartPass
    : public mlir::prim::impl::PrimKeepLoopNestsApartBase<
          KeepLoopNestsApartPass> {
  using Base::Base;

  void runOnOperation() override {
    SymbolTable symbols(getOperation());
    LoopReach reach(symbols);
    // The calls of bodies that reach a loop, with their callees, by calling
    // function (a body, or an entry that calls its body), in module order.
    llvm::MapVector<Operation *, SmallVector<std::pair<CallTIROp, FuncOp>>>
        loopCalls;
    getOperation().walk([&](CallTIROp call) {
      FuncOp callee = reach.getCallee(call);
      if (callee && reach.reachesLoop(callee))
        loopCalls[call->getParentOfType<FunctionOpInterface>()].push_back(
            {call, callee});
    });
    llvm::SmallPtrSet<Operation *, 8> keptApart;
    for (auto &[caller, calls] : loopCalls) {
      // With a loop of its own, the caller keeps every such call out of
      // line; without one, a single such call may still be inlined.
      if (calls.size() == 1 &&
          !reach.hasOwnLoop(cast<FunctionOpInterface>(caller)))
        continue;
      for (FuncOp callee : llvm::make_second_range(calls))
        keptApart.insert(callee);
    }
    // A body kept out of line by one call is by every call, its entry's
    // included: an inlined copy would be compiled again beside it.
    for (auto &[caller, calls] : loopCalls)
      for (auto [call, callee] : calls)
        if (keptApart.contains(callee))
          call.setNoinline(true);
  }
};

} // namespace
