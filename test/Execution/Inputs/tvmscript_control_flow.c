/* Calls the kernels of tvmscript_control_flow.py, imported with prim-translate
 * --import-tvmscript and compiled by prim-compile, through their packed
 * entries, and compares their results with values computed here in C.
 * Usage: tvmscript_control_flow KERNELS.so */
#include "harness.h"

static DLTensor makeI32(int32_t* data, int64_t* shape) {
  return makeTensor(data, 1, shape, kDLInt, 32);
}

static void testFind(void* library) {
  int32_t a[8] = {5, -3, 7, 7, 0, 12, -3, 9};
  int64_t shape[1] = {8};
  DLTensor ta = makeI32(a, shape);
  int good = 0;
  for (int x = -4; x <= 13; ++x) {
    int expected = -1;
    for (int i = 0; i < 8 && expected < 0; ++i)
      if (a[i] == x)
        expected = i;
    Value args[2] = {vTensor(&ta), vInt(x)};
    Value result;
    if (callChecked(library, "find", args, 2, &result))
      good += result.kind == VALUE_INT && result.v.i == expected;
  }
  EXPECT(good == 18, "%d of 18 results right", good);
  printf("find: the first index of x or -1, %d of 18 right\n", good);
}

static void testSumUntil(void* library) {
  int32_t cases[3][8] = {{1, 2, 3, 4, 5, 6, 7, 8},
                         {4, -1, 6, 101, 9, 9, 9, 9},
                         {-5, -6, 200, 1, 1, 1, 1, 1}};
  int64_t shapeA[1] = {8}, shapeB[1] = {2};
  int good = 0;
  for (int c = 0; c < 3; ++c) {
    int32_t b[2] = {-7, -7};
    int sum = 0, count = 0;
    for (int i = 0; i < 8; ++i) {
      if (cases[c][i] < 0)
        continue;
      if (cases[c][i] > 100)
        break;
      sum += cases[c][i];
      ++count;
    }
    DLTensor ta = makeI32(cases[c], shapeA), tb = makeI32(b, shapeB);
    Value args[2] = {vTensor(&ta), vTensor(&tb)};
    if (callChecked(library, "sum_until", args, 2, NULL))
      good += b[0] == sum && b[1] == count;
  }
  EXPECT(good == 3, "%d of 3 cases right", good);
  printf("sum_until: continue and break, %d of 3 cases right\n", good);
}

static void testFirstZero(void* library) {
  int32_t cases[3][8] = {{1, 2, 0, 4, 0, 6, 7, 8},
                         {0, 1, 1, 1, 1, 1, 1, 1},
                         {1, 1, 1, 1, 1, 1, 1, 1}};
  int64_t shapeA[1] = {8}, shapeB[1] = {1};
  int good = 0;
  for (int c = 0; c < 3; ++c) {
    int32_t b[1] = {-7};
    int expected = 8;
    for (int i = 0; i < 8; ++i)
      if (cases[c][i] == 0) {
        expected = i + 1;
        break;
      }
    DLTensor ta = makeI32(cases[c], shapeA), tb = makeI32(b, shapeB);
    Value args[2] = {vTensor(&ta), vTensor(&tb)};
    if (callChecked(library, "first_zero", args, 2, NULL))
      good += b[0] == expected;
  }
  EXPECT(good == 3, "%d of 3 cases right", good);
  printf("first_zero: a while loop's break, %d of 3 cases right\n", good);
}

static void testAdd(void* library) {
  Value args[2] = {vInt(40), vInt(-2)};
  Value result;
  callChecked(library, "add", args, 2, &result);
  EXPECT(result.kind == VALUE_INT && result.v.i == 38, "kind %d, %lld", result.kind,
         (long long)result.v.i);
  printf("add(40, -2) = %lld\n", (long long)result.v.i);
}

static void testStepped(void *library) {
  int64_t shape[1] = {16};
  int good = 0;
  for (int n = 0; n <= 16; n += 4)
    for (int step = 1; step <= 7; step += 3) {
      int32_t a[16] = {0}, expected[16] = {0};
      for (int i = 1; i < n; i += 3)
        expected[i] += 1;
      for (int j = 0; j < 16; j += step)
        expected[j] += 10;
      DLTensor ta = makeI32(a, shape);
      Value args[3] = {vTensor(&ta), vInt(n), vInt(step)};
      if (callChecked(library, "stepped", args, 3, NULL))
        good += memcmp(a, expected, sizeof a) == 0;
    }
  int32_t a[16] = {0};
  DLTensor ta = makeI32(a, shape);
  Value bad[3] = {vTensor(&ta), vInt(4), vInt(0)};
  int status = callEntry(lookupEntry(library, "stepped"), bad, 3, NULL, NULL);
  EXPECT(good == 15, "%d of 15 cases right", good);
  EXPECT(status == -1 &&
             strstr(PrimRuntimeGetLastError(), "a loop step must be positive"),
         "status %d, %s", status, PrimRuntimeGetLastError());
  printf("stepped: %d of 15 cases right; step 0: %d, %s\n", good, status,
         PrimRuntimeGetLastError());
}

