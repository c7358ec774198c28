/* Drives Inputs/cross.mlir, linked statically into this program for a
 * cross target, plus examples/add_via_packed.mlir compiled with
 * --system-lib. The module's entries are called directly; the system
 * library's are looked up in PrimRuntime's registry. Every number is
 * compared exactly. Run with TVM_NUM_THREADS > 1, so that the parallel loop
 * runs on several threads. Usage: cross TARGET-NAME */
#include "harness.h"

#include <stddef.h>

/* The packed entries of cross.mlir, as this ABI names and types them. */
#if defined(PRIM_TEST_ABI_FFI)
#define ENTRY(name) __tvm_ffi_##name
#define DECLARE_ENTRY(name) int ENTRY(name)(void*, const TVMFFIAny*, int32_t, TVMFFIAny*)
#define BOOL_CODE PRIM_TVM_FFI_BOOL_DTYPE_CODE
#define BOOL_BITS PRIM_TVM_FFI_BOOL_DTYPE_BITS
#else
#define ENTRY(name) name
#define DECLARE_ENTRY(name) int ENTRY(name)(TVMValue*, int*, int, TVMValue*, int*, void*)
#define BOOL_CODE PRIM_TVM_BOOL_DTYPE_CODE
#define BOOL_BITS PRIM_TVM_BOOL_DTYPE_BITS
#endif
DECLARE_ENTRY(add_dyn);
DECLARE_ENTRY(scale_strided);
DECLARE_ENTRY(widen);
DECLARE_ENTRY(affine);
DECLARE_ENTRY(mul_add_i64);
DECLARE_ENTRY(count_true);
DECLARE_ENTRY(triple_in_place);
DECLARE_ENTRY(sum_by_name);
DECLARE_ENTRY(fail_by_name);
DECLARE_ENTRY(par_add);
DECLARE_ENTRY(reverse);

/* The module's pointer to the parallel launch, which the test wraps to
 * count the launches. */
typedef int (*LaunchFn)(FTVMParallelLambda, void*, int);
extern LaunchFn __TVMBackendParallelLaunch;

/* Expected values are rounded to their type before they are compared: i686
 * (x87) and s390x evaluate float arithmetic in a wider type
 * (FLT_EVAL_METHOD 2 and 1), which a cast or an assignment removes. */

/* add_via_packed.mlir's unpacked caller. */
int AddViaPackedCFunc(float* x, float* y);

#define CALL(name, args, n, result) callEntry((void*)ENTRY(name), args, n, NULL, result)
#define EXPECT_OK(status) EXPECT((status) == 0, "%s", PrimRuntimeGetLastError())

static void testDynamicShape(void) {
  float a[21], b[21];
  for (int i = 0; i < 21; ++i) {
    a[i] = (float)(i * i) / 7.0f;
    b[i] = 0.0f;
  }
  int64_t shape[2] = {3, 7};
  DLTensor ta = makeF32(a, 2, shape), tb = makeF32(b, 2, shape);
  Value args[2] = {vTensor(&ta), vTensor(&tb)};
  EXPECT_OK(CALL(add_dyn, args, 2, NULL));
  int good = 0;
  for (int i = 0; i < 21; ++i)
    good += b[i] == (float)(a[i] + 1.0f);
  EXPECT(good == 21, "%d of 21 elements right", good);
  printf("add_dyn 3x7: B = A + 1 for all %d elements\n", good);

  int64_t empty[2] = {0, 5};
  DLTensor ea = makeF32(NULL, 2, empty), eb = makeF32(NULL, 2, empty);
  Value emptyArgs[2] = {vTensor(&ea), vTensor(&eb)};
  int status = CALL(add_dyn, emptyArgs, 2, NULL);
  EXPECT_OK(status);
  printf("add_dyn 0x5: returns %d\n", status);
}

