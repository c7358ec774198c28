/*===- legacy.c - Prim libraries in the real TVM v0.20 runtime ----*- C -*-===*
 *
 * Loads Prim-compiled legacy libraries the way TVM v0.20 users do, through
 * TVMModLoadFromFile (which opens them RTLD_LAZY | RTLD_LOCAL and fills
 * their context globals) or `runtime.SystemLib(prefix)`, looks functions up
 * with TVMModGetFunction and calls them with TVMFuncCall. Errors are read
 * back with TVMGetLastError.
 *
 *   legacy calls LIB             kernels.mlir's functions
 *   legacy syslib (LIB PREFIX)+  system libraries, through runtime.SystemLib
 *   legacy cross CALLEE CALLER   call_cpacked from one library into another
 *   legacy threads LIB           8 threads making their first call together
 *   legacy raw LIB               entries called through dlsym, without the loader
 *   legacy backend LIB           parallel loops and workspaces on TVM's thread
 *                                pool and workspace allocator
 *   legacy imports DECOY CALLEE CALLER
 *                                call_packed through the caller's imports, after
 *                                DECOY exported its own context globally
 *
 *===----------------------------------------------------------------------===*/
#include <tvm/runtime/c_backend_api.h>
#include <tvm/runtime/c_runtime_api.h>

#include <math.h>
#include <pthread.h>
#include <stdint.h>

#define RUNTIME_API(X)                                                         \
  X(TVMModLoadFromFile)                                                        \
  X(TVMModGetFunction)                                                         \
  X(TVMFuncCall)                                                               \
  X(TVMFuncGetGlobal)                                                          \
  X(TVMGetLastError)                                                           \
  X(TVMAPISetLastError)                                                        \
  X(TVMFuncCreateFromCFunc)                                                    \
  X(TVMFuncRegisterGlobal)                                                     \
  X(TVMCFuncSetReturn)                                                         \
  X(TVMArrayAlloc)                                                             \
  X(TVMArrayFree)                                                              \
  X(TVMModImport)
#include "host.h"

/*--- Values -----------------------------------------------------------------*/

typedef struct {
  TVMValue v;
  int code;
} Arg;

static Arg argInt(int64_t i) { Arg a = {{.v_int64 = i}, kTVMArgInt}; return a; }
static Arg argBool(int b) { Arg a = {{.v_int64 = b != 0}, kTVMArgBool}; return a; }
static Arg argFloat(double f) { Arg a = {{.v_float64 = f}, kTVMArgFloat}; return a; }
static Arg argHandle(int code, void* p) { Arg a = {{.v_handle = p}, code}; return a; }

/*--- Calls ------------------------------------------------------------------*/

/* The last error as TVMGetLastError gives it, or "" after a success. */
static char gError[2048];

static int call(TVMFunctionHandle f, Arg* args, int n, Arg* result) {
  TVMValue values[8];
  int codes[8];
  for (int i = 0; i < n; ++i)
    values[i] = args[i].v, codes[i] = args[i].code;
  result->code = kTVMNullptr;
  result->v.v_int64 = 0;
  gError[0] = '\0';
  int status = api.TVMFuncCall(f, values, codes, n, &result->v, &result->code);
  if (status != 0)
    snprintf(gError, sizeof gError, "%s", api.TVMGetLastError());
  return status;
}

static TVMModuleHandle loadModule(const char* path) {
  TVMModuleHandle module = NULL;
  if (api.TVMModLoadFromFile(path, "so", &module) != 0) {
    fprintf(stderr, "cannot load %s: %s\n", path, api.TVMGetLastError());
    exit(2);
  }
  return module;
}

static TVMModuleHandle systemLib(const char* prefix) {
  TVMFunctionHandle f = NULL;
  if (api.TVMFuncGetGlobal("runtime.SystemLib", &f) != 0 || !f) {
    fprintf(stderr, "no runtime.SystemLib\n");
    exit(2);
  }
  Arg args[1] = {argHandle(kTVMStr, (void*)prefix)}, result;
  if (call(f, args, 1, &result) != 0) {
    fprintf(stderr, "runtime.SystemLib: %s\n", gError);
    exit(2);
  }
  return result.v.v_handle;
}

