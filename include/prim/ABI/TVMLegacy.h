/*===- prim/ABI/TVMLegacy.h - Legacy TVM packed C ABI --------------*- C -*-===*
 *
 * The legacy TVM packed calling convention (TVM <= v0.20), as declared in
 * TVM's include/tvm/runtime/c_runtime_api.h and c_backend_api.h. Names and
 * values follow those headers exactly. If TVM's own headers are included
 * first, their definitions are used and only Prim's extras are added.
 *
 *===----------------------------------------------------------------------===*/
#ifndef PRIM_ABI_TVMLEGACY_H
#define PRIM_ABI_TVMLEGACY_H

#include <dlpack/dlpack.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#ifndef TVM_RUNTIME_C_RUNTIME_API_H_
/* Type code of a TVMValue argument (TVM's TVMArgTypeCode).
 * Code 1 (unsigned int) has no TVMArgTypeCode name: TVM uses DLPack's kDLUInt. */
typedef enum {
  kTVMArgInt = kDLInt, /* 0 */
  kTVMArgFloat = kDLFloat, /* 2 */
  kTVMOpaqueHandle = 3U,
  kTVMNullptr = 4U,
  kTVMDataType = 5U,
  kDLDevice = 6U,
  kTVMDLTensorHandle = 7U,
  kTVMObjectHandle = 8U,
  kTVMModuleHandle = 9U,
  kTVMPackedFuncHandle = 10U,
  kTVMStr = 11U,
  kTVMBytes = 12U,
  kTVMNDArrayHandle = 13U,
  kTVMObjectRValueRefArg = 14U,
  kTVMArgBool = 15U,
  /* Extension codes, reserved by TVM for other frameworks. */
  kTVMExtBegin = 16U,
  kTVMNNVMFirst = 16U,
  kTVMNNVMLast = 20U,
  kTVMExtReserveEnd = 64U,
  kTVMExtEnd = 128U,
} TVMArgTypeCode;

/* One packed argument or return value: 8 bytes, tagged by a separate type code. */
typedef union {
  int64_t v_int64;
  double v_float64;
  void* v_handle;
  const char* v_str;
  DLDataType v_type;
  DLDevice v_device;
} TVMValue;

/* Handle to a packed function, as returned by TVMBackendGetFuncFromEnv. */
typedef void* TVMFunctionHandle;
#endif /* TVM_RUNTIME_C_RUNTIME_API_H_ */

#ifndef TVM_RUNTIME_C_BACKEND_API_H_
/* Signature of every packed entry point a legacy TVM library exports. */
typedef int (*TVMBackendPackedCFunc)(TVMValue* args, int* type_codes, int num_args,
                                     TVMValue* out_ret_value, int* out_ret_tcode,
                                     void* resource_handle);

/* What TVMBackendParallelLaunch passes each task: a handle for
 * TVMBackendParallelBarrier, and the number of tasks. */
typedef struct {
  void* sync_handle;
  int32_t num_task;
} TVMParallelGroupEnv;

/* A task of a parallel launch; returns 0, or -1 with the error set. */
typedef int (*FTVMParallelLambda)(int task_id, TVMParallelGroupEnv* penv, void* cdata);
#endif /* TVM_RUNTIME_C_BACKEND_API_H_ */

/* Type code 1: unsigned int. TVM spells it kDLUInt; this name is Prim's. */
#define PRIM_TVM_ARG_UINT 1

/* A bool tensor element: {kDLUInt, 1} (TVM v0.20's DataType::Bool()). */
#define PRIM_TVM_BOOL_DTYPE_CODE 1 /* kDLUInt */
#define PRIM_TVM_BOOL_DTYPE_BITS 1

/* Global holding the module context (TVM's runtime::symbol::tvm_module_ctx). */
#define PRIM_TVM_MODULE_CTX_SYMBOL "__tvm_module_ctx"
/* A library calls runtime function F through the function pointer "__" F,
 * which TVM's loader fills in (InitContextFunctions in library_module.cc):
 * TVMFuncCall, TVMAPISetLastError, TVMBackendGetFuncFromEnv,
 * TVMBackendAllocWorkspace, TVMBackendFreeWorkspace,
 * TVMBackendParallelLaunch, TVMBackendParallelBarrier. */
#define PRIM_TVM_CONTEXT_FUNC_PREFIX "__"
/* Global string naming the entry function (runtime::symbol::tvm_module_main). */
#define PRIM_TVM_MAIN_SYMBOL "__tvm_main__"

#ifdef __cplusplus
} /* extern "C" */
#define PRIM_TVMLEGACY_STATIC_ASSERT(c, m) static_assert(c, m)
#else
#define PRIM_TVMLEGACY_STATIC_ASSERT(c, m) _Static_assert(c, m)
#endif

PRIM_TVMLEGACY_STATIC_ASSERT(sizeof(TVMValue) == 8, "TVMValue must be 8 bytes");
PRIM_TVMLEGACY_STATIC_ASSERT(sizeof(DLDevice) == 8, "DLDevice must be 8 bytes");
PRIM_TVMLEGACY_STATIC_ASSERT(sizeof(DLDataType) == 4, "DLDataType must be 4 bytes");

#endif /* PRIM_ABI_TVMLEGACY_H */
