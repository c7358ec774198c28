//===- JITTest.cpp - The C++ API compiles and runs modules in-process -----===//
//
// A host compiler's view: parse a prim module, compile it with JITModule or
// to a shared library, and call the packed functions, for both ABIs.
//
//===----------------------------------------------------------------------===//

#include "prim/Compiler/Compiler.h"
#include "prim/InitPrim.h"
#include "prim/Runtime/PrimRuntime.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/TargetParser/Host.h"
#include "llvm/TargetParser/Triple.h"
#include "llvm/Support/raw_ostream.h"

#include <gtest/gtest.h>

#include <cstring>
#include <string>

using namespace mlir;

namespace {

constexpr const char *kSeed = R"mlir(
prim.func @add_one(%x: memref<3x3xf32>, %y: memref<3x3xf32>) {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %v = memref.load %y[%c0, %c0] : memref<3x3xf32>
  %sum = arith.addf %v, %one : f32
  memref.store %sum, %x[%c0, %c0] : memref<3x3xf32>
  prim.return
}
prim.func @AddViaPackedCFunc(%x: memref<3x3xf32>, %y: memref<3x3xf32>)
    api(unpacked) {
  prim.call_cpacked @add_one(%x, %y) : (memref<3x3xf32>, memref<3x3xf32>) -> ()
  prim.return
}
prim.func @twice_by_name(%v: i64) -> i64 {
  %r = prim.call_packed "jit.twice"(%v) : (i64) -> i64
  prim.return %r : i64
}
)mlir";

/// Calls a packed entry with two 3x3 tensors and returns its status.
int callWithTensors(StringRef abi, void *entry, DLTensor *x, DLTensor *y,
                    int numArgs = 2) {
  if (abi == "tvm-ffi") {
    TVMFFIAny args[2] = {};
    args[0].type_index = kTVMFFIDLTensorPtr;
    args[0].v_ptr = x;
    args[1].type_index = kTVMFFIDLTensorPtr;
    args[1].v_ptr = y;
    TVMFFIAny result = {};
    result.type_index = kTVMFFINone;
    return reinterpret_cast<TVMFFISafeCallType>(entry)(nullptr, args, numArgs,
                                                       &result);
  }
  TVMValue args[2];
  args[0].v_handle = x;
  args[1].v_handle = y;
  int codes[2] = {kTVMDLTensorHandle, kTVMDLTensorHandle};
  TVMValue result;
  int resultCode = kTVMNullptr;
  return reinterpret_cast<TVMBackendPackedCFunc>(entry)(
      args, codes, numArgs, &result, &resultCode, nullptr);
}

DLTensor tensor3x3(float *data, int64_t *shape) {
  DLTensor t;
  std::memset(&t, 0, sizeof t);
  t.data = data;
  t.device = {kDLCPU, 0};
  t.ndim = 2;
  t.dtype = {kDLFloat, 32, 1};
  t.shape = shape;
  return t;
}

class JITTest : public ::testing::TestWithParam<const char *> {
protected:
  JITTest() {
    DialectRegistry registry;
    prim::registerAllDialects(registry);
    context.appendDialectRegistry(registry);
    handler = std::make_unique<ScopedDiagnosticHandler>(
        &context, [this](Diagnostic &diagnostic) {
          diagnostics += diagnostic.str() + "\n";
          return success();
        });
  }

  OwningOpRef<ModuleOp> parse(StringRef source) {
    return parseSourceString<ModuleOp>(source, &context);
  }

  prim::CompileOptions options() {
    prim::CompileOptions result;
    result.abi = GetParam();
    return result;
  }

  MLIRContext context;
  std::unique_ptr<ScopedDiagnosticHandler> handler;
  std::string diagnostics;
};

