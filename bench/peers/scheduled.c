/* The loop nests of three scheduled kernels of TVM v0.20's tests
 * (../shared/tvm-tests-v0.20/files, read by bench/Scheduled.cpp), written in
 * C as their TVMScript says, loop for loop, with the extent-1 loops left out:
 * T.vectorized is `#pragma omp simd` (clang-22 -O3 -fopenmp), scratch buffers
 * over 1 KiB come from the heap as Prim allocates them. None of the three
 * functions has "tir.noalias", so no pointer is restrict. */
#include <float.h>
#include <math.h>
#include <stdint.h>
#include <stdlib.h>

/* test_meta_schedule_postproc_rewrite_parallel_vectorize_unroll__
 * after_matmul_vectorize: C[64, 768] = A[64, 768] * B[768, 768]^T. */
int32_t c_sched_matmul(const float* a, const float* b, float* c) {
  float* global = malloc(sizeof(float) * 64 * 768);
  if (!global)
    return -1;
  for (int i1_0 = 0; i1_0 < 16; ++i1_0) {
    for (int i1_1 = 0; i1_1 < 3; ++i1_1) {
      for (int i2_0 = 0; i2_0 < 48; ++i2_0)
        for (int i0_2 = 0; i0_2 < 8; ++i0_2)
          for (int i2_1 = 0; i2_1 < 16; ++i2_1)
            for (int i0_3 = 0; i0_3 < 8; ++i0_3) {
#pragma omp simd
              for (int i1_3 = 0; i1_3 < 16; ++i1_3) {
                int i = i0_2 * 8 + i0_3;
                int j = i1_0 * 48 + i1_1 * 16 + i1_3;
                int k = i2_0 * 16 + i2_1;
                if (k == 0)
                  global[i * 768 + j] = 0.0f;
                global[i * 768 + j] =
                    global[i * 768 + j] + a[i * 768 + k] * b[j * 768 + k];
              }
            }
      for (int ax0 = 0; ax0 < 64; ++ax0) {
#pragma omp simd
        for (int ax1 = 0; ax1 < 16; ++ax1) {
          int v1 = i1_0 * 48 + i1_1 * 16 + ax1;
          c[ax0 * 768 + v1] = global[ax0 * 768 + v1];
        }
      }
    }
  }
  free(global);
  return 0;
}

/* test_tir_schedule_sampling__tiled_conv2d_with_padding: NHWC, 7x7 stride 2,
 * 1x224x224x3 -> 1x112x112x64, the input padded by 3 first. */
int32_t c_sched_conv2d(const float* in, const float* weight, float* out) {
  float* pad = malloc(sizeof(float) * 230 * 230 * 3);
  if (!pad)
    return -1;
  for (int i1 = 0; i1 < 230; ++i1)
    for (int i2 = 0; i2 < 230; ++i2)
      for (int i3 = 0; i3 < 3; ++i3)
        pad[(i1 * 230 + i2) * 3 + i3] =
            3 <= i1 && i1 < 227 && 3 <= i2 && i2 < 227
                ? in[((i1 - 3) * 224 + (i2 - 3)) * 3 + i3]
                : 0.0f;
  for (int i2_0 = 0; i2_0 < 4; ++i2_0)
    for (int i1_1_1 = 0; i1_1_1 < 2; ++i1_1_1)
      for (int i2_1_1 = 0; i2_1_1 < 4; ++i2_1_1)
        for (int i4_0 = 0; i4_0 < 7; ++i4_0)
          for (int i5_0 = 0; i5_0 < 7; ++i5_0)
            for (int i6_1 = 0; i6_1 < 3; ++i6_1)
              for (int i1_3 = 0; i1_3 < 56; ++i1_3)
                for (int i2_3 = 0; i2_3 < 7; ++i2_3)
                  for (int i3_3 = 0; i3_3 < 64; ++i3_3) {
                    int h = i1_1_1 * 56 + i1_3;
                    int w = i2_0 * 28 + i2_1_1 * 7 + i2_3;
                    int co = i3_3, rh = i4_0, rw = i5_0, rc = i6_1;
                    float* o = &out[(h * 112 + w) * 64 + co];
                    if (rh == 0 && rw == 0 && rc == 0)
                      *o = 0.0f;
                    *o = *o + pad[((h * 2 + rh) * 230 + (w * 2 + rw)) * 3 +
                                  co / 64 * 3 + rc] *
                                  weight[((rh * 7 + rw) * 3 + rc) * 64 + co];
                  }
  free(pad);
  return 0;
}

/* test_meta_schedule_schedule_rule_auto_inline__SoftmaxAfterInline:
 * softmax of each row of a 256x256 matrix. */
int32_t c_sched_softmax(const float* a, float* norm) {
  float maxelem[256], expsum[256];
  for (int i0 = 0; i0 < 256; ++i0)
    for (int i1 = 0; i1 < 256; ++i1) {
      if (i1 == 0)
        maxelem[i0] = -FLT_MAX;
      maxelem[i0] = maxelem[i0] > a[i0 * 256 + i1] ? maxelem[i0] : a[i0 * 256 + i1];
    }
  for (int i0 = 0; i0 < 256; ++i0)
    for (int i1 = 0; i1 < 256; ++i1) {
      if (i1 == 0)
        expsum[i0] = 0.0f;
      expsum[i0] = expsum[i0] + expf(a[i0 * 256 + i1] - maxelem[i0]);
    }
  for (int i0 = 0; i0 < 256; ++i0)
    for (int i1 = 0; i1 < 256; ++i1)
      norm[i0 * 256 + i1] = expf(a[i0 * 256 + i1] - maxelem[i0]) / expsum[i0];
  return 0;
}
