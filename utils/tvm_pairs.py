#!/usr/bin/env python3
"""TVM's before/after pairs, both sides compiled by Prim, on the same inputs.

    utils/tvm_pairs.py [--quick] [--seed N] [--build DIR] [--corpus DIR]
                       [--jobs N] [--pair FILE_BEFORE] [--min-import-rate R]
                       [--min-non-negative-rate R]

The corpus (default ../shared/tvm-tests-v0.20 beside the repository) holds
TVMScript files cut from TVM v0.20's tests, and pairs.tsv the pairs of files
that a TVM transform test states are equivalent: a function, and what a
pass or schedule primitive makes of it.

1. The import rate: every file goes through `prim-translate
   --import-tvmscript` and then `prim-compile --abi=tvm-ffi -O2 --emit=obj`.
   Prints how many import, over every file and over the files whose
   manifest.tsv tags do not hold "negative_test?" (tests that feed TVM
   invalid code on purpose), and how many of those compile. The quick mode
   rates a fixed quarter of the files, and compiles only the pairs' files;
   a pair's file outside the quarter is checked against the refusal list
   all the same, a file that imports but does not compile fails the run in
   both modes, and every selected pair that cannot run is named with the
   reason.
2. The pairs: for each pair whose two sides import and compile, each side is
   compiled by the Python package (`prim.compile`, the JIT) in a process of
   its own (a side that reads out of bounds may crash it). When both have the
   same packed signature, both run on the same random inputs (seeded per
   pair: integers in [1, 3], so that they divide and index safely, floats in
   [0.25, 1.25], booleans; every dynamic dim and integer scalar one size, 8,
   4 or 16, until both entries accept the arguments, a dim that an entry's
   message derives from others, "A.shape[0] must be n * 8", taking that
   value) and every buffer must end up the same on both sides: exactly for
   integers, within a tolerance for floats (reassociated reductions, float16
   rounding), NaNs in the same places. A side that fails (an assert, a
   crash) must fail on the other side the same way: entries that both
   refuse the arguments with different messages (but for the function's
   name) disagree.

Pairs that are not in fact equivalent (they read past a buffer's end, read a
buffer nothing writes, keep a float16 intermediate, rely on T.assume or
undefined values, ...) are listed in utils/tvm_pairs_known.tsv with the
outcome they give (KNOWN_OUTCOMES: "values", "returns", "errors", "writes",
or several joined by "|"; "agree|values" for a pair that reads memory
nothing wrote) and the reason. The run fails on any other disagreement, on a
listed pair whose outcome is not a listed one (a crash or a timeout never
is), and on a listed pair that agrees (remove it from the list) unless it
lists "agree". The quick mode runs every listed pair. Pairs that cannot run
(a bfloat16 or opaque handle parameter, buffers over 2^24 elements, every
size refused alike by both entries, a side that the importer refuses) are
counted and named, not failed.

  utils/tvm_pairs.py --quick        # CI: a fixed quarter of the pairs, and
                                    # of the files for the import rate
  utils/tvm_pairs.py                # every pair, every file compiled
  utils/tvm_pairs.py --pair test_x__before.py --seed 3
                                    # one pair (a failure prints this line)

Every file the importer refuses is listed, with the error it gives and the
reason, in utils/tvm_refusals.tsv. A reason that starts with "tvm refuses: "
marks code TVM itself does not compile for a CPU (tests that feed invalid
code on purpose, what TVM's verifiers refuse, GPU targets); the others are
forms Prim refuses by choice (docs/TVMScript.md says why). The run fails on a
refusal that is not listed, on one whose message (the error line without
its "FILE:LINE:COL: error: ") no longer contains the listed text, and on a
listed file that imports. The rate is also printed over the files TVM
compiles for a CPU.

Without the corpus it prints why and exits 0 ("skipped"). Prints
"N passed, M failed"; exits 1 on a failure or when the import rate is under
--min-import-rate, or the rate over the files not tagged "negative_test?"
under --min-non-negative-rate (in quick mode: the rates of its quarter).
"""
import argparse
import ast
import concurrent.futures
import csv
import json
import os
import re
import subprocess
import sys
import tempfile
import time
import zlib

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_CORPUS = os.path.join(os.path.dirname(ROOT), "shared", "tvm-tests-v0.20")
KNOWN = os.path.join(ROOT, "utils", "tvm_pairs_known.tsv")
REFUSALS = os.path.join(ROOT, "utils", "tvm_refusals.tsv")
TVM_REFUSES = "tvm refuses: "
# The outcomes a known pair may list (tvm_pairs_known.tsv): both sides agree
# (with another outcome: the pair reads memory nothing wrote), an output
# buffer's values differ, the returned values differ, the sides fail
# differently (one fails, or both with different errors), a side writes
# past a buffer's end. A crash or a timeout is never a known outcome.
KNOWN_OUTCOMES = ("agree", "values", "returns", "errors", "writes")
# The manifest tag of the tests that feed TVM invalid code on purpose.
NEGATIVE = "negative_test?"
# Dynamic dims and integer scalars, tried in this order until the entries
# of both sides accept the arguments.
SIZES = (8, 4, 16)
MAX_ELEMENTS = 1 << 24
# Every buffer's address is a multiple of this, with this many guard bytes
# of this value on either side.
ALIGNMENT = 256
GUARD = 4096
GUARD_BYTE = 0x5A
GUARDS = {}
# The sizes a disagreement is reduced to, smallest first.
REDUCE_SIZES = (1, 2)
# Dims solved from the entries' messages, at most, per size.
MAX_SOLVE_STEPS = 8
# Floats: reductions may be reassociated and float16 rounds early.
TOLERANCE = {"float16": (2e-2, 2e-2), "float32": (1e-4, 1e-5), "float64": (1e-9, 1e-12)}


