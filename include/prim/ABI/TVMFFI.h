/*===- prim/ABI/TVMFFI.h - tvm-ffi C ABI ---------------------------*- C -*-===*
 *
 * The tvm-ffi calling convention (TVM >= v0.22), as declared in apache/tvm-ffi
 * include/tvm/ffi/c_api.h. Names, values and layouts follow that header
 * exactly. If tvm-ffi's header is included first, its definitions are used
 * and only Prim's extras are added.
 *
 *===----------------------------------------------------------------------===*/
#ifndef PRIM_ABI_TVMFFI_H
#define PRIM_ABI_TVMFFI_H

#include <dlpack/dlpack.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#ifndef TVM_FFI_C_API_H_
/* Type index of a TVMFFIAny / TVMFFIObject. */
#ifdef __cplusplus
enum TVMFFITypeIndex : int32_t {
#else
typedef enum {
#endif
  kTVMFFIAny = -1, /* never stored in TVMFFIAny::type_index */
  /* On-stack POD and special values: [0, kTVMFFIStaticObjectBegin). */
  kTVMFFINone = 0,
  kTVMFFIInt = 1,
  kTVMFFIBool = 2,
  kTVMFFIFloat = 3,
  kTVMFFIOpaquePtr = 4,
  kTVMFFIDataType = 5,
  kTVMFFIDevice = 6,
  kTVMFFIDLTensorPtr = 7,
  kTVMFFIRawStr = 8,
  kTVMFFIByteArrayPtr = 9,
  kTVMFFIObjectRValueRef = 10,
  kTVMFFISmallStr = 11,
  kTVMFFISmallBytes = 12,
  /* Static objects: every one starts with a TVMFFIObject header. */
  kTVMFFIStaticObjectBegin = 64,
  kTVMFFIObject = 64,
  kTVMFFIStr = 65,
  kTVMFFIBytes = 66,
  kTVMFFIError = 67,
  kTVMFFIFunction = 68,
  kTVMFFIShape = 69,
  kTVMFFITensor = 70, /* layout: { TVMFFIObject, DLTensor, ... } */
  kTVMFFIArray = 71,
  kTVMFFIMap = 72,
  kTVMFFIModule = 73,
  kTVMFFIOpaquePyObject = 74,
  kTVMFFIStaticObjectEnd,
  /* Type indices allocated at runtime: [kTVMFFIDynObjectBegin, +oo). */
  kTVMFFIDynObjectBegin = 128
#ifdef __cplusplus
};
#else
} TVMFFITypeIndex;
#endif

/* Handle to an object from the C API's point of view. */
typedef void* TVMFFIObjectHandle;

/* Bytes that the array does not own, such as a name passed to the C API. */
typedef struct {
  const char* data;
  size_t size;
} TVMFFIByteArray;

/* What TVMFFIObject::deleter is asked to do. */
typedef enum {
  kTVMFFIObjectDeleterFlagBitMaskStrong = 1 << 0, /* destroy */
  kTVMFFIObjectDeleterFlagBitMaskWeak = 1 << 1,   /* free the memory */
  kTVMFFIObjectDeleterFlagBitMaskBoth = 3
} TVMFFIObjectDeleterFlagBitMask;

/* Header of every heap object (24 bytes). */
typedef struct {
  uint64_t combined_ref_count; /* strong count in the low 32 bits, weak in the high */
  int32_t type_index;
  uint32_t __padding;
  union {
    void (*deleter)(void* self, int flags);
    int64_t __ensure_align;
  };
} TVMFFIObject;

/* An argument or return value (16 bytes). zero_padding must be 0 except for
 * small strings/bytes, where it holds the length. */
typedef struct {
  int32_t type_index;
  union { /* 4 bytes */
    uint32_t zero_padding;
    uint32_t small_str_len;
  };
  union { /* 8 bytes */
    int64_t v_int64;
    double v_float64;
    void* v_ptr;
    const char* v_c_str;
    TVMFFIObject* v_obj;
    DLDataType v_dtype;
    DLDevice v_device;
    char v_bytes[8];
    uint64_t v_uint64;
  };
} TVMFFIAny;

/* Safe-call convention of every packed function. The caller presets
 * result->type_index = kTVMFFINone. Returns 0, or -1 with the error raised
 * through TVMFFIErrorSetRaisedFromCStr (-2: error recorded in the frontend). */
