/* Calls stencil (workspaces.mlir) with the library's workspace allocator
 * replaced, as a runtime's loader fills the library's context pointers
 * __TVMBackendAllocWorkspace and __TVMBackendFreeWorkspace: by one that
 * counts, by one that fails on the Nth allocation, and by none.
 * Usage: workspaces LIBRARY.so */
#include "harness.h"

typedef void* (*AllocFn)(int, int, uint64_t, int, int);
typedef int (*FreeFn)(int, int, void*);

static int gAllocated, gFreed, gFailAt, gLastCode[2], gLastBits[2];

static void* countingAlloc(int deviceType, int deviceId, uint64_t nbytes, int code, int bits) {
  if (gAllocated + 1 == gFailAt)
    return NULL;
  gLastCode[gAllocated % 2] = code;
  gLastBits[gAllocated % 2] = bits;
  ++gAllocated;
  return TVMBackendAllocWorkspace(deviceType, deviceId, nbytes, code, bits);
}

static int countingFree(int deviceType, int deviceId, void* ptr) {
  ++gFreed;
  return TVMBackendFreeWorkspace(deviceType, deviceId, ptr);
}

static void reset(int failAt) {
  gAllocated = gFreed = 0;
  gFailAt = failAt;
}

static const char* lastError(void) {
  static char text[1024];
  snprintf(text, sizeof text, "%s: %s", PrimRuntimeGetLastErrorKind(),
           PrimRuntimeGetLastError());
  return text;
}

static int callStencil(void* entry, float* a, float* b, int64_t n) {
  int64_t shape[1] = {n};
  DLTensor ta = makeF32(a, 1, shape), tb = makeF32(b, 1, shape);
  Value args[2] = {vTensor(&ta), vTensor(&tb)};
  PrimRuntimeClearLastError();
  return callEntry(entry, args, 2, NULL, NULL);
}

static int stencilRight(const float* a, const float* b, int64_t n) {
  for (int64_t i = 0; i < n; ++i) {
    float expected = 2 * a[i] + (i > 0 ? 2 * a[i - 1] : 0) + (i + 1 < n ? 2 * a[i + 1] : 0);
    if (b[i] != expected)
      return 0;
  }
  return 1;
}

static int untouched(const float* b, int64_t n) {
  for (int64_t i = 0; i < n; ++i)
    if (b[i] != -7.0f)
      return 0;
  return 1;
}

int main(int argc, char** argv) {
  expectArguments(argc, argv, 1, "LIBRARY.so");
  void* library = loadLibrary(argv[1]);
  void* entry = lookupEntry(library, "stencil");
  AllocFn* allocSlot = (AllocFn*)dlsym(library, "__TVMBackendAllocWorkspace");
  FreeFn* freeSlot = (FreeFn*)dlsym(library, "__TVMBackendFreeWorkspace");
  if (!allocSlot || !freeSlot) {
    fprintf(stderr, "the library has no workspace context pointers\n");
    return 2;
  }
  AllocFn runtimeAlloc = *allocSlot;
  FreeFn runtimeFree = *freeSlot;
  *allocSlot = countingAlloc;
  *freeSlot = countingFree;

  enum { N = 1000, BIG = 100001 };
  static float a[BIG], b[BIG];
  for (int i = 0; i < BIG; ++i)
    a[i] = (float)(i % 17) - 8.0f;

  int64_t sizes[2] = {N, 3};
  for (int s = 0; s < 2; ++s) {
    int64_t n = sizes[s];
    reset(0);
    int status = callStencil(entry, a, b, n);
    EXPECT(status == 0, "%s", lastError());
    int right = stencilRight(a, b, n);
    EXPECT(right, "wrong result for n=%lld", (long long)n);
    EXPECT(gAllocated == 2 && gFreed == 2, "%d allocated, %d freed", gAllocated, gFreed);
    EXPECT(gLastCode[0] == kDLFloat && gLastBits[0] == 32, "hint %d/%d", gLastCode[0],
           gLastBits[0]);
    EXPECT(gLastCode[1] == kDLInt && gLastBits[1] == 64, "hint %d/%d", gLastCode[1],
           gLastBits[1]);
    printf("stencil n=%lld: B %s, %d workspaces allocated and freed, hints %s and %s\n",
           (long long)n, right ? "right" : "WRONG", gAllocated,
           gLastCode[0] == kDLFloat && gLastBits[0] == 32 ? "f32" : "?",
           gLastCode[1] == kDLInt && gLastBits[1] == 64 ? "i64" : "?");
  }

  reset(0);
  int status = callStencil(entry, a, b, BIG);
  EXPECT(status == -1, "status %d", status);
  EXPECT(gAllocated == 2 && gFreed == 2, "%d allocated, %d freed", gAllocated, gFreed);
  printf("failed assert after the allocations: %d, %d allocated, %d freed, \"%s\"\n", status,
         gAllocated, gFreed, lastError());

  for (int failAt = 1; failAt <= 2; ++failAt) {
    for (int i = 0; i < N; ++i)
      b[i] = -7.0f;
    reset(failAt);
    status = callStencil(entry, a, b, N);
    EXPECT(status == -1, "status %d", status);
    int clean = untouched(b, N);
    EXPECT(clean, "B was written");
    EXPECT(gAllocated == gFreed, "%d allocated, %d freed", gAllocated, gFreed);
    printf("%s allocation fails: %d, B %s, %d live, \"%s\"\n", failAt == 1 ? "first" : "second",
           status, clean ? "untouched" : "WRITTEN", gAllocated - gFreed, lastError());
  }

  *allocSlot = NULL;
  *freeSlot = NULL;
  status = callStencil(entry, a, b, N);
  EXPECT(status == -1, "status %d", status);
  printf("no allocator: %d, \"%s\"\n", status, lastError());

  /* PrimRuntime's own allocator, as the library found it. */
  *allocSlot = runtimeAlloc;
  *freeSlot = runtimeFree;
  status = callStencil(entry, a, b, N);
  EXPECT(status == 0, "%s", lastError());
  int right = stencilRight(a, b, N);
  EXPECT(right, "wrong result");
  printf("runtime allocator: B %s\n", right ? "right" : "WRONG");
  return harnessFinish();
}
