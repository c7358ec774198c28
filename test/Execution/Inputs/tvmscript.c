/* Calls the TVMScript kernels of tvmscript_kernels.py, imported with
 * prim-translate --import-tvmscript and compiled by prim-compile, through
 * their packed entries, and compares every element with values computed
 * here in C. Usage: tvmscript KERNELS.so */
#include "harness.h"

static void testAxpb(void* library) {
  float a[20], b[20], c[20];
  for (int i = 0; i < 20; ++i) {
    a[i] = 0.5f * i - 4.0f;
    b[i] = 3.0f - i;
    c[i] = -1.0f;
  }
  int64_t shape[2] = {4, 5};
  DLTensor ta = makeF32(a, 2, shape), tb = makeF32(b, 2, shape), tc = makeF32(c, 2, shape);
  Value args[3] = {vTensor(&ta), vTensor(&tb), vTensor(&tc)};
  callChecked(library, "axpb", args, 3, NULL);
  int good = 0;
  for (int i = 0; i < 20; ++i)
    good += c[i] == a[i] * 2.0f + b[i];
  EXPECT(good == 20, "%d of 20 elements right", good);
  printf("axpb: C = 2A + B for %d of 20 elements\n", good);
}

static void testShiftRight(void* library) {
  float a[8], b[8];
  for (int i = 0; i < 8; ++i) {
    a[i] = 10.0f + i;
    b[i] = 0.0f;
  }
  callOnPair(library, "shift_right", a, b, 8, kDLFloat, 32);
  int good = b[0] == -1.0f;
  for (int i = 1; i < 8; ++i)
    good += b[i] == a[i - 1];
  EXPECT(good == 8, "%d of 8 elements right", good);
  printf("shift_right: B = [-1, A[0:7]] for %d of 8 elements\n", good);
}

static void testRowMax(void* library) {
  float a[21], b[3] = {123.0f, 123.0f, 123.0f};
  for (int i = 0; i < 21; ++i)
    a[i] = (float)((i * 7) % 11) - 20.0f;
  int64_t shapeA[2] = {3, 7}, shapeB[1] = {3};
  DLTensor ta = makeF32(a, 2, shapeA), tb = makeF32(b, 1, shapeB);
  Value args[2] = {vTensor(&ta), vTensor(&tb)};
  callChecked(library, "row_max", args, 2, NULL);
  int good = 0;
  for (int i = 0; i < 3; ++i) {
    float m = a[i * 7];
    for (int k = 1; k < 7; ++k)
      m = a[i * 7 + k] > m ? a[i * 7 + k] : m;
    good += b[i] == m;
  }
  EXPECT(good == 3, "%d of 3 rows right", good);
  printf("row_max: the init resets B, then %d of 3 row maxima right\n", good);
}

static void testMatmul(void* library) {
  float a[24], b[30], c[20];
  for (int i = 0; i < 24; ++i)
    a[i] = (float)(i % 5) - 1.5f;
  for (int i = 0; i < 30; ++i)
    b[i] = 0.25f * (float)(i % 7);
  for (int i = 0; i < 20; ++i)
    c[i] = 999.0f;
  int64_t shapeA[2] = {4, 6}, shapeB[2] = {6, 5}, shapeC[2] = {4, 5};
  DLTensor ta = makeF32(a, 2, shapeA), tb = makeF32(b, 2, shapeB), tc = makeF32(c, 2, shapeC);
  Value args[3] = {vTensor(&ta), vTensor(&tb), vTensor(&tc)};
  callChecked(library, "matmul", args, 3, NULL);
  int good = 0;
  for (int i = 0; i < 4; ++i)
    for (int j = 0; j < 5; ++j) {
      float sum = 0.0f;
      for (int k = 0; k < 6; ++k)
        sum += a[i * 6 + k] * b[k * 5 + j];
      good += c[i * 5 + j] == sum;
    }
  expectRight("matmul 4x6 * 6x5", good, 20, "");
}

static void testSoftplus(void* library) {
  float a[9], b[9];
  for (int i = 0; i < 9; ++i) {
    a[i] = (float)i - 4.0f;
    b[i] = 0.0f;
  }
  int64_t shape[1] = {9};
  DLTensor ta = makeF32(a, 1, shape), tb = makeF32(b, 1, shape);
  Value args[2] = {vTensor(&ta), vTensor(&tb)};
  callChecked(library, "softplus", args, 2, NULL);
  int good = 0;
  for (int i = 0; i < 9; ++i)
    good += fabs(b[i] - log1p(exp((double)a[i]))) < 1e-5;
  EXPECT(good == 9, "%d of 9 elements right", good);
  printf("softplus n=9: %d of 9 elements within 1e-5\n", good);

  /* n is bound by A; B's shape must agree. */
  int64_t shorter[1] = {3};
  DLTensor tshort = makeF32(b, 1, shorter);
  Value bad[2] = {vTensor(&ta), vTensor(&tshort)};
  b[0] = 42.0f;
  int status = callEntry(lookupEntry(library, "softplus"), bad, 2, NULL, NULL);
  EXPECT(status == -1, "status %d", status);
  EXPECT(strstr(PrimRuntimeGetLastError(), "softplus: B.shape[0] must be n, found 3") != NULL,
         "%s", PrimRuntimeGetLastError());
  EXPECT(b[0] == 42.0f, "B written after a failed check");
  printf("softplus with B of 3 elements: %d, %s\n", status, PrimRuntimeGetLastError());
}

