/* Drives Inputs/cortex-m4.mlir on a bare-metal Cortex-M4 (QEMU's MPS2
 * AN386, newlib, semihosting), with no OS and no PrimRuntime: this program
 * is the host, and provides what the module's objects call: the ABI's error
 * setter, TVMBackendAllocWorkspace/FreeWorkspace over a static arena, a
 * serial TVMBackendParallelLaunch, and the packed function host_log. The
 * packed entries are called directly, the api(unpacked) pipeline through
 * its C signature. Every number is compared exactly; main returns 1 if a
 * check failed, and the startup code passes that to qemu's exit status. */
#define PRIM_TEST_STATIC /* harness.h: nothing is loaded */
#include "harness.h"

#include <stddef.h>

#if defined(PRIM_TEST_ABI_FFI)
#define ENTRY(name) __tvm_ffi_##name
#define DECLARE_ENTRY(name) int ENTRY(name)(void*, const TVMFFIAny*, int32_t, TVMFFIAny*)
#else
#define ENTRY(name) name
#define DECLARE_ENTRY(name) int ENTRY(name)(TVMValue*, int*, int, TVMValue*, int*, void*)
#endif
DECLARE_ENTRY(saxpy);
DECLARE_ENTRY(dot_i8);
DECLARE_ENTRY(clamp_i32);
DECLARE_ENTRY(sum_f32);
DECLARE_ENTRY(square_par);
DECLARE_ENTRY(emit);

/* The AOT main's unpacked signature: data pointers, the dynamic dims, the
 * resource handle. */
int pipeline(int8_t* x, float* y, int64_t xn, int64_t yn, void* resource);

#define CALL(name, args, n, result) callEntry((void*)ENTRY(name), args, n, NULL, result)

/*--- The ABI's last error ---------------------------------------------------*/

static char gErrorKind[32], gError[256];

static void setError(const char* kind, size_t kindLength, const char* message) {
  snprintf(gErrorKind, sizeof gErrorKind, "%.*s", (int)kindLength, kind);
  snprintf(gError, sizeof gError, "%s", message);
}

void TVMFFIErrorSetRaisedFromCStr(const char* kind, const char* message) {
  setError(kind, strlen(kind), message);
}

/* One string, "Kind: message"; without a kind prefix, a RuntimeError (as
 * TVM v0.20 reads it). */
void TVMAPISetLastError(const char* message) {
  const char* colon = strstr(message, ": ");
  size_t length = colon ? (size_t)(colon - message) : 0;
  if (length > 5 && strncmp(colon - 5, "Error", 5) == 0 && !memchr(message, ' ', length))
    setError(message, length, colon + 2);
  else
    setError("RuntimeError", strlen("RuntimeError"), message);
}

static void clearError(void) { gErrorKind[0] = gError[0] = '\0'; }

/*--- Workspaces: a stack allocator over a static arena ----------------------*/

enum { kArenaBytes = 16 * 1024, kMaxWorkspaces = 8, kAlignment = 64 };
static _Alignas(kAlignment) uint8_t gArena[kArenaBytes];
static size_t gArenaTop, gTops[kMaxWorkspaces];
static int gLive, gAllocations;
static uint64_t gLastBytes;

void* TVMBackendAllocWorkspace(int deviceType, int deviceId, uint64_t nbytes, int dtypeCode,
                               int dtypeBits) {
  (void)dtypeCode;
  (void)dtypeBits;
  EXPECT(deviceType == kDLCPU && deviceId == 0, "workspace on device %d:%d", deviceType,
         deviceId);
  ++gAllocations;
  gLastBytes = nbytes;
  /* TVM's kTempAllocaAlignment, which Prim's code assumes. */
  size_t rounded = (size_t)((nbytes + kAlignment - 1) / kAlignment * kAlignment);
  if (gLive == kMaxWorkspaces || nbytes > kArenaBytes - gArenaTop ||
      rounded > kArenaBytes - gArenaTop)
    return NULL;
  gTops[gLive++] = gArenaTop;
  void* workspace = gArena + gArenaTop;
  gArenaTop += rounded;
  return workspace;
}

