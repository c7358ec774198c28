//===- Chunks.cpp - Compiling a large module in chunks --------------------===//
//
// A module too large to lower whole, cut into chunks that refer to no
// other chunk's symbols, each lowered, translated and compiled in a
// context of its own on whichever thread is free, so that memory does not
// grow with the module.
//
//===----------------------------------------------------------------------===//

#include "Chunks.h"
#include "Link.h"
#include "Partition.h"
#include "Pipeline.h"
#include "Target.h"

#include "prim/ABI/LibraryDescription.h"
#include "prim/ABI/PackedABI.h"
#include "prim/Conversion/PrimToLLVM/PrimToLLVM.h"
#include "prim/Dialect/Prim/IR/PrimOps.h"

#include "mlir/Bytecode/BytecodeWriter.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/ThreadPool.h"
#include "llvm/Support/Threading.h"
#include "llvm/Target/TargetMachine.h"

#include <condition_variable>
#include <mutex>
#include <numeric>
#include <optional>

using namespace mlir;
using namespace mlir::prim;

/// What a top-level operation weighs in the work of compiling it: its
/// operations, and for a PrimFunc the entry that lowering adds.
static size_t getWeight(Operation *op) {
  // Lowering adds a packed entry, about as much work as a small body.
  constexpr size_t kEntryWeight = 20;
  size_t weight = isa<prim::FuncOp>(op) ? kEntryWeight : 0;
  op->walk([&](Operation *) { ++weight; });
  return weight;
}

/// Chunks weigh about this much (getWeight): as gen_modules.py's functions
/// weigh, about a hundred of them, a few seconds at -O2. Smaller chunks
/// balance threads better but repeat more: each has its own helpers and
/// fixed costs (a context, a bytecode round trip, the pass pipelines, a
/// target machine, an object to link).
static constexpr size_t kWeightPerChunk = 4000;
/// A module of twice this is still cut in two, so that two threads share
/// it: a few of gen_modules.py's functions.
static constexpr size_t kMinWeightPerChunk = 100;
/// Beyond this, chunks grow rather than multiply.
static constexpr size_t kMaxChunks = 32;

std::vector<std::vector<Operation *>> prim::getChunks(ModuleOp module,
                                                      size_t maxSize) {
  std::vector<Operation *> ops;
  std::vector<size_t> weights;
  size_t total = 0;
  llvm::DenseMap<StringAttr, unsigned> definitions;
  for (Operation &op : *module.getBody()) {
    if (auto name =
            op.getAttrOfType<StringAttr>(SymbolTable::getSymbolAttrName()))
      definitions.try_emplace(name, ops.size());
    ops.push_back(&op);
    weights.push_back(getWeight(&op));
    total += weights.back();
  }
  if (total < 2 * kMinWeightPerChunk)
    return {};
  // Operations that refer to one another, directly or not, form a group.
  std::vector<unsigned> leader(ops.size());
  std::iota(leader.begin(), leader.end(), 0);
  auto find = [&](unsigned i) {
    while (leader[i] != i)
      i = leader[i] = leader[leader[i]];
    return i;
  };
  for (auto [i, op] : llvm::enumerate(ops))
    op->walk([&, i = i](Operation *nested) {
      nested->getAttrDictionary().walk([&](SymbolRefAttr reference) {
        auto definition = definitions.find(reference.getRootReference());
        if (definition != definitions.end())
          leader[find(i)] = find(definition->second);
      });
    });
  std::vector<size_t> groupWeight(ops.size(), 0), groupSize(ops.size(), 0);
  for (unsigned i = 0; i < ops.size(); ++i) {
    groupWeight[find(i)] += weights[i];
    ++groupSize[find(i)];
  }
  size_t chunkWeight = std::max((total + kMaxChunks - 1) / kMaxChunks,
                                std::min(kWeightPerChunk, total / 2));
  // A group goes to the chunk being filled when its first operation comes;
  // the chunk is full once it weighs chunkWeight or holds maxSize
  // operations.
  llvm::DenseMap<unsigned, unsigned> chunkOfGroup;
  std::vector<std::vector<Operation *>> chunks(1);
  size_t weight = 0, size = 0;
  for (auto [i, op] : llvm::enumerate(ops)) {
    unsigned group = find(i);
    auto [it, isNew] = chunkOfGroup.try_emplace(group, chunks.size() - 1);
    if (isNew) {
      if (size != 0 && (weight >= chunkWeight || size >= maxSize)) {
        chunks.emplace_back();
        it->second = chunks.size() - 1;
        weight = size = 0;
      }
      weight += groupWeight[group];
      size += groupSize[group];
    }
    chunks[it->second].push_back(op);
  }
  if (chunks.size() == 1)
    return {};
  return chunks;
}

