#!/usr/bin/env python3
"""Scheduled TVM kernels: three scheduled CPU kernels of TVM v0.20's tests,
read at run time from ../shared/tvm-tests-v0.20 and compiled by Prim, against
the same loop nests in C, side by side in one process
(build/bench/prim-bench-scheduled). Prints the Markdown section of
docs/Performance.md that utils/bench.py includes.

    utils/bench_scheduled.py --build-dir build [--quick]
"""
import argparse
import os

from bench import ROOT, medians

CORPUS = os.path.join(ROOT, "..", "shared", "tvm-tests-v0.20")


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--build-dir", required=True)
    parser.add_argument("--quick", action="store_true")
    args = parser.parse_args()
    repetitions, min_time = (3, 0.05) if args.quick else (10, 0.2)
    lines = []
    w = lines.append
    w("## 6. Scheduled TVM kernels (-O3)")
    w("")
    w("Three scheduled CPU kernels of TVM v0.20's own tests, read at run time from "
      "`../shared/tvm-tests-v0.20/files` and compiled by `prim-translate "
      "--import-tvmscript` and `prim-compile --emit=shared --abi=tvm-ffi -O3 "
      "--mcpu=native`, called through their packed entries, against the same loop "
      "nests in C (`bench/peers/scheduled.c`, clang-22 `-O3 -march=native -fopenmp`, "
      "T.vectorized as `#pragma omp simd`), on the same inputs, whose outputs agree "
      f"before timing; medians of {repetitions} repetitions in one process, "
      "interleaved in random order. Issue 37 asks for Prim/C at or above 1.00.")
    w("")
    if not os.path.isdir(os.path.join(CORPUS, "files")):
        w(f"Skipped: the corpus is not at `{os.path.normpath(CORPUS)}`.")
        print("\n".join(lines))
        return
    load_before = os.getloadavg()[0]
    r = medians(os.path.join(args.build_dir, "bench", "prim-bench-scheduled"),
                repetitions, min_time, ["--benchmark_enable_random_interleaving=true"])
    load_after = os.getloadavg()[0]
    w(f"Load average (1 min) when the run started and ended: {load_before:.1f} and "
      f"{load_after:.1f}, on {os.cpu_count()} CPUs.")
    w("")
    w("| kernel (corpus file) | Prim | C | Prim/C |")
    w("|---|---|---|---|")
    for name, label, scale, unit in [
            ("matmul", "tiled matmul 64x768x768, T.vectorized(16) "
             "(`..._rewrite_parallel_vectorize_unroll__after_matmul_vectorize`)",
             1e9, "GFLOP/s"),
            ("conv2d", "tiled conv2d NHWC 224x224x3, 7x7/2, 64 out "
             "(`test_tir_schedule_sampling__tiled_conv2d_with_padding`)", 1e9, "GFLOP/s"),
            ("softmax", "softmax 256x256 "
             "(`..._auto_inline__SoftmaxAfterInline`)", 1e6, "M elements/s")]:
        p = r[f"scheduled/{name}/prim"]["items_per_second"] / scale
        c = r[f"scheduled/{name}/c"]["items_per_second"] / scale
        w(f"| {label} | {p:.2f} {unit} | {c:.2f} {unit} | {p / c:.2f} |")
    w("")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
