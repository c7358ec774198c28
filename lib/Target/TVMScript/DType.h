//===- DType.h - TIR dtypes and TIR's promotion rules -----------*- C++ -*-===//
//
// A TIR dtype, the names TVMScript gives dtypes, and what TIR's binary
// operators make of their operands' dtypes, as pure functions of dtypes.
// No MLIR here: emission (ImportTypes.cpp) builds the casts and broadcasts
// these decide on.
//
//===----------------------------------------------------------------------===//

#ifndef PRIM_LIB_TARGET_TVMSCRIPT_DTYPE_H
#define PRIM_LIB_TARGET_TVMSCRIPT_DTYPE_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <optional>
#include <string>

namespace mlir::prim::tvmscript {

struct DType {
  enum Code { Int, UInt, Float, BFloat, Bool, Handle } code = Int;
  unsigned bits = 32;
  /// Vector lanes (T.Ramp, T.Broadcast and the accesses they index); 1 for
  /// scalars, which are all that buffers and parameters hold.
  unsigned lanes = 1;

  static DType i(unsigned bits) { return {Int, bits}; }
  static DType f(unsigned bits) { return {Float, bits}; }
  static DType boolean() { return {Bool, 1}; }
  static DType handle() { return {Handle, 64}; }

  bool isInt() const { return code == Int || code == UInt; }
  bool isFloat() const { return code == Float || code == BFloat; }
  bool isBool() const { return code == Bool; }
  bool isHandle() const { return code == Handle; }
  bool isVector() const { return lanes > 1; }
  /// The bytes one element takes in memory.
  unsigned bytes() const { return (bits + 7) / 8 * lanes; }
  DType withLanes(unsigned n) const { return {code, bits, n}; }
  bool operator==(const DType &o) const {
    return code == o.code && bits == o.bits && lanes == o.lanes;
  }
  bool operator!=(const DType &o) const { return !(*this == o); }

  std::string str() const;
};

/// The dtype a TVMScript name ("int32", "float16", ...) denotes.
std::optional<DType> parseDType(llvm::StringRef name);
/// The dtype a `T.<dtype>` callee denotes ("T.int32", "T.float16", ...),
/// including T.boolean, TVM's other name for T.bool.
std::optional<DType> parseDTypeCallee(llvm::StringRef callee);
/// parseDType, or a vector of one ("float32x4").
std::optional<DType> parseVectorDType(llvm::StringRef name);

//===----------------------------------------------------------------------===//
// Promotion, as TIR's binary operators do it
//===----------------------------------------------------------------------===//

/// An untyped Python literal.
enum class LiteralKind { Int, Float, Bool };

/// The dtype TIR gives a literal on its own: int32, float32 or bool.
DType literalDType(LiteralKind literal);
/// The dtype a literal takes beside an operand of `other`: `other`, but
/// float32 for a float literal beside a non-float and bool for a bool
/// literal beside a non-bool.
DType literalDTypeBeside(LiteralKind literal, DType other);
/// The dtype two literals take as a binary operator's operands: float32 if
/// either is a float, else the first one's literalDType.
DType literalPairDType(LiteralKind a, LiteralKind b);
/// The lanes of two operands once the scalar one, if any, is broadcast to
/// the other's; an error for two vectors of different lanes.
llvm::Expected<unsigned> commonLanes(DType a, DType b);
/// The dtype two operands of the same lanes are cast to: the float over
/// the int, the wider float or int, anything over a bool; an error for a
/// handle beside another dtype.
llvm::Expected<DType> promoteDTypes(DType a, DType b);

} // namespace mlir::prim::tvmscript

#endif // PRIM_LIB_TARGET_TVMSCRIPT_DTYPE_H
