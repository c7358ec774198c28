/* Calls the kernels of parallel.mlir on PrimRuntime's thread pool, then with
 * the library's __TVMBackendParallelLaunch set to NULL (no thread pool), and
 * compares every element with the serial loop. A wrapper in the launch's
 * place counts the launches. Usage: parallel LIBRARY.so */
#include "harness.h"

typedef int (*LaunchFn)(FTVMParallelLambda, void*, int);

static int gLaunches;

static int countingLaunch(FTVMParallelLambda lambda, void* closure, int numTask) {
  ++gLaunches;
  return TVMBackendParallelLaunch(lambda, closure, numTask);
}

static const char* gMode;

static const char* lastError(void) {
  static char text[1024];
  snprintf(text, sizeof text, "%s: %s", PrimRuntimeGetLastErrorKind(),
           PrimRuntimeGetLastError());
  return text;
}

static void report(const char* what, int equal) {
  printf("%s: %s: %s, %d launch%s\n", gMode, what, equal ? "equal to the serial loop" : "DIFFERENT",
         gLaunches, gLaunches == 1 ? "" : "es");
}

static int call(void* entry, Value* args, int n) {
  gLaunches = 0;
  PrimRuntimeClearLastError();
  int status = callEntry(entry, args, n, NULL, NULL);
  EXPECT(status == 0, "%s", lastError());
  return status;
}

static void testAdd(void* library, int64_t n) {
  enum { N = 1000 };
  float a[N], b[N], c[N];
  for (int i = 0; i < N; ++i) {
    a[i] = 0.5f * i;
    b[i] = 3.0f - i;
    c[i] = -1.0f;
  }
  int64_t shape[1] = {n};
  DLTensor ta = makeF32(a, 1, shape), tb = makeF32(b, 1, shape), tc = makeF32(c, 1, shape);
  Value args[3] = {vTensor(&ta), vTensor(&tb), vTensor(&tc)};
  call(lookupEntry(library, "add"), args, 3);
  int equal = 1;
  for (int i = 0; i < N; ++i)
    equal &= c[i] == (i < n ? a[i] + b[i] : -1.0f);
  EXPECT(equal, "add n=%lld", (long long)n);
  char what[64];
  snprintf(what, sizeof what, "add n=%lld", (long long)n);
  report(what, equal);
}

static void testScaleRows(void* library) {
  enum { M = 37, N = 53 };
  static float a[M * N], b[M * N];
  for (int i = 0; i < M * N; ++i) {
    a[i] = (float)(i % 11) - 5.0f;
    b[i] = -1.0f;
  }
  int64_t shape[2] = {M, N};
  DLTensor ta = makeF32(a, 2, shape), tb = makeF32(b, 2, shape);
  Value args[3] = {vTensor(&ta), vTensor(&tb), vFloat(1.5)};
  call(lookupEntry(library, "scale_rows"), args, 3);
  int equal = 1;
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      equal &= b[i * N + j] == (i % 2 ? a[i * N + j] * 1.5f + (float)j : -1.0f);
  EXPECT(equal, "scale_rows");
  report("scale_rows 37x53 (scf.for prim.parallel, 2-D scf.parallel inside)", equal);
}

static void testNested(void* library) {
  enum { M = 29, N = 31 };
  static float a[M * N], b[M * N];
  for (int i = 0; i < M * N; ++i) {
    a[i] = 0.25f * (i % 13);
    b[i] = -1.0f;
  }
  int64_t shape[2] = {M, N};
  DLTensor ta = makeF32(a, 2, shape), tb = makeF32(b, 2, shape);
  Value args[2] = {vTensor(&ta), vTensor(&tb)};
  call(lookupEntry(library, "nested"), args, 2);
  int equal = 1;
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      equal &= b[i * N + j] == a[i * N + j] * (float)(i + 1);
  EXPECT(equal, "nested");
  report("nested 29x31 (scf.parallel in scf.parallel)", equal);
}

static void testChecked(void* library) {
  enum { N = 1000 };
  int64_t a[N], b[N];
  for (int i = 0; i < N; ++i) {
    a[i] = i;
    b[i] = -1;
  }
  int64_t shape[1] = {N};
  DLTensor ta = makeTensor(a, 1, shape, kDLInt, 64), tb = makeTensor(b, 1, shape, kDLInt, 64);
  Value args[2] = {vTensor(&ta), vTensor(&tb)};
  void* entry = lookupEntry(library, "checked");
  call(entry, args, 2);
  int equal = 1;
  for (int i = 0; i < N; ++i)
    equal &= b[i] == 2 * a[i];
  EXPECT(equal, "checked");
  report("checked, all valid", equal);

  /* In the last task's chunk. */
  a[997] = -5;
  PrimRuntimeClearLastError();
  int status = callEntry(entry, args, 2, NULL, NULL);
  EXPECT(status == -1, "status %d", status);
  printf("%s: checked, A[997] = -5: %d, \"%s\"\n", gMode, status, lastError());
}

static void runAll(void* library) {
  testAdd(library, 1000);
  testAdd(library, 3);
  testAdd(library, 0);
  testScaleRows(library);
  testNested(library);
  testChecked(library);
}

int main(int argc, char** argv) {
  expectArguments(argc, argv, 1, "LIBRARY.so");
  void* library = loadLibrary(argv[1]);
  LaunchFn* launchSlot = (LaunchFn*)dlsym(library, "__TVMBackendParallelLaunch");
  if (!launchSlot) {
    fprintf(stderr, "the library has no __TVMBackendParallelLaunch\n");
    return 2;
  }
  EXPECT(*launchSlot == TVMBackendParallelLaunch, "the context pointer is not PrimRuntime's");
  *launchSlot = countingLaunch;
  gMode = "thread pool";
  runAll(library);
  *launchSlot = NULL;
  gMode = "no thread pool";
  runAll(library);
  return harnessFinish();
}
