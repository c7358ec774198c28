/* Calls @wide (wide_checks.py: 44 parameters, 33 buffers) with one wrong
 * argument at a time, for every check category, at the first, a middle and
 * the last parameter of the kind the check applies to. For each case the
 * driver checks the -1 status and that no byte of any buffer changed, then
 * prints the error kind and message for FileCheck. The argument in the
 * middle (#20) is passed as an owning tensor object.
 * Usage: wide_checks LIB.so */
#include "harness.h"

#include <stdalign.h>

enum { N = 44 };

typedef struct {
  alignas(64) float a[N][32]; /* kind 0: 64-byte aligned rows */
  float b[N][6];                  /* kind 1 */
  int32_t c[N][8 + 2];            /* kind 2: stride 2, room for an offset */
  int64_t shape[N][2], strides[N][2];
  DLTensor t[N];
  TensorObject object; /* parameter #20's tensor */
  Value args[N];
} State;

enum { kObjectArg = 20 };

static void* gLibrary;

/* The DLTensor of buffer parameter `i`. */
static DLTensor* tensor(State* s, int i) {
  return i == kObjectArg ? &s->object.tensor : &s->t[i];
}

static void reset(State* s) {
  memset(s, 0, sizeof *s);
  for (int i = 0; i < N; ++i) {
    switch (i % 4) {
    case 0:
    case 1:
      s->shape[i][0] = 2;
      s->shape[i][1] = 3;
      for (int j = 0; j < 6; ++j) {
        s->a[i][j] = (float)(i + j);
        s->b[i][j] = (float)(-i - j);
      }
      s->t[i] = i % 4 == 0 ? makeF32(s->a[i], 2, s->shape[i])
                           : makeF32(s->b[i], 2, s->shape[i]);
      s->args[i] = vTensor(&s->t[i]);
      break;
    case 2:
      s->shape[i][0] = 4;
      s->strides[i][0] = 2;
      for (int j = 0; j < 10; ++j)
        s->c[i][j] = i * 100 + j;
      s->t[i] = makeTensor(s->c[i], 1, s->shape[i], kDLInt, 32);
      s->t[i].strides = s->strides[i];
      s->args[i] = vTensor(&s->t[i]);
      break;
    case 3:
      s->args[i] = vInt(i);
      break;
    }
  }
  s->object.tensor = s->t[kObjectArg];
  s->args[kObjectArg] = vTensorObject(&s->object);
}

static int run(const char* name, int arg, State* s, int expectFailure) {
  static State before;
  before = *s;
  int status = callEntry(lookupEntry(gLibrary, "wide"), s->args, N, NULL, NULL);
  int untouched = memcmp(before.a, s->a, sizeof s->a) == 0 &&
                  memcmp(before.b, s->b, sizeof s->b) == 0 &&
                  memcmp(before.c, s->c, sizeof s->c) == 0;
  if (expectFailure) {
    EXPECT(status == -1, "%s #%d: status %d", name, arg, status);
    EXPECT(untouched, "%s #%d: a buffer changed", name, arg);
    printf("%s #%d: %d %s: %s\n", name, arg, status,
           PrimRuntimeGetLastErrorKind(), PrimRuntimeGetLastError());
  } else {
    EXPECT(status == 0, "%s: %s", name, PrimRuntimeGetLastError());
    printf("%s: %d\n", name, status);
  }
  PrimRuntimeClearLastError();
  return status;
}

/* Runs `name` with `fault` applied to parameter `arg`, for each of `args`. */
typedef void (*Fault)(State*, int);
static void runAt(const char* name, Fault fault, const int* args) {
  static State s;
  for (int k = 0; k < 3; ++k) {
    reset(&s);
    fault(&s, args[k]);
    run(name, args[k], &s, 1);
  }
}