static TVMFunctionHandle getFunction(TVMModuleHandle module, const char* name) {
  TVMFunctionHandle f = NULL;
  if (api.TVMModGetFunction(module, name, 0, &f) != 0) {
    fprintf(stderr, "TVMModGetFunction(%s): %s\n", name, api.TVMGetLastError());
    exit(2);
  }
  return f;
}

static TVMFunctionHandle mustGetFunction(TVMModuleHandle module, const char* name) {
  TVMFunctionHandle f = getFunction(module, name);
  if (!f) {
    fprintf(stderr, "the module has no function %s\n", name);
    exit(2);
  }
  return f;
}

/*--- Functions the host registers ------------------------------------------*/

static int setReturn(TVMRetValueHandle ret, Arg value) {
  return api.TVMCFuncSetReturn(ret, &value.v, &value.code, 1);
}

static int countPositive(TVMValue* args, int* codes, int n, TVMRetValueHandle ret,
                         void* resource) {
  (void)resource;
  if (n != 1 || (codes[0] != kTVMDLTensorHandle && codes[0] != kTVMNDArrayHandle)) {
    api.TVMAPISetLastError("TypeError: conf.count_positive: expected one tensor");
    return -1;
  }
  const DLTensor* t = args[0].v_handle;
  int64_t count = 0;
  for (int64_t i = 0; i < t->shape[0]; ++i)
    count += ((const float*)t->data)[i] > 0;
  return setReturn(ret, argInt(count));
}

static int fail(TVMValue* args, int* codes, int n, TVMRetValueHandle ret, void* resource) {
  (void)args, (void)codes, (void)n, (void)ret, (void)resource;
  api.TVMAPISetLastError("ValueError: conf.fail: refused");
  return -1;
}

/* conf.strlen: the length of a C string (kTVMStr). */
static int stringLength(TVMValue* args, int* codes, int n, TVMRetValueHandle ret,
                        void* resource) {
  (void)resource;
  if (n != 1 || codes[0] != kTVMStr) {
    api.TVMAPISetLastError("TypeError: conf.strlen: expected one string");
    return -1;
  }
  return setReturn(ret, argInt((int64_t)strlen(args[0].v_str)));
}

static int value(TVMValue* args, int* codes, int n, TVMRetValueHandle ret, void* resource) {
  (void)codes, (void)n, (void)resource;
  switch (args[0].v_int64) {
  case 0: return setReturn(ret, argInt(7));
  case 1: return setReturn(ret, argFloat(2.5));
  case 2: return setReturn(ret, argBool(1));
  default: return setReturn(ret, argHandle(kTVMNullptr, NULL));
  }
}

static void registerGlobal(const char* name, TVMPackedCFunc body) {
  TVMFunctionHandle f = NULL;
  if (api.TVMFuncCreateFromCFunc(body, NULL, NULL, &f) != 0 ||
      api.TVMFuncRegisterGlobal(name, f, 1) != 0) {
    fprintf(stderr, "cannot register %s\n", name);
    exit(2);
  }
}

/*--- Scenarios --------------------------------------------------------------*/

/* TVM v0.20 appends "\nStack trace:\n" and the frames to a message: print
 * the message only. */
static const char* withoutStackTrace(const char* message) {
  const char* end = strstr(message, "\nStack trace:");
  static char buffer[1024];
  snprintf(buffer, sizeof buffer, "%.*s", end ? (int)(end - message) : (int)strlen(message),
           message);
  return buffer;
}

static void printStatus(const char* what, int status, Arg* result) {
  if (status != 0)
    printf("%s: -1 %s\n", what, withoutStackTrace(gError));
  else if (result->code == kTVMArgInt)
    printf("%s: Int %lld\n", what, (long long)result->v.v_int64);
  else if (result->code == kTVMArgBool)
    printf("%s: Bool %lld\n", what, (long long)result->v.v_int64);
  else if (result->code == kTVMArgFloat)
    printf("%s: Float %g\n", what, result->v.v_float64);
  else if (result->code == kTVMNullptr)
    printf("%s: None\n", what);
  else
    printf("%s: type code %d\n", what, result->code);
}

