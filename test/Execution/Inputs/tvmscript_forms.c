/* Calls the kernels of tvmscript_forms.py (the TVMScript forms of TVM's own
 * tests: bitwise and shift intrinsics, ceildiv, clz, q_multiply_shift, libm
 * math, pointers, constants) through their packed entries and compares
 * every element with values computed here in C from TVM's definitions.
 * Usage: tvmscript_forms FORMS.so */
#include "harness.h"

static int32_t floorDiv(int32_t a, int32_t b) {
  int32_t q = a / b;
  return (a % b != 0 && ((a % b < 0) != (b < 0))) ? q - 1 : q;
}

static void testIntOps(void* library) {
  int32_t a[8] = {-37, -8, -1, 1, 6, 77, 1 << 20, 0x7fffffff};
  uint32_t u[8] = {0, 1, 7, 8, 1000, 0x80000000u, 0xfffffff0u, 0xffffffffu};
  int32_t b[8 * 11];
  uint32_t v[8];
  int32_t n = 0x5a;
  int64_t shapeA[1] = {8}, shapeB[2] = {8, 11};
  DLTensor ta = makeTensor(a, 1, shapeA, kDLInt, 32), tu = makeTensor(u, 1, shapeA, kDLUInt, 32),
           tb = makeTensor(b, 2, shapeB, kDLInt, 32), tv = makeTensor(v, 1, shapeA, kDLUInt, 32);
  Value args[5] = {vTensor(&ta), vTensor(&tu), vTensor(&tb), vTensor(&tv), vInt(n)};
  callChecked(library, "int_ops", args, 5, NULL);
  int good = 0;
  for (int i = 0; i < 8; ++i) {
    const int32_t* r = b + i * 11;
    int32_t x = a[i];
    int clz = 0;
    for (uint32_t bit = 0x80000000u; bit && !((uint32_t)x & bit); bit >>= 1)
      ++clz;
    int32_t expected[11] = {x & n,
                            x | n,
                            x ^ n,
                            ~x,
                            (int32_t)((uint32_t)x << 3),
                            x >> 2, /* arithmetic: -37 >> 2 == -10 */
                            floorDiv((int32_t)((int64_t)x + 3), 4),
                            clz,
                            x / 3,
                            x % 3,
                            (int32_t)((float)x * 0.75f)};
    for (int k = 0; k < 11; ++k) {
      EXPECT(r[k] == expected[k], "int_ops[%d][%d] of %d: %d, expected %d", i, k, x, r[k],
             expected[k]);
      good += r[k] == expected[k];
    }
    good += v[i] == u[i] >> 3;
  }
  expectRight("int_ops", good, 96, " (bitwise, shifts, ceildiv, clz, Div/Mod, astype)");
}

/* TVM's q_multiply_shift: round(x * y * 2^(s - q)), halves rounded up. */
static int32_t qMultiplyShift(int32_t x, int32_t y, int q, int s) {
  __int128 p = (__int128)x * y;
  int shift = q - s;
  return (int32_t)((p + ((__int128)1 << (shift - 1))) >> shift);
}

static void testQMultiply(void* library) {
  int32_t a[8] = {-1000000, -12345, -3, -2, 0, 5, 77777, 1 << 24};
  int32_t s[8] = {2, -1, 0, 3, -4, 1, 0, -2};
  int32_t b[8 * 4];
  int64_t shapeA[1] = {8}, shapeB[2] = {8, 4};
  DLTensor ta = makeTensor(a, 1, shapeA, kDLInt, 32), ts = makeTensor(s, 1, shapeA, kDLInt, 32),
           tb = makeTensor(b, 2, shapeB, kDLInt, 32);
  Value args[3] = {vTensor(&ta), vTensor(&ts), vTensor(&tb)};
  callChecked(library, "q_multiply", args, 3, NULL);
  int good = 0;
  for (int i = 0; i < 8; ++i) {
    int32_t expected[4] = {qMultiplyShift(a[i], 1963325822, 31, 1),
                           qMultiplyShift(a[i], 1098990753, 31, -3),
                           qMultiplyShift(a[i], 1073741824, 31, -1),
                           qMultiplyShift(a[i], 1457846997, 31, s[i])};
    for (int k = 0; k < 4; ++k) {
      EXPECT(b[i * 4 + k] == expected[k], "q_multiply[%d][%d]: %d, expected %d", i, k,
             b[i * 4 + k], expected[k]);
      good += b[i * 4 + k] == expected[k];
    }
  }
  expectRight("q_multiply", good, 32, "");
}

