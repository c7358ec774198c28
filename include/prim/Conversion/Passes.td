//===- Passes.td - Prim lowering passes --------------------*- tablegen -*-===//

#ifndef PRIM_CONVERSION_PASSES
#define PRIM_CONVERSION_PASSES

include "mlir/Pass/PassBase.td"
include "prim/Dialect/Prim/Transforms/PassOptions.td"

defvar ABIOption = Option<"abi", "abi", "std::string", "\"tvm-ffi\"",
    "The packed ABI to target: tvm-legacy or tvm-ffi">;

def PrimMakePackedAPI : Pass<"prim-make-packed-api", "::mlir::ModuleOp"> {
  let summary = "Gives every packed prim.func its ABI entry point";
  let description = [{
    For each public `prim.func @f` with the packed API, keeps the body as a
    private native function `@f_compute` (and retargets `prim.call_tir` to
    it), then emits the packed entry point with the ABI's signature and
    symbol name. The entry point checks, in order: the argument count; the
    argument array; each argument's type code; for each buffer a non-NULL
    DLTensor, ndim, dtype code/bits/lanes, every static dim, the strides, the
    byte_offset, the device, a non-NULL data pointer and the alignment that
    `prim.align` promises. Each category of these checks can be left out
    (see `#prim.checks`), for the module with the `checks` option and for a
    function with its own `checks(...)`, which wins; a category left out
    leaves no code in the entry. Every failure reports a message
    naming the function, the argument, what was expected and what was found,
    through the ABI's error setter, and returns -1. It then binds dynamic
    dims, strides and offsets, calls `@f_compute` and writes a scalar result
    to the ABI's result slot.

    A body-less `prim.func private @g` becomes a declaration of `@g`'s packed
    entry point, and `prim.call_cpacked` calls are retargeted to entry
    points.

    An entry with many parameters (`check-table-threshold`, buffers and
    scalars alike) checks them in a loop instead: a constant table per entry
    describes what each argument must be, and one out-of-line function per module,
    `__prim_check_arguments`, walks it with the same checks, order and
    messages (a checker per set of categories, `__prim_check_arguments`
    for all of them and `__prim_check_arguments_<mask>` for another set,
    holds the code of its categories only). The entry calls it through a
    quick checker, `__prim_quick__prim_check_arguments[_<mask>]`, which
    accepts canonical arguments (NULL or compact static strides, zero
    byte_offset, static dims as expected, one CPU device) without a
    message and leaves anything else to the checker. The entry then
    compiles in time linear in its parameters; it is `noinline` and
    `optnone`, glue around one call of the quick checker.

    Straight-line entry points carry no inlining attribute: the module's own calls go to
    the bodies directly (`prim-lower-local-calls`), and LLVM's inliner cost
    model decides, as for any function, whether a remaining call of an
    entry is inlined. They are final IR (`"prim-final-ir"`): the
    compiler's LLVM pipeline leaves them as this pass emits them, then puts
    in each the optimized body that only it calls, and code generation
    optimizes them as any function.
    The `@f_compute` bodies are left to LLVM's inliner where other bodies
    call them (DESIGN.md's default is noinline; inlining them is what
    reduces the seed example to four instructions); `prim.noinline` on a
    `prim.func` keeps its body out of line.
  }];
  let options = [
    ABIOption,
    ChecksOption,
    Option<"checkTableThreshold", "check-table-threshold", "int64_t", "32",
           "Entries with at least this many parameters check them in a loop "
           "over constant tables (0: never)">
  ];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect",
                           "::mlir::arith::ArithDialect"];
}

def PrimMakeUnpackedAPI : Pass<"prim-make-unpacked-api", "::mlir::ModuleOp"> {
  let summary = "Gives every `api = unpacked` prim.func a C signature";
  let description = [{
    Rewrites each public `prim.func @f ... api(unpacked)` into
    `int32_t f(void* A_data, ..., int64_t dims..., scalars...,
    [void* resource_handle])`: one data pointer per buffer, then the dynamic
    dims of every buffer as i64, then the scalars in order. The body is kept
    as the private native function `@f_compute`, and `prim.call_tir` calls are
    retargeted to it.
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect",
                           "::mlir::arith::ArithDialect"];
}

def PrimLowerCalls : Pass<"prim-lower-calls", "::mlir::ModuleOp"> {
  let summary = "Packs prim.call_packed, call_cpacked and call_packed_value";
  let description = [{
    Lowers packed calls to the ABI's calling convention. Each function gets
    one stack region in its entry block, sized by its largest call and
    reused by sibling calls: the argument slots and type codes, one DLTensor
    per buffer argument (filled from the memref descriptor) and the shape
    and stride arrays. `prim.call_cpacked` calls the callee's entry point
    directly, with the resource handle as the ABI wants it.
    `prim.call_packed` and `prim.lookup_packed` look the function up once,
    through a per-name cache read with acquire and published with release
    ordering. Every call is followed by `prim.check_status`, so a failing
    callee makes the caller return -1 with the callee's error kept.
  }];
  let options = [ABIOption];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect",
                           "::mlir::scf::SCFDialect"];
}