static int runCalls(const char* path) {
  registerGlobal("conf.count_positive", countPositive);
  registerGlobal("conf.fail", fail);
  registerGlobal("conf.value", value);
  registerGlobal("conf.strlen", stringLength);
  TVMModuleHandle module = loadModule(path);
  Arg args[3], result;

  /* Tensors: a DLTensor*, an NDArray, strided with an offset, empty. */
  TVMFunctionHandle scale = mustGetFunction(module, "scale");
  float x[3] = {1, 2, 3};
  int64_t shape[1] = {3};
  DLTensor t = makeF32(x, 1, shape);
  args[0] = argHandle(kTVMDLTensorHandle, &t);
  args[1] = argFloat(2);
  printStatus("scale DLTensor* by Float 2", call(scale, args, 2, &result), &result);
  printf("  x = %g %g %g\n", x[0], x[1], x[2]);
  args[1] = argInt(3);
  printStatus("scale DLTensor* by Int 3", call(scale, args, 2, &result), &result);
  printf("  x = %g %g %g\n", x[0], x[1], x[2]);
  args[1] = argBool(1);
  printStatus("scale DLTensor* by Bool true", call(scale, args, 2, &result), &result);
  printf("  x = %g %g %g\n", x[0], x[1], x[2]);

  TVMArrayHandle array = NULL;
  if (api.TVMArrayAlloc(shape, 1, kDLFloat, 32, 1, kDLCPU, 0, &array) != 0) {
    fprintf(stderr, "TVMArrayAlloc: %s\n", api.TVMGetLastError());
    return 2;
  }
  memcpy(array->data, x, sizeof x);
  args[0] = argHandle(kTVMNDArrayHandle, array);
  args[1] = argFloat(0.5);
  printStatus("scale NDArray by Float 0.5", call(scale, args, 2, &result), &result);
  const float* a = array->data;
  printf("  x = %g %g %g\n", a[0], a[1], a[2]);
  api.TVMArrayFree(array);

  float wrong[3] = {1, 2, 3};
  DLTensor i32 = makeF32(wrong, 1, shape);
  i32.dtype.code = kDLInt;
  args[0] = argHandle(kTVMDLTensorHandle, &i32);
  args[1] = argFloat(2);
  printStatus("scale an int32 tensor", call(scale, args, 2, &result), &result);
  EXPECT(wrong[0] == 1 && wrong[1] == 2 && wrong[2] == 3, "the tensor was written");
  args[0] = argInt(1);
  printStatus("scale an Int", call(scale, args, 2, &result), &result);
  printStatus("scale with one argument", call(scale, args, 1, &result), &result);

  float grid[4][4];
  for (int i = 0; i < 16; ++i)
    grid[i / 4][i % 4] = (float)i;
  int64_t windowShape[2] = {2, 2}, windowStrides[2] = {4, 1};
  DLTensor window = makeF32(&grid[0][0], 2, windowShape);
  window.strides = windowStrides;
  window.byte_offset = (1 * 4 + 1) * sizeof(float); /* grid[1:3, 1:3] */
  args[0] = argHandle(kTVMDLTensorHandle, &window);
  printStatus("window_sum grid[1:3, 1:3] of a 4x4 grid",
              call(mustGetFunction(module, "window_sum"), args, 1, &result), &result);

  int64_t four4[1] = {4};
  int64_t emptyShape[2] = {2, 0}, emptyStrides[2] = {1, 1};
  DLTensor empty = makeF32(x, 2, emptyShape);
  empty.strides = emptyStrides;
  args[0] = argHandle(kTVMDLTensorHandle, &empty);
  printStatus("rows of a 2x0 tensor with strides {1, 1}",
              call(mustGetFunction(module, "rows"), args, 1, &result), &result);

  /* Bool tensors, in each runtime's bool dtype. */
  uint8_t bools[4] = {1, 0, 1, 1};
  DLTensor flags = makeF32((float*)bools, 1, four4);
  static const struct { const char* name; uint8_t code, bits; } boolTypes[2] = {
      {"{kDLBool, 8, 1}", 6, 8}, {"{kDLUInt, 1, 1}", 1, 1}};
  for (int i = 0; i < 2; ++i) {
    flags.dtype.code = boolTypes[i].code;
    flags.dtype.bits = boolTypes[i].bits;
    args[0] = argHandle(kTVMDLTensorHandle, &flags);
    char what[64];
    snprintf(what, sizeof what, "count_true of a %s tensor", boolTypes[i].name);
    printStatus(what, call(mustGetFunction(module, "count_true"), args, 1, &result), &result);
  }

  /* Scalars in and out. */
  args[0] = argInt(6), args[1] = argInt(7), args[2] = argBool(1);
  printStatus("mul_add(6, 7, true)", call(mustGetFunction(module, "mul_add"), args, 3, &result),
              &result);
  args[0] = argInt(5);
  printStatus("half(Int 5)", call(mustGetFunction(module, "half"), args, 1, &result), &result);
  args[0] = argBool(1);
  printStatus("half(Bool true)", call(mustGetFunction(module, "half"), args, 1, &result),
              &result);
  args[0] = argBool(0);
  printStatus("negate(false)", call(mustGetFunction(module, "negate"), args, 1, &result),
              &result);
  args[0] = argFloat(1);
  printStatus("negate(Float 1)", call(mustGetFunction(module, "negate"), args, 1, &result),
              &result);

  /* call_packed into the host's functions. */
  float signs[4] = {1, -2, 3, 0};
  int64_t four[1] = {4};
  DLTensor s = makeF32(signs, 1, four);
  args[0] = argHandle(kTVMDLTensorHandle, &s);
  printStatus("count_positive", call(mustGetFunction(module, "count_positive"), args, 1, &result),
              &result);
  printStatus("count_positive_value",
              call(mustGetFunction(module, "count_positive_value"), args, 1, &result), &result);
  printStatus("fails", call(mustGetFunction(module, "fails"), args, 1, &result), &result);
  static const char* kinds[4] = {"Int 7", "Float 2.5", "Bool true", "None"};
  char what[64];
  for (int kind = 0; kind < 4; ++kind) {
    args[0] = argInt(kind);
    snprintf(what, sizeof what, "value_as_f64(%s)", kinds[kind]);
    printStatus(what, call(mustGetFunction(module, "value_as_f64"), args, 1, &result), &result);
  }
  for (int kind = 0; kind < 4; ++kind) {
    args[0] = argInt(kind);
    snprintf(what, sizeof what, "value_as_i64(%s)", kinds[kind]);
    printStatus(what, call(mustGetFunction(module, "value_as_i64"), args, 1, &result), &result);
  }
  printStatus("payload_length",
              call(mustGetFunction(module, "payload_length"), args, 0, &result), &result);

  return hostFinish("tvm-v0.20");
}

