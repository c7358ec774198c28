/*===- ffi.c - Prim libraries in the real tvm-ffi runtime ---------*- C -*-===*
 *
 * Loads Prim-compiled libraries the way tvm-ffi users do, through the
 * runtime's own loader (`ffi.Module.load_from_file.so`, which opens them
 * RTLD_LAZY | RTLD_LOCAL) or `ffi.SystemLib(prefix)`, looks functions up
 * with `ffi.ModuleGetFunction` and calls them with TVMFFIFunctionCall.
 * Errors are read back as the runtime's Error objects, "Kind: message".
 * A host that loads libtvm_ffi RTLD_LOCAL registers, with
 * TVMFFIEnvModRegisterContextSymbol, the runtime functions that Prim's
 * libraries call through "__" + name pointers, so that the loader fills them
 * in (a linked host needs nothing: the pointers start at the functions).
 *
 *   ffi calls LIB             kernels.mlir's functions
 *   ffi syslib (LIB PREFIX)+  system libraries, found through ffi.SystemLib
 *   ffi cross CALLEE CALLER   call_cpacked from one library into another
 *   ffi threads LIB           8 threads making their first call together
 *   ffi raw LIB               entries called through dlsym, without the loader
 *   ffi backend LIB LIB2      parallel loops and workspaces: LIB loaded while
 *                             the runtime provides neither, LIB2 after the
 *                             host registered both as context symbols
 *   ffi imports DECOY CALLEE CALLER
 *                             call_packed through the caller's imports, after
 *                             DECOY exported its own context globally
 *
 *===----------------------------------------------------------------------===*/
#include <math.h>
#include <pthread.h>
#include <stdint.h>

#define RUNTIME_API(X)                                                         \
  FFI_HOST_API(X)                                                              \
  X(TVMFFIFunctionCreate)                                                      \
  X(TVMFFIFunctionSetGlobal)                                                   \
  X(TVMFFITensorFromDLPack)                                                    \
  X(TVMFFIObjectCreateOpaque)
#include "ffi_host.h"

/*--- Calls ------------------------------------------------------------------*/

static TVMFFIObjectHandle systemLib(const char* prefix) {
  TVMFFIAny args[1] = {anyStr(prefix)}, result;
  if (call(global("ffi.SystemLib"), args, 1, &result) != 0) {
    fprintf(stderr, "ffi.SystemLib: %s\n", gError);
    exit(2);
  }
  return result.v_obj;
}

/*--- Functions the host registers ------------------------------------------*/

static const DLTensor* tensorArg(const TVMFFIAny* any) {
  if (any->type_index == kTVMFFIDLTensorPtr)
    return (const DLTensor*)any->v_ptr;
  if (any->type_index == kTVMFFITensor)
    return (const DLTensor*)((char*)any->v_obj + sizeof(TVMFFIObject));
  return NULL;
}

static int countPositive(void* self, const TVMFFIAny* args, int32_t n,
                         TVMFFIAny* result) {
  (void)self;
  const DLTensor* t = n == 1 ? tensorArg(&args[0]) : NULL;
  if (!t) {
    api.TVMFFIErrorSetRaisedFromCStr("TypeError", "conf.count_positive: expected one tensor");
    return -1;
  }
  int64_t count = 0;
  for (int64_t i = 0; i < t->shape[0]; ++i)
    count += ((const float*)t->data)[i] > 0;
  *result = anyInt(count);
  return 0;
}

static int fail(void* self, const TVMFFIAny* args, int32_t n, TVMFFIAny* result) {
  (void)self, (void)args, (void)n, (void)result;
  api.TVMFFIErrorSetRaisedFromCStr("ValueError", "conf.fail: refused");
  return -1;
}

static int value(void* self, const TVMFFIAny* args, int32_t n, TVMFFIAny* result) {
  (void)self, (void)n;
  switch (args[0].v_int64) {
  case 0: *result = anyInt(7); break;
  case 1: *result = anyFloat(2.5); break;
  case 2: *result = anyBool(1); break;
  default: *result = anyOf(kTVMFFINone, 0); break;
  }
  return 0;
}

