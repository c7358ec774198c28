//===- Lexer.cpp - Lexer for the Python subset of TVMScript ---------------===//

#include "Lexer.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/ConvertUTF.h"

using namespace mlir::prim::tvmscript;

Lexer::Lexer(llvm::StringRef buffer, bool expressionOnly)
    : buffer(buffer), cur(buffer.begin()), expressionOnly(expressionOnly),
      atLineStart(!expressionOnly) {}

Token Lexer::makeToken(TokenKind kind, const char *start) {
  Token token;
  token.kind = kind;
  token.spelling = llvm::StringRef(start, cur - start);
  token.location = start;
  lastWasNewline = kind == TokenKind::newline;
  return token;
}

Token Lexer::makeError(const char *at, const llvm::Twine &message) {
  errorMessage = message.str();
  finished = true;
  Token token;
  token.kind = TokenKind::error;
  token.location = at;
  return token;
}

bool Lexer::handleLineStart(Token &out) {
  // Skip blank and comment-only lines; measure the first real line.
  while (true) {
    unsigned column = 0;
    const char *lineStart = cur;
    while (cur != buffer.end() && (*cur == ' ' || *cur == '\t' || *cur == '\f')) {
      if (*cur == '\t')
        column = (column / 8 + 1) * 8;
      else if (*cur == ' ')
        ++column;
      ++cur;
    }
    if (cur == buffer.end())
      return false;
    if (*cur == '#') {
      while (cur != buffer.end() && *cur != '\n')
        ++cur;
    }
    if (cur != buffer.end() && (*cur == '\n' || *cur == '\r')) {
      ++cur;
      continue;
    }
    if (cur == buffer.end())
      return false;
    atLineStart = false;
    if (column > indents.back()) {
      if (indents.size() > kMaxNesting) {
        out = makeError(cur, "indentation is nested too deeply");
        return true;
      }
      indents.push_back(column);
      pendingIndent = true;
      pendingLoc = cur;
      return false;
    }
    while (column < indents.back()) {
      indents.pop_back();
      ++pendingDedents;
    }
    pendingLoc = cur;
    if (column != indents.back()) {
      out = makeError(lineStart,
                      "unindent does not match any outer indentation level");
      return true;
    }
    return false;
  }
}

