//===- ImportLoweredBuiltins.cpp - LowerTVMBuiltin's intrinsics ----------===//
//
// The intrinsics of functions that TVM's MakePackedAPI and LowerTVMBuiltin
// have already lowered: null tests of handles, reads and writes of
// DLTensor, TVMValue and TVMFFIAny fields at the offsets of the target's
// layout, the stack arrays that hold them, the calls through the runtime
// that pass those stacks, and error returns; and the static handle slots
// that TVM's CPU code generator makes.
//
//===----------------------------------------------------------------------===//

#include "Importer.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "llvm/ADT/StringExtras.h"

using namespace mlir;
using namespace mlir::prim;
using namespace mlir::prim::tvmscript;
using llvm::StringRef;

/// Evaluates `arg`, a buffer's data pointer as the handle it is.
TV FunctionImporter::emitDataAsHandle(Expr *arg) {
  TV value = emitExpr(arg);
  if (value.kind == TV::DataRef)
    return TV::scalar(dataPointer(loc(arg), *value.buffer, {}, Value()),
                      DType::handle());
  return value;
}

/// Evaluates argument `index` of `e` as a handle, which a buffer's data
/// pointer is too; invalid after an error.
TV FunctionImporter::emitHandleArgument(Expr *e, size_t index, StringRef name) {
  Expr *arg = e->children[index].get();
  TV handle = emitDataAsHandle(arg);
  if (handle.kind == TV::Invalid)
    return handle;
  if (handle.kind != TV::Scalar || !handle.dtype.isHandle())
    return error(arg, "'" + name + "' takes a handle");
  return handle;
}

/// T.isnullptr(h): whether the handle is NULL.
TV FunctionImporter::emitIsNullPtr(Expr *e, StringRef name) {
  if (!checkPositionalArgs(e, 1, name))
    return TV();
  TV handle = emitHandleArgument(e, 1, name);
  if (handle.kind == TV::Invalid)
    return handle;
  return TV::scalar(
      IsNullOp::create(builder, loc(e), builder.getI1Type(), handle.value),
      DType::boolean());
}

/// The element index and field kind of tvm_struct_get's or tvm_struct_set's
/// `e`: integer literals, the kind one that the file's TVM (tir: v0.20,
/// tirx: main) knows; null after an error.
const StructFieldInfo *FunctionImporter::readStructField(Expr *e,
                                                         StringRef name) {
  Expr *indexExpr = e->children[2].get();
  Expr *kindExpr = e->children[3].get();
  if (indexExpr->kind != Expr::Int || indexExpr->intValue < 0) {
    error(indexExpr, "'" + name +
                         "' takes the element's index as a non-negative "
                         "integer literal");
    return nullptr;
  }
  FieldTVM tvm =
      flavor.has(Feature::FFIAnyValues) ? FieldTVM::Main : FieldTVM::V020;
  if (kindExpr->kind == Expr::Int)
    if (const StructFieldInfo *field = lookupStructField(kindExpr->intValue);
        field && (field->tvm == FieldTVM::Both || field->tvm == tvm))
      return field;
  error(kindExpr,
        "'" + name + "' takes a DLTensor field (kinds 0 to 10) or " +
            (tvm == FieldTVM::Main ? "a TVMFFIAny field (13 to 15, TVM main's kinds; main's "
                      "code generator has no TVMValue)"
                    : "kTVMValueContent (12; TVM v0.20 has no TVMFFIAny "
                      "fields)") +
            ", given as an integer literal");
  return nullptr;
}

/// T.tvm_struct_get(h, index, kind, dtype): field `kind` of the index-th
/// DLTensor, TVMValue or TVMFFIAny at h.
TV FunctionImporter::emitStructGet(Expr *e, StringRef name) {
  size_t first = 4;
  FailureOr<Expr *> dtypeArg = takeResultDType(e, name, first);
  if (failed(dtypeArg))
    return TV();
  if (!checkArgCount(e, first - 1, first - 1, name))
    return TV();
  Expr *dtypeExpr = *dtypeArg;
  if (!dtypeExpr || dtypeExpr->kind != Expr::Str)
    return error(e, "'" + name + "' takes the field's dtype as a string");
  const StructFieldInfo *field = readStructField(e, name);
  if (!field)
    return TV();
  if (!llvm::is_contained(field->getTIRDTypes(), dtypeExpr->name))
    return error(dtypeExpr,
                 "'" + name + "' reads " + field->name + " as \"" +
                     llvm::join(field->getTIRDTypes(), "\", \"") +
                     "\", not \"" + dtypeExpr->name +
                     "\": TVM's code generator loads the field's own C type");
  TV handle = emitHandleArgument(e, 1, name);
  if (handle.kind == TV::Invalid)
    return handle;
  DType dtype = *parseDType(dtypeExpr->name);
  Value value = StructGetOp::create(builder, loc(e), mlirType(dtype),
                                    handle.value, e->children[2]->intValue,
                                    static_cast<StructField>(field->kind));
  return TV::scalar(value, dtype);
}