/* conf.strlen: the length of a raw C string. */
static int stringLength(void* self, const TVMFFIAny* args, int32_t n, TVMFFIAny* result) {
  (void)self;
  if (n != 1 || args[0].type_index != kTVMFFIRawStr) {
    api.TVMFFIErrorSetRaisedFromCStr("TypeError", "conf.strlen: expected one raw string");
    return -1;
  }
  *result = anyInt((int64_t)strlen(args[0].v_c_str));
  return 0;
}

/* conf.make_object: a new object each call, whose release is counted. */
static int gReleased;
static void countRelease(void* handle) {
  (void)handle;
  ++gReleased;
}

static int makeObject(void* self, const TVMFFIAny* args, int32_t n, TVMFFIAny* result) {
  (void)self, (void)args, (void)n;
  TVMFFIObjectHandle object = NULL;
  if (api.TVMFFIObjectCreateOpaque(&gReleased, kTVMFFIOpaquePyObject, countRelease, &object))
    return -1;
  *result = anyPtr(kTVMFFIOpaquePyObject, object);
  return 0;
}

static void registerGlobal(const char* name, TVMFFISafeCallType body) {
  TVMFFIObjectHandle f = NULL;
  TVMFFIByteArray bytes = {name, strlen(name)};
  if (api.TVMFFIFunctionCreate(NULL, body, NULL, &f) != 0 ||
      api.TVMFFIFunctionSetGlobal(&bytes, f, 1) != 0) {
    fprintf(stderr, "cannot register %s\n", name);
    exit(2);
  }
  api.TVMFFIObjectDecRef(f);
}

/*--- Tensors ----------------------------------------------------------------*/

/* An owning Tensor object (70) of the runtime, viewing `t`. */
static TVMFFIObjectHandle tensorObject(DLManagedTensor* managed, DLTensor t) {
  memset(managed, 0, sizeof *managed);
  managed->dl_tensor = t;
  TVMFFIObjectHandle object = NULL;
  if (api.TVMFFITensorFromDLPack(managed, 0, 0, &object) != 0) {
    takeError();
    fprintf(stderr, "TVMFFITensorFromDLPack: %s\n", gError);
    exit(2);
  }
  return object;
}

/*--- Scenarios --------------------------------------------------------------*/

static void printStatus(const char* what, int status, TVMFFIAny* result) {
  if (status != 0)
    printf("%s: -1 %s\n", what, gError);
  else if (result->type_index == kTVMFFIInt)
    printf("%s: Int %lld\n", what, (long long)result->v_int64);
  else if (result->type_index == kTVMFFIBool)
    printf("%s: Bool %lld\n", what, (long long)result->v_int64);
  else if (result->type_index == kTVMFFIFloat)
    printf("%s: Float %g\n", what, result->v_float64);
  else if (result->type_index == kTVMFFINone)
    printf("%s: None\n", what);
  else
    printf("%s: type index %d\n", what, result->type_index);
  release(result);
}

