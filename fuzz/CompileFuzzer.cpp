//===- CompileFuzzer.cpp - Fuzz prim-compile's path to an object ----------===//
//
// compileToObject at -O2 (prim-compile's default) for a fixed target, so
// that a crash reproduces on any host. The ABI alternates with the input's
// length, so that both see the optimizer and the code generator.
//
//===----------------------------------------------------------------------===//

#include "FuzzInput.h"

#include "prim/Compiler/Compiler.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/raw_ostream.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  mlir::prim::fuzz::FuzzInput input(data, size);
  mlir::ModuleOp module = input.getModule();
  if (!module)
    return 0;
  mlir::prim::CompileOptions options;
  options.abi = size % 2 ? "tvm-legacy" : "tvm-ffi";
  options.targetTriple = "x86_64-unknown-linux-gnu";
  options.cpu = "x86-64";
  llvm::SmallVector<char, 0> object;
  llvm::raw_svector_ostream os(object);
  (void)mlir::prim::compileToObject(module, options, os);
  return 0;
}