def ConvertPrimToLLVM : Pass<"convert-prim-to-llvm", "::mlir::ModuleOp"> {
  let summary = "Converts prim functions and their remaining ops to LLVM";
  let description = [{
    Converts each `prim.func` to an `llvm.func` with Prim's native signature:
    an i32 status result; for each buffer its aligned data pointer (with
    `llvm.noalias` and `llvm.align` where `prim.noalias` and `prim.align`
    say so) followed by only its dynamic offset, sizes and strides as i64;
    scalars as themselves; handles as pointers; and a trailing result
    pointer when the function returns a scalar. Static parts of a buffer are
    constants in the callee. `prim.call_tir` becomes a direct call of the
    native function, `prim.assert` a check that reports through the ABI's
    error setter, and `prim.check_status` a check that returns -1.
    The function bodies' other dialects are left to their own conversions.

    The checks split blocks, so `scf` must already be lowered to `cf`
    (`convert-scf-to-cf`, as the `prim-to-llvm` pipeline does) when
    `prim.assert`, `prim.check_status` or `prim.call_tir` sit inside `scf`
    regions.
  }];
  let options = [ABIOption];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

def PrimExpandStridedMetadata : Pass<"prim-expand-strided-metadata"> {
  let summary = "Expands strided metadata in the functions that have views";
  let description = [{
    Applies memref's `expand-strided-metadata` patterns to the operation it
    runs on (a function, in the `prim-to-llvm` pipeline) when, and only
    when, it holds an op those patterns rewrite: `memref.subview`,
    `memref.expand_shape`, `memref.collapse_shape`,
    `memref.extract_strided_metadata` or
    `memref.extract_aligned_pointer_as_index`. A function with none of them
    is left untouched, without the greedy driver's walk and folds, which
    otherwise take a fifth of the pipeline on PrimFuncs without views.
  }];
  let dependentDialects = ["::mlir::affine::AffineDialect",
                           "::mlir::memref::MemRefDialect"];
}

def PrimFuseMultiplyAdd : Pass<"prim-fuse-multiply-add"> {
  let summary = "Fuses contractable multiply-adds into llvm.intr.fmuladd";
  let description = [{
    Rewrites `a * b + c`, `c + a * b`, `a * b - c` and `c - a * b`, as
    `arith.mulf` and `arith.addf` or `arith.subf` whose fastmath flags both
    allow `contract` (or `fast`), into `llvm.intr.fmuladd` (with `c`, or
    `a`, negated by `arith.negf` for a subtraction), when the product has no
    other use. The result keeps the flags both operations have.

    This is what clang emits for `a * b + c` under its default
    `-ffp-contract=on`. The backend fuses it where the target has an FMA,
    and LLVM's vectorizers cost it as one operation: left as two, with the
    `contract` flag, a dot product that clang vectorizes stays scalar.
    Without `contract`, the multiply and add stay apart (fusing rounds
    once, not twice).

    Example:

    ```mlir
    %p = arith.mulf %a, %b fastmath<contract> : f32
    %s = arith.addf %p, %c fastmath<contract> : f32
    // becomes
    %s = llvm.intr.fmuladd(%a, %b, %c) {fastmathFlags = #llvm.fastmath<contract>} : (f32, f32, f32) -> f32
    ```
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

def PrimLowerWorkspaces : Pass<"prim-lower-workspaces", "::mlir::ModuleOp"> {
  let summary = "Puts memref.alloc/alloca on the stack or in the runtime's workspaces";
  let description = [{
    Lowers the `memref.alloc`, `memref.alloca` and `memref.dealloc` of every
    function that `convert-prim-to-llvm` produced, as TVM's
    LowerTVMBuiltin does: an allocation of a static size below `stack-limit`
    bytes becomes a `memref.alloca` at the top of the function (its
    `memref.dealloc` goes away); a larger or dynamic one calls the ABI's
    workspace allocator (`TVMBackendAllocWorkspace(kDLCPU, 0, nbytes,
    dtype code, dtype bits)`) and its `memref.dealloc` the matching free.

    A missing allocator, a NULL workspace or a failing free reports a
    RuntimeError naming the function and returns -1. Each workspace has a
    slot on the stack that holds it while it is live, and every return of
    the function (the failure returns of checks and calls included) first
    frees what the slots hold. A workspace without a `memref.dealloc` thus
    lives until the function returns; one allocated in a loop must be freed
    there, which the pass requires.
  }];
  let options = [
    ABIOption,
    Option<"stackLimit", "stack-limit", "int64_t", "1024",
           "Allocations of a static size below this many bytes go on the "
           "stack (TVM's kMaxStackAlloca)">
  ];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::memref::MemRefDialect"];
}

def PrimExportLibrary : Pass<"prim-export-library", "::mlir::ModuleOp"> {
  let summary = "Adds the symbols a TVM runtime looks for in a library";
  let description = [{
    Every public `llvm.func` with a body and the ABI's entry type is an
    exported packed function (after `prim-make-packed-api`, the entry points).
    The pass defines what the ABI's loader reads from a library:
    - the module context global (legacy `__tvm_module_ctx`, tvm-ffi
      `__tvm_ffi__library_ctx`), weak and NULL until the loader sets it;
    - the main symbol (legacy `__tvm_main__`, a string naming the entry;
      tvm-ffi `__tvm_ffi_main`, a function forwarding to it) for the entry of
      `main`, or for the only entry when there is one;
    - with `system-lib`, a startup constructor that registers every entry,
      the main symbol and the context global (then internal) through the
      ABI's system-lib registrar;
    - with `system-lib-prefix=P` (which implies `system-lib`), the names
      that the ABI's `SystemLib("P")` looks up: tvm-ffi `__tvm_ffi_P<name>`,
      legacy `P<name>`, and `P` before the context's name. The entries' and
      the main symbol's own symbols take those names too, so that two
      prefixed system libraries link into one program. `P` must be a C
      identifier that does not begin with `__`.

    With `part`, the module is one part of a library lowered in parts: the
    pass only checks the symbols, and the library's symbols are defined once,
    elsewhere (prim-compile's lowering in chunks).
  }];
  let options = [
    ABIOption,
    Option<"systemLib", "system-lib", "bool", "false",
           "Register every exported symbol from a startup constructor">,
    Option<"systemLibPrefix", "system-lib-prefix", "std::string", "\"\"",
           "A system library's symbol prefix (implies system-lib)">,
    Option<"part", "part", "bool", "false",
           "The module is one part of a library: check the symbols, define "
           "none">
  ];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

def PrimDescribeLibrary : Pass<"prim-describe-library", "::mlir::ModuleOp"> {
  let summary = "Records the module's packed functions and their signatures";
  let description = [{
    Defines the constant global `__prim_library_description`
    (prim/ABI/LibraryDescription.h): a JSON text naming the ABI, its slot
    layout and, for every public packed `prim.func`, its entry symbol and
    each parameter's and the result's kind, the ABI's type code, dtype and,
    for buffers, static shape and strides. Hosts that did not compile the
    library (the Python package) read it to call the entries. Runs before
    `prim-make-packed-api`, while the signatures are still `prim` types. A
    system library (`system-lib` or `system-lib-prefix`) keeps the global
    internal.
  }];
  let options = [
    ABIOption,
    Option<"systemLib", "system-lib", "bool", "false",
           "The library is a system library">,
    Option<"systemLibPrefix", "system-lib-prefix", "std::string", "\"\"",
           "A system library's symbol prefix (implies system-lib)">
  ];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

def PrimVerifyLowered : Pass<"prim-verify-lowered", "::mlir::ModuleOp"> {
  let summary = "Reports the first op the lowering left outside LLVM";
  let description = [{
    The conversions to the LLVM dialect are partial: an op that no pattern
    lowers (`math.erf`, for one) stays in place. The last pass of
    `prim-to-llvm` names the first such op, with its location, as "has no
    lowering to the LLVM dialect", so that no tool passes it on to a
    translation that would fail with a message about the module as a whole.
    It also refuses `llvm.inline_asm` constraints that LLVM's own check
    (`InlineAsm::verify`) refuses for the op's types: the code generator
    trusts them.
  }];
}

#endif // PRIM_CONVERSION_PASSES
