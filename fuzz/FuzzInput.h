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
// kInputsPerContext inputs, which bounds the memory it grows by.
//
//===----------------------------------------------------------------------===//

#ifndef PRIM_FUZZ_FUZZINPUT_H
#define PRIM_FUZZ_FUZZINPUT_H

#include "prim/InitPrim.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/OwningOpRef.h"
#include "mlir/Parser/Parser.h"
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
      : context(getContext()),
        silence(&context, [](Diagnostic &) { return success(); }) {
    llvm::SourceMgr sourceMgr;
    sourceMgr.AddNewSourceBuffer(
        llvm::MemoryBuffer::getMemBufferCopy(
            llvm::StringRef(reinterpret_cast<const char *>(data), size),
            "fuzz.mlir"),
        llvm::SMLoc());
    module = parseSourceFile<ModuleOp>(sourceMgr, &context);
  }

  /// The module, parsed and verified; null when the input was rejected.
  ModuleOp getModule() { return module ? *module : ModuleOp(); }

private:
  /// The shared context, replaced every kInputsPerContext calls (when no
  /// module of the previous input is alive any more).
  static MLIRContext &getContext() {
    static std::unique_ptr<MLIRContext> context;
    static unsigned inputs = 0;
    if (!context || inputs++ % kInputsPerContext == 0) {
      context.reset();
      DialectRegistry registry;
      registerAllDialects(registry);
      context = std::make_unique<MLIRContext>(registry,
                                              MLIRContext::Threading::DISABLED);
      context->loadAllAvailableDialects();
    }
    return *context;
  }

  MLIRContext &context;
  ScopedDiagnosticHandler silence;
  OwningOpRef<ModuleOp> module;
};

} // namespace mlir::prim::fuzz

#endif // PRIM_FUZZ_FUZZINPUT_H
