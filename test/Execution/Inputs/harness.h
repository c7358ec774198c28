/*===- harness.h - C test drivers for Prim-compiled libraries -----*- C -*-===*
 *
 * One driver source serves both ABIs: compile it with -DPRIM_TEST_ABI_FFI or
 * -DPRIM_TEST_ABI_LEGACY. It loads a library that prim-compile built, calls
 * its packed entries with real DLTensors exactly as the ABI lays them out,
 * and registers C callbacks as packed functions. Values cross the harness in
 * one ABI-neutral form, Value.
 *
 * With -DPRIM_TEST_STATIC (test/Cross), the library is linked into the
 * driver instead, compiled with --system-lib: its entries are looked up in
 * PrimRuntime's system-lib registry, and no library is loaded.
 *
 * EXPECT* count failures; a driver ends with `return harnessFinish();`,
 * which prints a summary and fails the process if any check failed.
 *
 *===----------------------------------------------------------------------===*/
#ifndef PRIM_TEST_HARNESS_H
#define PRIM_TEST_HARNESS_H

#include "prim/Runtime/PrimRuntime.h"
#include "driver.h"

#if !defined(PRIM_TEST_STATIC)
#include <dlfcn.h>
#endif
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#if defined(PRIM_TEST_ABI_FFI)
#define ABI_NAME "tvm-ffi"
#define ENTRY_PREFIX PRIM_TVM_FFI_SYMBOL_PREFIX
#elif defined(PRIM_TEST_ABI_LEGACY)
#define ABI_NAME "tvm-legacy"
#define ENTRY_PREFIX ""
#else
#error "compile with -DPRIM_TEST_ABI_FFI or -DPRIM_TEST_ABI_LEGACY"
#endif

/*--- Checks -----------------------------------------------------------------*/

static inline int harnessFinish(void) {
  printf("%s: %d checks, %d failed\n", ABI_NAME, gChecks, gFailures);
  return gFailures ? 1 : 0;
}

/*--- Values -----------------------------------------------------------------*/

typedef enum {
  VALUE_NONE,
  VALUE_INT,
  VALUE_FLOAT,
  VALUE_HANDLE,
  VALUE_TENSOR,        /* a DLTensor* (legacy 7, tvm-ffi 7) */
  VALUE_TENSOR_OBJECT, /* an owning tensor (legacy 13, tvm-ffi 70) */
  VALUE_FUNCTION,      /* a function handle from the runtime */
  VALUE_STR,           /* a C string (legacy kTVMStr, tvm-ffi kTVMFFIRawStr) */
  VALUE_RAW            /* `code` and `bits` exactly as given */
} ValueKind;

typedef struct {
  ValueKind kind;
  int code; /* VALUE_RAW only */
  union {
    int64_t i;
    double f;
    void* p;
    DLTensor* t;
    const char* s;
  } v;
} Value;

static inline Value vNone(void) { Value x = {VALUE_NONE, 0, {.i = 0}}; return x; }
static inline Value vInt(int64_t i) { Value x = {VALUE_INT, 0, {.i = i}}; return x; }
static inline Value vFloat(double f) { Value x = {VALUE_FLOAT, 0, {.f = f}}; return x; }
static inline Value vHandle(void* p) { Value x = {VALUE_HANDLE, 0, {.p = p}}; return x; }
static inline Value vTensor(DLTensor* t) { Value x = {VALUE_TENSOR, 0, {.t = t}}; return x; }
static inline Value vRaw(int code, int64_t bits) { Value x = {VALUE_RAW, code, {.i = bits}}; return x; }

/* An owning tensor object as tvm-ffi lays it out: the 24-byte object header,
 * then the DLTensor. Legacy NDArray handles point at the DLTensor itself. */
typedef struct {
  TVMFFIObject header;
  DLTensor tensor;
} TensorObject;

static inline Value vTensorObject(TensorObject* object) {
  Value x = {VALUE_TENSOR_OBJECT, 0, {.p = object}};
  return x;
}

/*--- Loading ----------------------------------------------------------------*/

#if defined(PRIM_TEST_STATIC)
/* The library is linked in: there is nothing to load. */
static inline void* loadLibrary(const char* path) {
  (void)path;
  return NULL;
}

