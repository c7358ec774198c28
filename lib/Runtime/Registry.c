/*===- Registry.c - Named packed functions for both ABIs ----------*- C -*-===*
 *
 * A list of entries, newest first, under a rwlock. Entries are immutable once
 * published and never freed, so a handle (an entry pointer) stays valid for
 * the life of the process. An override prepends a new entry that shadows the
 * old one; handles to the old entry keep calling the old function.
 *
 *===----------------------------------------------------------------------===*/
#include "RuntimeInternal.h"

#include <stdlib.h>
#include <string.h>

typedef enum { kAbiLegacy, kAbiFFI } PrimAbi;

static const char* abiName(PrimAbi abi) {
  return abi == kAbiLegacy ? "legacy TVM" : "tvm-ffi";
}

typedef struct PrimPackedFunc {
  /* tvm-ffi Function object layout: the header, then the function cell, so a
   * tvm-ffi handle is a real TVMFFIObject* that callees can inspect. */
  TVMFFIObject header;
  TVMFFIFunctionCell cell;
  TVMBackendPackedCFunc legacyFn;
  TVMFFISafeCallType ffiFn;
  void* self; /* resource_handle (legacy) or self handle (tvm-ffi) */
  PrimAbi abi;
  char* name;
  struct PrimPackedFunc* next;
} PrimPackedFunc;

_Static_assert(offsetof(PrimPackedFunc, cell) == PRIM_TVM_FFI_FUNCTION_CELL_OFFSET,
               "function cell must follow the object header");

static PrimRWLock gLock = PRIM_RWLOCK_INITIALIZER;
static PrimPackedFunc* gHead;

/* tvm-ffi calls cell.safe_call with the function object; forward to the
 * registered function with its own self handle, as tvm-ffi's C functions do. */
static int ffiTrampoline(void* handle, const TVMFFIAny* args, int32_t num_args,
                         TVMFFIAny* result) {
  PrimPackedFunc* f = (PrimPackedFunc*)handle;
  return f->ffiFn(f->self, args, num_args, result);
}

static int legacyViaFFI(void* handle, const TVMFFIAny* args, int32_t num_args,
                        TVMFFIAny* result) {
  (void)args, (void)num_args, (void)result;
  primRuntimeSetErrorf("RuntimeError",
                       "PrimRuntime: '%s' is a legacy TVM packed function; call it through "
                       "TVMFuncCall, not TVMFFIFunctionCall",
                       ((PrimPackedFunc*)handle)->name);
  return -1;
}

/* Newest entry named name for abi, or NULL. Caller holds gLock. */
static PrimPackedFunc* findLocked(const char* name, PrimAbi abi) {
  for (PrimPackedFunc* f = gHead; f; f = f->next)
    if (f->abi == abi && strcmp(f->name, name) == 0)
      return f;
  return NULL;
}

static int registerFunc(const char* name, PrimAbi abi, TVMBackendPackedCFunc legacyFn,
                        TVMFFISafeCallType ffiFn, void* self, int override) {
  if (!name || (!legacyFn && !ffiFn)) {
    primRuntimeSetErrorf("RuntimeError",
                         "PrimRuntime: registering a packed function needs a name and a "
                         "function pointer");
    return -1;
  }
  PrimPackedFunc* f = (PrimPackedFunc*)calloc(1, sizeof(PrimPackedFunc));
  char* nameCopy = primRuntimeCopyString(name);
  if (!f || !nameCopy) {
    free(f);
    free(nameCopy);
    primRuntimeSetErrorf("RuntimeError", "PrimRuntime: out of memory registering '%s'", name);
    return -1;
  }
  f->header.combined_ref_count = 1; /* the registry's reference, never dropped */
  f->header.type_index = kTVMFFIFunction;
  f->cell.safe_call = abi == kAbiFFI ? ffiTrampoline : legacyViaFFI;
  f->legacyFn = legacyFn;
  f->ffiFn = ffiFn;
  f->self = self;
  f->abi = abi;
  f->name = nameCopy;

  primWriteLock(&gLock);
  if (!override && findLocked(name, abi)) {
    primRWUnlock(&gLock);
    free(f);
    free(nameCopy);
    primRuntimeSetErrorf("RuntimeError",
                         "PrimRuntime: a %s packed function named '%s' is already registered",
                         abiName(abi), name);
    return -1;
  }
  f->next = gHead;
  gHead = f;
  primRWUnlock(&gLock);
  return 0;
}

static int lookup(const char* name, PrimAbi abi, void** out) {
  if (!name || !out) {
    primRuntimeSetErrorf("RuntimeError",
                         "PrimRuntime: packed function lookup needs a name and an out pointer");
    return -1;
  }
  PrimAbi other = abi == kAbiLegacy ? kAbiFFI : kAbiLegacy;
  primReadLock(&gLock);
  PrimPackedFunc* f = findLocked(name, abi);
  int inOtherAbi = !f && findLocked(name, other);
  primRWUnlock(&gLock);
  *out = f;
  if (f)
    return 0;
  if (inOtherAbi)
    primRuntimeSetErrorf("RuntimeError",
                         "PrimRuntime: packed function '%s' is registered for the %s ABI, "
                         "not for the %s ABI",
                         name, abiName(other), abiName(abi));
  else
    primRuntimeSetErrorf("RuntimeError",
                         "PrimRuntime: no packed function named '%s' is registered", name);
  return -1;
}

