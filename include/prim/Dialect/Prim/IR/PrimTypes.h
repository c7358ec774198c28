//===- PrimTypes.h - Prim dialect types -------------------------*- C++ -*-===//

#ifndef PRIM_DIALECT_PRIM_IR_PRIMTYPES_H
#define PRIM_DIALECT_PRIM_IR_PRIMTYPES_H

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Types.h"

#include <optional>
#include <string>

#define GET_TYPEDEF_CLASSES
#include "prim/Dialect/Prim/IR/PrimOpsTypes.h.inc"

namespace mlir::prim {

/// The most lanes a buffer's vector element may have: the largest power of
/// two in DLPack's 16-bit lane count.
constexpr int64_t kMaxLanes = 1 << 15;

/// Whether `type` has a DLPack dtype and so may be a buffer's element type:
/// i1/i8/i16/i32/i64, ui8..ui64, f16/bf16/f32/f64, or a 1-D vector of those
/// with a power-of-two number of lanes (DLPack lanes).
bool isBufferElementType(Type type);

/// Whether `type` is a scalar a PrimFunc can take or return.
bool isScalarType(Type type);

/// Whether `type` is a buffer: a memref of a buffer element type in the
/// default memory space.
bool isBufferType(Type type);

/// The bytes of one element of a buffer of `elementType` (a buffer element
/// type): a bool takes a byte, and a vector its lanes' bytes.
int64_t getElementBytes(Type elementType);

/// What Prim's lowering needs of a buffer type beyond isBufferType: an
/// identity or `strided<>` layout (a DLTensor describes nothing else), a non-negative static offset
/// (byte_offset is unsigned), and static sizes and offsets whose byte counts
/// fit in int64. Returns a description of the first violation.
std::optional<std::string> describeUnsupportedBuffer(MemRefType type);

/// Whether `type` is a parameter type of a prim.func: a buffer, a scalar or
/// a handle (`!prim.handle`, `!prim.packed_func`).
bool isParameterType(Type type);

/// Whether some ABI can pass `type` through a packed call: a parameter type,
/// or a constant string (`!prim.string`).
inline bool isPackedArgType(Type type) {
  return isParameterType(type) || isa<StringType>(type);
}

} // namespace mlir::prim

#endif // PRIM_DIALECT_PRIM_IR_PRIMTYPES_H