static int runCalls(const char* path) {
  registerGlobal("conf.count_positive", countPositive);
  registerGlobal("conf.fail", fail);
  registerGlobal("conf.value", value);
  registerGlobal("conf.strlen", stringLength);
  registerGlobal("conf.make_object", makeObject);
  TVMFFIObjectHandle module = loadModule(path);
  TVMFFIAny result;

  /* Tensors: a DLTensor*, an owning Tensor, strided with an offset, empty. */
  TVMFFIObjectHandle scale = mustGetFunction(module, "scale");
  float x[3] = {1, 2, 3};
  int64_t shape[1] = {3};
  DLTensor t = makeF32(x, 1, shape);
  TVMFFIAny args[3] = {anyPtr(kTVMFFIDLTensorPtr, &t), anyFloat(2)};
  printStatus("scale DLTensor* by Float 2", call(scale, args, 2, &result), &result);
  printf("  x = %g %g %g\n", x[0], x[1], x[2]);
  args[1] = anyInt(3);
  printStatus("scale DLTensor* by Int 3", call(scale, args, 2, &result), &result);
  printf("  x = %g %g %g\n", x[0], x[1], x[2]);
  args[1] = anyBool(1);
  printStatus("scale DLTensor* by Bool true", call(scale, args, 2, &result), &result);
  printf("  x = %g %g %g\n", x[0], x[1], x[2]);

  DLManagedTensor managed;
  TVMFFIObjectHandle object = tensorObject(&managed, t);
  args[0] = anyPtr(kTVMFFITensor, object);
  args[1] = anyFloat(0.5);
  printStatus("scale Tensor by Float 0.5", call(scale, args, 2, &result), &result);
  printf("  x = %g %g %g\n", x[0], x[1], x[2]);
  api.TVMFFIObjectDecRef(object);

  float wrong[3] = {1, 2, 3};
  DLTensor i32 = makeF32(wrong, 1, shape);
  i32.dtype.code = kDLInt;
  args[0] = anyPtr(kTVMFFIDLTensorPtr, &i32);
  args[1] = anyFloat(2);
  printStatus("scale an int32 tensor", call(scale, args, 2, &result), &result);
  EXPECT(wrong[0] == 1 && wrong[1] == 2 && wrong[2] == 3, "the tensor was written");
  args[0] = anyInt(1);
  printStatus("scale an Int", call(scale, args, 2, &result), &result);
  printStatus("scale with one argument", call(scale, args, 1, &result), &result);

  float grid[4][4];
  for (int i = 0; i < 16; ++i)
    grid[i / 4][i % 4] = (float)i;
  int64_t windowShape[2] = {2, 2}, windowStrides[2] = {4, 1};
  DLTensor window = makeF32(&grid[0][0], 2, windowShape);
  window.strides = windowStrides;
  window.byte_offset = (1 * 4 + 1) * sizeof(float); /* grid[1:3, 1:3] */
  args[0] = anyPtr(kTVMFFIDLTensorPtr, &window);
  printStatus("window_sum grid[1:3, 1:3] of a 4x4 grid",
              call(mustGetFunction(module, "window_sum"), args, 1, &result), &result);

  /* An empty tensor: any strides describe it (PyTorch gives 2x0 {1, 1}). */
  TVMFFIObjectHandle rows = mustGetFunction(module, "rows");
  int64_t four4[1] = {4};
  int64_t emptyShape[2] = {2, 0}, emptyStrides[2] = {1, 1};
  DLTensor empty = makeF32(x, 2, emptyShape);
  empty.strides = emptyStrides;
  args[0] = anyPtr(kTVMFFIDLTensorPtr, &empty);
  printStatus("rows of a 2x0 tensor with strides {1, 1}", call(rows, args, 1, &result), &result);

  /* Bool tensors, in each runtime's bool dtype. */
  uint8_t bools[4] = {1, 0, 1, 1};
  DLTensor flags = makeF32((float*)bools, 1, four4);
  static const struct { const char* name; uint8_t code, bits; } boolTypes[2] = {
      {"{kDLBool, 8, 1}", 6, 8}, {"{kDLUInt, 1, 1}", 1, 1}};
  for (int i = 0; i < 2; ++i) {
    flags.dtype.code = boolTypes[i].code;
    flags.dtype.bits = boolTypes[i].bits;
    args[0] = anyPtr(kTVMFFIDLTensorPtr, &flags);
    char what[64];
    snprintf(what, sizeof what, "count_true of a %s tensor", boolTypes[i].name);
    printStatus(what, call(mustGetFunction(module, "count_true"), args, 1, &result), &result);
  }

  /* Scalars in and out. */
  args[0] = anyInt(6), args[1] = anyInt(7), args[2] = anyBool(1);
  printStatus("mul_add(6, 7, true)", call(mustGetFunction(module, "mul_add"), args, 3, &result),
              &result);
  args[0] = anyInt(5);
  printStatus("half(Int 5)", call(mustGetFunction(module, "half"), args, 1, &result), &result);
  args[0] = anyBool(1);
  printStatus("half(Bool true)", call(mustGetFunction(module, "half"), args, 1, &result),
              &result);
  args[0] = anyBool(0);
  printStatus("negate(false)", call(mustGetFunction(module, "negate"), args, 1, &result),
              &result);
  args[0] = anyFloat(1);
  printStatus("negate(Float 1)", call(mustGetFunction(module, "negate"), args, 1, &result),
              &result);

  /* call_packed into the host's functions. */
  float signs[4] = {1, -2, 3, 0};
  int64_t four[1] = {4};
  DLTensor s = makeF32(signs, 1, four);
  args[0] = anyPtr(kTVMFFIDLTensorPtr, &s);
  printStatus("count_positive", call(mustGetFunction(module, "count_positive"), args, 1, &result),
              &result);
  printStatus("count_positive_value",
              call(mustGetFunction(module, "count_positive_value"), args, 1, &result), &result);
  printStatus("fails", call(mustGetFunction(module, "fails"), args, 1, &result), &result);
  static const char* kinds[4] = {"Int 7", "Float 2.5", "Bool true", "None"};
  char what[64];
  for (int kind = 0; kind < 4; ++kind) {
    args[0] = anyInt(kind);
    snprintf(what, sizeof what, "value_as_f64(%s)", kinds[kind]);
    printStatus(what, call(mustGetFunction(module, "value_as_f64"), args, 1, &result), &result);
  }
  for (int kind = 0; kind < 4; ++kind) {
    args[0] = anyInt(kind);
    snprintf(what, sizeof what, "value_as_i64(%s)", kinds[kind]);
    printStatus(what, call(mustGetFunction(module, "value_as_i64"), args, 1, &result), &result);
  }
  printStatus("payload_length",
              call(mustGetFunction(module, "payload_length"), args, 0, &result), &result);

  /* Objects that results bring back are released. */
  printStatus("drop_object", call(mustGetFunction(module, "drop_object"), args, 0, &result),
              &result);
  printf("  objects released: %d\n", gReleased);
  printStatus("object_as_i64", call(mustGetFunction(module, "object_as_i64"), args, 0, &result),
              &result);
  printf("  objects released: %d\n", gReleased);

  /* What the loader reads about a function: its type schema. */
  static const char* described[3] = {"scale", "negate", "count_true"};
  for (int i = 0; i < 3; ++i) {
    TVMFFIAny query[3] = {anyPtr(kTVMFFIModule, module), anyStr(described[i]), anyBool(0)};
    int status = call(global("ffi.ModuleGetFunctionMetadata"), query, 3, &result);
    if (status != 0)
      printf("metadata of %s: -1 %s\n", described[i], gError);
    else if (result.type_index == kTVMFFIStr) {
      /* A String object: the header, then its TVMFFIByteArray. */
      const TVMFFIByteArray* bytes =
          (const TVMFFIByteArray*)((char*)result.v_obj + sizeof(TVMFFIObject));
      printf("metadata of %s: %.*s\n", described[i], (int)bytes->size, bytes->data);
    } else
      printStatus("metadata", status, &result);
    release(&result);
    status = call(global("ffi.ModuleGetFunctionDoc"), query, 3, &result);
    if (status == 0 && result.type_index == kTVMFFIStr) {
      const TVMFFIByteArray* bytes =
          (const TVMFFIByteArray*)((char*)result.v_obj + sizeof(TVMFFIObject));
      printf("doc of %s: %.*s\n", described[i], (int)bytes->size, bytes->data);
    } else {
      printStatus("doc", status, &result);
    }
    release(&result);
  }

  /* main: a library of several functions has none. */
  printf("main: %s\n", getFunction(module, "main") ? "found" : "absent");
  return hostFinish("tvm-ffi");
}

