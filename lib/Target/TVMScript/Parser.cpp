//===- Parser.cpp - Recursive-descent parser for TVMScript ----------------===//

#include "Parser.h"

#include "llvm/ADT/StringExtras.h"

#include <cerrno>
#include <cmath>
#include <algorithm>
#include <cstdlib>

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
  struct Leave {
    Parser &p;
    ~Leave() { p.leave(); }
  } leaveOnExit{*this};

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
    ExprPtr target = parseBinary(0);
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
    if (consumeIfKeyword("as") && !(item.target = parseBinary(0)))
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
  while (!failed && !token.isPunct(")")) {
    if (token.isPunct("*") || token.isPunct("**") || token.isPunct("/")) {
      emitError("'" + token.spelling +
                "' parameters are not part of TVMScript");
      return nullptr;
    }
    if (!token.is(TokenKind::name)) {
      emitError("expected a parameter name, found " + describe(token));
      return nullptr;
    }
    Param param;
    param.name = token.spelling.str();
    param.loc = token.getLoc();
    consume();
    if (consumeIfPunct(":") && !(param.annotation = parseExpr()))
      return nullptr;
    if (consumeIfPunct("=") && !(param.defaultValue = parseExpr()))
      return nullptr;
    stmt->params.push_back(std::move(param));
    if (!consumeIfPunct(","))
      break;
  }
  if (!expectPunct(")", "to close the parameter list"))
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
    emitError("base classes are not part of TVMScript");
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

StmtPtr Parser::parseImport() {
  auto stmt = std::make_unique<Stmt>(Stmt::Import, token.getLoc());
  consume();
  do {
    std::string name, alias;
    if (!parseDottedName(name))
      return nullptr;
    if (consumeIfKeyword("as")) {
      if (!token.is(TokenKind::name)) {
        emitError("expected a name after 'as', found " + describe(token));
        return nullptr;
      }
      alias = token.spelling.str();
      consume();
    }
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
    if (consumeIfKeyword("as")) {
      if (!token.is(TokenKind::name)) {
        emitError("expected a name after 'as', found " + describe(token));
        return nullptr;
      }
      alias = token.spelling.str();
      consume();
    }
    stmt->names.emplace_back(name, alias);
  } while (consumeIfPunct(","));
  if (paren && !expectPunct(")", "to close the import list"))
    return nullptr;
  return failed ? nullptr : std::move(stmt);
}

//===----------------------------------------------------------------------===//
// Expressions
//===----------------------------------------------------------------------===//

ExprPtr Parser::parseExprList(bool allowTrailingComma) {
  const char *start = token.location;
  SMLoc loc = token.getLoc();
  ExprPtr first = parseExpr();
  if (!first || !token.isPunct(","))
    return first;
  auto tuple = std::make_unique<Expr>(Expr::Tuple, loc);
  tuple->children.push_back(std::move(first));
  while (consumeIfPunct(",")) {
    if (allowTrailingComma &&
        (token.is(TokenKind::newline) || token.isPunct("=") ||
         token.isPunct(")") || token.isPunct(";") || token.isPunct(":")))
      break;
    ExprPtr next = parseExpr();
    if (!next)
      return nullptr;
    tuple->children.push_back(std::move(next));
  }
  return failed ? nullptr : finish(std::move(tuple), start);
}

ExprPtr Parser::parseExpr() {
  if (failed || !enter())
    return nullptr;
  struct Leave {
    Parser &p;
    ~Leave() { p.leave(); }
  } leaveOnExit{*this};
  const char *start = token.location;
  SMLoc loc = token.getLoc();
  if (token.isKeyword("lambda")) {
    emitError("'lambda' is not part of TVMScript");
    return nullptr;
  }
  ExprPtr body = parseOr();
  if (!body || !token.isKeyword("if"))
    return body;
  consume();
  auto ifExp = std::make_unique<Expr>(Expr::IfExp, loc);
  ExprPtr test = parseOr();
  if (!test)
    return nullptr;
  if (!consumeIfKeyword("else")) {
    emitError("expected 'else' in the conditional expression, found " +
              describe(token));
    return nullptr;
  }
  ExprPtr orelse = parseExpr();
  if (!orelse)
    return nullptr;
  ifExp->children.push_back(std::move(body));
  ifExp->children.push_back(std::move(test));
  ifExp->children.push_back(std::move(orelse));
  return finish(std::move(ifExp), start);
}

