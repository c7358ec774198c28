/* The loops of bench/kernels/parallel.mlir with OpenMP (clang-22 -fopenmp,
 * schedule(static): one contiguous chunk per thread, as Prim splits). */
#include <stdint.h>

int32_t c_par_add(const float* restrict a, const float* restrict b, float* restrict c) {
#pragma omp parallel for schedule(static)
  for (int i = 0; i < 4194304; ++i)
    c[i] = a[i] + b[i];
  return 0;
}

int32_t c_par_matmul(const float* restrict a, const float* restrict b, float* restrict c) {
#pragma omp parallel for schedule(static)
  for (int i = 0; i < 512; ++i) {
    for (int j = 0; j < 512; ++j)
      c[i * 512 + j] = 0.0f;
    for (int k = 0; k < 512; ++k) {
      float aik = a[i * 512 + k];
      for (int j = 0; j < 512; ++j)
        c[i * 512 + j] += aik * b[k * 512 + j];
    }
  }
  return 0;
}

/* One parallel region whose threads do nothing. */
int32_t c_par_empty(void) {
#pragma omp parallel
  {
    __asm__ volatile("");
  }
  return 0;
}
