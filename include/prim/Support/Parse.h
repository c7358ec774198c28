//===- Parse.h - Parsing input that may nest without bound ------*- C++ -*-===//
//
// MLIR's parser recurses once per nested bracket, so a deep enough nest
// exhausts the stack and ends the process (prim-fuzz-parse found 11,000 '['
// in a row). Prim's tools and APIs refuse such input before parsing it.
//
//===----------------------------------------------------------------------===//

#ifndef PRIM_SUPPORT_PARSE_H
#define PRIM_SUPPORT_PARSE_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/SourceMgr.h"

#include <optional>

namespace mlir::prim {

/// The deepest nest of brackets Prim parses: far beyond any real module, and
/// far within the stack MLIR's parser needs for it.
constexpr unsigned kMaxNestingDepth = 512;

/// The offset of the first '(', '[', '{' or '<' of `text` that nests deeper
/// than kMaxNestingDepth, outside string literals and comments, or nothing.
std::optional<size_t> findExcessiveNesting(llvm::StringRef text);

/// Parses the main buffer of `sourceMgr` as a module; an error at the first
/// bracket nested too deep, and null, when it nests deeper than
/// kMaxNestingDepth. Operations and result types of dialects other than
/// builtin and `inputDialects` (prim::getInputDialects) are errors too: the
/// parser takes any dialect the context has loaded, and passes load the
/// dialects they create (the lowering loads affine, whose loops it does not
/// handle), so a context that compiled once would take more.
OwningOpRef<ModuleOp> parseModule(llvm::SourceMgr &sourceMgr,
                                  MLIRContext *context,
                                  llvm::ArrayRef<llvm::StringRef> inputDialects);

/// For prim-opt, which leaves parsing to MLIR's own driver: prints an error at the first bracket of the file
/// `path` ("-": standard input is not checked) nested too deep, and fails.
/// A file that cannot be read passes: the driver reports it.
LogicalResult checkNestingDepthOfFile(llvm::StringRef path);

} // namespace mlir::prim

#endif // PRIM_SUPPORT_PARSE_H
