/*===- tvmscript_ffi.c - A TVMScript function in the real tvm-ffi -*- C -*-===*
 *
 * The host of docs/TVMScript.md: loads the library that prim-compile built
 * from Inputs/softmax.py through tvm-ffi's own loader
 * (`ffi.Module.load_from_file.so`), calls `softmax` with DLTensor*
 * arguments through TVMFFIFunctionCall, and compares every element with a
 * softmax computed here in double precision.
 *
 *   tvmscript_ffi LIB
 *
 *===----------------------------------------------------------------------===*/
#include <tvm/ffi/c_api.h>
#include <tvm/ffi/extra/c_env_api.h>

#include <math.h>
#include <stdint.h>

#define RUNTIME_API(X)                                                         \
  X(TVMFFIFunctionGetGlobal)                                                   \
  X(TVMFFIFunctionCall)                                                        \
  X(TVMFFIObjectDecRef)                                                        \
  X(TVMFFIErrorMoveFromRaised)                                                 \
  X(TVMFFIErrorSetRaisedFromCStr)                                              \
  X(TVMFFIStringFromByteArray)                                                 \
  X(TVMFFIEnvModLookupFromImports)                                             \
  X(TVMFFIEnvModRegisterContextSymbol)
#include "host.h"

static TVMFFIAny anyPtr(int32_t typeIndex, void* p) {
  TVMFFIAny any;
  memset(&any, 0, sizeof any);
  any.type_index = typeIndex;
  any.v_ptr = p;
  return any;
}

static char gError[1024];

static int call(TVMFFIObjectHandle f, TVMFFIAny* args, int n, TVMFFIAny* result) {
  memset(result, 0, sizeof *result);
  result->type_index = kTVMFFINone;
  gError[0] = '\0';
  int status = api.TVMFFIFunctionCall(f, args, n, result);
  if (status != 0) {
    TVMFFIObjectHandle error = NULL;
    api.TVMFFIErrorMoveFromRaised(&error);
    if (error) {
      const TVMFFIErrorCell* cell =
          (const TVMFFIErrorCell*)((char*)error + sizeof(TVMFFIObject));
      snprintf(gError, sizeof gError, "%.*s: %.*s", (int)cell->kind.size,
               cell->kind.data, (int)cell->message.size, cell->message.data);
      api.TVMFFIObjectDecRef(error);
    }
  }
  return status;
}

static TVMFFIObjectHandle global(const char* name) {
  TVMFFIByteArray bytes = {name, strlen(name)};
  TVMFFIObjectHandle f = NULL;
  if (api.TVMFFIFunctionGetGlobal(&bytes, &f) != 0 || !f) {
    fprintf(stderr, "no global function %s\n", name);
    exit(2);
  }
  return f;
}

int main(int argc, char** argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: %s LIB\n", argv[0]);
    return 2;
  }
  bindRuntime();
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

  /* The module tvm-ffi's loader makes of the library, and its function. */
  TVMFFIAny loadArgs[2] = {anyPtr(kTVMFFIRawStr, argv[1]), anyPtr(kTVMFFIRawStr, "so")},
            module, function;
  if (call(global("ffi.Module.load_from_file.so"), loadArgs, 2, &module) != 0) {
    fprintf(stderr, "cannot load %s: %s\n", argv[1], gError);
    return 2;
  }
  TVMFFIAny getArgs[3] = {module, anyPtr(kTVMFFIRawStr, "softmax"), anyPtr(kTVMFFIBool, 0)};
  getArgs[2].v_int64 = 0;
  if (call(global("ffi.ModuleGetFunction"), getArgs, 3, &function) != 0 ||
      function.type_index != kTVMFFIFunction) {
    fprintf(stderr, "no function softmax: %s\n", gError);
    return 2;
  }

  float a[64], b[64];
  for (int i = 0; i < 64; ++i) {
    a[i] = (float)((i * 37) % 23) / 4.0f - 2.0f;
    b[i] = 0.0f;
  }
  int64_t shape[2] = {4, 16};
  DLTensor ta, tb;
  memset(&ta, 0, sizeof ta);
  ta.data = a;
  ta.device.device_type = kDLCPU;
  ta.ndim = 2;
  ta.dtype.code = kDLFloat;
  ta.dtype.bits = 32;
  ta.dtype.lanes = 1;
  ta.shape = shape;
  tb = ta;
  tb.data = b;
  TVMFFIAny args[2] = {anyPtr(kTVMFFIDLTensorPtr, &ta), anyPtr(kTVMFFIDLTensorPtr, &tb)},
            result;
  int status = call(function.v_obj, args, 2, &result);
  EXPECT(status == 0, "softmax: %s", gError);

  int good = 0;
  double worst = 0.0;
  for (int i = 0; i < 4; ++i) {
    double m = a[i * 16], sum = 0.0;
    for (int j = 1; j < 16; ++j)
      m = fmax(m, a[i * 16 + j]);
    for (int j = 0; j < 16; ++j)
      sum += exp(a[i * 16 + j] - m);
    for (int j = 0; j < 16; ++j) {
      double error = fabs(b[i * 16 + j] - exp(a[i * 16 + j] - m) / sum);
      worst = fmax(worst, error);
      good += error < 1e-6;
    }
  }
  EXPECT(good == 64, "%d of 64 elements within 1e-6", good);
  printf("softmax through tvm-ffi (%s host): %d of 64 elements within 1e-6 of the C softmax\n",
         HOST_MODE, good);

  /* A wrong call gets the entry's error. */
  int64_t wrong[2] = {4, 8};
  tb.shape = wrong;
  status = call(function.v_obj, args, 2, &result);
  printf("softmax with B of shape 4x8: %d %s\n", status, gError);
  api.TVMFFIObjectDecRef(function.v_obj);
  api.TVMFFIObjectDecRef(module.v_obj);
  return hostFinish("tvm-ffi");
}
