/* Calls into quick(A: memref<2x?xf32>) of table-quick.mlir, whose table
 * form checks canonical arguments in the quick checker and leaves the rest
 * to the checker: strides that the quick pass must not accept on its own.
 * Each call prints its status (and message); a failed call must leave A
 * untouched, a good one add 1 to A[0][0].
 * Usage: table_quick LIB.so */
#include "harness.h"

static void* gLibrary;

static void call(const char* name, int64_t* strides) {
  float a[6] = {1, 2, 3, 4, 5, 6};
  int64_t shape[2] = {2, 3};
  DLTensor t = makeF32(a, 2, shape);
  t.strides = strides;
  Value args[1] = {vTensor(&t)};
  int status = callEntry(lookupEntry(gLibrary, "quick"), args, 1, NULL, NULL);
  if (status == 0) {
    EXPECT(a[0] == 2.0f && a[1] == 2.0f, "%s: A = %g %g", name, a[0], a[1]);
    printf("%s: 0\n", name);
  } else {
    EXPECT(a[0] == 1.0f, "%s: A[0][0] = %g after a failed call", name, a[0]);
    printf("%s: %d %s\n", name, status, PrimRuntimeGetLastError());
  }
  PrimRuntimeClearLastError();
}

int main(int argc, char** argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: %s LIB.so\n", argv[0]);
    return 2;
  }
  gLibrary = loadLibrary(argv[1]);
  call("NULL strides", NULL);
  int64_t compact[2] = {3, 1};
  call("compact strides", compact);
  /* The table's expected stride of dim 0 is kDynamic (INT64_MIN): a stride
   * of that value is not compact. */
  int64_t dynamicMarker[2] = {INT64_MIN, 1};
  call("stride INT64_MIN", dynamicMarker);
  int64_t wrong[2] = {4, 1};
  call("stride 4", wrong);
  return harnessFinish();
}