/* System libraries register themselves when loaded; runtime.SystemLib(prefix)
 * finds each one's functions by their unprefixed names. argv: LIB PREFIX
 * pairs, all loaded first. */
static int runSystemLibs(int count, char** pairs) {
  for (int i = 0; i < count; i += 2)
    if (!dlopen(pairs[i], RTLD_NOW | RTLD_LOCAL)) {
      fprintf(stderr, "cannot load %s: %s\n", pairs[i], dlerror());
      return 2;
    }
  for (int i = 0; i < count; i += 2) {
    TVMModuleHandle module = systemLib(pairs[i + 1]);
    static const char* names[2] = {"mul_add", "__tvm_main__"};
    for (int j = 0; j < 2; ++j) {
      Arg args[3] = {argInt(6), argInt(7), argInt(1)}, result;
      char what[96];
      snprintf(what, sizeof what, "runtime.SystemLib(\"%s\") %s(6, 7, 1)", pairs[i + 1],
               names[j]);
      TVMFunctionHandle f = getFunction(module, names[j]);
      if (!f)
        printf("%s: not found\n", what);
      else
        printStatus(what, call(f, args, 3, &result), &result);
    }
  }
  return hostFinish("tvm-v0.20");
}

static int runCross(const char* callee, const char* caller) {
  loadModule(callee);
  TVMModuleHandle module = loadModule(caller);
  float x[3] = {1, 2, 3};
  int64_t shape[1] = {3};
  DLTensor t = makeF32(x, 1, shape);
  Arg args[1] = {argHandle(kTVMDLTensorHandle, &t)}, result;
  printStatus("call_other_library",
              call(mustGetFunction(module, "call_other_library"), args, 1, &result), &result);
  printf("  x = %g %g %g\n", x[0], x[1], x[2]);
  return hostFinish("tvm-v0.20");
}