static void testStrided(void) {
  float big[48], out[16];
  for (int i = 0; i < 48; ++i)
    big[i] = (float)i - 20.5f;
  memset(out, 0, sizeof out);
  /* A[1:5, 2:6] of a 6x8 row-major buffer: strides {8, 1}, offset 8 + 2. */
  int64_t shape[2] = {4, 4}, strides[2] = {8, 1};
  DLTensor ta = makeF32(big, 2, shape), tb = makeF32(out, 2, shape);
  ta.strides = strides;
  ta.byte_offset = (8 + 2) * sizeof(float);
  Value args[2] = {vTensor(&ta), vTensor(&tb)};
  EXPECT_OK(CALL(scale_strided, args, 2, NULL));
  int good = 0;
  for (int i = 0; i < 4; ++i)
    for (int j = 0; j < 4; ++j)
      good += out[i * 4 + j] == (float)(2.0f * big[(i + 1) * 8 + (j + 2)]);
  EXPECT(good == 16, "%d of 16 elements right", good);
  printf("scale_strided: B = 2 * A[1:5, 2:6] of a 6x8 buffer, byte_offset %llu\n",
         (unsigned long long)ta.byte_offset);
}

/* widen's seven buffers: one per dtype, and its f64 result. */
typedef struct {
  double f[4];
  int8_t b[4];
  int16_t s[4];
  int64_t l[4];
  uint8_t u[4];
  uint8_t t[4];
  double out[4];
  int64_t shape[7][1];
  DLTensor tensors[7];
  Value args[7];
} Widen;

static void resetWiden(Widen* w) {
  static const double f[4] = {0.5, -1.25, 1e10, 2.0};
  static const int8_t b[4] = {1, -2, 100, -128};
  static const int16_t s[4] = {300, -32000, 7, 32000};
  static const int64_t l[4] = {INT64_C(1) << 40, -3, INT64_C(5000000000), -(INT64_C(1) << 50)};
  static const uint8_t u[4] = {200, 0, 155, 255};
  static const uint8_t t[4] = {1, 0, 1, 0};
  memset(w, 0, sizeof *w);
  memcpy(w->f, f, sizeof f);
  memcpy(w->b, b, sizeof b);
  memcpy(w->s, s, sizeof s);
  memcpy(w->l, l, sizeof l);
  memcpy(w->u, u, sizeof u);
  memcpy(w->t, t, sizeof t);
  for (int i = 0; i < 4; ++i)
    w->out[i] = -1.0;
  void* data[7] = {w->f, w->b, w->s, w->l, w->u, w->t, w->out};
  static const uint8_t codes[7] = {kDLFloat, kDLInt, kDLInt, kDLInt, kDLUInt, BOOL_CODE, kDLFloat};
  static const uint8_t bits[7] = {64, 8, 16, 64, 8, BOOL_BITS, 64};
  for (int i = 0; i < 7; ++i) {
    w->shape[i][0] = 4;
    w->tensors[i] = makeTensor(data[i], 1, w->shape[i], codes[i], bits[i]);
    w->args[i] = vTensor(&w->tensors[i]);
  }
}

static void testDtypes(void) {
  Widen w, before;
  resetWiden(&w);
  before = w;
  EXPECT_OK(CALL(widen, w.args, 7, NULL));
  int good = 0;
  for (int i = 0; i < 4; ++i) {
    double sum = before.f[i];
    sum = sum + before.b[i];
    sum = sum + before.s[i];
    sum = sum + (double)before.l[i];
    sum = sum + before.u[i];
    sum = sum + before.t[i];
    good += w.out[i] == sum;
    good += w.b[i] == (int8_t)(before.b[i] * 2);
    good += w.s[i] == (int16_t)(before.s[i] + 1000);
    good += w.l[i] == before.l[i] * 3;
    good += w.u[i] == (uint8_t)(before.u[i] + 100);
    good += w.t[i] == !before.t[i];
    EXPECT(w.out[i] == sum, "out[%d] = %.17g, expected %.17g", i, w.out[i], sum);
  }
  EXPECT(good == 24, "%d of 24 values right", good);
  printf("widen: f64 i8 i16 i64 u8 bool summed into f64, each written back\n");
}

