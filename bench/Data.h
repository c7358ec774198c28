//===- Data.h - Inputs shared by the kernel benchmarks ----------*- C++ -*-===//

#ifndef PRIM_BENCH_DATA_H
#define PRIM_BENCH_DATA_H

#include <cstdint>
#include <vector>

namespace prim::bench {

/// n floats of small, exactly representable values, the same for the Prim
/// side and its C peer.
inline std::vector<float> filled(int64_t n) {
  std::vector<float> v(n);
  for (int64_t i = 0; i < n; ++i)
    v[i] = static_cast<float>(i % 97) * 0.25f;
  return v;
}

} // namespace prim::bench

#endif // PRIM_BENCH_DATA_H
