//===- Kernels.cpp - PrimFunc loops vs the same loops in C at -O3 ---------===//

#include "Data.h"

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

using prim::bench::filled;

template <int32_t (*F)(float *, float *, float *)>
void vecAdd(benchmark::State &state) {
  constexpr int64_t n = 1 << 20;
  auto a = filled(n), b = filled(n), c = filled(n);
  for (auto _ : state) {
    benchmark::DoNotOptimize(F(a.data(), b.data(), c.data()));
    benchmark::ClobberMemory();
  }
  // Two loads and one store per element.
  state.SetBytesProcessed(state.iterations() * n * 3 * sizeof(float));
}

template <int32_t (*F)(float *, float *)> void rowSum(benchmark::State &state) {
  constexpr int64_t n = 1024;
  auto a = filled(n * n), out = filled(n);
  for (auto _ : state) {
    benchmark::DoNotOptimize(F(a.data(), out.data()));
    benchmark::ClobberMemory();
  }
  state.SetBytesProcessed(state.iterations() * (n * n + n) * sizeof(float));
}

template <int32_t (*F)(float *, float *, float *)>
void matmul(benchmark::State &state) {
  constexpr int64_t n = 256;
  auto a = filled(n * n), b = filled(n * n), c = filled(n * n);
  for (auto _ : state) {
    benchmark::DoNotOptimize(F(a.data(), b.data(), c.data()));
    benchmark::ClobberMemory();
  }
  // items_per_second is FLOP/s.
  state.SetItemsProcessed(state.iterations() * 2 * n * n * n);
}

} // namespace

int main(int argc, char **argv) {
  benchmark::RegisterBenchmark("kernels/vec_add_1m/prim", vecAdd<prim_vec_add>);
  benchmark::RegisterBenchmark("kernels/vec_add_1m/c", vecAdd<c_vec_add>);
  benchmark::RegisterBenchmark("kernels/row_sum_1024x1024/prim", rowSum<prim_row_sum>);
  benchmark::RegisterBenchmark("kernels/row_sum_1024x1024/c", rowSum<c_row_sum>);
  benchmark::RegisterBenchmark("kernels/matmul_256/prim", matmul<prim_matmul>);
  benchmark::RegisterBenchmark("kernels/matmul_256/c", matmul<c_matmul>);
  benchmark::Initialize(&argc, argv);
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