static void testScalars(void) {
  Value args[3] = {vInt(-7), vInt(INT64_C(3000000000)), vFloat(0.25)};
  Value result;
  EXPECT_OK(CALL(affine, args, 3, &result));
  EXPECT(result.kind == VALUE_FLOAT && result.v.f == 2999999993.25, "kind %d, %.17g",
         result.kind, result.v.f);
  printf("affine(i32 -7, i64 3000000000, f64 0.25) = %.17g\n", result.v.f);

  Value intArgs[2] = {vInt(INT64_C(3000000000)), vInt(7)};
  EXPECT_OK(CALL(mul_add_i64, intArgs, 2, &result));
  EXPECT(result.kind == VALUE_INT && result.v.i == INT64_C(21000000001), "kind %d, %lld",
         result.kind, (long long)result.v.i);
  printf("mul_add_i64(3000000000, 7) = %lld\n", (long long)result.v.i);

  uint8_t flags[5] = {1, 0, 1, 1, 0};
  int64_t shape[1] = {5};
  DLTensor tf = makeTensor(flags, 1, shape, BOOL_CODE, BOOL_BITS);
  Value boolArgs[1] = {vTensor(&tf)};
  EXPECT_OK(CALL(count_true, boolArgs, 1, &result));
  EXPECT(result.kind == VALUE_INT && result.v.i == 3, "kind %d, %lld", result.kind,
         (long long)result.v.i);
  printf("count_true of 5 bools = %lld\n", (long long)result.v.i);
}

/* cross.sum_f64(x): the sum of an f64 tensor, as a Float. */
static int sumF64(const Value* args, int n, Value* result) {
  if (n != 1 || args[0].kind != VALUE_TENSOR) {
    harnessRaise("cross.sum_f64: expected one tensor");
    return -1;
  }
  const DLTensor* t = args[0].v.t;
  const double* data = (const double*)((char*)t->data + t->byte_offset);
  double sum = 0.0;
  for (int64_t i = 0; i < t->shape[0]; ++i)
    sum += data[i];
  *result = vFloat(sum);
  return 0;
}

static int fail(const Value* args, int n, Value* result) {
  (void)result;
  return harnessRefuse("cross.fail", args, n);
}

static Callback gSumF64 = sumF64, gFail = fail;

static void testCalls(void) {
  float x[5] = {-2.0f, 0.5f, 1.0f, 1e-3f, 7.25f}, before[5];
  memcpy(before, x, sizeof x);
  int64_t shape[1] = {5};
  DLTensor tx = makeF32(x, 1, shape);
  Value args[1] = {vTensor(&tx)};
  EXPECT_OK(CALL(triple_in_place, args, 1, NULL));
  int good = 0;
  for (int i = 0; i < 5; ++i)
    good += x[i] == (float)(before[i] * 3.0f);
  EXPECT(good == 5, "%d of 5 elements right", good);
  printf("triple_in_place: call_cpacked scale_by inside the module, x = 3 * x\n");

  registerCallback("cross.sum_f64", &gSumF64);
  registerCallback("cross.fail", &gFail);
  double d[4] = {1.5, 2.0, 3.0, 4.0};
  int64_t dShape[1] = {4};
  DLTensor td = makeTensor(d, 1, dShape, kDLFloat, 64);
  Value dArgs[1] = {vTensor(&td)};
  Value result;
  EXPECT_OK(CALL(sum_by_name, dArgs, 1, &result));
  EXPECT(result.kind == VALUE_FLOAT && result.v.f == 10.5, "kind %d, %.17g", result.kind,
         result.v.f);
  printf("call_packed cross.sum_f64 through the registry = %.17g\n", result.v.f);
  int status = CALL(fail_by_name, dArgs, 1, NULL);
  EXPECT(status == -1, "status %d", status);
  printf("call_packed cross.fail: %d %s\n", status, PrimRuntimeGetLastError());
  PrimRuntimeClearLastError();
}

