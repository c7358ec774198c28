//===- Link.h - Joining objects and linking libraries -----------*- C++ -*-===//
//
// Internal to PrimCompiler.
//
//===----------------------------------------------------------------------===//

#ifndef PRIM_LIB_COMPILER_LINK_H
#define PRIM_LIB_COMPILER_LINK_H

#include "prim/Compiler/Compiler.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/ErrorOr.h"

#include <mutex>
#include <string>
#include <vector>

namespace mlir::prim {

/// Temporary files, removed when this goes away. Safe to use from several
/// threads.
class TemporaryFiles {
public:
  TemporaryFiles() = default;
  TemporaryFiles(const TemporaryFiles &) = delete;
  TemporaryFiles &operator=(const TemporaryFiles &) = delete;
  ~TemporaryFiles();

  /// A new empty temporary file of suffix `suffix`, open as `fd`; failure
  /// after reporting at `module`.
  FailureOr<std::string> create(ModuleOp module, StringRef suffix, int &fd);

  /// A new temporary file holding `bytes`.
  FailureOr<std::string> write(ModuleOp module, StringRef suffix,
                               StringRef bytes);

private:
  /// Chunks compiled in parallel create files at once.
  std::mutex mutex;
  std::vector<std::string> paths;
};

/// The ld.lld that joins the partitions' objects into one relocatable object
/// (`-r`): empty when `options.runLinker` runs it, an error when the target's
/// objects are not ELF (a module for such a target is compiled whole).
llvm::ErrorOr<std::string> findRelocatableLinker(const CompileOptions &options);

/// Links `objects`, in order, into one relocatable object (`-r`), a
/// temporary file in `files`, with `options.runLinker`, else the ld.lld at
/// `linker`. The inputs go in a response file: a module compiled in chunks
/// has thousands.
FailureOr<std::string> linkObjects(ModuleOp module, StringRef linker,
                                   ArrayRef<std::string> objects,
                                   const CompileOptions &options,
                                   TemporaryFiles &files);

/// Copies the file `path` to `os` a block at a time: the object of a large
/// module need not fit in memory.
LogicalResult copyFile(ModuleOp module, StringRef path, llvm::raw_ostream &os);

/// The objects of a module's partitions, in order, written to `os` as one:
/// the only one as it is, several linked by linkObjects (`linker`, unless
/// `options.runLinker`). `objects` are emptied.
LogicalResult joinObjects(ModuleOp module,
                          MutableArrayRef<llvm::SmallVector<char, 0>> objects,
                          const CompileOptions &options, StringRef linker,
                          llvm::raw_ostream &os);

/// What links a shared library for the target of `options`: the compiler
/// driver `options.linker` when one is named; for the host, the first of
/// clang-22, clang, cc on the PATH; for another target, ld.lld (empty when
/// `options.runLinker` runs it). Failure, after reporting at `module`, when
/// there is none or the target's objects are not ELF.
FailureOr<std::string> findSharedLinker(ModuleOp module,
                                        const CompileOptions &options);

/// Links the object at `objectPath` into a shared library at `outputPath`
/// with `linker` (findSharedLinker), as a dependent of
/// `options.linkLibraries`. On failure, `outputPath` is left as it was.
LogicalResult linkSharedLibrary(ModuleOp module, const CompileOptions &options,
                                StringRef linker, StringRef objectPath,
                                StringRef outputPath);

} // namespace mlir::prim

#endif // PRIM_LIB_COMPILER_LINK_H
