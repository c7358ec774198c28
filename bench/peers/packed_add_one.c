/* The peers of kernels/cross_library.mlir, compiled by clang-22 -O2 into
 * their own shared library: add_one written by hand as a packed function for
 * each ABI, checking what a tvm-ffi add_one_cpu-style wrapper checks (count,
 * type codes, ndim, dtype, shape, strides, device, data), and the same loop as
 * a direct C call. */
#include "prim/Runtime/PrimRuntime.h"

#include <stddef.h>

static const char* checkTensor(const DLTensor* t) {
  if (!t)
    return "add_one: expected a non-NULL DLTensor*";
  if (t->ndim != 1)
    return "add_one: expected ndim 1";
  if (t->dtype.code != kDLFloat || t->dtype.bits != 32 || t->dtype.lanes != 1)
    return "add_one: expected float32";
  if (t->shape[0] != 8)
    return "add_one: expected shape[0] == 8";
  if (t->strides && t->strides[0] != 1)
    return "add_one: expected compact strides";
  if (t->byte_offset != 0)
    return "add_one: expected byte_offset 0";
  if (t->device.device_type != kDLCPU)
    return "add_one: expected a CPU tensor";
  if (!t->data)
    return "add_one: expected non-NULL data";
  return NULL;
}

static void addOne(const float* x, float* y) {
  for (int i = 0; i < 8; ++i)
    y[i] = x[i] + 1.0f;
}

int32_t c_add_one_direct(const float* x, float* y) {
  addOne(x, y);
  return 0;
}

static const DLTensor* ffiTensor(const TVMFFIAny* any) {
  if (any->type_index == kTVMFFIDLTensorPtr)
    return (const DLTensor*)any->v_ptr;
  if (any->type_index == kTVMFFITensor)
    return (const DLTensor*)((const char*)any->v_obj + PRIM_TVM_FFI_TENSOR_DLTENSOR_OFFSET);
  return NULL;
}

int c_add_one_ffi(void* self, const TVMFFIAny* args, int32_t num_args, TVMFFIAny* result) {
  (void)self;
  (void)result;
  if (num_args != 2) {
    TVMFFIErrorSetRaisedFromCStr("TypeError", "add_one: expected 2 arguments");
    return -1;
  }
  const DLTensor* x = ffiTensor(&args[0]);
  const DLTensor* y = ffiTensor(&args[1]);
  const char* error = checkTensor(x);
  if (!error)
    error = checkTensor(y);
  if (error) {
    TVMFFIErrorSetRaisedFromCStr("ValueError", error);
    return -1;
  }
  addOne((const float*)x->data, (float*)y->data);
  return 0;
}

int c_add_one_legacy(TVMValue* args, int* type_codes, int num_args, TVMValue* ret,
                     int* ret_type_code, void* resource_handle) {
  (void)ret;
  (void)ret_type_code;
  (void)resource_handle;
  if (num_args != 2) {
    TVMAPISetLastError("add_one: expected 2 arguments");
    return -1;
  }
  for (int i = 0; i < 2; ++i)
    if (type_codes[i] != kTVMDLTensorHandle && type_codes[i] != kTVMNDArrayHandle) {
      TVMAPISetLastError("add_one: expected tensors");
      return -1;
    }
  const DLTensor* x = (const DLTensor*)args[0].v_handle;
  const DLTensor* y = (const DLTensor*)args[1].v_handle;
  const char* error = checkTensor(x);
  if (!error)
    error = checkTensor(y);
  if (error) {
    TVMAPISetLastError(error);
    return -1;
  }
  addOne((const float*)x->data, (float*)y->data);
  return 0;
}