TEST_P(JITTest, PackedAndUnpackedFunctionsRun) {
  OwningOpRef<ModuleOp> module = parse(kSeed);
  ASSERT_TRUE(module);
  auto jit = prim::JITModule::create(*module, options());
  ASSERT_TRUE(succeeded(jit)) << diagnostics;

  float x[9] = {}, y[9] = {2.5f};
  int64_t shape[2] = {3, 3};
  DLTensor tx = tensor3x3(x, shape), ty = tensor3x3(y, shape);
  void *entry = (*jit)->lookupPacked("add_one");
  ASSERT_NE(entry, nullptr);
  EXPECT_EQ(callWithTensors(GetParam(), entry, &tx, &ty), 0)
      << PrimRuntimeGetLastError();
  EXPECT_EQ(x[0], 3.5f);

  auto direct = reinterpret_cast<int (*)(float *, float *)>(
      (*jit)->lookupSymbol("AddViaPackedCFunc"));
  ASSERT_NE(direct, nullptr);
  y[0] = 41.0f;
  EXPECT_EQ(direct(x, y), 0);
  EXPECT_EQ(x[0], 42.0f);
}

TEST_P(JITTest, ChecksRejectABadCall) {
  OwningOpRef<ModuleOp> module = parse(kSeed);
  ASSERT_TRUE(module);
  auto jit = prim::JITModule::create(*module, options());
  ASSERT_TRUE(succeeded(jit)) << diagnostics;
  float x[9] = {-1.0f}, y[9] = {};
  int64_t shape[2] = {3, 3};
  DLTensor tx = tensor3x3(x, shape), ty = tensor3x3(y, shape);
  EXPECT_EQ(callWithTensors(GetParam(), (*jit)->lookupPacked("add_one"), &tx,
                            &ty, /*numArgs=*/1),
            -1);
  EXPECT_STREQ(PrimRuntimeGetLastError(),
               "add_one: expected 2 arguments, found 1");
  EXPECT_EQ(x[0], -1.0f);
}

int twiceLegacy(TVMValue *args, int *codes, int, TVMValue *ret, int *retCode,
                void *) {
  ret->v_int64 = 2 * args[0].v_int64;
  *retCode = codes[0];
  return 0;
}

int twiceFFI(void *, const TVMFFIAny *args, int32_t, TVMFFIAny *result) {
  result->type_index = kTVMFFIInt;
  result->zero_padding = 0;
  result->v_int64 = 2 * args[0].v_int64;
  return 0;
}

TEST_P(JITTest, CallPackedResolvesThroughTheRuntimeRegistry) {
  bool ffi = StringRef(GetParam()) == "tvm-ffi";
  ASSERT_EQ(ffi ? PrimRuntimeRegisterFFIFunc("jit.twice", twiceFFI, nullptr, 1)
                : PrimRuntimeRegisterLegacyFunc("jit.twice", twiceLegacy,
                                                nullptr, 1),
            0);
  OwningOpRef<ModuleOp> module = parse(kSeed);
  ASSERT_TRUE(module);
  auto jit = prim::JITModule::create(*module, options());
  ASSERT_TRUE(succeeded(jit)) << diagnostics;
  void *entry = (*jit)->lookupPacked("twice_by_name");
  ASSERT_NE(entry, nullptr);
  int64_t value;
  if (ffi) {
    TVMFFIAny arg = {}, result = {};
    arg.type_index = kTVMFFIInt;
    arg.v_int64 = 21;
    result.type_index = kTVMFFINone;
    ASSERT_EQ(reinterpret_cast<TVMFFISafeCallType>(entry)(nullptr, &arg, 1,
                                                          &result),
              0)
        << PrimRuntimeGetLastError();
    EXPECT_EQ(result.type_index, kTVMFFIInt);
    value = result.v_int64;
  } else {
    TVMValue arg, result;
    arg.v_int64 = 21;
    int code = kTVMArgInt, resultCode = kTVMNullptr;
    ASSERT_EQ(reinterpret_cast<TVMBackendPackedCFunc>(entry)(
                  &arg, &code, 1, &result, &resultCode, nullptr),
              0)
        << PrimRuntimeGetLastError();
    EXPECT_EQ(resultCode, kTVMArgInt);
    value = result.v_int64;
  }
  EXPECT_EQ(value, 42);
}

