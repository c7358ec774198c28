//===- PrimOps.cpp - Prim dialect operations ------------------------------===//

#include "prim/Dialect/Prim/IR/PrimOps.h"
#include "prim/ABI/PackedABI.h"
#include "prim/ABI/StructFields.h"
#include "prim/Dialect/Prim/IR/EntryChecks.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/FunctionImplementation.h"
#include "llvm/ADT/StringExtras.h"

using namespace mlir;
using namespace mlir::prim;

//===----------------------------------------------------------------------===//
// Shared checks
//===----------------------------------------------------------------------===//

/// Every operand of a packed call must be passable by some ABI.
static LogicalResult verifyPackedArgs(Operation *op, ValueRange args) {
  for (auto [index, arg] : llvm::enumerate(args)) {
    Type type = arg.getType();
    if (!isPackedArgType(type))
      return op->emitOpError()
             << "operand #" << index << " has type " << type
             << ", which no ABI can pass through a packed call";
    if (auto buffer = dyn_cast<MemRefType>(type))
      if (std::optional<std::string> why = describeUnsupportedBuffer(buffer))
        return op->emitOpError() << "operand #" << index << " " << *why;
  }
  return success();
}

LogicalResult mlir::prim::detail::verifyInPrimFunc(Operation *op) {
  // Prim's passes also place these ops in the llvm.func entry points they
  // emit.
  if (op->getParentOfType<FuncOp>() || op->getParentOfType<LLVM::LLVMFuncOp>())
    return success();
  return op->emitOpError()
         << "is only valid inside a prim.func: its lowering returns the "
            "prim.func's int32 status";
}

bool mlir::prim::isCIdentifier(StringRef name) {
  auto isStart = [](char c) { return llvm::isAlpha(c) || c == '_'; };
  return !name.empty() && isStart(name.front()) &&
         llvm::all_of(name.drop_front(),
                      [&](char c) { return isStart(c) || llvm::isDigit(c); });
}

//===----------------------------------------------------------------------===//
// FuncOp
//===----------------------------------------------------------------------===//

void FuncOp::build(OpBuilder &builder, OperationState &state, StringRef name,
                   FunctionType type, ArrayRef<NamedAttribute> attrs,
                   ArrayRef<DictionaryAttr> argAttrs) {
  state.addAttribute(SymbolTable::getSymbolAttrName(),
                     builder.getStringAttr(name));
  state.addAttribute(getFunctionTypeAttrName(state.name),
                     TypeAttr::get(type));
  state.attributes.append(attrs.begin(), attrs.end());
  state.addRegion();
  if (argAttrs.empty())
    return;
  call_interface_impl::addArgAndResultAttrs(
      builder, state, argAttrs, /*resultAttrs=*/{},
      getArgAttrsAttrName(state.name), getResAttrsAttrName(state.name));
}

std::optional<unsigned> FuncOp::getResourceHandleIndex() {
  unsigned numArgs = getNumArguments();
  for (unsigned i = 0; i < numArgs; ++i)
    if (getArgAttr(i, PrimDialect::kResourceHandleAttrName))
      return i;
  return std::nullopt;
}

