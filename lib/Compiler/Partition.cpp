//===- Partition.cpp - Compiling partitions on threads --------------------===//
//
// A lowered module, split into partitions (splitModule), translated,
// optimized and compiled to objects on several threads, each partition in
// an LLVMContext of its own, with diagnostics in module order.
//
//===----------------------------------------------------------------------===//

#include "Partition.h"
#include "Codegen.h"
#include "Pipeline.h"
#include "SplitModule.h"
#include "Target.h"
#include "Translate.h"

#include "llvm/Target/TargetMachine.h"

#include "mlir/IR/Diagnostics.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/ThreadPool.h"
#include "llvm/Support/Threading.h"

#include <mutex>

using namespace mlir;
using namespace mlir::prim;

namespace {
/// Diagnostics reported while partitions are translated, kept per partition
/// and shown in partition order once all threads have stopped, so that
/// they do not depend on the threads. While this lives, what a thread
/// reports inside a `Collect` scope goes to that scope's partition; the
/// rest goes on to the context's other handlers.
class PartitionDiagnostics {
public:
  explicit PartitionDiagnostics(MLIRContext *context)
      : handler(context, [](Diagnostic &diagnostic) -> LogicalResult {
          if (!collected)
            return failure();
          collected->push_back(std::move(diagnostic));
          return success();
        }) {}

  /// Collects what this thread reports into `diagnostics` while it lives.
  class Collect {
  public:
    explicit Collect(std::vector<Diagnostic> &diagnostics) {
      collected = &diagnostics;
    }
    ~Collect() { collected = nullptr; }
  };

private:
  static thread_local std::vector<Diagnostic> *collected;
  ScopedDiagnosticHandler handler;
};
thread_local std::vector<Diagnostic> *PartitionDiagnostics::collected = nullptr;

/// One partition's work, done in its own LLVMContext on some thread.
struct Partition {
  OwningOpRef<ModuleOp> module;
  std::vector<Diagnostic> diagnostics;
  /// The locations of its inline asm (tagInlineAsm).
  std::vector<Location> asmLocations;
  llvm::SmallVector<char, 0> object;
  CodegenErrors errors;
  bool failed = false;
};
} // namespace

/// Translates, optimizes and compiles one partition of `partitions`; its
/// own LLVMContext, and a target machine of `machines`, as neither may be
/// shared between threads. Translation holds `translationLock`, if any: a
/// context without multithreading does not lock what translation creates in
/// it.
static void compilePartition(Partition &partition,
                             const prim::ModulePartitions &partitions,
                             const prim::CompileOptions &options,
                             TargetMachinePool &machines,
                             std::mutex *translationLock) {
  llvm::LLVMContext context;
  std::unique_ptr<llvm::Module> module;
  {
    std::unique_lock<std::mutex> lock;
    if (translationLock)
      lock = std::unique_lock<std::mutex>(*translationLock);
    TimingScope timing = timePhase(options, "translation to LLVM IR");
    PartitionDiagnostics::Collect collect(partition.diagnostics);
    module = translate(*partition.module, context, [&] {
      return llvm::any_of(partition.diagnostics, [](const Diagnostic &d) {
        return d.getSeverity() == DiagnosticSeverity::Error;
      });
    });
    if (!module) {
      partition.failed = true;
      return;
    }
    tagInlineAsm(*partition.module, *module, partition.asmLocations);
    prim::promoteSharedLocals(*module, partitions);
    // The LLVM module holds everything now.
    partition.module = nullptr;
  }
  auto machine = machines.take();
  if (!machine) {
    partition.errors.push_back({0, llvm::toString(machine.takeError())});
    return;
  }
  {
    TimingScope timing = timePhase(options, "LLVM optimization");
    optimize(*module, options.optLevel, machine->get());
  }
  TimingScope timing = timePhase(options, "code generation");
  emitObject(*module, **machine, partition.object, partition.errors);
  machines.giveBack(std::move(*machine));
}

LogicalResult
prim::generateObjects(ModuleOp module, const CompileOptions &options,
                      llvm::TargetMachine &machine, TargetMachinePool *machines,
                      unsigned threads,
                      std::vector<llvm::SmallVector<char, 0>> &objects) {
  if (failed(verifyForTranslation(module)))
    return failure();
  // Sanitizers instrument a whole module (one constructor, one set of
  // globals).
  prim::ModulePartitions split;
  if (machines && options.sanitizer == Sanitizer::None) {
    TimingScope timing = timePhase(options, "splitting into partitions");
    split = prim::splitModule(module);
  }
  unsigned count = split.modules.size();
  if (count == 0) {
    llvm::LLVMContext context;
    std::vector<Location> asmLocations;
    std::unique_ptr<llvm::Module> llvmModule;
    {
      TimingScope timing = timePhase(options, "translation to LLVM IR");
      llvmModule = translateReported(module, context, &asmLocations);
      if (!llvmModule)
        return failure();
      module.getBody()->clear();
    }
    {
      TimingScope timing = timePhase(options, "LLVM optimization");
      optimize(*llvmModule, options.optLevel, &machine);
      prim::instrument(*llvmModule, options.sanitizer, &machine);
    }
    TimingScope timing = timePhase(options, "code generation");
    CodegenErrors errors;
    objects.emplace_back();
    if (!emitObject(*llvmModule, machine, objects.back(), errors))
      return reportCodegenErrors(module, errors, asmLocations);
    return success();
  }

  std::vector<Partition> partitions(count);
  for (auto [partition, part] : llvm::zip_equal(partitions, split.modules))
    partition.module = std::move(part);
  std::mutex translationLock;
  std::mutex *lock = module.getContext()->isMultithreadingEnabled()
                         ? nullptr
                         : &translationLock;
  {
    PartitionDiagnostics diagnostics(module.getContext());
    threads = std::min(threads, count);
    if (threads <= 1) {
      for (Partition &partition : partitions)
        compilePartition(partition, split, options, *machines, lock);
    } else {
      llvm::DefaultThreadPool pool(llvm::hardware_concurrency(threads));
      for (Partition &partition : partitions)
        pool.async([&partition, &split, &options, machines, lock] {
          compilePartition(partition, split, options, *machines, lock);
        });
      pool.wait();
    }
  }
  // Every partition's errors, in order.
  bool failedAny = false;
  for (Partition &partition : partitions) {
    for (Diagnostic &diagnostic : partition.diagnostics)
      module.getContext()->getDiagEngine().emit(std::move(diagnostic));
    if (!partition.errors.empty())
      (void)reportCodegenErrors(module, partition.errors,
                                partition.asmLocations);
    failedAny |= partition.failed || !partition.errors.empty();
    objects.push_back(std::move(partition.object));
  }
  return failure(failedAny);
}