/* An entry called through its raw symbol has no module context: its
 * call_packed looks in the global registry. */
static int runRaw(const char* path) {
  registerGlobal("conf.count_positive", countPositive);
  void* library = dlopen(path, RTLD_LAZY | RTLD_LOCAL);
  if (!library) {
    fprintf(stderr, "cannot load %s: %s\n", path, dlerror());
    return 2;
  }
  float signs[4] = {1, -2, 3, 0};
  int64_t four[1] = {4};
  DLTensor s = makeF32(signs, 1, four);
  static const char* names[2] = {"count_positive", "call_missing"};
  for (int i = 0; i < 2; ++i) {
    TVMBackendPackedCFunc entry = (TVMBackendPackedCFunc)dlsym(library, names[i]);
    TVMValue values[1] = {{.v_handle = &s}};
    int codes[1] = {kTVMDLTensorHandle};
    Arg result = argHandle(kTVMNullptr, NULL);
    int status = entry(values, codes, i == 0 ? 1 : 0, &result.v, &result.code, NULL);
    if (status)
      snprintf(gError, sizeof gError, "%s", api.TVMGetLastError());
    char what[96];
    snprintf(what, sizeof what, "%s via dlsym", names[i]);
    printStatus(what, status, &result);
  }
  return hostFinish("tvm-v0.20");
}

/* Another library's context in the global scope must not be the one the
 * caller reads: the caller finds scale_by through its own module's imports. */
static int runImports(const char* decoy, const char* callee, const char* caller) {
  if (!dlopen(decoy, RTLD_NOW | RTLD_GLOBAL)) {
    fprintf(stderr, "cannot load %s: %s\n", decoy, dlerror());
    return 2;
  }
  TVMModuleHandle calleeModule = loadModule(callee);
  TVMModuleHandle callerModule = loadModule(caller);
  if (api.TVMModImport(callerModule, calleeModule) != 0) {
    fprintf(stderr, "TVMModImport: %s\n", api.TVMGetLastError());
    return 2;
  }
  float x[3] = {1, 2, 3};
  int64_t shape[1] = {3};
  DLTensor t = makeF32(x, 1, shape);
  Arg args[1] = {argHandle(kTVMDLTensorHandle, &t)}, result;
  printStatus("via_import", call(mustGetFunction(callerModule, "via_import"), args, 1, &result),
              &result);
  printf("  x = %g %g %g\n", x[0], x[1], x[2]);
  return hostFinish("tvm-v0.20");
}

static TVMFunctionHandle gCount;

static void* countInThread(void* arg) {
  float data[4] = {1, -2, 3, (float)(intptr_t)arg};
  int64_t shape[1] = {4};
  DLTensor t = makeF32(data, 1, shape);
  TVMValue values[1] = {{.v_handle = &t}}, ret;
  int codes[1] = {kTVMDLTensorHandle}, retCode = kTVMNullptr;
  int status = api.TVMFuncCall(gCount, values, codes, 1, &ret, &retCode);
  return (void*)(intptr_t)(status == 0 ? ret.v_int64 : -1);
}

static int runThreads(const char* path) {
  registerGlobal("conf.count_positive", countPositive);
  gCount = mustGetFunction(loadModule(path), "count_positive");
  pthread_t threads[8];
  for (intptr_t i = 0; i < 8; ++i)
    pthread_create(&threads[i], NULL, countInThread, (void*)i);
  int correct = 0;
  for (intptr_t i = 0; i < 8; ++i) {
    void* count;
    pthread_join(threads[i], &count);
    correct += (intptr_t)count == 2 + (i > 0);
  }
  printf("8 threads, first calls together: %d correct\n", correct);
  return hostFinish("tvm-v0.20");
}

/* backend.mlir: the loader fills __TVMBackendParallelLaunch and the
 * workspace pointers with TVM's own thread pool and allocator. */
