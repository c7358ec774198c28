//===- Buffers.h - Moving buffers between memrefs and raw parts -*- C++ -*-===//
//
// Internal helpers of Prim's lowering passes.
//
//===----------------------------------------------------------------------===//

#ifndef PRIM_LIB_CONVERSION_PRIMTOLLVM_BUFFERS_H
#define PRIM_LIB_CONVERSION_PRIMTOLLVM_BUFFERS_H

#include "prim/ABI/PackedABI.h"
#include "prim/Dialect/Prim/IR/EntryChecks.h"
#include "prim/Dialect/Prim/IR/PrimOps.h"

#include "mlir/Conversion/LLVMCommon/TypeConverter.h"

namespace mlir::prim {

/// A buffer as raw values: its data pointer, then offset, sizes and strides
/// as i64 (in elements).
struct BufferParts {
  mlir::Value data;
  mlir::Value offset;
  llvm::SmallVector<mlir::Value> sizes;
  llvm::SmallVector<mlir::Value> strides;
};

/// A DLPack dtype.
struct DLDType {
  uint8_t code;
  uint8_t bits;
  uint16_t lanes;

  /// The 4 bytes of a DLDataType read as one 32-bit word. Callers store and
  /// entries compare this word, so that after inlining the compare folds
  /// against the store (narrower stores would not forward to a wider load).
  uint32_t getWord(bool bigEndian) const {
    return bigEndian ? (uint32_t(code) << 24 | uint32_t(bits) << 16 | lanes)
                     : (code | uint32_t(bits) << 8 | uint32_t(lanes) << 16);
  }
};

/// Appends the native parameters of one prim parameter: a buffer's aligned
/// data pointer and its dynamic offset, sizes and strides; anything else as
/// its converted type.
void appendNativeParams(mlir::Type param,
                        const mlir::TypeConverter &converter,
                        llvm::SmallVectorImpl<mlir::Type> &out);
/// The native values of a buffer, from its LLVM memref descriptor, in the
/// order appendNativeParams gives; `param` says which parts are dynamic.
void appendNativeArgs(mlir::OpBuilder &b, mlir::Location loc,
                      mlir::MemRefType param, mlir::Value descriptor,
                      llvm::SmallVectorImpl<mlir::Value> &out);

/// A native body with more native parameters than this (its result pointer
/// aside) takes them through memory: one pointer to a block of them. LLVM's
/// code generation of a call takes time quadratic in its arguments (every
/// one is live at the call; 4000 pointers: 2.9 s for the packed entry's one
/// call), and filling a block of them takes linear time.
constexpr size_t kMaxNativeParams = 32;

/// The memory through which a native body takes its native parameters:
/// each at its byte offset, aligned to its size rounded up to a power of
/// two, in a block of `size` bytes aligned to `alignment`. Byte offsets, not
/// a struct type: an address computed from a struct type names the whole
/// struct, and the addresses of N fields print in space quadratic in N.
struct NativeArgumentBlock {
  llvm::SmallVector<int64_t> offsets;
  int64_t size = 0;
  int64_t alignment = 8;
};

/// The block through which a native body whose native parameters are
/// `nativeParams` (its result pointer aside) takes them, or nothing when it
/// takes them as parameters. The sizes are those of the data layout at
/// `scope`.
std::optional<NativeArgumentBlock>
getNativeArgumentBlock(mlir::Operation *scope, mlir::TypeRange nativeParams);

/// Calls the native body `callee` with the native arguments `args`, as its
/// parameters or in a block on the caller's stack (getNativeArgumentBlock),
/// then `result`, its result pointer, if any. Returns the call's i32 status.
/// The arguments are stored at the call, in order, or, with
/// `storeWhereComputed`, each where it is defined when that is in the
/// current block, so that none stays live until the call.
mlir::Value emitNativeCall(mlir::OpBuilder &b, mlir::Location loc,
                           mlir::FlatSymbolRefAttr callee,
                           mlir::ValueRange args, mlir::Value result = {},
                           bool storeWhereComputed = false);

/// The DLPack dtype of a buffer element type (a bool's as the ABI defines
/// it).
DLDType getDLDType(mlir::Type elementType, const PackedABI &abi);

/// The device_type of the DLTensor at `tensor`, as an i32: read at the width
/// of the target's enum, never its padding.
mlir::Value loadDeviceType(mlir::OpBuilder &b, mlir::Location loc,
                           const DLTensorLayout &fields, mlir::Value tensor);

/// Builds the LLVM memref descriptor of `type` from raw parts (static parts
/// of `type` are used as constants; the matching entries of `parts` may be
/// null).
mlir::Value packDescriptor(mlir::OpBuilder &b, mlir::Location loc,
                           mlir::MemRefType type, const BufferParts &parts,
                           const mlir::LLVMTypeConverter &converter);

/// packDescriptor, cast to a memref of `type`.
mlir::Value packBuffer(mlir::OpBuilder &b, mlir::Location loc,
                       mlir::MemRefType type, const BufferParts &parts,
                       const mlir::LLVMTypeConverter &converter);

/// The raw parts of a memref value.
BufferParts unpackBuffer(mlir::OpBuilder &b, mlir::Location loc,
                         mlir::Value memref,
                         const mlir::LLVMTypeConverter &converter);

/// Compact row-major strides for `sizes`.
llvm::SmallVector<mlir::Value> compactStrides(mlir::OpBuilder &b,
                                              mlir::Location loc,
                                              llvm::ArrayRef<mlir::Value> sizes);

/// Casts between a prim-level value and its LLVM-level form (index <-> i64,
/// ui8 <-> i8, !prim.handle <-> !llvm.ptr). Returns `value` when the types
/// already agree.
mlir::Value castTo(mlir::OpBuilder &b, mlir::Location loc, mlir::Value value,
                   mlir::Type type);

/// Sets the attributes of the data pointer of buffer parameter `primIndex`
/// of `func` on parameter `llvmIndex` of `llvmFunc`: `llvm.noalias` and
/// `llvm.align` where `prim.noalias` and `prim.align` say so, and, for a
/// non-empty static identity-layout buffer, `llvm.nonnull` and
/// `llvm.dereferenceable` with its size: the body may read all of it.
void annotateDataPointer(mlir::LLVM::LLVMFuncOp llvmFunc, unsigned llvmIndex,
                         mlir::prim::FuncOp func, unsigned primIndex);
/// The same facts about the data pointer of buffer parameter `primIndex` of
/// `func` where a native body loads it from its argument block: `load`
/// gets the dereferenceable bytes. `prim.noalias` has no per-load form in
/// LLVM IR, and `prim.align` is not kept either: an assumption at each load
/// would order the assumptions by first use, so two callers of one body
/// that use the arguments in another order would differ after inlining.
void annotateLoadedDataPointer(mlir::LLVM::LoadOp load,
                               mlir::prim::FuncOp func, unsigned primIndex);

/// The name of the native body of public function `name`.
inline std::string getComputeName(llvm::StringRef name) {
  return (name + "_compute").str();
}

/// Renames the public `func` to `<name>_compute`, makes it private and drops
/// its `api` and `checks`. Returns the original name. The caller retargets the
/// prim.call_tir calls of it with `retargetCalls`.
std::string outlineCompute(FuncOp func);

/// Reports every prim.func that is not directly in `module` (in a nested
/// module, for example, or a second top-level module the parser nested):
/// the passes lower the functions of the top-level module only, and must
/// not leave others out silently.
LogicalResult verifyTopLevelFunctions(mlir::ModuleOp module);

/// In one walk of `module`, points every prim.call_tir whose callee is a key
/// of `callTIR`, and every prim.call_cpacked whose callee is a key of
/// `callCPacked`, at the mapped symbol.
void retargetCalls(mlir::ModuleOp module,
                   const llvm::StringMap<mlir::StringAttr> &callTIR,
                   const llvm::StringMap<mlir::StringAttr> &callCPacked);

} // namespace mlir::prim

#endif // PRIM_LIB_CONVERSION_PRIMTOLLVM_BUFFERS_H
