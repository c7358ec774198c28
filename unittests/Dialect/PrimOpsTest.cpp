//===- PrimOpsTest.cpp - Build prim ops from C++ and verify them ----------===//

#include "prim/Dialect/Prim/IR/PrimOps.h"
#include "prim/InitPrim.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"

#include <gtest/gtest.h>

using namespace mlir;
using namespace mlir::prim;

namespace {

class PrimOpsTest : public ::testing::Test {
protected:
  PrimOpsTest() : builder(&context) {
    DialectRegistry registry;
    mlir::prim::registerAllDialects(registry);
    context.appendDialectRegistry(registry);
    context.loadAllAvailableDialects();
    module = ModuleOp::create(builder.getUnknownLoc());
    builder.setInsertionPointToEnd(module->getBody());
    // Collect diagnostics instead of printing them.
    handler = std::make_unique<ScopedDiagnosticHandler>(
        &context, [this](Diagnostic &diag) {
          messages.push_back(diag.str());
          return success();
        });
  }

  /// Builds `prim.func @name(params) -> results` with an empty body that
  /// returns nothing (or no body when `declaration`).
  FuncOp buildFunc(StringRef name, TypeRange params, TypeRange results = {},
                   bool declaration = false) {
    auto func = FuncOp::create(builder, builder.getUnknownLoc(), name,
                               builder.getFunctionType(params, results));
    if (declaration) {
      func.setPrivate();
      return func;
    }
    Block *entry = func.addEntryBlock();
    OpBuilder::InsertionGuard guard(builder);
    builder.setInsertionPointToEnd(entry);
    if (results.empty())
      ReturnOp::create(builder, builder.getUnknownLoc());
    return func;
  }

  bool moduleVerifies() { return succeeded(verify(*module)); }

  MemRefType buffer(ArrayRef<int64_t> shape, Type element = {}) {
    return MemRefType::get(shape, element ? element : builder.getF32Type());
  }

  MLIRContext context;
  OpBuilder builder;
  OwningOpRef<ModuleOp> module;
  std::vector<std::string> messages;
  std::unique_ptr<ScopedDiagnosticHandler> handler;
};

TEST_F(PrimOpsTest, BuildsAVerifiedCallTIR) {
  MemRefType type = buffer({4, 5});
  buildFunc("callee", {type, type});
  FuncOp caller = buildFunc("caller", {type, type});
  builder.setInsertionPoint(caller.getBody().front().getTerminator());
  CallTIROp::create(builder, builder.getUnknownLoc(), TypeRange{}, "callee",
                    caller.getArguments());
  EXPECT_TRUE(moduleVerifies());
  EXPECT_TRUE(messages.empty());
}

TEST_F(PrimOpsTest, CallTIRStaticDimMismatchNamesOperandAndDim) {
  buildFunc("callee", {buffer({4, 5})});
  FuncOp caller = buildFunc("caller", {buffer({4, 6})});
  builder.setInsertionPoint(caller.getBody().front().getTerminator());
  CallTIROp::create(builder, builder.getUnknownLoc(), TypeRange{}, "callee",
                    caller.getArguments());
  EXPECT_FALSE(moduleVerifies());
  ASSERT_EQ(messages.size(), 1u);
  EXPECT_EQ(messages[0], "'prim.call_tir' op operand #0: dim 1 is 6, but the "
                         "callee expects 5");
}

TEST_F(PrimOpsTest, CallTIRAcceptsStaticBufferForDynamicParameter) {
  buildFunc("callee", {buffer({ShapedType::kDynamic, 5})});
  FuncOp caller = buildFunc("caller", {buffer({4, 5})});
  builder.setInsertionPoint(caller.getBody().front().getTerminator());
  CallTIROp::create(builder, builder.getUnknownLoc(), TypeRange{}, "callee",
                    caller.getArguments());
  EXPECT_TRUE(moduleVerifies());
}

TEST_F(PrimOpsTest, CallCPackedArityMismatch) {
  MemRefType type = buffer({3, 3});
  buildFunc("callee", {type, type});
  FuncOp caller = buildFunc("caller", {type});
  builder.setInsertionPoint(caller.getBody().front().getTerminator());
  CallCPackedOp::create(builder, builder.getUnknownLoc(), TypeRange{},
                        "callee", caller.getArguments(), Value());
  EXPECT_FALSE(moduleVerifies());
  ASSERT_EQ(messages.size(), 1u);
  EXPECT_EQ(messages[0],
            "'prim.call_cpacked' op passes 1 arguments, but @callee takes 2");
}

TEST_F(PrimOpsTest, ResourceHandleMustBeAHandle) {
  FuncOp func = buildFunc("f", {builder.getI64Type()});
  func.setArgAttr(0, PrimDialect::kResourceHandleAttrName,
                  builder.getUnitAttr());
  EXPECT_FALSE(moduleVerifies());
  ASSERT_FALSE(messages.empty());
  EXPECT_EQ(messages[0], "'prim.func' op parameter #0: the resource handle "
                         "must be a !prim.handle, not 'i64'");
}

TEST_F(PrimOpsTest, ResourceHandleIndexIsFound) {
  auto handle = HandleType::get(&context);
  FuncOp func = buildFunc("f", {buffer({2}), handle});
  func.setArgAttr(1, PrimDialect::kResourceHandleAttrName,
                  builder.getUnitAttr());
  EXPECT_TRUE(moduleVerifies());
  EXPECT_EQ(func.getResourceHandleIndex(), std::optional<unsigned>(1));
  EXPECT_EQ(func.getNumDataArguments(), 1u);
}

TEST_F(PrimOpsTest, UnpackedRejectsStridedBuffer) {
  auto strided = MemRefType::get(
      {4, 4}, builder.getF32Type(),
      StridedLayoutAttr::get(&context, /*offset=*/0, /*strides=*/{8, 1}));
  FuncOp func = buildFunc("f", {strided});
  func.setApiAttr(APIAttr::get(&context, API::Unpacked));
  EXPECT_FALSE(moduleVerifies());
  ASSERT_EQ(messages.size(), 1u);
  EXPECT_NE(messages[0].find("which the unpacked API cannot express"),
            std::string::npos);
}

TEST_F(PrimOpsTest, PublicFunctionsDefaultToPacked) {
  FuncOp func = buildFunc("f", {buffer({2})});
  EXPECT_EQ(func.getCallingConvention(), API::Packed);
  EXPECT_TRUE(func.isPackedEntry());
  FuncOp decl = buildFunc("ext", {buffer({2})}, {}, /*declaration=*/true);
  EXPECT_FALSE(decl.isPackedEntry());
  EXPECT_TRUE(moduleVerifies());
}

TEST_F(PrimOpsTest, PackedCallRejectsTensorOperand) {
  FuncOp caller = buildFunc("caller", {});
  builder.setInsertionPoint(caller.getBody().front().getTerminator());
  auto tensorType = RankedTensorType::get({2}, builder.getF32Type());
  Value tensor = arith::ConstantOp::create(
      builder, builder.getUnknownLoc(),
      DenseElementsAttr::get(tensorType, builder.getF32FloatAttr(1.0f)));
  CallPackedOp::create(builder, builder.getUnknownLoc(), TypeRange{}, "ext",
                       ValueRange{tensor});
  EXPECT_FALSE(moduleVerifies());
  ASSERT_EQ(messages.size(), 1u);
  EXPECT_EQ(messages[0], "'prim.call_packed' op operand #0 has type "
                         "'tensor<2xf32>', which no ABI can pass through a "
                         "packed call");
}

} // namespace