static void intForTensor(State* s, int i) { s->args[i] = vInt(1); }
static void floatForInt(State* s, int i) { s->args[i] = vFloat(1.0); }
static void nullTensor(State* s, int i) { s->args[i] = vTensor(NULL); }
static void ndim(State* s, int i) { tensor(s, i)->ndim = 3; }
static void dtypeCode(State* s, int i) { tensor(s, i)->dtype.code = kDLInt; }
static void dtypeBits(State* s, int i) { tensor(s, i)->dtype.bits = 64; }
static void dtypeLanes(State* s, int i) { tensor(s, i)->dtype.lanes = 4; }
static void staticDim(State* s, int i) { s->shape[i][1] = 4; }
static void notCompact(State* s, int i) {
  s->strides[i][0] = 4;
  s->strides[i][1] = 1;
  tensor(s, i)->strides = s->strides[i];
}
static void wrongStride(State* s, int i) { s->strides[i][0] = 3; }
static void offsetNotDivisible(State* s, int i) { tensor(s, i)->byte_offset = 2; }
static void wrongOffset(State* s, int i) { tensor(s, i)->byte_offset = 4; }
static void deviceType(State* s, int i) { tensor(s, i)->device.device_type = kDLCUDA; }
static void deviceId(State* s, int i) { tensor(s, i)->device.device_id = 1; }
static void nullData(State* s, int i) { tensor(s, i)->data = NULL; }
static void misaligned(State* s, int i) { tensor(s, i)->data = s->a[i] + 1; }

int main(int argc, char** argv) {
  expectArguments(argc, argv, 1, "LIB.so");
  gLibrary = loadLibrary(argv[1]);
  static State s;

  /* The good call adds 1 to element 0 of every buffer. */
  reset(&s);
  run("good", 0, &s, 0);
  for (int i = 0; i < N; ++i) {
    if (i % 4 == 0)
      EXPECT(s.a[i][0] == (float)i + 1.0f, "a[%d][0] = %g", i, s.a[i][0]);
    if (i % 4 == 1)
      EXPECT(s.b[i][0] == (float)-i + 1.0f, "b[%d][0] = %g", i, s.b[i][0]);
    if (i % 4 == 2)
      EXPECT(s.c[i][0] == i * 100 + 1 && s.c[i][2] == i * 100 + 2,
             "c[%d] = %d %d", i, s.c[i][0], s.c[i][2]);
  }

  /* First, middle and last parameter of each kind. */
  const int kind0[3] = {0, 20, 40}, kind1[3] = {1, 21, 41},
            kind2[3] = {2, 22, 42}, kind3[3] = {3, 23, 43};
  /* Device ids are compared with the first buffer's (#0), so the first
   * buffer that can differ is #1. */
  const int ids[3] = {1, 22, 42};

  runAt("int for a tensor", intForTensor, kind0);
  runAt("float for an int", floatForInt, kind3);
  runAt("NULL DLTensor", nullTensor, kind1);
  runAt("ndim", ndim, kind0);
  runAt("dtype code", dtypeCode, kind0);
  runAt("dtype bits", dtypeBits, kind1);
  runAt("dtype lanes", dtypeLanes, kind2);
  runAt("static dim", staticDim, kind1);
  runAt("non-compact strides", notCompact, kind0);
  runAt("wrong stride", wrongStride, kind2);
  runAt("byte_offset 2", offsetNotDivisible, kind2);
  runAt("byte_offset 4", wrongOffset, kind1);
  runAt("device type", deviceType, kind0);
  runAt("device id", deviceId, ids);
  runAt("NULL data", nullData, kind0);
  runAt("misaligned data", misaligned, kind0);

  /* Every type code is checked before any buffer: a wrong type code at the
   * last parameter wins over a wrong buffer at the first. */
  reset(&s);
  s.t[0].ndim = 3;
  s.args[43] = vFloat(1.0);
  run("ndim #0 and float #43", 43, &s, 1);
  /* Among buffers, the first wrong one wins, whatever its check. */
  reset(&s);
  s.t[1].dtype.bits = 64;
  s.t[2].ndim = 2;
  run("bits #1 and ndim #2", 1, &s, 1);
  return harnessFinish();
}
