#!/usr/bin/env bash
# Builds Prim in Release with the benchmarks, runs them side by side with
# their clang-22 peers, and rewrites docs/Performance.md.
#
#   utils/bench.sh           the full run (several minutes)
#   utils/bench.sh --quick   fewer repetitions and compile sizes (< 2 minutes)
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"

quick=()
for arg in "$@"; do
  case "$arg" in
    --quick) quick=(--quick) ;;
    *) echo "usage: $0 [--quick]" >&2; exit 2 ;;
  esac
done

prim_install_packages
# TVM v0.20's runtime, whose thread pool utils/bench_parallel.py compares.
prim_find_runtimes || { echo "no TVM runtimes from $PRIM_RUNTIMES_SCRIPT" >&2; exit 1; }
PRIM_BUILD_TYPE=Release prim_configure -DPRIM_BUILD_BENCHMARKS=ON "${PRIM_RUNTIME_DIRS[@]}"
prim_build prim-compile prim-translate prim-bench-intra prim-bench-cross \
  prim-bench-kernels prim-bench-parallel prim-bench-parallel-tvm \
  prim-bench-scheduled
python3 "$PRIM_ROOT/utils/bench.py" --build-dir "$PRIM_BUILD_DIR" "${quick[@]}"
