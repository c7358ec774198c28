//===- Passes.td - Prim dialect transforms -----------------*- tablegen -*-===//
//
// The passes whose input and output are both the prim dialect (with the
// dialects a PrimFunc's body uses): they run before the lowering to LLVM
// (include/prim/Conversion/Passes.td) and between its passes.
//
//===----------------------------------------------------------------------===//

#ifndef PRIM_DIALECT_PRIM_TRANSFORMS_PASSES
#define PRIM_DIALECT_PRIM_TRANSFORMS_PASSES

include "mlir/Pass/PassBase.td"
include "prim/Dialect/Prim/Transforms/PassOptions.td"

def PrimLowerLocalCalls : Pass<"prim-lower-local-calls", "::mlir::ModuleOp"> {
  let summary = "Calls the module's own packed prim.funcs directly";
  let description = [{
    Replaces every `prim.call_cpacked` of a packed `prim.func` defined in
    the module with a `prim.call_tir` of it: the native body is called
    directly, with the resource handle (or NULL) and the scalar result
    passed as the packed entry would pass them.

    The checks of the callee's packed entry are decided from the two
    signatures. Those the types decide cost nothing (a call that can never
    succeed is a verifier error). Those the types leave open (a dynamic dim
    passed to a static one, a strided view passed to an identity layout, a
    dynamic offset passed to a static one, and a `prim.align` promise the
    caller's parameter does not make) become `prim.assert`s with the entry's
    message and error kind, in the entry's order, for the categories the
    callee's entry checks (its `checks`, else the `checks` option). A non-empty memref has valid data, so its data pointer is not
    checked. The observable behaviour is the packed entry's, for every
    input; see docs/ZeroOverhead.md.

    Calls of external packed functions keep the packed path.
  }];
  let options = [ChecksOption];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::memref::MemRefDialect"];
}

def PrimLowerParallelLoops
    : Pass<"prim-lower-parallel-loops", "::mlir::ModuleOp"> {
  let summary = "Outlines parallel loops into tasks of the runtime's thread pool";
  let description = [{
    Each outermost `scf.parallel`, or `scf.for` marked `prim.parallel`, of a
    `prim.func` @f becomes a `prim.parallel_launch` of a new private
    `prim.func @f_parallel_<k>(%begin, %end, captures...)` that runs the
    iterations `[begin, end)` of the loop's first dim (the other dims of an
    `scf.parallel` run serially inside, as TVM parallelizes one loop). The
    captures are the values the body uses from outside, constants aside.
    Parallel loops nested in one run serially, as in TVM's code generator.
    Runs first in `prim-to-llvm`, before any pass allocates per-function
    stack slots that the tasks would otherwise share.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::scf::SCFDialect"];
}

def PrimKeepLoopNestsApart
    : Pass<"prim-keep-loop-nests-apart", "::mlir::ModuleOp"> {
  let summary = "Keeps calls that would merge two loop nests out of line";
  let description = [{
    A function reaches a loop when it holds one (a loop op, a cycle of
    blocks or a `prim.parallel_launch`) or calls, with `prim.call_tir`, a
    body that does; a cycle of calls counts as a loop. A function that calls
    bodies reaching a loop and has a loop of its own, or makes more than one
    such call, keeps those bodies out of line: every `prim.call_tir` of
    them, the one in their packed entry included, is marked `noinline`.
    Every other call, such as glue without loops calling one loop nest, or
    an entry calling its body, is left to LLVM's inliner.

    LLVM's inliner weighs a callee by its size before vectorization and
    unrolling, and LLVM does not fuse the loops of two inlined bodies, so
    inlining one loop nest into another saves only the call, whose cost the
    loops amortize. Along a chain of bodies calling each other, the inliner
    copied each body into the next, and every copy was vectorized and
    unrolled again. A body kept out of line is compiled once: a copy inlined
    into its entry would be compiled again beside it.

    Runs after the entries are built (`prim-make-packed-api`,
    `prim-make-unpacked-api`), so that a `prim.call_cpacked` of the module,
    already a `prim.call_tir` of the callee's body, and a `prim.call_tir` of
    the same body get the same code.
  }];
}

#endif // PRIM_DIALECT_PRIM_TRANSFORMS_PASSES