ExprPtr Parser::parseOr() {
  const char *start = token.location;
  SMLoc loc = token.getLoc();
  ExprPtr lhs = parseAnd();
  if (!lhs || !token.isKeyword("or"))
    return lhs;
  auto boolOp = std::make_unique<Expr>(Expr::BoolOp, loc);
  boolOp->op = "or";
  boolOp->children.push_back(std::move(lhs));
  while (consumeIfKeyword("or")) {
    ExprPtr rhs = parseAnd();
    if (!rhs)
      return nullptr;
    boolOp->children.push_back(std::move(rhs));
  }
  return finish(std::move(boolOp), start);
}

ExprPtr Parser::parseAnd() {
  const char *start = token.location;
  SMLoc loc = token.getLoc();
  ExprPtr lhs = parseNot();
  if (!lhs || !token.isKeyword("and"))
    return lhs;
  auto boolOp = std::make_unique<Expr>(Expr::BoolOp, loc);
  boolOp->op = "and";
  boolOp->children.push_back(std::move(lhs));
  while (consumeIfKeyword("and")) {
    ExprPtr rhs = parseNot();
    if (!rhs)
      return nullptr;
    boolOp->children.push_back(std::move(rhs));
  }
  return finish(std::move(boolOp), start);
}

ExprPtr Parser::parseNot() {
  if (!token.isKeyword("not"))
    return parseComparison();
  if (!enter())
    return nullptr;
  struct Leave {
    Parser &p;
    ~Leave() { p.leave(); }
  } leaveOnExit{*this};
  const char *start = token.location;
  auto unary = std::make_unique<Expr>(Expr::UnaryOp, token.getLoc());
  unary->op = "not";
  consume();
  ExprPtr operand = parseNot();
  if (!operand)
    return nullptr;
  unary->children.push_back(std::move(operand));
  return finish(std::move(unary), start);
}

static std::optional<std::string> comparisonOperator(const Token &token) {
  for (StringRef op : {"<", ">", "==", ">=", "<=", "!="})
    if (token.isPunct(op))
      return op.str();
  if (token.isKeyword("in"))
    return std::string("in");
  if (token.isKeyword("is"))
    return std::string("is");
  return std::nullopt;
}

ExprPtr Parser::parseComparison() {
  const char *start = token.location;
  SMLoc loc = token.getLoc();
  ExprPtr lhs = parseBinary(0);
  if (!lhs)
    return nullptr;
  std::optional<std::string> op = comparisonOperator(token);
  if (!op)
    return lhs;
  auto compare = std::make_unique<Expr>(Expr::Compare, loc);
  compare->children.push_back(std::move(lhs));
  while ((op = comparisonOperator(token))) {
    consume();
    if (*op == "is" && consumeIfKeyword("not"))
      *op = "is not";
    else if (*op == "in" || *op == "is") {
      // `not in` is spelled `not` `in`; handled by the caller's grammar as
      // an error below.
    }
    ExprPtr rhs = parseBinary(0);
    if (!rhs)
      return nullptr;
    compare->compareOps.push_back(*op);
    compare->children.push_back(std::move(rhs));
  }
  return finish(std::move(compare), start);
}