static int32_t floorDiv(int32_t a, int32_t b) {
  int32_t q = a / b;
  return (a % b != 0 && ((a % b < 0) != (b < 0))) ? q - 1 : q;
}

static void testFloorOps(void* library) {
  int32_t a[11], b[11];
  for (int i = 0; i < 11; ++i) {
    a[i] = i * 3 - 16;
    b[i] = 0;
  }
  int64_t shape[1] = {11};
  DLTensor ta = makeTensor(a, 1, shape, kDLInt, 32), tb = makeTensor(b, 1, shape, kDLInt, 32);
  Value args[2] = {vTensor(&ta), vTensor(&tb)};
  callChecked(library, "floor_ops", args, 2, NULL);
  int good = 0;
  for (int i = 0; i < 11; ++i) {
    int32_t q = floorDiv(a[i], 3), m = a[i] - q * 3;
    good += b[i] == q * 100 + m * 10 + a[i] % 3;
  }
  expectRight("floor_ops on -16..14", good, 11, " (floor // and %, truncmod)");
}

static void testParSquare(void* library) {
  float a[64], b[64];
  for (int i = 0; i < 64; ++i) {
    a[i] = 0.5f * i - 7.0f;
    b[i] = 0.0f;
  }
  callOnPair(library, "par_square", a, b, 64, kDLFloat, 32);
  int good = 0;
  for (int i = 0; i < 64; ++i)
    good += b[i] == a[i] * a[i];
  expectRight("par_square", good, 64, "");
}

static void testScratch(void* library) {
  float a[600], b[600];
  for (int i = 0; i < 600; ++i) {
    a[i] = (float)(i % 4);
    b[i] = -1.0f;
  }
  callOnPair(library, "scratch", a, b, 600, kDLFloat, 32);
  int good = 0;
  float sum = 0.0f;
  for (int i = 0; i < 600; ++i) {
    sum += a[i];
    good += b[i] == sum;
  }
  EXPECT(good == 600, "%d of 600 elements right", good);
  printf("scratch: prefix sums through two scratch buffers, %d of 600 right\n", good);
}

static void testThresholdU8(void* library) {
  uint8_t a[8] = {0, 100, 127, 128, 200, 201, 250, 255}, b[8];
  int32_t c[8];
  memset(b, 0, sizeof b);
  memset(c, 0, sizeof c);
  int64_t shape[1] = {8};
  DLTensor ta = makeTensor(a, 1, shape, kDLUInt, 8), tb = makeTensor(b, 1, shape, kDLUInt, 8),
           tc = makeTensor(c, 1, shape, kDLInt, 32);
  Value args[4] = {vTensor(&ta), vTensor(&tb), vTensor(&tc), vInt(200)};
  callChecked(library, "threshold_u8", args, 4, NULL);
  int good = 0;
  for (int i = 0; i < 8; ++i) {
    unsigned m = a[i] > 128 ? a[i] : 128;
    good += b[i] == (a[i] > 200 ? 255 : a[i] / 2);
    good += c[i] == (int32_t)(a[i] + (a[i] >> 1) + m % 7);
  }
  expectRight("threshold_u8", good, 16, " (unsigned compare, //, >>, max, widening)");
}

static void testChecked(void* library) {
  float a[4] = {0};
  int64_t shape[1] = {4};
  DLTensor ta = makeF32(a, 1, shape);
  Value args[2] = {vTensor(&ta), vInt(21)};
  Value result;
  callChecked(library, "checked", args, 2, &result);
  EXPECT(result.kind == VALUE_INT && result.v.i == 42, "kind %d, %lld", result.kind,
         (long long)result.v.i);
  Value bad[2] = {vTensor(&ta), vInt(0)};
  int status = callEntry(lookupEntry(library, "checked"), bad, 2, NULL, NULL);
  EXPECT(status == -1, "status %d", status);
  EXPECT(strstr(PrimRuntimeGetLastError(), "checked: n must be positive") != NULL, "%s",
         PrimRuntimeGetLastError());
  printf("checked(21) = %lld; checked(0): %d, %s\n", (long long)result.v.i, status,
         PrimRuntimeGetLastError());
}

static void testTwice(void* library) {
  float a[4] = {1.0f, 2.0f, 3.0f, 4.0f}, b[4] = {0.5f, 0.5f, 0.5f, 0.5f};
  callOnPair(library, "twice", a, b, 4, kDLFloat, 32);
  int good = 0;
  for (int i = 0; i < 4; ++i)
    good += b[i] == 0.5f + a[i] * 1.0f + a[i] * 10.0f;
  EXPECT(good == 4, "%d of 4 elements right", good);
  EXPECT(dlsym(library, ENTRY_PREFIX "add_into") == NULL, "the private callee is exported");
  printf("twice: B += A, then B += 10 A through a private callee, %d of 4 right\n", good);
}

int main(int argc, char** argv) {
  static const LibraryTest tests[] = {testAxpb, testShiftRight, testRowMax, testMatmul,
      testSoftplus, testFloorOps, testParSquare, testScratch, testThresholdU8, testChecked,
      testTwice, NULL};
  return runLibraryTests(argc, argv, "KERNELS.so", tests);
}
