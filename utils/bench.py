#!/usr/bin/env python3
"""Runs Prim's benchmarks side by side with their peers and writes
docs/Performance.md. Called by utils/bench.sh after a Release build with
-DPRIM_BUILD_BENCHMARKS=ON.

Every figure is the median of repeated Google Benchmark runs; ratios compare
two figures measured in the same process, one after the other.
"""

import argparse
import datetime
import json
import os
import platform
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# What the figures mean, from the investigations behind them. Kept with the
# script so that a rerun writes it again; revise it when the causes change.
FINDINGS = """## Findings (as of the commit that wrote this file)

- Intra-module: `objdump` shows the same machine code for each Prim caller
  and its C peer, and the LLVM instruction counts are equal. The ratios that
  differ from 1.00 (the seed's in particular) are code placement and timer
  noise on a shared 2-core machine, not work.
- Cross-library: two changes made Prim's checking entry as fast as the
  hand-written packed C: every check's branch is weighted unlikely (as
  `__builtin_expect`), and the dtype and a static byte_offset are compared as
  one word each, with the field-by-field diagnosis only on failure. Before
  them the tvm-ffi ratio was 1.19. Prim minus the direct call is the cost of
  the packed convention itself (argument packing and two DLTensor checks);
  the hand-written packed C pays the same. `call_packed` by name adds the
  runtime's trampoline (`TVMFFIFunctionCall`/`TVMFuncCall` into the
  registry's cell) on top. The first call includes the registry lookup on a
  freshly loaded library.
  Two later changes to the entry's fast path (2026-11-27) brought tvm-ffi,
  which had stayed at 1.04 to 1.11 of the C (below), under it:
  - c6dc5b4: an identity layout's strides are read behind a branch taken
    only when the array is there. Before, a NULL array read the shape
    array instead, through a select, which kept three more values live to
    the check: add_one's tvm-ffi entry saved two callee-saved registers
    (`push rbp; push rbx; push rax`, now `push rbx`).
  - e79d30c: a buffer's ndim and dtype are one 64-bit compare (ndim's i32
    and the dtype word after it, in the target's byte order), a load,
    compare and branch fewer per buffer; the entry now saves no
    callee-saved register.

  `prim-bench-cross --benchmark_filter='/(prim_packed|c_packed)$'
  --benchmark_repetitions=15`, the minimum of each, four rounds
  alternating the three builds' `cross_*.so` (a noisy hour; Prim/C):

  | add_one | before | strides behind a branch | and ndim+dtype as one word |
  |---|---:|---:|---:|
  | tvm-ffi | 1.02 to 1.09 | 0.95 to 0.98 | 0.88 to 0.94 |
  | tvm-legacy | 0.94 to 0.99 | 0.95 to 0.99 | 0.86 to 0.88 |

  The functions of `utils/gen_modules.py --count 10 --chain 1`, called in
  turn 2000 times (prim-compile and clang-22 at -O2 -march=native; the
  best of 15 batches, ns per call): axpy 4.3-4.6 before, 4.0 after (C
  4.0); `--shape dynamic` 5.1-5.5, 4.3 (C 4.3). Compile time did not
  grow: N = 10 1 to 3% less wall time, axpy N = 100 on one thread 7%
  less (alternating runs).
- Kernels: the matmul PrimFunc marks its multiply-add `fastmath<contract>`;
  clang contracts `c += a * b` into an FMA by default (-ffp-contract=on), and
  without the flag the two sides compute different things (Prim was 0.89x).
- Compile time (section 4, tree 6a4e70c, 2026-11-27 04:06 to 04:28):
  prim-compile takes 0.43, 0.34, 0.30 and 0.21 of clang-22's wall time at
  N = 10, 100, 1000 and 10,000 functions (52.5 s against 252.8 s at
  10,000). Peak RSS at N = 10,000 is 717.6 MiB against clang's 1735.6
  MiB; the fitted scaling exponent is 0.89 over N = 10 to 10,000 and 0.96
  over N = 100 to 10,000 (clang 0.99 and 1.06), and the local exponent
  from 1000 to 10,000 (one run each) 0.96 against clang's 1.12. The
  entries' ndim and dtype as one word and their strides behind a branch
  (c6dc5b4, e79d30c; "Cross-library" above) made the objects smaller
  (N = 10,000: 20,737,704 bytes against 21,256,584) and the one-thread
  compile shorter (150.1 s against 166.9). Bytes are the same for one
  thread and two at every N. The held-out shapes are in "Held-out
  shapes" below.
  On 4cef01a (01:08 to 01:29 the same day): 0.50, 0.34, 0.30 and 0.23
  (57.8 s against 251.8 s at 10,000; 761.5 MiB against 1734.2; exponents
  0.89 and 0.99, local 1.04). N = 10 met the aim only just there
  (0.496), and moves with the host's noise (0.46 to
  0.60 for axpy in runs of 9 to 15 the same hour): the start-up and fixed
  costs below took prim-compile from 0.161 s to 0.130. The objects at N = 1000 and 10,000
  are 2088 and 152 bytes smaller than on 36be37e; 4cef01a and c6ce937
  give the same bytes, so the change came with eaa6e97, whose "same
  bytes" was checked at N = 10 and 100 only. The other six shapes at
  N = 10 are in "Start-up and the fixed costs of a small compile" below.
  On 36be37e, before those: 0.63, 0.36, 0.30 and 0.26 (51.7 s against
  199.4 s at 10,000; 813.6 MiB against 1734.4).
  On d6f868f, before the static link: 0.82, 0.53, 0.35 and 0.24 (50.9 s
  against 209.9 s at 10,000; 808.5 MiB against 1734.6), N = 100 moving
  between 0.38 and 0.53 from run to run with clang's own time.
  Before final-IR entries (tree 969250d, the same benchmark): 0.60, 0.44, 0.34
  and 0.30, prim-compile's own medians 0.198, 1.342, 10.895 and 101.8 s,
  and 810.7 MiB at 10,000 against clang's 1735.0; on e6c31b1 0.58,
  0.43, 0.36 and 0.35; on 62464f9, before the partitions were split
  ahead of translation (below), 0.69, 0.44, 0.38 and 0.41.
  - prim-compile links MLIR, LLVM and lld statically (880d4e4,
    `PRIM_STATIC_COMPILER`, on by default; every other binary still links
    libMLIR.so). Dynamically linked, `prim-compile --version` took 80 ms
    (minimum of 15 runs), 48 of them in an empty program that only loads
    libLLVM.so, and `perf record` put 57% of it in the dynamic loader's
    symbol lookups and relocations (libMLIR.so alone has 83,756 symbolic
    relocations). Statically linked it takes 32 ms, an empty module
    48 ms, one function 80 ms (clang-22 on the same C: 124 ms). The
    object bytes are the same (`cmp`, all seven shapes below). N = 10,
    `utils/gen_modules.py --count 10 --shape S`, `prim-compile -O2
    --mcpu=native --abi=tvm-legacy --emit=obj`, medians of 11 alternating
    runs of the static build, the dynamic one (`-DPRIM_STATIC_COMPILER=OFF`,
    same tree) and `clang-22 -O2 -march=native -c` (2026-11-26 22:22):

    | shape | static s | dynamic s | clang-22 s | prim/clang static (dynamic) |
    |---|---:|---:|---:|---:|
    | axpy | 0.158 | 0.207 | 0.240 | 0.66 (0.86) |
    | matvec | 0.274 | 0.324 | 0.514 | 0.53 (0.63) |
    | bcast | 0.202 | 0.227 | 0.311 | 0.65 (0.73) |
    | transpose | 0.184 | 0.223 | 0.292 | 0.63 (0.76) |
    | stencil | 0.165 | 0.214 | 0.260 | 0.63 (0.82) |
    | matmul | 0.175 | 0.225 | 0.313 | 0.56 (0.72) |
    | muladd | 0.181 | 0.230 | 0.331 | 0.55 (0.69) |

    N = 10 still misses 0.5. The serial part of a 10-function compile is
    about 80 ms of its 150 (start-up 32, MLIR context, dialects and target
    48 in all for an empty module, parsing 5, MLIR pipeline 14, joining the
    two partitions with lld 8.5), and what runs in parallel costs about
    clang's CPU per function: prim-compile's CPU time at N = 10 (0.225 s
    for axpy) is clang's (0.237). At N = 100 the static build gives 0.31
    to 0.39 for the seven shapes (medians of 5 alternating runs: axpy
    0.38, matvec 0.37, bcast 0.33, transpose 0.37, stencil 0.39, matmul
    0.33, muladd 0.31), against 0.37 to 0.49 linked dynamically (below).
    Tried and not kept: a non-PIE link (`--version` 27 ms instead of 32,
    N = 10 within the noise; PIE stays), packed relative relocations
    (`-z pack-relative-relocs`, 30 ms), a larger malloc top pad (no
    change). GNU ld takes 19 s and 1.4 GiB for this link; ld.lld takes 3 s.
  - Start-up and the fixed costs of a small compile (c6ce937 and the
    commits after it, 2026-11-27). On this VM a page fault costs about 12 µs (a C program
    touching 8192 fresh pages: 11.7 µs each; `MADV_POPULATE_WRITE` on the
    same: 1.2 to 1.4 µs; `MAP_POPULATE`: 0.8), and faults were most of
    what remained of prim-compile's start-up: 1653 of them for
    `--version`, 760 now.
    - prim-compile is position-dependent and holds libstdc++ (`-no-pie
      -static-libstdc++ -static-libgcc`): the loader writes into none of its
      data, where a PIE had 230,000 relative relocations and a shared
      libstdc++ 11,800 pointers to its type_info vtables, each page a
      copy-on-write fault. `-z keep-text-section-prefix` puts the static
      constructors side by side in `.text.startup`. `--version`, medians of
      21 alternating runs: 37 ms as a PIE, 33 with the constructors
      together, 26 position-dependent, 18 with libstdc++ inside; axpy at
      N = 10 0.141 -> 0.121 s (15 runs), the same bytes. Debian builds
      GCC's `cc1` position-dependent too.
    - Copying the joined object no longer zeroes a megabyte buffer first:
      4 ms at N = 10, every page of it a fault.
    - `createTargetMachine` initializes only the backend its target needs
      (`prim::initializeLLVMBackend`); all of them took 4 ms. lld
      initializes them all as it starts, so prim-compile does that on
      another core while it parses and lowers, and the in-process link
      waits for it: axpy N = 10 0.138 s against 0.142 with every backend
      initialized up front (21 runs).
    - Partitions take their target machine from a pool: as many as threads
      are built, with their subtarget (3 ms at first use, most of it page
      faults), on another thread while the module is lowered, and a
      thread's later partitions reuse its machine. axpy N = 10 0.131 s
      against 0.138 (21 runs); N = 100 0.548 against 0.622 (5 runs); N =
      1000 unchanged; the same bytes for every `--threads`.
    - lld gets a thread per two objects it joins: starting its threads was
      1 ms of the 5 that joining two partitions took; 44 objects (N = 1000)
      link in 29 ms with one thread or two.
    - The link lays out the functions that compiles run first, side by
      side (`tools/prim-compile/prim-compile.order`, 10,424 functions in
      the order they first run, written by `utils/gen_order_file.py`:
      rounds of linking with the list so far, running 19 training
      compiles under `perf record -e page-faults -d` and adding the
      functions whose code faulted; 18 rounds, still finding about 350 a
      round at the end). `--version` 20 -> 13 ms (medians of 21), 14 MiB
      resident instead of 28; axpy N = 10 0.151 -> 0.139 s, stencil 0.170
      -> 0.142 (15 alternating runs; 68 -> 48 MiB, 3171 -> 2725 faults);
      N = 100 0.763 s either way (77 -> 58 MiB), N = 1000 5.16 against
      5.20 s (2 runs; 140 -> 121 MiB); the same bytes. An order made with
      another LLVM costs only speed: the names the binary lacks are
      skipped.

    Where axpy's N = 10 compile went on 4cef01a, before the order file
    (timestamps in a build with markers, medians of 11 runs, about 135 ms
    in all): start-up to `main`
    17 to 20 ms; options, context and parsing 8 to 11; the main target
    machine 1.5; the MLIR pipeline 12 to 14 and the verifier 2; then two
    partitions in parallel, each translation 4, optimization 20 to 22,
    code generation 35 to 47, the second partition, which holds the cold
    helpers (`__prim_check_arguments`, about 6 ms of code generation),
    finishing 8 to 12 ms after the first; joining 6 (lld 4.5); the exit
    8 to 9, the kernel unmapping about 67 MB (54 MB of it code that
    fault-around mapped). Code generation of the entries is about 60% of
    code generation (`llc -time-passes` on the entries alone: 4.4 ms per
    entry, 2.7 of it instruction selection over their 25 blocks).

    Tried and not kept:

    | change | effect |
    |---|---|
    | touching each partition thread's heap ahead with `MADV_POPULATE_WRITE` | about 2 ms net at N = 10 |
    | one malloc arena, populated ahead | 30 ms slower (lock contention) |
    | `GLIBC_TUNABLES=glibc.malloc.hugetlb=1` | no huge page, no change |
    | populating the code with `MADV_POPULATE_READ` on a thread | 8 ms slower: the exit unmaps 153 MB |
    | leaving the address space to a `CLONE_VM` child, so that the exit's unmapping runs after the process ends (what mold's `--fork` does) | minimum 10 ms lower, median unchanged in back-to-back runs, and the children must be reaped |
    | the entry's cold path as one call of a module helper (8 blocks and 4 calls fewer per entry) | entries 18% smaller, `llc` time unchanged |
    | the checks as one conjunction per entry | `llc` 10 to 70% slower, code 26% larger |
    | partition weights from loops, final IR and optnone (stencil: entry 68, body 102, checker 80 instead of 136, 39, 40) | axpy's partitions finish 2.5 ms apart instead of 10.5, stencil's still 11; wall time within the noise |

    The host's noise is larger than these steps: within minutes, clang-22's
    median on axpy N = 10 moved from 0.248 to 0.286 s, and prim-compile's,
    with two threads, moved more.
  - Held-out shapes (0ab912c, 2026-11-27). Three shapes came after all the
    tuning above, and after the order file's training compiles:
    `--shape softmax` (a row's max, a sum of `expf`, a division: libm
    calls and three loops a row), `--shape conv2d` (a 6-deep nest over
    3-D and 4-D buffers) and `--shape dynamic` (axpy over a symbolic
    length n, bound from one buffer's shape and checked against the
    other's, as TVM's ArgBinder does). `gen-modules-shapes.mlir` runs
    each on both sides and compares every buffer bit for bit. On tree
    0ab912c, `prim-compile -O2 --mcpu=native --abi=tvm-legacy
    --emit=obj` against `clang-22 -O2 -march=native -c`, medians of 11
    alternating runs at N = 10 and 3 at N = 100:

    | shape | N = 10 prim s | clang-22 s | prim/clang | N = 100 prim s | clang-22 s | prim/clang |
    |---|---:|---:|---:|---:|---:|---:|
    | softmax | 0.135 | 0.298 | 0.45 | 0.791 | 2.075 | 0.38 |
    | conv2d | 0.177 | 0.387 | 0.46 | 1.251 | 3.213 | 0.39 |
    | dynamic | 0.141 | 0.314 | 0.45 | 0.850 | 2.279 | 0.37 |

    At N = 1000 (tree 6a4e70c, `python3 utils/bench_compile.py --shape S
    --counts 1000 --runs 3`, medians, 04:40 to 04:59 on a host slower
    than in the morning):

    | shape | prim s | prim 1-thread s | clang-22 s | prim/clang | prim RSS MiB | clang RSS MiB |
    |---|---:|---:|---:|---:|---:|---:|
    | softmax | 7.520 | 15.196 | 22.396 | 0.34 | 153.6 | 317.5 |
    | conv2d | 14.095 | 25.527 | 44.103 | 0.32 | 195.6 | 404.8 |
    | dynamic | 9.188 | 23.506 | 31.037 | 0.30 | 121.7 | 270.3 |

    A single run of each a few minutes earlier had given dynamic 0.50
    (prim 10.6 s against 21.2), and three alternating runs right after it
    0.32 to 0.33: one sample of prim-compile's two threads on this host
    can be a third slow. On these loop-heavy modules the work is LLVM's
    loop pipeline and instruction selection, the same as clang's (dynamic,
    N = 1000, one thread, `-time-passes`: instruction selection 6.6 s,
    loop strength reduction 2.0, the loop vectorizer 1.3; clang-22
    `-ftime-report`: 5.8, 1.9, 1.5): Prim's lead there is its two threads
    and its cheaper entries.

    The seven tuned shapes at N = 10 in the same hour (tree 62bf7be): axpy
    0.42, matvec 0.43, bcast 0.38, transpose 0.42, stencil 0.42, matmul
    0.38, muladd 0.39. Their code, called as above: softmax 3.8 µs
    against C's 6.4, conv2d 5.4 against 5.5.
  - A failing check branches straight to the entry's diagnosis block
    instead of through a block of its own that only branched there
    (nothing folded those before code generation, the entry being final
    IR; axpy N = 10: 345 LLVM IR blocks instead of 555). The objects are
    the same bytes for all seven shapes; one thread, N = 100, prim-compile
    after/before (medians of 5 alternating runs for axpy, matvec and
    bcast, 3 for the others, 23:08): axpy 1.01, matvec 0.94, bcast 0.93,
    transpose 0.99, stencil 0.97, matmul 0.99, muladd 0.93; N = 10, two
    threads, 11 runs: axpy 0.96, matvec 0.95.
  - Straight-line entries are final IR (77f62d8, 73d2ce0; docs/Lowering.md
    says how). LLVM's pipeline skips the optional passes of a function
    marked `"prim-final-ir"`, so it no longer inlines each body into its
    entry and simplifies the copy again, nor runs the checks through
    InstCombine, the SLP vectorizer and GVN; at the end of the pipeline
    the optimized body that only the entry calls is put into it. Before
    and after on one host, `utils/gen_modules.py --count 100 --chain 1
    --shape S`, `prim-compile -O2 --abi=tvm-legacy --emit=obj`, two
    threads, medians of 5 alternating runs of the two builds and clang-22
    (2026-11-26 18:17; "after" without the end-of-pipeline inlining, which
    adds no measurable time):

    | shape | before s | after s | clang-22 s | prim/clang before -> after |
    |---|---:|---:|---:|---:|
    | axpy | 0.998 | 0.735 | 1.333 | 0.75 -> 0.55 |
    | bcast | 1.584 | 1.112 | 2.889 | 0.55 -> 0.38 |
    | matmul | 1.489 | 0.950 | 1.887 | 0.79 -> 0.50 |
    | matvec | 1.287 | 0.823 | 1.644 | 0.78 -> 0.50 |
    | muladd | 1.445 | 1.001 | 1.823 | 0.79 -> 0.55 |
    | stencil | 1.086 | 0.812 | 1.282 | 0.85 -> 0.63 |
    | transpose | 1.280 | 0.903 | 1.836 | 0.70 -> 0.49 |

    One thread, axpy, N = 100 (`-time-passes`, before -> after):
    InstCombine 0.29 -> 0.07 s, the SLP vectorizer 0.083 -> 0.012,
    SimplifyCFG 0.064 -> 0.018, GVN 0.042 -> 0.005, the inliner 0.035 ->
    0.001; instruction selection stays at 0.46 to 0.48 s, most of what is
    left (0.25 s with `--checks=none`). `utils/bench_compile.py --shape S
    --counts 10,100 --runs 5 [--chain 1]` after the change (trees 77f62d8
    and d6f868f, 18:41 to 18:59), prim/clang:

    | shape | chain, N = 10 | chain, N = 100 | `--chain 1`, N = 10 | `--chain 1`, N = 100 |
    |---|---:|---:|---:|---:|
    | axpy | 0.76 | 0.46 | 0.89 | 0.43 |
    | matvec | 0.71 | 0.42 | 0.78 | 0.45 |
    | bcast | 0.68 | 0.37 | 0.83 | 0.39 |
    | transpose | 0.82 | 0.43 | 0.87 | 0.43 |
    | stencil | 0.86 | 0.45 | 0.98 | 0.49 |
    | matmul | 0.77 | 0.41 | 0.84 | 0.41 |
    | muladd | 0.88 | 0.40 | 0.67 | 0.37 |

    Two things were tried and not kept. Branching once per group of
    conditions on an i8 widened from their conjunction (so that x86's
    instruction selection does not split the branch into one per
    condition): 2 to 5% slower. `optnone` entries (FastISel): 13 to 18%
    less wall time, but section 2's calls took 1.5 to 1.6 times the hand-
    written C's time instead of 1.05 to 1.18.
    Calls: left alone, an entry called its body, and `add_one` took 0.1 to
    0.35 ns longer (tvm-ffi 5.18 to 5.48 ns against 5.08 to 5.13, legacy
    4.75 to 5.09 against 4.52 to 4.62; `prim-bench-cross
    --benchmark_filter='prim_packed$|c_packed' --benchmark_repetitions=5`,
    medians, four rounds alternating the builds' libraries). With the body
    put back in (73d2ce0) the entry is one function again, but its checks,
    no longer reordered by LLVM, kept every condition of a conjunction live
    to its branch (x86 splits the conjunction into branches): legacy 4.65
    ns against 4.35 before. With a branch per check (c300b39) both ABIs are
    faster than before the change. The host's timings were bimodal that
    hour (4.5 or 7.5 ns for the same library), so these are the minimum
    of 40 repetitions (`--benchmark_repetitions=10`, four rounds
    alternating the three builds' libraries):

    | add_one | before final IR | final IR, conjunctions | final IR, a branch per check | hand-written C |
    |---|---:|---:|---:|---:|
    | tvm-ffi | 4.90 ns | 4.86 ns | 4.71 ns | 4.25 to 4.35 ns |
    | tvm-legacy | 4.36 ns | 4.67 ns | 4.10 ns | 4.34 to 4.40 ns |

    tvm-ffi stays above the 1.05 aim of section 2 (1.11 against the C's
    minimum); legacy is at 0.94. (Since c6dc5b4 and e79d30c, tvm-ffi is
    at 0.88 to 0.94: "Cross-library" above.)
  - The partitions are split in the LLVM dialect, before translation
    (f0769a4, `lib/Compiler/Partition.cpp`): each partition is translated
    to LLVM IR, optimized and compiled on its own thread, in its own
    LLVMContext. Before, the whole module was translated into one LLVM
    module on one thread, and each partition was then cloned out of it and
    written as bitcode, also on one thread. At N = 1000 on two threads
    (`--mlir-timing`) the split went from 0.54 to 0.08 s and translation
    from 0.58 s on one thread to 0.30 s of wall time on two. Side by side,
    old and new binaries alternating (`prim-compile ... -O2 --mcpu=native
    --abi=tvm-legacy --emit=obj`, medians): N = 1000 14.54 -> 12.46 s
    (3 runs each), matvec N = 100 5.80 -> 5.61 s (3 runs), N = 10 0.242 ->
    0.234 s (31 runs). At N = 10,000 the peak RSS went from 1088 to 827
    MiB: no whole LLVM module, and no bitcode copy of each partition, exist
    any more. The split finds references by reading calls and addresses
    directly (other symbol users by a walk of their attributes): a walk of
    every operation's attributes took 0.19 of the split's 0.23 s at
    N = 1000. Errors in several partitions (malformed inline asm, for one)
    are now all reported, in module order (test
    `Tools/prim-compile-partitions.mlir`); before, only the first
    partition's. When the MLIR context runs without threads, the
    partitions take turns translating and still compile in parallel.
  - A function goes to the partition where its middle falls, not where it
    starts: at N = 10 the first partition held 989 of 1752 operations and
    its thread took 0.166 s against 0.132 (one thread, timed per
    partition); now 848 and 904.
  - prim-compile joins the partitions with lld in its own process
    (`lib/Compiler/InProcessLinker`, `CompileOptions::runLinker`): at
    N = 10, 2 threads, `--mlir-timing`, linking took 0.038 s of 0.235 s as
    an `ld.lld` process and takes 0.005 s. The library (C, C++, Python)
    keeps the `ld.lld` process: lld as a library resets every LLVM
    command-line option of its process (it parses its own `-mllvm`), which
    a host program may have set, and registers LLVM's code generation
    flags. `--mcpu` and `--mattr` are therefore LLVM's own flags in
    prim-compile; both links give the same bytes (test
    `CAPI/partitions.c`).
  - What changed on 2026-11-26, before and after measured by hand on the
    same host (`/usr/bin/time`, 2 threads): at 34e1ad7 N = 100 took 2.58 to
    2.68 s against clang's 2.54 to 2.79 (about 1.0; 4.8 s of CPU, 95% of it
    LLVM's), N = 1000 22.35 s against 32.89 (0.68), N = 10 0.45 s against
    0.40.
    - `prim-keep-loop-nests-apart`: a body that reaches a loop is not
      inlined into another loop nest (docs/Lowering.md). LLVM's inliner
      copied each body of the chain into the next, and every copy was
      vectorized and unrolled again: per pass against clang at N = 100,
      instruction selection 0.97 s against 0.45, InstCombine 0.73 against
      0.31, the loop vectorizer 0.41 against 0.11. After it: 4.8 -> 2.6 s of
      CPU at N = 100, object 235 -> 135 KB; N = 1000 22.35 -> 11.91 s.
    - The argument checker that only straight-line entries call (after a
      failed check, for the message) is `optnone cold`: one optimized copy
      per partition was a tenth of LLVM's time (N = 100: 2.6 -> 2.35 s of
      CPU).
    - Partitions weigh an optnone function at an eighth of its
      instructions: at N = 10 the partition without the checker held 7 of
      10 functions (0.16 s against 0.11; now 0.145 and 0.137).
    - Up to 256 partitions rather than 32: LLVM's time per function grows
      with its module; N = 10,000 took 153.2 s (273 s CPU) in 32 partitions
      of 312 functions, 141.4 s (251 s CPU) in 256.
  - Where the time goes (one thread, `--mlir-timing`, N = 100): MLIR
    pipeline with parsing and translation 0.198 s, LLVM optimization 1.071 s,
    code generation 1.093 s. On two threads at N = 1000 the serial part is
    now about 1.4 s of 12.3 s of wall time (parsing 0.08, MLIR pipeline
    1.19, splitting 0.08, linking 0.02); on 65ae405 it was 3.0 s of 13.4
    (with translation 0.69 and splitting 0.77). What is left is the MLIR
    pipeline's module passes (one thread: `prim-make-packed-api` 0.27 s,
    `convert-to-llvm` 0.22, `convert-prim-to-llvm` 0.16): they add symbols
    to the module, so the pass manager cannot run them nested.
  - Why N = 10 missed before the static link (above): prim-compile's
    start-up was 0.05 to 0.07 s (`--version`; clang's 0.033 to 0.048,
    llc's 0.026 to 0.034), and an empty module took 0.067 to 0.088 s in
    all: 85% of that CPU is the
    dynamic loader binding libMLIR.so's and libLLVM.so's symbols (51%) and
    the kernel mapping their pages (34%, `perf record` on 20 runs).
    Parsing, the MLIR pipeline, the split and translation take about
    0.025 s, linking 0.006 s, and LLVM 0.27 s of CPU on two partitions
    (`--threads=1 -time-passes`), about clang's own LLVM work on `c_10.c`
    (0.28 s by `-ftime-report`, pass by pass within a few ms except the
    SLP vectorizer, 0.020 against 0.005 s, on the entries' combined
    check). Halved perfectly, that is about 0.21 s against clang's 0.28 to
    0.41. 0.5 needs LLVM work per function below clang's: the entries'
    checks were 0.13 s of LLVM's 0.29 s on 62464f9 (0.16 s with
    `--checks=none`), most of it instruction selection (+0.027 s),
    InstCombine (+0.022 s) and the SLP vectorizer (+0.017 s) on the
    combined check. Tried: without the SLP vectorizer LLVM took 0.02 to
    0.026 s less; `noimplicitfloat` on loop-free entries about as much, but
    it also stops vectorizing a body that LLVM later inlines into its
    entry. Neither was kept.
  - A second shape, `utils/bench_compile.py --shape matvec` (three buffers,
    a 2-D loop nest with a reduction, `Y[r] = c_i * sum_j A[r][j] * X[j]`):
    prim/clang 0.56 at N = 10 and 0.53 at N = 100 (`--counts 10,100
    --runs 3`, tree e6c31b1: 0.685 s against 1.226, 5.672 s against
    10.673), missing the aim; on a8b5fb4 it was 0.53 and 0.58, and on
    65ae405 0.29 and 0.20, with code
    that was not vectorized: `prim-fuse-multiply-add` now gives LLVM the
    `llvm.fmuladd` clang gives it, LLVM vectorizes the rows as it does
    clang's C (32 `fmuladd.v8f32` in f0 on both sides), and then does as
    much work as for clang (one thread: 9.6 s against clang's 10.2 at
    N = 100, in six partitions of 1.4 to 1.8 s; eight since adb4c55,
    below). Two cores halve that at
    best, less the serial part (0.41 s at N = 100: start-up, MLIR
    pipeline 0.18, translation 0.10, split 0.07). Both sides compute the
    same bits (test Execution/gen-modules-matvec.mlir).
  - Five shapes (tree 0971d72, `utils/bench_compile.py --shape S --counts
    10,100 --runs 5`, medians of 5 alternating runs, 2026-11-26 11:21 to
    11:31). `utils/gen_modules.py` has three more shapes, so that the
    benchmark does not fit two: `bcast` (`C[r][j] = A[r][j] + B[j] * c_i`,
    float32 [32][64], [64] and [32][64]), `transpose` (`B[j][r] =
    max(A[r][j] * k_i, 0)`, int32 [16][24] and [24][16], strided stores)
    and `stencil` (`B[j] = (A[j] + A[j+1] + A[j+2]) * c_i`, float32 [130]
    and [128]); both sides compute the same bits and refuse a wrong dim
    (`--driver`, test `Execution/gen-modules-shapes.mlir`). prim/clang,
    with the same measurement on 153acd4 (10:08 to 10:19) before the two
    changes below:

    | shape | N = 10 | N = 100 | N = 10 before | N = 100 before | 1-thread/clang N = 100, before -> after |
    |---|---:|---:|---:|---:|---:|
    | axpy | 0.86 | 0.49 | 0.65 | 0.46 | 0.80 -> 0.84 |
    | matvec | 0.50 | 0.46 | 0.57 | 0.53 | 0.95 -> 0.90 |
    | bcast | 0.57 | 0.39 | 0.69 | 0.50 | 0.86 -> 0.77 |
    | transpose | 0.61 | 0.43 | 0.79 | 0.63 | 0.95 -> 0.79 |
    | stencil | 0.72 | 0.45 | 0.79 | 0.45 | 0.82 -> 0.78 |

    prim-compile's own medians at N = 100 went from 1.653, 6.031, 2.605,
    2.334 and 1.807 s to 1.471, 5.372, 2.102, 1.887 and 1.679 s. clang's
    medians moved as much between the two runs at N = 10 (axpy: 0.400 then
    0.287 s), so ratios there differ by 0.1 to 0.2 from run to run; at
    N = 100 by about 0.04. The JSON files are `--render`able.
    - Partitions beyond two come in multiples of four (adb4c55): at 5 or 7
      partitions one of two threads had a partition more to compile and
      the other waited. Transpose N = 100 had 5 partitions and bcast 7;
      timed per partition (thread CPU time, one thread), two threads would
      have done the work of 1.72 and 1.74 of them; in 8, of 1.94 and 1.96
      (test `PartitionTest`).
    - An entry's conditions branch per buffer (34ef504, 0971d72): one
      conjunction of a matvec entry's 22 field checks made LLVM's -O2 on
      the whole module 15% slower (`opt -O2` on the IR before
      optimization, medians of 5, N = 100: matvec 6.51 -> 5.49 s, bcast
      2.40 -> 2.22, transpose 1.74 -> 1.64; for the per-buffer step, axpy
      0.98 -> 0.96 and stencil 1.22 -> 1.08; the whole compile on one
      thread, axpy 2.83 -> 2.52 s and stencil 2.96 -> 2.55 s), mostly in
      the SLP vectorizer and InstCombine; code generation makes a branch of
      each condition either way. The add_one entry of section 2 runs 68
      instructions to its body instead of 73 and saves two registers; the
      objects are 2 to 5% smaller (test
      `PrimToLLVM/combined-conditions.mlir`).
    - N = 10 still misses for four shapes, and the start-up is why: an
      empty C program linked to libMLIR.so and libLLVM.so starts in 62 ms,
      one linked to libLLVM.so alone in 32 ms, prim-compile in 63 ms
      (`perf stat -r 30`); 24% of that user time is the dynamic loader's
      symbol lookups (`check_match`). As an experiment (in the build
      since 880d4e4, above), prim-compile linked with lld against MLIR's
      and LLVM's static archives starts in 16 ms and compiles axpy N = 10
      in 0.186 s against 0.239 s dynamically linked and clang's 0.391
      (medians of 31 alternating runs, same object bytes): 0.48 against
      0.61. The same experiment on 16bcb93 for every shape (lld, 2.6 s to
      link, 154 MB stripped; medians of 11 alternating runs of the dynamic
      binary, the static one and clang-22, N = 10), prim/clang dynamic ->
      static: axpy 0.60 -> 0.45, matvec 0.59 -> 0.53, bcast 0.59 -> 0.47,
      transpose 0.64 -> 0.49, stencil 0.73 -> 0.58, matmul 0.69 -> 0.54,
      muladd 0.50 -> 0.40. Static linking alone would meet the aim at
      N = 10 for four shapes of seven. The median CPU time fell by 16 to
      78 ms, about the 46 ms of start-up within the noise.
    - prim-compile and libPrimCAPI.so held a second copy of MLIR's parser,
      bytecode reader and IR core beside libMLIR.so: `PrimCompiler` linked
      the static `MLIRParser` and `MLIRBytecodeWriter` (1,887 functions of
      libMLIR.so defined again; prim-compile 8.2 -> 5.2 MB,
      libPrimCAPI.so 5.3 -> 2.3 MB; test `Build/one-copy-of-mlir.test`).
      The start-up did not change with it.
    - Two shapes added after that tuning, to check the ratio on functions
      it never saw (tree 969250d, same command, 2026-11-26 12:39 to
      12:45): `matmul` (`C[r][j] = c_i * sum_k A[r][k] * B[k][j]`, float32
      [16][32], [32][16] and [16][16], a 3-deep nest) and `muladd` (`D[j] =
      A[j] * B[j] + C[j] * c_i`, four float32 [256], an entry checking four
      buffers); same bits on both sides (test
      `Execution/gen-modules-shapes.mlir`).

      | shape | N = 10 | N = 100 | 1-thread/clang N = 100 |
      |---|---:|---:|---:|
      | matmul | 0.73 | 0.50 | 0.97 |
      | muladd | 0.51 | 0.33 | 0.71 |

      matmul is on the line at N = 100 (2.041 s against 4.087, 0.499): on
      one thread Prim does 0.97 of clang's work, and two cores halve it at
      best. Its packed entries are most of that work. On one partition's IR
      before optimization (13 entries and 12 bodies, split with
      `llvm-extract`), `opt -O2` and `llc -O2` took 0.28 s on the entries
      and 0.13 s on the bodies; an entry checking three 2-D buffers, 234
      instructions before optimization and about 160 after, costs LLVM
      15 to 23 ms, a triple loop nest about 11. clang spends its time the
      same way on the C: 3.2 s on the 100 wrappers and 1.4 s on the 100
      compute functions, measured the same way on its unoptimized IR.
    - Without the chain, the aim is missed from N = 10 to N = 100
      (`utils/bench_compile.py --shape S --chain 1 --counts 10,100 --runs
      5`; `--chain` is new: with 1, no function calls another, on either
      side; tree 16bcb93, 2026-11-26 14:06 to 14:11):

      | shape, `--chain 1` | N = 10 | N = 100 | 1-thread/clang N = 100 |
      |---|---:|---:|---:|
      | axpy | 0.88 | 0.60 | 1.10 |
      | matmul | 0.77 | 0.60 | 0.97 |

      In the chain, each of clang's wrappers also packs the arguments of
      its cpacked call (two stack DLTensors, the value and type-code
      arrays, the call and its check), about a fifth of clang's time:
      clang took 2.35 to 2.50 s on the chained axpy N = 100 and 1.93 to
      2.19 s without the chain, where prim-compile (one thread) took about
      as long either way (medians and minima of 7 alternating runs).
      Without the calls, Prim does as much LLVM work per function as clang,
      and two cores give 0.6 at N = 100 once the serial part (start-up,
      the MLIR pipeline) is counted. Axpy N = 1000 without the chain: 12.0
      s against 29.7 (0.40; 3 alternating runs, minima 11.0 and 23.1).
      Where Prim's LLVM time exceeds clang's there (`-time-passes`, axpy
      N = 100, one thread): InstCombine 0.36 against 0.23 s and the SLP
      vectorizer 0.13 against 0.02, on the entries: the SLP vectorizer
      tries the compares of each combined condition as lists (750 "not
      beneficial" and 200 "impossible" attempts on 50 entries,
      `-pass-remarks-missed=slp-vectorizer`), where each of clang's checks
      branches to an error path of its own. `kConditionsPerBranch` at 1 or
      4 instead of 8 (it splits the type-code, NULL and ndim phases; a
      buffer's fields keep one branch) gave the same time within the noise
      (one thread, 15 alternating runs: 1.852, 1.889 and 1.901 s for 1, 4
      and 8). A branch per field check as well (an experiment, not kept):
      the SLP vectorizer's time fell to clang's and InstCombine's nearly
      (`-time-passes`, one thread; axpy without the chain: SLP 0.141 ->
      0.018 s, InstCombine 0.409 -> 0.262, all passes 2.51 -> 2.32 s;
      matmul in the chain: SLP 0.217 -> 0.027, InstCombine 0.453 -> 0.260,
      but instruction selection 0.530 -> 0.643 and SimplifyCFG 0.073 ->
      0.142, all passes 3.39 -> 3.37 s), and the objects were 3 and 5%
      smaller; the wall time of 15 alternating runs did not move beyond
      the noise, and what it does to the calls was not measured.
    - Tried and not kept (on 969250d): an entry reading a DLTensor's
      ndim and dtype as one 64-bit word, and a later buffer's device type
      and id as one, compared with the first buffer's. A matmul entry had
      163 instructions instead of 168, and LLVM's time on the 13 entries
      did not move beyond the noise (0.28 to 0.31 s either way, three runs
      each).
      Nor `!unpredictable` on the entries' combined branches, which keeps
      x86 instruction selection from splitting them into a branch per
      condition: the 13 entries grew from 2,080 to 2,704 instructions.
    - Also tried: the `optnone` checker weighed at a quarter or a half of
      its instructions instead of an eighth, and four partitions instead of
      two at N = 10. Neither moved N = 10 beyond the noise (the weights on
      all seven shapes, 11 alternating runs of each binary, axpy medians
      0.227, 0.237 and 0.220 s; the partitions on axpy, transpose, matmul
      and muladd, 15 runs, axpy 0.214 s with two against 0.215 with four).
    - Where N = 10 goes, axpy: prim-compile starts in 62 ms (`perf stat -r
      20 prim-compile --version`; clang-22 44 ms), compiles an empty module
      in 73 ms and one function in 129 ms (clang-22 92 ms on its C;
      medians of 15 alternating runs). The MLIR pipeline takes 16 ms and
      the translation 8. The module's checker and error helpers (cold,
      the checker `optnone`) cost LLVM about 19 ms and go with the last
      functions, so the two partitions of N = 10 took 110 and 132 ms (`opt
      -O2` and `llc -O2` on each partition's IR, less an empty module's).
    - The table form for every entry (`--check-table-threshold=1`,
      0b340ab) meets the aim at N = 100 without the chain, and its calls
      are slower; it is an option, not the default. `python3
      utils/bench_compile.py --shape S --chain 1 --counts 10,100 --runs 5
      [--prim-flag=--check-table-threshold=1]` (tree d8b95df, 2026-11-26
      16:27 to 16:37, the four runs one after the other):

      | `--chain 1`, prim/clang | N = 10 | N = 100 | 1-thread/clang N = 100 |
      |---|---:|---:|---:|
      | axpy, straight-line entries (default) | 0.88 | 0.56 | 1.01 |
      | axpy, table entries | 1.03 | 0.36 | 0.60 |
      | matmul, straight-line entries (default) | 0.92 | 0.63 | 1.03 |
      | matmul, table entries | 0.96 | 0.32 | 0.51 |

      The chained axpy at N = 1000 in table form: 0.22 (3.87 s against
      17.36; `--counts 1000 --runs 3`), against 0.34 in section 4. LLVM's
      optimization and code generation at N = 100 (one thread, axpy) take
      0.36 and 0.52 s instead of 0.83 and 0.72: the entries' checks are
      most of LLVM's work (`-time-passes`, one thread, the default against
      `--checks=none`: instruction selection 0.42 against 0.18 s,
      InstCombine 0.23 against 0.10).
      The cost is on every call from outside the module: a table entry is
      `optnone` glue around a call of the quick checker and one of the
      body. Section 2's `add_one` in that form
      (`cross/<abi>/prim_packed_table` in `prim-bench-cross
      --benchmark_filter=packed --benchmark_repetitions=5`, medians, two
      rounds on an idle host): 9.5 and 10.3 ns (tvm-ffi, legacy) against
      5.3 and 4.7 straight-line and 4.9 for the hand-written packed C, so
      about 2.0 times the C instead of 0.96 to 1.09. From a small C driver
      (not in bench/; legacy ABI, canonical `DLTensor`s, best of 7 runs of
      200,000 calls, a module of two entries): a two-buffer entry 10.0 ns
      against 3.3 straight-line, a 32-buffer one 142 against 61; before the
      quick checker (0b340ab) the table form took 30.4 and 425 ns. Calls
      from the module's own functions through the entry no longer fold
      either (`test/Target/LLVMIR/cpacked-chain.mlir` fails in that
      form). N = 10
      is start-up: prim-compile `--version` 86 ms (minimum of 15
      alternating runs; median 114) against clang-22's 74 (78), an empty
      module 115 ms (134) against clang's empty C file 90 (94).
    - Section 2 on this host, not re-measured in the table above
      (`prim-bench-cross --benchmark_filter=packed
      --benchmark_repetitions=5`, medians, eight rounds on an idle host
      between 0b340ab and 745d6bd, whose straight-line entries are the
      same): tvm-ffi Prim 5.2 to 5.6 ns against the hand-written packed
      C's 4.5 to 5.1, a ratio of 1.09 to 1.16 in each round, above the
      1.05 aim; legacy 4.7 to 4.9 against 4.6 to 5.0, 0.96 to 1.04.
  - Runtime of the code: the kernel and call figures of sections 1 to 3 do
    not involve calls between loop nests and do not change. Along the
    benchmark's own chain a call that was inlined is a call now: the entry
    of f98 (three bodies, `--chain 3`) 18.3 ns inlined, 21.9 ns apart, 47.5
    ns through TVM's C host code; f99 of a 100-deep chain 0.41 us inlined,
    1.3 to 2.0 us apart (deeper than the return stack buffer), 6.0 us
    through TVM's C, 0.54 us for clang on the direct-call C. For matvec,
    f99 of the chain takes 26.6 us, clang's direct-call C 27.3 us and TVM's
    C 44.9 us (on 65ae405). A single f0 took 237 ns against clang's 139
    to 147 ns, its row loop not vectorized: clang emits `llvm.fmuladd` for
    a contractable `acc + a * x`, where Prim's lowering left `fmul
    contract` and `fadd contract`. `prim-fuse-multiply-add` (6b422dc) now
    emits `llvm.intr.fmuladd` as clang does; measured side by side on one
    host (small drivers calling f0 200,000 times, best of 9, under load):
    f0 takes 107 to 126 ns, against 248 to 338 before and clang's 108 to
    112. Section 3's matmul (also `contract`) keeps its ratio: prim/C 0.99
    and 0.98 before, 0.91 and 1.03 after (`prim-bench-kernels
    --benchmark_filter=matmul`, medians of 5, two rounds).
  - Earlier (2026-11-24, tree 1b8d071, a faster host, chains of three):
    0.80 to 0.90 from N = 100 to 10,000 and 1.79 at N = 10; LLVM did about
    1.55 times clang's CPU work, because of the inlined chains above.
  - A module of at least 800 operations that become instructions is split
    in at least two partitions (N = 10 is about 1750), so that two cores
    share a module of
    a few functions; the count still depends on the module alone, so the
    bytes are the same for any --threads. `python3 utils/bench_compile.py
    --counts 10,100,1000 --runs 3` (2026-11-25, a host about 2.4 times
    slower than the table's) before and after: prim/clang 1.86 -> 1.11 at
    N = 10, 1.06 -> 1.00 at N = 100 (three partitions before and after),
    0.73 -> 0.66 at N = 1000 (32 partitions before and after: the
    difference is noise). Below that a second partition does not pay (N = 2,
    about 600 instructions: 0.22-0.28 s with one, 0.27 with two); at N = 4
    (about 880) two take 0.19-0.23 s against 0.28-0.32. Partitions of 1000
    instructions throughout (tried before) cost more than they gain at
    N = 200 and 1000.
  - MLIR pipeline: the per-function passes run nested on `prim.func`, in
    parallel. `expand-strided-metadata` runs only in functions that have
    views (`prim-expand-strided-metadata`). The first canonicalization sees
    only PrimFunc bodies, and the final one is skipped when LLVM optimizes.
  - LLVM: a large module is split into partitions of consecutive functions,
    at most 256 of about 4000 instructions each (an optnone function counts
    an eighth). Each partition is translated to LLVM IR, optimized
    and compiled in its own context on `--threads` threads, and the objects
    are joined with `lld -r` (in prim-compile's process; an `ld.lld`
    process for the library). The bytes are the same for any thread
    count.
  - Chunks (2026-11-25, tree af628f8): a module of independent groups of
    functions is cut into chunks of about the same work (up to 32), and the
    whole pipeline (MLIR passes, translation, LLVM) runs on a chunk per
    thread; a module that is one group (section 4's single chain) is
    compiled whole, in partitions, as before. The IR is verified once after
    the MLIR pipeline rather than after each of its passes
    (`--verify-each`), which was 37% of the CPU at -O0 (`perf record` on
    1000 tiny functions). On 2000 tiny functions (`utils/gen_tiny.py`, -O0,
    tvm-legacy, 2 threads, same hour, old and new binaries) the wall time
    went from 4.56 s to 2.55 s. On `gen_modules.py --count 1000 --chain 3`
    (-O2, 2 threads) chunks against the whole module (`--functions-per-chunk
    =0`) took 14.7 to 18.8 s against 16.3 to 19.3 s over three pairs of runs
    (noise on this host is about 10%), with 136 to 156 MiB peak RSS against
    223 MiB; at -O0 1.96 s against 2.71 s. Section 4's figures
    (`python3 utils/bench_compile.py --counts 10,100,1000 --runs 3` on
    af628f8): prim/clang 0.99, 0.69 and 0.74 at N = 10, 100 and 1000,
    before the changes of 2026-11-26 above.
- Peak memory on modules of tiny functions (`utils/gen_tiny.py`, issue 11's
  200 MB module is `--size 200M`, 3.6M functions): a module of more than
  `--functions-per-chunk` (10000) top-level operations is lowered and
  compiled in chunks, each in its own MLIR context, freed before the next.
  `nice -n 19 python3 utils/bench_memory.py --counts 3000,6000 --abis
  tvm-legacy --chunks 0,1000` (2026-11-22, loaded 2-core machine): whole
  module 521 / 927 MB, chunks of 1000 251 / 255 MB. The whole module grows
  by about 135 KB per function (lowered MLIR about 78, LLVM IR about 48);
  the chunked run by about 1.3 KB (the parsed input and the description).
  At the default chunk size, `nice -n 19 python3 utils/bench_memory.py
  --counts 10000,30000 --abis tvm-legacy --chunks 10000` (2026-11-25, one
  core free): 695 MB for 10,000 functions, 716 MB for 30,000 (about 1 KB
  more per function), 276 s of CPU for 30,000.
  Chunks now hold about a 32nd of the module each (and at most about
  10,000 top-level operations), two at a time on two threads: 20,000 tiny
  functions at -O0 take 18.98 s wall, 35.75 s CPU and 201 MiB (2026-11-25,
  tree af628f8; `--threads=1`: 33.34 s, 166 MiB, the same bytes), about 1
  ms of wall time a function. Two chunks of 10,000 in flight should peak
  near twice the 695 MB above; not measured.
  Parsing the 200 MB module alone (`prim-opt`) peaks at 3.9 GB. The 200
  MB module compiles end to end at -O0 (2026-11-25, tree af628f8,
  `utils/gen_tiny.py --size 200M`, 3,634,936 functions, `/usr/bin/time -v
  prim-compile -O0 --abi=tvm-legacy --emit=obj`, 2 threads): 49 min 12 s
  wall, 5562 s of CPU, chunks of 10,000 functions; prim-compile stayed at
  5.2 GB resident while compiling chunks, and GNU time's peak for the run
  is 15.0 GB, reached at the end (the description of 3.6M functions, then
  `ld.lld -r` mapping 5.5 GB of chunk objects; not told apart). The object
  is 5.5 GB and defines all 3,634,936 entries and the description.
  Not done: at -O2. A tiny function costs
  about 10 ms of CPU at -O2 (2026-11-25, 2000 functions, tvm-legacy,
  `prim-compile --threads=1`: 20.7 s user), 7.3 ms of it LLVM's (clang-22
  -O2 -c on the same functions' unoptimized LLVM IR from `prim-compile
  -O0 --emit=llvm`: 14.7 s), so 3.6M functions need about 10 CPU hours.
  A partition declares only the symbols its functions use: LLVM's
  CloneModule declared the whole module's in each of up to 32 partitions,
  and splitting those 2000 functions took 2.39 s instead of 0.58.
- Entry-wrapper compile time: from 32 parameters on, buffers and scalars
  alike, an entry checks them in a loop over constant tables (docs/Lowering.md, section 1), and a
  native body of more than 32 native parameters takes them through a struct
  (docs/Lowering.md, "Wide native bodies"). 2000 parameters compile in
  1.2 s for both ABIs, in time linear in N up to 8000 (section 5). The
  body's own N memory accesses in one block cost LLVM's scheduler what they
  cost clang compiling the same body as C.
- Memory per function: prim-compile -O2 to an object on gen_modules.py
  modules (tvm-legacy) peaked at 314 KB per function (slope between N = 100
  and 400), 75 KB of it the lowered MLIR module kept beside the LLVM module
  through LLVM's pipeline and code generation; translation now empties it
  (239 KB per function). Most of the rest was LLVM IR grown by inlining at
  -O2 (the optimized IR was 2.4x the unoptimized), before
  `prim-keep-loop-nests-apart` kept loop nests out of one another.
- Scheduled TVM kernels (section 6, 2026-11-27, issue 37): a smoke run on
  the shared 2-core machine (load 5 to 7) first had the tiled conv2d at 0.94
  of its C, for two reasons, both fixed in the compiler: the importer left
  float multiply and add uncontracted (TVM's code generator fuses them,
  `FPOpFusion::Fast`; clang contracts `a * b + c` too), and
  `TVMBackendAllocWorkspace`'s result was not `noalias`, so every vectorized
  loop storing to the padded input's workspace checked at run time that it
  missed the arguments (clang knows malloc's result is fresh). After both,
  the smoke run gave Prim/C 2.1 (matmul), 1.07 (conv2d), 1.18 (softmax):
  not figures, which are to be measured on a quiet machine with
  `utils/bench.sh`. The matmul's lead is its T.vectorized(16) hint: the
  same Prim module with its loop annotations removed took 28.4 ms a call
  against 13.4 ms with them (best of 15, same load), about the C's time;
  clang's `#pragma omp simd` does not stop LLVM from fully unrolling the
  16-iteration loop before its vectorizer sees it, `llvm.loop.unroll.disable`
  beside the vectorize hint does.
"""


