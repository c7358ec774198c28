/* Every check of a packed entry, failed one at a time through a real call.
 * For each case the driver checks the -1 status and that no byte of either
 * buffer changed, then prints the error kind and message for FileCheck.
 * Usage: bad_input LIB.so [--unchecked=CATEGORY,...]
 * With --unchecked, the library was built without the checks of those
 * categories (#prim.checks names): their cases must succeed instead
 * (status 0), except those the body cannot survive unchecked (a wrong type
 * code, a NULL DLTensor or data pointer), which are skipped. */
#include "harness.h"

#include <stdalign.h>

/* checked(A: memref<2x3xf32> {prim.align = 64}, B: memref<?x3xf32>, n: i64,
 *         x: f32, h: !prim.handle) */
typedef struct {
  alignas(64) float a[6 + 16]; /* room for a misaligned view */
  alignas(64) float b[6];
  int64_t shapeA[2], shapeB[2], strides[2], stridesB[2];
  DLTensor ta, tb;
  TensorObject objectA;
  Value args[6];
  int numArgs;
  int nullArgs;
} State;

/* The library under test, loaded as the runtimes load it (RTLD_LOCAL). */
static void* gLibrary;

static void reset(State* s) {
  memset(s, 0, sizeof *s);
  for (int i = 0; i < 6; ++i) {
    s->a[i] = (float)(i + 1);
    s->b[i] = -7.0f;
  }
  s->shapeA[0] = 2;
  s->shapeA[1] = 3;
  s->shapeB[0] = 2;
  s->shapeB[1] = 3;
  s->ta = makeF32(s->a, 2, s->shapeA);
  s->tb = makeF32(s->b, 2, s->shapeB);
  s->args[0] = vTensor(&s->ta);
  s->args[1] = vTensor(&s->tb);
  s->args[2] = vInt(10);
  s->args[3] = vFloat(0.5);
  s->args[4] = vHandle(NULL);
  s->numArgs = 5;
}

/* The categories the library does not check (--unchecked). */
static const char* gUnchecked = "";

static int isUnchecked(const char* category) {
  size_t length = strlen(category);
  for (const char* at = strstr(gUnchecked, category); at; at = strstr(at + 1, category))
    if ((at == gUnchecked || at[-1] == ',') && (at[length] == ',' || at[length] == 0))
      return 1;
  return 0;
}

/* Runs the call described by `s` and reports it. Returns the status. */
static int run(const char* name, State* s, int expectFailure) {
  State before = *s;
  int status = callEntry(lookupEntry(gLibrary, "checked"), s->nullArgs ? NULL : s->args, s->numArgs,
                         NULL, NULL);
  if (expectFailure) {
    EXPECT(status == -1, "%s: status %d", name, status);
    int untouched = memcmp(before.a, s->a, sizeof s->a) == 0 &&
                    memcmp(before.b, s->b, sizeof s->b) == 0;
    EXPECT(untouched, "%s: a buffer changed", name);
    printf("%s: %d %s: %s\n", name, status, PrimRuntimeGetLastErrorKind(),
           PrimRuntimeGetLastError());
  } else {
    EXPECT(status == 0, "%s: %s", name, PrimRuntimeGetLastError());
    printf("%s: %d\n", name, status);
  }
  PrimRuntimeClearLastError();
  return status;
}

/* A case that fails a check of `category`: it fails if the library checks
 * the category; otherwise it succeeds, or is skipped if `unsafe`. */
static void runCase(const char* name, const char* category, int unsafe, State* s) {
  if (!isUnchecked(category)) {
    run(name, s, 1);
  } else if (unsafe) {
    printf("%s: skipped\n", name);
  } else {
    run(name, s, 0);
  }
}

