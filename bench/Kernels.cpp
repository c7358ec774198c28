//===- Kernels.cpp - PrimFunc loops vs the same loops in C at -O3 ---------===//

#include "Loops.h"

#include <benchmark/benchmark.h>

#include <cstdint>

extern "C" {
int32_t prim_vec_add(float *a, float *b, float *c);
int32_t prim_row_sum(float *a, float *out);
int32_t prim_matmul(float *a, float *b, float *c);
int32_t c_vec_add(float *a, float *b, float *c);
int32_t c_row_sum(float *a, float *out);
int32_t c_matmul(float *a, float *b, float *c);
}

namespace {

using prim::bench::filled;
using prim::bench::matmul;
using prim::bench::vecAdd;

template <int32_t (*F)(float *, float *)> void rowSum(benchmark::State &state) {
  constexpr int64_t n = 1024;
  auto a = filled(n * n), out = filled(n);
  for (auto _ : state) {
    benchmark::DoNotOptimize(F(a.data(), out.data()));
    benchmark::ClobberMemory();
  }
  state.SetBytesProcessed(state.iterations() * (n * n + n) * sizeof(float));
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
  return 0;
}
