//===- SplitModule.cpp - Splitting a lowered module for parallel codegen --===//
//
// The split is made in the LLVM dialect, before translation, so that each
// partition is translated on the thread that compiles it, into its own
// LLVMContext: translating the whole module and then splitting its LLVM IR
// (cloned and written as bitcode for each partition) were both serial, 1.1
// of 14.8 s on utils/gen_modules.py's 1000 functions with two threads.
//
// llvm::SplitModule spreads functions by a hash of their names, so nearly
// every call crosses partitions and can no longer be inlined, and it keeps
// promoted locals under their own names, which two objects of Prim both
// define (__prim_raise_formatted). This split keeps consecutive functions
// together (a TVM module calls its neighbours), copies constant strings
// rather than sharing them, and gives promoted locals module-unique names.
//
//===----------------------------------------------------------------------===//

#include "SplitModule.h"
#include "prim/Conversion/PrimToLLVM/PrimToLLVM.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/MD5.h"
#include "llvm/Support/MathExtras.h"

#include <algorithm>
#include <numeric>

using namespace mlir;

/// Enough work per partition that its fixed costs (a context, a target
/// machine, the pass pipelines) stay small against it.
static constexpr size_t kWorkPerPartition = 4000;
/// Below kWorkPerPartition, a module of twice this is still split in two, so
/// that two cores share it: each half outweighs its fixed costs.
static constexpr size_t kMinWorkPerPartition = 400;
/// More than two partitions come in multiples of this, so that one, two or
/// four threads get equal shares: at 5 or 7 partitions, one of two threads
/// had a partition more to compile while the other waited, and two threads
/// did the work of 1.7 (utils/gen_modules.py --count 100 --shape transpose
/// and bcast).
static constexpr size_t kPartitionMultiple = 4;
/// Each partition repeats the declarations and the constants it uses, and
/// is an object to link. Beyond this, partitions grow instead: LLVM's time
/// per function grows with its module (at 32, N = 10000 functions of
/// gen_modules.py took 8% more CPU than at 256, partitions of 312 functions
/// against 39).
static constexpr size_t kMaxPartitions = 256;

/// The linkage of a function or global variable.
static LLVM::Linkage getLinkage(Operation *op) {
  if (auto function = dyn_cast<LLVM::LLVMFuncOp>(op))
    return function.getLinkage();
  return cast<LLVM::GlobalOp>(op).getLinkage();
}

static bool isLocal(LLVM::Linkage linkage) {
  return linkage == LLVM::Linkage::Private ||
         linkage == LLVM::Linkage::Internal;
}

/// A local constant whose address nobody can observe: each partition that
/// reads it may have its own copy.
static bool isCopyable(Operation *op) {
  auto global = dyn_cast<LLVM::GlobalOp>(op);
  return global && isLocal(global.getLinkage()) && global.getConstant() &&
         global.getUnnamedAddr() == LLVM::UnnamedAddr::Global &&
         (global.getValue() || !global.getInitializerRegion().empty());
}

static bool isDefinition(Operation *op) {
  if (auto function = dyn_cast<LLVM::LLVMFuncOp>(op))
    return !function.isExternal();
  if (auto global = dyn_cast<LLVM::GlobalOp>(op))
    return global.getValue() || !global.getInitializerRegion().empty();
  return false;
}

/// Calls `found` with each symbol that `op` itself (not its regions)
/// refers to. The LLVM dialect's operations that name symbols are symbol
/// users; calls and addresses, nearly all of them, are read directly: a
/// walk of every operation's attributes took 0.19 of the split's 0.23 s on
/// gen_modules.py's 1000 functions.
static void forEachReference(Operation *op,
                             llvm::function_ref<void(StringAttr)> found) {
  // llvm.call and llvm.invoke.
  if (auto call = dyn_cast<CallOpInterface>(op)) {
    if (auto callee = dyn_cast<SymbolRefAttr>(call.getCallableForCallee()))
      found(callee.getRootReference());
    return;
  }
  if (auto address = dyn_cast<LLVM::AddressOfOp>(op)) {
    found(address.getGlobalNameAttr().getAttr());
    return;
  }
  if (isa<SymbolUserOpInterface>(op))
    op->getAttrDictionary().walk([&](SymbolRefAttr reference) {
      found(reference.getRootReference());
    });
}