TEST_P(JITTest, UnknownNamesAreNull) {
  OwningOpRef<ModuleOp> module = parse(kSeed);
  ASSERT_TRUE(module);
  auto jit = prim::JITModule::create(*module, options());
  ASSERT_TRUE(succeeded(jit)) << diagnostics;
  EXPECT_EQ((*jit)->lookupPacked("no_such_function"), nullptr);
  EXPECT_EQ((*jit)->lookupSymbol("no_such_symbol"), nullptr);
}

TEST_P(JITTest, RejectsOptionsItCannotHonour) {
  OwningOpRef<ModuleOp> module = parse(kSeed);
  ASSERT_TRUE(module);
  prim::CompileOptions bad = options();
  bad.targetTriple = "aarch64-unknown-linux-gnu";
  if (llvm::Triple(llvm::sys::getProcessTriple()).isAArch64())
    bad.targetTriple = "x86_64-unknown-linux-gnu";
  EXPECT_TRUE(failed(prim::JITModule::create(*module, bad)));
  EXPECT_NE(diagnostics.find("the JIT compiles for the host"),
            std::string::npos)
      << diagnostics;

  diagnostics.clear();
  bad = options();
  bad.abi = "tvm-next";
  EXPECT_TRUE(failed(prim::JITModule::create(*module, bad)));
  EXPECT_EQ(diagnostics,
            "prim: unknown ABI 'tvm-next'; expected one of tvm-legacy, "
            "tvm-ffi\n");
}

TEST_P(JITTest, FailedLinkLeavesTheOutputUntouched) {
  OwningOpRef<ModuleOp> module = parse(kSeed);
  ASSERT_TRUE(module);
  llvm::SmallString<128> path;
  ASSERT_FALSE(llvm::sys::fs::createTemporaryFile("prim-jit-test", "so", path));
  {
    std::error_code ec;
    llvm::raw_fd_ostream os(path, ec);
    os << "previous contents";
  }
  prim::CompileOptions bad = options();
  bad.linker = "prim-no-such-linker";
  EXPECT_TRUE(failed(prim::compileToSharedLibrary(*module, bad, path)));
  EXPECT_NE(diagnostics.find("no compiler driver to link with "
                             "('prim-no-such-linker' on the PATH)"),
            std::string::npos)
      << diagnostics;
  auto contents = llvm::MemoryBuffer::getFile(path);
  ASSERT_TRUE(contents);
  EXPECT_EQ((*contents)->getBuffer(), "previous contents");
  llvm::sys::fs::remove(path);
}

TEST_P(JITTest, CodeGenerationErrorsAreDiagnostics) {
  // Assembly no target accepts: LLVM reports it while the JIT generates
  // code, which ended the process before the JIT had a handler.
  OwningOpRef<ModuleOp> module = parse(R"mlir(
prim.func @f(%a: memref<4xf32>) attributes {prim.noinline} {
  llvm.inline_asm has_side_effects "not an instruction", "" : () -> ()
  prim.return
}
)mlir");
  ASSERT_TRUE(module);
  EXPECT_TRUE(failed(prim::JITModule::create(*module, options())));
  EXPECT_NE(diagnostics.find("code generation failed: <inline asm>:1:"),
            std::string::npos)
      << diagnostics;
}

// The MLIR module is emptied once translated, so that it and the LLVM
// module are never both whole while LLVM optimizes and generates code.
TEST_P(JITTest, TranslationReleasesTheMLIRModule) {
  OwningOpRef<ModuleOp> module = parse(kSeed);
  ASSERT_TRUE(module);
  llvm::LLVMContext llvmContext;
  std::unique_ptr<llvm::Module> llvmModule =
      prim::compileToLLVMIR(*module, llvmContext, options());
  ASSERT_TRUE(llvmModule) << diagnostics;
  EXPECT_TRUE(llvmModule->getFunction("AddViaPackedCFunc"));
  EXPECT_TRUE(module->getBody()->empty());
}

INSTANTIATE_TEST_SUITE_P(BothABIs, JITTest,
                         ::testing::Values("tvm-legacy", "tvm-ffi"),
                         [](const auto &info) {
                           return info.param == std::string("tvm-ffi")
                                      ? std::string("FFI")
                                      : std::string("Legacy");
                         });

} // namespace
