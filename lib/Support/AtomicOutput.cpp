//===- AtomicOutput.cpp - Output files replaced only on success -----------===//

#include "prim/Support/AtomicOutput.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/Path.h"

using namespace llvm;

Expected<mlir::prim::AtomicOutput>
mlir::prim::AtomicOutput::create(StringRef path) {
  if (path == "-")
    return AtomicOutput(path.str(), std::nullopt);
  // Through a symbolic link, replace the file it names, not the link.
  SmallString<256> destination(path);
  sys::fs::file_status status;
  if (!sys::fs::status(path, status)) {
    if (!sys::fs::is_regular_file(status))
      return AtomicOutput(path.str(), std::nullopt);
    if (std::error_code ec = sys::fs::real_path(path, destination))
      return createFileError(path, ec);
  }
  // The temporary file lives beside the destination, so that the rename
  // stays on one file system.
  Expected<sys::fs::TempFile> temp =
      sys::fs::TempFile::create(destination + ".tmp-%%%%%%%%");
  if (!temp)
    return createFileError(path, temp.takeError());
  return AtomicOutput(destination.str().str(), std::move(*temp));
}

mlir::prim::AtomicOutput::~AtomicOutput() {
  if (temp)
    consumeError(temp->discard());
}

StringRef mlir::prim::AtomicOutput::getPath() const {
  return temp ? StringRef(temp->TmpName) : StringRef(destination);
}

Error mlir::prim::AtomicOutput::commit() {
  if (!temp)
    return Error::success();
  Error error = temp->keep(destination);
  temp.reset();
  return error ? createFileError(destination, std::move(error))
               : Error::success();
}

mlir::LogicalResult
mlir::prim::writeOutputFile(StringRef path,
                            function_ref<LogicalResult(raw_fd_ostream &)> write,
                            function_ref<void(const Twine &)> report) {
  Expected<AtomicOutput> output = AtomicOutput::create(path);
  if (!output) {
    report(toString(output.takeError()));
    return failure();
  }
  {
    std::error_code ec;
    raw_fd_ostream os(output->getPath(), ec);
    if (ec) {
      report("cannot write '" + path + "': " + ec.message());
      return failure();
    }
    LogicalResult written = write(os);
    // Standard output is not the stream's to close.
    if (output->getPath() == "-")
      os.flush();
    else
      os.close();
    // An error left on the stream is fatal when it is destroyed.
    ec = os.error();
    os.clear_error();
    if (failed(written))
      return failure();
    if (ec) {
      report("cannot write '" + path + "': " + ec.message());
      return failure();
    }
  }
  if (Error error = output->commit()) {
    report(toString(std::move(error)));
    return failure();
  }
  return success();
}