/// Binary operator levels, lowest precedence first.
static const std::vector<std::vector<StringRef>> &binaryLevels() {
  static const std::vector<std::vector<StringRef>> levels = {
      {"|"}, {"^"}, {"&"}, {"<<", ">>"}, {"+", "-"},
      {"*", "/", "//", "%", "@"}};
  return levels;
}

ExprPtr Parser::parseBinary(int level) {
  if (level == static_cast<int>(binaryLevels().size()))
    return parseUnary();
  const char *start = token.location;
  ExprPtr lhs = parseBinary(level + 1);
  while (lhs && !failed) {
    std::optional<StringRef> op;
    for (StringRef candidate : binaryLevels()[level])
      if (token.isPunct(candidate))
        op = candidate;
    if (!op)
      break;
    SMLoc opLoc = token.getLoc();
    consume();
    ExprPtr rhs = parseBinary(level + 1);
    if (!rhs)
      return nullptr;
    auto binary = std::make_unique<Expr>(Expr::BinOp, opLoc);
    binary->op = op->str();
    binary->children.push_back(std::move(lhs));
    binary->children.push_back(std::move(rhs));
    lhs = finish(std::move(binary), start);
  }
  return failed ? nullptr : std::move(lhs);
}

ExprPtr Parser::parseUnary() {
  if (!(token.isPunct("-") || token.isPunct("+") || token.isPunct("~")))
    return parsePower();
  if (!enter())
    return nullptr;
  struct Leave {
    Parser &p;
    ~Leave() { p.leave(); }
  } leaveOnExit{*this};
  const char *start = token.location;
  auto unary = std::make_unique<Expr>(Expr::UnaryOp, token.getLoc());
  unary->op = token.spelling.str();
  consume();
  ExprPtr operand = parseUnary();
  if (!operand)
    return nullptr;
  unary->children.push_back(std::move(operand));
  return finish(std::move(unary), start);
}

ExprPtr Parser::parsePower() {
  const char *start = token.location;
  ExprPtr base = parsePrimary();
  if (!base || !token.isPunct("**"))
    return base;
  SMLoc opLoc = token.getLoc();
  consume();
  if (!enter())
    return nullptr;
  ExprPtr exponent = parseUnary();
  leave();
  if (!exponent)
    return nullptr;
  auto binary = std::make_unique<Expr>(Expr::BinOp, opLoc);
  binary->op = "**";
  binary->children.push_back(std::move(base));
  binary->children.push_back(std::move(exponent));
  return finish(std::move(binary), start);
}

ExprPtr Parser::parsePrimary() {
  const char *start = token.location;
  ExprPtr expr = parseAtom();
  while (expr && !failed) {
    if (token.isPunct(".")) {
      SMLoc loc = expr->loc;
      consume();
      if (!token.is(TokenKind::name)) {
        emitError("expected an attribute name after '.', found " +
                  describe(token));
        return nullptr;
      }
      auto attr = std::make_unique<Expr>(Expr::Attribute, loc);
      attr->name = token.spelling.str();
      consume();
      attr->children.push_back(std::move(expr));
      expr = finish(std::move(attr), start);
    } else if (token.isPunct("(")) {
      if (!enter())
        return nullptr;
      expr = finish(parseCallArguments(std::move(expr)), start);
      leave();
    } else if (token.isPunct("[")) {
      if (!enter())
        return nullptr;
      expr = finish(parseSubscript(std::move(expr)), start);
      leave();
    } else {
      break;
    }
  }
  return failed ? nullptr : std::move(expr);
}

