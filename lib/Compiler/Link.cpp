//===- Link.cpp - Joining objects and linking libraries -------------------===//
//
// Partitions' and chunks' objects joined into one relocatable object by
// ld.lld, in-process or not, and shared libraries linked by a compiler
// driver.
//
//===----------------------------------------------------------------------===//

#include "Link.h"
#include "Pipeline.h"
#include "Target.h"

#include "prim/Support/AtomicOutput.h"

#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::prim;

prim::TemporaryFiles::~TemporaryFiles() {
  for (const std::string &path : paths)
    llvm::sys::fs::remove(path);
}

FailureOr<std::string> prim::TemporaryFiles::create(ModuleOp module,
                                                    StringRef suffix, int &fd) {
  llvm::SmallString<128> path;
  if (std::error_code ec =
          llvm::sys::fs::createTemporaryFile("prim", suffix, fd, path))
    return module.emitError()
           << "cannot create a temporary file: " << ec.message();
  std::lock_guard<std::mutex> lock(mutex);
  paths.push_back(path.str().str());
  return path.str().str();
}

FailureOr<std::string> prim::TemporaryFiles::write(ModuleOp module,
                                                   StringRef suffix,
                                                   StringRef bytes) {
  int fd;
  FailureOr<std::string> path = create(module, suffix, fd);
  if (failed(path))
    return failure();
  llvm::raw_fd_ostream os(fd, /*shouldClose=*/true);
  os << bytes;
  os.close();
  if (os.has_error()) {
    std::string message = os.error().message();
    os.clear_error();
    return module.emitError() << "cannot write '" << *path << "': " << message;
  }
  return path;
}

llvm::ErrorOr<std::string> prim::findRelocatableLinker() {
  for (StringRef name : {"ld.lld-22", "ld.lld"})
    if (llvm::ErrorOr<std::string> path = llvm::sys::findProgramByName(name))
      return path;
  return llvm::sys::findProgramByName("ld.lld", {LLVM_TOOLS_DIR});
}

FailureOr<std::string> prim::linkObjects(ModuleOp module, StringRef linker,
                                         ArrayRef<std::string> objects,
                                         const CompileOptions &options,
                                         TemporaryFiles &files) {
  int fd;
  FailureOr<std::string> output = files.create(module, "o", fd);
  if (failed(output))
    return failure();
  llvm::sys::Process::SafelyCloseFileDescriptor(fd);
  std::string inputs;
  for (const std::string &object : objects)
    inputs += object + "\n";
  FailureOr<std::string> responseFile = files.write(module, "rsp", inputs);
  if (failed(responseFile))
    return failure();
  std::string response = "@" + *responseFile;
  // lld's threads share the reading of its inputs: starting them cost more
  // than it saved for the two objects of a small module (1 ms of 5), and
  // gen_modules.py's 1000 functions, in 44 objects, linked in the same time
  // with one thread or two.
  size_t linkThreads =
      std::clamp<size_t>(objects.size() / 2, 1, getThreadCount(options));
  std::string threads = "--threads=" + std::to_string(linkThreads);

  if (options.runLinker) {
    const char *args[] = {"-r", threads.c_str(), "-o", output->c_str(),
                          response.c_str()};
    std::string messages;
    if (!options.runLinker(args, messages))
      return module.emitError() << "linking the partitions failed"
                                << (messages.empty() ? "" : ": " + messages);
    return output;
  }

  SmallVector<StringRef> args = {linker, "-r",    threads,
                                 "-o",   *output, response};
  std::string message;
  int status =
      llvm::sys::ExecuteAndWait(linker, args, std::nullopt, {}, 0, 0, &message);
  if (status != 0)
    return module.emitError()
           << "linking the partitions with " << linker << " failed"
           << (message.empty() ? "" : ": " + message)
           << (status > 0 ? " (exit status " + std::to_string(status) + ")"
                          : "");
  return output;
}

LogicalResult prim::copyFile(ModuleOp module, StringRef path,
                             llvm::raw_ostream &os) {
  llvm::Expected<llvm::sys::fs::file_t> file =
      llvm::sys::fs::openNativeFileForRead(path);
  if (!file)
    return module.emitError() << "cannot read '" << path
                              << "': " << llvm::toString(file.takeError());
  llvm::scope_exit close([&] { llvm::sys::fs::closeFile(*file); });
  // Not zeroed: every page of a zeroed megabyte faults in, which costs more
  // than copying a small object.
  constexpr size_t kBlockSize = 1 << 20;
  std::unique_ptr<char[]> block(new char[kBlockSize]);
  while (true) {
    llvm::Expected<size_t> read = llvm::sys::fs::readNativeFile(
        *file, llvm::MutableArrayRef<char>(block.get(), kBlockSize));
    if (!read)
      return module.emitError() << "cannot read '" << path
                                << "': " << llvm::toString(read.takeError());
    if (*read == 0)
      return success();
    os.write(block.get(), *read);
  }
}