/* The packed entry of function `name`, as the library's --system-lib
 * constructor registered it. */
static inline void* lookupEntry(void* library, const char* name) {
  (void)library;
  char symbol[256];
  snprintf(symbol, sizeof symbol, "%s%s", ENTRY_PREFIX, name);
  void* entry = PrimRuntimeSystemLibLookup(symbol);
  if (!entry) {
    fprintf(stderr, "%s is not registered\n", symbol);
    exit(2);
  }
  return entry;
}
#else
/* As the runtimes' loaders open a library (tvm-ffi's and TVM's DSOLibrary):
 * nothing it defines enters the global scope. */
static inline void* loadLibrary(const char* path) {
  void* library = dlopen(path, RTLD_LAZY | RTLD_LOCAL);
  if (!library) {
    fprintf(stderr, "cannot load %s: %s\n", path, dlerror());
    exit(2);
  }
  return library;
}

/* The packed entry of function `name` in `library`. */
static inline void* lookupEntry(void* library, const char* name) {
  char symbol[256];
  snprintf(symbol, sizeof symbol, "%s%s", ENTRY_PREFIX, name);
  void* entry = dlsym(library, symbol);
  if (!entry) {
    fprintf(stderr, "no symbol %s\n", symbol);
    exit(2);
  }
  return entry;
}

#endif

/*--- Values in the ABI's slots ---------------------------------------------*/

#if defined(PRIM_TEST_ABI_FFI)
static inline TVMFFIAny encodeValue(Value value) {
  TVMFFIAny any;
  memset(&any, 0, sizeof any);
  switch (value.kind) {
  case VALUE_NONE: any.type_index = kTVMFFINone; break;
  case VALUE_INT: any.type_index = kTVMFFIInt; any.v_int64 = value.v.i; break;
  case VALUE_FLOAT: any.type_index = kTVMFFIFloat; any.v_float64 = value.v.f; break;
  case VALUE_HANDLE: any.type_index = kTVMFFIOpaquePtr; any.v_ptr = value.v.p; break;
  case VALUE_TENSOR: any.type_index = kTVMFFIDLTensorPtr; any.v_ptr = value.v.t; break;
  case VALUE_TENSOR_OBJECT:
    any.type_index = kTVMFFITensor;
    any.v_obj = &((TensorObject*)value.v.p)->header;
    break;
  case VALUE_FUNCTION: any.type_index = kTVMFFIFunction; any.v_ptr = value.v.p; break;
  case VALUE_STR: any.type_index = kTVMFFIRawStr; any.v_c_str = value.v.s; break;
  case VALUE_RAW: any.type_index = value.code; any.v_int64 = value.v.i; break;
  }
  return any;
}

static inline Value decodeValue(const TVMFFIAny* any) {
  Value value;
  memset(&value, 0, sizeof value);
  switch (any->type_index) {
  case kTVMFFINone: value.kind = VALUE_NONE; break;
  case kTVMFFIInt:
  case kTVMFFIBool: value = vInt(any->v_int64); break;
  case kTVMFFIFloat: value = vFloat(any->v_float64); break;
  case kTVMFFIOpaquePtr: value = vHandle(any->v_ptr); break;
  case kTVMFFIDLTensorPtr: value = vTensor((DLTensor*)any->v_ptr); break;
  case kTVMFFITensor:
    value = vTensor((DLTensor*)((char*)any->v_obj + PRIM_TVM_FFI_TENSOR_DLTENSOR_OFFSET));
    break;
  case kTVMFFIFunction: value.kind = VALUE_FUNCTION; value.v.p = any->v_obj; break;
  case kTVMFFIRawStr: value.kind = VALUE_STR; value.v.s = any->v_c_str; break;
  default: value = vRaw(any->type_index, any->v_int64); break;
  }
  return value;
}
#else
static inline void encodeValue(Value value, TVMValue* slot, int* code) {
  slot->v_int64 = 0;
  switch (value.kind) {
  case VALUE_NONE: *code = kTVMNullptr; slot->v_handle = NULL; break;
  case VALUE_INT: *code = kTVMArgInt; slot->v_int64 = value.v.i; break;
  case VALUE_FLOAT: *code = kTVMArgFloat; slot->v_float64 = value.v.f; break;
  case VALUE_HANDLE: *code = kTVMOpaqueHandle; slot->v_handle = value.v.p; break;
  case VALUE_TENSOR: *code = kTVMDLTensorHandle; slot->v_handle = value.v.t; break;
  case VALUE_TENSOR_OBJECT:
    *code = kTVMNDArrayHandle;
    slot->v_handle = &((TensorObject*)value.v.p)->tensor;
    break;
  case VALUE_FUNCTION: *code = kTVMPackedFuncHandle; slot->v_handle = value.v.p; break;
  case VALUE_STR: *code = kTVMStr; slot->v_str = value.v.s; break;
  case VALUE_RAW: *code = value.code; slot->v_int64 = value.v.i; break;
  }
}

