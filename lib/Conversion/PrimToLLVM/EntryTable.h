//===- EntryTable.h - Table-driven checks of wide entries -------*- C++ -*-===//
//
// A packed entry with many parameters, buffers or scalars, checks them in a
// loop rather than in straight-line code, whose size LLVM's passes handle in
// more than linear time. Each such entry gets two constant tables: one byte per
// argument naming its ArgKind, and one row of i64 per buffer (the fields of
// BufferRow, then its static dims and strides). One out-of-line function per
// module and set of check categories walks them with the same checks, in
// the same order and with the same messages as the entry's straight-line
// form. Entries of the straight-line form have tables too: the checker finds
// their messages. A table entry calls a quick checker first, which
// accepts only canonical arguments and leaves the rest to the checker.
//
//===----------------------------------------------------------------------===//

#ifndef PRIM_LIB_CONVERSION_PRIMTOLLVM_ENTRYTABLE_H
#define PRIM_LIB_CONVERSION_PRIMTOLLVM_ENTRYTABLE_H

#include "prim/ABI/PackedABI.h"
#include "prim/Dialect/Prim/IR/EntryChecks.h"

#include "mlir/IR/PatternMatch.h"

namespace mlir::prim {

/// The i64 fields of a buffer's row in an entry's buffer table. `Dims` is
/// the table index of the buffer's `Rank` expected dims, then `Rank`
/// expected strides (ShapedType::kDynamic where any value goes; the strides
/// only matter for strided layouts).
enum BufferRow : int64_t {
  ArgIndex,
  Rank,
  DTypeCode,
  DTypeBits,
  DTypeLanes,
  ElementBytes,
  /// The expected byte_offset, or kDynamic.
  OffsetBytes,
  /// The data alignment to check, or 0.
  Align,
  /// 1 for an identity layout (NULL or compact strides), 0 for strided.
  Identity,
  /// The dtype as the 32-bit word that DLTensor holds (DLDType::getWord).
  DTypeWord,
  /// Align - 1, or 0 without an alignment to check.
  AlignMask,
  Dims,
  RowSize
};

/// An entry's tables, as constant globals.
struct EntryTable {
  mlir::LLVM::GlobalOp kinds;
  mlir::LLVM::GlobalOp buffers;
  int64_t numBuffers;
};

/// Defines the tables of the entry whose checks `plan` gives, named after
/// `name`.
EntryTable defineEntryTable(mlir::OpBuilder &b, mlir::SymbolTable &symbols,
                            mlir::Location loc, const EntryCheckPlan &plan,
                            llvm::StringRef name, const PackedABI &abi);

/// The module's checker of the categories `checks`, defined on first use:
/// `i32 __prim_check_arguments[_<mask>](ptr name, ptr args, ptr type_codes,
/// i64 num_args, ptr kinds, ptr buffers, i64 num_buffers, ptr tensors)`
/// (no suffix for all categories, else `checks` in hex) checks every type
/// code, then every buffer, as the entry's straight-line form does, with the
/// code of those categories only; reports the first failure through the ABI (naming function
/// `name`) and returns -1, or returns 0. `args` and `type_codes` are the
/// entry's (NULL for ABIs that keep type codes in `args`). It stores each
/// buffer's DLTensor* (an owning object's resolved) to `tensors`, one per
/// buffer row, so that a table entry reads the buffers without decoding the
/// arguments again. A straight-line entry calls it only once one of its own
/// checks failed, to report which, with NULL `tensors`.
mlir::LLVM::LLVMFuncOp getOrDefineTableChecker(mlir::RewriterBase &b,
                                               mlir::ModuleOp module,
                                               const PackedABI &abi,
                                               CheckCategory checks);

/// The module's quick checker of the categories `checks`, defined on first
/// use, with getOrDefineTableChecker's signature and result: what table
/// entries call, with non-NULL `tensors`. It accepts the canonical
/// arguments in a quick pass over the tables (NULL or compact strides, zero
/// byte_offset, static dims as expected, one CPU device), a subset of what
/// the checker accepts, and returns the checker's result for anything else.
/// Named after the checker, with a `__prim_quick` prefix. Unless `checks`
/// has every category but alignment, the quick pass would read fields the
/// checker does not: this returns the checker itself.
mlir::LLVM::LLVMFuncOp getOrDefineQuickChecker(mlir::RewriterBase &b,
                                               mlir::ModuleOp module,
                                               const PackedABI &abi,
                                               CheckCategory checks);

} // namespace mlir::prim

#endif // PRIM_LIB_CONVERSION_PRIMTOLLVM_ENTRYTABLE_H
