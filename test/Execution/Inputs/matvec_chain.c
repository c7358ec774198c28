/* Calls the last function of utils/gen_modules.py --shape matvec (compiled
 * by prim-compile, or its C peer by the C compiler), which first calls its
 * predecessors, and prints Y exactly: both sides of the compile-time
 * benchmark must compute the same. With a wrong dim, it must fail.
 *
 * Build with -DLAST=f<N-1>. */
#include "prim/ABI/TVMLegacy.h"

#include <stdio.h>

int32_t LAST(TVMValue* args, int* type_codes, int num_args, TVMValue* out_ret_value,
             int* out_ret_tcode, void* resource_handle);

void TVMAPISetLastError(const char* message) { printf("error: %s\n", message); }

int main(void) {
  static float a[16 * 32], x[32], y[16];
  for (int i = 0; i < 16 * 32; ++i)
    a[i] = (float)(i % 7) * 0.5f;
  for (int j = 0; j < 32; ++j)
    x[j] = (float)j * 0.25f;
  int64_t shapeA[2] = {16, 32}, shapeX[1] = {32}, shapeY[1] = {16};
  DLTensor ta = {a, {kDLCPU, 0}, 2, {kDLFloat, 32, 1}, shapeA, NULL, 0};
  DLTensor tx = {x, {kDLCPU, 0}, 1, {kDLFloat, 32, 1}, shapeX, NULL, 0};
  DLTensor ty = {y, {kDLCPU, 0}, 1, {kDLFloat, 32, 1}, shapeY, NULL, 0};
  TVMValue args[3];
  args[0].v_handle = &ta;
  args[1].v_handle = &tx;
  args[2].v_handle = &ty;
  int codes[3] = {kTVMDLTensorHandle, kTVMDLTensorHandle, kTVMDLTensorHandle};
  TVMValue result;
  int resultCode;
  printf("status %d\n", LAST(args, codes, 3, &result, &resultCode, NULL));
  for (int r = 0; r < 16; ++r)
    printf("y[%d] = %a\n", r, (double)y[r]);
  shapeA[1] = 31;
  printf("status %d\n", LAST(args, codes, 3, &result, &resultCode, NULL));
  return 0;
}
