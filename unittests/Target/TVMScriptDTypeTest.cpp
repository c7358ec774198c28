//===- TVMScriptDTypeTest.cpp - TIR dtypes and their promotion ------------===//
//
// DType.h: the names of dtypes, and what TIR's binary operators make of two
// operands' dtypes (literals, lanes, ranks), with the reasons they refuse.
//
//===----------------------------------------------------------------------===//

#include "DType.h"

#include <gtest/gtest.h>

using namespace mlir::prim::tvmscript;

namespace {

const DType i8 = DType::i(8), i32 = DType::i(32), i64 = DType::i(64);
const DType u8{DType::UInt, 8}, u32{DType::UInt, 32};
const DType f16 = DType::f(16), f32 = DType::f(32), f64 = DType::f(64);
const DType bf16{DType::BFloat, 16};
const DType b = DType::boolean(), h = DType::handle();

TEST(TVMScriptDTypeTest, ParsesNamesCalleesAndVectors) {
  EXPECT_EQ(parseDType("int8"), i8);
  EXPECT_EQ(parseDType("uint32"), u32);
  EXPECT_EQ(parseDType("bfloat16"), bf16);
  EXPECT_EQ(parseDType("handle"), h);
  EXPECT_EQ(parseDType("int31"), std::nullopt);
  EXPECT_EQ(parseDType("float32x4"), std::nullopt);
  EXPECT_EQ(parseDTypeCallee("T.float16"), f16);
  EXPECT_EQ(parseDTypeCallee("T.boolean"), b);
  EXPECT_EQ(parseDTypeCallee("T.bool"), b);
  EXPECT_EQ(parseDTypeCallee("float16"), std::nullopt);
  EXPECT_EQ(parseVectorDType("float32x4"), f32.withLanes(4));
  EXPECT_EQ(parseVectorDType("int8"), i8);
  // Lanes run from 2 to 1024; handles have none.
  EXPECT_EQ(parseVectorDType("float32x1"), std::nullopt);
  EXPECT_EQ(parseVectorDType("float32x1025"), std::nullopt);
  EXPECT_EQ(parseVectorDType("handlex4"), std::nullopt);
}

TEST(TVMScriptDTypeTest, PrintsDTypes) {
  EXPECT_EQ(u8.str(), "uint8");
  EXPECT_EQ(bf16.str(), "bfloat16");
  EXPECT_EQ(b.str(), "bool");
  EXPECT_EQ(f32.withLanes(8).str(), "float32x8");
  EXPECT_EQ(f16.withLanes(2).bytes(), 4u);
  EXPECT_EQ(b.bytes(), 1u);
}

TEST(TVMScriptDTypeTest, LiteralsAloneAndInPairs) {
  EXPECT_EQ(literalDType(LiteralKind::Int), i32);
  EXPECT_EQ(literalDType(LiteralKind::Float), f32);
  EXPECT_EQ(literalDType(LiteralKind::Bool), b);
  EXPECT_EQ(literalPairDType(LiteralKind::Int, LiteralKind::Int), i32);
  EXPECT_EQ(literalPairDType(LiteralKind::Int, LiteralKind::Float), f32);
  EXPECT_EQ(literalPairDType(LiteralKind::Float, LiteralKind::Bool), f32);
  // The first literal decides when neither is a float.
  EXPECT_EQ(literalPairDType(LiteralKind::Bool, LiteralKind::Int), b);
  EXPECT_EQ(literalPairDType(LiteralKind::Int, LiteralKind::Bool), i32);
}

TEST(TVMScriptDTypeTest, LiteralsTakeTheOtherOperandsDType) {
  EXPECT_EQ(literalDTypeBeside(LiteralKind::Int, i8), i8);
  EXPECT_EQ(literalDTypeBeside(LiteralKind::Int, f16), f16);
  EXPECT_EQ(literalDTypeBeside(LiteralKind::Int, b), b);
  EXPECT_EQ(literalDTypeBeside(LiteralKind::Float, f64), f64);
  EXPECT_EQ(literalDTypeBeside(LiteralKind::Float, bf16), bf16);
  EXPECT_EQ(literalDTypeBeside(LiteralKind::Float, i64), f32);
  EXPECT_EQ(literalDTypeBeside(LiteralKind::Bool, b), b);
  EXPECT_EQ(literalDTypeBeside(LiteralKind::Bool, i32), b);
  // A vector operand keeps its lanes.
  EXPECT_EQ(literalDTypeBeside(LiteralKind::Int, i32.withLanes(4)),
            i32.withLanes(4));
}

TEST(TVMScriptDTypeTest, ScalarsBroadcastToVectors) {
  llvm::Expected<unsigned> lanes = commonLanes(f32, f32.withLanes(4));
  ASSERT_TRUE(bool(lanes));
  EXPECT_EQ(*lanes, 4u);
  lanes = commonLanes(i32.withLanes(8), i32);
  ASSERT_TRUE(bool(lanes));
  EXPECT_EQ(*lanes, 8u);
  lanes = commonLanes(i32, i64);
  ASSERT_TRUE(bool(lanes));
  EXPECT_EQ(*lanes, 1u);
  lanes = commonLanes(f32.withLanes(4), f32.withLanes(8));
  ASSERT_FALSE(bool(lanes));
  EXPECT_EQ(llvm::toString(lanes.takeError()), "operands of 4 and 8 lanes");
}

/// promoteDTypes(a, b), which must succeed.
DType promoted(DType a, DType b) {
  llvm::Expected<DType> d = promoteDTypes(a, b);
  if (!d) {
    ADD_FAILURE() << llvm::toString(d.takeError());
    return {};
  }
  return *d;
}

TEST(TVMScriptDTypeTest, PromotesByRank) {
  EXPECT_EQ(promoted(i32, i32), i32);
  EXPECT_EQ(promoted(i8, i64), i64);
  EXPECT_EQ(promoted(i64, i8), i64);
  EXPECT_EQ(promoted(i64, f16), f16);
  EXPECT_EQ(promoted(f16, f64), f64);
  EXPECT_EQ(promoted(b, i8), i8);
  EXPECT_EQ(promoted(b, f32), f32);
  EXPECT_EQ(promoted(u8, i32), i32);
  EXPECT_EQ(promoted(f32.withLanes(4), i32.withLanes(4)), f32.withLanes(4));
  // Of equal rank, the first operand's dtype wins: uint32 and int32,
  // float16 and bfloat16.
  EXPECT_EQ(promoted(u32, i32), u32);
  EXPECT_EQ(promoted(i32, u32), i32);
  EXPECT_EQ(promoted(f16, bf16), f16);
  EXPECT_EQ(promoted(bf16, f16), bf16);
  // A handle meets only a handle.
  EXPECT_EQ(promoted(h, h), h);
}

TEST(TVMScriptDTypeTest, HandlesTakeNoArithmetic) {
  for (DType other : {i32, f32, b}) {
    llvm::Expected<DType> d = promoteDTypes(h, other);
    ASSERT_FALSE(bool(d));
    EXPECT_EQ(llvm::toString(d.takeError()), "handles take no arithmetic");
    d = promoteDTypes(other, h);
    ASSERT_FALSE(bool(d));
    EXPECT_EQ(llvm::toString(d.takeError()), "handles take no arithmetic");
  }
}

} // namespace