def run(cmd, **kwargs):
    return subprocess.run(cmd, check=True, capture_output=True, text=True, **kwargs).stdout


def medians(executable, repetitions, min_time, extra_args=(), env=None):
    """Median real time (ns), bytes/s and items/s of every benchmark, by its
    name without the /iterations, /manual_time and /real_time suffixes.
    utils/bench_parallel.py uses it too."""
    out = run([executable, "--benchmark_format=json",
               f"--benchmark_repetitions={repetitions}",
               "--benchmark_report_aggregates_only=true",
               f"--benchmark_min_time={min_time}s", *extra_args], env=env)
    results = {}
    for b in json.loads(out)["benchmarks"]:
        if b.get("aggregate_name") != "median":
            continue
        name = re.sub(r"(/iterations:\d+)?(/(manual|real)_time)?$", "",
                      b["run_name"])
        scale = {"ns": 1, "us": 1e3, "ms": 1e6, "s": 1e9}[b["time_unit"]]
        results[name] = {
            "ns": b["real_time"] * scale,
            "bytes_per_second": b.get("bytes_per_second"),
            "items_per_second": b.get("items_per_second"),
        }
    return results


def count_instructions(ll, function):
    """Instructions in `function`'s body in textual LLVM IR."""
    match = re.search(r"^define [^\n]*@" + re.escape(function) + r"\(.*?^}", ll,
                      re.S | re.M)
    if not match:
        raise SystemExit(f"no function {function} in the IR")
    count = 0
    for line in match.group(0).splitlines()[1:-1]:
        stripped = line.strip()
        if not stripped or stripped.startswith(";") or stripped.endswith(":") or \
                re.match(r"^[\w.]+:\s*(;.*)?$", stripped):
            continue
        count += 1
    return count


