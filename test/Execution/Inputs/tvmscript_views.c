/* Calls the kernels of tvmscript_views.py, imported with prim-translate
 * --import-tvmscript and compiled by prim-compile, through their packed
 * entries, and compares their results with values computed here in C.
 * Usage: tvmscript_views KERNELS.so */
#include "harness.h"

/* How many of the n floats of got equal those of want. */
static int countEqual(const float* got, const float* want, int n) {
  int good = 0;
  for (int i = 0; i < n; ++i)
    good += got[i] == want[i];
  return good;
}

static void testRowSums(void* library) {
  float a[24], b[4] = {-7, -7, -7, -7}, want[4] = {0, 0, 0, 0};
  for (int i = 0; i < 24; ++i)
    a[i] = (float)(i % 7) - 2.5f;
  for (int i = 0; i < 4; ++i)
    for (int j = 0; j < 6 - i; ++j)
      want[i] += a[i * 6 + j];
  int64_t shapeA[2] = {4, 6}, shapeB[1] = {4};
  DLTensor ta = makeF32(a, 2, shapeA), tb = makeF32(b, 1, shapeB);
  Value args[2] = {vTensor(&ta), vTensor(&tb)};
  int good = callChecked(library, "row_sums", args, 2, NULL) ? countEqual(b, want, 4) : 0;
  EXPECT(good == 4, "%d of 4 sums right", good);
  printf("row_sums: element addresses viewed by a subroutine, %d of 4 right\n", good);
}

static void testBytesOf(void* library) {
  int32_t a[4] = {1, -2, 1000, 0x01020304};
  uint8_t b[16], want[16];
  int32_t tripled[4];
  for (int i = 0; i < 4; ++i)
    tripled[i] = a[i] * 3;
  memcpy(want, tripled, 16);
  int64_t shapeA[1] = {4}, shapeB[1] = {16};
  DLTensor ta = makeTensor(a, 1, shapeA, kDLInt, 32);
  DLTensor tb = makeTensor(b, 1, shapeB, kDLUInt, 8);
  Value args[2] = {vTensor(&ta), vTensor(&tb)};
  int good = 0;
  if (callChecked(library, "bytes_of", args, 2, NULL))
    for (int i = 0; i < 16; ++i)
      good += b[i] == want[i];
  EXPECT(good == 16, "%d of 16 bytes right", good);
  printf("bytes_of: an int32 allocation viewed as bytes, %d of 16 right\n", good);
}

static void testSlices(void* library) {
  float a[16], b[16], want[16];
  uint32_t c[8], wantC[8];
  for (int i = 0; i < 16; ++i) {
    a[i] = (float)i * 0.5f - 3.0f;
    b[i] = want[i] = 99.0f;
  }
  for (int i = 0; i < 8; ++i) {
    c[i] = 0x80000000u + (uint32_t)i * 3;
    wantC[i] = c[i] >> 1; /* logical: the buffer is unsigned */
    want[i] = a[i] + a[i + 8];
  }
  for (int i = 0; i < 4; ++i)
    want[8 + 2 * i] = a[1 + 2 * i] * 10.0f;
  want[9] = a[0];
  for (int i = 0; i < 3; ++i)
    want[2 * i + 11] = -1.0f;
  int64_t shape16[1] = {16}, shape8[1] = {8};
  DLTensor ta = makeF32(a, 1, shape16), tb = makeF32(b, 1, shape16);
  DLTensor tc = makeTensor(c, 1, shape8, kDLUInt, 32);
  Value args[3] = {vTensor(&ta), vTensor(&tb), vTensor(&tc)};
  int good = 0;
  if (callChecked(library, "slices", args, 3, NULL)) {
    good = countEqual(b, want, 16);
    for (int i = 0; i < 8; ++i)
      good += c[i] == wantC[i];
  }
  EXPECT(good == 24, "%d of 24 elements right", good);
  printf("slices: contiguous, strided and one-element slices, %d of 24 right\n", good);
}

static void testPackBytes(void* library) {
  uint8_t u[8] = {0x01, 0x02, 0x03, 0x04, 0xff, 0x00, 0x80, 0x7f};
  int32_t w[2] = {0, 0}, want[2];
  memcpy(want, u, 8);
  int64_t shapeU[1] = {8}, shapeW[1] = {2};
  DLTensor tu = makeTensor(u, 1, shapeU, kDLUInt, 8);
  DLTensor tw = makeTensor(w, 1, shapeW, kDLInt, 32);
  Value args[2] = {vTensor(&tu), vTensor(&tw)};
  int good = 0;
  if (callChecked(library, "pack_bytes", args, 2, NULL))
    good = (w[0] == want[0]) + (w[1] == want[1]);
  EXPECT(good == 2, "%d of 2 words right", good);
  printf("pack_bytes: uint8x4 reinterpreted as int32, %d of 2 right\n", good);
}