/// T.tvm_struct_set(h, index, kind, value): writes field `kind` of the
/// index-th DLTensor, TVMValue or TVMFFIAny at h; as a value it is TVM's
/// int32 0.
TV FunctionImporter::emitStructSet(Expr *e, StringRef name,
                                   bool discardResult) {
  if (!checkPositionalArgs(e, 4, name))
    return TV();
  const StructFieldInfo *field = readStructField(e, name);
  if (!field)
    return TV();
  if (static_cast<StructField>(field->kind) == StructField::Addr)
    return error(e->children[3].get(),
                 "'" + name +
                     "' cannot write kArrAddr: an element's address is not "
                     "a field (TVM's code generator refuses it too)");
  TV handle = emitHandleArgument(e, 1, name);
  if (handle.kind == TV::Invalid)
    return handle;
  Expr *valueExpr = e->children[4].get();
  TV value = emitDataAsHandle(valueExpr);
  if (value.kind == TV::Invalid)
    return value;
  if (value.isLiteral()) {
    // TVM's dtype of a Python number: int32, float32 or bool.
    DType dtype = literalDType(value);
    Value literal = materialize(valueExpr->loc, value, dtype);
    if (!literal)
      return TV();
    value = TV::scalar(literal, dtype);
  }
  if (value.kind != TV::Scalar ||
      !llvm::is_contained(field->getTIRDTypes(), value.dtype.str()))
    return error(valueExpr,
                 "'" + name + "' writes " + field->name + " as \"" +
                     llvm::join(field->getTIRDTypes(), "\", \"") +
                     "\": TVM's code generator stores the value's own type, "
                     "which must be the field's C type");
  Location l = loc(e);
  StructSetOp::create(builder, l, handle.value, e->children[2]->intValue,
                      static_cast<StructField>(field->kind), value.value);
  if (discardResult)
    return TV::none();
  return TV::scalar(arith::ConstantIntOp::create(builder, l, 0, 32),
                    DType::i(32));
}

/// T.tvm_stack_alloca(kind, count): stack storage for `count` elements of a
/// kind that the file's TVM knows, at the function's entry.
TV FunctionImporter::emitStackAlloca(Expr *e, StringRef name) {
  size_t first = 3;
  FailureOr<Expr *> dtypeArg = takeResultDType(e, name, first);
  if (failed(dtypeArg))
    return TV();
  if (!checkArgCount(e, first - 1, first - 1, name))
    return TV();
  Expr *dtypeExpr = *dtypeArg;
  if (dtypeExpr &&
      (dtypeExpr->kind != Expr::Str || dtypeExpr->name != "handle"))
    return error(dtypeExpr, "'" + name + "' returns a \"handle\"");
  Expr *kindExpr = e->children[1].get();
  Expr *countExpr = e->children[2].get();
  if (kindExpr->kind != Expr::Str)
    return error(kindExpr, "'" + name + "' takes the element kind as a string");
  StringRef kindName = kindExpr->name;
  if (kindName == "tensormap")
    return error(kindExpr, "'" + name +
                               "' of \"tensormap\" is not supported: CUDA's "
                               "tensor map descriptors are for GPU kernels, "
                               "which Prim does not target");
  // The kinds each TVM's code generator allocates: v0.20's TVMValue and
  // type code arrays, main's TVMFFIAny arrays.
  std::optional<StackKind> kind = symbolizeStackKind(kindName);
  bool known =
      kind &&
      (*kind == StackKind::Shape || *kind == StackKind::Array ||
       (*kind == StackKind::FFIAny) == flavor.has(Feature::FFIAnyValues));
  if (!known)
    return error(kindExpr,
                 "'" + name + "' allocates \"shape\", \"array\" or " +
                     (flavor.has(Feature::FFIAnyValues)
                          ? "\"tvm_ffi_any\" in TVM main (whose code "
                            "generator has no TVMValue stacks)"
                          : "\"arg_value\" and \"arg_tcode\" in TVM v0.20 "
                            "(which has no TVMFFIAny)") +
                     ", not \"" + kindName + "\"");
  if (countExpr->kind != Expr::Int || countExpr->intValue <= 0)
    return error(countExpr, "'" + name +
                                "' takes the element count as a positive "
                                "integer literal, as TVM's code generator "
                                "requires a constant");
  return TV::scalar(StackAllocaOp::create(builder, loc(e),
                                          mlirType(DType::handle()), *kind,
                                          countExpr->intValue),
                    DType::handle());
}

