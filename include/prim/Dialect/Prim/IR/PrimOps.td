//===- PrimOps.td - Prim dialect operations ----------------*- tablegen -*-===//

#ifndef PRIM_OPS
#define PRIM_OPS

include "prim/Dialect/Prim/IR/PrimDialect.td"
include "prim/Dialect/Prim/IR/PrimTypes.td"
include "prim/Dialect/Prim/IR/PrimAttrs.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/IR/OpAsmInterface.td"
include "mlir/Interfaces/CallInterfaces.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/Interfaces/FunctionInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/IR/RegionKindInterface.td"

// Ops whose lowering returns the enclosing prim.func's status.
def InPrimFunc : NativeOpTrait<"InPrimFunc"> {
  let cppNamespace = "::mlir::prim";
}

//===----------------------------------------------------------------------===//
// prim.func
//===----------------------------------------------------------------------===//

def Prim_FuncOp : Prim_Op<"func", [
    AffineScope, AutomaticAllocationScope, FunctionOpInterface,
    IsolatedFromAbove
  ]> {
  let summary = "a PrimFunc: a loop nest over buffers";
  let description = [{
    A function whose parameters are buffers (memrefs), scalars and handles.
    Public functions are ABI entry points; private ones are internal; a
    body-less private function declares an external packed function.

    The `api` attribute selects the calling convention of a public function:
    `packed` (the default) or `unpacked`. A trailing `!prim.handle`
    parameter marked `{prim.resource_handle}` receives the executor's
    resource handle. The function may return one scalar; an `unpacked`
    function's C return value is its int32 status, so its one result, if
    any, is an i32 that the C function returns as that status (0 for
    success), as a TVM function of `calling_conv` 1 does.

    The name is a C identifier that no symbol of Prim, tvm-ffi or the
    linker takes: it does not begin with `__tvm_` or `__prim_` (Prim's
    own symbols), does not give a tvm-ffi entry point `__tvm_ffi_<name>`
    that is one of tvm-ffi's own (`__tvm_ffi__metadata_*`,
    `__tvm_ffi__doc_*`, `__tvm_ffi__cubin_*`, `__tvm_ffi__library_ctx`,
    `__tvm_ffi__library_bin`), and is not one the linker or the C
    runtime's start files define (`_init`, `_fini`, `_start`, `_DYNAMIC`,
    `_GLOBAL_OFFSET_TABLE_`, `_edata`, `_end`, `__dso_handle`, ...);
    other names that begin with `_` are free. A runtime function
    pointer's name (`__TVMFFIFunctionCall`, ...) is refused by the
    lowering, which knows the ABI. A name that the code LLVM generates may
    call (a C library function such as `memset` or `expf`) is refused by the
    lowering wherever the function's symbol would be that name: its legacy
    packed entry point, a private or an `unpacked` function.

    `checks(...)` on a packed entry point lists the categories of argument
    checks its entry runs (see `#prim.checks`), in place of the module's
    default (the `checks` option of `prim-make-packed-api` and
    `prim-compile`): the function's list wins whole, so that what a
    function checks can be read off the function alone.

    Example:

    ```mlir
    prim.func @add_one(%x: memref<3x3xf32>, %y: memref<3x3xf32>) {
      ...
      prim.return
    }
    prim.func @caller(%x: memref<3x3xf32>, %y: memref<3x3xf32>,
                      %h: !prim.handle {prim.resource_handle}) api(unpacked) {
      prim.call_cpacked @add_one(%x, %y) resource_handle(%h)
          : (memref<3x3xf32>, memref<3x3xf32>) -> ()
      prim.return
    }
    prim.func private @external(memref<?xf32>) -> i32
    prim.func @trusted(%x: memref<?xf32>) checks(type_code, ndim_dtype) {
      prim.return
    }
    ```
  }];

  let arguments = (ins
    SymbolNameAttr:$sym_name,
    TypeAttrOf<FunctionType>:$function_type,
    OptionalAttr<StrAttr>:$sym_visibility,
    OptionalAttr<Prim_APIAttr>:$api,
    OptionalAttr<Prim_ChecksAttr>:$checks,
    OptionalAttr<DictArrayAttr>:$arg_attrs,
    OptionalAttr<DictArrayAttr>:$res_attrs
  );
  let regions = (region AnyRegion:$body);

  let builders = [
    OpBuilder<(ins "StringRef":$name, "FunctionType":$type,
      CArg<"ArrayRef<NamedAttribute>", "{}">:$attrs,
      CArg<"ArrayRef<DictionaryAttr>", "{}">:$argAttrs)>
  ];

  let extraClassDeclaration = [{
    /// The calling convention; public functions default to `packed`.
    API getCallingConvention() {
      return getApi().value_or(API::Packed);
    }

    /// Whether this public function is an ABI entry point with the packed
    /// convention.
    bool isPackedEntry() {
      return isPublic() && !isExternal() &&
             getCallingConvention() == API::Packed;
    }

    /// The checks of its packed entry: its own `checks`, else the module's
    /// `moduleChecks`.
    CheckCategory getEntryChecks(CheckCategory moduleChecks) {
      return getChecks().value_or(moduleChecks);
    }

    /// The index of the resource-handle parameter, if one is marked.
    std::optional<unsigned> getResourceHandleIndex();

    /// The number of parameters without the resource handle.
    unsigned getNumDataArguments() {
      return getNumArguments() - (getResourceHandleIndex() ? 1 : 0);
    }

    //===------------------------------------------------------------------===//
    // FunctionOpInterface
    //===------------------------------------------------------------------===//
    Region *getCallableRegion() { return isExternal() ? nullptr : &getBody(); }
    ArrayRef<Type> getArgumentTypes() { return getFunctionType().getInputs(); }
    ArrayRef<Type> getResultTypes() { return getFunctionType().getResults(); }

    //===------------------------------------------------------------------===//
    // SymbolOpInterface
    //===------------------------------------------------------------------===//
    bool isDeclaration() { return isExternal(); }
  }];
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let skipDefaultBuilders = 1;
}

