/* Calls into quick(n: i64, A: memref<2x?xf32>, B: memref<3xf32>) of
 * table-quick.mlir, whose table form checks canonical arguments in the
 * quick checker and leaves the rest to the checker: each case is one the
 * quick pass must not accept on its own, or a good call that it must.
 * Each call prints its status (and message); a failed call must leave A
 * and B untouched, a good one add n to A[0][0] and B[0].
 * Usage: table_quick LIB.so */
#include "harness.h"

static void* gLibrary;

typedef struct {
  float a[6], b[3];
  int64_t shapeA[2], shapeB[1], strides[2];
  DLTensor ta, tb;
  TensorObject objectB;
  Value args[3];
} State;

static void reset(State* s) {
  memset(s, 0, sizeof *s);
  for (int i = 0; i < 6; ++i)
    s->a[i] = (float)(i + 1);
  for (int i = 0; i < 3; ++i)
    s->b[i] = 10.0f;
  s->shapeA[0] = 2;
  s->shapeA[1] = 3;
  s->shapeB[0] = 3;
  s->ta = makeF32(s->a, 2, s->shapeA);
  s->tb = makeF32(s->b, 1, s->shapeB);
  s->args[0] = vInt(5);
  s->args[1] = vTensor(&s->ta);
  s->args[2] = vTensor(&s->tb);
}

static void run(const char* name, State* s) {
  State before = *s;
  int status = callEntry(lookupEntry(gLibrary, "quick"), s->args, 3, NULL, NULL);
  if (status == 0) {
    EXPECT(s->a[0] == 6.0f && s->b[0] == 15.0f, "%s: A[0][0] = %g, B[0] = %g", name,
           s->a[0], s->b[0]);
    printf("%s: 0\n", name);
  } else {
    EXPECT(memcmp(before.a, s->a, sizeof s->a) == 0 && memcmp(before.b, s->b, sizeof s->b) == 0,
           "%s: a buffer changed", name);
    printf("%s: %d %s\n", name, status, PrimRuntimeGetLastError());
  }
  PrimRuntimeClearLastError();
}

int main(int argc, char** argv) {
  expectArguments(argc, argv, 1, "LIB.so");
  gLibrary = loadLibrary(argv[1]);
  State s;
  reset(&s); run("good", &s);
  reset(&s); s.strides[0] = 3; s.strides[1] = 1; s.ta.strides = s.strides;
  run("compact strides", &s);
  /* A's dim 1 is dynamic, so the table's expected stride of dim 0 is
   * kDynamic (INT64_MIN): a stride of that value is not compact. */
  reset(&s); s.strides[0] = INT64_MIN; s.strides[1] = 1; s.ta.strides = s.strides;
  run("stride INT64_MIN", &s);
  reset(&s); s.strides[0] = 4; s.strides[1] = 1; s.ta.strides = s.strides;
  run("stride 4", &s);
  /* The first buffer, whose device_id the others must have, is argument 1. */
  reset(&s); s.tb.device.device_id = 1; run("B on device 1", &s);
  reset(&s); s.ta.device.device_id = 1; run("A on device 1", &s);
  reset(&s); s.ta.device.device_id = 1; s.tb.device.device_id = 1; run("both on device 1", &s);
  reset(&s); s.args[0] = vFloat(5.0); run("a float for n", &s);
  /* B as an owning tensor (tvm-ffi's object, legacy's NDArray handle). */
  reset(&s); s.objectB.tensor = s.tb; s.args[2] = vTensorObject(&s.objectB);
  run("B as an owning tensor", &s);
  reset(&s); s.objectB.tensor = s.tb; s.objectB.tensor.dtype.bits = 64;
  s.args[2] = vTensorObject(&s.objectB);
  run("B as an owning tensor of f64", &s);
  reset(&s); s.objectB.tensor = s.tb; s.shapeB[0] = 4; s.args[2] = vTensorObject(&s.objectB);
  run("B as an owning tensor of 4", &s);
  return harnessFinish();
}