/// prim.func [visibility] @name(args) [-> results] [api(packed|unpacked)]
///           [checks(category, ...)] [attributes {...}] [body]
ParseResult FuncOp::parse(OpAsmParser &parser, OperationState &result) {
  Builder &builder = parser.getBuilder();
  (void)impl::parseOptionalVisibilityKeyword(parser, result.attributes);

  StringAttr nameAttr;
  if (parser.parseSymbolName(nameAttr, SymbolTable::getSymbolAttrName(),
                             result.attributes))
    return failure();

  SMLoc signatureLoc = parser.getCurrentLocation();
  SmallVector<OpAsmParser::Argument> arguments;
  SmallVector<Type> resultTypes;
  SmallVector<DictionaryAttr> resultAttrs;
  bool isVariadic = false;
  if (function_interface_impl::parseFunctionSignatureWithArguments(
          parser, /*allowVariadic=*/false, arguments, isVariadic, resultTypes,
          resultAttrs))
    return failure();

  SmallVector<Type> argTypes;
  for (OpAsmParser::Argument &arg : arguments)
    argTypes.push_back(arg.type);
  result.addAttribute(getFunctionTypeAttrName(result.name),
                      TypeAttr::get(builder.getFunctionType(argTypes,
                                                            resultTypes)));

  if (succeeded(parser.parseOptionalKeyword("api"))) {
    StringRef keyword;
    SMLoc apiLoc = parser.getCurrentLocation();
    if (parser.parseLParen() || parser.parseKeyword(&keyword) ||
        parser.parseRParen())
      return failure();
    std::optional<API> api = symbolizeAPI(keyword);
    if (!api)
      return parser.emitError(apiLoc)
             << "expected 'packed' or 'unpacked', got '" << keyword << "'";
    result.addAttribute(getApiAttrName(result.name),
                        APIAttr::get(builder.getContext(), *api));
  }

  if (succeeded(parser.parseOptionalKeyword("checks"))) {
    SMLoc checksLoc = parser.getCurrentLocation();
    SmallVector<std::string> names;
    if (parser.parseCommaSeparatedList(
            OpAsmParser::Delimiter::Paren, [&]() -> ParseResult {
              return parser.parseKeywordOrString(&names.emplace_back());
            }))
      return failure();
    FailureOr<CheckCategory> checks =
        parseCheckCategories(llvm::join(names, ","), [&](const Twine &why) {
          return parser.emitError(checksLoc) << why;
        });
    if (failed(checks))
      return failure();
    result.addAttribute(getChecksAttrName(result.name),
                        CheckCategoryAttr::get(builder.getContext(), *checks));
  }

  if (failed(parser.parseOptionalAttrDictWithKeyword(result.attributes)))
    return failure();
  call_interface_impl::addArgAndResultAttrs(
      builder, result, arguments, resultAttrs, getArgAttrsAttrName(result.name),
      getResAttrsAttrName(result.name));

  Region *body = result.addRegion();
  OptionalParseResult parseResult =
      parser.parseOptionalRegion(*body, arguments, /*enableNameShadowing=*/false);
  if (parseResult.has_value()) {
    if (failed(*parseResult))
      return failure();
    if (body->empty())
      return parser.emitError(signatureLoc, "expected a non-empty body");
  }
  return success();
}

void FuncOp::print(OpAsmPrinter &p) {
  p << ' ';
  if (std::optional<StringRef> visibility = getSymVisibility())
    p << *visibility << ' ';
  p.printSymbolName(getSymName());
  function_interface_impl::printFunctionSignature(
      p, *this, getArgumentTypes(), /*isVariadic=*/false, getResultTypes());
  if (std::optional<API> api = getApi())
    p << " api(" << stringifyAPI(*api) << ")";
  if (std::optional<CheckCategory> checks = getChecks())
    p << " checks(" << stringifyCheckCategory(*checks) << ")";
  function_interface_impl::printFunctionAttributes(
      p, *this,
      {getSymVisibilityAttrName(), getFunctionTypeAttrName(), getApiAttrName(),
       getChecksAttrName(),
       getArgAttrsAttrName(), getResAttrsAttrName()});
  if (!isExternal()) {
    p << ' ';
    p.printRegion(getBody(), /*printEntryBlockArgs=*/false,
                  /*printBlockTerminators=*/true);
  }
}

/// Refuses a name that one of the symbols Prim, the runtimes or the linker
/// define would take (PackedABI::describeReservedFunctionName). The names
/// of C library functions are the lowering's to refuse
/// (verifyGeneratedNames), as are the runtime function pointers, `__`
/// followed by a runtime function's name (PackedABI::verifyReservedNames).
static LogicalResult verifyNameIsFree(FuncOp func) {
  if (std::optional<std::string> why =
          PackedABI::describeReservedFunctionName(func.getSymName()))
    return func.emitOpError() << *why;
  return success();
}

