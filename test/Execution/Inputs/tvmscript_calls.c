/* Calls the functions of tvmscript_calls.py: a packed callback sees the
 * string constant; two calls of static_init see one slot, NULL at first,
 * as TVM's test_static_init checks; memset's returned pointer and
 * T.address_of reach the right memory. Usage: tvmscript_calls CALLS.so */
#include "harness.h"

static const char* gEchoed;
static int64_t gEchoedInt;
static int echo(const Value* args, int n, Value* result) {
  (void)result;
  if (n != 2 || args[0].kind != VALUE_STR || args[1].kind != VALUE_INT) {
    harnessRaise("testing.echo: expected a string and an int");
    return -1;
  }
  gEchoed = args[0].v.s;
  gEchoedInt = args[1].v.i;
  return 0;
}

/* As TVM's test_static_init: the slot starts NULL; the first call stores a
 * pointer there, later calls find it. */
static void* gSlots[2];
static int gSlotWasNull[2];
static int gCalls;
static int staticCallback(const Value* args, int n, Value* result) {
  (void)result;
  if (n != 2 || args[0].kind != VALUE_HANDLE || args[1].kind != VALUE_HANDLE || gCalls >= 2) {
    harnessRaise("test_static_callback: expected two handles, at most twice");
    return -1;
  }
  void** slot = (void**)args[0].v.p;
  gSlots[gCalls] = slot;
  gSlotWasNull[gCalls] = *slot == NULL;
  if (*slot == NULL)
    *slot = args[1].v.p;
  ++gCalls;
  return 0;
}

static Callback gEcho = echo, gStaticCallback = staticCallback;

static void testEcho(void* library) {
  Value args[1] = {vInt(7)};
  callChecked(library, "echo", args, 1, NULL);
  EXPECT(gEchoed && strcmp(gEchoed, "payload") == 0 && gEchoedInt == 7, "echo: %s, %lld",
         gEchoed ? gEchoed : "(null)", (long long)gEchoedInt);
  printf("echo: testing.echo got \"%s\" and %lld\n", gEchoed ? gEchoed : "(null)",
         (long long)gEchoedInt);
}

static void testStaticInit(void* library) {
  int64_t data[4] = {0, 1, 2, 3};
  int64_t shape[1] = {4};
  DLTensor t = makeTensor(data, 1, shape, kDLInt, 64);
  Value args[1] = {vTensor(&t)};
  void* entry = lookupEntry(library, "static_init");
  for (int i = 0; i < 2; ++i) {
    int status = callEntry(entry, args, 1, NULL, NULL);
    EXPECT(status == 0, "static_init: %s", PrimRuntimeGetLastError());
  }
  EXPECT(gCalls == 2 && gSlots[0] == gSlots[1], "calls %d, slots %p %p", gCalls, gSlots[0],
         gSlots[1]);
  EXPECT(gSlotWasNull[0] && !gSlotWasNull[1] && *(void**)gSlots[0] == data,
         "NULL at first: %d, then: %d", gSlotWasNull[0], gSlotWasNull[1]);
  printf("static_init: %s slot, NULL on the first call: %s, set on the second: %s\n",
         gSlots[0] == gSlots[1] ? "one" : "two", gSlotWasNull[0] ? "yes" : "no",
         gSlotWasNull[1] ? "no" : "yes");
}

static void testPointers(void* library) {
  int32_t a[8];
  for (int i = 0; i < 8; ++i)
    a[i] = 100 + i;
  int64_t shape8[1] = {8};
  DLTensor ta = makeTensor(a, 1, shape8, kDLInt, 32);
  Value args[1] = {vTensor(&ta)};
  callChecked(library, "fill_returned", args, 1, NULL);
  int good = 0;
  for (int i = 0; i < 8; ++i)
    good += a[i] == 3 * i;
  EXPECT(good == 8, "fill_returned: %d of 8", good);

  float b[16];
  for (int i = 0; i < 16; ++i)
    b[i] = (float)i + 1;
  int64_t shape16[1] = {16};
  DLTensor tb = makeF32(b, 1, shape16);
  args[0] = vTensor(&tb);
  int status = callEntry(lookupEntry(library, "clear_first"), args, 1, NULL, NULL);
  EXPECT(status == 0, "clear_first: %s", PrimRuntimeGetLastError());
  /* B starts at element 4 of A: memset clears A[4] and A[5] only. */
  for (int i = 0; i < 16; ++i)
    good += b[i] == (i == 4 || i == 5 ? 0.0f : (float)i + 1);
  EXPECT(good == 24, "%d of 24", good);
  printf("pointers: %d of 24 elements right (memset's result, T.address_of(B))\n", good);
}

/* The callbacks the library calls, registered before any test. */
static void registerCallbacks(void *library) {
  (void)library;
  registerCallback("testing.echo", &gEcho);
  registerCallback("test_static_callback", &gStaticCallback);
}

int main(int argc, char** argv) {
  static const LibraryTest tests[] = {registerCallbacks, testEcho, testStaticInit,
      testPointers, NULL};
  return runLibraryTests(argc, argv, "CALLS.so", tests);
}
