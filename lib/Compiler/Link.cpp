//===- Link.cpp - Joining objects and linking libraries -------------------===//
//
// Partitions' and chunks' objects joined into one relocatable object by
// ld.lld, in-process or not, and shared libraries linked by the host's
// compiler driver, or by ld.lld for another ELF target.
//
//===----------------------------------------------------------------------===//

#include "Link.h"
#include "Pipeline.h"
#include "Target.h"

#include "prim/Support/AtomicOutput.h"

#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
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

/// LLVM's ELF linker, which knows every target LLVM emits.
static llvm::ErrorOr<std::string> findLLD() {
  for (StringRef name : {"ld.lld-22", "ld.lld"})
    if (llvm::ErrorOr<std::string> path = llvm::sys::findProgramByName(name))
      return path;
  return llvm::sys::findProgramByName("ld.lld", {LLVM_TOOLS_DIR});
}

llvm::ErrorOr<std::string>
prim::findRelocatableLinker(const CompileOptions &options) {
  // lld's Mach-O and COFF linkers have no -r: a module for those formats,
  // and for wasm, is compiled whole.
  if (!getTargetTriple(options).isOSBinFormatELF())
    return std::make_error_code(std::errc::not_supported);
  if (options.runLinker)
    return std::string();
  return findLLD();
}

/// Runs `program` with `args` (the program's name first); failure after
/// reporting at `module` that `what` failed.
static LogicalResult runProgram(ModuleOp module, StringRef program,
                                ArrayRef<StringRef> args, const Twine &what) {
  std::string message;
  int status = llvm::sys::ExecuteAndWait(program, args, std::nullopt, {}, 0, 0,
                                         &message);
  if (status != 0)
    return module.emitError()
           << what << " with " << program << " failed"
           << (message.empty() ? "" : ": " + message)
           << (status > 0 ? " (exit status " + std::to_string(status) + ")"
                          : "");
  return success();
}

