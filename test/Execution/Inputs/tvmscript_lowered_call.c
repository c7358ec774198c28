/* Calls count_above of tvmscript_lowered_call.py, whose lowered packed call
 * reaches test.count_above, registered here: the callee sees the DLTensor
 * and the int the function put on its TVMFFIAny stack, and its error
 * reaches the caller; name_length's string reaches test.strlen. Usage:
 * tvmscript_lowered_call LIB.so */
#include "harness.h"

/* The elements of a float32 tensor above a non-negative int threshold. */
static int countAbove(const Value* args, int n, Value* result) {
  if (n != 2 || args[0].kind != VALUE_TENSOR || args[1].kind != VALUE_INT) {
    harnessRaise("test.count_above: expected a tensor and an int");
    return -1;
  }
  if (args[1].v.i < 0) {
    harnessRaise("test.count_above: a negative threshold");
    return -1;
  }
  const DLTensor* t = args[0].v.t;
  if (t->ndim != 1 || t->dtype.code != kDLFloat || t->dtype.bits != 32 ||
      t->dtype.lanes != 1 || t->strides != NULL || t->byte_offset != 0 ||
      t->device.device_type != kDLCPU || t->device.device_id != 0) {
    harnessRaise("test.count_above: not the DLTensor TVM builds");
    return -1;
  }
  const float* data = (const float*)t->data;
  int64_t count = 0;
  for (int64_t i = 0; i < t->shape[0]; ++i)
    count += data[i] > (float)args[1].v.i;
  *result = vInt(count);
  return 0;
}
static Callback gCountAbove = countAbove;

/* The length of a C string, whose bytes are kept to compare. */
static char gString[64];
static int stringLength(const Value *args, int n, Value *result) {
  if (n != 1 || args[0].kind != VALUE_STR) {
    harnessRaise("test.strlen: expected a string");
    return -1;
  }
  snprintf(gString, sizeof gString, "%s", args[0].v.s);
  *result = vInt((int64_t)strlen(args[0].v.s));
  return 0;
}
static Callback gStringLength = stringLength;

int main(int argc, char **argv) {
  expectArguments(argc, argv, 1, "LIB.so");
  void *library = loadLibrary(argv[1]);
  registerCallback("test.count_above", &gCountAbove);
  registerCallback("test.strlen", &gStringLength);
  float a[6] = {-2, 5, 0, 1, 7, 3};
  int64_t shape[1] = {6};
  DLTensor ta = makeTensor(a, 1, shape, kDLFloat, 32);
  int64_t out[1] = {0};
  DLTensor tout = makeTensor(out, 1, shape, kDLInt, 64);
  tout.shape = (int64_t[1]){1};
  Value args[3] = {vTensor(&ta), vInt(2), vTensor(&tout)};
  callChecked(library, "count_above", args, 3, NULL);
  printf("count_above: %lld\n", (long long)out[0]);

  /* The callee's error returns from the function with its message. */
  args[1] = vInt(-1);
  int status = callEntry(lookupEntry(library, "count_above"), args, 3, NULL, NULL);
  printf("count_above refused: %d, %s\n", status, PrimRuntimeGetLastError());

  /* A string constant on the stack reaches the callee as kTVMFFIRawStr. */
  Value outArg[1] = {vTensor(&tout)};
  status =
      callEntry(lookupEntry(library, "name_length"), outArg, 1, NULL, NULL);
  EXPECT(status == 0 && out[0] == 7, "name_length: %d, %lld", status,
         (long long)out[0]);
  EXPECT_STREQ(gString, "payload");
  printf("name_length: %lld, \"%s\"\n", (long long)out[0], gString);
  return harnessFinish();
}