# ---------------------------------------------------------------------------
# One pair, in a process of its own (--run-pair): prints one JSON line.
# ---------------------------------------------------------------------------

def pair_seed(seed, before):
    return zlib.crc32(f"{seed}:{before}".encode())


def public_functions(library):
    return {name: function for name, function in library.functions.items()}


def signature(function):
    return json.dumps(function.params, sort_keys=True)


def param_names(path, function, count):
    """The name each parameter's buffer has in the entry's messages (the
    parameter's, or the T.match_buffer/T.decl_buffer view's that binds it),
    from the TVMScript source; None where the source does not say."""
    try:
        tree = ast.parse(open(path, encoding="utf-8").read())
    except (SyntaxError, ValueError):
        return [None] * count
    defs = [node for node in ast.walk(tree) if isinstance(node, ast.FunctionDef)]
    found = [d for d in defs if d.name == function]
    if not found and len(defs) == 1:
        found = defs
    if not found:
        return [None] * count
    names = [arg.arg for arg in found[0].args.args]
    for stmt in found[0].body:
        if not (isinstance(stmt, ast.Assign) and isinstance(stmt.value, ast.Call)
                and len(stmt.targets) == 1 and isinstance(stmt.targets[0], ast.Name)):
            continue
        call_node = stmt.value
        bound = None
        if call_node.args and isinstance(call_node.args[0], ast.Name) and \
                ast.unparse(call_node.func).endswith("match_buffer"):
            bound = call_node.args[0].id
        for keyword in call_node.keywords:
            if keyword.arg == "data" and isinstance(keyword.value, ast.Name):
                bound = keyword.value.id
        if bound in names:
            names[names.index(bound)] = stmt.targets[0].id
    return (names + [None] * count)[:count]


SHAPE_CHECK = re.compile(r": (\w+)\.shape\[(\d+)\] must be (.+), found -?\d+$")


