#!/usr/bin/env python3
"""Multi-core kernels: Prim's parallel loops against the same loops with
OpenMP, both on every CPU, run side by side in one process
(build/bench/prim-bench-parallel). Prints the Markdown section of
docs/Performance.md that utils/bench.py includes.

    utils/bench_parallel.py --build-dir build [--quick]
"""
import argparse
import os

from bench import medians


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--build-dir", required=True)
    parser.add_argument("--quick", action="store_true")
    args = parser.parse_args()
    repetitions, min_time = (3, 0.05) if args.quick else (10, 0.2)
    threads = os.cpu_count() or 1
    env = dict(os.environ, TVM_NUM_THREADS=str(threads), OMP_NUM_THREADS=str(threads),
               OMP_PROC_BIND="false")
    load_before = os.getloadavg()[0]
    r = medians(os.path.join(args.build_dir, "bench", "prim-bench-parallel"),
                repetitions, min_time,
                # Prim's and OpenMP's repetitions alternate, so that a busy
                # spell of a shared machine hits both.
                ["--benchmark_enable_random_interleaving=true"], env)
    load_after = os.getloadavg()[0]

    def rate(name, metric):
        return r[name][metric] / 1e9

    lines = []
    w = lines.append
    w(f"## 5. Multi-core kernels (-O3, {threads} threads)")
    w("")
    w("The parallel loops of `bench/kernels/parallel.mlir` (`scf.parallel` over "
      "the outer loop, on PrimRuntime's thread pool through "
      "`TVMBackendParallelLaunch`) against the same C loops with "
      "`#pragma omp parallel for schedule(static)` (`bench/peers/parallel.c`, "
      "clang-22 `-fopenmp`, libomp-22), both with "
      f"{threads} threads (`TVM_NUM_THREADS`, `OMP_NUM_THREADS`), "
      f"medians of {repetitions} repetitions in one process, interleaved in random order. Aim: at or above 0.95x OpenMP.")
    w("")
    w(f"Load average (1 min) when the run started and ended: {load_before:.1f} and "
      f"{load_after:.1f}, on {threads} CPUs. Wall-clock rates of multi-threaded code on a "
      "machine whose other processes want more CPUs than it has measure the scheduler "
      "as much as the code: read these ratios only next to that load.")
    w("")
    w("| kernel | Prim | OpenMP | Prim/OpenMP |")
    w("|---|---|---|---|")
    for name, label, metric, unit in [
            ("add_4m", "elementwise add, 4M f32", "bytes_per_second", "GB/s"),
            ("matmul_512", "matmul loop nest, 512x512 f32", "items_per_second", "GFLOP/s")]:
        p = rate(f"parallel/{name}/prim", metric)
        c = rate(f"parallel/{name}/omp", metric)
        w(f"| {label} | {p:.2f} {unit} | {c:.2f} {unit} | {p / c:.2f} |")
    w("")
    p = r["parallel/empty_launch/prim"]["ns"]
    c = r["parallel/empty_launch/omp"]["ns"]
    w("Cost of one launch whose tasks do nothing (`prim_par_empty`: an "
      "`scf.parallel` of one iteration per thread with an empty body) against "
      "an empty `#pragma omp parallel` region:")
    w("")
    w("| | Prim | OpenMP | Prim/OpenMP |")
    w("|---|---|---|---|")
    w(f"| empty parallel launch | {p:.0f} ns | {c:.0f} ns | {p / c:.2f} |")
    w("")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