ExprPtr Parser::parseCallArguments(ExprPtr callee) {
  auto call = std::make_unique<Expr>(Expr::Call, callee->loc);
  call->children.push_back(std::move(callee));
  consume(); // '('
  while (!failed && !token.isPunct(")")) {
    if (token.isPunct("*") || token.isPunct("**")) {
      emitError("'" + token.spelling + "' arguments are not part of TVMScript");
      return nullptr;
    }
    // A keyword argument: NAME '=' expr.
    if (token.is(TokenKind::name)) {
      Token nameToken = token;
      const char *start = token.location;
      ExprPtr arg = parseExpr();
      if (!arg)
        return nullptr;
      if (token.isPunct("=")) {
        if (arg->kind != Expr::Name || arg->text != nameToken.spelling) {
          emitError(arg->loc, "expected a parameter name before '='");
          return nullptr;
        }
        consume();
        ExprPtr value = parseExpr();
        if (!value)
          return nullptr;
        call->keywords.emplace_back(nameToken.spelling.str(), std::move(value));
        call->keywordLocs.push_back(nameToken.getLoc());
      } else {
        if (!call->keywords.empty()) {
          emitError(llvm::SMLoc::getFromPointer(start),
                    "positional argument follows keyword argument");
          return nullptr;
        }
        call->children.push_back(std::move(arg));
      }
    } else {
      ExprPtr arg = parseExpr();
      if (!arg)
        return nullptr;
      if (!call->keywords.empty()) {
        emitError(arg->loc, "positional argument follows keyword argument");
        return nullptr;
      }
      call->children.push_back(std::move(arg));
    }
    if (!consumeIfPunct(","))
      break;
  }
  if (!expectPunct(")", "to close the argument list"))
    return nullptr;
  return call;
}

ExprPtr Parser::parseSliceItem() {
  const char *start = token.location;
  SMLoc loc = token.getLoc();
  ExprPtr lower;
  if (!token.isPunct(":")) {
    lower = parseExpr();
    if (!lower || !token.isPunct(":"))
      return lower;
  }
  auto slice = std::make_unique<Expr>(Expr::Slice, loc);
  consume(); // ':'
  ExprPtr upper, step;
  if (!token.isPunct("]") && !token.isPunct(",") && !token.isPunct(":") &&
      !(upper = parseExpr()))
    return nullptr;
  if (consumeIfPunct(":") && !token.isPunct("]") && !token.isPunct(",") &&
      !(step = parseExpr()))
    return nullptr;
  slice->children.push_back(std::move(lower));
  slice->children.push_back(std::move(upper));
  slice->children.push_back(std::move(step));
  return failed ? nullptr : finish(std::move(slice), start);
}

ExprPtr Parser::parseSubscript(ExprPtr value) {
  auto subscript = std::make_unique<Expr>(Expr::Subscript, token.getLoc());
  subscript->children.push_back(std::move(value));
  consume(); // '['
  do {
    if (token.isPunct("]"))
      break;
    ExprPtr index = parseSliceItem();
    if (!index)
      return nullptr;
    subscript->children.push_back(std::move(index));
  } while (consumeIfPunct(","));
  if (subscript->children.size() == 1) {
    emitError("expected an index");
    return nullptr;
  }
  if (!expectPunct("]", "to close the subscript"))
    return nullptr;
  return subscript;
}

ExprPtr Parser::parseBracketed(StringRef close, Expr::Kind kind,
                               const char *start) {
  auto expr = std::make_unique<Expr>(kind, token.getLoc());
  consume(); // the opening bracket
  bool sawComma = false;
  while (!failed && !token.isPunct(close)) {
    ExprPtr element;
    if (consumeIfPunct("*")) {
      element = std::make_unique<Expr>(Expr::Starred, token.getLoc());
      ExprPtr inner = parseExpr();
      if (!inner)
        return nullptr;
      element->children.push_back(std::move(inner));
      element = finish(std::move(element), nullptr);
      if (!element)
        return nullptr;
    } else {
      element = parseExpr();
    }
    if (!element)
      return nullptr;
    expr->children.push_back(std::move(element));
    if (kind == Expr::Dict) {
      if (!expectPunct(":", "between a key and its value"))
        return nullptr;
      ExprPtr value = parseExpr();
      if (!value)
        return nullptr;
      expr->children.push_back(std::move(value));
    }
    if (!consumeIfPunct(","))
      break;
    sawComma = true;
  }
  if (!expectPunct(close, "to close the brackets"))
    return nullptr;
  // `(x)` is x itself; `(x,)` and `()` are tuples.
  if (kind == Expr::Tuple && expr->children.size() == 1 && !sawComma)
    return std::move(expr->children.front());
  return finish(std::move(expr), start);
}

