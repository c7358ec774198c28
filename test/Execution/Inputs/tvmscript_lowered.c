/* Calls the kernels of tvmscript_lowered.py with a DLTensor array and a
 * TVMValue array built here, passed as handles, and compares what they read
 * with the fields set, and what they write with what TVM writes. Usage:
 * tvmscript_lowered LOWERED.so */
#include "harness.h"

/* TVM's TVMValue: the union a TVMValue array holds. */
typedef union {
  int64_t v_int64;
  double v_float64;
  void* v_handle;
} LoweredValue;

static void testTensorFields(void* library) {
  float data[6] = {0, 1, 2, 3, 4, 5};
  int64_t shape[2] = {2, 3};
  DLTensor tensors[2];
  /* The first differs in every field read, so that reading it is wrong. */
  tensors[0] = makeTensor(NULL, 1, NULL, kDLInt, 8);
  tensors[0].dtype.lanes = 4;
  tensors[0].strides = shape;
  tensors[1] = makeTensor(data, 2, shape, kDLFloat, 32);
  tensors[1].byte_offset = 8;
  tensors[1].device.device_id = 3;
  int64_t out[10] = {0};
  int64_t outShape[1] = {10};
  DLTensor tout = makeTensor(out, 1, outShape, kDLInt, 64);
  Value args[2] = {vHandle(tensors), vTensor(&tout)};
  callChecked(library, "tensor_fields", args, 2, NULL);
  int64_t expected[10] = {2, kDLFloat, 32, 1, 8, kDLCPU * 100 + 3, 203, 1, 2, 5};
  int good = 0;
  for (int i = 0; i < 10; ++i)
    good += out[i] == expected[i];
  EXPECT(good == 10, "%d of 10 fields right", good);
  printf("tensor_fields: %d of 10 fields right\n", good);

  Value nullArgs[2] = {vHandle(NULL), vTensor(&tout)};
  int status = callEntry(lookupEntry(library, "tensor_fields"), nullArgs, 2, NULL, NULL);
  EXPECT(status == 0 && out[0] == -1, "NULL: status %d, out[0] %lld", status,
         (long long)out[0]);
  printf("tensor_fields NULL: %lld\n", (long long)out[0]);
}

static void testValues(void* library) {
  double a[2] = {0.5, 1.5};
  int64_t shape[1] = {2};
  DLTensor ta = makeTensor(a, 1, shape, kDLFloat, 64);
  LoweredValue values[3];
  values[0].v_handle = &ta;
  values[1].v_int64 = 4;
  values[2].v_float64 = 0.25;
  double out[1] = {0};
  int64_t outShape[1] = {1};
  DLTensor tout = makeTensor(out, 1, outShape, kDLFloat, 64);
  Value args[2] = {vHandle(values), vTensor(&tout)};
  callChecked(library, "tvm_values", args, 2, NULL);
  EXPECT(out[0] == 6.25, "tvm_values: %g", out[0]);
  printf("tvm_values: %g\n", out[0]);
}

/* T.tvm_throw_last_error() returns -1 at once. */
static void testThrow(void *library) {
  int32_t out[1] = {0};
  int64_t shape[1] = {1};
  DLTensor tout = makeTensor(out, 1, shape, kDLInt, 32);
  Value args[2] = {vInt(3), vTensor(&tout)};
  int status =
      callEntry(lookupEntry(library, "throw_if_negative"), args, 2, NULL, NULL);
  EXPECT(status == 0 && out[0] == 2, "n=3: status %d, out %d", status, out[0]);
  printf("throw_if_negative n=3: %d, out %d\n", status, out[0]);
  Value negative[2] = {vInt(-1), vTensor(&tout)};
  status = callEntry(lookupEntry(library, "throw_if_negative"), negative, 2,
                     NULL, NULL);
  EXPECT(status == -1 && out[0] == 1, "n=-1: status %d, out %d", status,
         out[0]);
  printf("throw_if_negative n=-1: %d, out %d\n", status, out[0]);
}

