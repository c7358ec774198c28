/* Calls the kernels of kernels.mlir and the examples through their packed
 * entries and checks every element. Usage: kernels SEED.so 4X5.so KERNELS.so */
#include "harness.h"

typedef int (*AddViaPackedCFunc)(float* x, float* y);

static void testSeed(void* library) {
  void* addOne = lookupEntry(library, "add_one");
  float x[9], y[9];
  for (int i = 0; i < 9; ++i) {
    x[i] = -1.0f - i;
    y[i] = 2.5f + i;
  }
  int64_t shape[2] = {3, 3};
  DLTensor tx = makeF32(x, 2, shape), ty = makeF32(y, 2, shape);
  Value args[2] = {vTensor(&tx), vTensor(&ty)};
  Value result;
  EXPECT(callEntry(addOne, args, 2, NULL, &result) == 0, "%s", PrimRuntimeGetLastError());
  EXPECT(result.kind == VALUE_NONE, "a function without result returned kind %d", result.kind);
  EXPECT(x[0] == 3.5f, "x[0] = %g", x[0]);
  int untouched = 1;
  for (int i = 1; i < 9; ++i)
    untouched &= x[i] == -1.0f - i;
  EXPECT(untouched, "add_one wrote beyond x[0][0]");
  printf("add_one: x[0][0] = %g, the other 8 elements %s\n", x[0],
         untouched ? "untouched" : "CHANGED");

  /* The unpacked caller is a plain C function. */
  AddViaPackedCFunc direct = (AddViaPackedCFunc)dlsym(library, "AddViaPackedCFunc");
  EXPECT(direct != NULL, "no AddViaPackedCFunc");
  x[0] = 0.0f;
  EXPECT(direct(x, y) == 0, "AddViaPackedCFunc failed");
  EXPECT(x[0] == 3.5f, "x[0] = %g", x[0]);
  printf("AddViaPackedCFunc: x[0][0] = %g\n", x[0]);

  /* An owning tensor (tvm-ffi Tensor 70 with its DLTensor at +24; legacy
   * NDArray handle 13) is accepted like a DLTensor*. */
  TensorObject objectY;
  memset(&objectY, 0, sizeof objectY);
  objectY.header.type_index = kTVMFFITensor;
  objectY.tensor = ty;
  y[0] = 10.0f;
  Value objectArgs[2] = {vTensor(&tx), vTensorObject(&objectY)};
  EXPECT(callEntry(addOne, objectArgs, 2, NULL, NULL) == 0, "%s", PrimRuntimeGetLastError());
  EXPECT(x[0] == 11.0f, "x[0] = %g", x[0]);
  printf("add_one via an owning tensor object: x[0][0] = %g\n", x[0]);
}

static void test4x5(void* library) {
  void* entry = lookupEntry(library, "add_one_4x5");
  float a[20], b[20];
  for (int i = 0; i < 20; ++i) {
    a[i] = 0.25f * i - 3.0f;
    b[i] = -100.0f;
  }
  int64_t shape[2] = {4, 5};
  DLTensor ta = makeF32(a, 2, shape), tb = makeF32(b, 2, shape);
  Value args[2] = {vTensor(&ta), vTensor(&tb)};
  EXPECT(callEntry(entry, args, 2, NULL, NULL) == 0, "%s", PrimRuntimeGetLastError());
  int good = 0;
  for (int i = 0; i < 20; ++i)
    good += b[i] == a[i] + 1.0f;
  EXPECT(good == 20, "%d of 20 elements right", good);
  printf("add_one_4x5: B[i][j] = A[i][j] + 1 for all %d elements\n", good);
}

static void testAddDyn(void* library) {
  void* entry = lookupEntry(library, "add_dyn");
  float a[21], b[21];
  for (int i = 0; i < 21; ++i) {
    a[i] = (float)(i * i) / 7.0f;
    b[i] = 0.0f;
  }
  int64_t shape[2] = {3, 7};
  DLTensor ta = makeF32(a, 2, shape), tb = makeF32(b, 2, shape);
  Value args[2] = {vTensor(&ta), vTensor(&tb)};
  EXPECT(callEntry(entry, args, 2, NULL, NULL) == 0, "%s", PrimRuntimeGetLastError());
  int good = 0;
  for (int i = 0; i < 21; ++i)
    good += b[i] == a[i] + 1.0f;
  EXPECT(good == 21, "%d of 21 elements right", good);
  printf("add_dyn 3x7: B = A + 1 for all %d elements\n", good);

  /* An empty tensor may have NULL data. */
  int64_t empty[2] = {0, 5};
  DLTensor ea = makeF32(NULL, 2, empty), eb = makeF32(NULL, 2, empty);
  Value emptyArgs[2] = {vTensor(&ea), vTensor(&eb)};
  int status = callEntry(entry, emptyArgs, 2, NULL, NULL);
  EXPECT(status == 0, "%s", PrimRuntimeGetLastError());
  printf("add_dyn 0x5: returns %d\n", status);
}

