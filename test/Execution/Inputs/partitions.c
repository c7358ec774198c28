/* Calls every function of a module that prim-compile split into partitions
 * (utils/gen_modules.py's chain: f<i> calls f<i-1>, then writes
 * B[j] = A[j] * c_i + 1): each must compute its own c_i, whichever partition
 * it and its callee landed in.
 *
 *   partitions LIBRARY.so N */
#include "harness.h"

static float scale(int i) { return 1.0f + (float)(i % 100) * 0.25f; }

int main(int argc, char** argv) {
  expectArguments(argc, argv, 2, "LIBRARY.so N");
  void* library = loadLibrary(argv[1]);
  int n = atoi(argv[2]);
  float a[64], b[64];
  int64_t shape[1] = {64};
  for (int j = 0; j < 64; ++j)
    a[j] = (float)j;
  DLTensor ta = makeF32(a, 1, shape), tb = makeF32(b, 1, shape);
  Value args[2] = {vTensor(&ta), vTensor(&tb)};
  int good = 0;
  for (int i = 0; i < n; ++i) {
    char name[32];
    snprintf(name, sizeof name, "f%d", i);
    memset(b, 0, sizeof b);
    EXPECT(callEntry(lookupEntry(library, name), args, 2, NULL, NULL) == 0, "%s: %s", name,
           PrimRuntimeGetLastError());
    int right = 0;
    for (int j = 0; j < 64; ++j)
      right += b[j] == a[j] * scale(i) + 1.0f;
    EXPECT(right == 64, "%s: %d of 64 elements right", name, right);
    good += right == 64;
  }
  printf("%d of %d functions right\n", good, n);
  return harnessFinish();
}