/* Calls add_one-like `entry` on fresh 3x3 buffers; returns x[0][0]. */
static float callAddOne(void* entry) {
  float x[9] = {0}, y[9] = {2.5f};
  int64_t shape[2] = {3, 3};
  DLTensor tx = makeF32(x, 2, shape), ty = makeF32(y, 2, shape);
  Value args[2] = {vTensor(&tx), vTensor(&ty)};
  EXPECT_OK(callEntry(entry, args, 2, NULL, NULL));
  return x[0];
}

static void testSystemLib(void) {
  char symbol[64];
  snprintf(symbol, sizeof symbol, "%sadd_one", ENTRY_PREFIX);
  float x = callAddOne(lookupEntry(NULL, "add_one"));
  EXPECT(x == 3.5f, "x[0][0] = %g", x);
  printf("system-lib: %s registered: x[0][0] = %g\n", symbol, x);
  float xs[9] = {0}, ys[9] = {2.5f};
  EXPECT(AddViaPackedCFunc(xs, ys) == 0, "%s", PrimRuntimeGetLastError());
  EXPECT(xs[0] == 3.5f, "x[0][0] = %g", xs[0]);
  printf("system-lib: AddViaPackedCFunc: x[0][0] = %g\n", xs[0]);
}

/* The launches of the module's parallel loop and the tasks they ran, with
 * the num_task that task i was told (0: not run). After its part of the
 * loop, each task waits at TVMBackendParallelBarrier, past which every task
 * of the group has arrived. */
enum { kMaxTasks = 64 };
static int gLaunches, gTasks, gTaskGroup[kMaxTasks], gArrived, gPastBarrier;
static FTVMParallelLambda gLambda;
static int countingTask(int taskId, TVMParallelGroupEnv* env, void* closure) {
  __atomic_fetch_add(&gTasks, 1, __ATOMIC_RELAXED);
  if (taskId >= 0 && taskId < kMaxTasks)
    gTaskGroup[taskId] = env->num_task;
  int status = gLambda(taskId, env, closure);
  __atomic_fetch_add(&gArrived, 1, __ATOMIC_SEQ_CST);
  if (TVMBackendParallelBarrier(taskId, env) == 0 &&
      __atomic_load_n(&gArrived, __ATOMIC_SEQ_CST) == env->num_task)
    __atomic_fetch_add(&gPastBarrier, 1, __ATOMIC_RELAXED);
  return status;
}
static int countingLaunch(FTVMParallelLambda lambda, void* closure, int numTask) {
  ++gLaunches;
  gLambda = lambda;
  return TVMBackendParallelLaunch(countingTask, closure, numTask);
}

