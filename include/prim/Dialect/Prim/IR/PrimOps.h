//===- PrimOps.h - Prim dialect operations ----------------------*- C++ -*-===//

#ifndef PRIM_DIALECT_PRIM_IR_PRIMOPS_H
#define PRIM_DIALECT_PRIM_IR_PRIMOPS_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/RegionKindInterface.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "prim/Dialect/Prim/IR/PrimDialect.h"
#include "prim/Dialect/Prim/IR/PrimTypes.h"

#include "prim/Dialect/Prim/IR/PrimEnums.h.inc"

#define GET_ATTRDEF_CLASSES
#include "prim/Dialect/Prim/IR/PrimAttrs.h.inc"

namespace mlir::prim {
/// Parses a set of check categories as the `checks` options spell it:
/// comma-separated category names, `all` and `none`, each adding to the set;
/// a name with a leading `-` removes that category, and a list that starts
/// with a removal starts from `all` (`-alignment` is every check but
/// alignment). Reports what is wrong with a malformed list to `report`.
FailureOr<CheckCategory>
parseCheckCategories(llvm::StringRef spec,
                     llvm::function_ref<void(const llvm::Twine &)> report);

/// Whether `name` is a C identifier, as every symbol Prim emits must be.
bool isCIdentifier(llvm::StringRef name);

namespace detail {
LogicalResult verifyInPrimFunc(Operation *op);
} // namespace detail

/// An op whose lowering needs an enclosing prim.func (or the llvm.func entry
/// point Prim's passes emit for one).
template <typename ConcreteType>
class InPrimFunc : public OpTrait::TraitBase<ConcreteType, InPrimFunc> {
public:
  static LogicalResult verifyTrait(Operation *op) {
    return detail::verifyInPrimFunc(op);
  }
};
} // namespace mlir::prim

#define GET_OP_CLASSES
#include "prim/Dialect/Prim/IR/PrimOps.h.inc"

#endif // PRIM_DIALECT_PRIM_IR_PRIMOPS_H