static int runBackend(const char* path) {
  TVMModuleHandle module = loadModule(path);
  Arg args[3], result;
  enum { N = 1000 };
  static float a[N], b[N], c[N];
  for (int i = 0; i < N; ++i)
    a[i] = 0.5f * i, b[i] = 3.0f - i, c[i] = -1.0f;
  int64_t shape[1] = {N};
  DLTensor ta = makeF32(a, 1, shape), tb = makeF32(b, 1, shape),
           tc = makeF32(c, 1, shape);
  args[0] = argHandle(kTVMDLTensorHandle, &ta);
  args[1] = argHandle(kTVMDLTensorHandle, &tb);
  args[2] = argHandle(kTVMDLTensorHandle, &tc);
  int status = call(mustGetFunction(module, "par_add"), args, 3, &result);
  int equal = 1;
  for (int i = 0; i < N; ++i)
    equal &= c[i] == a[i] + b[i];
  EXPECT(status == 0 && equal, "par_add: %d %s", status, gError);
  printf("par_add n=1000: %d, %s\n", status, equal ? "equal to the serial loop" : "DIFFERENT");

  static int64_t x[N], y[N];
  for (int i = 0; i < N; ++i)
    x[i] = i, y[i] = -1;
  DLTensor tx = makeF32((float*)x, 1, shape), ty = makeF32((float*)y, 1, shape);
  tx.dtype.code = ty.dtype.code = kDLInt;
  tx.dtype.bits = ty.dtype.bits = 64;
  args[0] = argHandle(kTVMDLTensorHandle, &tx);
  args[1] = argHandle(kTVMDLTensorHandle, &ty);
  TVMFunctionHandle checked = mustGetFunction(module, "par_checked");
  status = call(checked, args, 2, &result);
  equal = 1;
  for (int i = 0; i < N; ++i)
    equal &= y[i] == 2 * x[i];
  EXPECT(status == 0 && equal, "par_checked: %d %s", status, gError);
  printf("par_checked valid: %d, %s\n", status, equal ? "equal to the serial loop" : "DIFFERENT");
  /* In task 0, which TVM's pool runs on the calling thread. An error in a
   * worker's task is lost now and then: TVM v0.20's SignalJobError
   * (src/runtime/thread_pool.cc) counts the task as done before it sets
   * has_error_, so WaitForJobs may return 0 in between. */
  x[1] = -5;
  status = call(checked, args, 2, &result);
  EXPECT(status == -1, "par_checked: %d", status);
  printf("par_checked A[1] = -5: %d, %s\n", status, gError);

  for (int i = 0; i < N; ++i)
    c[i] = -1.0f;
  args[0] = argHandle(kTVMDLTensorHandle, &ta);
  args[1] = argHandle(kTVMDLTensorHandle, &tc);
  status = call(mustGetFunction(module, "ws_reverse"), args, 2, &result);
  equal = 1;
  for (int i = 0; i < N; ++i)
    equal &= c[i] == a[N - 1 - i] + 1.0f;
  EXPECT(status == 0 && equal, "ws_reverse: %d %s", status, gError);
  printf("ws_reverse n=1000 (a 4000-byte workspace): %d, %s\n", status,
         equal ? "right" : "WRONG");
  return hostFinish("tvm-v0.20");
}

int main(int argc, char** argv) {
  bindRuntime();
  if (argc == 3 && !strcmp(argv[1], "calls"))
    return runCalls(argv[2]);
  if (argc >= 4 && argc % 2 == 0 && !strcmp(argv[1], "syslib"))
    return runSystemLibs(argc - 2, argv + 2);
  if (argc == 4 && !strcmp(argv[1], "cross"))
    return runCross(argv[2], argv[3]);
  if (argc == 3 && !strcmp(argv[1], "threads"))
    return runThreads(argv[2]);
  if (argc == 3 && !strcmp(argv[1], "raw"))
    return runRaw(argv[2]);
  if (argc == 3 && !strcmp(argv[1], "backend"))
    return runBackend(argv[2]);
  if (argc == 5 && !strcmp(argv[1], "imports"))
    return runImports(argv[2], argv[3], argv[4]);
  fprintf(stderr, "usage: %s calls LIB | syslib (LIB PREFIX)+ | cross CALLEE CALLER | "
                  "threads LIB | raw LIB | imports DECOY CALLEE CALLER\n", argv[0]);
  return 2;
}
