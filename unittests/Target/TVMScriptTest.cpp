//===- TVMScriptTest.cpp - The TVMScript importer's C++ entry point -------===//
//
// importTVMScript from a string: the module it returns verifies and
// compiles; bad input returns null with one located diagnostic.
//
//===----------------------------------------------------------------------===//

#include "prim/Compiler/Compiler.h"
#include "prim/Dialect/Prim/IR/PrimOps.h"
#include "prim/InitPrim.h"
#include "prim/Target/TVMScript.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"

#include <gtest/gtest.h>

using namespace mlir;

namespace {

constexpr llvm::StringLiteral kAddOne = R"py(
from tvm.script import tirx as T

@T.prim_func
def add_one(A: T.Buffer(("n",), "float32"), B: T.Buffer(("n",), "float32")):
    for i in range(A.shape[0]):
        B[i] = A[i] + 1
)py";

TEST(TVMScriptTest, ImportsAVerifiedModuleThatCompiles) {
  DialectRegistry registry;
  prim::registerAllDialects(registry);
  MLIRContext context(registry);
  OwningOpRef<ModuleOp> module =
      prim::importTVMScript(kAddOne, "add_one.py", &context);
  ASSERT_TRUE(module);
  EXPECT_TRUE(succeeded(verify(*module)));
  auto func = module->lookupSymbol<prim::FuncOp>("add_one");
  ASSERT_TRUE(func);
  EXPECT_EQ(func.getNumArguments(), 2u);
  llvm::LLVMContext llvmContext;
  prim::CompileOptions options;
  std::unique_ptr<llvm::Module> llvmModule =
      prim::compileToLLVMIR(*module, llvmContext, options);
  ASSERT_TRUE(llvmModule);
  EXPECT_NE(llvmModule->getFunction("__tvm_ffi_add_one"), nullptr);
}

TEST(TVMScriptTest, BadInputGivesOneLocatedError) {
  MLIRContext context;
  std::vector<std::string> messages;
  ScopedDiagnosticHandler handler(&context, [&](Diagnostic &diag) {
    std::string text;
    llvm::raw_string_ostream os(text);
    os << diag.getLocation() << ": " << diag.str();
    messages.push_back(text);
    return success();
  });
  OwningOpRef<ModuleOp> module = prim::importTVMScript(
      "@T.prim_func\ndef f(A: T.Buffer((4,), \"float32\")):\n"
      "    A[0] = T.fmod(A[1], A[2])\n",
      "bad.py", &context);
  EXPECT_FALSE(module);
  ASSERT_EQ(messages.size(), 1u);
  EXPECT_EQ(messages[0], "loc(\"bad.py\":3:12): 'T.fmod' is not supported: "
                         "TVM's LLVM code generator has no CPU lowering for "
                         "it");
}

} // namespace
