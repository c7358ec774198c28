/* The peers of kernels/intra_module.mlir and examples/add_via_packed.mlir:
 * the same computations as unpacked C functions, compiled by clang-22 at the
 * same -O level and target as the Prim side. */
#include <stdint.h>

int32_t c_add_via_packed(float* x, const float* y) {
  x[0] = y[0] + 1.0f;
  return 0;
}

int32_t c_add_one_4x5(const float* a, float* b) {
  for (int i = 0; i < 4; ++i)
    for (int j = 0; j < 5; ++j)
      b[i * 5 + j] = a[i * 5 + j] + 1.0f;
  return 0;
}

int32_t c_add_one_1m(const float* a, float* b) {
  for (int i = 0; i < 1048576; ++i)
    b[i] = a[i] + 1.0f;
  return 0;
}
