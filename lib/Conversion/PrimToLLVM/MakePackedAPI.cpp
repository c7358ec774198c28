//===- MakePackedAPI.cpp - Packed entry points for prim.funcs -------------===//
//
// Gives each public packed prim.func its entry point (PackedEntry.cpp emits
// its code) and each external one the declaration of its entry, once the
// symbols those take are known to be free.
//
//===----------------------------------------------------------------------===//

#include "ABIPass.h"
#include "Buffers.h"
#include "EntryTable.h"
#include "PackedEntry.h"

#include "prim/ABI/LLVMUtils.h"
#include "prim/ABI/LibraryDescription.h"
#include "prim/ABI/PackedABI.h"
#include "prim/Conversion/Passes.h"
#include "prim/Conversion/PrimToLLVM/PrimToLLVM.h"
#include "prim/Dialect/Prim/IR/PrimOps.h"

#include "mlir/Conversion/LLVMCommon/TypeConverter.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/ADT/MapVector.h"

namespace mlir::prim {
#define GEN_PASS_DEF_PRIMMAKEPACKEDAPI
#include "prim/Conversion/Passes.h.inc"
} // namespace mlir::prim

using namespace mlir;
using namespace mlir::prim;

namespace {

/// Checks that the symbols this pass generates for each prim.func, its entry
/// point and `<name>_compute`, are free, so that none is renamed away from
/// the name the ABI promises, and that no symbol a prim.func keeps or gets
/// would take the calls LLVM's code makes to a library function.
LogicalResult verifyGeneratedNames(ModuleOp module, const PackedABI &abi) {
  SymbolTable &symbols = abi.getSymbolTable(module);
  LLVM::LLVMFunctionType entryType = abi.getEntryType(module.getContext());
  bool ok = true;
  auto conflict = [&](Operation *op, StringRef symbol, FuncOp func,
                      StringRef role) {
    op->emitError() << "'" << symbol << "' is the name of the " << role
                    << " of @" << func.getSymName() << " (" << abi.getName()
                    << " ABI)";
    ok = false;
  };
  for (FuncOp func : module.getOps<FuncOp>()) {
    std::string entry = abi.getEntrySymbol(func.getSymName());
    bool hasEntry = func.isExternal() || func.isPackedEntry();
    StringRef symbol = hasEntry ? StringRef(entry) : func.getSymName();
    if (isLibraryFunction(symbol)) {
      func.emitError() << "'" << symbol << "', the "
                       << (hasEntry ? "packed entry point" : "symbol")
                       << " of @" << func.getSymName() << " (" << abi.getName()
                       << " ABI), is a C library function, which the code "
                          "LLVM generates may call; the symbol would take "
                          "those calls";
      ok = false;
      continue;
    }
    Operation *existing =
        entry == func.getSymName() ? nullptr : symbols.lookup(entry);
    if (func.isExternal()) {
      // A declaration of the same entry point is what this pass would add.
      auto declaration = dyn_cast_or_null<LLVM::LLVMFuncOp>(existing);
      if (existing && !(declaration && declaration.isExternal() &&
                        declaration.getFunctionType() == entryType))
        conflict(existing, entry, func, "packed entry point");
      continue;
    }
    if (!func.isPackedEntry())
      continue;
    if (existing)
      conflict(existing, entry, func, "packed entry point");
    std::string compute = getComputeName(func.getSymName());
    if (Operation *op = symbols.lookup(compute))
      conflict(op, compute, func, "native body");
  }
  return success(ok);
}

/// The reserved names the module may already hold: the entry point names
/// of its prim.funcs, and the library description that
/// prim-describe-library, first in the pipeline, defines (and whose name it
/// checks itself).
SmallVector<std::string> getAllowedSymbols(ModuleOp module,
                                           const PackedABI &abi) {
  SmallVector<std::string> allowed = {PRIM_LIBRARY_DESCRIPTION_SYMBOL};
  for (FuncOp func : module.getOps<FuncOp>())
    allowed.push_back(abi.getEntrySymbol(func.getSymName()));
  return allowed;
}

struct MakePackedAPIPass
    : public ABIPass<MakePackedAPIPass, mlir::prim::impl::PrimMakePackedAPIBase<
                                            MakePackedAPIPass>> {
  using ABIPass::ABIPass;

  LogicalResult runOnModule(ModuleOp module, PackedABI &abi) {
    if (failed(verifyTopLevelFunctions(module)) ||
        failed(abi.verifySymbols(module,
                                 PackedABI::ModuleContext::NotDefinedYet)) ||
        failed(verifyGeneratedNames(module, abi)) ||
        failed(abi.verifyReservedNames(module, getAllowedSymbols(module, abi))))
      return failure();
    FailureOr<CheckCategory> moduleChecks =
        parseChecksOption(module, this->checks, getArgument());
    if (failed(moduleChecks))
      return failure();
    MLIRContext *context = &getContext();
    LLVMTypeConverter converter(context);
    IRRewriter b(context);
    LLVM::LLVMFunctionType entryType = abi.getEntryType(context);
    SymbolTable &symbols = abi.getSymbolTable(module);
    llvm::StringMap<StringAttr> callTIR, callCPacked;
    // The checkers the entries call, each with whether a table entry calls
    // it on every call (rather than once a check has failed).
    llvm::MapVector<Operation *, bool> checkers;

    for (FuncOp func : llvm::to_vector(module.getOps<FuncOp>())) {
      if (func.isExternal()) {
        // An external packed function: declare its entry point.
        std::string symbol = abi.getEntrySymbol(func.getSymName());
        callCPacked[func.getSymName()] = b.getStringAttr(symbol);
        Location loc = func.getLoc();
        symbols.erase(func);
        if (!symbols.lookup(symbol)) {
          b.setInsertionPointToEnd(module.getBody());
          symbols.insert(LLVM::LLVMFuncOp::create(b, loc, symbol, entryType));
        }
        continue;
      }
      if (!func.isPackedEntry())
        continue;
      CheckCategory checks = func.getEntryChecks(*moduleChecks);
      symbols.remove(func);
      std::string name = outlineCompute(func);
      symbols.insert(func);
      callTIR[name] = func.getSymNameAttr();
      std::string symbol = abi.getEntrySymbol(name);
      callCPacked[name] = b.getStringAttr(symbol);
      b.setInsertionPoint(func);
      // The table form if it has many parameters, else straight-line
      // checks. Scalars count as buffers do: the straight-line form ends in
      // one block of a load per parameter feeding the body's call, which
      // code generation schedules in time quadratic in the parameters.
      bool checkByTable = checkTableThreshold > 0 &&
                          func.getNumDataArguments() >= checkTableThreshold;
      auto entry =
          LLVM::LLVMFuncOp::create(b, func.getLoc(), symbol, entryType);
      symbols.insert(entry);
      // No inlining attribute: the module's own callers call the body
      // directly (prim-lower-local-calls), and whether a caller that still
      // calls the entry inlines it is the inliner's cost model's decision.
      // A table entry is optnone: it is glue around one call of the
      // checker, and its one block of loads feeding a call with a parameter
      // per buffer takes LLVM's instruction selection and scheduling time
      // quadratic in the buffers (2000 buffers: 8 s of 10); unoptimized, it
      // compiles in linear time and costs the call a few instructions per
      // buffer.
      // A straight-line entry is final IR: LLVM's optimization pipeline
      // would spend a third of the compile on it (on utils/gen_modules.py's
      // 100 functions, inlining the body into it and simplifying the copy
      // again, and the checks through InstCombine, the SLP vectorizer and
      // GVN) and make its code no faster (cross-library calls measured the
      // same).
      entry.setPassthroughAttr(b.getArrayAttr(
          checkByTable ? ArrayRef<Attribute>{b.getStringAttr("noinline"),
                                             b.getStringAttr("optnone")}
                       : ArrayRef<Attribute>{
                             b.getStringAttr(kFinalIRAttrName)}));
      b.setInsertionPointToStart(entry.addEntryBlock(b));
      EntryCheckPlan plan = EntryCheckPlan::get(func, checks);
      LLVM::LLVMFuncOp checker;
      std::optional<EntryTable> table;
      if (plan.getNumArgs() > 0) {
        checker = getOrDefineTableChecker(b, module, abi, checks);
        table = defineEntryTable(b, symbols, func.getLoc(), plan, name, abi);
        checkers.try_emplace(checker, false);
      }
      if (checkByTable) {
        emitTableEntry(b, abi, func, name, entry, plan, converter,
                       getOrDefineQuickChecker(b, module, abi, checks), *table);
        checkers[checker] = true;
      } else {
        emitStraightLineEntry(b, abi, func, name, entry, plan, converter,
                              checker, table);
      }
      std::optional<ArgKind> result;
      if (func.getNumResults() == 1)
        result = getArgKind(func.getResultTypes().front());
      std::optional<StringRef> doc;
      if (auto text =
              func->getAttrOfType<StringAttr>(PrimDialect::kDocAttrName))
        doc = text.getValue();
      abi.defineEntryMetadata(b, func.getLoc(), name, plan.kinds, result, doc);
    }
    // A checker that only straight-line entries call runs once one of their
    // checks has failed, to say which. Unoptimized, it costs LLVM little
    // (optimized, a tenth of LLVM's time on utils/gen_modules.py's 100
    // functions, once per partition) and a failing call a little more.
    for (auto [checker, onEveryCall] : checkers)
      if (!onEveryCall)
        cast<LLVM::LLVMFuncOp>(checker).setPassthroughAttr(b.getArrayAttr(
            {b.getStringAttr("noinline"), b.getStringAttr("optnone"),
             b.getStringAttr("cold")}));
    retargetCalls(module, callTIR, callCPacked);
    return success();
  }
};

} // namespace