LogicalResult FuncOp::verify() {
  StringRef name = getSymName();
  if (!isCIdentifier(name)) {
    InFlightDiagnostic diag = emitOpError() << "name \"";
    std::string escaped;
    llvm::raw_string_ostream os(escaped);
    llvm::printEscapedString(name, os);
    return diag << escaped
                << "\" is not a C identifier, which every symbol Prim emits "
                   "for it must be";
  }
  if (failed(verifyNameIsFree(*this)))
    return failure();
  for (auto [index, type] : llvm::enumerate(getArgumentTypes())) {
    auto memref = dyn_cast<MemRefType>(type);
    auto vector =
        memref ? dyn_cast<VectorType>(memref.getElementType()) : VectorType();
    if (vector && vector.getRank() == 1 && !vector.isScalable() &&
        (!llvm::isPowerOf2_64(vector.getDimSize(0)) ||
         vector.getDimSize(0) > kMaxLanes))
      return emitOpError()
             << "parameter #" << index << " has " << vector.getDimSize(0)
             << " lanes per element; a buffer's vector elements need a "
                "power-of-two lane count of at most "
             << kMaxLanes
             << " (DLPack packs lanes densely, in a 16-bit count, while LLVM "
                "pads vectors to a power-of-two size)";
    if (!isParameterType(type))
      return emitOpError() << "parameter #" << index << " has type " << type
                           << "; a prim.func takes buffers (memrefs of a "
                              "DLPack element type), scalars and handles";
    if (auto buffer = dyn_cast<MemRefType>(type))
      if (std::optional<std::string> why = describeUnsupportedBuffer(buffer))
        return emitOpError() << "parameter #" << index << " " << *why;
  }

  ArrayRef<Type> results = getResultTypes();
  if (results.size() > 1)
    return emitOpError() << "returns " << results.size()
                         << " values; a prim.func returns at most one scalar";
  if (results.size() == 1 && !isScalarType(results.front()))
    return emitOpError() << "returns " << results.front()
                         << "; a prim.func returns at most one scalar";

  if (getChecks() && !isPackedEntry())
    return emitOpError() << "'checks' only applies to packed entry points "
                            "(public functions with a body and the packed "
                            "API), whose entry runs the checks";
  if (!getApi())
    return success();
  if (!isPublic())
    return emitOpError() << "'api' only applies to public functions";
  if (getCallingConvention() != API::Unpacked)
    return success();

  // The unpacked API passes each buffer as a bare data pointer (plus its
  // dynamic dims) and returns an int32 status.
  for (auto [index, type] : llvm::enumerate(getArgumentTypes())) {
    auto memref = dyn_cast<MemRefType>(type);
    if (memref && !memref.getLayout().isIdentity())
      return emitOpError()
             << "parameter #" << index << " has layout " << memref.getLayout()
             << ", which the unpacked API cannot express: it passes a buffer "
                "as its data pointer, so the layout must be the identity";
    if (isa<PackedFuncType>(type))
      return emitOpError() << "parameter #" << index
                           << " is a !prim.packed_func, which the unpacked "
                              "API cannot express";
  }
  // The C function returns an int32 status: a result can only be that
  // status, as a TVM function of calling_conv 1 returns it.
  if (!results.empty() && !results.front().isSignlessInteger(32))
    return emitOpError() << "the unpacked API returns an int32 status, so "
                            "its result is that status, not "
                         << results.front();
  return success();
}

//===----------------------------------------------------------------------===//
// ReturnOp
//===----------------------------------------------------------------------===//

