/*===- ffi_host.h - Conformance hosts of the real tvm-ffi runtime --*- C -*-===*
 *
 * What ffi.c and tvmscript_ffi.c share: TVMFFIAny values, calls whose errors
 * are read back as the runtime's "Kind: message", and the functions of the
 * modules that tvm-ffi's loader makes. A host's RUNTIME_API lists
 * FFI_HOST_API, the functions these helpers call, then its own.
 *
 *===----------------------------------------------------------------------===*/
#ifndef PRIM_CONFORMANCE_FFI_HOST_H
#define PRIM_CONFORMANCE_FFI_HOST_H

#include <tvm/ffi/c_api.h>
#include <tvm/ffi/extra/c_env_api.h>

#include <stdint.h>

#define FFI_HOST_API(X)                                                        \
  X(TVMFFIFunctionGetGlobal)                                                   \
  X(TVMFFIFunctionCall)                                                        \
  X(TVMFFIObjectDecRef)                                                        \
  X(TVMFFIErrorMoveFromRaised)                                                 \
  X(TVMFFIErrorSetRaisedFromCStr)                                              \
  X(TVMFFIStringFromByteArray)                                                 \
  X(TVMFFIEnvModLookupFromImports)                                             \
  X(TVMFFIEnvModRegisterContextSymbol)
#include "host.h"

/* A host that loads libtvm_ffi RTLD_LOCAL registers the runtime functions
 * that Prim's libraries call through "__" + name pointers, so that the
 * loader fills them in (a linked host needs nothing: the pointers start at
 * the functions). */
static inline void registerContextSymbols(void) {
#ifdef PRIM_HOST_RUNTIME
#define REGISTER(name) api.TVMFFIEnvModRegisterContextSymbol("__" #name, (void*)api.name);
  REGISTER(TVMFFIFunctionCall)
  REGISTER(TVMFFIErrorSetRaisedFromCStr)
  REGISTER(TVMFFIEnvModLookupFromImports)
  REGISTER(TVMFFIFunctionGetGlobal)
  REGISTER(TVMFFIObjectDecRef)
  REGISTER(TVMFFIStringFromByteArray)
#undef REGISTER
#endif
}

/*--- Values -----------------------------------------------------------------*/

static inline TVMFFIAny anyOf(int32_t typeIndex, int64_t bits) {
  TVMFFIAny any;
  memset(&any, 0, sizeof any);
  any.type_index = typeIndex;
  any.v_int64 = bits;
  return any;
}
static inline TVMFFIAny anyInt(int64_t v) { return anyOf(kTVMFFIInt, v); }
static inline TVMFFIAny anyBool(int v) { return anyOf(kTVMFFIBool, v != 0); }
static inline TVMFFIAny anyFloat(double v) {
  TVMFFIAny any = anyOf(kTVMFFIFloat, 0);
  any.v_float64 = v;
  return any;
}
static inline TVMFFIAny anyPtr(int32_t typeIndex, void* p) {
  TVMFFIAny any = anyOf(typeIndex, 0);
  any.v_ptr = p;
  return any;
}
static inline TVMFFIAny anyStr(const char* s) { return anyPtr(kTVMFFIRawStr, (void*)s); }

static inline void release(TVMFFIAny* any) {
  if (any->type_index >= kTVMFFIStaticObjectBegin && any->v_obj)
    api.TVMFFIObjectDecRef(any->v_obj);
  *any = anyOf(kTVMFFINone, 0);
}

/*--- Calls ------------------------------------------------------------------*/

/* "Kind: message" of the last error raised, or "" after a success. */
static char gError[1024];

static inline void takeError(void) {
  TVMFFIObjectHandle error = NULL;
  api.TVMFFIErrorMoveFromRaised(&error);
  if (!error) {
    snprintf(gError, sizeof gError, "(no error raised)");
    return;
  }
  const TVMFFIErrorCell* cell =
      (const TVMFFIErrorCell*)((char*)error + sizeof(TVMFFIObject));
  snprintf(gError, sizeof gError, "%.*s: %.*s", (int)cell->kind.size,
           cell->kind.data, (int)cell->message.size, cell->message.data);
  api.TVMFFIObjectDecRef(error);
}

/* Calls `f`; the result is left in *result (None on error). */
static inline int call(TVMFFIObjectHandle f, TVMFFIAny* args, int n, TVMFFIAny* result) {
  *result = anyOf(kTVMFFINone, 0);
  gError[0] = '\0';
  int status = api.TVMFFIFunctionCall(f, args, n, result);
  if (status != 0)
    takeError();
  return status;
}

static inline TVMFFIObjectHandle global(const char* name) {
  TVMFFIByteArray bytes = {name, strlen(name)};
  TVMFFIObjectHandle f = NULL;
  if (api.TVMFFIFunctionGetGlobal(&bytes, &f) != 0 || !f) {
    fprintf(stderr, "no global function %s\n", name);
    exit(2);
  }
  return f;
}

/* The module that tvm-ffi's loader makes of `path`. */
static inline TVMFFIObjectHandle loadModule(const char* path) {
  TVMFFIAny args[2] = {anyStr(path), anyStr("so")}, result;
  if (call(global("ffi.Module.load_from_file.so"), args, 2, &result) != 0) {
    fprintf(stderr, "cannot load %s: %s\n", path, gError);
    exit(2);
  }
  return result.v_obj;
}

/* Function `name` of `module`, or NULL. */
static inline TVMFFIObjectHandle getFunction(TVMFFIObjectHandle module, const char* name) {
  TVMFFIAny args[3] = {anyPtr(kTVMFFIModule, module), anyStr(name), anyBool(0)},
            result;
  if (call(global("ffi.ModuleGetFunction"), args, 3, &result) != 0) {
    fprintf(stderr, "ffi.ModuleGetFunction(%s): %s\n", name, gError);
    exit(2);
  }
  return result.type_index == kTVMFFIFunction ? result.v_obj : NULL;
}

static inline TVMFFIObjectHandle mustGetFunction(TVMFFIObjectHandle module, const char* name) {
  TVMFFIObjectHandle f = getFunction(module, name);
  if (!f) {
    fprintf(stderr, "the module has no function %s\n", name);
    exit(2);
  }
  return f;
}

#endif /* PRIM_CONFORMANCE_FFI_HOST_H */
