//===- EntryChecks.h - What a packed entry's checks report ------*- C++ -*-===//
//
// The messages of the checks a packed entry runs on a buffer argument. The
// entry (prim-make-packed-api) and the checks that stand in for it at a
// direct call inside the module (prim-lower-local-calls) both take their
// text from here, so a failing call reports the same words either way.
// `{}` marks where the found value goes (see prim.assert).
//
//===----------------------------------------------------------------------===//

#ifndef PRIM_LIB_CONVERSION_PRIMTOLLVM_ENTRYCHECKS_H
#define PRIM_LIB_CONVERSION_PRIMTOLLVM_ENTRYCHECKS_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/FormatVariadic.h"

#include <string>

namespace mlir::prim::entry_checks {

/// "f: argument #i", how every message starts.
inline std::string argName(llvm::StringRef function, int64_t index) {
  return llvm::formatv("{0}: argument #{1}", function, index).str();
}

inline std::string shapeMismatch(llvm::StringRef arg, int64_t dim,
                                 int64_t expected) {
  return llvm::formatv("{0}: expected shape[{1}] == {2}, found {{}", arg, dim,
                       expected)
      .str();
}

inline std::string notCompact(llvm::StringRef arg, int64_t dim) {
  return llvm::formatv(
             "{0}: expected compact strides, found strides[{1}] == {{}", arg,
             dim)
      .str();
}

inline std::string strideMismatch(llvm::StringRef arg, int64_t dim,
                                  int64_t expected) {
  return llvm::formatv("{0}: expected strides[{1}] == {2}, found {{}", arg,
                       dim, expected)
      .str();
}

inline std::string byteOffsetNotDivisible(llvm::StringRef arg,
                                          int64_t elementBytes) {
  return llvm::formatv(
             "{0}: expected a byte_offset divisible by {1}, found {{}", arg,
             elementBytes)
      .str();
}

inline std::string byteOffsetMismatch(llvm::StringRef arg,
                                      int64_t expectedBytes) {
  return llvm::formatv("{0}: expected byte_offset {1}, found {{}", arg,
                       expectedBytes)
      .str();
}

inline std::string misaligned(llvm::StringRef arg, int64_t align) {
  return llvm::formatv("{0}: expected data aligned to {1} bytes, found an "
                       "address {{} bytes past a multiple of {1}",
                       arg, align)
      .str();
}

} // namespace mlir::prim::entry_checks

#endif // PRIM_LIB_CONVERSION_PRIMTOLLVM_ENTRYCHECKS_H