LogicalResult ReturnOp::verify() {
  auto func = cast<FuncOp>((*this)->getParentOp());
  ArrayRef<Type> results = func.getResultTypes();
  if (getNumOperands() != results.size())
    return emitOpError() << "has " << getNumOperands()
                         << " operands, but the enclosing function @"
                         << func.getSymName() << " returns " << results.size();
  for (auto [index, pair] :
       llvm::enumerate(llvm::zip(getOperandTypes(), results)))
    if (std::get<0>(pair) != std::get<1>(pair))
      return emitOpError() << "operand #" << index << " has type "
                           << std::get<0>(pair)
                           << ", but the enclosing function returns "
                           << std::get<1>(pair);
  return success();
}

//===----------------------------------------------------------------------===//
// CallPackedOp, CallPackedValueOp, LookupPackedOp
//===----------------------------------------------------------------------===//

/// The name a packed function is looked up by reaches the runtime as a C
/// string: it must be non-empty, and a NUL would cut it short.
static LogicalResult verifyRegistryName(Operation *op, StringRef name) {
  if (name.empty())
    return op->emitOpError() << "needs a non-empty function name";
  if (name.contains('\0'))
    return op->emitOpError() << "function name contains a NUL byte, which "
                                "would cut the C string the runtime looks up";
  return success();
}

LogicalResult CallPackedOp::verify() {
  if (failed(verifyRegistryName(*this, getCallee())))
    return failure();
  return verifyPackedArgs(*this, getArgs());
}

LogicalResult CallPackedValueOp::verify() {
  return verifyPackedArgs(*this, getArgs());
}

LogicalResult LookupPackedOp::verify() {
  return verifyRegistryName(*this, getName());
}

//===----------------------------------------------------------------------===//
// StringOp
//===----------------------------------------------------------------------===//

LogicalResult StringOp::verify() {
  if (getValue().contains('\0'))
    return emitOpError() << "value contains a NUL byte, which would cut the C "
                            "string short";
  return success();
}

//===----------------------------------------------------------------------===//
// CallCPackedOp
//===----------------------------------------------------------------------===//

LogicalResult CallCPackedOp::verify() {
  return verifyPackedArgs(*this, getArgs());
}

/// The symbol `callee` of `op` names, or failure (reported) if none. With
/// `skipLowered`, null when it names an llvm.func: the callee once the
/// pipeline has lowered it, which the checks of the prim.func no longer apply
/// to.
static FailureOr<Operation *> lookupCallee(Operation *op,
                                           FlatSymbolRefAttr callee,
                                           SymbolTableCollection &symbolTable,
                                           bool skipLowered) {
  Operation *found = symbolTable.lookupNearestSymbolFrom(op, callee);
  if (!found)
    return op->emitOpError() << "'" << callee.getValue()
                             << "' does not reference a symbol in this module";
  return skipLowered && isa<LLVM::LLVMFuncOp>(found) ? nullptr : found;
}

/// Starts the error of call `op` whose callee, `callee`, does not fit it.
static InFlightDiagnostic emitCalleeError(Operation *op, Operation *callee) {
  InFlightDiagnostic diag = op->emitOpError();
  diag.attachNote(callee->getLoc()) << "callee defined here";
  return diag;
}

/// Checks the types of a call of `func` that passes `args` for `params`
/// (as many) and returns `results`. Buffers are matched as
/// BufferCheckPlan::describeMismatch does with `atRunTime`; `argName` names an
/// argument in the error.
static LogicalResult verifyCallTypes(Operation *op, FuncOp func, TypeRange args,
                                     ArrayRef<Type> params, TypeRange results,
                                     StringRef argName, bool atRunTime) {
  for (auto [index, pair] : llvm::enumerate(llvm::zip(args, params))) {
    auto [actual, expected] = pair;
    auto actualBuffer = dyn_cast<MemRefType>(actual);
    auto expectedBuffer = dyn_cast<MemRefType>(expected);
    if (actualBuffer && expectedBuffer) {
      std::optional<std::string> why =
          BufferCheckPlan::get(expectedBuffer, index)
              .describeMismatch(actualBuffer, atRunTime);
      if (!why)
        continue;
      InFlightDiagnostic diag = emitCalleeError(op, func)
                                << argName << " #" << index;
      // A packed call's buffers fail only when the callee's checks run.
      if (atRunTime)
        diag << " can never pass @" << func.getSymName() << "'s checks";
      return diag << ": " << *why;
    }
    if (actual != expected)
      return emitCalleeError(op, func)
             << argName << " #" << index << " has type " << actual << ", but @"
             << func.getSymName() << " expects " << expected;
  }
  if (results != TypeRange(func.getResultTypes()))
    return emitCalleeError(op, func)
           << "result types do not match @" << func.getSymName();
  return success();
}

