//===- ParseExpressions.cpp - Python expressions, by precedence climbing --===//
//
// Binary operators are parsed by precedence climbing over one table; the
// unary and power operators, the primaries (attributes, calls, subscripts)
// and the atoms each have their own function.
//
//===----------------------------------------------------------------------===//

#include "Parser.h"

#include "llvm/ADT/StringExtras.h"

#include <cerrno>
#include <cstdlib>

using namespace mlir::prim::tvmscript;
using llvm::SMLoc;
using llvm::StringRef;

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
  Leave leaveOnExit{*this};
  const char *start = token.location;
  SMLoc loc = token.getLoc();
  if (token.isKeyword("lambda")) {
    emitError("'lambda' is not part of TVMScript");
    return nullptr;
  }
  ExprPtr body = parseBinary(Or);
  if (!body || !token.isKeyword("if"))
    return body;
  consume();
  auto ifExp = std::make_unique<Expr>(Expr::IfExp, loc);
  ExprPtr test = parseBinary(Or);
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

namespace {
/// A binary operator: its token, how tightly it binds and the node it
/// builds. BinOp nests to the left; a run of BoolOp (`a and b and c`) or
/// Compare (`a < b <= c`) operators of one precedence is one node, as in
/// Python's syntax tree.
struct BinaryOperator {
  StringRef spelling;
  bool isKeyword;
  Parser::Precedence precedence;
  Expr::Kind kind;
};
} // namespace

/// `**` is not here: it binds to the right, and more tightly than the unary
/// operators on its left only (parsePower).
static const BinaryOperator kBinaryOperators[] = {
    {"or", true, Parser::Or, Expr::BoolOp},
    {"and", true, Parser::And, Expr::BoolOp},
    {"<", false, Parser::Comparison, Expr::Compare},
    {">", false, Parser::Comparison, Expr::Compare},
    {"==", false, Parser::Comparison, Expr::Compare},
    {">=", false, Parser::Comparison, Expr::Compare},
    {"<=", false, Parser::Comparison, Expr::Compare},
    {"!=", false, Parser::Comparison, Expr::Compare},
    {"in", true, Parser::Comparison, Expr::Compare},
    {"is", true, Parser::Comparison, Expr::Compare},
    {"|", false, Parser::BitOr, Expr::BinOp},
    {"^", false, Parser::BitXor, Expr::BinOp},
    {"&", false, Parser::BitAnd, Expr::BinOp},
    {"<<", false, Parser::Shift, Expr::BinOp},
    {">>", false, Parser::Shift, Expr::BinOp},
    {"+", false, Parser::Sum, Expr::BinOp},
    {"-", false, Parser::Sum, Expr::BinOp},
    {"*", false, Parser::Product, Expr::BinOp},
    {"/", false, Parser::Product, Expr::BinOp},
    {"//", false, Parser::Product, Expr::BinOp},
    {"%", false, Parser::Product, Expr::BinOp},
    {"@", false, Parser::Product, Expr::BinOp},
};

static const BinaryOperator *binaryOperator(const Token &token) {
  for (const BinaryOperator &op : kBinaryOperators)
    if (op.isKeyword ? token.isKeyword(op.spelling)
                     : token.isPunct(op.spelling))
      return &op;
  return nullptr;
}

