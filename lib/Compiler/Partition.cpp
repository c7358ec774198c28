//===- Partition.cpp - Splitting an LLVM module for parallel codegen ------===//
//
// llvm::SplitModule spreads functions by a hash of their names, so nearly
// every call crosses partitions and can no longer be inlined, and it keeps
// promoted locals under their own names, which two objects of Prim both
// define (__prim_raise_formatted). This split keeps consecutive functions
// together (a TVM module calls its neighbours), copies constant strings
// rather than sharing them, and gives promoted locals module-unique names.
//
//===----------------------------------------------------------------------===//

#include "Partition.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Bitcode/BitcodeWriter.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/MD5.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Transforms/Utils/Cloning.h"
#include "llvm/Transforms/Utils/ValueMapper.h"

#include <algorithm>

using namespace llvm;

/// Enough work per partition that its fixed costs (a target machine, the
/// pass pipelines, a bitcode round trip) stay small against it.
static constexpr size_t kInstructionsPerPartition = 4000;
/// Below kInstructionsPerPartition, a module of twice this is still split in
/// two, so that two cores share it: each half outweighs its fixed costs.
static constexpr size_t kMinInstructionsPerPartition = 400;
/// Each partition repeats the declarations and the constants it uses, and
/// is an object to link. Beyond this, partitions grow instead: LLVM's time
/// per function grows with its module (at 32, N = 10000 functions of
/// gen_modules.py took 8% more CPU than at 256, partitions of 312 functions
/// against 39).
static constexpr size_t kMaxPartitions = 256;

/// What compiling `function` costs, in instructions at -O2: an optnone
/// function is neither optimized nor given full instruction selection.
static size_t getWork(const Function &function) {
  size_t instructions = std::max<size_t>(1, function.getInstructionCount());
  return function.hasOptNone() ? (instructions + 7) / 8 : instructions;
}

unsigned mlir::prim::getPartitionCount(const Module &module) {
  if (!module.alias_empty() || !module.ifunc_empty() ||
      !module.getComdatSymbolTable().empty())
    return 1;
  size_t work = 0;
  for (const Function &function : module) {
    // Constants a function refers to outside its body, which a partition's
    // declarations would not map.
    if (function.hasPersonalityFn() || function.hasPrefixData() ||
        function.hasPrologueData())
      return 1;
    if (!function.isDeclaration())
      work += getWork(function);
  }
  size_t count = work / kInstructionsPerPartition;
  if (work >= 2 * kMinInstructionsPerPartition)
    count = std::max<size_t>(count, 2);
  return std::clamp<size_t>(count, 1, kMaxPartitions);
}

/// A local constant whose address nobody can observe: each partition that
/// reads it may have its own copy.
static bool isCopyable(const GlobalValue &value) {
  auto *variable = dyn_cast<GlobalVariable>(&value);
  return variable && variable->hasLocalLinkage() && variable->isConstant() &&
         variable->hasGlobalUnnamedAddr() && variable->hasInitializer();
}

namespace {
class Partitioner {
public:
  Partitioner(Module &module, unsigned count) : module(module), count(count) {}

  std::vector<SmallVector<char, 0>> split() {
    assignFunctions();
    for (GlobalVariable &variable : module.globals())
      if (!variable.isDeclaration() && isCopyable(variable))
        copies[&variable] = getUsers(variable);
    promoteSharedLocals();
    std::vector<SmallVector<char, 0>> bitcode(count);
    for (unsigned part = 0; part < count; ++part)
      bitcode[part] = clonePartition(part);
    return bitcode;
  }

private:
  /// Consecutive function definitions of about total/count work each.
  void assignFunctions() {
    size_t total = 0;
    for (Function &function : module)
      if (!function.isDeclaration())
        total += getWork(function);
    size_t before = 0;
    for (Function &function : module) {
      if (function.isDeclaration())
        continue;
      home[&function] = std::min<size_t>(count - 1, before * count / total);
      before += getWork(function);
    }
  }

  /// The partition of a definition that is not copied; global variables
  /// live in the first.
  unsigned getHome(const GlobalValue &value) const {
    auto it = home.find(&value);
    return it == home.end() ? 0 : it->second;
  }

  /// The partitions whose code or data refers to `value`.
  SmallSetVector<unsigned, 4> getUsers(const Value &value) {
    SmallSetVector<unsigned, 4> users;
    SmallPtrSet<const Value *, 8> visited;
    collectUsers(value, users, visited);
    if (users.empty())
      users.insert(0);
    return users;
  }

  void collectUsers(const Value &value, SmallSetVector<unsigned, 4> &users,
                    SmallPtrSetImpl<const Value *> &visited) {
    for (const User *user : value.users()) {
      if (!visited.insert(user).second)
        continue;
      if (auto *instruction = dyn_cast<Instruction>(user)) {
        users.insert(getHome(*instruction->getFunction()));
      } else if (auto *global = dyn_cast<GlobalValue>(user)) {
        if (isCopyable(*global))
          collectUsers(*global, users, visited);
        else
          users.insert(getHome(*global));
      } else {
        collectUsers(*user, users, visited);
      }
    }
  }

  /// Gives every local definition that another partition refers to a
  /// hidden global name unique to this module, a C identifier in the
  /// namespace users cannot take (`__prim_`).
  void promoteSharedLocals() {
    std::string prefix = "__prim_" + getModuleHash() + "_";
    auto promote = [&](GlobalValue &value) {
      if (!value.hasLocalLinkage() || value.isDeclaration() ||
          isCopyable(value))
        return;
      unsigned owner = getHome(value);
      SmallSetVector<unsigned, 4> users = getUsers(value);
      if (llvm::all_of(users, [&](unsigned user) { return user == owner; }))
        return;
      value.setName(prefix + value.getName());
      value.setLinkage(GlobalValue::ExternalLinkage);
      value.setVisibility(GlobalValue::HiddenVisibility);
    };
    for (Function &function : module)
      promote(function);
    for (GlobalVariable &variable : module.globals())
      promote(variable);
  }