LogicalResult
CallCPackedOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  FailureOr<Operation *> callee =
      lookupCallee(*this, getCalleeAttr(), symbolTable, /*skipLowered=*/true);
  if (failed(callee) || !*callee)
    return callee;
  auto func = dyn_cast<FuncOp>(*callee);
  if (!func) {
    InFlightDiagnostic diag = emitOpError()
                              << "'" << getCallee()
                              << "' does not reference a prim.func";
    diag.attachNote((*callee)->getLoc()) << "symbol defined here";
    return diag;
  }

  // Only packed entries and external packed functions have a packed symbol.
  if (!func.isExternal() && !func.isPackedEntry())
    return emitCalleeError(*this, func)
           << "callee @" << func.getSymName() << " is "
           << (func.isPublic() ? "an api(unpacked) function" : "private")
           << " and has no packed entry point; call it with prim.call_tir";
  ArrayRef<Type> params =
      func.getArgumentTypes().take_front(func.getNumDataArguments());
  if (getArgs().size() != params.size())
    return emitCalleeError(*this, func)
           << "passes " << getArgs().size() << " arguments, but @"
           << func.getSymName() << " takes " << params.size();
  return verifyCallTypes(*this, func, getArgs().getTypes(), params,
                         getResultTypes(), "argument", /*atRunTime=*/true);
}

//===----------------------------------------------------------------------===//
// CallTIROp
//===----------------------------------------------------------------------===//

LogicalResult CallTIROp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  FailureOr<Operation *> callee =
      lookupCallee(*this, getCalleeAttr(), symbolTable, /*skipLowered=*/false);
  if (failed(callee))
    return failure();
  auto func = dyn_cast<FuncOp>(*callee);
  if (!func)
    return emitCalleeError(*this, *callee)
           << "'" << getCallee() << "' does not reference a prim.func";
  if (func.isExternal())
    return emitCalleeError(*this, func)
           << "callee @" << func.getSymName() << " has no body in this module";

  ArrayRef<Type> params = func.getArgumentTypes();
  if (getArgs().size() != params.size())
    return emitCalleeError(*this, func)
           << "has " << getArgs().size() << " operands, but @"
           << func.getSymName() << " takes " << params.size();
  return verifyCallTypes(*this, func, getArgs().getTypes(), params,
                         getResultTypes(), "operand", /*atRunTime=*/false);
}

//===----------------------------------------------------------------------===//
// AssertOp
//===----------------------------------------------------------------------===//

LogicalResult AssertOp::verify() {
  if (!getFound())
    return success();
  StringRef message = getMessage();
  size_t first = message.find(kPlaceholder);
  if (first == StringRef::npos ||
      message.find(kPlaceholder, first + 1) != StringRef::npos)
    return emitOpError() << "message must contain '" << kPlaceholder
                         << "' exactly once, where it shows the found value";
  return success();
}

LogicalResult AssertOp::canonicalize(AssertOp op, PatternRewriter &rewriter) {
  if (!matchPattern(op.getCondition(), m_One()))
    return failure();
  rewriter.eraseOp(op);
  return success();
}

//===----------------------------------------------------------------------===//
// BufferViewOp
//===----------------------------------------------------------------------===//