Token Lexer::lex() {
  if (finished) {
    Token token;
    token.kind = TokenKind::eof;
    token.location = buffer.end();
    return token;
  }
  if (atLineStart && bracketDepth == 0) {
    Token error;
    if (handleLineStart(error))
      return error;
  }
  if (pendingIndent) {
    pendingIndent = false;
    Token token;
    token.kind = TokenKind::indent;
    token.location = pendingLoc;
    lastWasNewline = false;
    return token;
  }
  if (pendingDedents) {
    --pendingDedents;
    Token token;
    token.kind = TokenKind::dedent;
    token.location = pendingLoc;
    lastWasNewline = false;
    return token;
  }

  // Skip spaces, comments and (inside brackets) line breaks.
  while (cur != buffer.end()) {
    char c = *cur;
    if (c == ' ' || c == '\t' || c == '\f') {
      ++cur;
    } else if (c == '#') {
      while (cur != buffer.end() && *cur != '\n')
        ++cur;
    } else if (c == '\\' && cur + 1 != buffer.end() &&
               (cur[1] == '\n' || cur[1] == '\r')) {
      cur += 2;
      if (cur != buffer.end() && cur[-1] == '\r' && *cur == '\n')
        ++cur;
    } else if ((c == '\n' || c == '\r') &&
               (bracketDepth > 0 || expressionOnly)) {
      ++cur;
    } else {
      break;
    }
  }

  if (cur == buffer.end()) {
    if (bracketDepth > 0 && !expressionOnly)
      return makeError(cur, "unexpected end of file inside brackets");
    // A final NEWLINE, then the DEDENTs that close every open block.
    if (!expressionOnly && !lastWasNewline) {
      Token token;
      token.kind = TokenKind::newline;
      token.location = cur;
      lastWasNewline = true;
      return token;
    }
    if (!expressionOnly && indents.size() > 1) {
      indents.pop_back();
      Token token;
      token.kind = TokenKind::dedent;
      token.location = cur;
      return token;
    }
    finished = true;
    Token token;
    token.kind = TokenKind::eof;
    token.location = cur;
    return token;
  }

  const char *start = cur;
  char c = *cur;
  if (c == '\n' || c == '\r') {
    ++cur;
    if (c == '\r' && cur != buffer.end() && *cur == '\n')
      ++cur;
    atLineStart = true;
    Token token = makeToken(TokenKind::newline, start);
    token.spelling = llvm::StringRef();
    return token;
  }
  if (llvm::isDigit(c) ||
      (c == '.' && cur + 1 != buffer.end() && llvm::isDigit(cur[1])))
    return lexNumber(start);
  if (c == '"' || c == '\'')
    return lexString(start, cur);
  if (llvm::isAlpha(c) || c == '_')
    return lexIdentifier(start);
  if (static_cast<unsigned char>(c) >= 0x80)
    return makeError(cur, "non-ASCII characters are only accepted in strings "
                          "and comments");

  // Operators, longest first.
  static const char *const operators[] = {
      "//=", "**=", ">>=", "<<=", "...", "->", "+=", "-=", "*=", "/=", "%=",
      "&=",  "|=",  "^=",  "@=",  "==",  "!=", "<=", ">=", "//", "**", "<<",
      ">>",  ":=",  "+",   "-",   "*",   "/",  "%",  "@",  "&",  "|",  "^",
      "~",   "<",   ">",   "(",   ")",   "[",  "]",  "{",  "}",  ",",  ":",
      ".",   ";",   "="};
  llvm::StringRef rest(cur, buffer.end() - cur);
  for (const char *op : operators) {
    if (!rest.starts_with(op))
      continue;
    cur += strlen(op);
    llvm::StringRef spelling(op);
    if (spelling == "(" || spelling == "[" || spelling == "{") {
      if (++bracketDepth > kMaxNesting)
        return makeError(start, "brackets are nested too deeply");
    } else if (spelling == ")" || spelling == "]" || spelling == "}") {
      if (bracketDepth == 0)
        return makeError(start, "unmatched '" + spelling + "'");
      --bracketDepth;
    }
    return makeToken(TokenKind::punct, start);
  }
  return makeError(start, "unexpected character '" +
                              (llvm::isPrint(c) ? std::string(1, c)
                                                : "\\x" + llvm::utohexstr(
                                                              (unsigned char)c,
                                                              false, 2)) +
                              "'");
}

Token Lexer::lexNumber(const char *start) {
  auto digitsWhile = [&](auto pred) {
    while (cur != buffer.end() && (pred(*cur) || *cur == '_'))
      ++cur;
  };
  bool isFloat = false;
  if (*cur == '0' && cur + 1 != buffer.end() &&
      llvm::is_contained("xXoObB", cur[1])) {
    char base = llvm::toLower(cur[1]);
    cur += 2;
    const char *digits = cur;
    digitsWhile([&](char d) {
      return base == 'x' ? llvm::isHexDigit(d)
             : base == 'o' ? (d >= '0' && d <= '7')
                           : (d == '0' || d == '1');
    });
    if (cur == digits)
      return makeError(start, "malformed number");
  } else {
    digitsWhile(llvm::isDigit);
    if (cur != buffer.end() && *cur == '.') {
      isFloat = true;
      ++cur;
      digitsWhile(llvm::isDigit);
    }
    if (cur != buffer.end() && (*cur == 'e' || *cur == 'E')) {
      isFloat = true;
      ++cur;
      if (cur != buffer.end() && (*cur == '+' || *cur == '-'))
        ++cur;
      const char *exponent = cur;
      digitsWhile(llvm::isDigit);
      if (cur == exponent)
        return makeError(start, "malformed number");
    }
  }
  if (cur != buffer.end() && (llvm::isAlnum(*cur) || *cur == '_'))
    return makeError(start, "malformed number");
  return makeToken(isFloat ? TokenKind::floating : TokenKind::integer, start);
}

