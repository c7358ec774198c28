//===- ImportLoweredBuiltins.cpp - LowerTVMBuiltin's intrinsics ----------===//
//
// The intrinsics of functions that TVM's MakePackedAPI and LowerTVMBuiltin
// have already lowered: null tests of handles, reads of DLTensor and
// TVMValue fields at the offsets of the target's layout, and error returns;
// and the static handle slots that TVM's CPU code generator makes.
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

namespace {

/// A field TVM's tvm_struct_get reads (TVM's TVMStructFieldKind), with its
/// C type as TIR dtypes: TVM's code generator loads the field as that type,
/// whatever dtype the call gives.
struct StructFieldKind {
  int64_t kind;
  StringRef name;
  StructField field;
  ArrayRef<StringRef> dtypes;
};

constexpr StringRef kHandle[] = {"handle"};
constexpr StringRef kInt32[] = {"int32"};
constexpr StringRef kUInt8[] = {"uint8"};
constexpr StringRef kUInt16[] = {"uint16"};
constexpr StringRef kUInt64[] = {"uint64"};
constexpr StringRef kValue[] = {"int64", "float64", "handle"};

const StructFieldKind kStructFields[] = {
    {0, "kArrAddr", StructField::Addr, kHandle},
    {1, "kArrData", StructField::Data, kHandle},
    {2, "kArrShape", StructField::Shape, kHandle},
    {3, "kArrStrides", StructField::Strides, kHandle},
    {4, "kArrNDim", StructField::NDim, kInt32},
    {5, "kArrTypeCode", StructField::TypeCode, kUInt8},
    {6, "kArrTypeBits", StructField::TypeBits, kUInt8},
    {7, "kArrTypeLanes", StructField::TypeLanes, kUInt16},
    {8, "kArrByteOffset", StructField::ByteOffset, kUInt64},
    {9, "kArrDeviceId", StructField::DeviceId, kInt32},
    {10, "kArrDeviceType", StructField::DeviceType, kInt32},
    {12, "kTVMValueContent", StructField::ValueContent, kValue},
};

} // namespace

/// Evaluates argument `index` of `e` as a handle, which a buffer's data
/// pointer is too; invalid after an error.
TV Importer::emitHandleArgument(Expr *e, size_t index, StringRef name) {
  Expr *arg = e->children[index].get();
  TV handle = emitExpr(arg);
  if (handle.kind == TV::Invalid)
    return handle;
  if (handle.kind == TV::DataRef)
    return TV::scalar(dataPointer(loc(arg), *handle.buffer, {}, Value()),
                      DType::handle());
  if (handle.kind != TV::Scalar || !handle.dtype.isHandle())
    return error(arg, "'" + name + "' takes a handle");
  return handle;
}

/// T.isnullptr(h): whether the handle is NULL.
TV Importer::emitIsNullPtr(Expr *e, StringRef name) {
  if (!e->keywords.empty())
    return error(e, "'" + name + "' takes no keyword arguments");
  if (!checkArgCount(e, 1, 1, name))
    return TV();
  TV handle = emitHandleArgument(e, 1, name);
  if (handle.kind == TV::Invalid)
    return handle;
  return TV::scalar(
      IsNullOp::create(builder, loc(e), builder.getI1Type(), handle.value),
      DType::boolean());
}

/// T.tvm_struct_get(h, index, kind, dtype): field `kind` of the index-th
/// DLTensor, or the index-th TVMValue, at h.
TV Importer::emitStructGet(Expr *e, StringRef name) {
  size_t first = 4;
  FailureOr<Expr *> dtypeArg = takeResultDType(e, name, first);
  if (failed(dtypeArg))
    return TV();
  if (!checkArgCount(e, first - 1, first - 1, name))
    return TV();
  Expr *dtypeExpr = *dtypeArg;
  if (!dtypeExpr || dtypeExpr->kind != Expr::Str)
    return error(e, "'" + name + "' takes the field's dtype as a string");
  Expr *indexExpr = e->children[2].get();
  Expr *kindExpr = e->children[3].get();
  if (indexExpr->kind != Expr::Int || indexExpr->intValue < 0)
    return error(indexExpr, "'" + name +
                                "' takes the element's index as a "
                                "non-negative integer literal");
  const StructFieldKind *field = nullptr;
  if (kindExpr->kind == Expr::Int)
    for (const StructFieldKind &candidate : kStructFields)
      if (candidate.kind == kindExpr->intValue)
        field = &candidate;
  if (!field)
    return error(kindExpr, "'" + name +
                               "' reads a DLTensor field (kinds 0 to 10) or "
                               "kTVMValueContent (12), given as an integer "
                               "literal");
  if (!llvm::is_contained(field->dtypes, dtypeExpr->name))
    return error(dtypeExpr,
                 "'" + name + "' reads " + field->name + " as \"" +
                     llvm::join(field->dtypes, "\", \"") + "\", not \"" +
                     dtypeExpr->name +
                     "\": TVM's code generator loads the field's own C type");
  TV handle = emitHandleArgument(e, 1, name);
  if (handle.kind == TV::Invalid)
    return handle;
  DType dtype = *parseDType(dtypeExpr->name);
  Value value =
      StructGetOp::create(builder, loc(e), mlirType(dtype), handle.value,
                          indexExpr->intValue, field->field);
  return TV::scalar(value, dtype);
}

/// T.tvm_throw_last_error(): returns -1 from the function, keeping the
/// error that a runtime call has reported, as TVM's code generator does.
TV Importer::emitThrowLastError(Expr *e, StringRef name, bool discardResult) {
  if (!discardResult)
    return error(e, "'" + name +
                        "' is a statement: it returns -1 from the "
                        "function");
  if (!e->keywords.empty())
    return error(e, "'" + name + "' takes no keyword arguments");
  if (!checkArgCount(e, 0, 0, name))
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
TV Importer::emitStaticHandle(Expr *e, StringRef name) {
  if (!e->keywords.empty())
    return error(e, "'" + name + "' takes no keyword arguments");
  if (!checkArgCount(e, 0, 0, name))
    return TV();
  Location l = loc(e);
  auto pointer = LLVM::LLVMPointerType::get(context);
  std::string symbol =
      "__tvmscript_static_handle_" + std::to_string(staticHandleCount++);
  {
    OpBuilder::InsertionGuard guard(builder);
    builder.setInsertionPointToEnd(module.getBody());
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