LogicalResult BufferViewOp::verify() {
  MemRefType type = getType();
  if (static_cast<int64_t>(getSizes().size()) != type.getNumDynamicDims())
    return emitOpError() << "takes one size per dynamic dim: expected "
                         << type.getNumDynamicDims() << ", found "
                         << getSizes().size();
  if (type.getLayout().isIdentity())
    return success();
  SmallVector<int64_t> strides;
  int64_t offset;
  if (failed(type.getStridesAndOffset(strides, offset)) ||
      ShapedType::isDynamic(offset) ||
      llvm::any_of(strides, ShapedType::isDynamic))
    return emitOpError("needs a compact layout or static strides and offset");
  return success();
}

//===----------------------------------------------------------------------===//
// StructGetOp and StructSetOp
//===----------------------------------------------------------------------===//

/// Whether `type` is the C type of `field`, as TVM's code generator reads
/// and writes it.
static bool isStructFieldType(StructField field, Type type) {
  auto isInteger = [&](unsigned bits) { return type.isSignlessInteger(bits); };
  switch (lookupStructField(static_cast<int64_t>(field))->type) {
  case FieldType::Handle:
    return isa<HandleType>(type);
  case FieldType::Int32:
    return isInteger(32);
  case FieldType::UInt8:
    return isInteger(8);
  case FieldType::UInt16:
    return isInteger(16);
  case FieldType::UInt64:
    return isInteger(64);
  case FieldType::Value:
    return isInteger(64) || type.isF64() || isa<HandleType>(type);
  }
  llvm_unreachable("unknown field type");
}

LogicalResult CallPackedLoweredOp::verify() {
  if (getBegin() > getEnd())
    return emitOpError() << "takes arguments " << getBegin() << " to "
                         << getEnd() << ", which end before they begin";
  // TVM v0.20's TVMValue stacks need a second stack of type codes.
  if (getStackKind() != StackKind::FFIAny)
    return emitOpError() << "passes a stack of '"
                         << stringifyStackKind(getStackKind())
                         << "', not of 'tvm_ffi_any'";
  return success();
}

LogicalResult StructGetOp::verify() {
  if (!isStructFieldType(getField(), getType()))
    return emitOpError() << "reads field '" << stringifyStructField(getField())
                         << "', which cannot be " << getType();
  return success();
}

LogicalResult StructSetOp::verify() {
  // TVM's code generator checks the same: an address is not stored.
  if (getField() == StructField::Addr)
    return emitOpError("cannot write 'addr', the element's address");
  Type type = getValue().getType();
  if (!isStructFieldType(getField(), type))
    return emitOpError() << "writes field '" << stringifyStructField(getField())
                         << "', which cannot be " << type;
  return success();
}

#define GET_OP_CLASSES
#include "prim/Dialect/Prim/IR/PrimOps.cpp.inc"

//===----------------------------------------------------------------------===//
// ParallelLaunchOp
//===----------------------------------------------------------------------===//

LogicalResult
ParallelLaunchOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  FailureOr<Operation *> callee =
      lookupCallee(*this, getCalleeAttr(), symbolTable, /*skipLowered=*/true);
  if (failed(callee) || !*callee)
    return callee;
  auto func = dyn_cast<FuncOp>(*callee);
  if (!func || func.isExternal() || func.isPublic())
    return emitCalleeError(*this, *callee)
           << "'" << getCallee() << "' must be a private prim.func with a body";
  SmallVector<Type> expected(2, IndexType::get(getContext()));
  llvm::append_range(expected, getCaptures().getTypes());
  if (func.getArgumentTypes() != ArrayRef<Type>(expected) ||
      func.getNumResults() != 0) {
    InFlightDiagnostic diag = emitCalleeError(*this, func)
                              << "callee @" << func.getSymName()
                              << " must take (index, index";
    for (Type type : getCaptures().getTypes())
      diag << ", " << type;
    return diag << ") and return nothing";
  }
  return success();
}
