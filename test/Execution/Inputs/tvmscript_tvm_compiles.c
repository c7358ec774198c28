/* Calls the kernels of tvmscript_tvm_compiles.py, forms TVM's CPU build
 * compiles, and compares every element they write with what TVM's
 * semantics give, computed here. Usage: tvmscript_tvm_compiles LIB.so */
#include "harness.h"

static DLTensor vector1(void* data, int64_t* shape, uint8_t code, uint8_t bits) {
  return makeTensor(data, 1, shape, code, bits);
}

static void call(void* library, const char* name, Value* args, int n) {
  int status = callEntry(lookupEntry(library, name), args, n, NULL, NULL);
  EXPECT(status == 0, "%s: %s", name, PrimRuntimeGetLastError());
}

static void testMaskedCopy(void* library) {
  float a[8] = {10, 11, 12, 13, 14, 15, 16, 17};
  int64_t shapeA[1] = {8}, shapeB[1] = {4};
  DLTensor ta = vector1(a, shapeA, kDLFloat, 32);
  int good = 0;
  for (int n = 2; n <= 4; n += 2) {
    float b[4] = {-1, -1, -1, -1};
    DLTensor tb = vector1(b, shapeB, kDLFloat, 32);
    Value args[3] = {vTensor(&ta), vTensor(&tb), vInt(n)};
    call(library, "masked_copy", args, 3);
    for (int i = 0; i < 4; ++i)
      good += b[i] == (n + i < 6 ? a[n + i] : 0.0f);
  }
  EXPECT(good == 8, "%d of 8 lanes right", good);
  printf("masked_copy: a lane mask over n = 2 and 4, %d of 8 lanes right\n", good);
}

static void testMaskedStrided(void* library) {
  float a[8] = {-1, -1, -1, -1, -1, -1, -1, -1};
  int64_t shape[1] = {8};
  DLTensor ta = vector1(a, shape, kDLFloat, 32);
  Value args[1] = {vTensor(&ta)};
  call(library, "masked_strided", args, 1);
  static const float want[8] = {1, 2, 1, 2, 1, -1, 1, -1};
  int good = 0;
  for (int i = 0; i < 8; ++i)
    good += a[i] == want[i];
  EXPECT(good == 8, "%d of 8 elements right", good);
  printf("masked_strided: stride 2 under a predicate, %d of 8 elements right\n", good);
}

static void testBytesAsWords(void* library) {
  uint8_t a[8] = {1, 2, 3, 4, 0x10, 0x20, 0x30, 0x40};
  int32_t b[2] = {0, 0};
  int64_t shapeA[1] = {8}, shapeB[1] = {2};
  DLTensor ta = vector1(a, shapeA, kDLUInt, 8), tb = vector1(b, shapeB, kDLInt, 32);
  Value args[2] = {vTensor(&ta), vTensor(&tb)};
  call(library, "bytes_as_words", args, 2);
  int32_t want[2];
  memcpy(want, a, sizeof want);
  int good = (b[0] == want[0]) + (b[1] == want[1]);
  EXPECT(good == 2, "%d of 2 words right", good);
  printf("bytes_as_words: vload of uint8x4, %d of 2 words right\n", good);
}

static void testDeadReads(void* library) {
  int32_t a[2] = {0, 0};
  int64_t shape[1] = {2};
  DLTensor ta = vector1(a, shape, kDLInt, 32);
  Value args[1] = {vTensor(&ta)};
  call(library, "dead_reads", args, 1);
  EXPECT(a[0] == 7 && a[1] == 9, "A = [%d, %d]", a[0], a[1]);
  printf("dead_reads: A = [%d, %d]\n", a[0], a[1]);
}

static void testKernelLaunch(void* library) {
  void (*kernel)(float*, float*, int64_t) =
      (void (*)(float*, float*, int64_t))dlsym(library, "kernel_launch");
  EXPECT(kernel != NULL, "no symbol kernel_launch");
  if (!kernel)
    return;
  float a[16], b[16];
  for (int i = 0; i < 16; ++i) {
    a[i] = (float)i;
    b[i] = -1;
  }
  kernel(a, b, 5);
  int good = 0;
  for (int i = 0; i < 16; ++i)
    good += b[i] == (i < 5 ? 2.0f * i : -1.0f);
  EXPECT(good == 16, "%d of 16 elements right", good);
  printf("kernel_launch: its own C signature, %d of 16 elements right\n", good);
}

static void testOnHost(void* library) {
  float a[4] = {0, 0, 0, 0};
  int64_t shape[1] = {4};
  DLTensor ta = vector1(a, shape, kDLFloat, 32);
  Value args[1] = {vTensor(&ta)};
  call(library, "on_host", args, 1);
  int good = 0;
  for (int i = 0; i < 4; ++i)
    good += a[i] == i + 0.5f;
  EXPECT(good == 4, "%d of 4 elements right", good);
  printf("on_host: a cuda target without a device region, %d of 4 elements right\n", good);
}

static void testGlobal2(void* library) {
  float a[4] = {1, 2, 3, 4}, b[4] = {0, 0, 0, 0};
  int64_t shape[1] = {4};
  DLTensor ta = vector1(a, shape, kDLFloat, 32), tb = vector1(b, shape, kDLFloat, 32);
  Value args[2] = {vTensor(&ta), vTensor(&tb)};
  call(library, "global2", args, 2);
  int good = 0;
  for (int i = 0; i < 4; ++i)
    good += b[i] == a[i] * 3 + 1;
  EXPECT(good == 4, "%d of 4 elements right", good);
  printf("global2: a global2 allocation, %d of 4 elements right\n", good);
}

static void testCompactStrides(void* library) {
  int32_t b[6] = {0, 0, 0, 0, 0, 0};
  int64_t shape[2] = {2, 3};
  DLTensor tb = makeTensor(b, 2, shape, kDLInt, 32);
  Value args[1] = {vTensor(&tb)};
  call(library, "compact_strides", args, 1);
  int good = 0;
  for (int i = 0; i < 6; ++i)
    good += b[i] == (i / 3) * 10 + i % 3 + 1;
  EXPECT(good == 6, "%d of 6 elements right", good);
  printf("compact_strides: one stride for two dims, %d of 6 elements right\n", good);
}

int main(int argc, char** argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: %s LIB.so\n", argv[0]);
    return 2;
  }
  void* library = loadLibrary(argv[1]);
  testMaskedCopy(library);
  testMaskedStrided(library);
  testBytesAsWords(library);
  testDeadReads(library);
  testKernelLaunch(library);
  testOnHost(library);
  testGlobal2(library);
  testCompactStrides(library);
  return harnessFinish();
}
