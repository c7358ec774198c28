//===- InProcessLinker.h - lld in the compiler's process --------*- C++ -*-===//
//
// Joins partitions' objects with LLVM's ELF linker in the calling process,
// for CompileOptions::runLinker: linking as an ld.lld process took 0.038 s
// of prim-compile's 0.235 s on ten small functions, and in process 0.005 s.
//
// For a tool that owns its process and has read its command line. lld as a
// library resets every LLVM command-line option of the process to its
// default (it parses its own -mllvm options), and registers LLVM's code
// generation flags (--mcpu, --mattr, ...), which must then have no twin of
// the same name. unittests/Compiler/LinkTest.cpp shows both.
//
//===----------------------------------------------------------------------===//

#ifndef PRIM_COMPILER_INPROCESSLINKER_H
#define PRIM_COMPILER_INPROCESSLINKER_H

#include "llvm/ADT/ArrayRef.h"

#include <string>

namespace mlir::prim {

/// Runs lld's ELF driver with `args` (ld.lld's arguments, without the
/// program's name), one link at a time in the process; false after a
/// failure, with lld's messages in `messages`.
bool runLLDInProcess(llvm::ArrayRef<const char *> args, std::string &messages);

} // namespace mlir::prim

#endif // PRIM_COMPILER_INPROCESSLINKER_H
