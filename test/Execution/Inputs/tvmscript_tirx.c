/* Calls the kernels of tvmscript_tirx.py, TVM main's tirx forms, and
 * compares their results with values computed here: mutable scalars updated
 * in loops and branches, an assert whose message is made of parts, and
 * break, continue and return spelled T.break_loop, T.continue_loop and
 * T.Return, a chained comparison, -2 <= A[i] < n, and a T.parallel loop
 * with a step, and Python's conditional expression, whose untaken side
 * (an out-of-bounds read) is not evaluated, and T.reinterpret retagging a
 * data pointer as float32's; T.match_buffer's data=A.data, which TVM main
 * takes only the storage scope from: B is its own argument's memory.
 * Usage: tvmscript_tirx TIRX.so */
#include "harness.h"

static void testStats(void* library) {
  int32_t a[8] = {3, -5, 7, 0, -2, 9, 1, -4}, b[3] = {-7, -7, -7};
  int64_t shapeA[1] = {8}, shapeB[1] = {3};
  DLTensor ta = makeTensor(a, 1, shapeA, kDLInt, 32);
  DLTensor tb = makeTensor(b, 1, shapeB, kDLInt, 32);
  Value args[2] = {vTensor(&ta), vTensor(&tb)};
  callChecked(library, "stats", args, 2, NULL);
  int32_t total = 0, positives = 0, best = a[0];
  for (int i = 0; i < 8; ++i) {
    total += a[i];
    positives += a[i] > 0;
    best = a[i] > best ? a[i] : best;
  }
  int good = (b[0] == total) + (b[1] == positives) + (b[2] == best);
  EXPECT(good == 3, "stats: %d %d %d", b[0], b[1], b[2]);
  printf("stats: %d of 3 right (sum %d, positives %d, max %d)\n", good, b[0], b[1], b[2]);
}

static void testPrefixSum(void* library) {
  float a[8], b[8];
  for (int i = 0; i < 8; ++i) {
    a[i] = 0.5f * (float)i - 1.0f;
    b[i] = -7.0f;
  }
  callOnPair(library, "prefix_sum", a, b, 8, kDLFloat, 32);
  float s = 0.0f;
  int good = 0;
  for (int i = 0; i < 8; ++i) {
    s += a[i];
    good += b[i] == s;
  }
  expectRight("prefix_sum", good, 8, "");
}

static void testChecked(void* library) {
  int32_t b[1] = {-7};
  int64_t shape[1] = {1};
  DLTensor tb = makeTensor(b, 1, shape, kDLInt, 32);
  Value args[2] = {vInt(0), vTensor(&tb)};
  int status = callEntry(lookupEntry(library, "checked"), args, 2, NULL, NULL);
  EXPECT(status == -1, "status %d", status);
  EXPECT_STREQ(PrimRuntimeGetLastError(), "x must be positive");
  printf("checked x=0: %d, %s; B %s\n", status, PrimRuntimeGetLastError(),
         b[0] == -7 ? "untouched" : "written");
  args[0] = vInt(5);
  status = callEntry(lookupEntry(library, "checked"), args, 2, NULL, NULL);
  EXPECT(status == 0 && b[0] == 5, "checked x=5: %d, %d", status, b[0]);
  printf("checked x=5: %d, B[0] = %d\n", status, b[0]);
}

static void testJumps(void* library) {
  int32_t a[8] = {0, 1, 2, 3, 4, 5, 6, 7}, want[8];
  for (int i = 0; i < 8; ++i)
    want[i] = a[i] + (i % 4 == 0 || i % 4 == 2 ? 10 : 0);
  int64_t shape[1] = {8};
  DLTensor ta = makeTensor(a, 1, shape, kDLInt, 32);
  Value args[1] = {vTensor(&ta)}, result;
  callChecked(library, "jumps", args, 1, &result);
  int good = 0;
  for (int i = 0; i < 8; ++i)
    good += a[i] == want[i];
  EXPECT(good == 8 && result.v.i == want[0] + want[4], "%d of 8, returned %lld", good,
         (long long)result.v.i);
  printf("jumps: %d of 8 elements right, returned %lld\n", good, (long long)result.v.i);
}

