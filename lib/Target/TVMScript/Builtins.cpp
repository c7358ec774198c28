//===- Builtins.cpp - The builtin names of TVMScript ----------------------===//

#include "Builtins.h"

#include "llvm/ADT/StringMap.h"

using namespace mlir::prim::tvmscript;
using llvm::StringRef;

namespace {
using BV = TVMVersions;
[[maybe_unused]] constexpr BV Both = BV::Both, V020 = BV::V020, Main = BV::Main;
constexpr ArgCount Upfront = ArgCount::Upfront, Handler = ArgCount::Handler,
                   Positional = ArgCount::Positional, Own = ArgCount::Own;

const BuiltinInfo kBuiltins[] = {
    {Builtin::None, "", 0, 0, Both, Own, ""},
#define TVMSCRIPT_BUILTIN(ID, NAME, MIN, MAX, VERSIONS, COUNT, KEYWORDS)       \
  {Builtin::ID, NAME, MIN, MAX, VERSIONS, COUNT, KEYWORDS},
#include "Builtins.def"
};

const std::pair<StringRef, Builtin> kNames[] = {
#define TVMSCRIPT_BUILTIN(ID, NAME, MIN, MAX, VERSIONS, COUNT, KEYWORDS)       \
  {NAME, Builtin::ID},
#define TVMSCRIPT_ALIAS(NAME, ID) {NAME, Builtin::ID},
#include "Builtins.def"
};

/// The names by their spelling. A name given twice keeps its first entry;
/// the unit tests refuse the table then.
const llvm::StringMap<Builtin> &namesBySpelling() {
  static const llvm::StringMap<Builtin> map = [] {
    llvm::StringMap<Builtin> m;
    for (const auto &[name, id] : kNames)
      m.try_emplace(name, id);
    return m;
  }();
  return map;
}
} // namespace

bool BuiltinInfo::readsKeyword(StringRef keyword) const {
  llvm::SmallVector<StringRef> names;
  keywords.split(names, ' ', -1, /*KeepEmpty=*/false);
  return llvm::is_contained(names, keyword);
}

Builtin mlir::prim::tvmscript::lookupBuiltin(StringRef name) {
  return namesBySpelling().lookup(name);
}

const BuiltinInfo &mlir::prim::tvmscript::getBuiltinInfo(Builtin id) {
  return kBuiltins[static_cast<unsigned>(id)];
}

llvm::ArrayRef<BuiltinInfo> mlir::prim::tvmscript::allBuiltins() {
  return llvm::ArrayRef(kBuiltins).drop_front();
}

llvm::ArrayRef<std::pair<StringRef, Builtin>>
mlir::prim::tvmscript::allBuiltinNames() {
  return kNames;
}

std::string mlir::prim::tvmscript::argCountError(StringRef name, size_t found,
                                                 size_t min, size_t max) {
  if (found >= min && found <= max)
    return "";
  std::string expected =
      min == max ? std::to_string(min)
                 : std::to_string(min) + " to " + std::to_string(max);
  return "'" + name.str() + "' takes " + expected + " positional argument" +
         (max == 1 ? "" : "s") + ", found " + std::to_string(found);
}