static inline Value decodeValue(TVMValue slot, int code) {
  Value value;
  memset(&value, 0, sizeof value);
  switch (code) {
  case kTVMNullptr: value.kind = VALUE_NONE; break;
  case kTVMArgInt:
  case kTVMArgBool: value = vInt(slot.v_int64); break;
  case kTVMArgFloat: value = vFloat(slot.v_float64); break;
  case kTVMOpaqueHandle: value = vHandle(slot.v_handle); break;
  case kTVMDLTensorHandle:
  case kTVMNDArrayHandle: value = vTensor((DLTensor*)slot.v_handle); break;
  case kTVMPackedFuncHandle: value.kind = VALUE_FUNCTION; value.v.p = slot.v_handle; break;
  case kTVMStr: value.kind = VALUE_STR; value.v.s = slot.v_str; break;
  default: value = vRaw(code, slot.v_int64); break;
  }
  return value;
}
#endif

/*--- Calling a packed entry -------------------------------------------------*/

#define MAX_ARGS 64

/* Calls `entry` with `args`, passing `resource` as the resource handle
 * (legacy: the final parameter; tvm-ffi: the first). `args` may be NULL with
 * n > 0, to test the NULL argument array. The result, if any, lands in
 * *result. Returns the entry's status. */
static inline int callEntry(void* entry, const Value* args, int n, void* resource, Value* result) {
  if (n > MAX_ARGS) {
    fprintf(stderr, "callEntry: %d arguments, at most %d\n", n, MAX_ARGS);
    exit(2);
  }
#if defined(PRIM_TEST_ABI_FFI)
  TVMFFIAny packed[MAX_ARGS];
  for (int i = 0; args && i < n; ++i)
    packed[i] = encodeValue(args[i]);
  TVMFFIAny ret = encodeValue(vNone()); /* the caller presets None */
  int status = ((TVMFFISafeCallType)entry)(resource, args ? packed : NULL, n, &ret);
  if (result)
    *result = decodeValue(&ret);
  return status;
#else
  TVMValue values[MAX_ARGS];
  int codes[MAX_ARGS];
  for (int i = 0; args && i < n; ++i)
    encodeValue(args[i], &values[i], &codes[i]);
  TVMValue ret;
  ret.v_int64 = 0;
  int retCode = kTVMNullptr;
  int status = ((TVMBackendPackedCFunc)entry)(args ? values : NULL, args ? codes : NULL, n,
                                              &ret, &retCode, resource);
  if (result)
    *result = decodeValue(ret, retCode);
  return status;
#endif
}

/*--- Registering C callbacks as packed functions ---------------------------*/

/* A callback gets its arguments decoded and may set *result (left as None
 * otherwise). It reports an error with harnessRaise and returns -1. */
typedef int (*Callback)(const Value* args, int n, Value* result);

static inline void harnessRaise(const char* message) {
#if defined(PRIM_TEST_ABI_FFI)
  TVMFFIErrorSetRaisedFromCStr("RuntimeError", message);
#else
  TVMAPISetLastError(message);
#endif
}

/* A callback that refuses its call: raises "<who>: refused a tensor of N
 * elements", N from a lone tensor argument (else -1), and returns -1. */
static inline int harnessRefuse(const char* who, const Value* args, int n) {
  char message[128];
  snprintf(message, sizeof message, "%s: refused a tensor of %lld elements", who,
           n == 1 && args[0].kind == VALUE_TENSOR ? (long long)args[0].v.t->shape[0] : -1LL);
  harnessRaise(message);
  return -1;
}

