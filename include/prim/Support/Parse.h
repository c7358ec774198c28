//===- Parse.h - Parsing input MLIR's parser does not survive ---*- C++ -*-===//
//
// MLIR's parser ends the process on some input instead of reporting it:
// brackets nested deep enough to exhaust the stack (prim-fuzz-parse found
// 11,000 '[' in a row), a dense array of `index` (`array<index: 1>`,
// prim-fuzz-lower-ffi), a resource blob that declares alignment 0, and
// malformed bytecode (1 in 300 random byte changes of a valid file). Prim's
// tools and APIs find these in the text first and report them, located.
//
//===----------------------------------------------------------------------===//

#ifndef PRIM_SUPPORT_PARSE_H
#define PRIM_SUPPORT_PARSE_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/SourceMgr.h"

#include <optional>
#include <string>

namespace mlir::prim {

/// The deepest nest of brackets Prim parses: far beyond any real module, and
/// far within the stack MLIR's parser needs for it.
constexpr unsigned kMaxNestingDepth = 512;

/// Input that MLIR's parser would not survive: where it is in the text, and
/// the error to report there.
struct ParseHazard {
  size_t offset;
  std::string message;
};

/// The first hazard of `text`, outside string literals and comments: MLIR
/// bytecode (Prim reads text only), a bracket nested deeper than
/// kMaxNestingDepth, `array<` of `index` or an alias of it, or a builtin
/// resource blob whose alignment is 0.
std::optional<ParseHazard> findParseHazard(llvm::StringRef text);

/// Parses the main buffer of `sourceMgr` as a module; an error at its first
/// hazard (findParseHazard), and null, when it has one. Operations and result
/// types of dialects other than builtin and `inputDialects`
/// (prim::getInputDialects) are errors too: the parser takes any dialect the
/// context has loaded, and passes load the dialects they create (the lowering
/// loads affine, whose loops it does not handle), so a context that compiled
/// once would take more.
OwningOpRef<ModuleOp>
parseModule(llvm::SourceMgr &sourceMgr, MLIRContext *context,
            llvm::ArrayRef<llvm::StringRef> inputDialects);

/// For prim-opt, which leaves parsing to MLIR's own driver: prints an error
/// at the first hazard of `buffer` and fails, when it has one.
LogicalResult checkParseHazards(const llvm::MemoryBuffer &buffer);

} // namespace mlir::prim

#endif // PRIM_SUPPORT_PARSE_H
