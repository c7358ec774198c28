#!/usr/bin/env python3
"""Runs hand-written adversarial modules through every Prim tool.

    utils/adversarial.py [--build DIR]... [--quick] [--jobs N] [--filter TEXT]

Each case of test/Adversarial/cases/*.mlir (cases are separated by
`// -----`) goes through, for every build given (default: build; a second
--build build-fuzz adds the ASan+UBSan tools):

    opt             prim-opt CASE -o OUT
    roundtrip       prim-opt OUT (what prim-opt printed must parse again)
    lower-ABI       prim-opt CASE --prim-to-llvm=abi=ABI -o OUT
    translate-ABI   prim-translate --mlir-to-llvmir -O2 on lower-ABI's output
    translate-raw   prim-translate --mlir-to-llvmir CASE -o OUT
    obj-ABI         prim-compile CASE -O2 --emit=obj --abi=ABI -o OUT
    shared-ABI      prim-compile CASE -O2 --emit=shared --abi=ABI -o OUT
    full-opt        prim-opt CASE -o /dev/full
    full-translate  prim-translate --mlir-to-llvmir on lower-tvm-ffi's output
                    -o /dev/full
    full-obj        prim-compile CASE -O2 --emit=obj -o /dev/full

for ABI in tvm-ffi and tvm-legacy (--quick: opt, lower-ABI and obj-ABI).
The full-* runs write to a full disk: they must fail with the tool's
"cannot write '/dev/full': No space left on device" (or the input's own
located error), as no other output could be written.
Every run is classified:

    ok          exit 0 and a non-empty output
    diagnostic  exit 1, a located `FILE:LINE:COL: error:` and the output
                left byte for byte as it was (and no temporary file)
    crash       a signal, another exit status, or a sanitizer report
    leak        an internal message reached the user ('llvm. op verifier
                messages once the input parsed, LLVM ERROR, assertions,
                stack dumps, failed legalization, unrealized casts, a
                translation to LLVM IR missing for an op not lowered)
    unlocated   an error without a location in the input
    touched     a failed run changed its output or left a temporary file
    timeout     no answer within --timeout seconds
    wrong       a silent wrong output: an accepted module whose printed
                form does not parse again, whose lowering does not
                translate, whose object or library exports a symbol that
                is not a C identifier, or tools that disagree on whether
                the input is valid (prim-opt refuses what prim-compile
                compiles, or the lowering succeeds and the compile fails)

Prints one line per finding with the command that reproduces it, a table
of counts per configuration, and exits 1 on any finding.
"""

import argparse
import concurrent.futures
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CASES = os.path.join(ROOT, "test", "Adversarial", "cases")
ABIS = ("tvm-ffi", "tvm-legacy")
SENTINEL = b"previous output\n"
LLVM_BIN = "/usr/lib/llvm-22/bin"
# Pinned, so that a finding reproduces on any host.
TARGET = ["--target=x86_64-unknown-linux-gnu", "--mcpu=x86-64"]

CRASH_PATTERNS = re.compile(
    r"AddressSanitizer|LeakSanitizer|UndefinedBehaviorSanitizer|"
    r"runtime error:|Segmentation fault|Stack dump|PLEASE submit|"
    r"LLVM ERROR|Assertion .* failed|UNREACHABLE executed"
)
# Internal messages: what the user never wrote, once the input itself
# parsed (an ill-formed op the user wrote, llvm ones included, is theirs).
INTERNAL_PATTERNS = re.compile(
    r"failed to legalize|unrealized_conversion_cast|"
    r"failed to translate|does not reference a valid|"
    r"missing `LLVMTranslationDialectInterface`|"
    r"Please report|'prim\.check_status'"
)
LLVM_OP_PATTERN = re.compile(r"'[a-z_]+\.[a-z_.]+' op")
C_IDENTIFIER = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")


def split_cases(path):
    text = open(path, encoding="utf-8", errors="surrogateescape").read()
    parts = re.split(r"^// -----\s*$", text, flags=re.M)
    name = os.path.splitext(os.path.basename(path))[0]
    return [(f"{name}#{i}", part) for i, part in enumerate(parts)]


# The steps that only the long mode runs.
LONG_MODE_STEPS = ("roundtrip", "translate", "shared", "full")


