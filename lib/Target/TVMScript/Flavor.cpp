//===- Flavor.cpp - The TVM whose TVMScript a file is written in ----------===//

#include "Flavor.h"

using namespace mlir::prim::tvmscript;
using llvm::StringRef;

namespace {
struct FeatureInfo {
  Feature feature;
  StringRef name;
  bool inV020, inMain;
  StringRef description;
};

const FeatureInfo kFeatures[] = {
#define TVMSCRIPT_FEATURE(NAME, V020, MAIN, WHAT)                              \
  {Feature::NAME, #NAME, V020, MAIN, WHAT},
#include "Flavor.def"
};

const Feature kAllFeatures[] = {
#define TVMSCRIPT_FEATURE(NAME, V020, MAIN, WHAT) Feature::NAME,
#include "Flavor.def"
};

const FeatureInfo &info(Feature feature) {
  return kFeatures[static_cast<unsigned>(feature)];
}
} // namespace

std::optional<TVMVersion> Flavor::versionOfModule(StringRef name) {
  if (name == "tir")
    return TVMVersion::V0_20;
  if (name == "tirx")
    return TVMVersion::Main;
  return std::nullopt;
}

bool Flavor::hasIn(Feature feature, TVMVersion version) {
  return version == TVMVersion::Main ? info(feature).inMain
                                     : info(feature).inV020;
}

bool Flavor::isIn(TVMVersion version, TVMVersions versions) {
  return versions == TVMVersions::Both ||
         (versions == TVMVersions::Main) == (version == TVMVersion::Main);
}

StringRef Flavor::getName(Feature feature) { return info(feature).name; }

StringRef Flavor::getDescription(Feature feature) {
  return info(feature).description;
}

llvm::ArrayRef<Feature> Flavor::allFeatures() { return kAllFeatures; }
