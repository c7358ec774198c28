//===- TVMScriptSyntaxTest.cpp - The TVMScript syntax library alone -------===//
//
// PrimTVMScriptSyntax without MLIR: this test links the syntax library and
// LLVM's Support only, parses a file into the syntax tree, and reports a
// syntax error at its location.
//
//===----------------------------------------------------------------------===//

#include "Syntax/Parser.h"

#include <gtest/gtest.h>

using namespace mlir::prim::tvmscript;

namespace {

constexpr llvm::StringLiteral kFile = R"py(from tvm.script import tir as T

@T.prim_func
def f(A: T.Buffer((4,), "int32")):
    for i in range(4):
        A[i] = i * 2 + 1
)py";

TEST(TVMScriptSyntaxTest, ParsesAFileIntoTheTree) {
  std::string errors;
  Parser parser(kFile, [&](llvm::SMLoc, const llvm::Twine &message) {
    errors += message.str();
  });
  StmtList file;
  ASSERT_TRUE(parser.parseFile(file)) << errors;
  ASSERT_EQ(file.size(), 2u);
  EXPECT_EQ(file[0]->kind, Stmt::ImportFrom);
  EXPECT_EQ(file[0]->module, "tvm.script");
  Stmt &def = *file[1];
  ASSERT_EQ(def.kind, Stmt::FunctionDef);
  EXPECT_EQ(def.name, "f");
  ASSERT_EQ(def.decorators.size(), 1u);
  EXPECT_EQ(def.decorators[0]->text, "T.prim_func");
  ASSERT_EQ(def.params.size(), 1u);
  EXPECT_EQ(def.params[0].annotation->text, "T.Buffer((4,), \"int32\")");
  ASSERT_EQ(def.body.size(), 1u);
  Stmt &loop = *def.body[0];
  ASSERT_EQ(loop.kind, Stmt::For);
  ASSERT_EQ(loop.body.size(), 1u);
  Expr &value = *loop.body[0]->value;
  // i * 2 + 1 is (i * 2) + 1.
  ASSERT_EQ(value.kind, Expr::BinOp);
  EXPECT_EQ(value.op, "+");
  EXPECT_EQ(value.children[0]->op, "*");
  EXPECT_EQ(value.text, "i * 2 + 1");
}

TEST(TVMScriptSyntaxTest, ReportsAnErrorAtItsLocation) {
  llvm::StringRef source = "x = (1 +\n";
  std::string message;
  const char *at = nullptr;
  Parser parser(source, [&](llvm::SMLoc loc, const llvm::Twine &m) {
    message = m.str();
    at = loc.getPointer();
  });
  StmtList file;
  EXPECT_FALSE(parser.parseFile(file));
  EXPECT_FALSE(message.empty());
  ASSERT_NE(at, nullptr);
  EXPECT_GE(at, source.begin());
  EXPECT_LE(at, source.end());
}

TEST(TVMScriptSyntaxTest, ParsesAShapeString) {
  Parser parser(
      "n * 4", [](llvm::SMLoc, const llvm::Twine &) {},
      /*expressionOnly=*/true);
  ExprPtr e = parser.parseStandaloneExpression();
  ASSERT_TRUE(e);
  EXPECT_EQ(e->kind, Expr::BinOp);
  EXPECT_EQ(e->children[0]->name, "n");
  EXPECT_EQ(e->children[1]->intValue, 4);
}

} // namespace
