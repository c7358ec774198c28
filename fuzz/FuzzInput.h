//===- FuzzInput.h - What every Prim fuzz target shares ---------*- C++ -*-===//
//
// Each target parses the fuzzer's bytes as a module in a fresh context, with
// diagnostics swallowed: a located error is the expected answer to bad input;
// a crash, a sanitizer report or a hang is the bug.
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

namespace mlir::prim::fuzz {

/// A context with Prim's dialects and a parsed, verified module, or none.
class FuzzInput {
public:
  FuzzInput(const uint8_t *data, size_t size)
      : context(getRegistry(), MLIRContext::Threading::DISABLED),
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
  static const DialectRegistry &getRegistry() {
    static const DialectRegistry registry = [] {
      DialectRegistry registry;
      registerAllDialects(registry);
      return registry;
    }();
    return registry;
  }

  MLIRContext context;
  ScopedDiagnosticHandler silence;
  OwningOpRef<ModuleOp> module;
};

} // namespace mlir::prim::fuzz

#endif // PRIM_FUZZ_FUZZINPUT_H