/* System libraries register themselves when loaded; ffi.SystemLib(prefix)
 * finds each one's functions by their unprefixed names. argv: LIB PREFIX
 * pairs, all loaded first. */
static int runSystemLibs(int count, char** pairs) {
  for (int i = 0; i < count; i += 2)
    if (!dlopen(pairs[i], RTLD_NOW | RTLD_LOCAL)) {
      fprintf(stderr, "cannot load %s: %s\n", pairs[i], dlerror());
      return 2;
    }
  for (int i = 0; i < count; i += 2) {
    TVMFFIObjectHandle module = systemLib(pairs[i + 1]);
    static const char* names[2] = {"mul_add", "main"};
    for (int j = 0; j < 2; ++j) {
      TVMFFIAny args[3] = {anyInt(6), anyInt(7), anyInt(1)}, result;
      char what[96];
      snprintf(what, sizeof what, "ffi.SystemLib(\"%s\") %s(6, 7, 1)", pairs[i + 1], names[j]);
      TVMFFIObjectHandle f = getFunction(module, names[j]);
      if (!f)
        printf("%s: not found\n", what);
      else
        printStatus(what, call(f, args, 3, &result), &result);
    }
  }
  return hostFinish("tvm-ffi");
}

static int runCross(const char* callee, const char* caller) {
  loadModule(callee);
  TVMFFIObjectHandle module = loadModule(caller);
  float x[3] = {1, 2, 3};
  int64_t shape[1] = {3};
  DLTensor t = makeF32(x, 1, shape);
  TVMFFIAny args[1] = {anyPtr(kTVMFFIDLTensorPtr, &t)}, result;
  printStatus("call_other_library",
              call(mustGetFunction(module, "call_other_library"), args, 1, &result), &result);
  printf("  x = %g %g %g\n", x[0], x[1], x[2]);
  return hostFinish("tvm-ffi");
}

