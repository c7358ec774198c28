//===- Parse.cpp - Parsing input MLIR's parser does not survive ----------===//

#include "prim/Support/Parse.h"

#include "mlir/IR/BuiltinDialect.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/Parser/Parser.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/MemoryBuffer.h"

using namespace mlir;

namespace {
/// Just enough of MLIR's lexer to find the hazards: brackets, bare
/// identifiers, `!` aliases, string literals, and the rest skipped a token
/// at a time.
class HazardScanner {
public:
  explicit HazardScanner(StringRef text) : text(text) {}

  std::optional<prim::ParseHazard> scan();

private:
  enum class Kind {
    Identifier,
    Alias,
    String,
    Open,
    Close,
    Equal,
    Colon,
    Other
  };
  struct Token {
    Kind kind;
    size_t offset;
    StringRef spelling;
  };

  /// The next token, or nothing at the end of the text.
  std::optional<Token> lex();
  std::optional<prim::ParseHazard> check(const Token &token);
  std::optional<prim::ParseHazard> checkResourceBlob(const Token &blob);

  static bool isIdentifierChar(char c) {
    return llvm::isAlnum(c) || c == '_' || c == '$' || c == '.';
  }

  StringRef text;
  size_t position = 0;
  unsigned depth = 0;
  /// The two tokens before the one being checked.
  std::optional<Token> previous, beforePrevious;
  /// Type aliases that name `index`.
  llvm::StringSet<> indexAliases;
  /// Inside `{-# ... #-}`: the depth it began at, and the keys of the
  /// dictionaries around the current token.
  std::optional<unsigned> metadataDepth;
  llvm::SmallVector<StringRef> metadataKeys;
  StringRef pendingKey;
};
} // namespace

std::optional<HazardScanner::Token> HazardScanner::lex() {
  size_t e = text.size();
  while (position < e) {
    size_t start = position;
    char c = text[position];
    // MLIR's lexer skips a NUL inside the text as it skips a space
    // (prim-fuzz-lower-ffi: `array\0<index: 1>`).
    if (llvm::isSpace(c) || c == '\0') {
      ++position;
      continue;
    }
    if (text.substr(position).starts_with("//")) {
      position = std::min(text.find('\n', position), e);
      continue;
    }
    auto make = [&](Kind kind) {
      return Token{kind, start, text.slice(start, position)};
    };
    if (c == '"') {
      for (++position; position < e && text[position] != '"'; ++position)
        if (text[position] == '\\')
          ++position;
      position = std::min(position + 1, e);
      return make(Kind::String);
    }
    if (text.substr(position).starts_with("{-#")) {
      position += 3;
      return make(Kind::Open);
    }
    if (text.substr(position).starts_with("#-}")) {
      position += 3;
      return make(Kind::Close);
    }
    if (text.substr(position).starts_with("->")) {
      position += 2;
      return make(Kind::Other);
    }
    ++position;
    switch (c) {
    case '(':
    case '[':
    case '{':
    case '<':
      return make(Kind::Open);
    case ')':
    case ']':
    case '}':
    case '>':
      return make(Kind::Close);
    case '=':
      return make(Kind::Equal);
    case ':':
      return make(Kind::Colon);
    default:
      break;
    }
    // Names and numbers (`4xindex` is one token, as in MLIR's lexer).
    bool isName = llvm::isAlpha(c) || c == '_';
    if (isName || llvm::isDigit(c) || c == '!' || c == '#' || c == '%' ||
        c == '@' || c == '^') {
      while (position < e && isIdentifierChar(text[position]))
        ++position;
      return make(isName     ? Kind::Identifier
                  : c == '!' ? Kind::Alias
                             : Kind::Other);
    }
    return make(Kind::Other);
  }
  return std::nullopt;
}

std::optional<prim::ParseHazard> HazardScanner::scan() {
  // Bytecode begins with its magic number.
  if (text.starts_with("ML\xefR"))
    return prim::ParseHazard{
        0, "MLIR bytecode is not accepted, only the textual form: the "
           "bytecode reader does not withstand malformed files"};
  while (std::optional<Token> token = lex()) {
    if (std::optional<prim::ParseHazard> hazard = check(*token))
      return hazard;
    beforePrevious = previous;
    previous = token;
  }
  return std::nullopt;
}