  /// A name for this module: the hash of its exported definitions' names.
  std::string getModuleHash() const {
    MD5 hash;
    hash.update(module.getModuleIdentifier());
    for (const GlobalValue &value : module.global_values())
      if (!value.hasLocalLinkage() && !value.isDeclaration()) {
        hash.update(value.getName());
        hash.update(ArrayRef<uint8_t>{0});
      }
    MD5::MD5Result result;
    hash.final(result);
    return result.digest().substr(0, 16).str();
  }

  /// Whether `part` holds a definition of `value`.
  bool isDefinedIn(const GlobalValue &value, unsigned part) const {
    if (value.isDeclaration())
      return false;
    auto copy = copies.find(&value);
    if (copy != copies.end())
      return copy->second.contains(part);
    return getHome(value) == part;
  }

  /// The definitions of partition `part`, and declarations of only what
  /// they refer to: CloneModule would declare every global value of the
  /// module in every partition, partitions times the module's size.
  SmallVector<char, 0> clonePartition(unsigned part) {
    auto clone = std::make_unique<Module>(module.getModuleIdentifier(),
                                          module.getContext());
    clone->setSourceFileName(module.getSourceFileName());
    clone->setDataLayout(module.getDataLayout());
    clone->setTargetTriple(module.getTargetTriple());
    clone->setModuleInlineAsm(module.getModuleInlineAsm());
    ValueToValueMapTy map;
    DeclarationMaterializer declarations(*clone);

    SmallVector<std::pair<const GlobalVariable *, GlobalVariable *>> variables;
    for (const GlobalVariable &variable : module.globals()) {
      if (!isDefinedIn(variable, part))
        continue;
      GlobalVariable *copy = declarations.declare(variable);
      copy->setLinkage(variable.getLinkage());
      map[&variable] = copy;
      variables.emplace_back(&variable, copy);
    }
    SmallVector<std::pair<const Function *, Function *>> functions;
    for (const Function &function : module) {
      if (!isDefinedIn(function, part))
        continue;
      Function *copy = declarations.declare(function);
      copy->setLinkage(function.getLinkage());
      map[&function] = copy;
      functions.emplace_back(&function, copy);
    }

    for (auto [variable, copy] : variables) {
      copy->setInitializer(MapValue(variable->getInitializer(), map, RF_None,
                                    nullptr, &declarations));
      SmallVector<std::pair<unsigned, MDNode *>, 1> metadata;
      variable->getAllMetadata(metadata);
      for (auto [kind, node] : metadata)
        copy->addMetadata(
            kind, *MapMetadata(node, map, RF_None, nullptr, &declarations));
    }
    for (auto [function, copy] : functions) {
      for (auto [argument, copiedArgument] :
           llvm::zip_equal(function->args(), copy->args())) {
        copiedArgument.setName(argument.getName());
        map[&argument] = &copiedArgument;
      }
      SmallVector<ReturnInst *, 8> returns;
      CloneFunctionInto(copy, function, map,
                        CloneFunctionChangeType::ClonedModule, returns, "",
                        nullptr, nullptr, &declarations);
    }
    for (const NamedMDNode &named : module.named_metadata()) {
      NamedMDNode *copy = clone->getOrInsertNamedMetadata(named.getName());
      for (const MDNode *node : named.operands())
        copy->addOperand(
            MapMetadata(node, map, RF_None, nullptr, &declarations));
    }

    SmallVector<char, 0> bitcode;
    raw_svector_ostream os(bitcode);
    WriteBitcodeToFile(*clone, os);
    return bitcode;
  }

  /// Declares, in a partition, the global values of the module that its
  /// definitions refer to, when the mapping first meets them.
  class DeclarationMaterializer final : public ValueMaterializer {
  public:
    explicit DeclarationMaterializer(Module &partition)
        : partition(partition) {}

    Value *materialize(Value *value) override {
      if (auto *function = dyn_cast<Function>(value))
        return declare(*function);
      if (auto *variable = dyn_cast<GlobalVariable>(value))
        return declare(*variable);
      return nullptr;
    }

    /// A declaration with `function`'s type, name and attributes: external,
    /// or extern_weak as the module declared it.
    Function *declare(const Function &function) {
      Function *declaration = Function::Create(
          function.getFunctionType(), getDeclarationLinkage(function),
          function.getAddressSpace(), function.getName(), &partition);
      declaration->copyAttributesFrom(&function);
      return declaration;
    }

    GlobalVariable *declare(const GlobalVariable &variable) {
      auto *declaration = new GlobalVariable(
          partition, variable.getValueType(), variable.isConstant(),
          getDeclarationLinkage(variable), nullptr, variable.getName(), nullptr,
          variable.getThreadLocalMode(), variable.getAddressSpace());
      declaration->copyAttributesFrom(&variable);
      return declaration;
    }

  private:
    static GlobalValue::LinkageTypes
    getDeclarationLinkage(const GlobalValue &value) {
      return value.isDeclaration() ? value.getLinkage()
                                   : GlobalValue::ExternalLinkage;
    }

    Module &partition;
  };

  Module &module;
  unsigned count;
  DenseMap<const GlobalValue *, unsigned> home;
  DenseMap<const GlobalValue *, SmallSetVector<unsigned, 4>> copies;
};
} // namespace

std::vector<SmallVector<char, 0>> mlir::prim::splitModule(Module &module,
                                                           unsigned count) {
  return Partitioner(module, count).split();
}
