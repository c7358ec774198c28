//===- EntryChecks.h - What a packed entry checks and reports ---*- C++ -*-===//
//
// The checks a packed entry runs on its arguments, in one place: the plan
// (EntryCheckPlan), computed once from a prim.func's signature, says which
// checks the entry runs and on what; the messages below say what each
// reports. Every emitter reads them: the entry's straight-line checks and
// the tables that the module's checker walks to report the first failing
// check (prim-make-packed-api), the checks that stand in for the entry at a
// direct call inside the module (prim-lower-local-calls), and the verifier
// of packed calls, which refuses a buffer no run of the checks can accept.
// A failing call thus reports the same words either way.
//
// In the messages, `{}` marks where the found value goes (see prim.assert).
// The numbers are template parameters so that the checker can pass printf
// directives ("%lld") where local calls pass constants.
//
//===----------------------------------------------------------------------===//

#ifndef PRIM_DIALECT_PRIM_IR_ENTRYCHECKS_H
#define PRIM_DIALECT_PRIM_IR_ENTRYCHECKS_H

#include "prim/ABI/PackedABI.h"
#include "prim/Dialect/Prim/IR/PrimOps.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/FormatVariadic.h"

#include <string>

namespace mlir::prim {

/// The ArgKind that passes a value of prim-level `type`.
ArgKind getArgKind(mlir::Type type);

/// The check categories of a pass's `checks` option `spec`; a malformed
/// one is reported on `module`, naming the pass `passArgument`.
FailureOr<CheckCategory> parseChecksOption(mlir::ModuleOp module,
                                           llvm::StringRef spec,
                                           llvm::StringRef passArgument);

/// What a packed entry checks about one buffer parameter, from its type
/// (and the alignment it is to check).
struct BufferCheckPlan {
  static BufferCheckPlan get(mlir::MemRefType type, int64_t argIndex = 0,
                             int64_t align = 0);

  /// The parameter's index among the entry's arguments, and its type: its
  /// rank and dtype, and the static dims the shape must match.
  int64_t argIndex;
  mlir::MemRefType type;
  /// With an identity layout, the strides must be NULL or compact, but any
  /// stride goes along a dim of extent 1 and for an empty buffer; else each
  /// static one of `strides` must match.
  bool identity;
  /// Whether the layout has strides and an offset, as the verifier of
  /// prim.func requires of a parameter.
  bool strided;
  llvm::SmallVector<int64_t> strides;
  /// The offset in elements, or ShapedType::kDynamic: then the byte_offset
  /// must be a multiple of `elementBytes`.
  int64_t offset;
  int64_t elementBytes;
  /// The data alignment to check, or 0.
  int64_t align;

  /// The byte_offset the entry requires, or ShapedType::kDynamic. (The
  /// verifier keeps static offsets small enough for the product.)
  int64_t getOffsetBytes() const {
    return mlir::ShapedType::isDynamic(offset) ? offset : offset * elementBytes;
  }

  /// Whether a buffer of type `actual` can be passed for this one: with
  /// `atRunTime`, facts that `actual` leaves dynamic are accepted (the
  /// checks decide them when the call runs), and so is any stride the
  /// checks would accept for its value; without it, every static fact of
  /// the type must be matched by `actual`. Returns a description of the
  /// first difference.
  std::optional<std::string> describeMismatch(mlir::MemRefType actual,
                                              bool atRunTime) const;
};

/// What a packed entry checks, computed once from its prim.func's signature
/// and the categories it checks: the type codes of its arguments, then, for
/// each buffer in order, its DLTensor (ndim, dtype, shape, strides,
/// byte_offset, device, data and alignment), each in a category of
/// `checks`.
struct EntryCheckPlan {
  /// The plan of `func`'s packed entry, which checks `checks`; alignment as
  /// `prim.align` promises it.
  static EntryCheckPlan get(FuncOp func, CheckCategory checks);

  bool isChecked(CheckCategory category) const {
    return bitEnumContainsAll(checks, category);
  }
  /// The plan of argument `index` if it is a buffer, else null.
  const BufferCheckPlan *getBuffer(int64_t index) const {
    int64_t row = bufferRows[index];
    return row < 0 ? nullptr : &buffers[row];
  }
  int64_t getNumArgs() const { return kinds.size(); }

  CheckCategory checks;
  /// What each packed argument is (the resource handle aside): what its
  /// type code must say.
  llvm::SmallVector<ArgKind> kinds;
  /// The buffers, in argument order.
  llvm::SmallVector<BufferCheckPlan> buffers;

private:
  /// Per argument, its index in `buffers`, or -1.
  llvm::SmallVector<int64_t> bufferRows;
};

namespace entry_checks {

/// "f: argument #i", how every message about one argument starts.
template <typename Index>
std::string argName(llvm::StringRef function, const Index &index) {
  return llvm::formatv("{0}: argument #{1}", function, index).str();
}

/// The number of arguments is not `expected`.
inline std::string argCountMismatch(llvm::StringRef function,
                                    int64_t expected) {
  return llvm::formatv("{0}: expected {1} arguments, found {{}", function,
                       expected)
      .str();
}

inline std::string nullArgArray(llvm::StringRef function, int64_t expected) {
  return llvm::formatv("{0}: the argument array is NULL, but {1} arguments "
                       "are expected",
                       function, expected)
      .str();
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
    ArgKind::Int,  ArgKind::Bool,   ArgKind::Float,     ArgKind::Handle,
    ArgKind::Null, ArgKind::Tensor, ArgKind::PackedFunc};

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
  return llvm::formatv("{0}: expected strides[{1}] == {2}, found {{}", arg, dim,
                       expected)
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
  return llvm::formatv(
             "{0}: expected the device_id of argument #{1}, found {{}", arg,
             first)
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

} // namespace entry_checks
} // namespace mlir::prim

#endif // PRIM_DIALECT_PRIM_IR_ENTRYCHECKS_H