int TVMBackendFreeWorkspace(int deviceType, int deviceId, void* ptr) {
  (void)deviceType;
  (void)deviceId;
  /* Freed in reverse order of allocation, as TVM's C runtime requires. */
  EXPECT(gLive > 0 && ptr == gArena + gTops[gLive - 1], "free of %p out of order", ptr);
  if (gLive > 0)
    gArenaTop = gTops[--gLive];
  return 0;
}

/*--- Parallel loops: every task on this core --------------------------------*/

static int gLaunches, gTasks;

int TVMBackendParallelLaunch(FTVMParallelLambda lambda, void* cdata, int numTask) {
  (void)numTask;
  TVMParallelGroupEnv env = {NULL, 1};
  ++gLaunches;
#if defined(BROKEN_HOST_SKIPS_TASKS)
  /* The test's own test: a host that runs no task fails checks, and the
   * failure must reach qemu's exit status. */
  return 0;
#elif defined(BROKEN_HOST_FAULTS)
  /* ... and a fault (an undefined instruction) ends the run with status 3. */
  __builtin_trap();
#endif
  ++gTasks;
  return lambda(0, &env, cdata);
}

/*--- The host's packed function host_log(y, dot, handle) -------------------*/

/* What a caller passes as its resource handle: the host's context. */
static struct {
  int calls;
  int refuse;
  int dot;
  float y0;
} gContext;
static void* gHandleSeen;     /* the resource handle host_log received */
static void* gHandleArgument; /* its third argument */

static int hostLog(const Value* args, int n, void* resource) {
  EXPECT(n == 3 && args[0].kind == VALUE_TENSOR && args[1].kind == VALUE_INT &&
             args[2].kind == VALUE_HANDLE,
         "host_log: %d arguments", n);
  if (n != 3)
    return -1;
  /* The DLTensor Prim built for this call, read at this host's enum size. */
  const DLTensor* y = args[0].v.t;
  EXPECT(y->device.device_type == kDLCPU && y->device.device_id == 0, "host_log: device %d:%d",
         (int)y->device.device_type, y->device.device_id);
  gHandleSeen = resource;
  gHandleArgument = args[2].v.p;
  if (resource == &gContext) {
    ++gContext.calls;
    gContext.dot = (int)args[1].v.i;
    gContext.y0 = ((const float*)args[0].v.t->data)[0];
    if (gContext.refuse) {
      char message[64];
      snprintf(message, sizeof message, "host_log: refused dot %d", gContext.dot);
      harnessRaise(message);
      return -1;
    }
  }
  return 0;
}

#if defined(PRIM_TEST_ABI_FFI)
int __tvm_ffi_host_log(void* handle, const TVMFFIAny* args, int32_t n, TVMFFIAny* result) {
  (void)result;
  Value decoded[3];
  for (int i = 0; i < n && i < 3; ++i)
    decoded[i] = decodeValue(&args[i]);
  return hostLog(decoded, n, handle);
}
#else
int host_log(TVMValue* args, int* codes, int n, TVMValue* ret, int* retCode, void* resource) {
  (void)ret;
  (void)retCode;
  Value decoded[3];
  for (int i = 0; i < n && i < 3; ++i)
    decoded[i] = decodeValue(args[i], codes[i]);
  return hostLog(decoded, n, resource);
}
#endif

/*--- Tensors ----------------------------------------------------------------*/

/* A tensor built field by field in memory that held something else: C
 * leaves a struct's padding as it was (here, after device_type, which
 * arm-none-eabi-gcc makes one byte), so the entry must read the fields
 * alone. */
static DLTensor tensorOf(void* data, int64_t* shape, uint8_t code, uint8_t bits) {
  DLTensor t;
  memset(&t, 0xA5, sizeof t);
  t.data = data;
  t.device.device_type = kDLCPU;
  t.device.device_id = 0;
  t.ndim = 1;
  t.dtype.code = code;
  t.dtype.bits = bits;
  t.dtype.lanes = 1;
  t.shape = shape;
  t.strides = NULL;
  t.byte_offset = 0;
  return t;
}