/// A new empty module with `module`'s location and attributes (its triple
/// and data layout among them).
static OwningOpRef<ModuleOp> createSiblingModule(ModuleOp module) {
  OwningOpRef<ModuleOp> sibling = ModuleOp::create(module.getLoc());
  (*sibling)->setAttrs(module->getAttrDictionary());
  return sibling;
}

/// Translates `part`, emptying it, and compiles it whole (chunks are what
/// threads share; a chunk is not split further) to an object in `files`,
/// whose path goes to `paths`.
static LogicalResult compileToObjectFile(ModuleOp part,
                                         const prim::CompileOptions &options,
                                         llvm::TargetMachine &machine,
                                         TemporaryFiles &files,
                                         std::vector<std::string> &paths) {
  std::vector<llvm::SmallVector<char, 0>> objects;
  if (failed(generateObjects(part, options, machine, /*machines=*/nullptr,
                             /*threads=*/1, objects)))
    return failure();
  FailureOr<std::string> path = files.write(
      part, "o", StringRef(objects.front().data(), objects.front().size()));
  if (failed(path))
    return failure();
  paths.push_back(*path);
  return success();
}

namespace {
/// A chunk of a module on its way to objects, lowered and compiled in a
/// context of its own, on whichever thread is free.
struct ChunkJob {
  /// The chunk's operations as bytecode, until its context reads them.
  llvm::SmallVector<char, 0> bytecode;
  /// The chunk's context, kept only while `diagnostics` refer to it.
  std::unique_ptr<MLIRContext> context;
  /// What the chunk reported, shown in chunk order once all have stopped.
  std::vector<Diagnostic> diagnostics;
  bool failed = false;
  std::vector<std::string> objectPaths;
  /// What the library's main symbol needs to know of the chunk's entries.
  size_t entryCount = 0;
  std::string firstEntry;
  bool hasMain = false;
};
} // namespace

/// Lowers, translates and compiles the chunk of `job` to objects in
/// `files`, in a new context: the names and messages that lowering creates
/// would otherwise stay in the module's context for good (16 KB per tiny
/// function), and contexts of chunks compiled at once are not shared.
static void compileChunk(ChunkJob &job, MLIRContext &moduleContext,
                         const prim::CompileOptions &options,
                         TemporaryFiles &files) {
  job.context = std::make_unique<MLIRContext>(
      moduleContext.getDialectRegistry(), MLIRContext::Threading::DISABLED);
  MLIRContext &context = *job.context;
  context.printOpOnDiagnostic(moduleContext.shouldPrintOpOnDiagnostic());
  context.getDiagEngine().registerHandler([&job](Diagnostic &diagnostic) {
    job.diagnostics.push_back(std::move(diagnostic));
  });
  auto compile = [&]() -> LogicalResult {
    OwningOpRef<ModuleOp> part = parseSourceString<ModuleOp>(
        StringRef(job.bytecode.data(), job.bytecode.size()),
        ParserConfig(&context));
    job.bytecode = {};
    if (!part)
      return emitError(UnknownLoc::get(&context))
             << "cannot read a chunk's bytecode";
    std::unique_ptr<PackedABI> abi =
        PackedABI::getOrReport(options.abi, *part, "prim");
    std::unique_ptr<llvm::TargetMachine> machine =
        getTargetMachineOrReport(*part, options);
    if (!abi || !machine ||
        failed(lowerModule(*part, options, /*libraryPart=*/true)))
      return failure();
    std::string mainEntry = abi->getEntrySymbol("main");
    for (LLVM::LLVMFuncOp entry : getLibraryEntries(*part, *abi)) {
      job.hasMain |= entry.getSymName() == mainEntry;
      if (job.entryCount++ == 0)
        job.firstEntry = entry.getSymName().str();
    }
    return compileToObjectFile(*part, options, *machine, files,
                               job.objectPaths);
  };
  job.failed = failed(compile());
  if (job.diagnostics.empty())
    job.context.reset();
}

