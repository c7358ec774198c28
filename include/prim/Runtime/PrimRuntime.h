/*===- prim/Runtime/PrimRuntime.h - Prim's C runtime library -------*- C -*-===*
 *
 * PrimRuntime provides the runtime symbols that Prim-generated code calls,
 * for both TVM ABIs, so that the code runs with no TVM installed. The TVM
 * entry points below have TVM's exact signatures; where a real TVM runtime is
 * present, generated code links against that instead.
 *
 * Conventions:
 * - Functions returning int return 0 on success and -1 on failure, with the
 *   message stored as this thread's last error.
 * - The last error is per thread: a message (PrimRuntimeGetLastError) and a
 *   kind (PrimRuntimeGetLastErrorKind). A legacy error is one string, as in
 *   TVM v0.20: TVMGetLastError returns it whole, and a "Kind: " prefix gives
 *   its kind (a name ending in "Error", as TVM's Python front end maps
 *   it to an exception class; "RuntimeError" without one) and is not part of PrimRuntimeGetLastError. Messages longer than
 *   4095 bytes are truncated. With no error set, both strings are "".
 * - One registry of named packed functions, with a separate namespace per ABI:
 *   the legacy lookup sees only legacy registrations and the tvm-ffi lookup
 *   only tvm-ffi ones. A handle stays valid for the life of the process, even
 *   after its name is overridden (the override gets a new handle; the old one
 *   keeps calling the old function).
 * - A handle only works with its own ABI's call function: TVMFuncCall on a
 *   tvm-ffi handle, or TVMFFIFunctionCall on a legacy handle, returns -1 with
 *   an error that says so. No conversion between the ABIs is attempted.
 *
 *===----------------------------------------------------------------------===*/
#ifndef PRIM_RUNTIME_PRIMRUNTIME_H
#define PRIM_RUNTIME_PRIMRUNTIME_H

#include "prim/ABI/TVMFFI.h"
#include "prim/ABI/TVMLegacy.h"

#include <stdint.h>

#if defined(_WIN32)
#define PRIM_RUNTIME_API
#else
#define PRIM_RUNTIME_API __attribute__((visibility("default")))
#endif

