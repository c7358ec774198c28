//===- PartitionTest.cpp - How a lowered module is split ------------------===//
//
// splitModule's count of partitions: none for a small module, two for a
// middling one, and beyond that one per kWorkPerPartition operations,
// rounded up to a multiple of four, so that one, two or four threads share
// them equally.
//
//===----------------------------------------------------------------------===//

#include "../../lib/Compiler/SplitModule.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/raw_ostream.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

using namespace mlir;

namespace {

/// `functions` LLVM functions of `adds` additions each: each weighs
/// `adds` + 1 operations (its return) in the split's work.
std::string module(int functions, int adds) {
  std::string text;
  llvm::raw_string_ostream os(text);
  for (int i = 0; i < functions; ++i) {
    os << "llvm.func @f" << i << "(%x0: i64) -> i64 {\n";
    for (int k = 1; k <= adds; ++k)
      os << "  %x" << k << " = llvm.add %x" << k - 1 << ", %x0 : i64\n";
    os << "  llvm.return %x" << adds << " : i64\n}\n";
  }
  return text;
}

/// `module(functions, adds)` whose functions also read @g, a global in the
/// COMDAT group `group` (which `groupName` holds).
std::string moduleWithComdat(int functions, int adds, StringRef group) {
  std::string text = module(functions, adds);
  llvm::raw_string_ostream os(text);
  os << "llvm.comdat @__llvm_global_comdat {\n"
     << "  llvm.comdat_selector @" << group << " any\n}\n"
     << "llvm.mlir.global external protected @g() comdat("
     << "@__llvm_global_comdat::@" << group << ") {dso_local} : i64 {\n"
     << "  %z = llvm.mlir.constant(0 : i64) : i64\n"
     << "  llvm.return %z : i64\n}\n"
     << "llvm.func @reader() -> i64 {\n"
     << "  %p = llvm.mlir.addressof @g : !llvm.ptr\n"
     << "  %v = llvm.load %p : !llvm.ptr -> i64\n"
     << "  llvm.return %v : i64\n}\n";
  return text;
}

prim::ModulePartitions splitText(const std::string &text,
                                 MLIRContext &context) {
  context.loadDialect<LLVM::LLVMDialect>();
  OwningOpRef<ModuleOp> parsed = parseSourceString<ModuleOp>(text, &context);
  EXPECT_TRUE(parsed);
  if (!parsed)
    return {};
  return prim::splitModule(*parsed);
}

/// The number of functions in each partition of `module(functions, adds)`.
std::vector<size_t> split(int functions, int adds) {
  MLIRContext context;
  prim::ModulePartitions partitions =
      splitText(module(functions, adds), context);
  std::vector<size_t> sizes;
  for (OwningOpRef<ModuleOp> &partition : partitions.modules)
    sizes.push_back(llvm::range_size(partition->getOps<LLVM::LLVMFuncOp>()));
  return sizes;
}

TEST(PartitionTest, ASmallModuleStaysWhole) {
  // 7 * 100 operations: under twice kMinWorkPerPartition (400).
  EXPECT_EQ(split(7, 99), std::vector<size_t>{});
}

TEST(PartitionTest, AMiddlingModuleIsHalved) {
  // 800 and 11,900 operations: two partitions, under three of 4000.
  EXPECT_EQ(split(8, 99), (std::vector<size_t>{4, 4}));
  EXPECT_EQ(split(119, 99), (std::vector<size_t>{59, 60}));
}

TEST(PartitionTest, MorePartitionsComeInFours) {
  // 12,000 operations: three partitions of 4000 would leave one of two
  // threads a partition more to compile; four.
  EXPECT_EQ(split(120, 99), (std::vector<size_t>(4, 30)));
  // 20,000 and 28,000 (5 and 7 of 4000): eight.
  EXPECT_EQ(split(200, 99), (std::vector<size_t>(8, 25)));
  EXPECT_EQ(split(280, 99), (std::vector<size_t>(8, 35)));
  // 36,000 (9): twelve.
  EXPECT_EQ(split(360, 99), (std::vector<size_t>(12, 30)));
}

// A definition in a COMDAT group of its own (Prim's once-per-link globals)
// lives in one partition, with its group; the others declare it, outside
// any group, and each has the comdat region.
TEST(PartitionTest, AnOwnComdatIsSplitWithItsDefinition) {
  MLIRContext context;
  prim::ModulePartitions partitions =
      splitText(moduleWithComdat(8, 99, "g"), context);
  ASSERT_EQ(partitions.modules.size(), 2u);
  int definitions = 0;
  for (OwningOpRef<ModuleOp> &partition : partitions.modules) {
    EXPECT_EQ(llvm::range_size(partition->getOps<LLVM::ComdatOp>()), 1u);
    auto g = partition->lookupSymbol<LLVM::GlobalOp>("g");
    if (!g)
      continue;
    bool defined = !g.getInitializerRegion().empty();
    definitions += defined;
    EXPECT_EQ(bool(g.getComdatAttr()), defined);
  }
  EXPECT_EQ(definitions, 1);
}

// A group named for another symbol may hold several definitions, which
// must stay together: the module is not split.
TEST(PartitionTest, ASharedComdatKeepsTheModuleWhole) {
  MLIRContext context;
  EXPECT_TRUE(
      splitText(moduleWithComdat(8, 99, "other"), context).modules.empty());
}

} // namespace
