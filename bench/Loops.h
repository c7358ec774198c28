//===- Loops.h - Timed loops shared by the kernel benchmarks ----*- C++ -*-===//
//
// Kernels.cpp and Parallel.cpp time the same kernels, serial and parallel:
// each loop takes the kernel, Prim's or its C peer, and the problem size.
// Every call's status is checked, and the output of the last one is compared
// with a reference computed here: a kernel that fails or disagrees fails its
// benchmark and the run (main returns failed()).
//
//===----------------------------------------------------------------------===//

#ifndef PRIM_BENCH_LOOPS_H
#define PRIM_BENCH_LOOPS_H

#include "Data.h"

#include <benchmark/benchmark.h>

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <limits>
#include <string>
#include <vector>

namespace prim::bench {

/// c = f(a, b) over float buffers, as Prim and the C peers export it.
using BinaryKernel = int32_t (*)(float *, float *, float *);

/// Whether any benchmark failed: main's exit status.
inline bool &failed() {
  static bool any = false;
  return any;
}

/// Fails `state` and the run with `message`.
inline void fail(benchmark::State &state, const std::string &message) {
  std::fprintf(stderr, "%s\n", message.c_str());
  state.SkipWithError(message.c_str());
  failed() = true;
}

/// Fails `state` unless the kernel returned 0; returns whether it did.
inline bool succeeded(benchmark::State &state, int32_t status) {
  if (status == 0)
    return true;
  fail(state, "the kernel returned " + std::to_string(status));
  return false;
}

/// Fails `state` unless `out` matches `expected` (to rounding: the two
/// compilers may contract a * b + c differently or sum in another order).
inline void checkOutput(benchmark::State &state, const std::vector<float> &out,
                        const std::vector<float> &expected) {
  for (size_t i = 0; i < expected.size(); ++i) {
    float x = out[i], y = expected[i];
    if (!(std::fabs(x - y) <= 1e-4f * std::fmax(1.0f, std::fabs(y)))) {
      fail(state, "output " + std::to_string(i) + " is " + std::to_string(x) +
                      ", expected " + std::to_string(y));
      return;
    }
  }
}

/// An output buffer that no kernel writes by chance: NaN everywhere.
inline std::vector<float> unwritten(int64_t n) {
  return std::vector<float>(n, std::numeric_limits<float>::quiet_NaN());
}

/// c = a + b on N floats.
template <int64_t N, BinaryKernel F> void vecAdd(benchmark::State &state) {
  auto a = filled(N), b = filled(N), c = unwritten(N);
  for (auto _ : state) {
    if (!succeeded(state, F(a.data(), b.data(), c.data())))
      return;
    benchmark::ClobberMemory();
  }
  // Two loads and one store per element.
  state.SetBytesProcessed(state.iterations() * N * 3 * sizeof(float));
  std::vector<float> expected(N);
  for (int64_t i = 0; i < N; ++i)
    expected[i] = a[i] + b[i];
  checkOutput(state, c, expected);
}

/// c = a * b, N x N floats each.
template <int64_t N, BinaryKernel F> void matmul(benchmark::State &state) {
  auto a = filled(N * N), b = filled(N * N), c = unwritten(N * N);
  for (auto _ : state) {
    if (!succeeded(state, F(a.data(), b.data(), c.data())))
      return;
    benchmark::ClobberMemory();
  }
  // items_per_second is FLOP/s.
  state.SetItemsProcessed(state.iterations() * 2 * N * N * N);
  std::vector<float> expected(N * N, 0.0f);
  for (int64_t i = 0; i < N; ++i)
    for (int64_t k = 0; k < N; ++k)
      for (int64_t j = 0; j < N; ++j)
        expected[i * N + j] += a[i * N + k] * b[k * N + j];
  checkOutput(state, c, expected);
}

} // namespace prim::bench

#endif // PRIM_BENCH_LOOPS_H
