//===- Flavor.h - The TVM whose TVMScript a file is written in --*- C++ -*-===//
//
// A TVMScript file is TVM v0.20's (`from tvm.script import tir`) or TVM
// main's (`from tvm.script import tirx`). Flavor.def lists what they differ
// in as named features; the importer asks the file's Flavor whether it has
// one instead of testing the version.
//
//===----------------------------------------------------------------------===//

#ifndef PRIM_LIB_TARGET_TVMSCRIPT_FLAVOR_H
#define PRIM_LIB_TARGET_TVMSCRIPT_FLAVOR_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <optional>

namespace mlir::prim::tvmscript {

/// The TVM versions whose TVMScript Prim imports.
enum class TVMVersion { V0_20, Main };
/// Which of them have something (a builtin, for instance).
enum class TVMVersions { Both, V020, Main };

enum class Feature {
#define TVMSCRIPT_FEATURE(NAME, V020, MAIN, WHAT) NAME,
#include "Flavor.def"
};

class Flavor {
public:
  explicit Flavor(TVMVersion version = TVMVersion::V0_20) : version(version) {}

  /// The TVM whose script module `from tvm.script import NAME` names ("tir"
  /// or "tirx"); nullopt for any other module.
  static std::optional<TVMVersion> versionOfModule(llvm::StringRef name);

  TVMVersion getVersion() const { return version; }
  bool has(Feature feature) const { return hasIn(feature, version); }

  static bool hasIn(Feature feature, TVMVersion version);
  static bool isIn(TVMVersion version, TVMVersions versions);
  static llvm::StringRef getName(Feature feature);
  static llvm::StringRef getDescription(Feature feature);
  static llvm::ArrayRef<Feature> allFeatures();

private:
  TVMVersion version;
};

} // namespace mlir::prim::tvmscript

#endif // PRIM_LIB_TARGET_TVMSCRIPT_FLAVOR_H