/* A calling_conv 1 function returns its int32 result as its C status; a
 * failed assert returns -1. */
static void testStatus(void* library) {
  int32_t (*statusOf)(int32_t) = (int32_t(*)(int32_t))dlsym(library, "status_of");
  EXPECT(statusOf != NULL, "status_of: %s", dlerror());
  if (!statusOf)
    return;
  int32_t ok = statusOf(3), negative = statusOf(-5), failed = statusOf(7);
  EXPECT(ok == 0 && negative == -5 && failed == -1, "status_of: %d %d %d", ok, negative,
         failed);
  EXPECT_STREQ(PrimRuntimeGetLastError(), "status_of: n is 7");
  printf("status_of 3, -5, 7: %d, %d, %d, %s\n", ok, negative, failed,
         PrimRuntimeGetLastError());
}

/* T.tvm_struct_set fills the second DLTensor of an array and leaves the
 * first as it was. */
static void testSetTensor(void* library) {
  float data[6] = {0};
  int64_t shape[2] = {2, 3};
  DLTensor tensors[2];
  memset(tensors, 0x5a, sizeof(tensors));
  DLTensor untouched = tensors[0];
  int64_t dataShape[1] = {6};
  DLTensor tdata = makeTensor(data, 1, dataShape, kDLFloat, 32);
  Value args[3] = {vHandle(tensors), vHandle(shape), vTensor(&tdata)};
  callChecked(library, "set_tensor", args, 3, NULL);
  DLTensor* t = &tensors[1];
  int good = (t->data == (void*)data) + (t->shape == shape) + (t->strides == NULL) +
             (t->ndim == 2) + (t->dtype.code == kDLFloat) + (t->dtype.bits == 32) +
             (t->dtype.lanes == 1) + (t->byte_offset == 8) +
             (t->device.device_id == 3) + (t->device.device_type == kDLCPU) +
             (memcmp(&tensors[0], &untouched, sizeof(DLTensor)) == 0);
  EXPECT(good == 11, "set_tensor: %d of 11 right", good);
  printf("set_tensor: %d of 11 right\n", good);
}

/* T.tvm_struct_set writes TVMValues: a DLTensor's address, an int64 and a
 * double. */
static void testSetValues(void* library) {
  DLTensor tensors[2];
  LoweredValue values[3];
  memset(values, 0, sizeof(values));
  Value args[3] = {vHandle(values), vHandle(tensors), vInt(21)};
  callChecked(library, "set_values", args, 3, NULL);
  EXPECT(values[0].v_handle == &tensors[1] && values[1].v_int64 == 42 &&
             values[2].v_float64 == 21.5,
         "set_values: %p %lld %g", values[0].v_handle,
         (long long)values[1].v_int64, values[2].v_float64);
  printf("set_values: tensor %d, %lld, %g\n", values[0].v_handle == &tensors[1],
         (long long)values[1].v_int64, values[2].v_float64);
}

/* T.tvm_stack_alloca's DLTensors, shapes, TVMValues and type codes, filled
 * and read back in the function. */
static void testStack(void* library) {
  int64_t out[6] = {0};
  int64_t outShape[1] = {6};
  DLTensor tout = makeTensor(out, 1, outShape, kDLInt, 64);
  Value args[1] = {vTensor(&tout)};
  callChecked(library, "stack_tensors", args, 1, NULL);
  printf("stack_tensors: %lld %lld %lld %lld %lld %lld\n", (long long)out[0],
         (long long)out[1], (long long)out[2], (long long)out[3],
         (long long)out[4], (long long)out[5]);
}

int main(int argc, char** argv) {
  static const LibraryTest tests[] = {testTensorFields, testValues, testSetTensor,
      testSetValues, testStack, testThrow, testStatus, NULL};
  return runLibraryTests(argc, argv, "LOWERED.so", tests);
}