/// The COMDAT groups that hold one definition of their own name, which
/// Prim gives its once-per-link globals: each partition has the comdat
/// region, and the definition's home partition its group.
static llvm::DenseSet<SymbolRefAttr> getOwnComdats(ArrayRef<Operation *> ops) {
  llvm::DenseMap<SymbolRefAttr, unsigned> members;
  llvm::DenseSet<SymbolRefAttr> own;
  for (Operation *op : ops) {
    SymbolRefAttr comdat;
    if (auto function = dyn_cast<LLVM::LLVMFuncOp>(op))
      comdat = function.getComdatAttr();
    else if (auto global = dyn_cast<LLVM::GlobalOp>(op))
      comdat = global.getComdatAttr();
    if (!comdat)
      continue;
    if (++members[comdat] == 1 &&
        comdat.getLeafReference() == SymbolTable::getSymbolName(op))
      own.insert(comdat);
    else
      own.erase(comdat);
  }
  return own;
}

/// Whether the module cannot be split because of `op`: aliases, ifuncs and
/// comdats other than a definition's own; functions with a personality (a
/// constant outside the body); definitions that LLVM may drop where unused
/// (linkonce), which another partition could not then call; module flags
/// that name symbols (a call graph profile), which each partition would
/// need declared.
static bool mustStayWhole(Operation *op,
                          const llvm::DenseSet<SymbolRefAttr> &ownComdats) {
  auto isSharedComdat = [&](SymbolRefAttr comdat) {
    return comdat && !ownComdats.contains(comdat);
  };
  if (auto function = dyn_cast<LLVM::LLVMFuncOp>(op)) {
    if (function.getPersonalityAttr() ||
        isSharedComdat(function.getComdatAttr()))
      return true;
  } else if (auto global = dyn_cast<LLVM::GlobalOp>(op)) {
    if (isSharedComdat(global.getComdatAttr()))
      return true;
  } else if (isa<LLVM::ModuleFlagsOp>(op)) {
    return op->getAttrDictionary()
        .walk([](SymbolRefAttr) { return WalkResult::interrupt(); })
        .wasInterrupted();
  } else {
    return !isa<LLVM::ComdatOp>(op) &&
           (op->hasTrait<OpTrait::SymbolTable>() || isa<SymbolOpInterface>(op));
  }
  LLVM::Linkage linkage = getLinkage(op);
  return linkage == LLVM::Linkage::Linkonce ||
         linkage == LLVM::Linkage::LinkonceODR;
}

namespace {
class Partitioner {
public:
  explicit Partitioner(ModuleOp module) : module(module) {
    for (Operation &op : *module.getBody())
      ops.push_back(&op);
  }

  prim::ModulePartitions split() {
    prim::ModulePartitions result;
    llvm::DenseSet<SymbolRefAttr> ownComdats = getOwnComdats(ops);
    if (llvm::any_of(
            ops, [&](Operation *op) { return mustStayWhole(op, ownComdats); }))
      return result;
    measure();
    count = getCount();
    if (count == 1)
      return result;
    assignFunctions();
    result.sharedPrefix = "__prim_" + getModuleHash() + "_";
    for (auto [index, op] : llvm::enumerate(ops)) {
      auto name = op->getAttrOfType<StringAttr>(
          SymbolTable::getSymbolAttrName());
      if (!name || !isDefinition(op) || isCopyable(op) ||
          !isLocal(getLinkage(op)))
        continue;
      unsigned owner = home[index];
      if (llvm::any_of(getUsers(index),
                       [&](unsigned user) { return user != owner; }))
        result.sharedLocals.insert(name.getValue());
    }
    result.modules = buildPartitions();
    return result;
  }

private:
  /// For each top-level operation, the indices of the top-level operations
  /// it refers to and that refer to it, and for each function definition
  /// the work of compiling it, in the operations that become LLVM
  /// instructions: an optnone function is neither optimized nor given full
  /// instruction selection.
  void measure() {
    llvm::DenseMap<StringAttr, unsigned> definitions;
    for (auto [index, op] : llvm::enumerate(ops))
      if (auto name = op->getAttrOfType<StringAttr>(
              SymbolTable::getSymbolAttrName()))
        definitions.try_emplace(name, index);
    referrers.resize(ops.size());
    references.resize(ops.size());
    work.assign(ops.size(), 0);
    for (auto [index, op] : llvm::enumerate(ops)) {
      auto function = dyn_cast<LLVM::LLVMFuncOp>(op);
      bool isFunctionDefinition = function && !function.isExternal();
      size_t operations = 0;
      llvm::SmallSetVector<unsigned, 8> referenced;
      op->walk([&](Operation *nested) {
        if (!nested->hasTrait<OpTrait::ConstantLike>())
          ++operations;
        forEachReference(nested, [&](StringAttr name) {
          auto definition = definitions.find(name);
          if (definition != definitions.end())
            referenced.insert(definition->second);
        });
      });
      if (isFunctionDefinition) {
        // Not the function itself.
        operations = std::max<size_t>(1, operations - 1);
        work[index] =
            prim::isOptNone(function) ? (operations + 7) / 8 : operations;
      }
      for (unsigned target : referenced)
        referrers[target].push_back(index);
      references[index] = referenced.takeVector();
    }
  }