int PrimRuntimeRegisterLegacyFunc(const char* name, TVMBackendPackedCFunc fn,
                                  void* resource_handle, int override) {
  return registerFunc(name, kAbiLegacy, fn, NULL, resource_handle, override);
}

int PrimRuntimeRegisterFFIFunc(const char* name, TVMFFISafeCallType fn, void* self_handle,
                               int override) {
  return registerFunc(name, kAbiFFI, NULL, fn, self_handle, override);
}

int TVMBackendGetFuncFromEnv(void* mod_node, const char* func_name, TVMFunctionHandle* out) {
  (void)mod_node;
  return lookup(func_name, kAbiLegacy, out);
}

int TVMFFIEnvModLookupFromImports(TVMFFIObjectHandle library_ctx, const char* func_name,
                                  TVMFFIObjectHandle* out) {
  (void)library_ctx;
  return lookup(func_name, kAbiFFI, out);
}

int TVMFuncGetGlobal(const char* name, TVMFunctionHandle* out) {
  if (!name || !out) {
    primRuntimeSetErrorf("RuntimeError", "PrimRuntime: TVMFuncGetGlobal needs a name and an "
                                         "out pointer");
    return -1;
  }
  primReadLock(&gLock);
  *out = findLocked(name, kAbiLegacy);
  primRWUnlock(&gLock);
  return 0;
}

int TVMFFIFunctionGetGlobal(const TVMFFIByteArray* name, TVMFFIObjectHandle* out) {
  if (!name || (!name->data && name->size) || !out) {
    primRuntimeSetErrorf("RuntimeError", "PrimRuntime: TVMFFIFunctionGetGlobal needs a name "
                                         "and an out pointer");
    return -1;
  }
  char* copy = (char*)malloc(name->size + 1);
  if (!copy) {
    primRuntimeSetErrorf("MemoryError", "PrimRuntime: out of memory");
    return -1;
  }
  if (name->size)
    memcpy(copy, name->data, name->size);
  copy[name->size] = '\0';
  primReadLock(&gLock);
  *out = findLocked(copy, kAbiFFI);
  primRWUnlock(&gLock);
  free(copy);
  return 0;
}

/* A String object as tvm-ffi lays it out: the header, then the bytes'
 * TVMFFIByteArray; PrimRuntime keeps the bytes (NUL-terminated) after it. */
typedef struct {
  TVMFFIObject header;
  TVMFFIByteArray bytes;
} StringObject;

static void freeString(void* self, int flags) {
  (void)flags;
  free(self);
}

int TVMFFIStringFromByteArray(const TVMFFIByteArray* input, TVMFFIAny* out) {
  if (!input || (!input->data && input->size) || !out) {
    primRuntimeSetErrorf("RuntimeError", "PrimRuntime: TVMFFIStringFromByteArray needs bytes "
                                         "and an out value");
    return -1;
  }
  StringObject* string = (StringObject*)malloc(sizeof(StringObject) + input->size + 1);
  if (!string) {
    primRuntimeSetErrorf("MemoryError", "PrimRuntime: out of memory");
    return -1;
  }
  memset(&string->header, 0, sizeof string->header);
  string->header.combined_ref_count = 1;
  string->header.type_index = kTVMFFIStr;
  string->header.deleter = freeString;
  char* data = (char*)(string + 1);
  if (input->size)
    memcpy(data, input->data, input->size);
  data[input->size] = '\0';
  string->bytes.data = data;
  string->bytes.size = input->size;
  memset(out, 0, sizeof *out);
  out->type_index = kTVMFFIStr;
  out->v_obj = &string->header;
  return 0;
}

int TVMFFIObjectDecRef(TVMFFIObjectHandle handle) {
  TVMFFIObject* object = (TVMFFIObject*)handle;
  if (!object)
    return 0;
  uint64_t before = __atomic_fetch_sub(&object->combined_ref_count, 1, __ATOMIC_ACQ_REL);
  if ((uint32_t)before == 1 && object->deleter)
    object->deleter(object, kTVMFFIObjectDeleterFlagBitMaskBoth);
  return 0;
}

int TVMFuncCall(TVMFunctionHandle func, TVMValue* arg_values, int* type_codes, int num_args,
                TVMValue* ret_val, int* ret_type_code) {
  PrimPackedFunc* f = (PrimPackedFunc*)func;
  if (!f) {
    primRuntimeSetErrorf("RuntimeError", "PrimRuntime: TVMFuncCall got a NULL function handle");
    return -1;
  }
  if (f->abi != kAbiLegacy) {
    primRuntimeSetErrorf("RuntimeError",
                         "PrimRuntime: '%s' is a tvm-ffi packed function; call it through "
                         "TVMFFIFunctionCall, not TVMFuncCall",
                         f->name);
    return -1;
  }
  /* A callee that returns nothing leaves a null result, as TVMRetValue does. */
  if (ret_val)
    ret_val->v_handle = NULL;
  if (ret_type_code)
    *ret_type_code = kTVMNullptr;
  return f->legacyFn(arg_values, type_codes, num_args, ret_val, ret_type_code, f->self);
}

int TVMFFIFunctionCall(TVMFFIObjectHandle func, TVMFFIAny* args, int32_t num_args,
                       TVMFFIAny* result) {
  PrimPackedFunc* f = (PrimPackedFunc*)func;
  if (!f) {
    primRuntimeSetErrorf("RuntimeError",
                         "PrimRuntime: TVMFFIFunctionCall got a NULL function handle");
    return -1;
  }
  return f->cell.safe_call(f, args, num_args, result);
}