Token Lexer::lexString(const char *start, const char *quote) {
  char q = *quote;
  bool triple = buffer.end() - quote >= 3 && quote[1] == q && quote[2] == q;
  cur = quote + (triple ? 3 : 1);
  while (true) {
    if (cur == buffer.end())
      return makeError(start, "unterminated string");
    char c = *cur;
    if (c == '\\') {
      cur += (cur + 1 != buffer.end()) ? 2 : 1;
      continue;
    }
    if (!triple && (c == '\n' || c == '\r'))
      return makeError(start, "unterminated string");
    if (c == q) {
      if (!triple) {
        ++cur;
        break;
      }
      if (buffer.end() - cur >= 3 && cur[1] == q && cur[2] == q) {
        cur += 3;
        break;
      }
    }
    ++cur;
  }
  return makeToken(TokenKind::string, start);
}

Token Lexer::lexIdentifier(const char *start) {
  while (cur != buffer.end() && (llvm::isAlnum(*cur) || *cur == '_'))
    ++cur;
  llvm::StringRef word(start, cur - start);
  // String prefixes.
  if (cur != buffer.end() && (*cur == '"' || *cur == '\'') &&
      word.size() <= 2) {
    std::string lower = word.lower();
    if (lower == "r" || lower == "u")
      return lexString(start, cur);
    if (lower.find_first_not_of("rbuf") == std::string::npos)
      return makeError(start, "'" + word +
                                  "' strings (bytes and f-strings) are not "
                                  "part of TVMScript");
  }
  static const llvm::StringRef keywords[] = {
      "False", "None",   "True",     "and",    "as",       "assert", "async",
      "await", "break",  "class",    "continue", "def",    "del",    "elif",
      "else",  "except", "finally",  "for",    "from",     "global", "if",
      "import", "in",    "is",       "lambda", "nonlocal", "not",    "or",
      "pass",  "raise",  "return",   "try",    "while",    "with",   "yield"};
  bool isKeyword = llvm::is_contained(keywords, word);
  return makeToken(isKeyword ? TokenKind::keyword : TokenKind::name, start);
}

std::string Lexer::decodeString(llvm::StringRef spelling) {
  bool raw = false;
  while (!spelling.empty() && spelling.front() != '"' &&
         spelling.front() != '\'') {
    raw |= llvm::toLower(spelling.front()) == 'r';
    spelling = spelling.drop_front();
  }
  if (spelling.size() >= 6 && (spelling.starts_with("\"\"\"") ||
                               spelling.starts_with("'''")))
    spelling = spelling.drop_front(3).drop_back(3);
  else if (spelling.size() >= 2)
    spelling = spelling.drop_front().drop_back();
  if (raw)
    return spelling.str();
  std::string out;
  for (size_t i = 0; i < spelling.size(); ++i) {
    char c = spelling[i];
    if (c != '\\' || i + 1 == spelling.size()) {
      out.push_back(c);
      continue;
    }
    char e = spelling[++i];
    switch (e) {
    case 'n': out.push_back('\n'); break;
    case 't': out.push_back('\t'); break;
    case 'r': out.push_back('\r'); break;
    case '0': out.push_back('\0'); break;
    case '\\': out.push_back('\\'); break;
    case '\'': out.push_back('\''); break;
    case '"': out.push_back('"'); break;
    case '\n': break;
    case 'x':
      if (i + 2 < spelling.size() + 0 && llvm::isHexDigit(spelling[i + 1]) &&
          llvm::isHexDigit(spelling[i + 2])) {
        out.push_back(static_cast<char>(
            llvm::hexFromNibbles(spelling[i + 1], spelling[i + 2])));
        i += 2;
        break;
      }
      [[fallthrough]];
    default:
      out.push_back('\\');
      out.push_back(e);
    }
  }
  return out;
}
