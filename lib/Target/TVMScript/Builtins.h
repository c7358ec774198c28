//===- Builtins.h - The builtin names of TVMScript --------------*- C++ -*-===//
//
// Builtins.def lists every builtin name the importer knows with its
// aliases, the TVM versions that have it and its signature. The importer
// resolves a callee to a Builtin once and dispatches on it; the arguments'
// count is checked by shared code with one message for every builtin.
//
//===----------------------------------------------------------------------===//

#ifndef PRIM_LIB_TARGET_TVMSCRIPT_BUILTINS_H
#define PRIM_LIB_TARGET_TVMSCRIPT_BUILTINS_H

#include "Flavor.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <climits>
#include <string>
#include <utility>

namespace mlir::prim::tvmscript {

/// No limit on the positional arguments.
constexpr unsigned kVariadic = UINT_MAX;

enum class Builtin : unsigned short {
  None, // not a builtin name
#define TVMSCRIPT_BUILTIN(ID, NAME, MIN, MAX, VERSIONS, COUNT, KEYWORDS) ID,
#include "Builtins.def"
};

/// Who counts a builtin's positional arguments (see Builtins.def).
enum class ArgCount { Upfront, Handler, Positional, Own };

struct BuiltinInfo {
  Builtin id;
  llvm::StringRef name;
  unsigned minArgs, maxArgs;
  TVMVersions versions;
  ArgCount count;
  /// The keyword arguments it reads, separated by spaces.
  llvm::StringRef keywords;

  bool isIn(TVMVersion version) const {
    return Flavor::isIn(version, versions);
  }
  bool readsKeyword(llvm::StringRef keyword) const;
};

/// The builtin a resolved callee name ("T.Cast", "T.ramp", "range") names,
/// Builtin::None for any other.
Builtin lookupBuiltin(llvm::StringRef name);
const BuiltinInfo &getBuiltinInfo(Builtin id);
/// Every builtin, in Builtins.def's order.
llvm::ArrayRef<BuiltinInfo> allBuiltins();
/// Every name the table gives, aliases included, with its builtin.
llvm::ArrayRef<std::pair<llvm::StringRef, Builtin>> allBuiltinNames();

/// The common message for a call of `name` with `found` positional
/// arguments where it takes `min` to `max`; empty when the count is right.
std::string argCountError(llvm::StringRef name, size_t found, size_t min,
                          size_t max);

} // namespace mlir::prim::tvmscript

#endif // PRIM_LIB_TARGET_TVMSCRIPT_BUILTINS_H
