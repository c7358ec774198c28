//===- Parser.cpp - TVMScript statements, and the parser's state ----------===//
//
// The token stream, errors and nesting limits the whole parser shares, and
// the statements; the expressions are in ParseExpressions.cpp.
//
//===----------------------------------------------------------------------===//

#include "Parser.h"

#include <algorithm>

using namespace mlir::prim::tvmscript;
using llvm::SMLoc;
using llvm::StringRef;

Parser::Parser(StringRef buffer, ErrorReporter report, bool expressionOnly)
    : lexer(buffer, expressionOnly), report(std::move(report)) {
  lastEnd = buffer.begin();
  token = lexer.lex();
  if (token.is(TokenKind::error))
    emitError(token.getLoc(), lexer.getErrorMessage());
}

void Parser::consume() {
  if (token.is(TokenKind::error) || token.is(TokenKind::eof))
    return;
  if (token.location)
    lastEnd = token.getEnd();
  token = lexer.lex();
  if (token.is(TokenKind::error))
    emitError(token.getLoc(), lexer.getErrorMessage());
}

bool Parser::emitError(SMLoc loc, const llvm::Twine &message) {
  if (!failed)
    report(loc, message);
  failed = true;
  return false;
}

std::string Parser::describe(const Token &t) const {
  switch (t.kind) {
  case TokenKind::eof:
    return "end of file";
  case TokenKind::error:
    return "an invalid token";
  case TokenKind::newline:
    return "end of line";
  case TokenKind::indent:
    return "an indented block";
  case TokenKind::dedent:
    return "the end of an indented block";
  default:
    return ("'" + t.spelling + "'").str();
  }
}

bool Parser::expectPunct(StringRef punct, StringRef context) {
  if (failed)
    return false;
  if (token.isPunct(punct)) {
    consume();
    return !failed;
  }
  return emitError("expected '" + punct + "' " + context + ", found " +
                   describe(token));
}

bool Parser::consumeIfPunct(StringRef punct) {
  if (failed || !token.isPunct(punct))
    return false;
  consume();
  return true;
}

bool Parser::consumeIfKeyword(StringRef keyword) {
  if (failed || !token.isKeyword(keyword))
    return false;
  consume();
  return true;
}

bool Parser::parseCommaList(StringRef close, StringRef context,
                            llvm::function_ref<bool()> parseItem) {
  while (!failed && !token.isPunct(close)) {
    if (!parseItem())
      return false;
    if (!consumeIfPunct(","))
      break;
  }
  return expectPunct(close, context);
}

bool Parser::enter() {
  if (++depth > Lexer::kMaxNesting) {
    --depth;
    return emitError("the code is nested too deeply (more than " +
                     llvm::Twine(Lexer::kMaxNesting) + " levels)");
  }
  return true;
}

ExprPtr Parser::finish(ExprPtr expr, const char *start) {
  if (!expr)
    return expr;
  if (start && lastEnd >= start)
    expr->text = StringRef(start, lastEnd - start);
  for (const ExprPtr &child : expr->children)
    if (child)
      expr->height = std::max(expr->height, child->height + 1);
  for (const auto &keyword : expr->keywords)
    expr->height = std::max(expr->height, keyword.second->height + 1);
  if (expr->height > 2 * Lexer::kMaxNesting) {
    emitError(expr->loc, "the expression is nested too deeply (more than " +
                             llvm::Twine(2 * Lexer::kMaxNesting) + " levels)");
    return nullptr;
  }
  return expr;
}

//===----------------------------------------------------------------------===//
// Statements
//===----------------------------------------------------------------------===//

bool Parser::parseFile(StmtList &module) {
  while (!failed && !token.is(TokenKind::eof)) {
    if (token.is(TokenKind::newline)) {
      consume();
      continue;
    }
    if (token.is(TokenKind::indent))
      return emitError("unexpected indentation");
    if (!parseStatement(module))
      return false;
  }
  return !failed;
}

ExprPtr Parser::parseStandaloneExpression() {
  ExprPtr expr = parseExpr();
  if (expr && !failed && !token.is(TokenKind::eof)) {
    emitError("unexpected " + describe(token) + " after the expression");
    return nullptr;
  }
  return failed ? nullptr : std::move(expr);
}

