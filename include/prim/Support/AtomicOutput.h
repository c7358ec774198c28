//===- AtomicOutput.h - Output files replaced only on success ---*- C++ -*-===//
//
// Prim's tools never destroy a file: an output is written to a temporary
// file in its directory and renamed over the destination only once it is
// complete. A failed run leaves an existing output (which may be the input
// itself) byte for byte as it was.
//
//===----------------------------------------------------------------------===//

#ifndef PRIM_SUPPORT_ATOMICOUTPUT_H
#define PRIM_SUPPORT_ATOMICOUTPUT_H

#include "mlir/Support/LLVM.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"

#include <optional>
#include <string>

namespace mlir::prim {

class AtomicOutput {
public:
  /// Prepares to write `path`. Standard output ("-") and existing files that
  /// are not regular files (/dev/null, a FIFO) are written in place: there
  /// is nothing to rename over them.
  static llvm::Expected<AtomicOutput> create(llvm::StringRef path);

  AtomicOutput(AtomicOutput &&other)
      : destination(std::move(other.destination)),
        temp(std::move(other.temp)) {
    other.temp.reset();
  }
  AtomicOutput &operator=(AtomicOutput &&) = delete;
  /// Removes the temporary file unless `commit` succeeded.
  ~AtomicOutput();

  /// The file to write now: the temporary file, or the destination itself
  /// when it is written in place.
  llvm::StringRef getPath() const;

  /// Renames the temporary file over the destination.
  llvm::Error commit();

private:
  AtomicOutput(std::string destination,
               std::optional<llvm::sys::fs::TempFile> temp)
      : destination(std::move(destination)), temp(std::move(temp)) {}

  std::string destination;
  std::optional<llvm::sys::fs::TempFile> temp;
};

/// Writes `path` (an AtomicOutput) with `write` and replaces it only when
/// `write` succeeds. A file that cannot be created, written or closed is
/// reported through `report` as "cannot write 'PATH': REASON" (as the disk
/// being full is), never by raw_fd_ostream's fatal error; `write` reports
/// its own failures.
LogicalResult
writeOutputFile(llvm::StringRef path,
                llvm::function_ref<LogicalResult(llvm::raw_fd_ostream &)> write,
                llvm::function_ref<void(const llvm::Twine &)> report);

} // namespace mlir::prim

#endif // PRIM_SUPPORT_ATOMICOUTPUT_H