def solve_dim(error, names, params, size):
    """((param, dim), value) for a refused dim whose expected value the
    message gives in terms of names that all stand for `size`."""
    match = SHAPE_CHECK.search(error or "")
    if not match or match.group(1) not in names:
        return None
    param = names.index(match.group(1))
    dim = int(match.group(2))
    expression = re.sub(r"T\.u?int\d+", "", match.group(3))
    expression = re.sub(r"[A-Za-z_]\w*", str(size), expression)
    if not re.fullmatch(r"[\d\s()+\-*/%]+", expression):
        return None
    try:
        value = eval(expression, {"__builtins__": {}})  # digits and operators
    except (ArithmeticError, SyntaxError):
        return None
    if not isinstance(value, int) or not 0 < value <= MAX_ELEMENTS:
        return None
    shape = params[param].get("shape") or []
    if dim >= len(shape) or shape[dim] is not None:
        return None
    return (param, dim), value


def random_arguments(numpy, params, size, dims, rng):
    """The arguments for `params`, or a reason they cannot be made; dynamic
    dims are `size` unless `dims` says otherwise."""
    args = []
    for param in params:
        kind, dtype = param["kind"], param.get("dtype", "")
        if kind == "tensor":
            if dtype == "bfloat16":
                return None, "a bfloat16 buffer (numpy has no bfloat16)"
            if re.fullmatch(r"[a-z]+[0-9]+x[0-9]+", dtype):
                return None, f"a {dtype} buffer (numpy has no vector dtypes)"
            shape = [dims.get((len(args), i), size) if d is None else d
                     for i, d in enumerate(param["shape"])]
            if param["strides"] is not None and any(
                    s is not None and s != c for s, c in zip(
                        param["strides"], compact_strides(shape))):
                return None, "a buffer with non-compact strides"
            count = 1
            for d in shape:
                count *= d
            if count > MAX_ELEMENTS:
                return None, f"a buffer of {count} elements (over {MAX_ELEMENTS})"
            if dtype == "bool":
                array = rng.integers(0, 2, shape).astype(bool)
            elif dtype.startswith(("int", "uint")):
                array = rng.integers(1, 4, shape).astype(dtype)
            elif dtype.startswith("float"):
                array = rng.uniform(0.25, 1.25, shape).astype(dtype)
            else:
                return None, f"a {dtype} buffer"
            args.append(guarded(numpy, array))
        elif kind == "int":
            args.append(size)
        elif kind == "bool":
            args.append(bool(rng.integers(0, 2)))
        elif kind == "float":
            args.append(float(rng.uniform(0.5, 1.5)))
        else:
            return None, f"a {kind} parameter"
    return args, None


def guarded(numpy, array):
    """`array`'s copy at an address that any `align` a buffer declares
    divides (as TVM's allocator gives), between guard bytes: a read past the
    buffer's end reads them (the same on both sides), a write past it
    changes them."""
    raw = numpy.full(array.nbytes + 2 * GUARD + ALIGNMENT, GUARD_BYTE, numpy.uint8)
    start = GUARD + -(raw.ctypes.data + GUARD) % ALIGNMENT
    copy = raw[start:start + array.nbytes].view(array.dtype).reshape(array.shape)
    copy[...] = array
    GUARDS[id(copy)] = (copy, raw, start, start + array.nbytes)
    return copy


def writes_outside(numpy, array):
    """Whether a call wrote into the guard bytes around `array`."""
    _, raw, start, end = GUARDS[id(array)]
    return bool(numpy.any(raw[:start] != GUARD_BYTE) or numpy.any(raw[end:] != GUARD_BYTE))


def compact_strides(shape):
    strides, running = [], 1
    for d in reversed(shape):
        strides.append(running)
        running *= d
    return list(reversed(strides))


def call(function, args):
    """Runs `function` on `args`; returns (error or None, result)."""
    try:
        return None, function(*args)
    except Exception as error:  # the entry's own message, to compare
        return f"{type(error).__name__}: {error}", None


