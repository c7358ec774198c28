//===- PackedEntry.h - The code of packed entry points ----------*- C++ -*-===//
//
// Internal to PrimToLLVM: the body of the packed entry point of one
// prim.func, which prim-make-packed-api creates.
//
//===----------------------------------------------------------------------===//

#ifndef PRIM_LIB_CONVERSION_PRIMTOLLVM_PACKEDENTRY_H
#define PRIM_LIB_CONVERSION_PRIMTOLLVM_PACKEDENTRY_H

#include "EntryTable.h"

#include "prim/Dialect/Prim/IR/EntryChecks.h"

#include "mlir/Conversion/LLVMCommon/TypeConverter.h"

#include <optional>

namespace mlir::prim {

/// Emits the body of `entry`, the packed entry point of function `name`
/// whose native body is `compute`, with the checks `plan` gives: each check
/// branches, as soon as it is computed, to one cold block, where the
/// module's `checker` walks the entry's `table` (none for an entry without
/// parameters) to report the first failing check; then the call of
/// `compute`.
void emitStraightLineEntry(mlir::IRRewriter &b, const PackedABI &abi,
                           FuncOp compute, llvm::StringRef name,
                           mlir::LLVM::LLVMFuncOp entry,
                           const EntryCheckPlan &plan,
                           const mlir::LLVMTypeConverter &converter,
                           mlir::LLVM::LLVMFuncOp checker,
                           const std::optional<EntryTable> &table);

/// emitStraightLineEntry's table form, for entries with many parameters:
/// one call of `checker` (the quick checker) walking `table`, then the
/// buffers read in straight-line code and the call of `compute`.
void emitTableEntry(mlir::IRRewriter &b, const PackedABI &abi, FuncOp compute,
                    llvm::StringRef name, mlir::LLVM::LLVMFuncOp entry,
                    const EntryCheckPlan &plan,
                    const mlir::LLVMTypeConverter &converter,
                    mlir::LLVM::LLVMFuncOp checker, const EntryTable &table);

} // namespace mlir::prim

#endif // PRIM_LIB_CONVERSION_PRIMTOLLVM_PACKEDENTRY_H