def configurations(quick):
    configs = (["opt", "roundtrip"]
               + [f"{step}-{abi}" for abi in ABIS
                  for step in ("lower", "translate")]
               + ["translate-raw"]
               + [f"{step}-{abi}" for abi in ABIS for step in ("obj", "shared")]
               + ["full-opt", "full-translate", "full-obj"])
    return [config for config in configs
            if not (quick and config.split("-")[0] in LONG_MODE_STEPS)]


class Run:
    def __init__(self, config, status, detail, command):
        self.config, self.status, self.detail, self.command = (
            config, status, detail, command)


def exported_symbols(path):
    out = subprocess.run(
        [os.path.join(LLVM_BIN, "llvm-nm"), "--extern-only", "--defined-only",
         "--format=just-symbols", path],
        capture_output=True, text=True, errors="replace")
    return out.stdout.split()


def run_tool(config, command, output, case_file, timeout, parsed,
             leak_llvm_ops):
    """Runs one tool with `output` pre-filled, and classifies the run."""
    directory = os.path.dirname(output)
    with open(output, "wb") as f:
        f.write(SENTINEL)
    before = set(os.listdir(directory))
    env = dict(os.environ)
    env.setdefault("ASAN_OPTIONS", "detect_leaks=1:allow_user_poisoning=0")
    env.setdefault("UBSAN_OPTIONS", "print_stacktrace=1:halt_on_error=1")
    try:
        proc = subprocess.run(command, capture_output=True, timeout=timeout,
                              env=env)
    except subprocess.TimeoutExpired:
        return Run(config, "timeout", f"over {timeout}s", command)
    stderr = proc.stderr.decode("utf-8", errors="replace")
    if proc.returncode < 0 or proc.returncode > 1 or CRASH_PATTERNS.search(
            stderr):
        match = CRASH_PATTERNS.search(stderr)
        return Run(config, "crash",
                   f"exit {proc.returncode}"
                   + (f": {match.group(0)}" if match else ""), command)
    # prim-opt follows an error with the op it is about, as MLIR prints it
    # (--mlir-print-op-on-diagnostic); the error line itself is the message.
    stderr = re.sub(r"note: see current operation:.*?(?=^\S+:\d+:\d+: |\Z)",
                    "", stderr, flags=re.S | re.M)
    # A message about an op the case wrote itself (an
    # unrealized_conversion_cast, an llvm.call) is the user's.
    case_text = open(case_file, encoding="utf-8",
                     errors="surrogateescape").read()
    for pattern, applies in ((INTERNAL_PATTERNS, parsed),
                             (LLVM_OP_PATTERN, parsed and leak_llvm_ops)):
        if not applies:
            continue
        for line in stderr.splitlines():
            match = pattern.search(line)
            op = re.search(r"'([a-z_]+\.[a-z_.]+)'", line)
            if match and not (op and op.group(1) in case_text) and \
                    match.group(0).strip("'").split("'")[0] not in case_text:
                return Run(config, "leak", line[:240], command)
    after = set(os.listdir(directory))
    leftovers = [f for f in after - before if ".tmp-" in f]
    if proc.returncode == 0:
        if leftovers:
            return Run(config, "touched", f"left {leftovers}", command)
        size = os.path.getsize(output) if os.path.exists(output) else 0
        if size == 0 or open(output, "rb").read() == SENTINEL:
            return Run(config, "wrong", "exit 0 but no output", command)
        return Run(config, "ok", "", command)
    with open(output, "rb") as f:
        kept = f.read() == SENTINEL
    if not kept or leftovers:
        return Run(config, "touched",
                   "output changed" if not kept else f"left {leftovers}",
                   command)
    base = re.escape(os.path.basename(case_file))
    located = re.search(r"^\S*" + base + r":\d+:\d+: error: ", stderr, re.M)
    if not located:
        # An error about a file the run made from the case (translate-ABI),
        # or at a location the case itself wrote (loc("file":1:2)), is
        # located too.
        located = re.search(r"^\S+:\d+:\d+: error: ", stderr, re.M)
    if not located:
        return Run(config, "unlocated", stderr.strip()[:300], command)
    return Run(config, "diagnostic",
               located.group(0) + stderr[located.end():].splitlines()[0][:160],
               command)


FULL_DISK = "/dev/full"
FULL_DISK_ERROR = re.compile(
    r"^prim-[a-z]+: (error: )?cannot write '/dev/full': "
    r"No space left on device$", re.M)


