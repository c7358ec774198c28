//===- IntraModule.cpp - Packed calls inside one module vs unpacked C -----===//
//
// Each Prim function is an unpacked caller that reaches its callee through
// prim.call_cpacked; its peer is the same computation as unpacked C. Both are
// compiled at -O2 for the host and called through the same C signature.
//
//===----------------------------------------------------------------------===//

#include <benchmark/benchmark.h>

#include <cstdint>
#include <vector>

extern "C" {
// Prim (examples/add_via_packed.mlir, kernels/intra_module.mlir).
int32_t AddViaPackedCFunc(float *x, float *y);
int32_t prim_add_one_4x5(float *a, float *b);
int32_t prim_add_one_1m(float *a, float *b);
// C peers (peers/intra_module.c).
int32_t c_add_via_packed(float *x, const float *y);
int32_t c_add_one_4x5(const float *a, float *b);
int32_t c_add_one_1m(const float *a, float *b);
}

namespace {

template <int32_t (*F)(float *, float *)>
void run(benchmark::State &state, int64_t elements) {
  std::vector<float> a(elements, 1.5f), b(elements, 0.0f);
  for (auto _ : state) {
    benchmark::DoNotOptimize(F(a.data(), b.data()));
    benchmark::ClobberMemory();
  }
  state.SetBytesProcessed(state.iterations() * elements * 2 * sizeof(float));
}

// The C peers' signatures differ only in const.
int32_t cSeed(float *x, float *y) { return c_add_via_packed(x, y); }
int32_t c4x5(float *a, float *b) { return c_add_one_4x5(a, b); }
int32_t c1m(float *a, float *b) { return c_add_one_1m(a, b); }

} // namespace

int main(int argc, char **argv) {
  benchmark::RegisterBenchmark("intra/seed/prim", run<AddViaPackedCFunc>, 9);
  benchmark::RegisterBenchmark("intra/seed/c", run<cSeed>, 9);
  benchmark::RegisterBenchmark("intra/add_one_4x5/prim", run<prim_add_one_4x5>, 20);
  benchmark::RegisterBenchmark("intra/add_one_4x5/c", run<c4x5>, 20);
  benchmark::RegisterBenchmark("intra/add_one_1m/prim", run<prim_add_one_1m>, 1 << 20);
  benchmark::RegisterBenchmark("intra/add_one_1m/c", run<c1m>, 1 << 20);
  benchmark::Initialize(&argc, argv);
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