/* An entry called through its raw symbol has no library context: its
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
  TVMFFIAny args[1] = {anyPtr(kTVMFFIDLTensorPtr, &s)}, result;
  static const char* names[2] = {"__tvm_ffi_count_positive", "__tvm_ffi_call_missing"};
  for (int i = 0; i < 2; ++i) {
    TVMFFISafeCallType entry = (TVMFFISafeCallType)dlsym(library, names[i]);
    result = anyOf(kTVMFFINone, 0);
    gError[0] = '\0';
    int status = entry(NULL, args, i == 0 ? 1 : 0, &result);
    if (status)
      takeError();
    char what[96];
    snprintf(what, sizeof what, "%s via dlsym", names[i]);
    printStatus(what, status, &result);
  }
  return hostFinish("tvm-ffi");
}

/* Another library's context in the global scope must not be the one the
 * caller reads: the caller finds scale_by through its own module's imports. */
static int runImports(const char* decoy, const char* callee, const char* caller) {
  if (!dlopen(decoy, RTLD_NOW | RTLD_GLOBAL)) {
    fprintf(stderr, "cannot load %s: %s\n", decoy, dlerror());
    return 2;
  }
  TVMFFIObjectHandle calleeModule = loadModule(callee);
  TVMFFIObjectHandle callerModule = loadModule(caller);
  TVMFFIAny importArgs[2] = {anyPtr(kTVMFFIModule, callerModule),
                             anyPtr(kTVMFFIModule, calleeModule)},
            result;
  if (call(global("ffi.ModuleImportModule"), importArgs, 2, &result) != 0) {
    fprintf(stderr, "ffi.ModuleImportModule: %s\n", gError);
    return 2;
  }
  float x[3] = {1, 2, 3};
  int64_t shape[1] = {3};
  DLTensor t = makeF32(x, 1, shape);
  TVMFFIAny args[1] = {anyPtr(kTVMFFIDLTensorPtr, &t)};
  printStatus("via_import", call(mustGetFunction(callerModule, "via_import"), args, 1, &result),
              &result);
  printf("  x = %g %g %g\n", x[0], x[1], x[2]);
  return hostFinish("tvm-ffi");
}

/*--- Threads ----------------------------------------------------------------*/

static TVMFFIObjectHandle gCount;

static void* countInThread(void* arg) {
  float data[4] = {1, -2, 3, (float)(intptr_t)arg};
  int64_t shape[1] = {4};
  DLTensor t = makeF32(data, 1, shape);
  TVMFFIAny args[1] = {anyPtr(kTVMFFIDLTensorPtr, &t)}, result;
  result = anyOf(kTVMFFINone, 0);
  int status = api.TVMFFIFunctionCall(gCount, args, 1, &result);
  return (void*)(intptr_t)(status == 0 ? result.v_int64 : -1);
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
  return hostFinish("tvm-ffi");
}

/*--- backend.mlir ------------------------------------------------------------*/

/* TVM's c_backend_api.h types, which tvm-ffi does not declare. */
typedef struct {
  void* sync_handle;
  int32_t num_task;
} ParallelGroupEnv;
typedef int (*ParallelLambda)(int task_id, ParallelGroupEnv* env, void* closure);

static int gLaunches, gAllocations, gFrees;

/* Three tasks, one after the other, as a host's thread pool might split. */
static int hostParallelLaunch(ParallelLambda lambda, void* closure, int numTask) {
  (void)numTask;
  ++gLaunches;
  ParallelGroupEnv env = {NULL, 3};
  for (int task = 0; task < 3; ++task)
    if (lambda(task, &env, closure) != 0)
      return -1;
  return 0;
}
static void* hostAllocWorkspace(int deviceType, int deviceId, uint64_t nbytes, int code,
                                int bits) {
  (void)deviceType, (void)deviceId, (void)code, (void)bits;
  ++gAllocations;
  return malloc(nbytes ? nbytes : 1);
}
static int hostFreeWorkspace(int deviceType, int deviceId, void* ptr) {
  (void)deviceType, (void)deviceId;
  ++gFrees;
  free(ptr);
  return 0;
}

