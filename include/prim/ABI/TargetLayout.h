//===- TargetLayout.h - The packed ABIs' C layouts on a target --*- C++ -*-===//
//
// Where the fields of the C structs that packed code reads and writes
// (DLTensor, TVMFFIAny, TVMValue, TVMFFIByteArray, the tvm-ffi object
// header, TVMParallelGroupEnv) lie on the target, and how wide its pointers
// and size_t are. LLVM computes every offset from the target's data layout,
// so that code for a 32-bit or big-endian target reads the structs its C
// compiler lays out, never the host's.
//
//===----------------------------------------------------------------------===//

#ifndef PRIM_ABI_TARGETLAYOUT_H
#define PRIM_ABI_TARGETLAYOUT_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/BuiltinTypes.h"

namespace llvm {
class DataLayout;
class Triple;
} // namespace llvm

namespace mlir::prim {

/// DLTensor's field offsets (dlpack.h), size and alignment, in bytes.
struct DLTensorLayout {
  int64_t data, deviceType, deviceId, ndim, dtype, shape, strides, byteOffset;
  /// The offsets of dtype's bits and lanes (its code is at `dtype`).
  int64_t dtypeBits, dtypeLanes;
  int64_t size, alignment;
  /// The alignment of the 64-bit word of ndim and dtype, which the entry
  /// compares at once; 0 where int64_t's own alignment holds.
  int64_t ndimWordAlignment;
  /// Bytes of the DLDeviceType enum: 1 where the target's C compiler makes
  /// enums as small as their values (Arm's bare-metal EABI, GCC's
  /// -fshort-enums), leaving the rest of its 4-byte slot as padding.
  int64_t deviceTypeSize;
};

/// TVMFFIAny's field offsets and size (tvm-ffi's c_api.h).
struct TVMFFIAnyLayout {
  int64_t typeIndex, padding, value, size;
};

/// TVMFFIByteArray's field offsets and size.
struct ByteArrayLayout {
  int64_t data, size, bytes;
};

class TargetLayout {
public:
  /// The layouts on the target that `dataLayout` and `triple` describe (the
  /// triple gives what the data layout does not: the object format, and the
  /// size of C's enums).
  TargetLayout(const llvm::DataLayout &dataLayout, const llvm::Triple &triple);

  /// The layouts on `module`'s target: from its `llvm.data_layout`, else
  /// (or if that does not parse) the host's; its object format and enum
  /// size from its `llvm.target_triple`, else the host's.
  static TargetLayout get(mlir::ModuleOp module);
  /// The layouts on the host.
  static TargetLayout getHost();

  bool isBigEndian() const { return bigEndian; }
  /// Whether the object format groups sections in COMDATs (ELF, COFF,
  /// WebAssembly; not Mach-O): a definition that every object of a library
  /// carries is then kept once by the linker without being weak.
  bool hasComdats() const { return comdats; }
  /// Bytes in a pointer.
  int64_t getPointerSize() const { return pointerSize; }
  /// The integer type of size_t.
  mlir::IntegerType getSizeType(mlir::MLIRContext *context) const {
    return mlir::IntegerType::get(context, sizeBits);
  }

  const DLTensorLayout &getDLTensor() const { return dlTensor; }
  const TVMFFIAnyLayout &getTVMFFIAny() const { return tvmFFIAny; }
  const ByteArrayLayout &getByteArray() const { return byteArray; }
  /// Bytes in a TVMValue.
  int64_t getTVMValueSize() const { return tvmValueSize; }
  /// Bytes in one of DLTensor's shape entries (int64_t) and in a TVM v0.20
  /// type code (int).
  int64_t getShapeEntrySize() const { return shapeEntrySize; }
  int64_t getTypeCodeSize() const { return typeCodeSize; }
  /// Where an owning tvm-ffi Tensor object's DLTensor follows its
  /// TVMFFIObject header.
  int64_t getTensorObjectDLTensorOffset() const {
    return tensorObjectDLTensorOffset;
  }
  /// The 32-bit word to store at DLTensor's device_type: `deviceType` in
  /// the enum's bytes, zero in the padding after a one-byte enum, so that a
  /// little-endian caller built with -fno-short-enums reads it too.
  int32_t getDeviceTypeWord(int32_t deviceType) const;
  /// The offset of TVMParallelGroupEnv's num_task.
  int64_t getParallelGroupEnvNumTaskOffset() const {
    return parallelGroupEnvNumTaskOffset;
  }

private:
  /// Sets what `triple` gives.
  void setTriple(const llvm::Triple &triple);

  bool bigEndian;
  bool comdats;
  int64_t pointerSize;
  unsigned sizeBits;
  DLTensorLayout dlTensor;
  TVMFFIAnyLayout tvmFFIAny;
  ByteArrayLayout byteArray;
  int64_t tvmValueSize;
  int64_t shapeEntrySize;
  int64_t typeCodeSize;
  int64_t tensorObjectDLTensorOffset;
  int64_t parallelGroupEnvNumTaskOffset;
};

} // namespace mlir::prim

#endif // PRIM_ABI_TARGETLAYOUT_H