#define EXPECT_OK(status) EXPECT((status) == 0, "%s: %s", gErrorKind, gError)

/*--- The checks -------------------------------------------------------------*/

static void testBuffersAndScalars(void) {
  enum { kN = 37 };
  float x[kN], y[kN], before[kN];
  for (int i = 0; i < kN; ++i) {
    x[i] = (float)i * 0.75f - 10.0f;
    y[i] = before[i] = 100.0f - (float)(i * i) / 8.0f;
  }
  int64_t shape[1] = {kN};
  DLTensor tx = tensorOf(x, shape, kDLFloat, 32), ty = tensorOf(y, shape, kDLFloat, 32);
  Value args[3] = {vFloat(0.5), vTensor(&tx), vTensor(&ty)};
  EXPECT_OK(CALL(saxpy, args, 3, NULL));
  int good = 0;
  for (int i = 0; i < kN; ++i)
    good += y[i] == 0.5f * x[i] + before[i];
  EXPECT(good == kN, "%d of %d elements right", good, kN);
  printf("saxpy n=%d: y = 0.5 * x + y for all %d elements\n", kN, good);

  enum { kDot = 100 };
  int8_t a[kDot], w[kDot];
  int32_t expected = 0;
  for (int i = 0; i < kDot; ++i) {
    a[i] = (int8_t)(i * 37 % 256 - 128);
    w[i] = (int8_t)(50 - i);
    expected += a[i] * w[i];
  }
  int64_t dotShape[1] = {kDot};
  DLTensor ta = tensorOf(a, dotShape, kDLInt, 8), tw = tensorOf(w, dotShape, kDLInt, 8);
  Value dotArgs[2] = {vTensor(&ta), vTensor(&tw)};
  Value result;
  EXPECT_OK(CALL(dot_i8, dotArgs, 2, &result));
  EXPECT(result.kind == VALUE_INT && result.v.i == expected, "kind %d, %lld, expected %ld",
         result.kind, (long long)result.v.i, (long)expected);
  printf("dot_i8 n=%d = %lld\n", kDot, (long long)result.v.i);

  int32_t v[9] = {-5000, -1000, -999, 0, 999, 1000, 1001, INT32_MAX, INT32_MIN};
  int32_t original[9];
  memcpy(original, v, sizeof v);
  int64_t vShape[1] = {9};
  DLTensor tv = tensorOf(v, vShape, kDLInt, 32);
  Value clampArgs[3] = {vTensor(&tv), vInt(-1000), vInt(1000)};
  EXPECT_OK(CALL(clamp_i32, clampArgs, 3, &result));
  int changed = 0;
  good = 0;
  for (int i = 0; i < 9; ++i) {
    int32_t c = original[i] < -1000 ? -1000 : original[i] > 1000 ? 1000 : original[i];
    changed += c != original[i];
    good += v[i] == c;
  }
  EXPECT(good == 9, "%d of 9 elements right", good);
  EXPECT(result.kind == VALUE_INT && result.v.i == changed, "kind %d, %lld, expected %d",
         result.kind, (long long)result.v.i, changed);
  printf("clamp_i32(lo -1000, hi 1000) n=9: %lld clamped\n", (long long)result.v.i);

  float s[8] = {0.5f, 1.25f, -2.0f, 3.0f, 0.125f, 4.0f, -0.125f, 1.0f};
  float sum = 0.0f;
  for (int i = 0; i < 8; ++i)
    sum += s[i];
  int64_t sShape[1] = {8};
  DLTensor ts = tensorOf(s, sShape, kDLFloat, 32);
  Value sumArgs[1] = {vTensor(&ts)};
  EXPECT_OK(CALL(sum_f32, sumArgs, 1, &result));
  EXPECT(result.kind == VALUE_FLOAT && result.v.f == sum, "kind %d, %.9g, expected %.9g",
         result.kind, result.v.f, (double)sum);
  printf("sum_f32 n=8 = %.9g\n", result.v.f);
}