bool Parser::parseStatement(StmtList &block) {
  if (failed || !enter())
    return false;
  Leave leaveOnExit{*this};

  SMLoc loc = token.getLoc();
  StmtPtr stmt;
  if (token.is(TokenKind::indent))
    return emitError("unexpected indentation");
  if (token.isKeyword("if")) {
    consume();
    stmt = parseIf(loc);
  } else if (token.isKeyword("for")) {
    stmt = parseFor();
  } else if (token.isKeyword("while")) {
    stmt = parseWhile();
  } else if (token.isKeyword("with")) {
    stmt = parseWith();
  } else if (token.isPunct("@")) {
    stmt = parseDecorated();
  } else if (token.isKeyword("def")) {
    stmt = parseFunctionDef({});
  } else if (token.isKeyword("class")) {
    stmt = parseClassDef({});
  } else if (token.isKeyword("try") || token.isKeyword("async")) {
    return emitError("'" + token.spelling + "' statements are not part of "
                                            "TVMScript");
  } else {
    return parseSimpleStatements(block);
  }
  if (!stmt)
    return false;
  block.push_back(std::move(stmt));
  return true;
}

bool Parser::parseSuite(StmtList &body) {
  if (!expectPunct(":", "to begin the block"))
    return false;
  if (!token.is(TokenKind::newline)) {
    // A suite on the same line: simple statements only.
    return parseSimpleStatements(body);
  }
  consume();
  if (!token.is(TokenKind::indent))
    return emitError("expected an indented block, found " + describe(token));
  consume();
  while (!failed && !token.is(TokenKind::dedent) &&
         !token.is(TokenKind::eof)) {
    if (!parseStatement(body))
      return false;
  }
  if (failed)
    return false;
  consume();
  return true;
}

bool Parser::parseSimpleStatements(StmtList &block) {
  while (true) {
    StmtPtr stmt = parseSmallStatement();
    if (!stmt)
      return false;
    block.push_back(std::move(stmt));
    if (!consumeIfPunct(";"))
      break;
    if (token.is(TokenKind::newline))
      break;
  }
  if (failed)
    return false;
  if (!token.is(TokenKind::newline))
    return emitError("expected end of line, found " + describe(token));
  consume();
  return !failed;
}

StmtPtr Parser::parseSmallStatement() {
  SMLoc loc = token.getLoc();
  auto simple = [&](Stmt::Kind kind) {
    consume();
    return std::make_unique<Stmt>(kind, loc);
  };
  if (token.isKeyword("pass"))
    return simple(Stmt::Pass);
  if (token.isKeyword("break"))
    return simple(Stmt::Break);
  if (token.isKeyword("continue"))
    return simple(Stmt::Continue);
  if (token.isKeyword("return")) {
    auto stmt = simple(Stmt::Return);
    if (!token.is(TokenKind::newline) && !token.isPunct(";")) {
      stmt->value = parseExprList();
      if (!stmt->value)
        return nullptr;
    }
    return stmt;
  }
  if (token.isKeyword("assert")) {
    auto stmt = simple(Stmt::Assert);
    if (!(stmt->value = parseExpr()))
      return nullptr;
    if (consumeIfPunct(",") && !(stmt->message = parseExpr()))
      return nullptr;
    return failed ? nullptr : std::move(stmt);
  }
  if (token.isKeyword("import"))
    return parseImport();
  if (token.isKeyword("from"))
    return parseFromImport();
  for (StringRef other : {"del", "global", "nonlocal", "raise", "yield",
                          "lambda", "await"}) {
    if (token.isKeyword(other)) {
      emitError("'" + other + "' is not part of TVMScript");
      return nullptr;
    }
  }

  ExprPtr first = parseExprList();
  if (!first)
    return nullptr;
  if (token.isPunct("=")) {
    consume();
    auto stmt = std::make_unique<Stmt>(Stmt::Assign, loc);
    stmt->target = std::move(first);
    if (!(stmt->value = parseExprList()))
      return nullptr;
    if (token.isPunct("=")) {
      emitError("chained assignment ('a = b = c') is not supported");
      return nullptr;
    }
    return stmt;
  }
  for (StringRef aug : {"+=", "-=", "*=", "/=", "//=", "%=", "**=", "<<=",
                        ">>=", "&=", "|=", "^=", "@="}) {
    if (!token.isPunct(aug))
      continue;
    consume();
    auto stmt = std::make_unique<Stmt>(Stmt::AugAssign, loc);
    stmt->op = aug.drop_back().str();
    stmt->target = std::move(first);
    if (!(stmt->value = parseExprList()))
      return nullptr;
    return stmt;
  }
  if (token.isPunct(":")) {
    consume();
    auto stmt = std::make_unique<Stmt>(Stmt::AnnAssign, loc);
    stmt->target = std::move(first);
    if (!(stmt->annotation = parseExpr()))
      return nullptr;
    if (consumeIfPunct("=") && !(stmt->value = parseExprList()))
      return nullptr;
    return failed ? nullptr : std::move(stmt);
  }
  auto stmt = std::make_unique<Stmt>(Stmt::ExprStmt, loc);
  stmt->value = std::move(first);
  return failed ? nullptr : std::move(stmt);
}

