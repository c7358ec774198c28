//===- Parse.cpp - Parsing input that may nest without bound --------------===//

#include "prim/Support/Parse.h"

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

OwningOpRef<ModuleOp> prim::parseModule(llvm::SourceMgr &sourceMgr,
                                        MLIRContext *context) {
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
  return parseSourceFile<ModuleOp>(sourceMgr, context);
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
