//===- LinkTest.cpp - How the partitions' objects are joined --------------===//
//
// The library joins partitions with an ld.lld process and leaves the
// process's LLVM options alone; lld in the process (what prim-compile uses)
// resets them, which is why a library inside another program does not.
//
//===----------------------------------------------------------------------===//

#include "prim/Compiler/Compiler.h"
#include "prim/Compiler/InProcessLinker.h"
#include "prim/InitPrim.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/raw_ostream.h"

#include <gtest/gtest.h>

#include <string>

using namespace mlir;

namespace {

/// `count` functions of a loop each, each calling the one before: enough
/// work that compileToObject splits the module into partitions.
std::string chain(int count) {
  std::string text;
  llvm::raw_string_ostream os(text);
  for (int i = 0; i < count; ++i) {
    os << "prim.func @f" << i
       << "(%a: memref<64xf32>, %b: memref<64xf32>) {\n";
    if (i > 0)
      os << "  prim.call_cpacked @f" << i - 1
         << "(%a, %b) : (memref<64xf32>, memref<64xf32>) -> ()\n";
    os << R"mlir(  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 64 : index
  %s = arith.constant 2.0 : f32
  scf.for %j = %c0 to %n step %c1 {
    %x = memref.load %a[%j] : memref<64xf32>
    %y = arith.mulf %x, %s : f32
    memref.store %y, %b[%j] : memref<64xf32>
  }
  prim.return
}
)mlir";
  }
  return text;
}

/// Compiles `chain(10)` to an object with `options`; its bytes.
std::string compileChain(const prim::CompileOptions &options) {
  DialectRegistry registry;
  prim::registerAllDialects(registry);
  MLIRContext context(registry);
  OwningOpRef<ModuleOp> module =
      parseSourceString<ModuleOp>(chain(10), &context);
  EXPECT_TRUE(module);
  std::string object;
  llvm::raw_string_ostream os(object);
  llvm::buffer_ostream buffer(os);
  EXPECT_TRUE(succeeded(prim::compileToObject(*module, options, buffer)));
  return object;
}

/// LLVM's -inline-threshold, as a host program might set it.
llvm::cl::opt<int> &inlineThreshold() {
  auto *option = dynamic_cast<llvm::cl::opt<int> *>(
      llvm::cl::getRegisteredOptions().lookup("inline-threshold"));
  EXPECT_NE(option, nullptr);
  return *option;
}

TEST(LinkTest, TheLibraryLeavesLLVMOptionsAlone) {
  const char *argv[] = {"host", "-inline-threshold=123"};
  ASSERT_TRUE(llvm::cl::ParseCommandLineOptions(2, argv));
  ASSERT_EQ(inlineThreshold().getValue(), 123);

  prim::CompileOptions options;
  options.abi = "tvm-legacy";
  std::string byProcess = compileChain(options);
  EXPECT_EQ(inlineThreshold().getValue(), 123);
  EXPECT_EQ(inlineThreshold().getNumOccurrences(), 1);

  // The same module, joined by lld in this process: the same bytes (so the
  // module was split, and linked), and the host's option is back to its
  // default.
  int links = 0;
  options.runLinker = [&](llvm::ArrayRef<const char *> args,
                          std::string &messages) {
    ++links;
    return prim::runLLDInProcess(args, messages);
  };
  std::string inProcess = compileChain(options);
  EXPECT_EQ(links, 1);
  EXPECT_FALSE(byProcess.empty());
  EXPECT_EQ(byProcess, inProcess);
  EXPECT_EQ(inlineThreshold().getNumOccurrences(), 0);
  EXPECT_NE(inlineThreshold().getValue(), 123);
}

} // namespace
