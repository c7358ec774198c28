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

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FileUtilities.h"
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

/// Compiles `chain(10)` to an object with `options`; its bytes. Whether it
/// succeeds is `succeeded`, and what it reported goes to `errors`.
std::string compileChain(const prim::CompileOptions &options,
                         bool &succeeded, std::string &errors) {
  DialectRegistry registry;
  prim::registerAllDialects(registry);
  MLIRContext context(registry);
  ScopedDiagnosticHandler handler(&context, [&](Diagnostic &diagnostic) {
    errors += diagnostic.str() + "\n";
  });
  OwningOpRef<ModuleOp> module =
      parseSourceString<ModuleOp>(chain(10), &context);
  EXPECT_TRUE(module);
  std::string object;
  llvm::raw_string_ostream os(object);
  {
    llvm::buffer_ostream buffer(os);
    succeeded =
        mlir::succeeded(prim::compileToObject(*module, options, buffer));
  }
  return object;
}

/// compileChain, which must succeed without a word.
std::string compileChain(const prim::CompileOptions &options) {
  bool succeeded = false;
  std::string errors;
  std::string object = compileChain(options, succeeded, errors);
  EXPECT_TRUE(succeeded);
  EXPECT_EQ(errors, "");
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

/// A link that fails is an error that names it and carries the linker's
/// messages, and nothing reaches the output.
TEST(LinkTest, AFailedLinkIsReported) {
  prim::CompileOptions options;
  options.abi = "tvm-legacy";
  int links = 0;
  options.runLinker = [&](llvm::ArrayRef<const char *>,
                          std::string &messages) {
    ++links;
    messages = "ld.lld: error: the disk is full";
    return false;
  };
  bool succeeded = true;
  std::string errors;
  std::string object = compileChain(options, succeeded, errors);
  EXPECT_EQ(links, 1);
  EXPECT_FALSE(succeeded);
  EXPECT_EQ(errors, "linking the partitions failed: ld.lld: error: the disk "
                    "is full\n");
  EXPECT_EQ(object, "");
}

/// lld in the process reports an input it cannot read, writes no output,
/// and links again afterwards.
TEST(LinkTest, LLDInProcessReportsBadInput) {
  llvm::SmallString<128> junk, output;
  int fd;
  ASSERT_FALSE(llvm::sys::fs::createTemporaryFile("junk", "o", fd, junk));
  llvm::FileRemover removeJunk(junk);
  {
    llvm::raw_fd_ostream os(fd, /*shouldClose=*/true);
    os << "not an object\n";
  }
  ASSERT_FALSE(llvm::sys::fs::createTemporaryFile("linked", "o", output));
  llvm::FileRemover removeOutput(output);
  ASSERT_FALSE(llvm::sys::fs::remove(output));

  std::string messages;
  const char *args[] = {"-r", "-o", output.c_str(), junk.c_str()};
  EXPECT_FALSE(prim::runLLDInProcess(args, messages));
  EXPECT_NE(messages.find("ld.lld: error: " + junk.str().str() +
                          ":1: unknown directive: not"),
            std::string::npos)
      << messages;
  EXPECT_FALSE(llvm::sys::fs::exists(output));

  // The failure left lld able to link: the chain, split and joined in this
  // process.
  prim::CompileOptions options;
  options.abi = "tvm-legacy";
  options.runLinker = prim::runLLDInProcess;
  EXPECT_FALSE(compileChain(options).empty());
}

} // namespace