StmtPtr Parser::parseIf(SMLoc loc) {
  auto stmt = std::make_unique<Stmt>(Stmt::If, loc);
  if (!(stmt->value = parseExpr()) || !parseSuite(stmt->body))
    return nullptr;
  if (token.isKeyword("elif")) {
    SMLoc elifLoc = token.getLoc();
    consume();
    if (!enter())
      return nullptr;
    StmtPtr nested = parseIf(elifLoc);
    leave();
    if (!nested)
      return nullptr;
    stmt->orelse.push_back(std::move(nested));
  } else if (consumeIfKeyword("else")) {
    if (!parseSuite(stmt->orelse))
      return nullptr;
  }
  return failed ? nullptr : std::move(stmt);
}

StmtPtr Parser::parseFor() {
  auto stmt = std::make_unique<Stmt>(Stmt::For, token.getLoc());
  consume();
  // The target is a name or a tuple of names; parsed as an expression list
  // of primaries (so that `in` ends it).
  const char *start = token.location;
  std::vector<ExprPtr> targets;
  bool sawComma = false;
  while (true) {
    ExprPtr target = parseBinary(BitOr);
    if (!target)
      return nullptr;
    targets.push_back(std::move(target));
    if (!consumeIfPunct(","))
      break;
    sawComma = true;
    if (token.isKeyword("in"))
      break;
  }
  if (!sawComma) {
    stmt->target = std::move(targets.front());
  } else {
    auto tuple = std::make_unique<Expr>(Expr::Tuple, targets.front()->loc);
    tuple->children = std::move(targets);
    stmt->target = finish(std::move(tuple), start);
  }
  if (!consumeIfKeyword("in")) {
    emitError("expected 'in' in the for statement, found " + describe(token));
    return nullptr;
  }
  if (!(stmt->value = parseExprList()) || !parseSuite(stmt->body))
    return nullptr;
  if (token.isKeyword("else")) {
    emitError("'for ... else' is not part of TVMScript");
    return nullptr;
  }
  return stmt;
}

StmtPtr Parser::parseWhile() {
  auto stmt = std::make_unique<Stmt>(Stmt::While, token.getLoc());
  consume();
  if (!(stmt->value = parseExpr()) || !parseSuite(stmt->body))
    return nullptr;
  if (token.isKeyword("else")) {
    emitError("'while ... else' is not part of TVMScript");
    return nullptr;
  }
  return stmt;
}

StmtPtr Parser::parseWith() {
  auto stmt = std::make_unique<Stmt>(Stmt::With, token.getLoc());
  consume();
  do {
    WithItem item;
    if (!(item.context = parseExpr()))
      return nullptr;
    if (consumeIfKeyword("as") && !(item.target = parseBinary(BitOr)))
      return nullptr;
    stmt->items.push_back(std::move(item));
  } while (consumeIfPunct(","));
  if (!parseSuite(stmt->body))
    return nullptr;
  return stmt;
}

StmtPtr Parser::parseDecorated() {
  std::vector<ExprPtr> decorators;
  while (token.isPunct("@")) {
    consume();
    ExprPtr decorator = parseExpr();
    if (!decorator)
      return nullptr;
    decorators.push_back(std::move(decorator));
    if (!token.is(TokenKind::newline)) {
      emitError("expected end of line after the decorator, found " +
                describe(token));
      return nullptr;
    }
    consume();
  }
  if (token.isKeyword("def"))
    return parseFunctionDef(std::move(decorators));
  if (token.isKeyword("class"))
    return parseClassDef(std::move(decorators));
  emitError("expected 'def' or 'class' after the decorators, found " +
            describe(token));
  return nullptr;
}