static void testTileSums(void *library) {
  float a[64], s[16];
  for (int i = 0; i < 64; ++i)
    a[i] = (float)((i * 5) % 13) - 6.0f;
  for (int i = 0; i < 16; ++i)
    s[i] = -99.0f;
  int64_t shapeA[2] = {8, 8}, shapeS[2] = {2, 8};
  DLTensor ta = makeF32(a, 2, shapeA), ts = makeF32(s, 2, shapeS);
  Value args[2] = {vTensor(&ta), vTensor(&ts)};
  callChecked(library, "tile_sums", args, 2, NULL);
  int good = 0;
  for (int i = 0; i < 2; ++i)
    for (int j = 0; j < 8; ++j) {
      const float *row = a + j * 8 + i * 4;
      good += s[i * 8 + j] == row[0] + row[1] * 2.0f + row[3] * 4.0f;
    }
  EXPECT(good == 16, "%d of 16 elements right", good);
  printf("tile_sums: match_buffer of regions in a block, %d of 16 right\n",
         good);
}

static void testNestedBreak(void* library) {
  int32_t cases[3][2] = {{49, 8}, {0, 3}, {99, 1}};
  int64_t shape[1] = {2};
  int good = 0;
  for (int c = 0; c < 3; ++c) {
    int32_t out[2] = {-7, -7}, expected[2] = {0, 1};
    for (int i = 0; i < 10; ++i) {
      for (int j = 0; j < 10; ++j)
        if (i * 10 + j == cases[c][0]) {
          expected[0] = i + j;
          break;
        }
      if (expected[0] > 0)
        break;
    }
    while (expected[1] > 0) {
      expected[1] += 1;
      if (expected[1] > cases[c][1])
        break;
    }
    DLTensor tin = makeI32(cases[c], shape), tout = makeI32(out, shape);
    Value args[2] = {vTensor(&tin), vTensor(&tout)};
    if (callChecked(library, "nested_break", args, 2, NULL))
      good += out[0] == expected[0] && out[1] == expected[1];
  }
  EXPECT(good == 3, "%d of 3 cases right", good);
  printf("nested_break: %d of 3 cases right\n", good);
}

static void testContinueCount(void* library) {
  int32_t out[2] = {-7, -7}, expected[2] = {0, 0};
  for (int i = 0; i < 10; ++i)
    for (int j = 0; j < 10; ++j) {
      if ((i * 10 + j) % 3 != 0)
        continue;
      expected[0] += 1;
    }
  for (int k = 0; k < expected[0];) {
    k += 1;
    if (k % 6 == 0) {
      expected[1] += 1;
      continue;
    }
  }
  int64_t shape[1] = {2};
  DLTensor tout = makeI32(out, shape);
  Value args[1] = {vTensor(&tout)};
  callChecked(library, "continue_count", args, 1, NULL);
  EXPECT(out[0] == expected[0] && out[1] == expected[1], "(%d, %d), expected (%d, %d)", out[0],
         out[1], expected[0], expected[1]);
  printf("continue_count: (%d, %d), expected (%d, %d)\n", out[0], out[1], expected[0],
         expected[1]);
}

static void testNonzero(void *library) {
  int32_t a[8] = {0, 1, -3, 0, 7, 0, -1, 1 << 20};
  float b[8];
  int64_t shape[1] = {8};
  DLTensor ta = makeI32(a, shape), tb = makeTensor(b, 1, shape, kDLFloat, 32);
  int good = 0;
  for (int flag = 0; flag <= 1; ++flag) {
    Value args[3] = {vTensor(&ta), vTensor(&tb), vInt(flag)};
    callChecked(library, "nonzero", args, 3, NULL);
    for (int i = 0; i < 8; ++i) {
      float x = (float)a[i];
      float expected = a[i] ? x * x + 1.0f : (flag ? -1.0f : -2.0f);
      EXPECT(b[i] == expected, "nonzero[%d] with flag %d: %g, expected %g", i,
             flag, b[i], expected);
      good += b[i] == expected;
    }
  }
  printf("nonzero: integer conditions, T.Let of a T.float32() variable, %d of "
         "16 right\n",
         good);
}

int main(int argc, char** argv) {
  static const LibraryTest tests[] = {testFind, testSumUntil, testFirstZero, testAdd,
      testStepped, testTileSums, testNestedBreak, testContinueCount, testNonzero, NULL};
  return runLibraryTests(argc, argv, "KERNELS.so", tests);
}
