#!/usr/bin/env python3
"""Multi-core kernels: Prim's parallel loops on PrimRuntime's thread pool
against the same loops with OpenMP (build/bench/prim-bench-parallel, both
in one process) and against the same objects linked with TVM v0.20's
runtime, whose TVMBackendParallelLaunch is TVM's pool
(build/bench/prim-bench-parallel-tvm, built when PRIM_TVM_LEGACY_DIR holds
build/libtvm_runtime.so), at every thread count from 1 to the CPUs. Prints
the Markdown section of docs/Performance.md that utils/bench.py includes.

    utils/bench_parallel.py --build-dir build [--quick] [--threads 1,2,4]
                            [--baseline OTHER/bench/prim-bench-parallel]

--baseline adds a column for another build's prim-bench-parallel (say, of
the main branch): its PrimRuntime's pool on the same objects' kernels.
"""
import argparse
import os

from bench import medians

KERNELS = [("add_4m", "elementwise add, 4M f32", "bytes_per_second", "GB/s"),
           ("matmul_512", "matmul loop nest, 512x512 f32", "items_per_second", "GFLOP/s")]


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--build-dir", required=True)
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--threads", type=lambda s: [int(x) for x in s.split(",")],
                        help="thread counts (default: 1 to the CPU count)")
    parser.add_argument("--baseline", metavar="EXE",
                        help="another build's prim-bench-parallel, as a column")
    args = parser.parse_args()
    repetitions, min_time = (3, 0.05) if args.quick else (10, 0.2)
    cpus = os.cpu_count() or 1
    counts = args.threads or list(range(1, cpus + 1))
    bench = os.path.join(args.build_dir, "bench")
    prim_exe = os.path.join(bench, "prim-bench-parallel")
    tvm_exe = os.path.join(bench, "prim-bench-parallel-tvm")
    if not os.path.exists(tvm_exe):
        raise SystemExit(f"{tvm_exe} is missing: configure with PRIM_TVM_LEGACY_DIR "
                         "(a TVM v0.20 tree with build/libtvm_runtime.so)")
    # Prim's and OpenMP's repetitions alternate, so that a busy spell of a
    # shared machine hits both.
    interleave = ["--benchmark_enable_random_interleaving=true"]
    only_prim = ["--benchmark_filter=/prim(/|$)"]

    rows = []
    for t in counts:
        env = dict(os.environ, TVM_NUM_THREADS=str(t), OMP_NUM_THREADS=str(t),
                   OMP_PROC_BIND="false")
        load = os.getloadavg()[0]
        ours = medians(prim_exe, repetitions, min_time, interleave, env)
        tvm = medians(tvm_exe, repetitions, min_time, interleave + only_prim, env)
        base = (medians(args.baseline, repetitions, min_time, interleave + only_prim, env)
                if args.baseline else None)
        rows.append((t, load, os.getloadavg()[0], ours, tvm, base))

    lines = []
    w = lines.append
    w(f"## 5. Multi-core kernels (-O3, 1 to {max(counts)} threads)")
    w("")
    w("The parallel loops of `bench/kernels/parallel.mlir` (`scf.parallel` over "
      "the outer loop, through `TVMBackendParallelLaunch`) on PrimRuntime's thread "
      "pool, the same objects linked with TVM v0.20's `libtvm_runtime.so` instead "
      "(TVM's pool), and the same C loops with `#pragma omp parallel for "
      "schedule(static)` (`bench/peers/parallel.c`, clang-22 `-fopenmp`, libomp-22), "
      "each with T threads (`TVM_NUM_THREADS`, `OMP_NUM_THREADS`), medians of "
      f"{repetitions} repetitions; PrimRuntime's and OpenMP's interleaved in random "
      "order in one process, TVM's in a second process right after. Aim: a launch "
      "at or below OpenMP's and TVM's time, throughput at or above 0.95x OpenMP.")
    w("")
    w(f"The load average (1 min) before and after each thread count's runs is beside "
      f"it, on {cpus} CPUs: wall-clock figures of multi-threaded code on a machine "
      "whose other processes want more CPUs than it has measure the scheduler as "
      "much as the code.")
    w("")
    w("Cost of one launch whose tasks do nothing (`prim_par_empty`: an `scf.parallel` "
      "whose tasks have an empty body) against an empty `#pragma omp parallel` region:")
    w("")
    before = " | PrimRuntime before" if args.baseline else ""
    w(f"| T | load | PrimRuntime{before} | TVM's pool | OpenMP | Prim/TVM | Prim/OpenMP |")
    w("|---:|---|---:|" + ("---:|" if args.baseline else "") + "---:|---:|---:|---:|")
    for t, load0, load1, ours, tvm, base in rows:
        p = ours["parallel/empty_launch/prim"]["ns"]
        c = ours["parallel/empty_launch/omp"]["ns"]
        v = tvm["parallel/empty_launch/prim"]["ns"]
        b = f" | {base['parallel/empty_launch/prim']['ns']:.0f} ns" if base else ""
        w(f"| {t} | {load0:.1f}, {load1:.1f} | {p:.0f} ns{b} | {v:.0f} ns | {c:.0f} ns | "
          f"{p / v:.2f} | {p / c:.2f} |")
    w("")
    for name, label, metric, unit in KERNELS:
        w(f"{label}, {unit}:")
        w("")
        w(f"| T | load | PrimRuntime{before} | TVM's pool | OpenMP | Prim/TVM | Prim/OpenMP |")
        w("|---:|---|---:|" + ("---:|" if args.baseline else "") + "---:|---:|---:|---:|")
        for t, load0, load1, ours, tvm, base in rows:
            p = ours[f"parallel/{name}/prim"][metric] / 1e9
            c = ours[f"parallel/{name}/omp"][metric] / 1e9
            v = tvm[f"parallel/{name}/prim"][metric] / 1e9
            b = f" | {base[f'parallel/{name}/prim'][metric] / 1e9:.2f}" if base else ""
            w(f"| {t} | {load0:.1f}, {load1:.1f} | {p:.2f}{b} | {v:.2f} | {c:.2f} | "
              f"{p / v:.2f} | {p / c:.2f} |")
        w("")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