LogicalResult prim::joinObjects(
    ModuleOp module, MutableArrayRef<llvm::SmallVector<char, 0>> objects,
    const CompileOptions &options, StringRef linker, llvm::raw_ostream &os) {
  if (objects.size() == 1) {
    os.write(objects.front().data(), objects.front().size());
    return success();
  }
  TimingScope timing = timePhase(options, "linking the partitions");
  TemporaryFiles files;
  std::vector<std::string> paths;
  for (llvm::SmallVector<char, 0> &object : objects) {
    FailureOr<std::string> path =
        files.write(module, "o", StringRef(object.data(), object.size()));
    if (failed(path))
      return failure();
    paths.push_back(*path);
    object = {};
  }
  FailureOr<std::string> linked =
      linkObjects(module, linker, paths, options, files);
  if (failed(linked))
    return failure();
  return copyFile(module, *linked, os);
}

/// The compiler driver that links shared libraries.
static llvm::ErrorOr<std::string> findLinker(StringRef requested) {
  if (!requested.empty())
    return llvm::sys::findProgramByName(requested);
  for (StringRef name : {"clang-22", "clang", "cc"})
    if (llvm::ErrorOr<std::string> path = llvm::sys::findProgramByName(name))
      return path;
  return std::make_error_code(std::errc::no_such_file_or_directory);
}

FailureOr<std::string> prim::findCompilerDriver(ModuleOp module,
                                                const CompileOptions &options) {
  llvm::ErrorOr<std::string> driver = findLinker(options.linker);
  if (!driver)
    return module.emitError()
           << "no compiler driver to link with ("
           << (options.linker.empty() ? "tried clang-22, clang, cc"
                                      : "'" + options.linker + "'")
           << " on the PATH)";
  return *driver;
}

LogicalResult prim::linkSharedLibrary(ModuleOp module,
                                      const CompileOptions &options,
                                      StringRef linker, StringRef objectPath,
                                      StringRef outputPath) {
  llvm::Expected<AtomicOutput> library = AtomicOutput::create(outputPath);
  if (!library)
    return module.emitError() << "cannot write '" << outputPath
                              << "': " << llvm::toString(library.takeError());

  SmallVector<StringRef> args = {linker, "-shared", "-o", library->getPath(),
                                 objectPath};
  // LLVM's code may call compiler-rt builtins that libgcc lacks (bf16
  // conversions such as __truncsfbf2 before GCC 13); clang links them in.
  if (llvm::sys::path::filename(linker).starts_with("clang"))
    args.push_back("--rtlib=compiler-rt");
  std::vector<std::string> linkArgs;
  for (const std::string &dependency : options.linkLibraries) {
    llvm::SmallString<128> path(dependency);
    if (std::error_code ec = llvm::sys::fs::make_absolute(path))
      return module.emitError()
             << "cannot link against '" << dependency << "': " << ec.message();
    if (!llvm::sys::fs::is_regular_file(path))
      return module.emitError()
             << "cannot link against '" << dependency << "': no such file";
    StringRef directory = llvm::sys::path::parent_path(path);
    linkArgs.push_back(("-L" + directory).str());
    linkArgs.push_back(("-l:" + llvm::sys::path::filename(path)).str());
    linkArgs.push_back(("-Wl,-rpath," + directory).str());
  }
  args.append(linkArgs.begin(), linkArgs.end());
  std::string message;
  int status =
      llvm::sys::ExecuteAndWait(linker, args, std::nullopt, {}, 0, 0, &message);
  if (status != 0)
    return module.emitError()
           << "linking '" << outputPath << "' with " << linker << " failed"
           << (message.empty() ? "" : ": " + message)
           << (status > 0 ? " (exit status " + std::to_string(status) + ")"
                          : "");
  if (llvm::Error error = library->commit())
    return module.emitError() << "cannot write '" << outputPath
                              << "': " << llvm::toString(std::move(error));
  return success();
}