def run_full_disk(config, command, timeout):
    """Runs one tool whose output is a full disk, and classifies the run."""
    try:
        proc = subprocess.run(command, capture_output=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return Run(config, "timeout", f"over {timeout}s", command)
    stderr = proc.stderr.decode("utf-8", errors="replace")
    match = CRASH_PATTERNS.search(stderr)
    if proc.returncode < 0 or proc.returncode > 1 or match:
        return Run(config, "crash", f"exit {proc.returncode}"
                   + (f": {match.group(0)}" if match else ""), command)
    if proc.returncode == 0:
        return Run(config, "wrong", "exit 0 on a full disk", command)
    if FULL_DISK_ERROR.search(stderr):
        return Run(config, "ok", "", command)
    # The input's own error comes before anything is written.
    located = re.search(r"^\S+:\d+:\d+: error: ", stderr, re.M)
    if located:
        return Run(config, "diagnostic",
                   located.group(0)
                   + stderr[located.end():].splitlines()[0][:160], command)
    return Run(config, "unlocated", stderr.strip()[:300], command)


def run_case(build, name, text, configs, timeout, keep):
    tools = os.path.join(build, "bin")
    opt = os.path.join(tools, "prim-opt")
    translate = os.path.join(tools, "prim-translate")
    compile_ = os.path.join(tools, "prim-compile")
    work = tempfile.mkdtemp(prefix="prim-adv-")
    case_file = os.path.join(work, "case.mlir")
    with open(case_file, "w", encoding="utf-8", errors="surrogateescape") as f:
        f.write(text)
    runs = {}

    def run(config, command, output, leak_llvm_ops=True):
        runs[config] = run_tool(config, command, output, case_file, timeout,
                                runs.get("opt") and runs["opt"].status == "ok",
                                leak_llvm_ops)
        return runs[config]

    for config in configs:
        sub = os.path.join(work, config)
        os.mkdir(sub)
        out = os.path.join(sub, "out")
        if config == "opt":
            run(config, [opt, case_file, "-o", out], out)
        elif config == "roundtrip":
            if runs["opt"].status != "ok":
                continue
            printed = os.path.join(work, "opt", "out")
            r = run(config, [opt, printed, "-o", out], out)
            if r.status != "ok":
                r.status, r.detail = "wrong", "printed IR does not parse: " + \
                    r.detail
        elif config.startswith("lower-"):
            abi = config[len("lower-"):]
            run(config, [opt, case_file, f"--prim-to-llvm=abi={abi}", "-o",
                         out], out)
        elif config == "translate-raw":
            run(config, [translate, "--mlir-to-llvmir", case_file, "-o", out],
                out, leak_llvm_ops=False)
        elif config == "full-opt":
            runs[config] = run_full_disk(
                config, [opt, case_file, "-o", FULL_DISK], timeout)
        elif config == "full-translate":
            lowered = runs.get(f"lower-{ABIS[0]}")
            if not lowered or lowered.status != "ok":
                continue
            runs[config] = run_full_disk(
                config, [translate, "--mlir-to-llvmir",
                         os.path.join(work, f"lower-{ABIS[0]}", "out"), "-o",
                         FULL_DISK], timeout)
        elif config == "full-obj":
            runs[config] = run_full_disk(
                config, [compile_, case_file, "-O2", "--emit=obj",
                         f"--abi={ABIS[0]}", "-o", FULL_DISK] + TARGET,
                timeout)
        elif config.startswith("translate-"):
            abi = config[len("translate-"):]
            lowered = runs.get(f"lower-{abi}")
            if not lowered or lowered.status != "ok":
                continue
            low = os.path.join(work, f"lower-{abi}", "low.mlir")
            shutil.copy(os.path.join(work, f"lower-{abi}", "out"), low)
            r = run(config, [translate, "--mlir-to-llvmir", "-O2", low, "-o",
                             out], out)
            if r.status != "ok":
                r.status, r.detail = "wrong", \
                    "the lowering's output does not translate: " + r.detail
        elif config.startswith("obj-") or config.startswith("shared-"):
            emit, abi = config.split("-", 1)
            r = run(config, [compile_, case_file, "-O2", f"--emit={emit}",
                             f"--abi={abi}", "-o", out] + TARGET, out)
            if r.status == "ok":
                bad = [s for s in exported_symbols(out)
                       if not C_IDENTIFIER.match(s)]
                if bad:
                    r.status = "wrong"
                    r.detail = f"exports non-C-identifier symbols {bad[:3]}"

    # A lowering's output may fail to translate for what the input itself
    # holds (a module attribute of the wrong type): the same error as on the
    # input is no finding.
    raw = runs.get("translate-raw")
    for abi in ABIS:
        r = runs.get(f"translate-{abi}")
        if r and r.status == "wrong" and raw and raw.status == "diagnostic":
            message = lambda d: d.split(": error: ", 1)[-1]
            if message(r.detail) == message(raw.detail):
                r.status, r.detail = "diagnostic", raw.detail

    # Tools that disagree on whether the input is valid.
    statuses = {c: r.status for c, r in runs.items()}
    if statuses.get("opt") == "diagnostic":
        for config, status in statuses.items():
            if status == "ok" and config != "translate-raw":
                runs[config].status = "wrong"
                runs[config].detail = "succeeds on input prim-opt refuses"
    for abi in ABIS:
        lowered, compiled = statuses.get(f"lower-{abi}"), statuses.get(
            f"obj-{abi}")
        # Code generation (the assembler, for inline assembly) runs only
        # when compiling to an object.
        if lowered == "ok" and compiled == "diagnostic" and \
                "code generation failed" not in runs[f"obj-{abi}"].detail:
            runs[f"obj-{abi}"].status = "wrong"
            runs[f"obj-{abi}"].detail = (
                "the lowering succeeds but the compile fails: "
                + runs[f"obj-{abi}"].detail)
        if lowered == "diagnostic" and compiled == "ok":
            runs[f"obj-{abi}"].status = "wrong"
            runs[f"obj-{abi}"].detail = "compiles what the lowering refuses"
    if keep:
        os.makedirs(keep, exist_ok=True)
        with open(os.path.join(keep, name.replace("#", "-") + ".mlir"), "w",
                  encoding="utf-8", errors="surrogateescape") as f:
            f.write(text)
    shutil.rmtree(work, ignore_errors=True)
    return name, list(runs.values())


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--build", action="append",
                        help="build directory with bin/prim-* (repeatable)")
    parser.add_argument("--quick", action="store_true",
                        help="only opt, lower-ABI and obj-ABI")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--timeout", type=float, default=120)
    parser.add_argument("--filter", default="",
                        help="only cases whose name contains this")
    parser.add_argument("--cases", default=CASES)
    parser.add_argument("--verbose", action="store_true",
                        help="print every run, not only the findings")
    parser.add_argument("--keep", help="write the failing cases here")
    args = parser.parse_args()
    builds = [os.path.abspath(b) for b in (args.build or
                                           [os.path.join(ROOT, "build")])]
    cases = []
    for file in sorted(os.listdir(args.cases)):
        if file.endswith(".mlir"):
            cases += [c for c in split_cases(os.path.join(args.cases, file))
                      if args.filter in c[0]]
    configs = configurations(args.quick)
    start = time.time()
    findings = 0
    counts = {}
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        futures = [pool.submit(run_case, build, name, text, configs,
                               args.timeout, None)
                   for build in builds for name, text in cases]
        labels = [(build, name) for build in builds for name, _ in cases]
        for (build, _), future in zip(labels, futures):
            name, runs = future.result()
            tag = os.path.basename(build)
            for r in runs:
                key = (tag, r.config)
                counts.setdefault(key, {}).setdefault(r.status, 0)
                counts[key][r.status] += 1
                bad = r.status not in ("ok", "diagnostic")
                findings += bad
                if bad or args.verbose:
                    print(f"{r.status.upper():10} {tag} {name} {r.config}: "
                          f"{r.detail}")
                    if bad:
                        print(f"           case: {args.cases}/"
                              f"{name.split('#')[0]}.mlir, split "
                              f"#{name.split('#')[1]}; command: "
                              + " ".join(r.command[:1] + ["CASE"]
                                         + [a for a in r.command[2:]
                                            if "/prim-adv-" not in a]))
                    sys.stdout.flush()
    statuses = ["ok", "diagnostic", "crash", "leak", "unlocated", "touched",
                "timeout", "wrong"]
    print(f"\n{'build':12} {'configuration':22} "
          + " ".join(f"{s:>10}" for s in statuses))
    for (tag, config), c in sorted(counts.items()):
        print(f"{tag:12} {config:22} "
              + " ".join(f"{c.get(s, 0):>10}" for s in statuses))
    total = sum(sum(c.values()) for c in counts.values())
    print(f"\nadversarial: {len(cases)} cases, {total} runs, {findings} "
          f"findings ({'FAILED' if findings else 'passed'}) in "
          f"{time.time() - start:.0f}s")
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