/// TVM main's T.call_packed_lowered(name, stack, begin, end): calls `name`
/// with TVMFFIAny elements begin to end of `stack` as its arguments and
/// element `end` as its result, which the function has filled.
TV FunctionImporter::emitCallPackedLowered(Expr *e, StringRef name,
                                           bool discardResult) {
  if (!flavor.has(Feature::FFIAnyValues))
    return error(e, "'" + name +
                        "' of TVM v0.20 is not supported: it passes a "
                        "TVMValue stack and a type code stack, which Prim "
                        "does not model; import the function before "
                        "LowerTVMBuiltin");
  if (!discardResult)
    return error(e, "'" + name +
                        "' is a statement: read its result from the stack "
                        "with T.tvm_struct_get");
  if (!checkPositionalArgs(e, 4, name))
    return TV();
  Expr *calleeExpr = e->children[1].get();
  if (calleeExpr->kind != Expr::Str)
    return error(calleeExpr,
                 "'" + name + "' takes the function's name as a string");
  Expr *beginExpr = e->children[3].get(), *endExpr = e->children[4].get();
  if (beginExpr->kind != Expr::Int || endExpr->kind != Expr::Int ||
      beginExpr->intValue < 0 || endExpr->intValue < beginExpr->intValue)
    return error(beginExpr, "'" + name +
                                "' takes the arguments' first and end "
                                "indices as integer literals, "
                                "0 <= begin <= end");
  TV stack = emitHandleArgument(e, 2, name);
  if (stack.kind == TV::Invalid)
    return stack;
  CallPackedLoweredOp::create(builder, loc(e), calleeExpr->name, stack.value,
                              beginExpr->intValue, endExpr->intValue,
                              StackKind::FFIAny);
  return TV::none();
}

/// T.tvm_throw_last_error(): returns -1 from the function, keeping the
/// error that a runtime call has reported, as TVM's code generator does.
TV FunctionImporter::emitThrowLastError(Expr *e, StringRef name,
                                        bool discardResult) {
  if (!discardResult)
    return error(e, "'" + name +
                        "' is a statement: it returns -1 from the "
                        "function");
  if (!checkPositionalArgs(e, 0, name))
    return TV();
  Location l = loc(e);
  CheckStatusOp::create(builder, l,
                        arith::ConstantIntOp::create(builder, l, -1, 32));
  return TV::none();
}

/// T.tvm_static_handle(): the address of a `void*` of the call site's own,
/// NULL when the library loads, as TVM's CPU code generator makes it; the
/// packed function it is passed to may fill the slot once and find it again
/// on later calls.
TV FunctionImporter::emitStaticHandle(Expr *e, StringRef name) {
  if (!checkPositionalArgs(e, 0, name))
    return TV();
  Location l = loc(e);
  auto pointer = LLVM::LLVMPointerType::get(context);
  std::string symbol =
      "__tvmscript_static_handle_" + std::to_string(m.staticHandleCount++);
  {
    OpBuilder::InsertionGuard guard(builder);
    builder.setInsertionPointToEnd(m.module.getBody());
    auto slot = LLVM::GlobalOp::create(
        builder, l, pointer,
        /*isConstant=*/false, LLVM::Linkage::Private, symbol, Attribute());
    builder.createBlock(&slot.getInitializerRegion());
    LLVM::ReturnOp::create(builder, l,
                           LLVM::ZeroOp::create(builder, l, pointer));
  }
  Value address = LLVM::AddressOfOp::create(builder, l, pointer, symbol);
  Value handle =
      UnrealizedConversionCastOp::create(
          builder, l, TypeRange{HandleType::get(context)}, ValueRange{address})
          .getResult(0);
  return TV::scalar(handle, DType::handle());
}