static void testLibm(void* library) {
  float a[8] = {-3.0f, -1.5f, -0.25f, 0.0f, 0.125f, 0.5f, 1.0f, 2.5f};
  double d[8] = {-2.0, -0.5, 0.0, 0.1, 0.7, 1.0, 1.5, 3.0};
  float b[8 * 5];
  double e[8];
  int64_t shapeA[1] = {8}, shapeB[2] = {8, 5};
  DLTensor ta = makeF32(a, 1, shapeA), td = makeTensor(d, 1, shapeA, kDLFloat, 64),
           tb = makeF32(b, 2, shapeB), te = makeTensor(e, 1, shapeA, kDLFloat, 64);
  Value args[4] = {vTensor(&ta), vTensor(&td), vTensor(&tb), vTensor(&te)};
  callChecked(library, "libm", args, 4, NULL);
  int good = 0;
  for (int i = 0; i < 8; ++i) {
    float x = a[i];
    float expected[5] = {erff(x), atan2f(x, 2.0f), expf(x * 2.302585093f),
                         (fabsf(x * 1e38f) == INFINITY ? 1.0f : 0.0f) + 2.0f, sinhf(x)};
    for (int k = 0; k < 5; ++k) {
      int ok = fabsf(b[i * 5 + k] - expected[k]) <= 1e-5f * (1.0f + fabsf(expected[k]));
      EXPECT(ok, "libm[%d][%d] of %g: %g, expected %g", i, k, x, b[i * 5 + k], expected[k]);
      good += ok;
    }
    good += e[i] == erf(d[i]);
  }
  EXPECT(good == 48, "%d of 48 elements right", good);
  printf("libm: %d of 48 elements within 1e-5 (erf, atan2, exp10, isinf, isfinite, sinh, "
         "float64 erf)\n",
         good);
}

static void testPointers(void* library) {
  float a[8] = {1.5f, -2.0f, 3.25f, 4.0f, 5.0f, 6.0f, 7.0f, 8.0f}, b[8];
  int32_t c[8];
  for (int i = 0; i < 8; ++i)
    b[i] = -1.0f;
  int64_t shape[1] = {8};
  DLTensor ta = makeF32(a, 1, shape), tb = makeF32(b, 1, shape),
           tc = makeTensor(c, 1, shape, kDLInt, 32);
  Value args[4] = {vTensor(&ta), vTensor(&tb), vTensor(&tc), vInt(8)};
  callChecked(library, "pointers", args, 4, NULL);
  /* memcpy(B, A, 8 bytes); memset(&B[2], 0, 8); memcpy(&B[4], A, 8);
   * B[6] = n; B[7] = n // 3. */
  float expectedB[8] = {a[0], a[1], 0.0f, 0.0f, a[0], a[1], 8.0f, 2.0f};
  int32_t k[8] = {5, -7, 11, 13, 0, 1, 2, 3};
  int good = 0;
  for (int i = 0; i < 8; ++i) {
    int32_t bits;
    memcpy(&bits, &a[i], 4);
    good += b[i] == expectedB[i];
    good += c[i] == k[i] * 10 + (bits % 2 + 2) % 2;
  }
  EXPECT(good == 16, "%d of 16 elements right", good);
  printf("pointers: %d of 16 elements right (A.data, T.address_of, access_ptr, "
         "T.allocate_const, converting stores, T.reinterpret)\n",
         good);
}

static void testVectors(void* library) {
  float a[16], b[64];
  int32_t c[8];
  for (int i = 0; i < 16; ++i)
    a[i] = 0.5f * i - 1.5f;
  for (int i = 0; i < 64; ++i)
    b[i] = -100.0f;
  int64_t shapeA[1] = {16}, shapeB[2] = {4, 16}, shapeC[1] = {8};
  DLTensor ta = makeF32(a, 1, shapeA), tb = makeF32(b, 2, shapeB),
           tc = makeTensor(c, 1, shapeC, kDLInt, 32);
  float x = 3.0f;
  Value args[4] = {vTensor(&ta), vTensor(&tb), vTensor(&tc), vFloat(x)};
  callChecked(library, "vectors", args, 4, NULL);
  int good = 0;
  for (int i = 0; i < 4; ++i)
    for (int j = 0; j < 16; ++j) {
      float expected = -100.0f;
      if (j < 4)
        expected = a[i * 4 + j] * x + 1.0f + 2.0f;
      else if (j < 12 && j % 2 == 0)
        expected = a[i + 4 * ((j - 4) / 2)] + x;
      else if (j >= 12)
        expected = fabsf(a[i * 4 + j - 12]);
      EXPECT(b[i * 16 + j] == expected, "vectors B[%d][%d]: %g, expected %g", i, j,
             b[i * 16 + j], expected);
      good += b[i * 16 + j] == expected;
    }
  for (int k = 0; k < 4; ++k) {
    good += c[k] == floorDiv(11 - 5 * k, 3);
    good += c[4 + k] == (a[k + 2] > 0.0f ? k : -1); /* -1, -1, 2, 3 */
  }
  EXPECT(good == 72, "%d of 72 elements right", good);
  printf("vectors: %d of 72 elements right (ramps, strided ramps, broadcasts, lane-wise "
         "ops, llvm.sqrt)\n",
         good);
}

int main(int argc, char** argv) {
  static const LibraryTest tests[] = {testIntOps, testQMultiply, testLibm, testPointers,
      testVectors, NULL};
  return runLibraryTests(argc, argv, "FORMS.so", tests);
}