static void testParallel(void) {
  enum { kN = 50 };
  float x[kN], y[kN];
  for (int i = 0; i < kN; ++i) {
    x[i] = (float)i / 3.0f - 7.0f;
    y[i] = -1.0f;
  }
  int64_t shape[1] = {kN};
  DLTensor tx = tensorOf(x, shape, kDLFloat, 32), ty = tensorOf(y, shape, kDLFloat, 32);
  Value args[2] = {vTensor(&tx), vTensor(&ty)};
  EXPECT_OK(CALL(square_par, args, 2, NULL));
  int good = 0;
  for (int i = 0; i < kN; ++i)
    good += y[i] == x[i] * x[i];
  EXPECT(good == kN, "%d of %d elements right", good, kN);
  EXPECT(gLaunches == 1, "%d launches", gLaunches);
  printf("square_par n=%d: y = x * x, %d launch of %d task\n", kN, gLaunches, gTasks);
}

static void testResourceHandle(void) {
  /* @emit's packed entry, called with the host's context as its handle. */
  float y[3] = {4.5f, 0.0f, 1.0f};
  int64_t shape[1] = {3};
  DLTensor ty = tensorOf(y, shape, kDLFloat, 32);
  Value args[2] = {vTensor(&ty), vInt(14)};
  EXPECT_OK(callEntry((void*)ENTRY(emit), args, 2, &gContext, NULL));
  EXPECT(gHandleSeen == &gContext && gHandleArgument == &gContext,
         "host_log saw handle %p and argument %p", gHandleSeen, gHandleArgument);
  EXPECT(gContext.calls == 1 && gContext.dot == 14 && gContext.y0 == 4.5f,
         "%d calls, dot %d, y[0] %g", gContext.calls, gContext.dot, (double)gContext.y0);
  printf("emit: resource handle %p reached host_log, dot %d\n", gHandleSeen, gContext.dot);
}

static void testPipeline(void) {
  enum { kN = 20 };
  int8_t x[kN];
  float y[kN];
  int32_t dot = 0;
  for (int i = 0; i < kN; ++i) {
    x[i] = (int8_t)(3 * i - 25);
    y[i] = 1.0f;
    dot += x[i] * x[i];
  }
  gContext.calls = 0;
  gHandleSeen = gHandleArgument = NULL;
  gAllocations = 0;
  EXPECT_OK(pipeline(x, y, kN, kN, &gContext));
  int good = 0;
  for (int i = 0; i < kN; ++i)
    good += y[i] == 2.0f * (float)x[i] + 1.0f;
  EXPECT(good == kN, "%d of %d elements right", good, kN);
  EXPECT(gAllocations == 1 && gLastBytes == kN * sizeof(float) && gLive == 0,
         "%d allocations, last of %llu bytes, %d live", gAllocations,
         (unsigned long long)gLastBytes, gLive);
  EXPECT(gContext.calls == 1 && gContext.dot == dot && gContext.y0 == y[0],
         "%d calls, dot %d, y[0] %g", gContext.calls, gContext.dot, (double)gContext.y0);
  EXPECT(gHandleSeen == &gContext && gHandleArgument == &gContext,
         "host_log saw handle %p and argument %p", gHandleSeen, gHandleArgument);
  printf("pipeline n=%d: y = 2 * x + 1, %d workspace of %llu bytes, dot %d, resource handle "
         "%s host_log\n",
         kN, gAllocations, (unsigned long long)gLastBytes, gContext.dot,
         gHandleSeen == &gContext ? "reached" : "DID NOT REACH");

  gAllocations = 0;
  int status = pipeline(x, y, 0, 0, &gContext);
  EXPECT_OK(status);
  EXPECT(gLive == 0, "%d live workspaces", gLive);
  printf("pipeline n=0: returns %d, %d workspace of %llu bytes\n", status, gAllocations,
         (unsigned long long)gLastBytes);
}

/* A bad call: -1 with the exact message (FileCheck), printed with its kind. */
static void expectRefused(const char* what, int status) {
  EXPECT(status == -1, "%s: status %d", what, status);
  printf("%s: %d %s: %s\n", what, status, gErrorKind, gError);
  clearError();
}

