//===- Kernels.cpp - PrimFunc loops vs the same loops in C at -O3 ---------===//

#include "Loops.h"

#include <benchmark/benchmark.h>

#include <cstdint>
#include <vector>

extern "C" {
int32_t prim_vec_add(float *a, float *b, float *c);
int32_t prim_row_sum(float *a, float *out);
int32_t prim_matmul(float *a, float *b, float *c);
int32_t c_vec_add(float *a, float *b, float *c);
int32_t c_row_sum(float *a, float *out);
int32_t c_matmul(float *a, float *b, float *c);
}

namespace {

using namespace prim::bench;

template <int32_t (*F)(float *, float *)> void rowSum(benchmark::State &state) {
  constexpr int64_t n = 1024;
  auto a = filled(n * n), out = unwritten(n);
  for (auto _ : state) {
    if (!succeeded(state, F(a.data(), out.data())))
      return;
    benchmark::ClobberMemory();
  }
  state.SetBytesProcessed(state.iterations() * (n * n + n) * sizeof(float));
  std::vector<float> expected(n, 0.0f);
  for (int64_t i = 0; i < n; ++i)
    for (int64_t j = 0; j < n; ++j)
      expected[i] += a[i * n + j];
  checkOutput(state, out, expected);
}

} // namespace

int main(int argc, char **argv) {
  benchmark::RegisterBenchmark("kernels/vec_add_1m/prim",
                               vecAdd<1 << 20, prim_vec_add>);
  benchmark::RegisterBenchmark("kernels/vec_add_1m/c",
                               vecAdd<1 << 20, c_vec_add>);
  benchmark::RegisterBenchmark("kernels/row_sum_1024x1024/prim", rowSum<prim_row_sum>);
  benchmark::RegisterBenchmark("kernels/row_sum_1024x1024/c", rowSum<c_row_sum>);
  benchmark::RegisterBenchmark("kernels/matmul_256/prim",
                               matmul<256, prim_matmul>);
  benchmark::RegisterBenchmark("kernels/matmul_256/c", matmul<256, c_matmul>);
  benchmark::Initialize(&argc, argv);
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return failed() ? 1 : 0;
}
