//===- Parse.cpp - Parsing input that may nest without bound --------------===//

#include "prim/Support/Parse.h"

#include "mlir/IR/BuiltinDialect.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/MemoryBuffer.h"

using namespace mlir;

std::optional<size_t> prim::findExcessiveNesting(llvm::StringRef text) {
  unsigned depth = 0;
  for (size_t i = 0, e = text.size(); i < e; ++i) {
    switch (char c = text[i]) {
    case '"': // A string literal, with its escapes.
      for (++i; i < e && text[i] != '"'; ++i)
        if (text[i] == '\\')
          ++i;
      break;
    case '/': // A comment, to the end of its line.
      if (i + 1 < e && text[i + 1] == '/')
        i = std::min(text.find('\n', i), e);
      break;
    case '(':
    case '[':
    case '{':
    case '<':
      if (++depth > kMaxNestingDepth)
        return i;
      break;
    case ')':
    case ']':
    case '}':
    case '>':
      // The '>' of '->' closes nothing.
      if (c == '>' && i > 0 && text[i - 1] == '-')
        break;
      if (depth > 0)
        --depth;
      break;
    default:
      break;
    }
  }
  return std::nullopt;
}

static std::string getNestingMessage() {
  return "brackets nest deeper than " + std::to_string(prim::kMaxNestingDepth) +
         " levels, more than Prim parses";
}

/// Refuses operations and result types of dialects other than builtin and
/// `inputDialects`.
static LogicalResult checkDialects(ModuleOp module,
                                   ArrayRef<StringRef> inputDialects) {
  auto isAccepted = [&](Dialect &dialect) {
    return isa<BuiltinDialect>(dialect) ||
           llvm::is_contained(inputDialects, dialect.getNamespace());
  };
  WalkResult walk = module.walk<WalkOrder::PreOrder>([&](Operation *op) {
    Dialect *dialect = op->getDialect();
    if (dialect && !isAccepted(*dialect)) {
      op->emitError() << "'" << op->getName() << "' is an operation of the '"
                      << dialect->getNamespace()
                      << "' dialect, which Prim does not take as input";
      return WalkResult::interrupt();
    }
    for (Type type : op->getResultTypes())
      if (!isAccepted(type.getDialect())) {
        op->emitError() << "type " << type << " is of the '"
                        << type.getDialect().getNamespace()
                        << "' dialect, which Prim does not take as input";
        return WalkResult::interrupt();
      }
    return WalkResult::advance();
  });
  return failure(walk.wasInterrupted());
}

OwningOpRef<ModuleOp>
prim::parseModule(llvm::SourceMgr &sourceMgr, MLIRContext *context,
                  ArrayRef<StringRef> inputDialects) {
  const llvm::MemoryBuffer *buffer =
      sourceMgr.getMemoryBuffer(sourceMgr.getMainFileID());
  if (std::optional<size_t> offset =
          findExcessiveNesting(buffer->getBuffer())) {
    auto [line, column] = sourceMgr.getLineAndColumn(
        llvm::SMLoc::getFromPointer(buffer->getBufferStart() + *offset));
    emitError(FileLineColLoc::get(context, buffer->getBufferIdentifier(), line,
                                  column))
        << getNestingMessage();
    return nullptr;
  }
  OwningOpRef<ModuleOp> module = parseSourceFile<ModuleOp>(sourceMgr, context);
  if (module && failed(checkDialects(*module, inputDialects)))
    return nullptr;
  return module;
}

LogicalResult prim::checkNestingDepthOfFile(llvm::StringRef path) {
  if (path == "-")
    return success();
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> buffer =
      llvm::MemoryBuffer::getFile(path, /*IsText=*/true);
  if (!buffer)
    return success();
  std::optional<size_t> offset = findExcessiveNesting((*buffer)->getBuffer());
  if (!offset)
    return success();
  llvm::SourceMgr sourceMgr;
  const char *start = (*buffer)->getBufferStart();
  sourceMgr.AddNewSourceBuffer(std::move(*buffer), llvm::SMLoc());
  sourceMgr.PrintMessage(llvm::SMLoc::getFromPointer(start + *offset),
                         llvm::SourceMgr::DK_Error, getNestingMessage());
  return failure();
}
