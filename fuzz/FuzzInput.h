//===- FuzzInput.h - What every Prim fuzz target shares ---------*- C++ -*-===//
//
// Each target parses the fuzzer's bytes as a module, with diagnostics
// swallowed: a located error is the expected answer to bad input; a crash, a
// sanitizer report or a hang is the bug.
//
// Creating an MLIRContext and loading its dialects costs more than most
// inputs do, so consecutive inputs share one context (threading disabled,
// every dialect loaded). A context keeps what it uniques (types, attributes,
// identifiers) for its lifetime, so it is replaced every
// kInputsPerContext inputs, which bounds the memory it grows by. The lowering
// targets likewise keep one pass manager per context.
//
//===----------------------------------------------------------------------===//

#ifndef PRIM_FUZZ_FUZZINPUT_H
#define PRIM_FUZZ_FUZZINPUT_H

#include "prim/InitPrim.h"
#include "prim/Support/Parse.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/OwningOpRef.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"

#include <cstddef>
#include <cstdint>
#include <memory>

namespace mlir::prim::fuzz {

/// A parsed, verified module in the shared context, or none.
class FuzzInput {
public:
  static constexpr unsigned kInputsPerContext = 1000;

  FuzzInput(const uint8_t *data, size_t size)
      : context(getShared().next()),
        silence(&context, [](Diagnostic &) { return success(); }) {
    llvm::SourceMgr sourceMgr;
    sourceMgr.AddNewSourceBuffer(
        llvm::MemoryBuffer::getMemBufferCopy(
            llvm::StringRef(reinterpret_cast<const char *>(data), size),
            "fuzz.mlir"),
        llvm::SMLoc());
    module = prim::parseModule(sourceMgr, &context, prim::getInputDialects());
  }

  /// The module, parsed and verified; null when the input was rejected.
  ModuleOp getModule() { return module ? *module : ModuleOp(); }

  /// A pass manager on the shared context, built by `build` once per
  /// context: building one, and initializing its passes (the canonicalizer
  /// collects every loaded dialect's patterns), costs more than most runs.
  PassManager &getPassManager(llvm::function_ref<void(OpPassManager &)> build) {
    Shared &shared = getShared();
    if (!shared.passManager) {
      shared.passManager = std::make_unique<PassManager>(&context);
      build(*shared.passManager);
    }
    return *shared.passManager;
  }

private:
  /// What consecutive inputs share: the context, replaced every
  /// kInputsPerContext inputs (when no module of the previous input is alive
  /// any more), and what is built on it.
  struct Shared {
    std::unique_ptr<MLIRContext> context;
    std::unique_ptr<PassManager> passManager;
    unsigned inputs = 0;

    MLIRContext &next() {
      if (!context || inputs++ % kInputsPerContext == 0) {
        passManager.reset();
        context.reset();
        DialectRegistry registry;
        registerAllDialects(registry);
        context = std::make_unique<MLIRContext>(
            registry, MLIRContext::Threading::DISABLED);
        context->loadAllAvailableDialects();
      }
      return *context;
    }
  };
  static Shared &getShared() {
    static Shared shared;
    return shared;
  }

  MLIRContext &context;
  ScopedDiagnosticHandler silence;
  OwningOpRef<ModuleOp> module;
};

} // namespace mlir::prim::fuzz

#endif // PRIM_FUZZ_FUZZINPUT_H