typedef int (*TVMFFISafeCallType)(void* handle, const TVMFFIAny* args, int32_t num_args,
                                  TVMFFIAny* result);

/* Cell that follows the header of a Function object (kTVMFFIFunction). */
typedef struct {
  TVMFFISafeCallType safe_call; /* called as safe_call(function_object, ...) */
  void* cpp_call;               /* NULL for functions not created in C++ */
} TVMFFIFunctionCell;
#endif /* TVM_FFI_C_API_H_ */

/* An owning Tensor (kTVMFFITensor) carries its DLTensor right after the header. */
#define PRIM_TVM_FFI_TENSOR_DLTENSOR_OFFSET 24
/* Likewise the TVMFFIFunctionCell of a Function object (kTVMFFIFunction). */
#define PRIM_TVM_FFI_FUNCTION_CELL_OFFSET 24

/* A bool tensor element: {kDLBool, 8} (tvm-ffi's dtype.cc parses "bool" to
 * it, as PyTorch and DLPack >= 0.8 describe bools). */
#define PRIM_TVM_FFI_BOOL_DTYPE_CODE 6 /* kDLBool */
#define PRIM_TVM_FFI_BOOL_DTYPE_BITS 8

/* Symbol names of a tvm-ffi library module (tvm::ffi::symbol). */
#define PRIM_TVM_FFI_SYMBOL_PREFIX "__tvm_ffi_"
#define PRIM_TVM_FFI_MAIN_SYMBOL "__tvm_ffi_main"
#define PRIM_TVM_FFI_LIBRARY_CTX_SYMBOL "__tvm_ffi__library_ctx"
/* A function's metadata getter: __tvm_ffi__metadata_<name>. */
#define PRIM_TVM_FFI_METADATA_PREFIX "__tvm_ffi__metadata_"
/* A function's documentation getter: __tvm_ffi__doc_<name>. */
#define PRIM_TVM_FFI_DOC_PREFIX "__tvm_ffi__doc_"
/* tvm-ffi's other symbols of a library: an embedded binary, CUDA cubins. */
#define PRIM_TVM_FFI_LIBRARY_BIN_SYMBOL "__tvm_ffi__library_bin"
#define PRIM_TVM_FFI_CUBIN_PREFIX "__tvm_ffi__cubin_"
/* A library calls runtime function F through the function pointer "__" F.
 * tvm-ffi's loader fills every such global whose name a host registered with
 * TVMFFIEnvModRegisterContextSymbol (ContextSymbolRegistry in
 * library_module.cc), e.g. "__TVMFFIFunctionCall". */
#define PRIM_TVM_FFI_CONTEXT_SYMBOL_PREFIX "__"

#ifdef __cplusplus
} /* extern "C" */
#define PRIM_TVMFFI_STATIC_ASSERT(c, m) static_assert(c, m)
#else
#define PRIM_TVMFFI_STATIC_ASSERT(c, m) _Static_assert(c, m)
#endif

PRIM_TVMFFI_STATIC_ASSERT(sizeof(TVMFFIObject) == 24, "TVMFFIObject must be 24 bytes");
PRIM_TVMFFI_STATIC_ASSERT(sizeof(TVMFFIAny) == 16, "TVMFFIAny must be 16 bytes");
PRIM_TVMFFI_STATIC_ASSERT(offsetof(TVMFFIAny, type_index) == 0, "TVMFFIAny::type_index at 0");
PRIM_TVMFFI_STATIC_ASSERT(offsetof(TVMFFIAny, zero_padding) == 4, "TVMFFIAny padding at 4");
PRIM_TVMFFI_STATIC_ASSERT(offsetof(TVMFFIAny, v_int64) == 8, "TVMFFIAny value at 8");
PRIM_TVMFFI_STATIC_ASSERT(offsetof(TVMFFIObject, type_index) == 8, "object type_index at 8");
PRIM_TVMFFI_STATIC_ASSERT(PRIM_TVM_FFI_TENSOR_DLTENSOR_OFFSET == sizeof(TVMFFIObject),
                          "Tensor DLTensor follows the header");
PRIM_TVMFFI_STATIC_ASSERT(PRIM_TVM_FFI_FUNCTION_CELL_OFFSET == sizeof(TVMFFIObject),
                          "Function cell follows the header");

#endif /* PRIM_ABI_TVMFFI_H */