static void runBackendLibrary(const char* path, const char* when) {
  TVMFFIObjectHandle module = loadModule(path);
  enum { N = 1000 };
  static float a[N], b[N], c[N];
  for (int i = 0; i < N; ++i)
    a[i] = 0.5f * i, b[i] = 3.0f - i, c[i] = -1.0f;
  int64_t shape[1] = {N};
  DLTensor ta = makeF32(a, 1, shape), tb = makeF32(b, 1, shape),
           tc = makeF32(c, 1, shape);
  TVMFFIAny args[3] = {anyPtr(kTVMFFIDLTensorPtr, &ta), anyPtr(kTVMFFIDLTensorPtr, &tb),
                       anyPtr(kTVMFFIDLTensorPtr, &tc)},
            result;
  gLaunches = gAllocations = gFrees = 0;
  int status = call(mustGetFunction(module, "par_add"), args, 3, &result);
  int equal = 1;
  for (int i = 0; i < N; ++i)
    equal &= c[i] == a[i] + b[i];
  EXPECT(status == 0 && equal, "par_add: %d %s", status, gError);
  printf("%s: par_add n=1000: %d, %s, %d host launches\n", when, status,
         equal ? "equal to the serial loop" : "DIFFERENT", gLaunches);

  static int64_t x[N], y[N];
  for (int i = 0; i < N; ++i)
    x[i] = i, y[i] = -1;
  DLTensor tx = makeF32((float*)x, 1, shape), ty = makeF32((float*)y, 1, shape);
  tx.dtype.code = ty.dtype.code = kDLInt;
  tx.dtype.bits = ty.dtype.bits = 64;
  args[0] = anyPtr(kTVMFFIDLTensorPtr, &tx);
  args[1] = anyPtr(kTVMFFIDLTensorPtr, &ty);
  x[997] = -5;
  status = call(mustGetFunction(module, "par_checked"), args, 2, &result);
  EXPECT(status == -1, "par_checked: %d", status);
  printf("%s: par_checked A[997] = -5: %d, %s\n", when, status, gError);

  for (int i = 0; i < N; ++i)
    c[i] = -1.0f;
  args[0] = anyPtr(kTVMFFIDLTensorPtr, &ta);
  args[1] = anyPtr(kTVMFFIDLTensorPtr, &tc);
  status = call(mustGetFunction(module, "ws_reverse"), args, 2, &result);
  int right = 1, untouched = 1;
  for (int i = 0; i < N; ++i) {
    right &= c[i] == a[N - 1 - i] + 1.0f;
    untouched &= c[i] == -1.0f;
  }
  printf("%s: ws_reverse n=1000: %d, %s, %d allocated, %d freed%s%s\n", when, status,
         status ? (untouched ? "C untouched" : "C WRITTEN") : right ? "right" : "WRONG",
         gAllocations, gFrees,
         status ? ", " : "", gError);
}

static int runBackend(const char* path, const char* registeredPath) {
  runBackendLibrary(path, "tvm-ffi alone");
  api.TVMFFIEnvModRegisterContextSymbol("__TVMBackendParallelLaunch",
                                        (void*)hostParallelLaunch);
  api.TVMFFIEnvModRegisterContextSymbol("__TVMBackendAllocWorkspace",
                                        (void*)hostAllocWorkspace);
  api.TVMFFIEnvModRegisterContextSymbol("__TVMBackendFreeWorkspace",
                                        (void*)hostFreeWorkspace);
  runBackendLibrary(registeredPath, "registered");
  return hostFinish("tvm-ffi");
}

int main(int argc, char** argv) {
  bindRuntime();
  registerContextSymbols();
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
  if (argc == 4 && !strcmp(argv[1], "backend"))
    return runBackend(argv[2], argv[3]);
  if (argc == 5 && !strcmp(argv[1], "imports"))
    return runImports(argv[2], argv[3], argv[4]);
  fprintf(stderr, "usage: %s calls LIB | syslib (LIB PREFIX)+ | cross CALLEE CALLER | "
                  "threads LIB | raw LIB | imports DECOY CALLEE CALLER\n", argv[0]);
  return 2;
}