def first_difference(numpy, a, b, dtype):
    """None if the arrays agree, else (index, a value, b value)."""
    if dtype.startswith("float"):
        rtol, atol = TOLERANCE.get(dtype, TOLERANCE["float32"])
        x, y = a.astype("float64"), b.astype("float64")
        same = numpy.isclose(x, y, rtol=rtol, atol=atol, equal_nan=True)
    else:
        same = a == b
    if numpy.all(same):
        return None
    index = tuple(int(i) for i in numpy.argwhere(~same)[0])
    return index, a[index].item(), b[index].item()


def same_error(error_a, error_b, names):
    """Whether both entries refused the same way: the same message, but for
    the function's name."""
    a, b = names
    return error_a == re.sub(rf"\b{re.escape(b)}\b", a, error_b)


def run_size(numpy, ours, theirs, params, buffer_names, names, seed, size):
    """Runs both sides on the same arguments with dynamic dims and integer
    scalars `size`: ("agree",), ("differ", outcome, detail, inputs) with an
    outcome of KNOWN_OUTCOMES, ("refused", message) when both refuse alike,
    or ("skip", reason)."""
    dims = {}
    where = lambda: (f"dynamic dims and integer scalars {size}"
                     + (f", dims {sorted(dims.items())}" if dims else ""))
    for _ in range(MAX_SOLVE_STEPS):
        rng = numpy.random.default_rng(seed)
        args, reason = random_arguments(numpy, params, size, dims, rng)
        if args is None:
            return "skip", reason
        inputs = [x.copy() if hasattr(x, "dtype") else x for x in args]
        copies = [guarded(numpy, x) if hasattr(x, "dtype") else x for x in args]
        error_a, value_a = call(ours, args)
        error_b, value_b = call(theirs, copies)
        if not (error_a and error_b):
            break
        # Both entries refused: a dim that a check derives from another
        # (A.shape[0] must be n * 8) gets that value.
        solved = (solve_dim(error_a, buffer_names[0], params, size) or
                  solve_dim(error_b, buffer_names[1], params, size))
        if not solved or solved[0] in dims:
            break
        dims[solved[0]] = solved[1]
    if error_a and error_b and same_error(error_a, error_b, names):
        return "refused", error_a
    if error_a or error_b:
        return ("differ", "errors",
                f"{where()}: before: {error_a or 'ok'}; after: {error_b or 'ok'}", inputs)
    if value_a != value_b:
        return "differ", "returns", f"{where()}: returns {value_a} and {value_b}", inputs
    for index, (x, y) in enumerate(zip(args, copies)):
        if not hasattr(x, "dtype"):
            continue
        sides = [side for side, array in (("before", x), ("after", y))
                 if writes_outside(numpy, array)]
        if sides:
            return ("differ", "writes",
                    f"{where()}: {' and '.join(sides)} write past argument #{index}", inputs)
        difference = first_difference(numpy, x, y, params[index]["dtype"])
        if difference:
            at, u, v = difference
            return ("differ", "values", f"{where()}: argument #{index} "
                    f"({params[index]['dtype']}{list(x.shape)}) at {list(at)}: {u} and {v}",
                    inputs)
    return ("agree",)


