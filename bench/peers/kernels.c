/* The peers of kernels/kernels.mlir: the same loops in C, compiled by
 * clang-22 -O3 with the same target flags as the Prim side. */
#include <stdint.h>

int32_t c_vec_add(const float* restrict a, const float* restrict b, float* restrict c) {
  for (int i = 0; i < 1048576; ++i)
    c[i] = a[i] + b[i];
  return 0;
}

int32_t c_row_sum(const float* restrict a, float* restrict out) {
  for (int i = 0; i < 1024; ++i) {
    float sum = 0.0f;
    for (int j = 0; j < 1024; ++j)
      sum += a[i * 1024 + j];
    out[i] = sum;
  }
  return 0;
}

int32_t c_matmul(const float* restrict a, const float* restrict b, float* restrict c) {
  for (int i = 0; i < 256; ++i) {
    for (int j = 0; j < 256; ++j)
      c[i * 256 + j] = 0.0f;
    for (int k = 0; k < 256; ++k) {
      float aik = a[i * 256 + k];
      for (int j = 0; j < 256; ++j)
        c[i * 256 + j] += aik * b[k * 256 + j];
    }
  }
  return 0;
}