ExprPtr Parser::parseBinary(unsigned minPrecedence) {
  const char *start = token.location;
  SMLoc loc = token.getLoc();
  ExprPtr lhs = minPrecedence <= Not && token.isKeyword("not")
                    ? parsePrefix([&] { return parseBinary(Not); })
                    : parseUnary();
  while (lhs && !failed) {
    const BinaryOperator *op = binaryOperator(token);
    if (!op || op->precedence < minPrecedence)
      break;
    unsigned precedence = op->precedence;
    if (op->kind == Expr::BinOp) {
      SMLoc opLoc = token.getLoc();
      consume();
      ExprPtr rhs = parseBinary(precedence + 1);
      if (!rhs)
        return nullptr;
      auto binary = std::make_unique<Expr>(Expr::BinOp, opLoc);
      binary->op = op->spelling.str();
      binary->children.push_back(std::move(lhs));
      binary->children.push_back(std::move(rhs));
      lhs = finish(std::move(binary), start);
      continue;
    }
    auto run = std::make_unique<Expr>(op->kind, loc);
    if (run->kind == Expr::BoolOp)
      run->op = op->spelling.str();
    run->children.push_back(std::move(lhs));
    for (; op && op->precedence == precedence; op = binaryOperator(token)) {
      consume();
      std::string spelling = op->spelling.str();
      // `is not` is one operator; in `a not in b`, the `not` ends `a`.
      if (spelling == "is" && consumeIfKeyword("not"))
        spelling = "is not";
      ExprPtr rhs = parseBinary(precedence + 1);
      if (!rhs)
        return nullptr;
      if (run->kind == Expr::Compare)
        run->compareOps.push_back(spelling);
      run->children.push_back(std::move(rhs));
    }
    lhs = finish(std::move(run), start);
  }
  return failed ? nullptr : std::move(lhs);
}

ExprPtr Parser::parsePrefix(llvm::function_ref<ExprPtr()> parseOperand) {
  if (!enter())
    return nullptr;
  Leave leaveOnExit{*this};
  const char *start = token.location;
  auto unary = std::make_unique<Expr>(Expr::UnaryOp, token.getLoc());
  unary->op = token.spelling.str();
  consume();
  ExprPtr operand = parseOperand();
  if (!operand)
    return nullptr;
  unary->children.push_back(std::move(operand));
  return finish(std::move(unary), start);
}

ExprPtr Parser::parseUnary() {
  if (!(token.isPunct("-") || token.isPunct("+") || token.isPunct("~")))
    return parsePower();
  return parsePrefix([&] { return parseUnary(); });
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
  auto parseArgument = [&]() -> bool {
    if (token.isPunct("*") || token.isPunct("**"))
      return emitError("'" + token.spelling +
                       "' arguments are not supported: TVM's parser "
                       "expands them in Python; write the arguments out");
    // A keyword argument: NAME '=' expr.
    if (token.is(TokenKind::name)) {
      Token nameToken = token;
      const char *start = token.location;
      ExprPtr arg = parseExpr();
      if (!arg)
        return false;
      if (token.isPunct("=")) {
        if (arg->kind != Expr::Name || arg->text != nameToken.spelling)
          return emitError(arg->loc, "expected a parameter name before '='");
        consume();
        ExprPtr value = parseExpr();
        if (!value)
          return false;
        call->keywords.emplace_back(nameToken.spelling.str(), std::move(value));
        call->keywordLocs.push_back(nameToken.getLoc());
      } else {
        if (!call->keywords.empty())
          return emitError(llvm::SMLoc::getFromPointer(start),
                           "positional argument follows keyword argument");
        call->children.push_back(std::move(arg));
      }
      return true;
    }
    ExprPtr arg = parseExpr();
    if (!arg)
      return false;
    if (!call->keywords.empty())
      return emitError(arg->loc,
                       "positional argument follows keyword argument");
    call->children.push_back(std::move(arg));
    return true;
  };
  if (!parseCommaList(")", "to close the argument list", parseArgument))
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
  // As in Python, A[(i, j)] is A[i, j]; A[()] stays a rank-0 access.
  if (subscript->children.size() == 2 &&
      subscript->children[1]->kind == Expr::Tuple &&
      !subscript->children[1]->children.empty()) {
    ExprPtr tuple = std::move(subscript->children[1]);
    subscript->children.pop_back();
    for (ExprPtr &element : tuple->children)
      subscript->children.push_back(std::move(element));
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

/// A number's digits without the underscores that may group them.
static std::string withoutUnderscores(StringRef spelling) {
  std::string digits;
  for (char c : spelling)
    if (c != '_')
      digits.push_back(c);
  return digits;
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
    std::string digits = withoutUnderscores(token.spelling);
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
    std::string digits = withoutUnderscores(token.spelling);
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
