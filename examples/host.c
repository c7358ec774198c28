/* A host program that loads libraries prim-compile built for the tvm-ffi ABI
 * and calls their packed functions the way TVM's runtime would: DLTensors in
 * TVMFFIAny arguments. It links PrimRuntime, which provides the runtime
 * symbols the generated code calls (error reporting, lookups).
 *
 *   prim-compile examples/add_via_packed.mlir --emit=shared -o add_via_packed.so
 *   prim-compile examples/add_one_4x5.mlir --emit=shared -o add_one_4x5.so
 *   clang-22 -Iinclude examples/host.c -Lbuild/lib/Runtime -lPrimRuntime -ldl \
 *     -o host
 *   ./host add_via_packed.so add_one_4x5.so
 */
#include "prim/Runtime/PrimRuntime.h"

#include <dlfcn.h>
#include <stdio.h>
#include <string.h>

static TVMFFISafeCallType load(const char* path, const char* function) {
  void* library = dlopen(path, RTLD_NOW | RTLD_LOCAL);
  if (!library) {
    fprintf(stderr, "host: %s\n", dlerror());
    return NULL;
  }
  char symbol[128];
  snprintf(symbol, sizeof symbol, "%s%s", PRIM_TVM_FFI_SYMBOL_PREFIX, function);
  TVMFFISafeCallType entry = (TVMFFISafeCallType)dlsym(library, symbol);
  if (!entry)
    fprintf(stderr, "host: %s has no %s\n", path, symbol);
  return entry;
}

static DLTensor f32Tensor(float* data, int ndim, int64_t* shape) {
  DLTensor t;
  memset(&t, 0, sizeof t);
  t.data = data;
  t.device.device_type = kDLCPU;
  t.ndim = ndim;
  t.dtype.code = kDLFloat;
  t.dtype.bits = 32;
  t.dtype.lanes = 1;
  t.shape = shape;
  return t;
}

/* Calls `entry` with two tensors; returns its status. */
static int call2(TVMFFISafeCallType entry, DLTensor* a, DLTensor* b) {
  TVMFFIAny args[2];
  memset(args, 0, sizeof args);
  args[0].type_index = kTVMFFIDLTensorPtr;
  args[0].v_ptr = a;
  args[1].type_index = kTVMFFIDLTensorPtr;
  args[1].v_ptr = b;
  TVMFFIAny result;
  memset(&result, 0, sizeof result);
  result.type_index = kTVMFFINone;
  return entry(NULL, args, 2, &result);
}

int main(int argc, char** argv) {
  if (argc != 3) {
    fprintf(stderr, "usage: %s ADD_VIA_PACKED.so ADD_ONE_4X5.so\n", argv[0]);
    return 2;
  }
  TVMFFISafeCallType addOne = load(argv[1], "add_one");
  TVMFFISafeCallType addOne4x5 = load(argv[2], "add_one_4x5");
  if (!addOne || !addOne4x5)
    return 1;

  /* add_one(x, y): x[0][0] = y[0][0] + 1 on 3x3 tensors. */
  float x[9] = {0}, y[9] = {41.0f};
  int64_t shape3x3[2] = {3, 3};
  DLTensor tx = f32Tensor(x, 2, shape3x3), ty = f32Tensor(y, 2, shape3x3);
  int status = call2(addOne, &tx, &ty);
  printf("add_one(x, y) with y[0][0] = %g: status %d, x[0][0] = %g\n", y[0], status, x[0]);

  /* add_one_4x5(A, B): B = A + 1. */
  float a[20], b[20];
  for (int i = 0; i < 20; ++i)
    a[i] = (float)i;
  int64_t shape4x5[2] = {4, 5};
  DLTensor ta = f32Tensor(a, 2, shape4x5), tb = f32Tensor(b, 2, shape4x5);
  status = call2(addOne4x5, &ta, &tb);
  printf("add_one_4x5(A, B) with A = 0..19: status %d, B =", status);
  for (int i = 0; i < 20; ++i)
    printf(" %g", b[i]);
  printf("\n");

  /* A bad call: 3x3 tensors where 4x5 ones are expected. Nothing is written. */
  b[0] = -1.0f;
  status = call2(addOne4x5, &tx, &ty);
  printf("add_one_4x5 on 3x3 tensors: status %d, %s: %s (B[0][0] still %g)\n", status,
         PrimRuntimeGetLastErrorKind(), PrimRuntimeGetLastError(), b[0]);
  return 0;
}
