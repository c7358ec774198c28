//===- PrimDialect.cpp - Prim dialect -------------------------------------===//

#include "prim/Dialect/Prim/IR/PrimDialect.h"
#include "prim/Dialect/Prim/IR/PrimOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::prim;

#include "prim/Dialect/Prim/IR/PrimOpsDialect.cpp.inc"
#include "prim/Dialect/Prim/IR/PrimEnums.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "prim/Dialect/Prim/IR/PrimAttrs.cpp.inc"

void PrimDialect::initialize() {
  registerTypes();
  registerAttributes();
  addOperations<
#define GET_OP_LIST
#include "prim/Dialect/Prim/IR/PrimOps.cpp.inc"
      >();
}

void PrimDialect::registerAttributes() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "prim/Dialect/Prim/IR/PrimAttrs.cpp.inc"
      >();
}

/// Checks the function attributes the dialect defines (see PrimDialect.td).
LogicalResult PrimDialect::verifyOperationAttribute(Operation *op,
                                                    NamedAttribute attr) {
  StringRef name = attr.getName().getValue();
  // A prim.func's: noinline; its documentation, which tvm-ffi's loader can
  // read; the CPU and features of its native body, which are strings.
  bool isString = name == kDocAttrName || name == kTargetCpuAttrName ||
                  name == kTargetFeaturesAttrName;
  if (isString || name == kNoInlineAttrName) {
    if (!isa<FuncOp>(op))
      return op->emitError() << "'" << name << "' is only valid on a prim.func";
    if (isString && !isa<StringAttr>(attr.getValue()))
      return op->emitError() << "'" << name << "' takes a string";
    if (!isString && !isa<UnitAttr>(attr.getValue()))
      return op->emitError() << "'" << name << "' takes no value";
    return success();
  }
  // Marks a loop whose iterations may run in parallel.
  if (name == kParallelAttrName) {
    if (op->getName().getStringRef() != "scf.for")
      return op->emitError() << "'" << name << "' is only valid on an scf.for";
    if (!isa<UnitAttr>(attr.getValue()))
      return op->emitError() << "'" << name << "' takes no value";
    if (op->getNumResults() != 0)
      return op->emitError() << "'" << name
                             << "' needs a loop without iteration arguments";
    return success();
  }
  return op->emitError() << "'" << name
                         << "' is not an attribute of the prim dialect";
}

/// Checks the argument attributes the dialect defines (see PrimDialect.td).
LogicalResult PrimDialect::verifyRegionArgAttribute(Operation *op,
                                                    unsigned regionIndex,
                                                    unsigned argIndex,
                                                    NamedAttribute attr) {
  auto func = dyn_cast<FuncOp>(op);
  if (!func)
    return op->emitError() << "'" << attr.getName().getValue()
                           << "' is only valid on prim.func parameters";
  Type argType = func.getArgumentTypes()[argIndex];
  StringRef name = attr.getName().getValue();
  auto fail = [&]() {
    return func.emitOpError() << "parameter #" << argIndex << ": ";
  };
  auto isUnit = [&]() -> LogicalResult {
    if (!isa<UnitAttr>(attr.getValue()))
      return fail() << "'" << name << "' takes no value";
    return success();
  };
  auto isOnBuffer = [&]() -> LogicalResult {
    if (!isa<MemRefType>(argType))
      return fail() << "'" << name << "' applies to buffers, not to "
                    << argType;
    return success();
  };

  if (name == kAlignAttrName) {
    // LLVM's largest alignment is 2^32.
    auto align = dyn_cast<IntegerAttr>(attr.getValue());
    if (!align || !isa<IntegerType>(align.getType()) ||
        !align.getValue().isStrictlyPositive() ||
        !align.getValue().isPowerOf2() ||
        align.getValue().getActiveBits() > 33)
      return fail() << "'" << kAlignAttrName
                    << "' must be a power-of-two integer from 1 to 2^32";
    return isOnBuffer();
  }
  if (name == kNoAliasAttrName)
    return failed(isUnit()) ? failure() : isOnBuffer();
  if (name == kResourceHandleAttrName) {
    if (failed(isUnit()))
      return failure();
    if (!isa<HandleType>(argType))
      return fail() << "the resource handle must be a !prim.handle, not "
                    << argType;
    if (argIndex + 1 != func.getNumArguments())
      return fail() << "the resource handle must be the last parameter";
    return success();
  }
  return fail() << "unknown prim argument attribute '" << name << "'";
}
