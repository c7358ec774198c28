//===- Parser.h - Recursive-descent parser for TVMScript --------*- C++ -*-===//
//
// Parses the Python subset TVMScript is written in into the syntax tree of
// AST.h. The parser stops at the first error, which it reports through the
// error callback with its location; it never asserts on its input and
// limits nesting to Lexer::kMaxNesting levels.
//
//===----------------------------------------------------------------------===//

#ifndef PRIM_LIB_TARGET_TVMSCRIPT_SYNTAX_PARSER_H
#define PRIM_LIB_TARGET_TVMSCRIPT_SYNTAX_PARSER_H

#include "AST.h"
#include "Lexer.h"

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/Twine.h"

#include <functional>
#include <optional>

namespace mlir::prim::tvmscript {

using ErrorReporter = std::function<void(llvm::SMLoc, const llvm::Twine &)>;

class Parser {
public:
  Parser(llvm::StringRef buffer, ErrorReporter report,
         bool expressionOnly = false);

  /// Parses a whole file into `module`; false after reporting an error.
  bool parseFile(StmtList &module);

  /// Parses the buffer as a single expression (a shape printed as a string).
  ExprPtr parseStandaloneExpression();

  /// How tightly the binary operators and `not` bind, lowest first.
  enum Precedence : unsigned {
    Or = 1,
    And,
    Not,
    Comparison,
    BitOr,
    BitXor,
    BitAnd,
    Shift,
    Sum,
    Product,
  };

private:
  void consume();
  bool emitError(llvm::SMLoc loc, const llvm::Twine &message);
  bool emitError(const llvm::Twine &message) {
    return emitError(token.getLoc(), message);
  }
  bool expectPunct(llvm::StringRef punct, llvm::StringRef context);
  bool consumeIfPunct(llvm::StringRef punct);
  bool consumeIfKeyword(llvm::StringRef keyword);
  /// Parses the items of a list separated by commas, perhaps ending in one,
  /// and the `close` that ends it; `parseItem` is false after an error.
  bool parseCommaList(llvm::StringRef close, llvm::StringRef context,
                      llvm::function_ref<bool()> parseItem);
  std::string describe(const Token &t) const;
  bool enter();
  void leave() { --depth; }
  /// Leaves, when it goes out of scope, the level a successful enter()
  /// entered.
  struct Leave {
    Parser &p;
    ~Leave() { p.leave(); }
  };

  // Statements.
  bool parseStatement(StmtList &block);
  bool parseSimpleStatements(StmtList &block);
  StmtPtr parseSmallStatement();
  bool parseSuite(StmtList &body);
  StmtPtr parseIf(llvm::SMLoc loc);
  StmtPtr parseFor();
  StmtPtr parseWhile();
  StmtPtr parseWith();
  StmtPtr parseDecorated();
  StmtPtr parseFunctionDef(std::vector<ExprPtr> decorators);
  StmtPtr parseClassDef(std::vector<ExprPtr> decorators);
  StmtPtr parseImport();
  StmtPtr parseFromImport();
  bool parseDottedName(std::string &name);
  /// An optional `as NAME` after an imported name.
  bool parseAlias(std::string &alias);

  // Expressions, lowest precedence first.
  ExprPtr parseExprList(bool allowTrailingComma = true);
  ExprPtr parseExpr();
  /// Parses the operators that bind at least as tightly as `minPrecedence`.
  ExprPtr parseBinary(unsigned minPrecedence);
  /// Parses the prefix operator at the current token, then its operand.
  ExprPtr parsePrefix(llvm::function_ref<ExprPtr()> parseOperand);
  ExprPtr parseUnary();
  ExprPtr parsePower();
  ExprPtr parsePrimary();
  ExprPtr parseAtom();
  ExprPtr parseCallArguments(ExprPtr callee);
  ExprPtr parseSubscript(ExprPtr value);
  ExprPtr parseSliceItem();
  ExprPtr parseBracketed(llvm::StringRef close, Expr::Kind kind,
                         const char *start);
  ExprPtr finish(ExprPtr expr, const char *start);

  Lexer lexer;
  Token token;
  /// The end of the last consumed token, for source ranges.
  const char *lastEnd = nullptr;
  ErrorReporter report;
  bool failed = false;
  unsigned depth = 0;
};

} // namespace mlir::prim::tvmscript

#endif // PRIM_LIB_TARGET_TVMSCRIPT_SYNTAX_PARSER_H
