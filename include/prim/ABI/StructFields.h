//===- StructFields.h - The fields of TVM's struct intrinsics ---*- C++ -*-===//
//
// The fields that TVM's tvm_struct_get reads and tvm_struct_set writes (its
// TVMStructFieldKind, whose values prim.struct_get/set's field kinds are),
// as one table: which struct each belongs to and where it lies there on the
// target, the C type TVM's code generator loads and stores it as, and which
// TVM knows the kind. The dialect's verifier, the lowering to LLVM and the
// TVMScript importer all read it.
//
//===----------------------------------------------------------------------===//

#ifndef PRIM_ABI_STRUCTFIELDS_H
#define PRIM_ABI_STRUCTFIELDS_H

#include "prim/ABI/TargetLayout.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

namespace mlir::prim {

/// The C struct whose arrays a field kind indexes.
enum class FieldStruct { DLTensor, TVMValue, TVMFFIAny };

/// The C type TVM's code generator loads and stores a field as, whatever
/// dtype the call gives: a pointer, a fixed-width integer, or (for a
/// TVMValue's or TVMFFIAny's union) an int64, a double or a pointer.
enum class FieldType { Handle, Int32, UInt8, UInt16, UInt64, Value };

/// Which TVM's code generator knows a field kind: v0.20's (whose TVMValue
/// arrays the legacy ABI passes), main's (whose TVMFFIAny arrays tvm-ffi
/// passes), or both.
enum class FieldTVM { Both, V020, Main };

struct StructFieldInfo {
  /// TVM's TVMStructFieldKind value, and its name there.
  int64_t kind;
  llvm::StringLiteral name;
  FieldStruct parent;
  FieldType type;
  FieldTVM tvm;
  /// The field's TargetLayout member in its struct; null for kArrAddr (the
  /// element's own address) and for the TVMValue's content, both at 0.
  int64_t DLTensorLayout::*tensorOffset;
  int64_t TVMFFIAnyLayout::*anyOffset;

  /// The byte offset of the field in element `index` of its struct's array,
  /// on the target that `layout` describes.
  int64_t getOffset(int64_t index, const TargetLayout &layout) const;
  /// The field's C type as TIR's dtypes name it ("handle", "int32", ...;
  /// a union's: "int64", "float64" and "handle").
  llvm::ArrayRef<llvm::StringRef> getTIRDTypes() const;
};

/// Every field kind, in the order of their values (11, TVM's
/// kArrKindBound_, has none).
llvm::ArrayRef<StructFieldInfo> getStructFields();

/// The field of TVM's kind `kind`, or null.
const StructFieldInfo *lookupStructField(int64_t kind);

} // namespace mlir::prim

#endif // PRIM_ABI_STRUCTFIELDS_H
