//===- Loops.h - Timed loops shared by the kernel benchmarks ----*- C++ -*-===//
//
// Kernels.cpp and Parallel.cpp time the same kernels, serial and parallel:
// each loop takes the kernel, Prim's or its C peer, and the problem size.
//
//===----------------------------------------------------------------------===//

#ifndef PRIM_BENCH_LOOPS_H
#define PRIM_BENCH_LOOPS_H

#include "Data.h"

#include <benchmark/benchmark.h>

#include <cstdint>

namespace prim::bench {

/// c = f(a, b) over float buffers, as Prim and the C peers export it.
using BinaryKernel = int32_t (*)(float *, float *, float *);

/// c = a + b on N floats.
template <int64_t N, BinaryKernel F> void vecAdd(benchmark::State &state) {
  auto a = filled(N), b = filled(N), c = filled(N);
  for (auto _ : state) {
    benchmark::DoNotOptimize(F(a.data(), b.data(), c.data()));
    benchmark::ClobberMemory();
  }
  // Two loads and one store per element.
  state.SetBytesProcessed(state.iterations() * N * 3 * sizeof(float));
}

/// c = a * b, N x N floats each.
template <int64_t N, BinaryKernel F> void matmul(benchmark::State &state) {
  auto a = filled(N * N), b = filled(N * N), c = filled(N * N);
  for (auto _ : state) {
    benchmark::DoNotOptimize(F(a.data(), b.data(), c.data()));
    benchmark::ClobberMemory();
  }
  // items_per_second is FLOP/s.
  state.SetItemsProcessed(state.iterations() * 2 * N * N * N);
}

} // namespace prim::bench

#endif // PRIM_BENCH_LOOPS_H