//===----------------------------------------------------------------------===//
// prim.return
//===----------------------------------------------------------------------===//

def Prim_ReturnOp : Prim_Op<"return", [
    Pure, HasParent<"FuncOp">, ReturnLike, Terminator
  ]> {
  let summary = "returns from a prim.func";
  let description = [{
    Terminates the body of a `prim.func`. The operands must match the
    function's result types.

    ```mlir
    prim.return %sum : f32
    ```
  }];
  let arguments = (ins Variadic<Prim_Scalar>:$operands);
  let builders = [OpBuilder<(ins), [{ build($_builder, $_state, {}); }]>];
  let assemblyFormat = "attr-dict ($operands^ `:` type($operands))?";
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Calls
//===----------------------------------------------------------------------===//

def Prim_CallPackedOp : Prim_Op<"call_packed", [InPrimFunc]> {
  let summary = "calls a packed function found by name in the runtime registry";
  let description = [{
    Looks `callee` up in the runtime's function registry (once, through a
    thread-safe cache) and calls it with the packed calling convention. A
    non-zero status propagates: the enclosing function returns -1 and keeps
    the callee's error message.

    ```mlir
    %r = prim.call_packed "tvm.contrib.cblas.matmul"(%a, %b, %c)
        : (memref<4x4xf32>, memref<4x4xf32>, memref<4x4xf32>) -> i32
    ```
  }];
  let arguments = (ins StrAttr:$callee, Variadic<AnyType>:$args);
  let results = (outs Optional<Prim_Scalar>:$result);
  let assemblyFormat = [{
    $callee `(` $args `)` attr-dict `:` functional-type($args, results)
  }];
  let hasVerifier = 1;
}