int main(int argc, char** argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: %s LIB.so [--unchecked=CATEGORY,...]\n", argv[0]);
    return 2;
  }
  if (argc > 2 && strncmp(argv[2], "--unchecked=", 12) == 0)
    gUnchecked = argv[2] + 12;
  gLibrary = loadLibrary(argv[1]);
  State s;

  /* The good call: B[0][0] = A[0][0] + x + n. */
  reset(&s);
  run("good", &s, 0);
  EXPECT(s.b[0] == 1.0f + 0.5f + 10.0f, "B[0][0] = %g", s.b[0]);

  reset(&s); s.numArgs = 4; run("num_args 4", &s, 1);
  reset(&s); s.numArgs = 6; s.args[5] = vInt(0); run("num_args 6", &s, 1);
  reset(&s); s.nullArgs = 1; run("NULL args", &s, 1);
  /* A wrong type code for each parameter kind. The unchecked cases that
   * succeed read A[0][0] and write B[0][0] only, within the buffers. */
  reset(&s); s.args[0] = vInt(1); runCase("int for a tensor", "type_code", 1, &s);
  reset(&s); s.args[1] = vFloat(1.0); runCase("float for a tensor", "type_code", 1, &s);
  reset(&s); s.args[2] = vFloat(1.0); runCase("float for an int", "type_code", 0, &s);
  reset(&s); s.args[3] = vHandle(&s); runCase("handle for a float", "type_code", 0, &s);
  reset(&s); s.args[4] = vFloat(1.0); runCase("float for a handle", "type_code", 0, &s);
  reset(&s); s.args[0] = vTensor(NULL); runCase("NULL DLTensor", "type_code", 1, &s);
  reset(&s); s.ta.ndim = 3; runCase("ndim", "ndim_dtype", 0, &s);
  reset(&s); s.ta.dtype.code = kDLInt; runCase("dtype code", "ndim_dtype", 0, &s);
  reset(&s); s.ta.dtype.bits = 64; runCase("dtype bits", "ndim_dtype", 0, &s);
  reset(&s); s.tb.dtype.lanes = 4; runCase("dtype lanes", "ndim_dtype", 0, &s);
  reset(&s); s.shapeA[0] = 3; runCase("static dim A[0]", "shape", 0, &s);
  reset(&s); s.shapeA[1] = 4; runCase("static dim A[1]", "shape", 0, &s);
  reset(&s); s.shapeB[1] = 2; runCase("static dim B[1]", "shape", 0, &s);
  reset(&s); s.strides[0] = 4; s.strides[1] = 1; s.ta.strides = s.strides;
  runCase("non-compact strides", "strides", 0, &s);
  reset(&s); s.strides[0] = 3; s.strides[1] = 1; s.ta.strides = s.strides;
  run("compact strides given explicitly", &s, 0);
  /* Valid calls outside a table entry's quick pass, which leaves them to
   * the checks: each must compute what the good call does. */
  reset(&s); s.shapeB[0] = 1; s.stridesB[0] = 7; s.stridesB[1] = 1; s.tb.strides = s.stridesB;
  run("any stride for a dim of extent 1", &s, 0);
  EXPECT(s.b[0] == 11.5f, "B[0][0] = %g", s.b[0]);
  reset(&s); s.ta.device.device_id = 1; s.tb.device.device_id = 1;
  run("device_id 1 for both", &s, 0);
  EXPECT(s.b[0] == 11.5f, "B[0][0] = %g", s.b[0]);
  reset(&s); s.objectA.tensor = s.ta; s.args[0] = vTensorObject(&s.objectA);
  run("A as an owning tensor", &s, 0);
  EXPECT(s.b[0] == 11.5f, "B[0][0] = %g", s.b[0]);
  reset(&s); s.ta.byte_offset = 2; runCase("byte_offset 2", "byte_offset", 0, &s);
  reset(&s); s.tb.byte_offset = 4; runCase("byte_offset 4", "byte_offset", 0, &s);
  reset(&s); s.ta.device.device_type = kDLCUDA; runCase("device type", "device", 0, &s);
  reset(&s); s.tb.device.device_id = 1; runCase("device id", "device", 0, &s);
  reset(&s); s.ta.data = NULL; runCase("NULL data", "data", 1, &s);
  reset(&s); s.ta.data = s.a + 1; runCase("misaligned data", "alignment", 0, &s);
  return harnessFinish();
}
