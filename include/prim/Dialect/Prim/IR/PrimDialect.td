//===- PrimDialect.td - Prim dialect definition ------------*- tablegen -*-===//

#ifndef PRIM_DIALECT
#define PRIM_DIALECT

include "mlir/IR/OpBase.td"

def Prim_Dialect : Dialect {
  let name = "prim";
  let cppNamespace = "::mlir::prim";
  let summary = "TVM-style PrimFuncs, packed calls and resource handles";
  let description = [{
    The `prim` dialect models the pieces of TVM's PrimFunc world that the
    standard dialects lack: functions with a packed C calling convention,
    packed and cpacked calls, compile-time checked `call_tir` calls, packed
    functions as first-class values, resource handles and runtime asserts.
    Function bodies use `scf`, `arith`, `math`, `memref`, `vector` and
    `index`. Buffers are builtin memrefs.

    Argument attributes understood by the dialect:
    - `prim.align = N`: the buffer's data pointer is N-byte aligned
      (N a power of two); on memref parameters only.
    - `prim.noalias`: the buffer aliases no other parameter; on memref
      parameters only.
    - `prim.resource_handle`: marks the trailing `!prim.handle` parameter as
      the resource handle that the executor passes in.

    Function attributes:
    - `prim.noinline`: LLVM never inlines the function's native body (its
      `_compute` function for a packed or unpacked entry). By default bodies
      are left to LLVM's inliner, which the zero-overhead folding of packed
      calls relies on; this trades that folding for smaller code and faster
      compilation.
    - `prim.doc = "..."`: the function's documentation; a tvm-ffi library
      returns it from `__tvm_ffi__doc_<name>`, which the loader reads
      (`ffi.ModuleGetFunctionDoc`).
    - `prim.target_cpu = "skylake"`, `prim.target_features = "+avx2,+fma"`:
      the CPU and the features LLVM generates the function's native body
      for (its `target-cpu` and `target-features`), in place of the
      module's; a TVMScript function's `"target"` attribute sets them.

    Loop attributes:
    - `prim.parallel`: on an `scf.for` without iteration arguments in a
      prim.func, the iterations may run in parallel on the runtime's
      thread pool, as `scf.parallel` does (`prim-lower-parallel-loops`).
  }];
  let useDefaultTypePrinterParser = 1;
  let useDefaultAttributePrinterParser = 1;
  let hasRegionArgAttrVerify = 1;
  let hasOperationAttrVerify = 1;
  let hasConstantMaterializer = 0;
  let extraClassDeclaration = [{
    static constexpr llvm::StringLiteral kAlignAttrName = "prim.align";
    static constexpr llvm::StringLiteral kNoAliasAttrName = "prim.noalias";
    static constexpr llvm::StringLiteral kResourceHandleAttrName =
        "prim.resource_handle";
    static constexpr llvm::StringLiteral kNoInlineAttrName = "prim.noinline";
    static constexpr llvm::StringLiteral kDocAttrName = "prim.doc";
    static constexpr llvm::StringLiteral kTargetCpuAttrName =
        "prim.target_cpu";
    static constexpr llvm::StringLiteral kTargetFeaturesAttrName =
        "prim.target_features";
    static constexpr llvm::StringLiteral kParallelAttrName = "prim.parallel";

  private:
    void registerTypes();
    void registerAttributes();

  public:
  }];
}

class Prim_Op<string mnemonic, list<Trait> traits = []>
    : Op<Prim_Dialect, mnemonic, traits>;

#endif // PRIM_DIALECT