StmtPtr Parser::parseFunctionDef(std::vector<ExprPtr> decorators) {
  auto stmt = std::make_unique<Stmt>(Stmt::FunctionDef, token.getLoc());
  stmt->decorators = std::move(decorators);
  consume();
  if (!token.is(TokenKind::name)) {
    emitError("expected the function's name, found " + describe(token));
    return nullptr;
  }
  stmt->name = token.spelling.str();
  stmt->nameLoc = token.getLoc();
  consume();
  if (token.isPunct("[")) {
    emitError("type parameters ('def f[...]') are not supported; declare "
              "symbolic variables in the body ('n = T.int64()')");
    return nullptr;
  }
  if (!expectPunct("(", "after the function's name"))
    return nullptr;
  auto parseParam = [&]() -> bool {
    if (token.isPunct("*") || token.isPunct("**") || token.isPunct("/"))
      return emitError("'" + token.spelling +
                       "' parameters are not part of TVMScript");
    if (!token.is(TokenKind::name))
      return emitError("expected a parameter name, found " + describe(token));
    Param param;
    param.name = token.spelling.str();
    param.loc = token.getLoc();
    consume();
    if (consumeIfPunct(":") && !(param.annotation = parseExpr()))
      return false;
    if (consumeIfPunct("=") && !(param.defaultValue = parseExpr()))
      return false;
    stmt->params.push_back(std::move(param));
    return true;
  };
  if (!parseCommaList(")", "to close the parameter list", parseParam))
    return nullptr;
  if (consumeIfPunct("->") && !(stmt->returns = parseExpr()))
    return nullptr;
  if (!parseSuite(stmt->body))
    return nullptr;
  return stmt;
}

StmtPtr Parser::parseClassDef(std::vector<ExprPtr> decorators) {
  auto stmt = std::make_unique<Stmt>(Stmt::ClassDef, token.getLoc());
  stmt->decorators = std::move(decorators);
  consume();
  if (!token.is(TokenKind::name)) {
    emitError("expected the class's name, found " + describe(token));
    return nullptr;
  }
  stmt->name = token.spelling.str();
  stmt->nameLoc = token.getLoc();
  consume();
  if (token.isPunct("(")) {
    llvm::SMLoc base = token.getLoc();
    consume();
    // TVM main's BasePyModule is Relax's Python module: its I.pyfunc methods
    // run in Python, beside Relax functions.
    if (token.is(TokenKind::name) && token.spelling == "BasePyModule")
      emitError("'BasePyModule' classes are not supported: they are Relax's "
                "Python modules, whose I.pyfunc methods run in Python; Prim "
                "compiles TIR");
    else
      emitError(base, "base classes are not part of TVMScript");
    return nullptr;
  }
  if (!parseSuite(stmt->body))
    return nullptr;
  return stmt;
}

bool Parser::parseDottedName(std::string &name) {
  if (!token.is(TokenKind::name))
    return emitError("expected a module name, found " + describe(token));
  name = token.spelling.str();
  consume();
  while (consumeIfPunct(".")) {
    if (!token.is(TokenKind::name))
      return emitError("expected a name after '.', found " + describe(token));
    name += "." + token.spelling.str();
    consume();
  }
  return !failed;
}

bool Parser::parseAlias(std::string &alias) {
  if (!consumeIfKeyword("as"))
    return true;
  if (!token.is(TokenKind::name))
    return emitError("expected a name after 'as', found " + describe(token));
  alias = token.spelling.str();
  consume();
  return true;
}

StmtPtr Parser::parseImport() {
  auto stmt = std::make_unique<Stmt>(Stmt::Import, token.getLoc());
  consume();
  do {
    std::string name, alias;
    if (!parseDottedName(name))
      return nullptr;
    if (!parseAlias(alias))
      return nullptr;
    stmt->names.emplace_back(name, alias);
  } while (consumeIfPunct(","));
  return failed ? nullptr : std::move(stmt);
}

StmtPtr Parser::parseFromImport() {
  auto stmt = std::make_unique<Stmt>(Stmt::ImportFrom, token.getLoc());
  consume();
  if (!parseDottedName(stmt->module))
    return nullptr;
  if (!consumeIfKeyword("import")) {
    emitError("expected 'import', found " + describe(token));
    return nullptr;
  }
  bool paren = consumeIfPunct("(");
  do {
    if (paren && token.isPunct(")"))
      break;
    if (!token.is(TokenKind::name)) {
      emitError("expected a name to import, found " + describe(token));
      return nullptr;
    }
    std::string name = token.spelling.str(), alias;
    consume();
    if (!parseAlias(alias))
      return nullptr;
    stmt->names.emplace_back(name, alias);
  } while (consumeIfPunct(","));
  if (paren && !expectPunct(")", "to close the import list"))
    return nullptr;
  return failed ? nullptr : std::move(stmt);
}