def machine():
    model = "unknown CPU"
    try:
        for line in open("/proc/cpuinfo"):
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    clang = run(["/usr/bin/clang-22", "--version"]).splitlines()[0]
    return (f"{model}, {os.cpu_count()} logical CPUs, {platform.system()} "
            f"{platform.release()}; {clang}")


def ratio(a, b):
    return a / b if b else float("nan")


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--build-dir", required=True)
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--output", default=os.path.join(ROOT, "docs", "Performance.md"))
    args = parser.parse_args()
    bench = os.path.join(args.build_dir, "bench")
    prim_compile = os.path.join(args.build_dir, "bin", "prim-compile")
    repetitions, min_time = (3, 0.05) if args.quick else (10, 0.2)

    print("== intra-module calls", flush=True)
    intra = medians(os.path.join(bench, "prim-bench-intra"), repetitions, min_time)
    print("== cross-library calls", flush=True)
    cross = medians(os.path.join(bench, "prim-bench-cross"), repetitions, min_time)
    print("== kernels", flush=True)
    kernels = medians(os.path.join(bench, "prim-bench-kernels"), repetitions, min_time)

    # LLVM instruction counts of each caller against its C version, -O2.
    prim_ir = run([prim_compile, os.path.join(ROOT, "examples", "add_via_packed.mlir"),
                   "-O2", "--mcpu=native", "--emit=llvm", "-o", "-"])
    prim_ir += run([prim_compile, os.path.join(ROOT, "bench", "kernels", "intra_module.mlir"),
                    "-O2", "--mcpu=native", "--emit=llvm", "-o", "-"])
    c_ir = run(["/usr/bin/clang-22", "-O2", "-march=native", "-S", "-emit-llvm", "-o", "-",
                os.path.join(ROOT, "bench", "peers", "intra_module.c")])

    print("== multi-core kernels", flush=True)
    parallel_section = run([sys.executable, os.path.join(ROOT, "utils", "bench_parallel.py"),
                            "--build-dir", args.build_dir] + (["--quick"] if args.quick else []))

    print("== scheduled TVM kernels", flush=True)
    scheduled_section = run([sys.executable, os.path.join(ROOT, "utils", "bench_scheduled.py"),
                             "--build-dir", args.build_dir] + (["--quick"] if args.quick else []))

    print("== zero overhead on generated modules", flush=True)
    zero_table = os.path.join(args.build_dir, "zero-overhead.md")
    subprocess.run([sys.executable, os.path.join(ROOT, "utils", "zero_overhead.py"),
                    "--build", args.build_dir, "--count", "200" if args.quick else "1000",
                    "--seed", "1", "--run-every", "20", "--markdown", zero_table],
                   check=False, stdout=subprocess.DEVNULL)
    with open(zero_table) as f:
        zero_overhead = f.read()

    print("== compile time", flush=True)
    compile_cmd = [sys.executable, os.path.join(ROOT, "utils", "bench_compile.py"),
                   "--prim-compile", prim_compile]
    if args.quick:
        # Under two minutes in all: the small sizes once each.
        compile_cmd += ["--counts", "10,100", "--runs", "1"]
    compile_table = run(compile_cmd)

    print("== entry-wrapper compile time", flush=True)
    entry_cmd = [sys.executable, os.path.join(ROOT, "utils", "bench_entry.py"),
                 "--prim-compile", prim_compile]
    if args.quick:
        entry_cmd.append("--quick")
    entry_table = run(entry_cmd)

    lines = []
    w = lines.append
    w("# Performance")
    w("")
    w("Generated by `utils/bench.sh" + (" --quick" if args.quick else "") +
      f"` on {datetime.date.today().isoformat()}. Do not edit by hand.")
    w("")
    w(f"Machine: {machine()}.")
    w("")
    w("Every time is the median of "
      f"{repetitions} Google Benchmark repetitions (min time {min_time} s each); "
      "each ratio divides two medians measured in the same process. Prim's "
      "side is compiled by `prim-compile --mcpu=native`; every C peer by "
      "`clang-22 -march=native` at the same -O level. Absolute times on a shared "
      "machine are noise; the ratios are the result.")
    w("")

    w("## 1. Intra-module packed calls (-O2)")
    w("")
    w("Each Prim function is an `api(unpacked)` caller that reaches its callee "
      "through `prim.call_cpacked`, which `prim-lower-local-calls` turns into a "
      "direct call of the body (docs/ZeroOverhead.md). "
      "The peer is the same computation written as unpacked C "
      "(`bench/peers/intra_module.c`). Aim: ratio 1.00, identical instruction "
      "counts.")
    w("")
    w("| case | Prim ns/call | C ns/call | Prim/C | Prim LLVM instrs | C LLVM instrs |")
    w("|---|---|---|---|---|---|")
    for case, prim_fn, c_fn in [("seed (3x3, x[0,0] = y[0,0] + 1)", "AddViaPackedCFunc",
                                 "c_add_via_packed"),
                                ("add_one 4x5", "prim_add_one_4x5", "c_add_one_4x5"),
                                ("add_one 1M f32", "prim_add_one_1m", "c_add_one_1m")]:
        key = {"AddViaPackedCFunc": "seed", "prim_add_one_4x5": "add_one_4x5",
               "prim_add_one_1m": "add_one_1m"}[prim_fn]
        p, c = intra[f"intra/{key}/prim"]["ns"], intra[f"intra/{key}/c"]["ns"]
        w(f"| {case} | {p:.2f} | {c:.2f} | {ratio(p, c):.2f} | "
          f"{count_instructions(prim_ir, prim_fn)} | {count_instructions(c_ir, c_fn)} |")
    w("")

    w("## Zero overhead on generated modules")
    w("")
    w("Random modules, each with a callee and two callers of one signature: one "
      "reaches the callee through `prim.call_cpacked`, the other through "
      "`prim.call_tir`. A case passes when the two callers are the same LLVM IR "
      "(names set aside) at that -O level; see `docs/ZeroOverhead.md`. Aim: "
      "100%, no lowering errors, no crashes.")
    w("")
    w(zero_overhead.strip())
    w("")

    w("## 2. Cross-library calls (-O2)")
    w("")
    w("`add_one` (two 8-element f32 DLTensors, static shape, every check on) "
      "compiled by Prim into a shared library and called through its ABI from "
      "the benchmark, which packs the arguments on every call. Peers: the same "
      "function hand-written as a packed C function in the style of tvm-ffi's "
      "`add_one_cpu` (`bench/peers/packed_add_one.c`), the same loop as a direct "
      "C call, and Prim's own `call_packed \"bench.add_one\"` with its cached "
      "handle, through PrimRuntime's registry. The first call by name (lookup "
      "included) is timed on a freshly loaded copy of the library. Aims: within "
      "1.05x of the hand-written packed C, and within a few ns of the direct call.")
    w("")
    w("| ABI | Prim packed ns | hand-written packed C ns | Prim/C | direct C call ns | "
      "Prim - direct ns | call_packed by name ns | first call by name ns |")
    w("|---|---|---|---|---|---|---|---|")
    direct = cross["cross/c_direct"]["ns"]
    for abi in ["tvm-ffi", "tvm-legacy"]:
        p = cross[f"cross/{abi}/prim_packed"]["ns"]
        c = cross[f"cross/{abi}/c_packed"]["ns"]
        by_name = cross[f"cross/{abi}/prim_call_packed_by_name"]["ns"]
        first = cross[f"cross/{abi}/prim_first_call_by_name"]["ns"]
        w(f"| {abi} | {p:.2f} | {c:.2f} | {ratio(p, c):.2f} | {direct:.2f} | "
          f"{p - direct:.2f} | {by_name:.2f} | {first:.0f} |")
    w("")

    w("## 3. Kernel throughput (-O3)")
    w("")
    w("The loops of `bench/kernels/kernels.mlir` against the same loops in C "
      "(`bench/peers/kernels.c`, `restrict` where Prim says `prim.noalias`), "
      "both called through C signatures. Aim: at or above 0.95x clang -O3.")
    w("")
    w("| kernel | Prim | C | Prim/C |")
    w("|---|---|---|---|")
    for name, label, metric, unit, scale in [
            ("vec_add_1m", "elementwise add, 1M f32", "bytes_per_second", "GB/s", 1e9),
            ("row_sum_1024x1024", "row reduction, 1024x1024 f32", "bytes_per_second", "GB/s", 1e9),
            ("matmul_256", "matmul loop nest, 256x256 f32", "items_per_second", "GFLOP/s", 1e9)]:
        p = kernels[f"kernels/{name}/prim"][metric] / scale
        c = kernels[f"kernels/{name}/c"][metric] / scale
        w(f"| {label} | {p:.2f} {unit} | {c:.2f} {unit} | {ratio(p, c):.2f} |")
    w("")

    w(parallel_section.strip())
    w("")

    w(scheduled_section.strip())
    w("")

    w("## 4. Compile time and scaling")
    w("")
    w(compile_table.strip())
    w("")

    w("## 5. Entry-wrapper compile time and scaling")
    w("")
    w(entry_table.strip())
    w("")

    w(FINDINGS)
    w("## Reproduce")
    w("")
    w("```sh")
    w("./utils/bench.sh" + (" --quick" if args.quick else "") + "   # rewrites this file")
    w("```")
    w("")
    os.makedirs(os.path.dirname(args.output), exist_ok=True)
    with open(args.output, "w") as f:
        f.write("\n".join(lines))
    print(f"== wrote {args.output}")


if __name__ == "__main__":
    main()
