//===- AST.h - The Python subset of TVMScript as a syntax tree --*- C++ -*-===//
//
// What the parser produces and the importer reads: Python expressions and
// statements, each with the location and source text it was parsed from.
//
//===----------------------------------------------------------------------===//

#ifndef PRIM_LIB_TARGET_TVMSCRIPT_SYNTAX_AST_H
#define PRIM_LIB_TARGET_TVMSCRIPT_SYNTAX_AST_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/SMLoc.h"

#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace mlir::prim::tvmscript {

struct Expr;
using ExprPtr = std::unique_ptr<Expr>;

struct Expr {
  enum Kind {
    Name,      // name
    Int,       // intValue
    Float,     // floatValue
    Str,       // name holds the decoded value
    Bool,      // intValue
    NoneLit,
    Attribute, // children[0].name
    Call,      // children[0](children[1..], keywords)
    Subscript, // children[0][children[1..]]
    Slice,     // children: lower, upper, step (each may be null)
    Tuple,
    List,
    Dict,      // children: key0, value0, key1, value1, ...
    BinOp,     // children[0] op children[1]
    UnaryOp,   // op children[0]
    Compare,   // children[0] ops[0] children[1] ops[1] ...
    BoolOp,    // children joined by op ("and" or "or")
    IfExp,     // children: body, test, orelse
    Starred,   // *children[0]
  };

  Expr(Kind kind, llvm::SMLoc loc) : kind(kind), loc(loc) {}

  Kind kind;
  llvm::SMLoc loc;
  /// The height of the tree under this node (a leaf is 1); the parser bounds
  /// it, so that every recursive walk of an expression is bounded too.
  unsigned height = 1;
  /// The source text of the expression.
  llvm::StringRef text;
  /// Name, attribute name or decoded string.
  std::string name;
  int64_t intValue = 0;
  double floatValue = 0;
  /// BinOp/UnaryOp/BoolOp operator; Compare operators.
  std::string op;
  std::vector<std::string> compareOps;
  std::vector<ExprPtr> children;
  std::vector<std::pair<std::string, ExprPtr>> keywords;
  /// Where each keyword argument's name is.
  std::vector<llvm::SMLoc> keywordLocs;
};

struct Stmt;
using StmtPtr = std::unique_ptr<Stmt>;
using StmtList = std::vector<StmtPtr>;

struct Param {
  std::string name;
  llvm::SMLoc loc;
  ExprPtr annotation;
  ExprPtr defaultValue;
};

struct WithItem {
  ExprPtr context;
  ExprPtr target; // may be null
};

struct Stmt {
  enum Kind {
    ExprStmt,   // value
    Assign,     // target = value
    AugAssign,  // target op= value
    AnnAssign,  // target: annotation [= value]
    For,        // for target in value: body [else: orelse]
    While,      // while value: body
    If,         // if value: body else: orelse
    With,       // with items: body
    Assert,     // assert value[, message]
    Return,     // return [value]
    Pass,
    Break,
    Continue,
    FunctionDef,
    ClassDef,
    Import,     // import names
    ImportFrom, // from module import names
    Other,      // a Python statement outside the subset; name says which
  };

  Stmt(Kind kind, llvm::SMLoc loc) : kind(kind), loc(loc) {}

  Kind kind;
  llvm::SMLoc loc;
  ExprPtr target, value, annotation, message;
  std::string op;
  StmtList body, orelse;
  std::vector<WithItem> items;
  // FunctionDef and ClassDef.
  std::string name;
  llvm::SMLoc nameLoc;
  std::vector<ExprPtr> decorators;
  std::vector<Param> params;
  ExprPtr returns;
  // Import and ImportFrom: (dotted name, alias or "") pairs.
  std::string module;
  std::vector<std::pair<std::string, std::string>> names;
};

} // namespace mlir::prim::tvmscript

#endif // PRIM_LIB_TARGET_TVMSCRIPT_SYNTAX_AST_H
