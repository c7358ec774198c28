//===- EntryChecks.h - What a packed entry's checks report ------*- C++ -*-===//
//
// The messages of the checks a packed entry runs on its arguments. The
// module's checker, which walks an entry's tables to report its first
// failing check (prim-make-packed-api, for both entry forms), and the checks
// that stand in for the entry at a direct call inside the module
// (prim-lower-local-calls) take their text from here, so a failing call
// reports the same words either way. `{}` marks where the found value goes
// (see prim.assert). The numbers are template parameters so that the
// checker can pass printf directives ("%lld") where local calls pass
// constants.
//
//===----------------------------------------------------------------------===//

#ifndef PRIM_LIB_CONVERSION_PRIMTOLLVM_ENTRYCHECKS_H
#define PRIM_LIB_CONVERSION_PRIMTOLLVM_ENTRYCHECKS_H

#include "prim/ABI/PackedABI.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/FormatVariadic.h"

#include <string>

namespace mlir::prim::entry_checks {

/// "f: argument #i", how every message about one argument starts.
template <typename Index>
std::string argName(llvm::StringRef function, const Index &index) {
  return llvm::formatv("{0}: argument #{1}", function, index).str();
}

/// How the messages name what a parameter of `kind` takes.
inline llvm::StringRef describe(ArgKind kind) {
  switch (kind) {
  case ArgKind::Int:
    return "an integer";
  case ArgKind::Bool:
    return "a bool";
  case ArgKind::Float:
    return "a float";
  case ArgKind::Handle:
    return "a handle";
  case ArgKind::Null:
    return "None";
  case ArgKind::Tensor:
    return "a tensor";
  case ArgKind::PackedFunc:
    return "a function";
  case ArgKind::Str:
    return "a string";
  }
  llvm_unreachable("unknown ArgKind");
}

/// Every ArgKind a parameter may have, for the table checker, which handles
/// them all.
inline constexpr ArgKind kAllArgKinds[] = {
    ArgKind::Int,    ArgKind::Bool,   ArgKind::Float,     ArgKind::Handle,
    ArgKind::Null,   ArgKind::Tensor, ArgKind::PackedFunc};

/// The type codes a parameter of `kind` accepts: the ABI's, and for a
/// tensor also the ABI's owning tensor object.
inline llvm::SmallVector<int32_t> acceptedCodes(const PackedABI &abi,
                                                ArgKind kind) {
  llvm::SmallVector<int32_t> accepted = abi.getAcceptedCodes(kind);
  if (kind == ArgKind::Tensor)
    if (auto object = abi.getTensorObjectCode())
      accepted.push_back(object->first);
  return accepted;
}

/// A type code that a parameter of `kind` does not accept.
inline std::string typeCodeMismatch(llvm::StringRef arg, const PackedABI &abi,
                                    ArgKind kind) {
  std::string codes;
  for (int32_t code : acceptedCodes(abi, kind))
    codes += (codes.empty() ? "" : ", ") + std::to_string(code);
  return llvm::formatv("{0}: expected {1} (type code {2}), found type code {{}",
                       arg, describe(kind), codes)
      .str();
}

inline std::string nullTensor(llvm::StringRef arg) {
  return llvm::formatv("{0}: expected a non-NULL DLTensor*", arg).str();
}

template <typename Rank>
std::string ndimMismatch(llvm::StringRef arg, const Rank &rank) {
  return llvm::formatv("{0}: expected ndim {1}, found {{}", arg, rank).str();
}

/// A dtype field: `field` is "code", "bits" or "lanes".
template <typename Expected>
std::string dtypeMismatch(llvm::StringRef arg, llvm::StringRef field,
                          const Expected &expected) {
  return llvm::formatv("{0}: expected dtype {1} {2}, found {{}", arg, field,
                       expected)
      .str();
}

template <typename Dim, typename Expected>
std::string shapeMismatch(llvm::StringRef arg, const Dim &dim,
                          const Expected &expected) {
  return llvm::formatv("{0}: expected shape[{1}] == {2}, found {{}", arg, dim,
                       expected)
      .str();
}

template <typename Dim>
std::string notCompact(llvm::StringRef arg, const Dim &dim) {
  return llvm::formatv(
             "{0}: expected compact strides, found strides[{1}] == {{}", arg,
             dim)
      .str();
}

template <typename Dim, typename Expected>
std::string strideMismatch(llvm::StringRef arg, const Dim &dim,
                           const Expected &expected) {
  return llvm::formatv("{0}: expected strides[{1}] == {2}, found {{}", arg,
                       dim, expected)
      .str();
}

template <typename Bytes>
std::string byteOffsetNotDivisible(llvm::StringRef arg,
                                   const Bytes &elementBytes) {
  return llvm::formatv(
             "{0}: expected a byte_offset divisible by {1}, found {{}", arg,
             elementBytes)
      .str();
}

template <typename Bytes>
std::string byteOffsetMismatch(llvm::StringRef arg,
                               const Bytes &expectedBytes) {
  return llvm::formatv("{0}: expected byte_offset {1}, found {{}", arg,
                       expectedBytes)
      .str();
}

/// `cpu` is the CPU's DLPack device type.
template <typename DeviceType>
std::string deviceTypeMismatch(llvm::StringRef arg, const DeviceType &cpu) {
  return llvm::formatv("{0}: expected device_type {1} (CPU), found {{}", arg,
                       cpu)
      .str();
}

/// Every buffer lives on the device of the first buffer argument, `first`.
template <typename Index>
std::string deviceIdMismatch(llvm::StringRef arg, const Index &first) {
  return llvm::formatv("{0}: expected the device_id of argument #{1}, found {{}",
                       arg, first)
      .str();
}

inline std::string nullData(llvm::StringRef arg) {
  return llvm::formatv("{0}: expected non-NULL data", arg).str();
}

/// The found value is the address modulo `align`; `align` appears twice.
template <typename Align>
std::string misaligned(llvm::StringRef arg, const Align &align) {
  return llvm::formatv("{0}: expected data aligned to {1} bytes, found an "
                       "address {{} bytes past a multiple of {1}",
                       arg, align)
      .str();
}

} // namespace mlir::prim::entry_checks

#endif // PRIM_LIB_CONVERSION_PRIMTOLLVM_ENTRYCHECKS_H