/// Runs ld.lld with `args` (without the program's name) through
/// `options.runLinker`, else as the process `lld`; failure after reporting
/// at `module` that `what` failed.
static LogicalResult runLLD(ModuleOp module, const CompileOptions &options,
                            StringRef lld, ArrayRef<std::string> args,
                            const Twine &what) {
  if (options.runLinker) {
    SmallVector<const char *> argv;
    for (const std::string &arg : args)
      argv.push_back(arg.c_str());
    std::string messages;
    if (!options.runLinker(argv, messages))
      return module.emitError()
             << what << " failed" << (messages.empty() ? "" : ": " + messages);
    return success();
  }
  SmallVector<StringRef> argv = {lld};
  argv.append(args.begin(), args.end());
  return runProgram(module, lld, argv, what);
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

  if (failed(runLLD(module, options, linker,
                    {"-r", threads, "-o", *output, response},
                    "linking the partitions")))
    return failure();
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
static llvm::ErrorOr<std::string> findCompilerDriver(StringRef requested) {
  if (!requested.empty())
    return llvm::sys::findProgramByName(requested);
  for (StringRef name : {"clang-22", "clang", "cc"})
    if (llvm::ErrorOr<std::string> path = llvm::sys::findProgramByName(name))
      return path;
  return std::make_error_code(std::errc::no_such_file_or_directory);
}

/// Whether a compiler driver links the shared library: one that is named,
/// else the host's C compiler for the host, which also links the builtins
/// that LLVM's code may call. A cross-compiled library is linked by ld.lld,
/// which links every ELF target without a cross compiler.
static bool linksWithCompilerDriver(const CompileOptions &options) {
  return !options.linker.empty() || isHostTriple(getTargetTriple(options));
}

/// The name of `triple`'s object format, for messages.
static StringRef getObjectFormatName(const llvm::Triple &triple) {
  switch (triple.getObjectFormat()) {
  case llvm::Triple::MachO:
    return "Mach-O";
  case llvm::Triple::COFF:
    return "COFF";
  case llvm::Triple::Wasm:
    return "WebAssembly";
  default:
    return "non-ELF";
  }
}

FailureOr<std::string> prim::findSharedLinker(ModuleOp module,
                                              const CompileOptions &options) {
  llvm::Triple triple = getTargetTriple(options);
  if (!triple.isOSBinFormatELF())
    return module.emitError()
           << "cannot link a shared library for target '" << triple.str()
           << "': Prim links ELF shared libraries, and this target's objects "
              "are "
           << getObjectFormatName(triple)
           << "; compile an object (--emit=obj) and link it with the "
              "target's tools";
  if (linksWithCompilerDriver(options)) {
    llvm::ErrorOr<std::string> driver = findCompilerDriver(options.linker);
    if (!driver)
      return module.emitError()
             << "no compiler driver to link with ("
             << (options.linker.empty() ? "tried clang-22, clang, cc"
                                        : "'" + options.linker + "'")
             << " on the PATH)";
    return *driver;
  }
  if (options.runLinker)
    return std::string();
  llvm::ErrorOr<std::string> lld = findLLD();
  if (!lld)
    return module.emitError()
           << "no ld.lld to link a shared library for target '" << triple.str()
           << "' with (tried ld.lld-22 and ld.lld on the PATH, "
           << LLVM_TOOLS_DIR << ")";
  return *lld;
}

/// The archive of the builtins that LLVM's code may call on `triple` (i64
/// to double on armv7 is `__aeabi_l2d`), which a cross-linked library must
/// carry: a process that loads it does not export its own. compiler-rt's
/// for the target where clang's resource directory has it, else the libgcc
/// of the target's GNU cross compiler (as Debian names it) where one is on
/// the PATH; none otherwise.
static std::optional<std::string>
findTargetBuiltins(const llvm::Triple &triple) {
  std::string resource = (llvm::Twine(LLVM_TOOLS_DIR) + "/../lib/clang/" +
                          llvm::Twine(LLVM_VERSION_MAJOR) + "/lib")
                             .str();
  std::string arch = triple.getArchTypeName(triple.getArch()).str();
  if (triple.getArch() == llvm::Triple::arm &&
      triple.getEnvironment() == llvm::Triple::GNUEABIHF)
    arch = "armhf";
  for (const std::string &candidate :
       {resource + "/" + triple.str() + "/libclang_rt.builtins.a",
        resource + "/linux/libclang_rt.builtins-" + arch + ".a"})
    if (llvm::sys::fs::is_regular_file(candidate))
      return candidate;

  std::string gnuArch = triple.getArch() == llvm::Triple::x86
                            ? "i686"
                            : triple.getArchTypeName(triple.getArch()).str();
  std::string gcc =
      gnuArch + "-linux-" + triple.getEnvironmentName().str() + "-gcc";
  llvm::ErrorOr<std::string> path = llvm::sys::findProgramByName(gcc);
  if (!path)
    return std::nullopt;
  llvm::SmallString<128> output;
  if (llvm::sys::fs::createTemporaryFile("prim-libgcc", "txt", output))
    return std::nullopt;

  llvm::scope_exit removeOutput([&] { llvm::sys::fs::remove(output); });
  std::optional<StringRef> redirects[] = {std::nullopt, StringRef(output),
                                          std::nullopt};
  if (llvm::sys::ExecuteAndWait(*path, {*path, "-print-libgcc-file-name"},
                                std::nullopt, redirects) != 0)
    return std::nullopt;
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> printed =
      llvm::MemoryBuffer::getFile(output);
  if (!printed)
    return std::nullopt;
  std::string libgcc = (*printed)->getBuffer().trim().str();
  if (!llvm::sys::fs::is_regular_file(libgcc))
    return std::nullopt;
  return libgcc;
}

LogicalResult prim::linkSharedLibrary(ModuleOp module,
                                      const CompileOptions &options,
                                      StringRef linker, StringRef objectPath,
                                      StringRef outputPath) {
  bool driver = linksWithCompilerDriver(options);
  // Each dependency by its file name, found where it is now, and found
  // there again when the library is loaded (RUNPATH).
  std::vector<std::string> dependencyArgs;
  for (const std::string &dependency : options.linkLibraries) {
    llvm::SmallString<128> path(dependency);
    if (std::error_code ec = llvm::sys::fs::make_absolute(path))
      return module.emitError()
             << "cannot link against '" << dependency << "': " << ec.message();
    if (!llvm::sys::fs::is_regular_file(path))
      return module.emitError()
             << "cannot link against '" << dependency << "': no such file";
    StringRef directory = llvm::sys::path::parent_path(path);
    dependencyArgs.push_back(("-L" + directory).str());
    dependencyArgs.push_back(("-l:" + llvm::sys::path::filename(path)).str());
    dependencyArgs.push_back(
        ((driver ? "-Wl,-rpath," : "--rpath=") + directory).str());
  }
  llvm::Expected<AtomicOutput> library = AtomicOutput::create(outputPath);
  if (!library)
    return module.emitError() << "cannot write '" << outputPath
                              << "': " << llvm::toString(library.takeError());

  std::string what = ("linking '" + outputPath + "'").str();
  if (driver) {
    SmallVector<StringRef> args = {linker, "-shared", "-o", library->getPath(),
                                   objectPath};
    // LLVM's code may call compiler-rt builtins that libgcc lacks (bf16
    // conversions such as __truncsfbf2 before GCC 13); clang links them in.
    if (llvm::sys::path::filename(linker).starts_with("clang"))
      args.push_back("--rtlib=compiler-rt");
    args.append(dependencyArgs.begin(), dependencyArgs.end());
    if (failed(runProgram(module, linker, args, what)))
      return failure();
  } else {
    // ld.lld takes the target from the object. The builtins that LLVM's
    // code calls come from the target's archive, where there is one; else
    // they stay undefined, for the process that loads the library.
    std::vector<std::string> args = {"-shared", "--eh-frame-hdr", "-o",
                                     library->getPath().str(),
                                     objectPath.str()};
    if (std::optional<std::string> builtins =
            findTargetBuiltins(getTargetTriple(options)))
      args.push_back(*builtins);
    llvm::append_range(args, dependencyArgs);
    if (failed(runLLD(module, options, linker, args, what)))
      return failure();
  }
  if (llvm::Error error = library->commit())
    return module.emitError() << "cannot write '" << outputPath
                              << "': " << llvm::toString(std::move(error));
  return success();
}