ExprPtr Parser::parseAtom() {
  if (failed)
    return nullptr;
  const char *start = token.location;
  SMLoc loc = token.getLoc();
  switch (token.kind) {
  case TokenKind::name: {
    auto name = std::make_unique<Expr>(Expr::Name, loc);
    name->name = token.spelling.str();
    consume();
    return finish(std::move(name), start);
  }
  case TokenKind::integer: {
    std::string digits;
    for (char c : token.spelling)
      if (c != '_')
        digits.push_back(c);
    StringRef text = digits;
    unsigned radix = 10;
    if (text.size() > 2 && text[0] == '0' && llvm::isAlpha(text[1])) {
      char base = llvm::toLower(text[1]);
      radix = base == 'x' ? 16 : base == 'o' ? 8 : 2;
      text = text.drop_front(2);
    } else if (text.size() > 1 && text[0] == '0' &&
               text.find_first_not_of('0') != StringRef::npos) {
      emitError("leading zeros in a decimal integer are not allowed");
      return nullptr;
    }
    uint64_t value;
    if (text.getAsInteger(radix, value) ||
        value > static_cast<uint64_t>(INT64_MAX)) {
      // One more than INT64_MAX is accepted for `-9223372036854775808`.
      if (!text.getAsInteger(radix, value) &&
          value == static_cast<uint64_t>(INT64_MAX) + 1) {
        auto literal = std::make_unique<Expr>(Expr::Int, loc);
        literal->intValue = INT64_MIN;
        literal->op = "overflow";
        consume();
        return finish(std::move(literal), start);
      }
      emitError("integer literal " + token.spelling +
                " does not fit in 64 bits");
      return nullptr;
    }
    auto literal = std::make_unique<Expr>(Expr::Int, loc);
    literal->intValue = static_cast<int64_t>(value);
    consume();
    return finish(std::move(literal), start);
  }
  case TokenKind::floating: {
    std::string digits;
    for (char c : token.spelling)
      if (c != '_')
        digits.push_back(c);
    auto literal = std::make_unique<Expr>(Expr::Float, loc);
    errno = 0;
    literal->floatValue = std::strtod(digits.c_str(), nullptr);
    consume();
    return finish(std::move(literal), start);
  }
  case TokenKind::string: {
    auto literal = std::make_unique<Expr>(Expr::Str, loc);
    // Adjacent strings concatenate.
    while (token.is(TokenKind::string)) {
      literal->name += Lexer::decodeString(token.spelling);
      consume();
    }
    return finish(std::move(literal), start);
  }
  case TokenKind::keyword: {
    if (token.isKeyword("True") || token.isKeyword("False")) {
      auto literal = std::make_unique<Expr>(Expr::Bool, loc);
      literal->intValue = token.isKeyword("True");
      consume();
      return finish(std::move(literal), start);
    }
    if (token.isKeyword("None")) {
      consume();
      return finish(std::make_unique<Expr>(Expr::NoneLit, loc), start);
    }
    break;
  }
  case TokenKind::punct:
    if (token.isPunct("("))
      return parseBracketed(")", Expr::Tuple, start);
    if (token.isPunct("["))
      return parseBracketed("]", Expr::List, start);
    if (token.isPunct("{"))
      return parseBracketed("}", Expr::Dict, start);
    if (token.isPunct("...")) {
      emitError("'...' is not part of TVMScript");
      return nullptr;
    }
    break;
  default:
    break;
  }
  emitError("expected an expression, found " + describe(token));
  return nullptr;
}
