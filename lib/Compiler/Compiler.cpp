//===- Compiler.cpp - Prim's entry points for host compilers --------------===//
//
// What Compiler.h promises, as calls into the phases: Target, Pipeline,
// Translate, Partition or Chunks, Codegen and Link (JIT.cpp has JITModule).
//
//===----------------------------------------------------------------------===//

#include "prim/Compiler/Compiler.h"
#include "Chunks.h"
#include "Link.h"
#include "Partition.h"
#include "Pipeline.h"
#include "Target.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Target/TargetMachine.h"

#include <optional>

using namespace mlir;
using namespace mlir::prim;

LogicalResult prim::compileToObject(ModuleOp module,
                                    const CompileOptions &options,
                                    llvm::raw_pwrite_stream &os) {
  // The ld.lld that joins partitions, empty when options.runLinker does;
  // none (no ld.lld, or objects that are not ELF): the module is compiled
  // whole.
  llvm::ErrorOr<std::string> linker = findRelocatableLinker(options);
  if (linker && options.functionsPerChunk != 0 &&
      options.sanitizer == Sanitizer::None && !options.systemLib &&
      options.systemLibPrefix.empty()) {
    std::vector<std::vector<Operation *>> chunks =
        getChunks(module, options.functionsPerChunk);
    if (!chunks.empty())
      return compileInChunks(module, std::move(chunks), options, *linker, os);
  }

  // A module that the linker can join is compiled in partitions, each with
  // a target machine: as many as threads are built while it is lowered.
  unsigned threads = getThreadCount(options);
  std::optional<TargetMachinePool> machines;
  if (linker && options.sanitizer == Sanitizer::None)
    machines.emplace(options, threads);
  std::unique_ptr<llvm::TargetMachine> machine =
      lowerForTarget(module, options);
  if (!machine)
    return failure();

  // Code generation goes to memory or temporary files first, so that `os`
  // sees all or nothing.
  std::vector<llvm::SmallVector<char, 0>> objects;
  if (failed(generateObjects(module, options, *machine,
                             machines ? &*machines : nullptr, threads,
                             objects)))
    return failure();
  return joinObjects(module, objects, options, linker ? *linker : "", os);
}

LogicalResult prim::compileToSharedLibrary(ModuleOp module,
                                           const CompileOptions &options,
                                           StringRef outputPath) {
  FailureOr<std::string> linker = findSharedLinker(module, options);
  if (failed(linker))
    return failure();
  // The object, then the library, go to temporary files; the library is
  // renamed over `outputPath` only once it is complete.
  TemporaryFiles files;
  int objectFD;
  FailureOr<std::string> objectPath = files.create(module, "o", objectFD);
  if (failed(objectPath))
    return failure();
  {
    llvm::raw_fd_ostream objectStream(objectFD, /*shouldClose=*/true);
    if (failed(compileToObject(module, options, objectStream)))
      return failure();
  }
  return linkSharedLibrary(module, options, *linker, *objectPath, outputPath);
}