std::optional<prim::ParseHazard> HazardScanner::check(const Token &token) {
  auto isIndex = [&](const Token &type) {
    return (type.kind == Kind::Identifier && type.spelling == "index") ||
           (type.kind == Kind::Alias &&
            indexAliases.contains(type.spelling.drop_front()));
  };
  switch (token.kind) {
  case Kind::Open:
    if (++depth > prim::kMaxNestingDepth)
      return prim::ParseHazard{token.offset,
                               "brackets nest deeper than " +
                                   std::to_string(prim::kMaxNestingDepth) +
                                   " levels, more than Prim parses"};
    if (token.spelling == "{-#")
      metadataDepth = depth;
    else if (metadataDepth)
      metadataKeys.push_back(pendingKey);
    break;
  case Kind::Close:
    // Unbalanced brackets are the parser's to report.
    if (depth > 0)
      --depth;
    if (token.spelling == "#-}")
      metadataDepth.reset();
    else if (metadataDepth && !metadataKeys.empty())
      metadataKeys.pop_back();
    break;
  case Kind::Colon:
    if (metadataDepth && previous &&
        (previous->kind == Kind::Identifier || previous->kind == Kind::String))
      pendingKey = previous->spelling.trim('"');
    break;
  case Kind::String:
    if (metadataDepth)
      if (std::optional<prim::ParseHazard> hazard = checkResourceBlob(token))
        return hazard;
    break;
  default:
    break;
  }
  // The parser takes `index` as the element type of a dense array, then
  // asks for its bit width, which only integers and floats have.
  if (beforePrevious && beforePrevious->kind == Kind::Identifier &&
      beforePrevious->spelling == "array" && previous->spelling == "<" &&
      isIndex(token))
    return prim::ParseHazard{token.offset,
                             "expected integer or float type, got: 'index'"};
  // `!name = index`, at the top level.
  if (depth == 0 && beforePrevious && beforePrevious->kind == Kind::Alias &&
      previous->kind == Kind::Equal && isIndex(token))
    indexAliases.insert(beforePrevious->spelling.drop_front());
  return std::nullopt;
}

/// A blob of the builtin dialect's resources is a hex string whose first 4
/// bytes are its alignment; the parser allocates with alignment 0 rather
/// than refusing it (the other values that are not powers of 2, it refuses).
std::optional<prim::ParseHazard>
HazardScanner::checkResourceBlob(const Token &blob) {
  if (metadataKeys.size() != 2 || metadataKeys[0] != "dialect_resources" ||
      metadataKeys[1] != "builtin")
    return std::nullopt;
  StringRef hex = blob.spelling.drop_front();
  if (!hex.consume_front("0x") || hex.size() < 8 ||
      hex.take_front(8) != "00000000")
    return std::nullopt;
  return prim::ParseHazard{
      blob.offset, "expected hex string blob for key '" + pendingKey.str() +
                       "' to encode alignment in first 4 bytes, but got "
                       "non-power-of-2 value: 0"};
}

std::optional<prim::ParseHazard> prim::findParseHazard(StringRef text) {
  return HazardScanner(text).scan();
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

OwningOpRef<ModuleOp> prim::parseModule(llvm::SourceMgr &sourceMgr,
                                        MLIRContext *context,
                                        ArrayRef<StringRef> inputDialects) {
  const llvm::MemoryBuffer *buffer =
      sourceMgr.getMemoryBuffer(sourceMgr.getMainFileID());
  if (std::optional<ParseHazard> hazard =
          findParseHazard(buffer->getBuffer())) {
    auto [line, column] = sourceMgr.getLineAndColumn(
        llvm::SMLoc::getFromPointer(buffer->getBufferStart() + hazard->offset));
    emitError(FileLineColLoc::get(context, buffer->getBufferIdentifier(), line,
                                  column))
        << hazard->message;
    return nullptr;
  }
  OwningOpRef<ModuleOp> module = parseSourceFile<ModuleOp>(sourceMgr, context);
  if (module && failed(checkDialects(*module, inputDialects)))
    return nullptr;
  return module;
}

LogicalResult prim::checkParseHazards(const llvm::MemoryBuffer &buffer) {
  std::optional<ParseHazard> hazard = findParseHazard(buffer.getBuffer());
  if (!hazard)
    return success();
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(
      llvm::MemoryBuffer::getMemBuffer(buffer.getMemBufferRef(),
                                       /*RequiresNullTerminator=*/false),
      llvm::SMLoc());
  sourceMgr.PrintMessage(
      llvm::SMLoc::getFromPointer(buffer.getBufferStart() + hazard->offset),
      llvm::SourceMgr::DK_Error, hazard->message);
  return failure();
}