def Prim_CallPackedLoweredOp : Prim_Op<"call_packed_lowered", [InPrimFunc]> {
  let summary = "calls a packed function found by name with an argument stack";
  let description = [{
    Looks `callee` up as `prim.call_packed` does and calls it with elements
    `begin` to `end` of the argument stack `stack` as its arguments and
    element `end` as its result, which the function has filled itself:
    TVM's `T.call_packed_lowered(callee, stack, begin, end)`. `stack_kind`
    is the kind of `stack`'s elements, which only the ABI whose calls pass
    such elements can lower: `tvm_ffi_any`, tvm-ffi's TVMFFIAny. A non-zero
    status propagates as in `prim.call_packed`.

    ```mlir
    prim.call_packed_lowered "tvm.test_matmul"(%stack[0, 3]) tvm_ffi_any
    ```
  }];
  let arguments = (ins StrAttr:$callee, Prim_HandleType:$stack,
                       ConfinedAttr<I64Attr, [IntNonNegative]>:$begin,
                       ConfinedAttr<I64Attr, [IntNonNegative]>:$end,
                       Prim_StackKind:$stack_kind);
  let assemblyFormat = [{
    $callee `(` $stack `[` $begin `,` $end `]` `)` $stack_kind attr-dict
  }];
  let hasVerifier = 1;
}

def Prim_CallCPackedOp : Prim_Op<"call_cpacked", [
    InPrimFunc, CallOpInterface, AttrSizedOperandSegments,
    DeclareOpInterfaceMethods<SymbolUserOpInterface>
  ]> {
  let summary = "calls a packed function directly by symbol";
  let description = [{
    Calls `callee`, a `prim.func` of this module or a body-less declaration
    of an external packed function, with the packed C calling convention.
    The optional resource handle is passed as the separate, final argument.
    When the callee is defined in this module, the arity and types must
    match its parameters.

    ```mlir
    prim.call_cpacked @add_one(%x, %y) resource_handle(%h)
        : (memref<3x3xf32>, memref<3x3xf32>) -> ()
    ```
  }];
  let arguments = (ins
    FlatSymbolRefAttr:$callee,
    Variadic<AnyType>:$args,
    Optional<Prim_HandleType>:$resource_handle
  );
  let results = (outs Optional<Prim_Scalar>:$result);
  let assemblyFormat = [{
    $callee `(` $args `)` (`resource_handle` `(` $resource_handle^ `)`)?
    attr-dict `:` functional-type($args, results)
  }];
  let extraClassDeclaration = [{
    CallInterfaceCallable getCallableForCallee() { return getCalleeAttr(); }
    void setCalleeFromCallable(CallInterfaceCallable callee) {
      setCalleeAttr(cast<FlatSymbolRefAttr>(cast<SymbolRefAttr>(callee)));
    }
    Operation::operand_range getArgOperands() { return getArgs(); }
    MutableOperandRange getArgOperandsMutable() { return getArgsMutable(); }
    ArrayAttr getArgAttrsAttr() { return nullptr; }
    ArrayAttr getResAttrsAttr() { return nullptr; }
    void setArgAttrsAttr(ArrayAttr) {}
    void setResAttrsAttr(ArrayAttr) {}
    Attribute removeArgAttrsAttr() { return nullptr; }
    Attribute removeResAttrsAttr() { return nullptr; }
  }];
  let hasVerifier = 1;
}

def Prim_CallTIROp : Prim_Op<"call_tir", [
    InPrimFunc, CallOpInterface, DeclareOpInterfaceMethods<SymbolUserOpInterface>
  ]> {
  let summary = "a compile-time checked call of a prim.func of this module";
  let description = [{
    Calls `callee`, which must be a `prim.func` of this module. The operand
    count, element types, ranks, static dims and layouts must match the
    callee's parameters exactly. The call lowers to a direct call of the
    callee's native body, with no packing. With `noinline`, that call is
    never inlined (`prim-keep-loop-nests-apart` sets it where a loop nest
    would be inlined into another).

    ```mlir
    prim.call_tir @add_one(%a, %b) : (memref<4x5xf32>, memref<4x5xf32>) -> ()
    prim.call_tir @add_one(%a, %b) {noinline} : (memref<4x5xf32>, memref<4x5xf32>) -> ()
    ```
  }];
  let arguments = (ins FlatSymbolRefAttr:$callee, Variadic<AnyType>:$args,
                       UnitAttr:$noinline);
  let results = (outs Variadic<Prim_Scalar>:$results);
  let assemblyFormat = [{
    $callee `(` $args `)` attr-dict `:` functional-type($args, results)
  }];
  let extraClassDeclaration = [{
    CallInterfaceCallable getCallableForCallee() { return getCalleeAttr(); }
    void setCalleeFromCallable(CallInterfaceCallable callee) {
      setCalleeAttr(cast<FlatSymbolRefAttr>(cast<SymbolRefAttr>(callee)));
    }
    Operation::operand_range getArgOperands() { return getArgs(); }
    MutableOperandRange getArgOperandsMutable() { return getArgsMutable(); }
    ArrayAttr getArgAttrsAttr() { return nullptr; }
    ArrayAttr getResAttrsAttr() { return nullptr; }
    void setArgAttrsAttr(ArrayAttr) {}
    void setResAttrsAttr(ArrayAttr) {}
    Attribute removeArgAttrsAttr() { return nullptr; }
    Attribute removeResAttrsAttr() { return nullptr; }
  }];
}

