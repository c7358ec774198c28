//===- Parallel.cpp - Prim's parallel loops vs the same loops with OpenMP -===//
//
// Both sides use the same number of threads: TVM_NUM_THREADS for
// PrimRuntime's pool and OMP_NUM_THREADS for OpenMP (utils/bench_parallel.py
// sets both to the CPU count). Rates are per wall-clock second: the work
// runs on several threads, so the calling thread's CPU time says nothing.
//
//===----------------------------------------------------------------------===//

#include "Loops.h"

#include <benchmark/benchmark.h>

#include <cstdint>
#include <cstdio>

extern "C" {
int32_t prim_par_add(float *a, float *b, float *c);
int32_t prim_par_matmul(float *a, float *b, float *c);
int32_t prim_par_empty();
int32_t c_par_add(float *a, float *b, float *c);
int32_t c_par_matmul(float *a, float *b, float *c);
int32_t c_par_empty();
}

namespace {

using namespace prim::bench;

template <int32_t (*F)()> void parEmpty(benchmark::State &state) {
  for (auto _ : state)
    if (!succeeded(state, F()))
      return;
}

} // namespace

int main(int argc, char **argv) {
  // Warm both pools up before timing anything.
  if (prim_par_empty() != 0 || c_par_empty() != 0) {
    std::fprintf(stderr, "the empty parallel loops failed\n");
    return 1;
  }
  benchmark::RegisterBenchmark("parallel/add_4m/prim",
                               vecAdd<1 << 22, prim_par_add>)
      ->UseRealTime();
  benchmark::RegisterBenchmark("parallel/add_4m/omp",
                               vecAdd<1 << 22, c_par_add>)
      ->UseRealTime();
  benchmark::RegisterBenchmark("parallel/matmul_512/prim",
                               matmul<512, prim_par_matmul>)
      ->UseRealTime();
  benchmark::RegisterBenchmark("parallel/matmul_512/omp",
                               matmul<512, c_par_matmul>)
      ->UseRealTime();
  benchmark::RegisterBenchmark("parallel/empty_launch/prim", parEmpty<prim_par_empty>)
      ->UseRealTime();
  benchmark::RegisterBenchmark("parallel/empty_launch/omp", parEmpty<c_par_empty>)
      ->UseRealTime();
  benchmark::Initialize(&argc, argv);
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return failed() ? 1 : 0;
}