#ifdef __cplusplus
extern "C" {
#endif

/*--- Legacy TVM ABI (c_runtime_api.h / c_backend_api.h) -------------------*/

/* Sets this thread's last error; "Kind: message" sets its kind. */
PRIM_RUNTIME_API void TVMAPISetLastError(const char* msg);
/* This thread's last error message ("" if none). */
PRIM_RUNTIME_API const char* TVMGetLastError(void);
/* Looks func_name up among the legacy registrations. mod_node (the value of
 * __tvm_module_ctx) is ignored: PrimRuntime has no module imports. */
PRIM_RUNTIME_API int TVMBackendGetFuncFromEnv(void* mod_node, const char* func_name,
                                              TVMFunctionHandle* out);
/* As in TVM: *out is the legacy function registered as name, or NULL (not an
 * error) when there is none. Generated code uses it when its module context
 * is NULL, i.e. when it was not loaded by a runtime's loader. */
PRIM_RUNTIME_API int TVMFuncGetGlobal(const char* name, TVMFunctionHandle* out);
/* Calls a legacy handle. Presets *ret_type_code = kTVMNullptr (and the value
 * to NULL) like TVM's TVMRetValue, then returns the callee's return code. */
PRIM_RUNTIME_API int TVMFuncCall(TVMFunctionHandle func, TVMValue* arg_values, int* type_codes,
                                 int num_args, TVMValue* ret_val, int* ret_type_code);
/* CPU only (device_type kDLCPU). The result is 64-byte aligned (TVM's
 * kTempAllocaAlignment); nbytes == 0 returns a valid, distinct pointer.
 * Returns NULL with the last error set on failure. */
PRIM_RUNTIME_API void* TVMBackendAllocWorkspace(int device_type, int device_id, uint64_t nbytes,
                                                int dtype_code_hint, int dtype_bits_hint);
/* Frees a TVMBackendAllocWorkspace result; ptr == NULL is a no-op. */
PRIM_RUNTIME_API int TVMBackendFreeWorkspace(int device_type, int device_id, void* ptr);
/* Runs num_task tasks (<= 0: one per thread) of lambda on PrimRuntime's
 * thread pool (TVM_NUM_THREADS threads, default the online CPUs), each on
 * its own thread, and returns when all are done: 0, or -1 with the first
 * failed task's error set in the calling thread. A launch from inside a
 * task runs its one task in the calling thread, and so does every launch
 * where PrimRuntime has no threads (lib/Runtime/Threads.h). */
PRIM_RUNTIME_API int TVMBackendParallelLaunch(FTVMParallelLambda lambda, void* cdata,
                                              int num_task);
/* Waits until every task of the launch reached the barrier. */
PRIM_RUNTIME_API int TVMBackendParallelBarrier(int task_id, TVMParallelGroupEnv* penv);
/* Registers a system-lib symbol; a later registration of a name wins. */
PRIM_RUNTIME_API int TVMBackendRegisterSystemLibSymbol(const char* name, void* ptr);

/*--- tvm-ffi ABI (tvm/ffi/c_api.h, tvm/ffi/extra/c_env_api.h) -------------*/

/* Sets this thread's last error with the given kind ("TypeError", ...). */
PRIM_RUNTIME_API void TVMFFIErrorSetRaisedFromCStr(const char* kind, const char* message);
/* Calls a tvm-ffi handle. The caller presets result->type_index (kTVMFFINone).
 * Returns the callee's return code. */
PRIM_RUNTIME_API int TVMFFIFunctionCall(TVMFFIObjectHandle func, TVMFFIAny* args,
                                        int32_t num_args, TVMFFIAny* result);
/* Looks func_name up among the tvm-ffi registrations. library_ctx (the value
 * of __tvm_ffi__library_ctx) is ignored. The handle is a TVMFFIObject* of
 * type kTVMFFIFunction whose TVMFFIFunctionCell follows the header, as in
 * tvm-ffi, so it can also be passed on as a Function argument. */
PRIM_RUNTIME_API int TVMFFIEnvModLookupFromImports(TVMFFIObjectHandle library_ctx,
                                                   const char* func_name,
                                                   TVMFFIObjectHandle* out);
/* As in tvm-ffi: *out is the tvm-ffi function registered as name, or NULL
 * (not an error) when there is none. */
PRIM_RUNTIME_API int TVMFFIFunctionGetGlobal(const TVMFFIByteArray* name,
                                             TVMFFIObjectHandle* out);
/* Drops one strong reference to an object (the count is the low 32 bits of
 * combined_ref_count, as in tvm-ffi); the last one runs its deleter with
 * kTVMFFIObjectDeleterFlagBitMaskBoth. Generated code releases the objects
 * that call_packed results bring back. NULL is a no-op. */
PRIM_RUNTIME_API int TVMFFIObjectDecRef(TVMFFIObjectHandle handle);
/* A new String object (kTVMFFIStr, refcount 1, the TVMFFIByteArray after
 * the header, as in tvm-ffi) holding a copy of the bytes, in *out. Generated
 * metadata getters return their schema through it. */
PRIM_RUNTIME_API int TVMFFIStringFromByteArray(const TVMFFIByteArray* input, TVMFFIAny* out);
/* Same table as TVMBackendRegisterSystemLibSymbol. */
PRIM_RUNTIME_API int TVMFFIEnvModRegisterSystemLibSymbol(const char* name, void* symbol);
/* As in tvm-ffi: if *handle_addr is NULL, runs init_func exactly once (under a
 * global lock, so init_func must not call TVMFFIHandleInitOnce itself) and
 * publishes its result with a release store; the fast path is an acquire
 * load. Returns init_func's nonzero code unchanged (handle left NULL, so a
 * later call retries), or -1 if init_func succeeded with a NULL result. */
PRIM_RUNTIME_API int TVMFFIHandleInitOnce(void** handle_addr, int (*init_func)(void** result));

/*--- Prim's own API -------------------------------------------------------*/

/* Register a packed function under name (copied). With override == 0, an
 * existing registration of the same name for the same ABI is an error. */
PRIM_RUNTIME_API int PrimRuntimeRegisterLegacyFunc(const char* name, TVMBackendPackedCFunc fn,
                                                   void* resource_handle, int override);
/* fn is called as fn(self_handle, args, num_args, result). */
PRIM_RUNTIME_API int PrimRuntimeRegisterFFIFunc(const char* name, TVMFFISafeCallType fn,
                                                void* self_handle, int override);

PRIM_RUNTIME_API const char* PrimRuntimeGetLastErrorKind(void);
PRIM_RUNTIME_API const char* PrimRuntimeGetLastError(void);
PRIM_RUNTIME_API void PrimRuntimeClearLastError(void);

/* The pointer registered for name by either system-lib registration function,
 * or NULL (the last error is left untouched). */
PRIM_RUNTIME_API void* PrimRuntimeSystemLibLookup(const char* name);

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* PRIM_RUNTIME_PRIMRUNTIME_H */
