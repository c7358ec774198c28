/* Calls the kernels of tvmscript_llvm_intrinsics.py (TVM v0.20's spelling)
 * or tvmscript_llvm_intrinsics_tirx.py (TVM main's) and compares their
 * results with values computed here: llvm.usub.sat takes its operands in
 * order, llvm.ctpop and llvm.sqrt are overloaded on vectors, a void
 * llvm.assume and a prefetch change nothing, and T.Shuffle concatenates
 * scalars and vectors and picks lanes.
 * Usage: tvmscript_llvm_intrinsics KERNELS.so */
#include "harness.h"

#include <math.h>

static void testSaturate(void *library) {
  uint8_t a[8] = {0, 5, 200, 255, 7, 9, 100, 1};
  uint8_t b[8] = {1, 3, 100, 0, 7, 10, 250, 0}, c[8];
  int64_t shape[1] = {8};
  DLTensor ta = makeTensor(a, 1, shape, kDLUInt, 8);
  DLTensor tb = makeTensor(b, 1, shape, kDLUInt, 8);
  DLTensor tc = makeTensor(c, 1, shape, kDLUInt, 8);
  Value args[3] = {vTensor(&ta), vTensor(&tb), vTensor(&tc)};
  callChecked(library, "saturate", args, 3, NULL);
  int good = 0;
  for (int i = 0; i < 8; ++i)
    good += c[i] == (a[i] > b[i] ? a[i] - b[i] : 0);
  expectRight("saturate", good, 8, "");
}

static void testPopcount(void *library) {
  uint8_t a[8] = {0, 1, 3, 7, 0x80, 0xff, 0x55, 0x0f}, b[8];
  callOnPair(library, "popcount", a, b, 8, kDLUInt, 8);
  int good = 0;
  for (int i = 0; i < 8; ++i)
    good += b[i] == __builtin_popcount(a[i]);
  expectRight("popcount", good, 8, "");
}

static void testRoots(void *library) {
  float a[4] = {0.0f, 1.0f, 2.25f, 10.0f}, want[4];
  for (int i = 0; i < 4; ++i)
    want[i] = sqrtf(a[i]);
  int64_t shape[1] = {4};
  DLTensor ta = makeTensor(a, 1, shape, kDLFloat, 32);
  Value args[1] = {vTensor(&ta)};
  callChecked(library, "roots", args, 1, NULL);
  int good = 0;
  for (int i = 0; i < 4; ++i)
    good += a[i] == want[i];
  expectRight("roots", good, 4, "");
}

static void testAssumed(void *library) {
  int32_t b[2] = {-7, 9};
  int64_t shape[1] = {2};
  DLTensor tb = makeTensor(b, 1, shape, kDLInt, 32);
  Value args[2] = {vInt(5), vTensor(&tb)};
  int status = callEntry(lookupEntry(library, "assumed"), args, 2, NULL, NULL);
  EXPECT(status == 0 && b[0] == 9, "assumed: %d, B[0] = %d", status, b[0]);
  printf("assumed: B[0] = %d\n", b[0]);
}

static void testPrefetched(void *library) {
  float a[4] = {1.5f, -2.0f, 3.25f, 4.0f}, b[4] = {0, 0, 0, 0};
  callOnPair(library, "prefetched", a, b, 4, kDLFloat, 32);
  int good = 0;
  for (int i = 0; i < 4; ++i)
    good += b[i] == a[i];
  expectRight("prefetched", good, 4, "");
}

static void testShuffled(void *library) {
  int32_t pair[2] = {0, 0}, c[4] = {10, 11, 12, 13};
  int64_t shapePair[1] = {1}, shapeC[1] = {4};
  DLTensor tpair = makeTensor(pair, 1, shapePair, kDLInt, 32);
  tpair.dtype.lanes = 2;
  DLTensor tc = makeTensor(c, 1, shapeC, kDLInt, 32);
  Value args[4] = {vInt(3), vInt(-4), vTensor(&tpair), vTensor(&tc)};
  callChecked(library, "shuffled", args, 4, NULL);
  /* The lanes [C[0], C[1], x, C[2], C[3]] picked by [4, 2, 0, 1]. */
  int32_t want[4] = {13, 3, 10, 11};
  int good = (pair[0] == 3) + (pair[1] == -4);
  for (int i = 0; i < 4; ++i)
    good += c[i] == want[i];
  EXPECT(good == 6, "shuffled: %d %d, %d %d %d %d", pair[0], pair[1], c[0],
         c[1], c[2], c[3]);
  printf("shuffled: %d of 6 lanes right\n", good);
}

int main(int argc, char** argv) {
  static const LibraryTest tests[] = {testSaturate, testPopcount, testRoots, testAssumed,
      testPrefetched, testShuffled, NULL};
  return runLibraryTests(argc, argv, "KERNELS.so", tests);
}