def run_pair(corpus, before, after, seed, out):
    import numpy
    import prim
    result = {"before": before, "after": after, "seed": seed}
    libraries = []
    for side in (before, after):
        try:
            libraries.append(prim.compile(os.path.join(corpus, "files", side),
                                          tvmscript=True))
        except prim.CompileError as error:
            first = str(error).splitlines()[0] if str(error) else "compile error"
            return dict(result, status="skip", reason=f"{side} does not compile: {first}")
    ours, theirs = (public_functions(lib) for lib in libraries)
    if len(ours) == 1 and len(theirs) == 1:
        names = [(next(iter(ours)), next(iter(theirs)))]
    elif set(ours) == set(theirs):
        names = [(name, name) for name in sorted(ours)]
    else:
        return dict(result, status="skip", reason="different functions: "
                    f"{sorted(ours)} and {sorted(theirs)}")
    for a, b in names:
        if signature(ours[a]) != signature(theirs[b]):
            return dict(result, status="skip",
                        reason=f"different signatures: {ours[a].signature} and "
                               f"{theirs[b].signature}")
    sources = [os.path.join(corpus, "files", side) for side in (before, after)]
    for a, b in names:
        params = ours[a].params
        buffer_names = [param_names(sources[0], a, len(params)),
                        param_names(sources[1], b, len(params))]
        run = lambda size: run_size(numpy, ours[a], theirs[b], params, buffer_names,
                                    (a, b), pair_seed(seed, before) + size, size)
        refused = None
        for size in SIZES:
            outcome = run(size)
            if outcome[0] == "refused":
                refused = outcome[1]
                continue
            if outcome[0] == "skip":
                return dict(result, status="skip", reason=outcome[1])
            if outcome[0] == "differ":
                # Reduced: the smallest size that still differs.
                for smaller in REDUCE_SIZES:
                    reduced = run(smaller) if smaller < size else ("agree",)
                    if reduced[0] == "differ":
                        outcome = reduced
                        break
                _, kind, detail, inputs = outcome
                if out:
                    os.makedirs(out, exist_ok=True)
                    path = os.path.join(out, before.removesuffix(".py") + ".npz")
                    numpy.savez(path, **{f"arg{i}": x for i, x in enumerate(inputs)})
                    detail += f"; inputs in {path}"
                return dict(result, status="differ", outcome=kind, detail=f"{a}: {detail}")
            break
        else:
            return dict(result, status="skip",
                        reason=f"the entries refuse every size tried: {refused}")
    return dict(result, status="agree")


# ---------------------------------------------------------------------------
# The driver
# ---------------------------------------------------------------------------

def run_tool(command, timeout):
    try:
        proc = subprocess.run(command, capture_output=True, text=True,
                              errors="replace", timeout=timeout)
    except subprocess.TimeoutExpired:
        return False, f"no answer in {timeout} s"
    lines = proc.stderr.strip().splitlines()
    return proc.returncode == 0, lines[0] if lines else f"exit {proc.returncode}"


def error_text(line, source):
    """A diagnostic line's message, without its `SOURCE:LINE:COL: error: `:
    the refusal list's texts must not match the file's name."""
    if line.startswith(source + ":"):
        line = re.sub(r"^(\d+:\d+: )?(error: )?", "", line[len(source) + 1:].lstrip())
    return line


def measure_file(build, corpus, name, scratch, compile_too, timeout):
    """(imports, compiles or None, first error line, its message)."""
    source = os.path.join(corpus, "files", name)
    stem = os.path.join(scratch, name)
    ok, message = run_tool([os.path.join(build, "bin", "prim-translate"),
                            "--import-tvmscript", source, "-o", stem + ".mlir"],
                           timeout)
    if not ok:
        return False, None, message, error_text(message, source)
    if not compile_too:
        return True, None, "", ""
    ok, message = run_tool([os.path.join(build, "bin", "prim-compile"), stem + ".mlir",
                            "--abi=tvm-ffi", "-O2", "--emit=obj", "-o", stem + ".o"],
                           timeout)
    return True, ok, message, message


def read_rows(path, columns):
    """{(first, second): the other fields} from a tab-separated list with #
    comments; `columns` names the fields."""
    width = columns.count("<TAB>") + 1
    rows = {}
    with open(path, newline="") as f:
        for row in csv.reader((line for line in f if not line.startswith("#")),
                              delimiter="\t"):
            if not row:
                continue
            if len(row) != width or not all(field.strip() for field in row):
                raise SystemExit(f"{path}: expected '{columns}', found {row}")
            rows[(row[0], row[1])] = row[2:]
    return rows


