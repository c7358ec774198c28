//===- Lexer.h - Lexer for the Python subset of TVMScript -------*- C++ -*-===//
//
// Splits TVMScript into Python tokens: names, numbers, strings, operators,
// and the NEWLINE, INDENT and DEDENT tokens that Python's indentation
// defines. Comments and blank lines produce nothing; no NEWLINE is produced
// inside brackets or after a backslash continuation.
//
//===----------------------------------------------------------------------===//

#ifndef PRIM_LIB_TARGET_TVMSCRIPT_SYNTAX_LEXER_H
#define PRIM_LIB_TARGET_TVMSCRIPT_SYNTAX_LEXER_H

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/SMLoc.h"

#include <string>

namespace mlir::prim::tvmscript {

enum class TokenKind {
  eof,
  error,
  newline,
  indent,
  dedent,
  name,
  integer,
  floating,
  string,
  keyword,
  // Operators and delimiters, spelled in the token.
  punct,
};

struct Token {
  TokenKind kind = TokenKind::eof;
  /// The token's text; empty for NEWLINE (at a line end), INDENT, DEDENT and
  /// EOF, whose location is still meaningful.
  llvm::StringRef spelling;
  const char *location = nullptr;

  bool is(TokenKind k) const { return kind == k; }
  bool isPunct(llvm::StringRef p) const {
    return kind == TokenKind::punct && spelling == p;
  }
  bool isKeyword(llvm::StringRef k) const {
    return kind == TokenKind::keyword && spelling == k;
  }
  llvm::SMLoc getLoc() const { return llvm::SMLoc::getFromPointer(location); }
  const char *getEnd() const { return location + spelling.size(); }
};

class Lexer {
public:
  /// Lexes `buffer`, a range of a buffer that a SourceMgr owns (so that
  /// token locations resolve to lines and columns). With `expressionOnly`,
  /// the buffer is one expression (a shape printed as a string): there is
  /// no indentation and no NEWLINE.
  explicit Lexer(llvm::StringRef buffer, bool expressionOnly = false);

  Token lex();

  /// The message of the last error token.
  const std::string &getErrorMessage() const { return errorMessage; }

  /// Decodes the value of a string token (quotes, prefix and escapes).
  static std::string decodeString(llvm::StringRef spelling);

  /// The deepest indentation and bracket nesting accepted.
  static constexpr unsigned kMaxNesting = 100;

private:
  Token makeToken(TokenKind kind, const char *start);
  Token makeError(const char *at, const llvm::Twine &message);
  /// At the start of a logical line: measures indentation and queues
  /// INDENT/DEDENT tokens. Returns an error token or nothing.
  bool handleLineStart(Token &out);
  Token lexNumber(const char *start);
  Token lexString(const char *start, const char *quote);
  Token lexIdentifier(const char *start);

  llvm::StringRef buffer;
  const char *cur;
  bool expressionOnly;
  bool atLineStart = true;
  /// Whether the last token produced was a NEWLINE (or nothing yet).
  bool lastWasNewline = true;
  unsigned bracketDepth = 0;
  unsigned pendingDedents = 0;
  bool pendingIndent = false;
  const char *pendingLoc = nullptr;
  llvm::SmallVector<unsigned> indents{0};
  bool finished = false;
  std::string errorMessage;
};

} // namespace mlir::prim::tvmscript

#endif // PRIM_LIB_TARGET_TVMSCRIPT_SYNTAX_LEXER_H