static void testStrided(void* library) {
  void* entry = lookupEntry(library, "scale_strided");
  float big[48], out[16];
  for (int i = 0; i < 48; ++i)
    big[i] = (float)i;
  memset(out, 0, sizeof out);
  /* A[1:5, 2:6] of a 6x8 row-major buffer: strides {8, 1}, offset 8 + 2. */
  int64_t shape[2] = {4, 4}, strides[2] = {8, 1};
  DLTensor ta = makeF32(big, 2, shape), tb = makeF32(out, 2, shape);
  ta.strides = strides;
  ta.byte_offset = (8 + 2) * sizeof(float);
  Value args[2] = {vTensor(&ta), vTensor(&tb)};
  EXPECT(callEntry(entry, args, 2, NULL, NULL) == 0, "%s", PrimRuntimeGetLastError());
  int good = 0;
  for (int i = 0; i < 4; ++i)
    for (int j = 0; j < 4; ++j)
      good += out[i * 4 + j] == 2.0f * big[(i + 1) * 8 + (j + 2)];
  EXPECT(good == 16, "%d of 16 elements right", good);
  printf("scale_strided: B = 2 * A[1:5, 2:6] of a 6x8 buffer\n");
}

static void testScalars(void* library) {
  void* axpy = lookupEntry(library, "axpy");
  float x[8], y[8], expected[8];
  for (int i = 0; i < 8; ++i) {
    x[i] = (float)i;
    y[i] = 100.0f + i;
    expected[i] = i < 5 ? 2.5f * x[i] + y[i] : y[i];
  }
  int64_t shape[1] = {8};
  DLTensor tx = makeF32(x, 1, shape), ty = makeF32(y, 1, shape);
  Value args[4] = {vTensor(&tx), vTensor(&ty), vFloat(2.5), vInt(5)};
  EXPECT(callEntry(axpy, args, 4, NULL, NULL) == 0, "%s", PrimRuntimeGetLastError());
  EXPECT(memcmp(y, expected, sizeof y) == 0, "y differs");
  printf("axpy n=5: y = 2.5 * x + y, y[5:] %s\n",
         memcmp(y + 5, expected + 5, 3 * sizeof(float)) == 0 ? "untouched" : "CHANGED");

  void* sum = lookupEntry(library, "sum");
  float values[100];
  for (int i = 0; i < 100; ++i)
    values[i] = (float)(i + 1);
  int64_t n[1] = {100};
  DLTensor tv = makeF32(values, 1, n);
  Value sumArgs[1] = {vTensor(&tv)};
  Value result;
  EXPECT(callEntry(sum, sumArgs, 1, NULL, &result) == 0, "%s", PrimRuntimeGetLastError());
  EXPECT(result.kind == VALUE_FLOAT && result.v.f == 5050.0, "kind %d, %g", result.kind,
         result.v.f);
  printf("sum of 1..100 = %g\n", result.v.f);

  void* mulAdd = lookupEntry(library, "mul_add_i64");
  Value intArgs[2] = {vInt(6), vInt(7)};
  EXPECT(callEntry(mulAdd, intArgs, 2, NULL, &result) == 0, "%s", PrimRuntimeGetLastError());
  EXPECT(result.kind == VALUE_INT && result.v.i == 43, "kind %d, %lld", result.kind,
         (long long)result.v.i);
  printf("mul_add_i64(6, 7) = %lld\n", (long long)result.v.i);
}

int main(int argc, char** argv) {
  expectArguments(argc, argv, 3, "SEED.so 4X5.so KERNELS.so");
  testSeed(loadLibrary(argv[1]));
  test4x5(loadLibrary(argv[2]));
  void* kernels = loadLibrary(argv[3]);
  testAddDyn(kernels);
  testStrided(kernels);
  testScalars(kernels);
  return harnessFinish();
}