#if defined(PRIM_TEST_ABI_FFI)
static inline int trampoline(void* self, const TVMFFIAny* args, int32_t n, TVMFFIAny* result) {
  Value decoded[MAX_ARGS], out;
  if (n > MAX_ARGS) {
    harnessRaise("harness: too many arguments");
    return -1;
  }
  for (int i = 0; i < n; ++i)
    decoded[i] = decodeValue(&args[i]);
  /* PrimRuntime passes the self handle given at registration: the slot. */
  out = vNone();
  int status = (*(Callback*)self)(decoded, n, &out);
  if (status == 0)
    *result = encodeValue(out);
  return status;
}
#else
static inline int trampoline(TVMValue* args, int* codes, int n, TVMValue* ret, int* retCode,
                             void* resource) {
  Value decoded[MAX_ARGS], out;
  if (n > MAX_ARGS) {
    harnessRaise("harness: too many arguments");
    return -1;
  }
  for (int i = 0; i < n; ++i)
    decoded[i] = decodeValue(args[i], codes[i]);
  /* The resource handle given at registration is the callback's slot. */
  out = vNone();
  int status = (*(Callback*)resource)(decoded, n, &out);
  if (status == 0)
    encodeValue(out, ret, retCode);
  return status;
}
#endif

/* Registers `callback` as the packed function `name`. `slot` must outlive
 * every call (a static Callback variable holding `callback`). */
static inline void registerCallback(const char* name, Callback* slot) {
#if defined(PRIM_TEST_ABI_FFI)
  int status = PrimRuntimeRegisterFFIFunc(name, trampoline, slot, /*override=*/1);
#else
  int status = PrimRuntimeRegisterLegacyFunc(name, trampoline, slot, /*override=*/1);
#endif
  if (status != 0) {
    fprintf(stderr, "cannot register %s: %s\n", name, PrimRuntimeGetLastError());
    exit(2);
  }
}

/*--- What the TVMScript drivers share ------------------------------------*/

/* Calls the packed entry `name` of `library` and checks that it succeeds;
 * returns whether it did. */
static inline int callChecked(void* library, const char* name, const Value* args, int n,
                              Value* result) {
  int status = callEntry(lookupEntry(library, name), args, n, NULL, result);
  EXPECT(status == 0, "%s: %s", name, PrimRuntimeGetLastError());
  return status == 0;
}

/* Calls `name`(A, B) of `library` on compact 1-D tensors of the n elements
 * of one dtype at a and b, and checks that it succeeds. */
static inline int callOnPair(void* library, const char* name, void* a, void* b, int64_t n,
                             uint8_t code, uint8_t bits) {
  int64_t shape[1] = {n};
  DLTensor ta = makeTensor(a, 1, shape, code, bits), tb = makeTensor(b, 1, shape, code, bits);
  Value args[2] = {vTensor(&ta), vTensor(&tb)};
  return callChecked(library, name, args, 2, NULL);
}

/* Checks that `good` of `total` elements are right, and prints
 * "<what>: <good> of <total> elements right<detail>". */
static inline void expectRight(const char* what, int good, int total, const char* detail) {
  EXPECT(good == total, "%s: %d of %d elements right", what, good, total);
  printf("%s: %d of %d elements right%s\n", what, good, total, detail);
}

/* One test of a driver: calls entries of the library and checks them. */
typedef void (*LibraryTest)(void* library);

/* Exits 2 with "usage: DRIVER <usage>" unless the driver got `count`
 * arguments. */
static inline void expectArguments(int argc, char** argv, int count, const char* usage) {
  if (argc != count + 1) {
    fprintf(stderr, "usage: %s %s\n", argv[0], usage);
    exit(2);
  }
}

/* A driver's main: loads the library its one argument names (`usage`
 * says which), runs the NULL-terminated `tests` in order, and ends with
 * harnessFinish(). */
static inline int runLibraryTests(int argc, char** argv, const char* usage,
                                  const LibraryTest* tests) {
  expectArguments(argc, argv, 1, usage);
  void* library = loadLibrary(argv[1]);
  for (const LibraryTest* test = tests; *test; ++test)
    (*test)(library);
  return harnessFinish();
}

#endif /* PRIM_TEST_HARNESS_H */
