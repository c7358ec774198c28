//===- ReservedNamesTest.cpp - Names no prim.func may take ----------------===//

#include "prim/ABI/PackedABI.h"

#include <gtest/gtest.h>

using mlir::prim::PackedABI;

namespace {

std::string describe(llvm::StringRef name) {
  return PackedABI::describeReservedFunctionName(name).value_or("free");
}

TEST(ReservedNamesTest, GeneratedPrefixes) {
  EXPECT_EQ(describe("__prim_f"), "name '__prim_f' begins with '__prim_', "
                                  "which the symbols Prim generates begin "
                                  "with");
  EXPECT_EQ(describe("__tvm_main"), "name '__tvm_main' begins with '__tvm_', "
                                    "which the symbols Prim generates begin "
                                    "with");
}

/// tvm-ffi's entry point of `f` is `__tvm_ffi_f`, which must not be one of
/// tvm-ffi's own symbols.
TEST(ReservedNamesTest, TVMFFIOwnSymbols) {
  EXPECT_EQ(describe("_metadata_f"),
            "name '_metadata_f' gives the tvm-ffi entry point "
            "'__tvm_ffi__metadata_f', which begins with "
            "'__tvm_ffi__metadata_', as tvm-ffi's own symbols do");
  EXPECT_EQ(describe("_library_ctx"),
            "name '_library_ctx' gives the tvm-ffi entry point "
            "'__tvm_ffi__library_ctx', one of tvm-ffi's own symbols");
}

TEST(ReservedNamesTest, LinkerSymbols) {
  EXPECT_EQ(describe("_init"), "name '_init' is a symbol the linker or the C "
                               "runtime's start files define");
  EXPECT_EQ(describe("main"), "free");
  EXPECT_EQ(describe("_metadata"), "free");
}

} // namespace