static void testBlockJumps(void *library) {
  int32_t a[8] = {0, 1, 2, 3, 4, 5, 6, 7};
  int64_t shape[1] = {8};
  DLTensor ta = makeTensor(a, 1, shape, kDLInt, 32);
  Value args[1] = {vTensor(&ta)};
  callChecked(library, "block_jumps", args, 1, NULL);
  // The continue at 1 and the break at 5 skip the rest of the block's body.
  int good = 0;
  for (int i = 0; i < 8; ++i)
    good += a[i] == i + (i == 0 || (i >= 2 && i <= 4) ? 10 : 0);
  expectRight("block_jumps", good, 8, "");
}

static void testBetween(void* library) {
  int32_t a[8] = {-5, -2, -1, 0, 3, 4, 9, 2}, b[8];
  int64_t shape[1] = {8};
  DLTensor ta = makeTensor(a, 1, shape, kDLInt, 32);
  DLTensor tb = makeTensor(b, 1, shape, kDLInt, 32);
  Value args[3] = {vTensor(&ta), vTensor(&tb), vInt(4)};
  callChecked(library, "between", args, 3, NULL);
  int good = 0;
  for (int i = 0; i < 8; ++i)
    good += b[i] == (-2 <= a[i] && a[i] < 4);
  expectRight("between", good, 8, "");
}

static void testParallelStep(void *library) {
  int32_t a[16];
  for (int i = 0; i < 16; ++i)
    a[i] = -1;
  int64_t shape[1] = {16};
  DLTensor ta = makeTensor(a, 1, shape, kDLInt, 32);
  Value args[2] = {vTensor(&ta), vInt(2)};
  callChecked(library, "parallel_step", args, 2, NULL);
  int good = 0;
  for (int i = 0; i < 16; ++i)
    good += a[i] == (i >= 2 && (i - 2) % 3 == 0 ? i * 2 : -1);
  expectRight("parallel_step", good, 16, "");
}

static void testConditional(void *library) {
  float a[8], b[8];
  for (int i = 0; i < 8; ++i) {
    a[i] = 1.5f * (float)i;
    b[i] = -7.0f;
  }
  int64_t shape[1] = {8};
  DLTensor ta = makeTensor(a, 1, shape, kDLFloat, 32);
  DLTensor tb = makeTensor(b, 1, shape, kDLFloat, 32);
  Value args[3] = {vTensor(&ta), vTensor(&tb), vInt(3)};
  callChecked(library, "conditional", args, 3, NULL);
  int good = 0;
  for (int i = 0; i < 8; ++i)
    good += b[i] == (i + 3 < 8 ? a[i + 3] : i > 6 ? -1.0f : (float)i);
  expectRight("conditional", good, 8, "");
}

static void testRetag(void *library) {
  float expected[4] = {1.5f, -2.0f, 0.25f, 1e30f}, b[4] = {-7, -7, -7, -7};
  int32_t a[4];
  memcpy(a, expected, sizeof a);
  int64_t shape[1] = {4};
  DLTensor ta = makeTensor(a, 1, shape, kDLInt, 32);
  DLTensor tb = makeTensor(b, 1, shape, kDLFloat, 32);
  Value args[2] = {vTensor(&ta), vTensor(&tb)};
  callChecked(library, "retag", args, 2, NULL);
  int good = 0;
  for (int i = 0; i < 4; ++i)
    good += b[i] == expected[3 - i];
  expectRight("retag", good, 4, "");
}

static void testMatchedApart(void *library) {
  float a[4] = {1, 2, 3, 4}, b[4] = {0, 0, 0, 0};
  callOnPair(library, "matched_apart", a, b, 4, kDLFloat, 32);
  int good = 0;
  for (int i = 0; i < 4; ++i)
    good += b[i] == 2.0f * (float)(i + 1) && a[i] == (float)(i + 1);
  expectRight("matched_apart", good, 4, "");
}

int main(int argc, char** argv) {
  static const LibraryTest tests[] = {testStats, testPrefixSum, testChecked, testJumps,
      testBlockJumps, testBetween, testParallelStep, testConditional, testRetag,
      testMatchedApart, NULL};
  return runLibraryTests(argc, argv, "TIRX.so", tests);
}