def read_known(path):
    """{(before, after): (outcomes, reason)}, the outcomes a set of
    KNOWN_OUTCOMES."""
    known = {}
    for key, (outcomes, reason) in read_rows(
            path, "before<TAB>after<TAB>outcome[|outcome...]<TAB>reason").items():
        allowed = set(outcomes.split("|"))
        if not allowed <= set(KNOWN_OUTCOMES) or allowed == {"agree"}:
            raise SystemExit(f"{path}: {key[0]}: the outcome '{outcomes}' is not one or "
                             f"more of {', '.join(KNOWN_OUTCOMES)} (and not just 'agree')")
        known[key] = (allowed, reason)
    return known


def read_negative(corpus):
    """The files whose manifest tags hold NEGATIVE (tests that feed TVM
    invalid code on purpose), or None without a manifest."""
    path = os.path.join(corpus, "manifest.tsv")
    if not os.path.isfile(path):
        return None
    with open(path, newline="") as f:
        return {r["file"] for r in csv.DictReader(f, delimiter="\t")
                if NEGATIVE in r["tags"].split(",")}


def check_refusals(names, outcome, refusals, path):
    """Failure lines for refusals that are not listed, or listed but wrong:
    the listed text must be in the message itself, not in the path before
    it."""
    listed = {name: (text, reason) for (name, text), (reason,) in refusals.items()}
    failures = []
    where = os.path.relpath(path, ROOT)
    for name in names:
        imports, _, message, text_of_message = outcome[name]
        if name not in listed:
            if not imports:
                failures.append(f"FAIL {name} is refused and not listed in {where}: "
                                f"{message}")
            continue
        text, _ = listed[name]
        if imports:
            failures.append(f"FAIL {name} imports now; remove it from {where}")
        elif text not in text_of_message:
            failures.append(f"FAIL {name}: the error no longer contains '{text}' "
                            f"({where}): {message}")
    return failures


