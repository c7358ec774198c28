//===- TVMScriptFlavorTest.cpp - TVM v0.20's and TVM main's features ------===//
//
// The import line selects the flavor, and each feature is in the TVM that
// Flavor.def says has it.
//
//===----------------------------------------------------------------------===//

#include "Flavor.h"

#include "llvm/ADT/StringSet.h"

#include <gtest/gtest.h>

using namespace mlir::prim::tvmscript;

namespace {

TEST(TVMScriptFlavorTest, TheImportedModuleSelectsTheVersion) {
  EXPECT_EQ(Flavor::versionOfModule("tir"), TVMVersion::V0_20);
  EXPECT_EQ(Flavor::versionOfModule("tirx"), TVMVersion::Main);
  EXPECT_EQ(Flavor::versionOfModule("ir"), std::nullopt);
  EXPECT_EQ(Flavor::versionOfModule("relax"), std::nullopt);
  EXPECT_EQ(Flavor().getVersion(), TVMVersion::V0_20);
}

TEST(TVMScriptFlavorTest, VersionsSayWhichTVMsHaveSomething) {
  EXPECT_TRUE(Flavor::isIn(TVMVersion::V0_20, TVMVersions::Both));
  EXPECT_TRUE(Flavor::isIn(TVMVersion::Main, TVMVersions::Both));
  EXPECT_TRUE(Flavor::isIn(TVMVersion::V0_20, TVMVersions::V020));
  EXPECT_FALSE(Flavor::isIn(TVMVersion::Main, TVMVersions::V020));
  EXPECT_FALSE(Flavor::isIn(TVMVersion::V0_20, TVMVersions::Main));
  EXPECT_TRUE(Flavor::isIn(TVMVersion::Main, TVMVersions::Main));
}

TEST(TVMScriptFlavorTest, FeaturesFollowTheVersion) {
  Flavor v020(TVMVersion::V0_20), main(TVMVersion::Main);
  EXPECT_FALSE(v020.has(Feature::MutableScalars));
  EXPECT_TRUE(main.has(Feature::MutableScalars));
  EXPECT_FALSE(v020.has(Feature::ConditionalExpressions));
  EXPECT_TRUE(main.has(Feature::ConditionalExpressions));
  EXPECT_FALSE(v020.has(Feature::TypeObjects));
  EXPECT_TRUE(main.has(Feature::TypeObjects));
  EXPECT_FALSE(v020.has(Feature::AddressOfBuffer));
  EXPECT_TRUE(main.has(Feature::AddressOfBuffer));
  EXPECT_TRUE(v020.has(Feature::MatchBufferDataBound));
  EXPECT_FALSE(main.has(Feature::MatchBufferDataBound));
  EXPECT_TRUE(v020.has(Feature::LLVMIntrinSignatureCount));
  EXPECT_FALSE(main.has(Feature::LLVMIntrinSignatureCount));
  EXPECT_FALSE(v020.has(Feature::FFIAnyValues));
  EXPECT_TRUE(main.has(Feature::FFIAnyValues));
}

TEST(TVMScriptFlavorTest, EveryFeatureIsNamedOnceAndDiffers) {
  llvm::StringSet<> names;
  ASSERT_EQ(Flavor::allFeatures().size(), 7u);
  for (Feature f : Flavor::allFeatures()) {
    EXPECT_TRUE(names.insert(Flavor::getName(f)).second)
        << Flavor::getName(f).str();
    EXPECT_FALSE(Flavor::getDescription(f).empty()) << Flavor::getName(f).str();
    // A feature both TVMs have is no difference between them.
    EXPECT_NE(Flavor::hasIn(f, TVMVersion::V0_20),
              Flavor::hasIn(f, TVMVersion::Main))
        << Flavor::getName(f).str();
  }
  EXPECT_EQ(Flavor::getName(Feature::FFIAnyValues), "FFIAnyValues");
}

} // namespace