  /// One partition per kWorkPerPartition, more than two rounded up to a
  /// multiple of kPartitionMultiple, at most kMaxPartitions, and two from
  /// 2 * kMinWorkPerPartition.
  unsigned getCount() const {
    size_t total = std::accumulate(work.begin(), work.end(), size_t(0));
    size_t parts = total / kWorkPerPartition;
    if (parts > 2)
      parts = llvm::alignTo(parts, kPartitionMultiple);
    if (total >= 2 * kMinWorkPerPartition)
      parts = std::max<size_t>(parts, 2);
    return std::clamp<size_t>(parts, 1, kMaxPartitions);
  }

  /// Consecutive function definitions of about total/count work each: a
  /// function goes where its middle falls (where it starts left the first
  /// of gen_modules.py's 10 functions with 989 of 1752, and its thread
  /// 0.166 s against 0.132). The other definitions that are not copied
  /// live in the first partition.
  void assignFunctions() {
    home.assign(ops.size(), 0);
    size_t total = std::accumulate(work.begin(), work.end(), size_t(0));
    size_t before = 0;
    for (unsigned index = 0; index < ops.size(); ++index) {
      if (work[index] == 0)
        continue;
      home[index] = std::min<size_t>(
          count - 1, (2 * before + work[index]) * count / (2 * total));
      before += work[index];
    }
  }

  /// The partitions that hold operation `index`: each that uses a copyable
  /// constant, else its home.
  llvm::ArrayRef<unsigned> getPlaces(unsigned index) {
    if (isCopyable(ops[index]))
      return getUsers(index);
    return home[index];
  }

  /// The partitions whose code or data refers to operation `index` (the
  /// first when none does), through the copyable constants that refer to
  /// it. Each query searches on its own: constants that refer to one
  /// another must all be placed with every user of any of them.
  llvm::ArrayRef<unsigned> getUsers(unsigned index) {
    auto it = users.find(index);
    if (it != users.end())
      return it->second;
    llvm::SmallSetVector<unsigned, 4> found;
    llvm::DenseSet<unsigned> visited = {index};
    SmallVector<unsigned> stack = {index};
    while (!stack.empty()) {
      for (unsigned referrer : referrers[stack.pop_back_val()]) {
        if (!isCopyable(ops[referrer]))
          found.insert(home[referrer]);
        else if (visited.insert(referrer).second)
          stack.push_back(referrer);
      }
    }
    SmallVector<unsigned, 2> sorted(found.begin(), found.end());
    llvm::sort(sorted);
    if (sorted.empty())
      sorted.push_back(0);
    return users[index] = std::move(sorted);
  }

  /// A name for this module: the hash of its exported definitions' names.
  std::string getModuleHash() const {
    llvm::MD5 hash;
    for (Operation *op : ops) {
      auto name =
          op->getAttrOfType<StringAttr>(SymbolTable::getSymbolAttrName());
      if (!name || !isDefinition(op) || isLocal(getLinkage(op)))
        continue;
      hash.update(name.getValue());
      hash.update(llvm::ArrayRef<uint8_t>{0});
    }
    llvm::MD5::MD5Result result;
    hash.final(result);
    return result.digest().substr(0, 16).str();
  }