static void testRuntimeServices(void) {
  EXPECT(__TVMBackendParallelLaunch == TVMBackendParallelLaunch,
         "the module's launch is not PrimRuntime's");
  __TVMBackendParallelLaunch = countingLaunch;
  enum { kN = 1000 };
  static float a[kN], b[kN], c[kN];
  for (int i = 0; i < kN; ++i) {
    a[i] = (float)i * 0.5f;
    b[i] = 1000.0f - (float)i;
    c[i] = -1.0f;
  }
  int64_t shape[1] = {kN};
  DLTensor ta = makeF32(a, 1, shape), tb = makeF32(b, 1, shape), tc = makeF32(c, 1, shape);
  Value args[3] = {vTensor(&ta), vTensor(&tb), vTensor(&tc)};
  EXPECT_OK(CALL(par_add, args, 3, NULL));
  int good = 0;
  for (int i = 0; i < kN; ++i)
    good += c[i] == (float)(a[i] + b[i]);
  EXPECT(good == kN, "%d of %d elements right", good, kN);
  EXPECT(gLaunches == 1, "%d launches", gLaunches);
  /* Tasks 0 to gTasks - 1 ran once each, each told num_task gTasks. */
  int told = 0;
  for (int i = 0; i < gTasks && i < kMaxTasks; ++i)
    told += gTaskGroup[i] == gTasks;
  EXPECT(told == gTasks, "of %d tasks, %d numbered in range and told num_task %d", gTasks, told,
         gTasks);
  EXPECT(gPastBarrier == gTasks, "%d of %d tasks saw all arrived past the barrier", gPastBarrier,
         gTasks);
  printf("par_add n=%d through TVMBackendParallelLaunch: C = A + B, %d launch, tasks: %d\n", kN,
         gLaunches, gTasks);
  __TVMBackendParallelLaunch = TVMBackendParallelLaunch;

  double x[37];
  for (int i = 0; i < 37; ++i)
    x[i] = i * 1.5 - 9.0;
  int64_t xShape[1] = {37};
  DLTensor tx = makeTensor(x, 1, xShape, kDLFloat, 64);
  Value xArgs[1] = {vTensor(&tx)};
  EXPECT_OK(CALL(reverse, xArgs, 1, NULL));
  good = 0;
  for (int i = 0; i < 37; ++i)
    good += x[i] == (36 - i) * 1.5 - 9.0;
  EXPECT(good == 37, "%d of 37 elements right", good);
  printf("reverse n=37 through a workspace: x reversed\n");
}

/* A bad call: -1 with the exact message (FileCheck), printed with its kind. */
static void expectRefused(const char* what, int status) {
  EXPECT(status == -1, "%s: status %d", what, status);
  printf("%s: %d %s: %s\n", what, status, PrimRuntimeGetLastErrorKind(),
         PrimRuntimeGetLastError());
  PrimRuntimeClearLastError();
}

static void testBadCalls(void) {
  Widen w, fresh;
  resetWiden(&fresh);
  int untouched = 1;
#define BAD_WIDEN(what, n, change)                                                           \
  do {                                                                                       \
    resetWiden(&w);                                                                          \
    change;                                                                                  \
    expectRefused(what, CALL(widen, w.args, n, NULL));                                       \
    untouched &= memcmp(w.f, fresh.f, offsetof(Widen, shape)) == 0;                          \
  } while (0)
  BAD_WIDEN("bad num_args", 6, (void)0);
  Value intArgs[2] = {vInt(3), vFloat(7.0)};
  expectRefused("bad type code", CALL(mul_add_i64, intArgs, 2, NULL));
  BAD_WIDEN("bad dtype bits", 7, w.tensors[2].dtype.bits = 8);
  BAD_WIDEN("bad dtype code", 7, w.tensors[4].dtype.code = kDLInt);
  BAD_WIDEN("bad shape", 7, w.shape[3][0] = 5);
  int64_t strides[1] = {2};
  BAD_WIDEN("bad strides", 7, w.tensors[0].strides = strides);
  BAD_WIDEN("bad byte_offset", 7, w.tensors[6].byte_offset = 8);
  BAD_WIDEN("bad device", 7, w.tensors[5].device.device_type = kDLCUDA);
#undef BAD_WIDEN
  EXPECT(untouched, "a bad call changed a buffer");
  printf("bad calls left every buffer %s\n", untouched ? "untouched" : "CHANGED");
}

int main(int argc, char** argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: %s TARGET-NAME\n", argv[0]);
    return 2;
  }
  const char* target = argv[1];
  uint16_t probe = 1;
  printf("%s %s: %d-bit %s-endian\n", target, ABI_NAME, (int)(8 * sizeof(void*)),
         *(uint8_t*)&probe ? "little" : "big");
  testDynamicShape();
  testStrided();
  testDtypes();
  testScalars();
  testCalls();
  testSystemLib();
  testRuntimeServices();
  testBadCalls();
  printf("%s %s: %d passed, %d failed\n", target, ABI_NAME, gChecks - gFailures, gFailures);
  return gFailures ? 1 : 0;
}
