/* Drives calls.mlir. Usage: calls CALLEE.so CALLER.so */
#include "harness.h"

static int countPositive(const Value* args, int n, Value* result) {
  if (n != 1 || args[0].kind != VALUE_TENSOR) {
    harnessRaise("test.count_positive: expected one tensor");
    return -1;
  }
  const DLTensor* t = args[0].v.t;
  const float* data = (const float*)((char*)t->data + t->byte_offset);
  int64_t count = 0;
  for (int64_t i = 0; i < t->shape[0]; ++i)
    count += data[i] > 0.0f;
  *result = vInt(count);
  return 0;
}

static int addConstant(const Value* args, int n, float constant) {
  if (n != 1 || args[0].kind != VALUE_TENSOR) {
    harnessRaise("test.add_one: expected one tensor");
    return -1;
  }
  const DLTensor* t = args[0].v.t;
  float* data = (float*)((char*)t->data + t->byte_offset);
  for (int64_t i = 0; i < t->shape[0]; ++i)
    data[i] += constant;
  return 0;
}
static int addOne(const Value* args, int n, Value* result) {
  (void)result;
  return addConstant(args, n, 1.0f);
}
static int addHundred(const Value* args, int n, Value* result) {
  (void)result;
  return addConstant(args, n, 100.0f);
}

static void* gRecorded;
static int gRecordCalls;
static int record(const Value* args, int n, Value* result) {
  (void)result;
  ++gRecordCalls;
  gRecorded = n == 1 && args[0].kind == VALUE_HANDLE ? args[0].v.p : (void*)-1;
  return 0;
}

static int fail(const Value* args, int n, Value* result) {
  (void)result;
  return harnessRefuse("test.fail", args, n);
}

static Callback gCountPositive = countPositive, gAddOne = addOne, gAddHundred = addHundred,
                gRecord = record, gFail = fail;

int main(int argc, char** argv) {
  expectArguments(argc, argv, 2, "CALLEE.so CALLER.so");
  /* The callee is loaded first, as a user would, but the caller does not
   * depend on that: it names the callee as a dependency (--link). */
  loadLibrary(argv[1]);
  void* library = loadLibrary(argv[2]);
  registerCallback("test.count_positive", &gCountPositive);
  registerCallback("test.add_one", &gAddOne);
  registerCallback("test.record", &gRecord);
  registerCallback("test.fail", &gFail);

  float x[6] = {-2, -1, 0, 1, 2, 3};
  int64_t shape[1] = {6};
  DLTensor tx = makeF32(x, 1, shape);
  Value args[2] = {vTensor(&tx), vInt(5)};

  EXPECT(callEntry(lookupEntry(library, "call_other_library"), args, 1, NULL, NULL) == 0, "%s",
         PrimRuntimeGetLastError());
  int good = 0;
  for (int i = 0; i < 6; ++i)
    good += x[i] == 3.0f * (i - 2);
  EXPECT(good == 6, "%d of 6", good);
  printf("call_other_library: x = 3 * x for all %d elements\n", good);

  Value result;
  EXPECT(callEntry(lookupEntry(library, "call_by_name"), args, 1, NULL, &result) == 0, "%s",
         PrimRuntimeGetLastError());
  EXPECT(result.kind == VALUE_INT && result.v.i == 3, "kind %d, %lld", result.kind,
         (long long)result.v.i);
  /* x is {-6, -3, 0, 3, 6, 9}: three positive. Make it four. */
  x[2] = 0.5f;
  EXPECT(callEntry(lookupEntry(library, "call_by_name"), args, 1, NULL, &result) == 0, "%s",
         PrimRuntimeGetLastError());
  EXPECT(result.v.i == 4, "%lld", (long long)result.v.i);
  printf("call_by_name: test.count_positive returned %lld\n", (long long)result.v.i);

  for (int i = 0; i < 6; ++i)
    x[i] = (float)i;
  void* firstClass = lookupEntry(library, "call_first_class");
  EXPECT(callEntry(firstClass, args, 2, NULL, NULL) == 0, "%s", PrimRuntimeGetLastError());
  good = 0;
  for (int i = 0; i < 6; ++i)
    good += x[i] == i + 5.0f;
  EXPECT(good == 6, "%d of 6", good);
  printf("call_first_class: x[i] = i + 5 after 5 calls through one handle\n");
  /* The handle is cached: a later registration under the same name does not
   * change what this library calls (as with TVM's cached lookups). */
  registerCallback("test.add_one", &gAddHundred);
  EXPECT(callEntry(firstClass, args, 2, NULL, NULL) == 0, "%s", PrimRuntimeGetLastError());
  EXPECT(x[0] == 10.0f, "x[0] = %g", x[0]);
  printf("call_first_class after test.add_one was replaced: still the cached function, x[0] = %g\n",
         x[0]);

  void* magic = (void*)(uintptr_t)0x5eed1234;
  EXPECT(callEntry(lookupEntry(library, "forward_handle"), args, 1, magic, NULL) == 0, "%s",
         PrimRuntimeGetLastError());
  EXPECT(gRecordCalls == 1 && gRecorded == magic, "calls %d, saw %p", gRecordCalls, gRecorded);
  printf("forward_handle: test.record %s the caller's resource handle\n",
         gRecorded == magic ? "saw" : "did NOT see");
  void* other = (void*)(uintptr_t)0xfeedf00d;
  EXPECT(callEntry(lookupEntry(library, "record_handle"), args, 1, other, NULL) == 0, "%s",
         PrimRuntimeGetLastError());
  EXPECT(gRecordCalls == 2 && gRecorded == other, "calls %d, saw %p", gRecordCalls, gRecorded);
  printf("record_handle: test.record %s the caller's resource handle\n",
         gRecorded == other ? "saw" : "did NOT see");

  float before[6];
  memcpy(before, x, sizeof x);
  int status = callEntry(lookupEntry(library, "outer"), args, 1, NULL, NULL);
  EXPECT(status == -1, "status %d", status);
  EXPECT(memcmp(before, x, sizeof x) == 0, "x changed");
  printf("outer: %d %s\n", status, PrimRuntimeGetLastError());
  return harnessFinish();
}
