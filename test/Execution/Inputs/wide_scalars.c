/* Calls @wide (utils/gen_wide.py 40 --scalars: 40 i64 parameters, returns
 * their sum) with good arguments, then with one wrong argument at a time:
 * a float, a handle and None at the first, a middle and the last parameter.
 * For each wrong call the driver checks the -1 status and that the result
 * is still the None the caller preset, then prints the error kind and
 * message for FileCheck.
 * Usage: wide_scalars LIB.so */
#include "harness.h"

enum { N = 40 };

static void* gLibrary;

static void reset(Value* args) {
  for (int i = 0; i < N; ++i)
    args[i] = vInt(3 * i + 1);
}

static void runWrong(const char* name, Value wrong, int arg) {
  Value args[N], result = vNone();
  reset(args);
  args[arg] = wrong;
  int status = callEntry(lookupEntry(gLibrary, "wide"), args, N, NULL, &result);
  EXPECT(status == -1, "%s #%d: status %d", name, arg, status);
  EXPECT(result.kind == VALUE_NONE, "%s #%d: the result was set", name, arg);
  printf("%s #%d: %d %s: %s\n", name, arg, status, PrimRuntimeGetLastErrorKind(),
         PrimRuntimeGetLastError());
  PrimRuntimeClearLastError();
}

int main(int argc, char** argv) {
  expectArguments(argc, argv, 1, "LIB.so");
  gLibrary = loadLibrary(argv[1]);

  Value args[N], result = vNone();
  reset(args);
  int status = callEntry(lookupEntry(gLibrary, "wide"), args, N, NULL, &result);
  EXPECT(status == 0, "good: %s", PrimRuntimeGetLastError());
  EXPECT(result.kind == VALUE_INT && result.v.i == 3 * (N - 1) * N / 2 + N,
         "good: result kind %d, %lld", (int)result.kind, (long long)result.v.i);
  printf("good: %d, %lld\n", status, (long long)result.v.i);

  static int gHandle;
  const int at[3] = {0, 20, N - 1};
  for (int k = 0; k < 3; ++k)
    runWrong("float", vFloat(1.5), at[k]);
  for (int k = 0; k < 3; ++k)
    runWrong("handle", vHandle(&gHandle), at[k]);
  for (int k = 0; k < 3; ++k)
    runWrong("None", vNone(), at[k]);
  /* The first wrong argument wins. */
  reset(args);
  args[7] = vNone();
  args[30] = vFloat(2.0);
  result = vNone();
  status = callEntry(lookupEntry(gLibrary, "wide"), args, N, NULL, &result);
  EXPECT(status == -1 && result.kind == VALUE_NONE, "None #7 and float #30: status %d", status);
  printf("None #7 and float #30: %d %s: %s\n", status, PrimRuntimeGetLastErrorKind(),
         PrimRuntimeGetLastError());
  return harnessFinish();
}
