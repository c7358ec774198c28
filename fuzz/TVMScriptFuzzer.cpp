//===- TVMScriptFuzzer.cpp - Fuzz the TVMScript importer ------------------===//
//
// Imports the fuzzer's bytes as TVMScript in a fresh context, diagnostics
// swallowed: a located error is the expected answer to bad input; a crash,
// a sanitizer report or a hang is the bug. Seeds come from the importer's
// tests (test/**/*.py, split at their `# -----` markers).
//
//===----------------------------------------------------------------------===//

#include "prim/Target/TVMScript.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  mlir::DialectRegistry registry;
  mlir::prim::registerTVMScriptImportDialects(registry);
  mlir::MLIRContext context(registry, mlir::MLIRContext::Threading::DISABLED);
  mlir::ScopedDiagnosticHandler silence(
      &context, [](mlir::Diagnostic &) { return mlir::success(); });
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(
      llvm::MemoryBuffer::getMemBufferCopy(
          llvm::StringRef(reinterpret_cast<const char *>(data), size),
          "fuzz.py"),
      llvm::SMLoc());
  (void)mlir::prim::importTVMScript(sourceMgr, &context);
  return 0;
}
