/* Calls the kernels of tvmscript_lets.py, whose parameter buffers name
 * let-bound variables, with right arguments (compared element by element)
 * and with arguments that disagree with a let's value: each must return -1
 * with the exact message and write no byte. Usage: tvmscript_lets LETS.so */
#include "harness.h"

static void testFillAlias(void* library) {
  int32_t a[4] = {-7, -7, -7, -7};
  int64_t shape[1] = {4};
  DLTensor ta = makeTensor(a, 1, shape, kDLInt, 32);
  Value args[2] = {vTensor(&ta), vInt(4)};
  callChecked(library, "fill_alias", args, 2, NULL);
  int good = 0;
  for (int i = 0; i < 4; ++i)
    good += a[i] == i + 1;
  expectRight("fill_alias n=4", good, 4, "");

  /* A 2-element array with n = 4: the loop would write past its end. */
  int32_t guarded[4] = {-7, -7, -7, -7};
  int64_t shorter[1] = {2};
  DLTensor tshort = makeTensor(guarded, 1, shorter, kDLInt, 32);
  Value bad[2] = {vTensor(&tshort), vInt(4)};
  int status = callEntry(lookupEntry(library, "fill_alias"), bad, 2, NULL, NULL);
  EXPECT(status == -1, "status %d", status);
  EXPECT_STREQ(PrimRuntimeGetLastError(), "fill_alias: A.shape[0] must be n_alias, found 2");
  int untouched = 0;
  for (int i = 0; i < 4; ++i)
    untouched += guarded[i] == -7;
  EXPECT(untouched == 4, "%d of 4 elements untouched", untouched);
  printf("fill_alias n=4 on 2 elements: %d, %s; %d of 4 elements untouched\n", status,
         PrimRuntimeGetLastError(), untouched);
}

/* fill_strided(A, 3) on rows of `row` elements starting `offset` elements
 * into a 20-element array; returns the status. */
static int callStrided(void* library, int32_t* a, int64_t row, int64_t offset) {
  int64_t shape[2] = {2, 3}, strides[2] = {row, 1};
  DLTensor ta = makeTensor(a, 2, shape, kDLInt, 32);
  ta.strides = strides;
  ta.byte_offset = (uint64_t)offset * sizeof(int32_t);
  Value args[2] = {vTensor(&ta), vInt(3)};
  return callEntry(lookupEntry(library, "fill_strided"), args, 2, NULL, NULL);
}

static void testFillStrided(void* library) {
  int32_t a[20];
  for (int i = 0; i < 20; ++i)
    a[i] = -7;
  int status = callStrided(library, a, 6, 3);
  EXPECT(status == 0, "fill_strided: %s", PrimRuntimeGetLastError());
  int good = 0;
  for (int i = 0; i < 20; ++i) {
    int k = i - 3, inside = k >= 0 && k % 6 < 3 && k / 6 < 2;
    good += a[i] == (inside ? (k / 6) * 10 + k % 6 : -7);
  }
  expectRight("fill_strided n=3, strides (6, 1), offset 3", good, 20, "");

  static const struct {
    int64_t row, offset;
    const char* message;
  } bad[] = {
      {3, 3, "fill_strided: A.strides[0] must be row, found 3"},
      {6, 0, "fill_strided: A.elem_offset must be offset, found 0"},
  };
  for (int c = 0; c < 2; ++c) {
    for (int i = 0; i < 20; ++i)
      a[i] = -7;
    status = callStrided(library, a, bad[c].row, bad[c].offset);
    EXPECT(status == -1, "status %d", status);
    EXPECT_STREQ(PrimRuntimeGetLastError(), bad[c].message);
    int untouched = 0;
    for (int i = 0; i < 20; ++i)
      untouched += a[i] == -7;
    EXPECT(untouched == 20, "%d of 20 elements untouched", untouched);
    printf("fill_strided strides (%lld, 1), offset %lld: %d, %s; %d of 20 untouched\n",
           (long long)bad[c].row, (long long)bad[c].offset, status, PrimRuntimeGetLastError(),
           untouched);
  }
}

int main(int argc, char** argv) {
  static const LibraryTest tests[] = {testFillAlias, testFillStrided, NULL};
  return runLibraryTests(argc, argv, "LETS.so", tests);
}