  /// A declaration of the symbol `op` defines, for a partition that refers
  /// to it without defining it.
  static Operation *declare(Operation *op) {
    Operation *declaration = op->cloneWithoutRegions();
    if (!isDefinition(op))
      return declaration;
    if (auto function = dyn_cast<LLVM::LLVMFuncOp>(declaration)) {
      function.setLinkage(LLVM::Linkage::External);
      // LLVM's verifier refuses a declaration with !prof, or in a comdat.
      function.removeFunctionEntryCountAttr();
      function.removeComdatAttr();
    } else if (auto global = dyn_cast<LLVM::GlobalOp>(declaration)) {
      global.removeValueAttr();
      global.setLinkage(LLVM::Linkage::External);
      global.removeComdatAttr();
    }
    return declaration;
  }

  /// Each partition's definitions, in module order, and declarations of
  /// what they refer to, where the module declared or defined it.
  std::vector<OwningOpRef<ModuleOp>> buildPartitions() {
    std::vector<SmallVector<unsigned, 2>> placesOf(ops.size());
    std::vector<llvm::DenseSet<unsigned>> needed(count);
    for (unsigned index = 0; index < ops.size(); ++index) {
      // Module flags, and the comdat region that each definition's group
      // is in, for every partition.
      if (isa<LLVM::ModuleFlagsOp, LLVM::ComdatOp>(ops[index])) {
        for (unsigned part = 0; part < count; ++part)
          placesOf[index].push_back(part);
        continue;
      }
      if (!isDefinition(ops[index]) &&
          isa<LLVM::LLVMFuncOp, LLVM::GlobalOp>(ops[index]))
        continue;
      llvm::append_range(placesOf[index], getPlaces(index));
      for (unsigned part : placesOf[index])
        for (unsigned target : references[index])
          needed[part].insert(target);
    }

    std::vector<OwningOpRef<ModuleOp>> partitions(count);
    for (auto [part, partition] : llvm::enumerate(partitions)) {
      partition = ModuleOp::create(module.getLoc());
      partition.get()->setAttrs(module->getAttrDictionary());
      // Module-level assembly once: the symbols it defines would clash.
      if (part != 0)
        partition.get()->removeAttr(
            LLVM::LLVMDialect::getModuleLevelAsmAttrName());
    }
    for (unsigned index = 0; index < ops.size(); ++index) {
      Operation *op = ops[index];
      ArrayRef<unsigned> defined = placesOf[index];
      for (unsigned part = 0; part < count; ++part) {
        Block *body = partitions[part]->getBody();
        if (llvm::is_contained(defined, part)) {
          // The last copy is the operation itself.
          if (part == defined.back()) {
            op->remove();
            body->push_back(op);
          } else {
            body->push_back(op->clone());
          }
        } else if (needed[part].contains(index)) {
          body->push_back(declare(op));
        }
      }
    }
    // What no partition refers to and none defines: unused declarations.
    module.getBody()->clear();
    return partitions;
  }

  ModuleOp module;
  unsigned count = 1;
  std::vector<Operation *> ops;
  std::vector<size_t> work;
  std::vector<SmallVector<unsigned, 2>> referrers;
  std::vector<SmallVector<unsigned, 0>> references;
  std::vector<unsigned> home;
  llvm::DenseMap<unsigned, SmallVector<unsigned, 2>> users;
};
} // namespace

prim::ModulePartitions mlir::prim::splitModule(ModuleOp module) {
  return Partitioner(module).split();
}

void mlir::prim::promoteSharedLocals(llvm::Module &partition,
                                     const ModulePartitions &partitions) {
  auto promote = [&](llvm::GlobalValue &value) {
    if (!partitions.sharedLocals.contains(value.getName()))
      return;
    value.setName(partitions.sharedPrefix + value.getName());
    if (!value.isDeclaration())
      value.setLinkage(llvm::GlobalValue::ExternalLinkage);
    value.setVisibility(llvm::GlobalValue::HiddenVisibility);
  };
  for (llvm::Function &function : partition)
    promote(function);
  for (llvm::GlobalVariable &variable : partition.globals())
    promote(variable);
}