LogicalResult
prim::compileInChunks(ModuleOp module,
                      std::vector<std::vector<Operation *>> chunks,
                      const CompileOptions &options, StringRef linker,
                      llvm::raw_pwrite_stream &os) {
  std::unique_ptr<llvm::TargetMachine> machine =
      getTargetMachineOrReport(module, options);
  if (!machine)
    return failure();
  // The ABI object takes its layouts from the target's data layout.
  setTarget(module, *machine);
  std::unique_ptr<PackedABI> abi =
      PackedABI::getOrReport(options.abi, module, "prim");
  if (!abi)
    return failure();
  OwningOpRef<ModuleOp> library = createSiblingModule(module);
  if (failed(describeLibrary(module, options, *library)))
    return failure();

  // The module's context writes each chunk as bytecode (one at a time, as
  // the context is not shared), and a thread compiles it; at most `threads`
  // chunks are in flight.
  TemporaryFiles files;
  MLIRContext &moduleContext = *module.getContext();
  std::vector<ChunkJob> jobs(chunks.size());
  unsigned threads = std::min<size_t>(getThreadCount(options), chunks.size());
  std::optional<llvm::DefaultThreadPool> pool;
  if (threads > 1)
    pool.emplace(llvm::hardware_concurrency(threads));
  std::mutex mutex;
  std::condition_variable finished;
  unsigned running = 0;
  bool anyFailed = false;
  for (auto [chunk, job] : llvm::zip_equal(chunks, jobs)) {
    {
      std::unique_lock<std::mutex> lock(mutex);
      finished.wait(lock, [&] { return running < threads || !pool; });
      if (anyFailed)
        break;
      ++running;
    }
    OwningOpRef<ModuleOp> part = createSiblingModule(module);
    for (Operation *op : chunk) {
      op->remove();
      part->getBody()->push_back(op);
    }
    chunk = {};
    llvm::raw_svector_ostream bytecode(job.bytecode);
    if (failed(writeBytecodeToFile(*part, bytecode))) {
      if (pool)
        pool->wait();
      return module.emitError() << "cannot write a chunk as bytecode";
    }
    part = nullptr;
    auto run = [&, &job = job] {
      compileChunk(job, moduleContext, options, files);
      {
        std::lock_guard<std::mutex> lock(mutex);
        --running;
        anyFailed |= job.failed;
      }
      finished.notify_one();
    };
    if (pool)
      pool->async(run);
    else
      run();
  }
  if (pool)
    pool->wait();

  std::vector<std::string> objectPaths;
  std::string mainEntry = abi->getEntrySymbol("main");
  bool hasMain = false;
  size_t entryCount = 0;
  std::string onlyEntry;
  for (ChunkJob &job : jobs) {
    for (Diagnostic &diagnostic : job.diagnostics)
      moduleContext.getDiagEngine().emit(std::move(diagnostic));
    job.diagnostics.clear();
    job.context.reset();
    if (job.failed)
      return failure();
    llvm::append_range(objectPaths, job.objectPaths);
    hasMain |= job.hasMain;
    if (entryCount == 0)
      onlyEntry = job.firstEntry;
    entryCount += job.entryCount;
  }

  // The library's symbols: the entry of `main`, else the only entry, is its
  // main symbol.
  abi->defineModuleContext(*library);
  if (hasMain || entryCount == 1) {
    OpBuilder b = OpBuilder::atBlockEnd(library->getBody());
    auto entry = LLVM::LLVMFuncOp::create(
        b, module.getLoc(), hasMain ? mainEntry : onlyEntry,
        abi->getEntryType(module.getContext()));
    abi->defineMainSymbol(b, module.getLoc(), entry);
  }
  if (failed(
          compileToObjectFile(*library, options, *machine, files, objectPaths)))
    return failure();

  TimingScope timing = timePhase(options, "linking the partitions");
  FailureOr<std::string> linked =
      linkObjects(module, linker, objectPaths, options, files);
  if (failed(linked))
    return failure();
  return copyFile(module, *linked, os);
}
