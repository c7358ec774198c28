//===- LLVMUtils.h - Small LLVM-dialect emission helpers --------*- C++ -*-===//
//
// Helpers shared by the ABI objects and Prim's lowering passes to emit LLVM
// dialect IR: constants, string globals, function declarations, stack slots
// and error paths.
//
//===----------------------------------------------------------------------===//

#ifndef PRIM_ABI_LLVMUTILS_H
#define PRIM_ABI_LLVMUTILS_H

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/IR/SymbolTable.h"

namespace mlir::prim {

/// An i32/i64/... constant of `type`.
mlir::Value constInt(mlir::OpBuilder &b, mlir::Location loc, mlir::Type type,
                     int64_t value);
mlir::Value constI32(mlir::OpBuilder &b, mlir::Location loc, int64_t value);
mlir::Value constI64(mlir::OpBuilder &b, mlir::Location loc, int64_t value);

/// The opaque pointer type.
mlir::LLVM::LLVMPointerType ptrType(mlir::MLIRContext *context);

/// `base + offset` bytes.
mlir::Value bytePtr(mlir::OpBuilder &b, mlir::Location loc, mlir::Value base,
                    int64_t offset);

/// `base + index * elementSize + offset` bytes, for a dynamic `index`.
mlir::Value bytePtr(mlir::OpBuilder &b, mlir::Location loc, mlir::Value base,
                    mlir::Value index, int64_t elementSize, int64_t offset);

/// The address of field `index` of the `type` struct at `base`.
mlir::Value fieldPtr(mlir::OpBuilder &b, mlir::Location loc,
                     mlir::LLVM::LLVMStructType type, mlir::Value base,
                     int32_t index);

mlir::Value load(mlir::OpBuilder &b, mlir::Location loc, mlir::Type type,
                 mlir::Value ptr, int64_t offset = 0);
void store(mlir::OpBuilder &b, mlir::Location loc, mlir::Value value,
           mlir::Value ptr, int64_t offset = 0);

/// The module enclosing `b`'s insertion point.
mlir::ModuleOp getParentModule(mlir::OpBuilder &b);

/// Looks up `name` in the module of `symbols`, or declares it with `type`
/// (and adds it to `symbols`).
mlir::LLVM::LLVMFuncOp getOrDeclareFunction(mlir::SymbolTable &symbols,
                                            llvm::StringRef name,
                                            mlir::LLVM::LLVMFunctionType type);

/// Looks up the helper function `name` in the module of `symbols`, or
/// defines it there: internal, of `type`, never inlined (its callers stay
/// small) and, when `cold`, laid out as an error path. `emitBody` fills its
/// entry block, where the builder it gets starts.
mlir::LLVM::LLVMFuncOp getOrDefineHelper(
    mlir::SymbolTable &symbols, mlir::Location loc, llvm::StringRef name,
    mlir::LLVM::LLVMFunctionType type, bool cold,
    llvm::function_ref<void(mlir::OpBuilder &, mlir::Block *)> emitBody);

/// A pointer to a private, NUL-terminated constant holding `value`, in the
/// module of `symbols` (and added to it). Equal strings share one global.
mlir::Value getStringPtr(mlir::OpBuilder &b, mlir::Location loc,
                         mlir::SymbolTable &symbols, llvm::StringRef value);

/// A stack slot of `numElements` x `elementType` in the entry block of the
/// function that encloses the builder's insertion point, so that LLVM's
/// SROA and mem2reg see every slot.
mlir::Value entryAlloca(mlir::OpBuilder &b, mlir::Location loc,
                        mlir::Type elementType, int64_t numElements,
                        int64_t alignment);

/// Ends the current block with a branch to `continuation` if `ok`, else to
/// `failure`, weighed like __builtin_expect so that the failure paths are
/// laid out away from the fall-through.
void branchExpecting(mlir::OpBuilder &b, mlir::Location loc, mlir::Value ok,
                     mlir::Block *continuation, mlir::Block *failure);

/// Splits the current block at the insertion point and branches to a new
/// block that `emitFailure` fills when `ok` is false; leaves the builder at
/// the start of the continuation. `emitFailure` must terminate its block.
void emitCheck(mlir::RewriterBase &b, mlir::Location loc, mlir::Value ok,
               llvm::function_ref<void(mlir::OpBuilder &)> emitFailure);

/// Splits the current block at the insertion point and branches to
/// `failure`, an existing block without arguments, when `ok` is false;
/// leaves the builder at the start of the continuation.
void emitCheck(mlir::RewriterBase &b, mlir::Location loc, mlir::Value ok,
               mlir::Block *failure);

/// Emits `then` in a block that runs only when `condition` holds, and leaves
/// the builder after it.
void emitIf(mlir::RewriterBase &b, mlir::Location loc, mlir::Value condition,
            llvm::function_ref<void(mlir::OpBuilder &)> then);

/// Returns -1 from the enclosing function (every Prim-lowered function
/// returns an i32 status).
void emitReturnFailure(mlir::OpBuilder &b, mlir::Location loc);

/// Whether the code LLVM generates may call a function of this name: a C
/// library function its optimizer knows (it turns a loop into a memset call,
/// one library call into another) or a runtime function its code generator
/// calls (memcpy, fmodf). A symbol of that name in the object takes those
/// calls. Neither list depends on the target.
bool isLibraryFunction(llvm::StringRef name);

/// Whether the linker or the C runtime's start files define `name` in every
/// executable or shared library (`_init`, `__dso_handle`, ...): a function
/// of that name would fail to link.
bool isLinkerSymbol(llvm::StringRef name);

} // namespace mlir::prim

#endif // PRIM_ABI_LLVMUTILS_H