static void testScale4(void* library) {
  float a[8], b[8], want[8];
  for (int i = 0; i < 8; ++i) {
    a[i] = (float)i - 1.5f;
    b[i] = 0;
    want[i] = a[i] * 2.0f;
  }
  int64_t shapeA[1] = {2}, shapeB[1] = {8};
  DLTensor ta = makeF32(a, 1, shapeA), tb = makeF32(b, 1, shapeB);
  ta.dtype.lanes = 4;
  Value args[2] = {vTensor(&ta), vTensor(&tb)};
  int good = callChecked(library, "scale4", args, 2, NULL) ? countEqual(b, want, 8) : 0;
  EXPECT(good == 8, "%d of 8 elements right", good);
  printf("scale4: float32x4 elements, %d of 8 right\n", good);
}

static void testBroadcastRows(void* library) {
  float a[4] = {1.0f, -2.0f, 3.5f, 0.25f}, c[12], want[12];
  for (int i = 0; i < 12; ++i) {
    c[i] = 0;
    want[i] = a[i % 4] * 2.0f;
  }
  int64_t shapeA[2] = {1, 4}, shapeC[2] = {3, 4};
  DLTensor ta = makeF32(a, 2, shapeA), tc = makeF32(c, 2, shapeC);
  Value args[2] = {vTensor(&ta), vTensor(&tc)};
  int good = callChecked(library, "broadcast_rows", args, 2, NULL) ? countEqual(c, want, 12) : 0;
  EXPECT(good == 12, "%d of 12 elements right", good);
  printf("broadcast_rows: buffer_type auto, %d of 12 right\n", good);
}

static void testInPlace(void *library) {
  float a[4] = {1, 2, 3, 4}, other[4] = {0, 0, 0, 0};
  int64_t shape[1] = {4};
  DLTensor ta = makeF32(a, 1, shape), tother = makeF32(other, 1, shape);
  Value same[2] = {vTensor(&ta), vTensor(&ta)};
  int good = callChecked(library, "in_place", same, 2, NULL) && a[0] == 2 && a[3] == 5;
  Value different[2] = {vTensor(&ta), vTensor(&tother)};
  int status =
      callEntry(lookupEntry(library, "in_place"), different, 2, NULL, NULL);
  EXPECT(status == -1 && other[0] == 0, "a second buffer was accepted");
  printf("in_place: %s; another buffer: %d, %s\n", good ? "right" : "wrong",
         status, PrimRuntimeGetLastError());
}

static void testInPlaceMatched(void *library) {
  float a[4] = {1, 2, 3, 4}, other[4] = {0, 0, 0, 0};
  int64_t shape[1] = {4};
  DLTensor ta = makeF32(a, 1, shape), tother = makeF32(other, 1, shape);
  Value same[2] = {vTensor(&ta), vTensor(&ta)};
  int good =
      callChecked(library, "in_place_matched", same, 2, NULL) && a[0] == 2 && a[3] == 8;
  Value different[2] = {vTensor(&ta), vTensor(&tother)};
  int status = callEntry(lookupEntry(library, "in_place_matched"), different, 2,
                         NULL, NULL);
  EXPECT(status == -1 && other[0] == 0 && other[3] == 0,
         "a second buffer was accepted");
  printf("in_place_matched: %s; another buffer: %d, %s\n",
         good ? "right" : "wrong", status, PrimRuntimeGetLastError());
}

static void testLaunch(void* library) {
  float a[8], want[8];
  for (int i = 0; i < 8; ++i) {
    a[i] = (float)i - 3.0f;
    want[i] = -a[i];
  }
  int64_t shape[1] = {8};
  DLTensor ta = makeF32(a, 1, shape);
  Value args[1] = {vTensor(&ta)};
  int good = callChecked(library, "launch", args, 1, NULL) ? countEqual(a, want, 8) : 0;
  EXPECT(good == 8, "%d of 8 elements right", good);
  printf("launch: call_extern of a module function, %d of 8 right\n", good);
}

int main(int argc, char** argv) {
  static const LibraryTest tests[] = {testRowSums, testBytesOf, testSlices, testPackBytes,
      testScale4, testBroadcastRows, testInPlace, testInPlaceMatched, testLaunch, NULL};
  return runLibraryTests(argc, argv, "KERNELS.so", tests);
}