static void testBadCalls(void) {
  enum { kN = 37 };
  float x[kN], y[kN], fresh[kN];
  double wide[kN];
  for (int i = 0; i < kN; ++i) {
    x[i] = (float)i;
    wide[i] = (double)i;
    y[i] = fresh[i] = 3.0f - (float)i;
  }
  int64_t shape[1] = {kN};
  DLTensor tx = tensorOf(x, shape, kDLFloat, 32), ty = tensorOf(y, shape, kDLFloat, 32);
  DLTensor twide = tensorOf(wide, shape, kDLFloat, 64);

  Value two[2] = {vFloat(2.0), vTensor(&tx)};
  expectRefused("bad num_args", CALL(saxpy, two, 2, NULL));
  Value tensorFirst[3] = {vTensor(&tx), vTensor(&tx), vTensor(&ty)};
  expectRefused("bad type code", CALL(saxpy, tensorFirst, 3, NULL));
  Value wideY[3] = {vFloat(2.0), vTensor(&tx), vTensor(&twide)};
  expectRefused("bad dtype bits", CALL(saxpy, wideY, 3, NULL));
  int8_t a[4] = {1, 2, 3, 4};
  uint8_t u[4] = {1, 2, 3, 4};
  int64_t four[1] = {4};
  DLTensor ta = tensorOf(a, four, kDLInt, 8), tu = tensorOf(u, four, kDLUInt, 8);
  Value unsignedW[2] = {vTensor(&ta), vTensor(&tu)};
  expectRefused("bad dtype code", CALL(dot_i8, unsignedW, 2, NULL));
  int32_t v[9] = {5000, -5000, 1, 2, 3, 4, 5, 6, 7}, vBefore[9];
  memcpy(vBefore, v, sizeof v);
  int64_t eight[1] = {8}, nine[1] = {9};
  DLTensor tv = tensorOf(v, eight, kDLInt, 32);
  Value shortV[3] = {vTensor(&tv), vInt(-1000), vInt(1000)};
  expectRefused("bad shape", CALL(clamp_i32, shortV, 3, NULL));
  tv = tensorOf(v, nine, kDLInt, 32);
  tv.device.device_type = kDLCUDA;
  Value onGpu[3] = {vTensor(&tv), vInt(-1000), vInt(1000)};
  expectRefused("bad device", CALL(clamp_i32, onGpu, 3, NULL));
  int untouched = memcmp(y, fresh, sizeof y) == 0 && memcmp(v, vBefore, sizeof v) == 0;

  /* 100000 floats do not fit the arena: refused before y is written. */
  gContext.refuse = 0;
  gContext.calls = 0;
  int8_t small[kN] = {0};
  expectRefused("workspace refused", pipeline(small, y, 100000, kN, &gContext));
  untouched &= memcmp(y, fresh, sizeof y) == 0 && gContext.calls == 0;

  /* host_log fails: the error reaches the pipeline's caller, and the
   * workspace is freed. */
  int8_t x8[kN];
  for (int i = 0; i < kN; ++i)
    x8[i] = (int8_t)(i - 10);
  gContext.refuse = 1;
  expectRefused("host_log failed", pipeline(x8, y, 20, 20, &gContext));
  gContext.refuse = 0;
  int freed = gLive == 0 && gArenaTop == 0;
  EXPECT(untouched, "a bad call changed an output");
  EXPECT(freed, "%d workspaces live", gLive);
  printf("bad calls left every output %s, every workspace %s\n",
         untouched ? "untouched" : "CHANGED", freed ? "freed" : "LIVE");
}

int main(void) {
  uint16_t probe = 1;
  printf("cortex-m4 %s: %d-bit %s-endian, %d-byte DLDeviceType, DLTensor padding not zeroed\n",
         ABI_NAME, (int)(8 * sizeof(void*)), *(uint8_t*)&probe ? "little" : "big",
         (int)sizeof(DLDeviceType));
  testBuffersAndScalars();
  testParallel();
  testResourceHandle();
  testPipeline();
  testBadCalls();
  printf("cortex-m4 %s: %d passed, %d failed\n", ABI_NAME, gChecks - gFailures, gFailures);
  return gFailures ? 1 : 0;
}