def run_one_pair(args, row, timeout):
    before, after = row
    command = [args.python, os.path.abspath(__file__), "--run-pair", before, after,
               "--seed", str(args.seed), "--corpus", args.corpus, "--build", args.build,
               "--out", args.out]
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(
        [os.path.join(args.build, "python")] + env.get("PYTHONPATH", "").split(os.pathsep))
    try:
        proc = subprocess.run(command, capture_output=True, text=True, errors="replace",
                              timeout=timeout, env=env)
    except subprocess.TimeoutExpired:
        return {"before": before, "after": after, "status": "timeout",
                "detail": f"no answer in {timeout} s"}
    for line in reversed(proc.stdout.splitlines()):
        if line.startswith("{"):
            return json.loads(line)
    tail = (proc.stderr.strip().splitlines() or [f"exit {proc.returncode}"])[-1]
    return {"before": before, "after": after, "status": "crash",
            "detail": f"exit {proc.returncode}: {tail}"}


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--quick", action="store_true",
                        help="CI: a fixed quarter of the pairs and of the files")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--build", default=os.path.join(ROOT, "build"))
    parser.add_argument("--corpus", default=DEFAULT_CORPUS)
    parser.add_argument("--known", default=KNOWN)
    parser.add_argument("--refusals", default=REFUSALS)
    parser.add_argument("--out", default=None,
                        help="where a failing pair's inputs go (default BUILD/tvm-pairs)")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    parser.add_argument("--timeout", type=float, default=60,
                        help="seconds for one tool run or one pair")
    parser.add_argument("--pair", action="append", default=[],
                        help="only the pair with this file_before (repeatable)")
    parser.add_argument("--min-import-rate", type=float, default=0,
                        help="fail when fewer than this fraction of the rated files "
                             "(in quick mode a fixed quarter) import")
    parser.add_argument("--min-non-negative-rate", type=float, default=0,
                        help="the same over the rated files not tagged "
                             "negative_test? in the corpus's manifest.tsv (fails "
                             "without one)")
    parser.add_argument("--python", default=os.environ.get("PRIM_PYTHON", sys.executable),
                        help="the Python with numpy that runs the pairs "
                             "(default $PRIM_PYTHON, else this one)")
    parser.add_argument("--run-pair", nargs=2, help=argparse.SUPPRESS)
    args = parser.parse_args()
    args.build = os.path.abspath(args.build)
    args.out = os.path.abspath(args.out or os.path.join(args.build, "tvm-pairs"))
    args.corpus = os.path.abspath(args.corpus)

    if args.run_pair:
        print(json.dumps(run_pair(args.corpus, *args.run_pair, args.seed, args.out)))
        return 0

    pairs_tsv = os.path.join(args.corpus, "pairs.tsv")
    if not os.path.isfile(pairs_tsv):
        print(f"skipped: no TVM test corpus at {args.corpus} (pairs.tsv is missing)")
        return 0
    known = read_known(args.known)
    refusals = read_rows(args.refusals, "file<TAB>error text<TAB>reason")
    tvm_refuses = {name for (name, _), (reason,) in refusals.items()
                   if reason.startswith(TVM_REFUSES)}
    negative = read_negative(args.corpus)
    with open(pairs_tsv, newline="") as f:
        rows = [(r["file_before"], r["file_after"])
                for r in csv.DictReader(f, delimiter="\t")]
    files = sorted(os.listdir(os.path.join(args.corpus, "files")))
    selected = rows
    if args.pair:
        selected = [r for r in rows if r[0] in args.pair]
    elif args.quick:
        # A fixed quarter, whatever the seed: the same pairs in every run,
        # and every listed pair, whose outcome must stay the listed one.
        selected = [r for r in rows if zlib.crc32(r[0].encode()) % 4 == 0 or r in known]
    start = time.time()

    # 1. The import rate, and which files the selected pairs can use.
    needed = {name for row in selected for name in row}
    # The rate's files: all, or in quick mode a fixed quarter.
    rated = [n for n in files if not args.quick or zlib.crc32(n.encode()) % 4 == 0]
    if args.pair:
        rated = sorted(needed)
    measured = sorted(set(rated) | needed)
    compile_all = not args.quick and not args.pair
    with tempfile.TemporaryDirectory(prefix="tvm-pairs-") as scratch, \
            concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        futures = {name: pool.submit(measure_file, args.build, args.corpus, name,
                                     scratch, compile_all or name in needed, args.timeout)
                   for name in measured}
        outcome = {name: future.result() for name, future in futures.items()}
    imported = [n for n in rated if outcome[n][0]]
    compiled = [n for n in imported if outcome[n][1]]
    total = len(rated)
    rate = len(imported) / total if total else 0
    quarter = args.quick and not args.pair
    print(f"import: {len(imported)} of {total} files import ({100 * rate:.1f}%)"
          + (f"; a fixed quarter of the {len(files)} (the full mode imports every one)"
             if quarter else ""))
    non_negative_rate = None
    if negative is None:
        print(f"import: no manifest.tsv in {args.corpus}: no rate over the files not "
              f"tagged {NEGATIVE}")
    else:
        kept = [n for n in rated if n not in negative]
        kept_imported = [n for n in kept if outcome[n][0]]
        non_negative_rate = len(kept_imported) / len(kept) if kept else 0
        print(f"import: {len(kept_imported)} of the {len(kept)} files not tagged "
              f"{NEGATIVE} import ({100 * non_negative_rate:.1f}%)")
    cpu = [n for n in rated if n not in tvm_refuses]
    cpu_imported = [n for n in cpu if outcome[n][0]]
    print(f"import: {len(cpu_imported)} of the {len(cpu)} files TVM compiles for a CPU "
          f"({100 * len(cpu_imported) / max(len(cpu), 1):.1f}%); not counted: "
          f"{total - len(cpu)} listed as '{TVM_REFUSES}...' in "
          f"{os.path.relpath(args.refusals, ROOT)}")
    if compile_all:
        print(f"compile: {len(compiled)} of {total} files import and compile "
              f"({100 * len(compiled) / max(total, 1):.1f}%)")
    # The pairs' files outside the rate's quarter are checked too: a pair
    # must not drop out unnoticed.
    refusal_failures = [] if args.pair else check_refusals(
        measured, outcome, refusals, args.refusals)
    refusal_failures += [f"FAIL {n} imports but does not compile: {outcome[n][2]}"
                         for n in measured if outcome[n][0] and outcome[n][1] is False]
    for line in refusal_failures:
        print(line)
    compiled_set = {n for n in measured if outcome[n][1]}

    # 2. The pairs whose two sides import and compile; each other one is
    # named with the reason.
    runnable = [r for r in selected if r[0] in compiled_set and r[1] in compiled_set]
    skipped = []
    for row in selected:
        if row in runnable:
            continue
        side = row[0] if row[0] not in compiled_set else row[1]
        imports, _, message, _ = outcome[side]
        skipped.append(f"{row[0]}: {side} "
                       f"{'does not compile' if imports else 'does not import'}: {message}")
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        results = list(pool.map(lambda r: run_one_pair(args, r, args.timeout), runnable))

    passed = failed = 0
    counts = {"agree": 0, "known": 0}
    for result in results:
        key = (result["before"], result["after"])
        status = result["status"]
        corpus = ("" if args.corpus == os.path.abspath(DEFAULT_CORPUS)
                  else f" --corpus {args.corpus}")
        reproduce = (f"utils/tvm_pairs.py --pair {key[0]} --seed {args.seed}{corpus}"
                     f" (pair seed {pair_seed(args.seed, key[0])})")
        if status == "skip":
            skipped.append(f"{key[0]}: {result['reason']}")
            continue
        got = result.get("outcome", status)
        if key in known:
            allowed, reason = known[key]
            if got in allowed:
                passed += 1
                counts["known"] += 1
                continue
            failed += 1
            where = os.path.relpath(args.known, ROOT)
            if got == "agree":
                print(f"FAIL {key[0]} -> {key[1]}: listed as a known difference "
                      f"('{reason}') but agrees now; remove it from {where}")
            else:
                print(f"FAIL {key[0]} -> {key[1]}: listed in {where} with the outcome "
                      f"'{'|'.join(sorted(allowed))}' ('{reason}'), but: {got}: "
                      f"{result.get('detail', '')}\n  reproduce: {reproduce}")
            continue
        if status == "agree":
            passed += 1
            counts["agree"] += 1
            continue
        failed += 1
        print(f"FAIL {key[0]} -> {key[1]}: {status}: {result.get('detail', '')}\n"
              f"  reproduce: {reproduce}")
    failed += len(refusal_failures)
    for name, value, minimum in (("import rate", rate, args.min_import_rate),
                                 (f"import rate over the files not tagged {NEGATIVE}",
                                  non_negative_rate, args.min_non_negative_rate)):
        if minimum and (value is None or value < minimum):
            failed += 1
            shown = "unknown" if value is None else f"{100 * value:.1f}%"
            print(f"FAIL {name} {shown} is under {100 * minimum:.1f}%"
                  + (" (of the quick mode's quarter)" if quarter else ""))
    print(f"pairs: {len(selected)} selected of {len(rows)}"
          + (" (a fixed quarter and every listed pair)" if quarter else "")
          + f"; {len(runnable)} with both sides compiling; {counts['agree']} agree, "
          f"{counts['known']} known differences, {len(skipped)} not run")
    for line in skipped:
        print(f"  not run: {line}")
    print(f"{passed} passed, {failed} failed ({time.time() - start:.0f} s)")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
