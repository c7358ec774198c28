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
#include <math.h>
#include <stdint.h>

#define RUNTIME_API(X) FFI_HOST_API(X)
#include "ffi_host.h"

int main(int argc, char** argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: %s LIB\n", argv[0]);
    return 2;
  }
  bindRuntime();
  registerContextSymbols();

  /* The module tvm-ffi's loader makes of the library, and its function. */
  TVMFFIObjectHandle module = loadModule(argv[1]);
  TVMFFIObjectHandle function = mustGetFunction(module, "softmax");

  float a[64], b[64];
  for (int i = 0; i < 64; ++i) {
    a[i] = (float)((i * 37) % 23) / 4.0f - 2.0f;
    b[i] = 0.0f;
  }
  int64_t shape[2] = {4, 16};
  DLTensor ta = makeF32(a, 2, shape), tb = makeF32(b, 2, shape);
  TVMFFIAny args[2] = {anyPtr(kTVMFFIDLTensorPtr, &ta), anyPtr(kTVMFFIDLTensorPtr, &tb)},
            result;
  int status = call(function, args, 2, &result);
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
  status = call(function, args, 2, &result);
  printf("softmax with B of shape 4x8: %d %s\n", status, gError);
  api.TVMFFIObjectDecRef(function);
  api.TVMFFIObjectDecRef(module);
  return hostFinish("tvm-ffi");
}