def Prim_LookupPackedOp : Prim_Op<"lookup_packed", [InPrimFunc]> {
  let summary = "looks a packed function up by name";
  let description = [{
    Returns the packed function registered under `name`, as a first-class
    value. The lookup is done once per call site and cached thread-safely.

    ```mlir
    %f = prim.lookup_packed "my.kernel" : !prim.packed_func
    ```
  }];
  let arguments = (ins StrAttr:$name);
  let results = (outs Prim_PackedFuncType:$func);
  let assemblyFormat = "$name attr-dict `:` type($func)";
  let hasVerifier = 1;
}

def Prim_CallPackedValueOp : Prim_Op<"call_packed_value", [InPrimFunc]> {
  let summary = "calls a first-class packed function";
  let description = [{
    Calls the packed function `func` with the packed calling convention.

    ```mlir
    prim.call_packed_value %f(%a) : (memref<8xf32>) -> ()
    ```
  }];
  let arguments = (ins Prim_PackedFuncType:$func,
                       Variadic<AnyType>:$args);
  let results = (outs Optional<Prim_Scalar>:$result);
  let assemblyFormat = [{
    $func `(` $args `)` attr-dict `:` functional-type($args, results)
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// prim.assert
//===----------------------------------------------------------------------===//

def Prim_AssertOp : Prim_Op<"assert", [InPrimFunc]> {
  let summary = "a runtime check";
  let description = [{
    If `condition` is false at run time, the enclosing function reports
    `message` through the ABI's error setter, as an error of `kind`
    (`RuntimeError` unless given), and returns -1.

    With a `found` operand, the message must contain `{}` exactly once; the
    reported message shows `found` there, in decimal. The rest of the
    message is reported as written (it is never a format string).

    ```mlir
    prim.assert %ok, "n must be positive"
    prim.assert %ok, "f: argument #0: expected shape[0] == 4, found {}"(%n : i64) kind(ValueError)
    ```
  }];
  let arguments = (ins I1:$condition, StrAttr:$message,
                       Optional<AnySignlessIntegerOrIndex>:$found,
                       OptionalAttr<Prim_ErrorKind>:$kind);
  let assemblyFormat = [{
    $condition `,` $message (`(` $found^ `:` type($found) `)`)?
    (`kind` `(` $kind^ `)`)? attr-dict
  }];
  let extraClassDeclaration = [{
    /// The kind of error reported on failure.
    ErrorKind getErrorKind() {
      return getKind().value_or(ErrorKind::RuntimeError);
    }
    /// The placeholder that `found` replaces in the message.
    static constexpr llvm::StringLiteral kPlaceholder = "{}";
  }];
  let hasCanonicalizeMethod = 1;
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// prim.null_handle
//===----------------------------------------------------------------------===//

def Prim_NullHandleOp : Prim_Op<"null_handle", [Pure]> {
  let summary = "the NULL handle";
  let description = [{
    A `!prim.handle` that is NULL: what a packed call passes as the resource
    handle when the caller gives none.

    ```mlir
    %h = prim.null_handle
    ```
  }];
  let results = (outs Prim_HandleType:$handle);
  let assemblyFormat = "attr-dict";
}

//===----------------------------------------------------------------------===//
// prim.string
//===----------------------------------------------------------------------===//

def Prim_StringOp : Prim_Op<"string", [Pure]> {
  let summary = "a constant C string";
  let description = [{
    A pointer to a constant, NUL-terminated copy of `value`: what a packed
    call passes as a string argument (TVM's `T.call_packed("f", "text")`).
    Equal strings may share one constant.

    ```mlir
    %s = prim.string "payload"
    prim.call_packed "testing.echo"(%s) : (!prim.string) -> ()
    ```
  }];
  let arguments = (ins StrAttr:$value);
  let results = (outs Prim_StringType:$result);
  let assemblyFormat = "$value attr-dict";
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// prim.is_null
//===----------------------------------------------------------------------===//

def Prim_IsNullOp : Prim_Op<"is_null", [Pure]> {
  let summary = "whether a handle is NULL";
  let description = [{
    True if `handle` is the NULL pointer: TVM's `T.isnullptr`.

    ```mlir
    %null = prim.is_null %h
    ```
  }];
  let arguments = (ins Prim_HandleType:$handle);
  let results = (outs I1:$result);
  let assemblyFormat = "$handle attr-dict";
}

//===----------------------------------------------------------------------===//
// prim.struct_get
//===----------------------------------------------------------------------===//

def Prim_StructGetOp : Prim_Op<"struct_get", [MemoryEffects<[MemRead]>]> {
  let summary = "reads a field of the index-th DLTensor or TVMValue";
  let description = [{
    Reads `field` of element `index` of the array that `handle` points to:
    TVM's `T.tvm_struct_get(handle, index, kind, dtype)`. The DLTensor
    fields (`data` ... `device_type`) read a `DLTensor` array; `addr` is the
    address of the DLTensor itself; `value_content` reads a `TVMValue`
    array (a union of int64, double and void*). The result has the C type
    of the field, as TVM's code generator loads it: `!prim.handle` for
    `addr`, `data`, `shape` and `strides`; i32 for `ndim`, `device_id` and
    `device_type`; i8 for `type_code` and `type_bits`; i16 for
    `type_lanes`; i64 for `byte_offset`; i64, f64 or `!prim.handle` for
    `value_content`. `any_type_index`, `any_zero_padding` (i32) and
    `any_value` (i64, f64 or `!prim.handle`) read a tvm-ffi `TVMFFIAny`
    array instead. The offsets are the target's (TargetLayout).

    ```mlir
    %ndim = prim.struct_get %h[0] ndim : i32
    %arg = prim.struct_get %args[1] value_content : !prim.handle
    ```
  }];
  let arguments = (ins Prim_HandleType:$handle,
                       ConfinedAttr<I64Attr, [IntNonNegative]>:$index,
                       Prim_StructField:$field);
  let results = (outs AnyTypeOf<[Prim_HandleType, I8, I16, I32, I64, F64]>:$result);
  let assemblyFormat = [{
    $handle `[` $index `]` $field attr-dict `:` type($result)
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// prim.struct_set
//===----------------------------------------------------------------------===//

def Prim_StructSetOp : Prim_Op<"struct_set", [MemoryEffects<[MemWrite]>]> {
  let summary = "writes a field of the index-th DLTensor, TVMValue or TVMFFIAny";
  let description = [{
    Writes `value` to `field` of element `index` of the array that `handle`
    points to: TVM's `T.tvm_struct_set(handle, index, kind, value)`, the
    twin of `prim.struct_get`, with the same fields and types but `addr`
    (an element's address is not a field). Writing `any_value` with fewer
    than 8 bytes (a pointer on a 32-bit target) zeroes the union's 8 bytes
    first, as TVM's code generator does, so that the other members read 0
    above it. The offsets are the target's (TargetLayout).

    ```mlir
    prim.struct_set %h[0] ndim, %n : i32
    prim.struct_set %args[1] any_value, %ptr : !prim.handle
    ```
  }];
  let arguments = (ins Prim_HandleType:$handle,
                       ConfinedAttr<I64Attr, [IntNonNegative]>:$index,
                       Prim_StructField:$field,
                       AnyTypeOf<[Prim_HandleType, I8, I16, I32, I64, F64]>:$value);
  let assemblyFormat = [{
    $handle `[` $index `]` $field `,` $value attr-dict `:` type($value)
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// prim.stack_alloca
//===----------------------------------------------------------------------===//

def Prim_StackAllocaOp : Prim_Op<"stack_alloca", [MemoryEffects<[MemAlloc]>]> {
  let summary = "stack storage for the structs of a lowered packed call";
  let description = [{
    The address of `count` elements on the function's stack, allocated
    once at its entry: TVM's `T.tvm_stack_alloca(kind, count)`. The
    elements are `shape` (int64 shape entries), `array` (DLTensors),
    `arg_value` (TVMValues), `arg_tcode` (int32 type codes) or
    `tvm_ffi_any` (tvm-ffi's TVMFFIAny), each as large as the target's
    layout makes it (TargetLayout).

    ```mlir
    %tensors = prim.stack_alloca array[3]
    ```
  }];
  let arguments = (ins Prim_StackKind:$kind,
                       ConfinedAttr<I64Attr, [IntPositive]>:$count);
  let results = (outs Prim_HandleType:$result);
  let assemblyFormat = "$kind `[` $count `]` attr-dict";
}

//===----------------------------------------------------------------------===//
// prim.buffer_view
//===----------------------------------------------------------------------===//

def Prim_BufferViewOp : Prim_Op<"buffer_view", [Pure]> {
  let summary = "views the memory a handle points to as a buffer";
  let description = [{
    The buffer of the result's type whose data pointer is `handle`, with
    `sizes` for its dynamic dims, in order: what TVM's `T.decl_buffer(...,
    data=p)` declares over a pointer. The layout is compact (the identity)
    or strided with static strides and offset; the offset counts elements
    from `handle`. Nothing is checked: the memory is the caller's promise, as
    it is in TVM.

    ```mlir
    %A = prim.buffer_view %h[%n] : memref<?x16xf32>
    ```
  }];
  let arguments = (ins Prim_HandleType:$handle, Variadic<Index>:$sizes);
  let results = (outs AnyMemRef:$buffer);
  let assemblyFormat = "$handle `[` $sizes `]` attr-dict `:` type($buffer)";
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// prim.check_status
//===----------------------------------------------------------------------===//

def Prim_CheckStatusOp : Prim_Op<"check_status", [InPrimFunc]> {
  let summary = "propagates a failed call's status";
  let description = [{
    If `status`, the return code of a packed or native call, is non-zero,
    the enclosing function returns -1 at once. The callee has already
    reported its error, which is kept as it is. `prim-lower-calls` emits
    this op after every call it lowers.

    ```mlir
    prim.check_status %rc : i32
    ```
  }];
  let arguments = (ins I32:$status);
  let assemblyFormat = "$status attr-dict `:` type($status)";
}

//===----------------------------------------------------------------------===//
// prim.parallel_launch
//===----------------------------------------------------------------------===//

def Prim_ParallelLaunchOp : Prim_Op<"parallel_launch", [
    InPrimFunc, DeclareOpInterfaceMethods<SymbolUserOpInterface>
  ]> {
  let summary = "runs a loop body on the runtime's thread pool";
  let description = [{
    Splits the iterations `[0, trip_count)` into one contiguous chunk per
    task of the runtime's parallel launch (TVM's
    `TVMBackendParallelLaunch`) and calls `callee(begin, end, captures...)`
    for each task's chunk. `callee` is a private `prim.func` of this module
    taking two `index` bounds and then the captures' types.
    `prim-lower-parallel-loops` outlines loops into this form. When the
    runtime provides no parallel launch, the one task runs in the calling
    thread. A failing task makes the enclosing function return -1 with the
    task's error, which the runtime carries over to the calling thread.

    ```mlir
    prim.parallel_launch @f_parallel_0 over %n (%A, %B : memref<?xf32>, memref<?xf32>)
    ```
  }];
  let arguments = (ins FlatSymbolRefAttr:$callee, Index:$trip_count,
                       Variadic<AnyType>:$captures);
  let assemblyFormat = [{
    $callee `over` $trip_count (`(` $captures^ `:` type($captures) `)`)?
    attr-dict
  }];
}

#endif // PRIM_OPS
