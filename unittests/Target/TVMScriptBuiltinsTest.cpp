//===- TVMScriptBuiltinsTest.cpp - The table of TVMScript builtins --------===//
//
// Builtins.def: no name twice, lookup by name and alias, the TVM versions
// that have a builtin, its signature, and the common argument count
// message.
//
//===----------------------------------------------------------------------===//

#include "Builtins.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringMap.h"

#include <gtest/gtest.h>

using namespace mlir::prim::tvmscript;

namespace {

TEST(TVMScriptBuiltinsTest, NoNameAppearsTwice) {
  llvm::StringMap<unsigned> seen;
  for (const auto &[name, id] : allBuiltinNames())
    ++seen[name];
  for (const auto &entry : seen)
    EXPECT_EQ(entry.second, 1u) << entry.first().str() << " appears twice";
  EXPECT_EQ(seen.size(), allBuiltinNames().size());
}

TEST(TVMScriptBuiltinsTest, EveryBuiltinIsItsOwnEntry) {
  for (auto [index, info] : llvm::enumerate(allBuiltins())) {
    EXPECT_EQ(static_cast<size_t>(info.id), index + 1) << info.name.str();
    EXPECT_EQ(&getBuiltinInfo(info.id), &info) << info.name.str();
    EXPECT_EQ(lookupBuiltin(info.name), info.id) << info.name.str();
    EXPECT_LE(info.minArgs, info.maxArgs) << info.name.str();
  }
}

TEST(TVMScriptBuiltinsTest, LooksUpNamesAndAliases) {
  EXPECT_EQ(lookupBuiltin("T.Cast"), Builtin::T_Cast);
  // T.cast takes the value first: another builtin, not an alias.
  EXPECT_EQ(lookupBuiltin("T.cast"), Builtin::T_cast);
  EXPECT_EQ(lookupBuiltin("T.ramp"), Builtin::T_Ramp);
  EXPECT_EQ(lookupBuiltin("T.broadcast"), Builtin::T_Broadcast);
  EXPECT_EQ(lookupBuiltin("T.tvm_call_packed"), Builtin::T_call_packed);
  EXPECT_EQ(lookupBuiltin("T.call_pure_extern"), Builtin::T_call_extern);
  EXPECT_EQ(lookupBuiltin("T.sblock"), Builtin::T_block);
  EXPECT_EQ(lookupBuiltin("T.meta_var"), Builtin::I_meta_var);
  EXPECT_EQ(lookupBuiltin("range"), Builtin::range);
  EXPECT_EQ(lookupBuiltin("T.axis.remap"), Builtin::T_axis_remap);
  EXPECT_EQ(getBuiltinInfo(lookupBuiltin("T.ramp")).name, "T.Ramp");
}

TEST(TVMScriptBuiltinsTest, OtherNamesAreNoBuiltin) {
  EXPECT_EQ(lookupBuiltin(""), Builtin::None);
  EXPECT_EQ(lookupBuiltin("T.no_such_builtin"), Builtin::None);
  EXPECT_EQ(lookupBuiltin("Cast"), Builtin::None);
  EXPECT_EQ(lookupBuiltin("t.Cast"), Builtin::None);
  // The dtypes are parseDTypeCallee's family, not entries.
  EXPECT_EQ(lookupBuiltin("T.int32"), Builtin::None);
  EXPECT_EQ(lookupBuiltin("T.handle"), Builtin::None);
}

TEST(TVMScriptBuiltinsTest, VersionsSayWhichTVMHasIt) {
  const BuiltinInfo &bind = getBuiltinInfo(Builtin::T_bind);
  EXPECT_TRUE(bind.isIn(TVMVersion::Main));
  EXPECT_FALSE(bind.isIn(TVMVersion::V0_20));
  const BuiltinInfo &block = getBuiltinInfo(Builtin::T_block);
  EXPECT_TRUE(block.isIn(TVMVersion::Main));
  EXPECT_TRUE(block.isIn(TVMVersion::V0_20));
  EXPECT_FALSE(getBuiltinInfo(Builtin::T_break_loop).isIn(TVMVersion::V0_20));
  EXPECT_FALSE(
      getBuiltinInfo(Builtin::T_sblock_alloc_buffer).isIn(TVMVersion::V0_20));
}

TEST(TVMScriptBuiltinsTest, SignaturesGiveArityAndKeywords) {
  const BuiltinInfo &cast = getBuiltinInfo(Builtin::T_Cast);
  EXPECT_EQ(cast.minArgs, 1u);
  EXPECT_EQ(cast.maxArgs, 2u);
  EXPECT_EQ(cast.count, ArgCount::Upfront);
  EXPECT_TRUE(cast.readsKeyword("dtype"));
  EXPECT_FALSE(cast.readsKeyword("dtyp"));
  EXPECT_FALSE(cast.readsKeyword(""));
  const BuiltinInfo &select = getBuiltinInfo(Builtin::T_Select);
  EXPECT_EQ(select.minArgs, 3u);
  EXPECT_EQ(select.maxArgs, 3u);
  EXPECT_FALSE(select.readsKeyword("dtype"));
  EXPECT_EQ(getBuiltinInfo(Builtin::T_grid).maxArgs, kVariadic);
  EXPECT_EQ(getBuiltinInfo(Builtin::T_isnullptr).count, ArgCount::Positional);
  EXPECT_EQ(getBuiltinInfo(Builtin::T_evaluate).count, ArgCount::Handler);
  EXPECT_TRUE(getBuiltinInfo(Builtin::T_serial).readsKeyword("annotations"));
  EXPECT_EQ(getBuiltinInfo(Builtin::T_pow).minArgs, 2u);
  EXPECT_EQ(getBuiltinInfo(Builtin::T_q_multiply_shift_per_axis).maxArgs, 7u);
  // Every builtin counted before its handler has a fixed range.
  for (const BuiltinInfo &info : allBuiltins())
    if (info.count == ArgCount::Upfront || info.count == ArgCount::Positional)
      EXPECT_NE(info.maxArgs, kVariadic) << info.name.str();
}

TEST(TVMScriptBuiltinsTest, OneMessageForTheArgumentCount) {
  EXPECT_EQ(argCountError("T.max", 2, 2, 2), "");
  EXPECT_EQ(argCountError("T.max", 3, 2, 2),
            "'T.max' takes 2 positional arguments, found 3");
  EXPECT_EQ(argCountError("T.likely", 0, 1, 1),
            "'T.likely' takes 1 positional argument, found 0");
  EXPECT_EQ(argCountError("T.cast", 3, 1, 2),
            "'T.cast' takes 1 to 2 positional arguments, found 3");
  EXPECT_EQ(argCountError("T.tvm_static_handle", 1, 0, 0),
            "'T.tvm_static_handle' takes 0 positional arguments, found 1");
}

} // namespace
