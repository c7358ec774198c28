#!/usr/bin/env python3
"""Prim's zero-overhead guarantee, checked on generated modules.

Each case is a module with a public @callee of a random signature whose body
touches every argument, and two api(unpacked) callers with one signature:
@via_cpacked calls the callee with prim.call_cpacked, @via_tir with
prim.call_tir. The property: after prim-compile at -O1, -O2 and -O3, for both
ABIs, the two callers' LLVM IR is identical (value and function names set
aside), and no case crashes or fails to lower.

Signatures vary: 0-6 buffers of rank 0-4, static and dynamic dims,
i1/i8/i16/i32/i64/ui8/f16/bf16/f32/f64 and vector elements, identity and
strided layouts (subviews with steps at static or dynamic offsets, transposes,
reinterpret_casts, collapse_shape/expand_shape round trips, casts to dynamic
types), prim.align/prim.noalias, scalar arguments and a
scalar result, a resource handle, and the callee's check categories (no
checks(...), or a random subset: the types decide every check of a direct
call, so the property holds for any subset). Callers vary: one call, two or
three in a row, a call in a loop, chains A -> B -> C.

A sample of the cases also runs: a C driver calls both callers and the
callee's packed entry on the same data and compares return codes, output
bytes and error messages. "Check" cases pass a dynamic dim or a view where
the callee's type is static, so the direct call keeps the entry's checks;
they run with right and wrong sizes, and the direct call must fail exactly
as the packed entry does; their callee keeps the categories a direct call
checks (shape, strides, byte_offset, alignment) and a random subset of the
others, whose cases the driver's calls never fail. Every run is repeated on
the same module compiled with --check-table-threshold=1, whose entry checks
by table (its quick checker, then the checker): it must print the same
status and message.

  utils/zero_overhead.py --quick            # CI: 200 cases per ABI, seed 1
  utils/zero_overhead.py --count 1000 --seed 7
  utils/zero_overhead.py --quick --target armv7-unknown-linux-gnueabihf
                                            # the IR property on another target
Prints "N passed, M failed". A failure prints its seed and writes a reduced
reproducer to --out (default build/zero-overhead).
"""
import argparse
import concurrent.futures
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TARGET = ["--target=x86_64-unknown-linux-gnu", "--mcpu=x86-64"]
ABIS = ["tvm-ffi", "tvm-legacy"]
LEVELS = ["-O1", "-O2", "-O3"]

# element type: (mlir, kind, bytes, C type of one element's storage)
ELEMENTS = {
    "i1": ("i1", "bool", 1),
    "i8": ("i8", "int", 1),
    "i16": ("i16", "int", 2),
    "i32": ("i32", "int", 4),
    "i64": ("i64", "int", 8),
    "ui8": ("ui8", "unsigned", 1),
    "f16": ("f16", "float", 2),
    "bf16": ("bf16", "float", 2),
    "f32": ("f32", "float", 4),
    "f64": ("f64", "float", 8),
    "v4f32": ("vector<4xf32>", "float", 16),
    "v2i32": ("vector<2xi32>", "int", 8),
}
SCALARS = {"i1": "_Bool", "i32": "int32_t", "i64": "int64_t", "index": "int64_t",
           "f32": "float", "f64": "double"}
RESULTS = ["i32", "i64", "f32", "f64"]
# The check categories of #prim.checks; a direct call checks the first four.
DIRECT_CHECKS = ["shape", "strides", "byte_offset", "alignment"]
OTHER_CHECKS = ["type_code", "ndim_dtype", "device", "data"]


def dim_text(d):
    return "?" if d is None else str(d)


def memref_text(shape, elem, strides=None, offset=0):
    dims = "x".join(dim_text(d) for d in shape)
    body = (dims + "x" if shape else "") + ELEMENTS[elem][0]
    if strides is None:
        return f"memref<{body}>"
    return (f"memref<{body}, strided<[{', '.join(dim_text(s) for s in strides)}]"
            f", offset: {dim_text(offset)}>>")


def sizes_product(shape):
    n = 1
    for d in shape:
        n *= d
    return n


def compact(shape):
    strides, running = [], 1
    for d in reversed(shape):
        strides.insert(0, running)
        running *= d
    return strides


class Buffer:
    """One callee buffer parameter and how the callers make its argument."""

    def __init__(self, rng, allow_checks):
        self.elem = rng.choice(list(ELEMENTS))
        rank = rng.randint(0, 4)
        # The callers' value: a static identity buffer (the parent), maybe a
        # view of it, maybe cast to dynamic dims.
        modes = (["direct", "direct", "cast", "view", "view", "reshape", "reinterpret"]
                 + (["transpose"] if rank >= 2 else []))
        self.mode = rng.choice(modes) if rank else "direct"
        # Small enough that full unrolling keeps the modules small.
        self.size = [rng.randint(1, 3 if rank <= 2 else 2) for _ in range(rank)]
        self.origin, self.dynamic_origin = [0] * rank, False
        if self.mode == "view":  # a subview, with steps, at some origin
            self.step = [rng.choice([1, 1, 2]) for _ in range(rank)]
            extent = [(s - 1) * k + 1 for s, k in zip(self.size, self.step)]
            self.parent = [e + rng.randint(0, 2) for e in extent]
            self.dynamic_origin = rng.random() < 0.5
            if self.dynamic_origin:  # one runtime value for every dim
                slack = min(p - e for p, e in zip(self.parent, extent))
                self.origin = [rng.randint(0, slack)] * rank
            else:
                self.origin = [rng.randint(0, p - e) for p, e in zip(self.parent, extent)]
            self.view_strides = [c * k for c, k in zip(compact(self.parent), self.step)]
        elif self.mode == "reinterpret":  # a window, by memref.reinterpret_cast
            self.parent = [s + rng.randint(0, 2) for s in self.size]
            self.origin = [rng.randint(0, p - s) for p, s in zip(self.parent, self.size)]
            self.view_strides = compact(self.parent)
        elif self.mode == "transpose":  # the parent's dims reversed
            self.parent = list(reversed(self.size))
            self.view_strides = list(reversed(compact(self.parent)))
        else:
            self.parent = list(self.size)
        self.view_offset = sum(o * c for o, c in zip(self.origin, compact(self.parent)))
        # What the callee declares: the callers' type with some facts dynamic.
        self.callee_shape = [None if rng.random() < 0.4 else s for s in self.size]
        self.callee_layout = None
        if self.mode in ("view", "transpose", "reinterpret"):
            self.callee_layout = (
                [None if rng.random() < 0.3 else s for s in self.view_strides],
                None if self.dynamic_origin or rng.random() < 0.3 else self.view_offset)
        # The caller's own parameter: static unless it is a direct argument,
        # which may keep the callee's dynamic dims.
        self.caller_shape = list(self.parent)
        if self.mode == "direct" and rng.random() < 0.5:
            self.caller_shape = list(self.callee_shape)
        # Check cases: the callers' value leaves a static callee fact open.
        self.open_dims = []
        if allow_checks and rank and self.mode == "direct":
            self.open_dims = [d for d in range(rank) if rng.random() < 0.5]
            if not self.open_dims:
                self.open_dims = [0]
            self.callee_shape = list(self.size)
            self.caller_shape = [None if d in self.open_dims else s
                                 for d, s in enumerate(self.size)]
        self.align = rng.choice([None, None, 16, 64])
        self.noalias = rng.random() < 0.3

    def callee_type(self):
        if self.callee_layout:
            return memref_text(self.callee_shape, self.elem, *self.callee_layout)
        return memref_text(self.callee_shape, self.elem)

    def caller_type(self):
        return memref_text(self.caller_shape, self.elem)

    def attrs(self, caller):
        attrs = []
        if self.align:
            attrs.append(f"prim.align = {self.align}")
        if self.noalias and not caller:
            attrs.append("prim.noalias")
        return " {" + ", ".join(attrs) + "}" if attrs else ""


class Case:
    def __init__(self, seed, checks=False):
        self.seed = seed
        rng = random.Random(seed)
        self.checks = checks
        self.buffers = [Buffer(rng, checks) for _ in range(rng.randint(1 if checks else 0, 6))]
        if checks and not any(b.open_dims for b in self.buffers):
            self.buffers[0] = Buffer(random.Random(seed + 1), True)
            while not self.buffers[0].open_dims:
                self.buffers[0] = Buffer(rng, True)
        # One case in ten has a wide callee: past 32 native parameters, the
        # body takes them through a struct (docs/Lowering.md, "Wide native
        # bodies"). An rng of its own, so that the rest of a seed's case
        # stays as it was.
        wide_rng = random.Random(seed + 3)
        if not checks and wide_rng.random() < 0.1:
            self.buffers += [Buffer(wide_rng, False)
                             for _ in range(wide_rng.randint(30, 36))]
        self.scalars = [rng.choice(list(SCALARS)) for _ in range(rng.randint(0, 3))]
        self.result = rng.choice([None, None] + RESULTS)
        self.handle = rng.random() < 0.3
        self.pass_handle = self.handle and rng.random() < 0.7
        self.variant = "single" if checks else rng.choice(
            ["single", "repeat", "loop", "chain"])
        self.repeat = rng.randint(2, 3)
        self.chain = rng.randint(1, 2)
        # An rng of its own, so that the rest of a seed's case stays as it was.
        checks_rng = random.Random(seed + 2)
        if checks:
            kept = DIRECT_CHECKS + [c for c in OTHER_CHECKS if checks_rng.random() < 0.5]
            self.entry_checks = None if len(kept) == 8 else kept
        elif checks_rng.random() < 0.25:
            self.entry_checks = None
        else:
            self.entry_checks = [c for c in DIRECT_CHECKS + OTHER_CHECKS
                                 if checks_rng.random() < 0.5] or ["none"]

    def reduced(self, **changes):
        other = Case.__new__(Case)
        other.__dict__.update(self.__dict__)
        other.__dict__.update(changes)
        return other

    # --- MLIR -------------------------------------------------------------

    def callee_params(self):
        params = [f"%b{i}: {b.callee_type()}{b.attrs(False)}" for i, b in enumerate(self.buffers)]
        params += [f"%s{i}: {t}" for i, t in enumerate(self.scalars)]
        if self.handle:
            params.append("%h: !prim.handle {prim.resource_handle}")
        return ", ".join(params)

    def result_text(self):
        return f" -> {self.result}" if self.result else ""

    def callee(self, name):
        checks = f" checks({', '.join(self.entry_checks)})" if self.entry_checks else ""
        lines = [f"prim.func @{name}({self.callee_params()}){self.result_text()}{checks} {{"]
        for i, b in enumerate(self.buffers):
            lines += touch(f"%b{i}", b, f"t{i}")
        if self.result:
            lines += combine(self.scalars, self.result)
            lines.append(f"  prim.return %r : {self.result}")
        else:
            lines.append("  prim.return")
        lines.append("}")
        return lines

    def forward(self, name, callee, op):
        """A public packed function with the callee's signature that calls it
        (a link of a chain)."""
        lines = [f"prim.func @{name}({self.callee_params()}){self.result_text()} {{"]
        args = [f"%b{i}" for i in range(len(self.buffers))] + [f"%s{i}" for i in range(len(self.scalars))]
        lines.append(self.call_line(op, callee, args, "%h" if self.handle else None,
                                    [b.callee_type() for b in self.buffers], "%r"))
        lines.append(f"  prim.return %r : {self.result}" if self.result else "  prim.return")
        lines.append("}")
        return lines

    def call_line(self, op, callee, args, handle, buffer_types, result_name=None):
        types = buffer_types + self.scalars
        result = f"{result_name} = " if self.result and result_name else ""
        if op == "call_cpacked":
            suffix = f" resource_handle({handle})" if handle else ""
            return (f"  {result}prim.call_cpacked @{callee}({', '.join(args)}){suffix}"
                    f" : ({', '.join(types)}){self.result_text() or ' -> ()'}")
        if self.handle:
            args = args + [handle or "%null"]
            types = types + ["!prim.handle"]
        return (f"  {result}prim.call_tir @{callee}({', '.join(args)})"
                f" : ({', '.join(types)}){self.result_text() or ' -> ()'}")

    def caller(self, name, op, target):
        params = [f"%p{i}: {b.caller_type()}{b.attrs(True)}" for i, b in enumerate(self.buffers)]
        params += [f"%s{i}: {t}" for i, t in enumerate(self.scalars)]
        params += [f"%o{i}: index" for i, b in enumerate(self.buffers)
                   if b.mode == "view" and b.dynamic_origin]
        if self.variant == "loop":
            params.append("%trip: index")
        params.append("%h: !prim.handle {prim.resource_handle}")
        lines = [f"prim.func @{name}({', '.join(params)}) api(unpacked) {{"]
        if self.handle and not self.pass_handle and op == "call_tir":
            lines.append("  %null = prim.null_handle")
        args, types = [], []
        for i, b in enumerate(self.buffers):
            value, vtype = f"%p{i}", b.caller_type()
            if b.mode == "view":
                offsets = ", ".join(f"%o{i}" if b.dynamic_origin else str(o) for o in b.origin)
                vt = memref_text(b.size, b.elem, b.view_strides,
                                 None if b.dynamic_origin else b.view_offset)
                sizes = ", ".join(map(str, b.size))
                steps = ", ".join(map(str, b.step))
                lines.append(f"  %v{i} = memref.subview {value}[{offsets}] [{sizes}] [{steps}]"
                             f" : {vtype} to {vt}")
                value, vtype = f"%v{i}", vt
            elif b.mode == "reinterpret":
                vt = memref_text(b.size, b.elem, b.view_strides, b.view_offset)
                lines.append(f"  %v{i} = memref.reinterpret_cast {value} to offset: [{b.view_offset}],"
                             f" sizes: [{', '.join(map(str, b.size))}],"
                             f" strides: [{', '.join(map(str, b.view_strides))}] : {vtype} to {vt}")
                value, vtype = f"%v{i}", vt
            elif b.mode == "reshape":  # collapsed to 1-D and expanded back
                rank = len(b.size)
                flat = memref_text([sizes_product(b.size)], b.elem)
                group = ", ".join(str(d) for d in range(rank))
                lines.append(f"  %f{i} = memref.collapse_shape {value} [[{group}]] : {vtype} into {flat}")
                lines.append(f"  %v{i} = memref.expand_shape %f{i} [[{group}]] output_shape"
                             f" [{', '.join(map(str, b.size))}] : {flat} into {vtype}")
                value = f"%v{i}"
            elif b.mode == "transpose":
                rank = len(b.size)
                dims = ", ".join(f"d{d}" for d in range(rank))
                reverse = ", ".join(f"d{d}" for d in reversed(range(rank)))
                vt = memref_text(b.size, b.elem, b.view_strides, 0)
                lines.append(f"  %v{i} = memref.transpose {value} ({dims}) -> ({reverse})"
                             f" : {vtype} to {vt}")
                value, vtype = f"%v{i}", vt
            if b.mode != "direct" and vtype != b.callee_type() and not self.checks:
                lines.append(f"  %c{i} = memref.cast {value} : {vtype} to {b.callee_type()}")
                value, vtype = f"%c{i}", b.callee_type()
            args.append(value)
            types.append(vtype)
        args += [f"%s{i}" for i in range(len(self.scalars))]
        handle = "%h" if self.pass_handle else None
        call = self.call_line(op, target, args, handle, types, "%unused")
        if self.variant == "single":
            lines.append(call)
        elif self.variant == "repeat":
            lines += [call.replace("%unused", f"%unused{k}") for k in range(self.repeat)]
        elif self.variant == "loop":
            lines.append("  %lb = arith.constant 0 : index")
            lines.append("  %step = arith.constant 1 : index")
            lines.append("  scf.for %it = %lb to %trip step %step {")
            lines.append("  " + call)
            lines.append("  }")
        else:
            lines.append(call)
        lines.append("  prim.return")
        lines.append("}")
        return lines

    def module(self, prefix=""):
        """The case's module text; every symbol starts with `prefix`."""
        p = prefix
        lines = [f"// zero_overhead.py case {self.seed}{' (checks)' if self.checks else ''}"]
        lines += self.callee(f"{p}callee")
        targets = {"call_cpacked": f"{p}callee", "call_tir": f"{p}callee"}
        if self.variant == "chain":
            for op, tag in (("call_cpacked", "cpk"), ("call_tir", "tir")):
                below = f"{p}callee"
                for link in range(self.chain):
                    name = f"{p}link{link}_{tag}"
                    lines += self.forward(name, below, op)
                    below = name
                targets[op] = below
        lines += self.caller(f"{p}via_cpacked", "call_cpacked", targets["call_cpacked"])
        if not self.checks:
            lines += self.caller(f"{p}via_tir", "call_tir", targets["call_tir"])
        return "\n".join(lines) + "\n"


def touch(name, buffer, tag):
    """Loops over every element of a buffer and updates it in place."""
    rank = len(buffer.size)
    mlir, kind, _ = ELEMENTS[buffer.elem]
    mtype = buffer.callee_type()
    lines = [f"  %{tag}_zero = arith.constant 0 : index", f"  %{tag}_one = arith.constant 1 : index"]
    indices = []
    for d in range(rank):
        lines.append(f"  %{tag}_c{d} = arith.constant {d} : index")
        lines.append(f"  %{tag}_n{d} = memref.dim {name}, %{tag}_c{d} : {mtype}")
    for d in range(rank):
        lines.append("  " * (d + 1) + f"scf.for %{tag}_i{d} = %{tag}_zero to %{tag}_n{d} step %{tag}_one {{")
        indices.append(f"%{tag}_i{d}")
    pad = "  " * (rank + 1)
    idx = ", ".join(indices)
    lines.append(f"{pad}%{tag}_x = memref.load {name}[{idx}] : {mtype}")
    new = f"%{tag}_x"
    if kind == "bool":
        lines.append(f"{pad}%{tag}_t = arith.constant true")
        lines.append(f"{pad}%{tag}_y = arith.xori %{tag}_x, %{tag}_t : i1")
        new = f"%{tag}_y"
    elif kind in ("int", "float"):
        if mlir.startswith("vector"):
            scalar = mlir[mlir.index("x") + 1:-1]
            one = "1.0" if kind == "float" else "1"
            lines.append(f"{pad}%{tag}_k = arith.constant dense<{one}> : {mlir}")
        else:
            lines.append(f"{pad}%{tag}_k = arith.constant {'1.0' if kind == 'float' else '1'} : {mlir}")
        lines.append(f"{pad}%{tag}_y = arith.add{'f' if kind == 'float' else 'i'} %{tag}_x, %{tag}_k : {mlir}")
        new = f"%{tag}_y"
    lines.append(f"{pad}memref.store {new}, {name}[{idx}] : {mtype}")
    for d in reversed(range(rank)):
        lines.append("  " * (d + 1) + "}")
    return lines


def combine(scalars, result):
    """%r: the sum of every scalar converted to `result`."""
    is_float = result.startswith("f")
    lines = [f"  %acc = arith.constant {'0.0' if is_float else '0'} : {result}"]
    acc = "%acc"
    for i, t in enumerate(scalars):
        v = f"%s{i}"
        if t == "index":
            lines.append(f"  %w{i}i = arith.index_cast {v} : index to i64")
            v, t = f"%w{i}i", "i64"
        if t == result:
            w = v
        elif t.startswith("f") and is_float:
            op = "arith.extf" if int(t[1:]) < int(result[1:]) else "arith.truncf"
            lines.append(f"  %w{i} = {op} {v} : {t} to {result}")
            w = f"%w{i}"
        elif t.startswith("f"):
            lines.append(f"  %w{i} = arith.fptosi {v} : {t} to {result}")
            w = f"%w{i}"
        elif is_float:
            op = "arith.uitofp" if t == "i1" else "arith.sitofp"
            lines.append(f"  %w{i} = {op} {v} : {t} to {result}")
            w = f"%w{i}"
        else:
            op = "arith.extui" if t == "i1" else (
                "arith.extsi" if int(t[1:]) < int(result[1:]) else "arith.trunci")
            lines.append(f"  %w{i} = {op} {v} : {t} to {result}")
            w = f"%w{i}"
        lines.append(f"  %acc{i} = arith.add{'f' if is_float else 'i'} {acc}, {w} : {result}")
        acc = f"%acc{i}"
    lines.append(f"  %r = arith.add{'f' if is_float else 'i'} {acc}, %acc : {result}")
    return lines


# --- Compiling and comparing --------------------------------------------------

def run(cmd, **kwargs):
    return subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                          text=True, **kwargs)


DEFINE = re.compile(r"^define [^\n]*?@([\w.$]+)\(.*?^}", re.S | re.M)


def function_bodies(ir):
    """{name: normalized body} for every function defined in `ir`: value and
    function names of the two callers and of their chains set aside."""
    bodies = {}
    for match in DEFINE.finditer(ir):
        text = re.sub(r"^define[^\n]*", "define", match.group(0))
        text = re.sub(r"!\d+", "!N", text)
        for name in ("via_cpacked", "via_tir"):
            text = text.replace(name, "via")
        text = text.replace("_cpk", "_X").replace("_tir", "_X")
        bodies[match.group(1)] = re.sub(r" +", " ", text)  # padded label comments
    return bodies


class Tools:
    def __init__(self, build):
        self.compile = os.path.join(build, "bin", "prim-compile")
        self.runtime_dir = os.path.join(build, "lib", "Runtime")
        self.cc = shutil.which("clang-22") or shutil.which("cc")


def compile_module(tools, path, abi, level, out, emit="llvm", extra=()):
    return run([tools.compile, path, "-o", out, f"--abi={abi}", level,
                f"--emit={emit}", *extra] + TARGET)


def outcome_of(result):
    if result.returncode < 0 or "LLVM ERROR" in result.stderr or "Stack dump" in result.stderr:
        return "crash"
    return "ok" if result.returncode == 0 else "error"


def compare_ir(bodies, prefix):
    a, b = bodies.get(prefix + "via_cpacked"), bodies.get(prefix + "via_tir")
    return "identical" if a is not None and a == b else "differ"


def compare_case(tools, case, workdir, level_outcomes=None, prefix=""):
    """The case's first failure, or None; compiles the case alone. With
    `level_outcomes`, goes on after a failure and records every (abi, level)
    outcome in it."""
    path = os.path.join(workdir, f"case{case.seed}.mlir")
    with open(path, "w") as f:
        f.write(case.module(prefix))
    first = None
    for abi in ABIS:
        for level in LEVELS:
            out = path + f".{abi}{level}.ll"
            result = compile_module(tools, path, abi, level, out)
            outcome, why = outcome_of(result), None
            if outcome != "ok":
                why = f"{abi} {level}: prim-compile {outcome}: {result.stderr.strip()[:400]}"
            else:
                with open(out) as f:
                    outcome = compare_ir(function_bodies(f.read()), prefix)
                if outcome != "identical":
                    why = f"{abi} {level}: @via_cpacked and @via_tir differ"
            if level_outcomes is not None:
                level_outcomes[(abi, level)] = outcome
            first = first or why
            if why and level_outcomes is None:
                return first
    return first


def compare_batch(tools, cases, workdir, index):
    """Compiles many cases as one module (fast) and compares each; a batch
    that does not compile is compiled case by case to find the culprits.
    Returns {seed: (first failure or None, {(abi, level): outcome})}."""
    path = os.path.join(workdir, f"batch{index}.mlir")
    with open(path, "w") as f:
        for case in cases:
            f.write(case.module(f"c{case.seed}_"))
    results = {case.seed: (None, {}) for case in cases}
    for abi in ABIS:
        for level in LEVELS:
            out = path + f".{abi}{level}.ll"
            if compile_module(tools, path, abi, level, out).returncode != 0:
                for case in cases:
                    outcomes = {}
                    results[case.seed] = (compare_case(tools, case, workdir, outcomes), outcomes)
                return results
            with open(out) as f:
                bodies = function_bodies(f.read())
            for case in cases:
                why, outcomes = results[case.seed]
                outcomes[(abi, level)] = compare_ir(bodies, f"c{case.seed}_")
                if outcomes[(abi, level)] != "identical" and not why:
                    results[case.seed] = (f"{abi} {level}: @via_cpacked and @via_tir differ", outcomes)
    return results


def summary_table(outcomes, runs, failed_runs):
    """Markdown: per ABI and level, how many cases were identical."""
    lines = ["| ABI | level | identical | differ | lowering errors | crashes |",
             "|---|---|---|---|---|---|"]
    for abi in ABIS:
        for level in LEVELS:
            counts = {"identical": 0, "differ": 0, "error": 0, "crash": 0}
            for per_case in outcomes.values():
                counts[per_case.get((abi, level), "error")] += 1
            total = max(len(outcomes), 1)
            lines.append(f"| {abi} | {level} | {counts['identical']}/{len(outcomes)}"
                         f" ({100 * counts['identical'] / total:.0f}%) | {counts['differ']}"
                         f" | {counts['error']} | {counts['crash']} |")
    lines.append("")
    lines.append(f"Executed: {runs - failed_runs} of {runs} runs agreed (both callers and the"
                 " packed entry, same return codes, bytes and messages; check cases with right"
                 " and wrong sizes).")
    return "\n".join(lines)


def reduce(tools, case, workdir, still_fails):
    """Greedily drops what the failure does not need."""
    changed = True
    while changed:
        changed = False
        candidates = []
        for i in range(len(case.buffers)):
            candidates.append(case.reduced(buffers=case.buffers[:i] + case.buffers[i + 1:]))
        for i in range(len(case.scalars)):
            candidates.append(case.reduced(scalars=case.scalars[:i] + case.scalars[i + 1:]))
        if case.variant != "single":
            candidates.append(case.reduced(variant="single"))
        if case.result:
            candidates.append(case.reduced(result=None))
        if case.handle:
            candidates.append(case.reduced(handle=False, pass_handle=False))
        if case.entry_checks:
            candidates.append(case.reduced(entry_checks=None))
        for candidate in candidates:
            if still_fails(candidate):
                case, changed = candidate, True
                break
    return case


# --- Execution -----------------------------------------------------------------

DTYPES = {  # DLPack code, bits, lanes; i1 is each runtime's bool (below)
    "i8": (0, 8, 1), "i16": (0, 16, 1), "i32": (0, 32, 1),
    "i64": (0, 64, 1), "ui8": (1, 8, 1), "f16": (2, 16, 1), "bf16": (4, 16, 1),
    "f32": (2, 32, 1), "f64": (2, 64, 1), "v4f32": (2, 32, 4), "v2i32": (0, 32, 2),
}


# tvm-ffi's bool is {kDLBool, 8, 1} (dtype.cc); TVM v0.20's DataType::Bool()
# is {kDLUInt, 1, 1}.
BOOL_DTYPES = {"tvm-ffi": (6, 8, 1), "tvm-legacy": (1, 1, 1)}


def driver_source(case, abi, wrong):
    """A C program that runs via_cpacked, via_tir (unless a check case) and
    the callee's packed entry on the same data and compares them. `wrong`
    makes the open dims of a check case one too large."""
    out = ['#include "prim/Runtime/PrimRuntime.h"', "#include <dlfcn.h>", "#include <stdint.h>",
           "#include <stdio.h>", "#include <stdlib.h>", "#include <string.h>", ""]
    nb = len(case.buffers)
    calls = {"single": 1, "repeat": case.repeat, "loop": 3, "chain": 1}[case.variant]
    # Each buffer's actual shape (the callers' parent), and its fill.
    shapes = []
    for b in case.buffers:
        shape = list(b.parent)
        if wrong:
            shape = [s + 1 if d in b.open_dims else s for d, s in enumerate(shape)]
        shapes.append(shape)
    size = 64  # a multiple of 64, so every buffer is 64-byte aligned
    for b, shape in zip(case.buffers, shapes):
        n = ELEMENTS[b.elem][2]
        for d in shape:
            n *= d
        size = max(size, (n + 63) // 64 * 64)
    out.append(f"static unsigned char init[{max(nb, 1)}][{size}];")
    out.append(f"static unsigned char data[3][{max(nb, 1)}][{size}] __attribute__((aligned(64)));")
    out.append("static void reset(int k) { memcpy(data[k], init, sizeof init); }")
    # The unpacked callers' C signature: data pointers, dynamic dims,
    # scalars, origins, trip count, handle.
    params = ["void*"] * nb
    for b in case.buffers:
        params += ["int64_t"] * sum(1 for d in b.caller_shape if d is None)
    params += [SCALARS[t] for t in case.scalars]
    params += ["int64_t" for b in case.buffers if b.mode == "view" and b.dynamic_origin]
    if case.variant == "loop":
        params.append("int64_t")
    params.append("void*")
    out.append(f"typedef int32_t (*Unpacked)({', '.join(params)});")
    args = [f"data[K][{i}]" for i in range(nb)]
    for i, (b, shape) in enumerate(zip(case.buffers, shapes)):
        args += [str(shape[d]) for d, s in enumerate(b.caller_shape) if s is None]
    scalar_values = []
    for i, t in enumerate(case.scalars):
        scalar_values.append({"i1": "1", "f32": f"{i}.5f", "f64": f"{i}.25"}.get(t, str(i + 2)))
    args += scalar_values
    origins = [b for b in case.buffers if b.mode == "view" and b.dynamic_origin]
    args += [str(b.origin[0]) for b in origins]
    if case.variant == "loop":
        args.append("3")
    args.append("(void*)0x1234")
    out.append("static const char* lastError(void) { const char* m = PrimRuntimeGetLastError(); return m ? m : \"\"; }")
    out.append("int main(int argc, char** argv) {")
    out.append("  (void)argc;")
    out.append("  srand(1);")
    out.append("  for (size_t i = 0; i < sizeof init; ++i) init[0][i] = (unsigned char)(rand() % 8);")
    for i, b in enumerate(case.buffers):
        if b.elem == "i1":
            out.append(f"  for (size_t i = 0; i < sizeof init[{i}]; ++i) init[{i}][i] &= 1;")
    out.append("  void* lib = dlopen(argv[1], RTLD_NOW | RTLD_LOCAL);")
    out.append("  if (!lib) { printf(\"cannot load: %s\\n\", dlerror()); return 2; }")
    out.append("  char messages[3][600]; int rcs[3];")
    for k, name in enumerate(["via_cpacked", "via_tir"]):
        if name == "via_tir" and case.checks:
            continue
        out.append(f"  reset({k});")
        out.append(f"  Unpacked f{k} = (Unpacked)dlsym(lib, \"{name}\");")
        out.append(f"  if (!f{k}) {{ printf(\"no {name}\\n\"); return 2; }}")
        call = ", ".join(a.replace("K", str(k)) for a in args)
        out.append(f"  rcs[{k}] = f{k}({call});")
        out.append(f"  snprintf(messages[{k}], sizeof messages[{k}], \"%s\", rcs[{k}] ? lastError() : \"\");")
    # The packed entry, with the DLTensors the callers pass.
    out.append("  reset(2);")
    symbol = ("__tvm_ffi_" if abi == "tvm-ffi" else "") + "callee"
    out.append(f"  void* entry = dlsym(lib, \"{symbol}\");")
    out.append("  if (!entry) { printf(\"no entry\\n\"); return 2; }")
    out.append(f"  DLTensor tensors[{max(nb, 1)}]; int64_t dims[{max(nb, 1)}][8];")
    for i, (b, shape) in enumerate(zip(case.buffers, shapes)):
        code, bits, lanes = DTYPES.get(b.elem) or BOOL_DTYPES[abi]
        rank = len(b.size)
        view, strides, offset = shape, compact(shape), 0
        if b.mode in ("view", "transpose", "reinterpret"):
            view, strides, offset = b.size, b.view_strides, b.view_offset
        for d in range(rank):
            out.append(f"  dims[{i}][{d}] = {view[d]}; dims[{i}][{4 + d}] = {strides[d]};")
        out.append(f"  tensors[{i}] = (DLTensor){{data[2][{i}], {{kDLCPU, 0}}, {rank}, {{{code}, {bits}, {lanes}}},"
                   f" dims[{i}], {'dims[%d] + 4' % i if rank else '0'}, {offset * ELEMENTS[b.elem][2]}}};")
    n = nb + len(case.scalars)
    handle = "(void*)0x1234" if case.pass_handle else "(void*)0"
    if abi == "tvm-ffi":
        out.append(f"  TVMFFIAny packed[{max(n, 1)}]; memset(packed, 0, sizeof packed);")
        for i in range(nb):
            out.append(f"  packed[{i}].type_index = kTVMFFIDLTensorPtr; packed[{i}].v_ptr = &tensors[{i}];")
        for j, t in enumerate(case.scalars):
            i = nb + j
            if t.startswith("f"):
                out.append(f"  packed[{i}].type_index = kTVMFFIFloat; packed[{i}].v_float64 = {scalar_values[j]};")
            elif t == "i1":
                out.append(f"  packed[{i}].type_index = kTVMFFIBool; packed[{i}].v_int64 = {scalar_values[j]};")
            else:
                out.append(f"  packed[{i}].type_index = kTVMFFIInt; packed[{i}].v_int64 = {scalar_values[j]};")
        out.append("  TVMFFIAny ret; memset(&ret, 0, sizeof ret);")
        invoke = f"((TVMFFISafeCallType)entry)({handle}, packed, {n}, &ret)"
    else:
        out.append(f"  TVMValue values[{max(n, 1)}]; int codes[{max(n, 1)}];")
        for i in range(nb):
            out.append(f"  values[{i}].v_handle = &tensors[{i}]; codes[{i}] = kTVMDLTensorHandle;")
        for j, t in enumerate(case.scalars):
            i = nb + j
            if t.startswith("f"):
                out.append(f"  values[{i}].v_float64 = {scalar_values[j]}; codes[{i}] = kTVMArgFloat;")
            else:
                out.append(f"  values[{i}].v_int64 = {scalar_values[j]}; codes[{i}] = kTVMArgInt;")
        out.append("  TVMValue ret; ret.v_int64 = 0; int retCode = kTVMNullptr;")
        invoke = f"((TVMBackendPackedCFunc)entry)(values, codes, {n}, &ret, &retCode, {handle})"
    out.append(f"  rcs[2] = 0; for (int k = 0; k < {calls} && rcs[2] == 0; ++k) rcs[2] = {invoke};")
    out.append("  snprintf(messages[2], sizeof messages[2], \"%s\", rcs[2] ? lastError() : \"\");")
    out.append("  int failed = 0;")
    others = [0, 2] if case.checks else [0, 1, 2]
    for k in others[1:]:
        out.append(f"  if (rcs[{k}] != rcs[0] || strcmp(messages[{k}], messages[0]) || memcmp(data[{k}], data[0], sizeof data[0])) {{")
        out.append(f"    printf(\"differ: %d \\\"%s\\\" vs %d \\\"%s\\\"\\n\", rcs[0], messages[0], rcs[{k}], messages[{k}]); failed = 1; }}")
    # An unsigned buffer is only loaded and stored back unchanged, and an
    # even number of calls flips a bool buffer back.
    kinds = {ELEMENTS[b.elem][1] for b in case.buffers}
    writes = bool(kinds & {"int", "float"}) or ("bool" in kinds and calls % 2 == 1)
    out.append("  if (rcs[0] == 0 && memcmp(data[0], init, sizeof init) == 0 && "
               + ("1" if writes else "0") + ") {")
    out.append("    printf(\"nothing written\\n\"); failed = 1; }")
    if case.checks:
        expect = "-1" if wrong else "0"
        out.append(f"  if (rcs[0] != {expect}) {{ printf(\"status %d, expected {expect}: %s\\n\", rcs[0], messages[0]); failed = 1; }}")
        if wrong:
            out.append("  if (memcmp(data[0], init, sizeof init)) { printf(\"written on error\\n\"); failed = 1; }")
    out.append("  printf(\"%d %s\\n\", rcs[0], messages[0]);")
    out.append("  return failed;")
    out.append("}")
    return "\n".join(out) + "\n"


def execute_case(tools, case, abi, workdir):
    """Runs the case; a check case runs twice on one library, with right and
    with wrong sizes. Each run also goes to a second library whose entry has
    the table form (--check-table-threshold=1), which must print the same.
    Returns {label: failure} for the runs that failed."""
    tag = f"{'check' if case.checks else 'run'}{case.seed}.{abi}"
    path = os.path.join(workdir, tag + ".mlir")
    with open(path, "w") as f:
        f.write(case.module())
    lib = os.path.join(workdir, tag + ".so")
    table_lib = os.path.join(workdir, tag + ".table.so")
    labels = [("check", False), ("check-wrong", True)] if case.checks else [("run", False)]
    for out, extra in ((lib, ()), (table_lib, ("--check-table-threshold=1",))):
        result = compile_module(tools, path, abi, "-O2", out, emit="shared", extra=extra)
        if result.returncode != 0:
            why = (f"{abi}: prim-compile {' '.join(extra)} {outcome_of(result)}: "
                   f"{result.stderr.strip()[:400]}")
            return {label: why for label, _ in labels}
    failures = {}
    flag = "-DPRIM_RUNTIME_ABI_FFI" if abi == "tvm-ffi" else "-DPRIM_RUNTIME_ABI_LEGACY"
    for label, wrong in labels:
        src = os.path.join(workdir, f"{tag}.{label}.c")
        with open(src, "w") as f:
            f.write(driver_source(case, abi, wrong))
        exe = src[:-2]
        build = run([tools.cc, "-std=c11", "-D_GNU_SOURCE", "-O0", "-w", flag,
                     f"-I{ROOT}/include", src, "-o", exe, f"-L{tools.runtime_dir}",
                     "-lPrimRuntime", f"-Wl,-rpath,{tools.runtime_dir}", "-ldl"])
        if build.returncode != 0:
            failures[label] = f"{abi}: the driver does not compile: {build.stderr.strip()[:400]}"
            continue
        ran = run([exe, lib], timeout=60)
        if ran.returncode != 0:
            failures[label] = (f"{abi}{' wrong sizes' if wrong else ''}: "
                               f"{ran.stdout.strip()[:400]} {ran.stderr.strip()[:200]}")
            continue
        table = run([exe, table_lib], timeout=60)
        if table.returncode != 0 or table.stdout != ran.stdout:
            failures[label] = (f"{abi}{' wrong sizes' if wrong else ''}, table form: "
                               f"{table.stdout.strip()[:400]} {table.stderr.strip()[:200]}"
                               f" (straight-line form: {ran.stdout.strip()[:200]})")
    return failures


# --- Driver --------------------------------------------------------------------

def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--quick", action="store_true",
                        help="200 cases per ABI, seed 1, every 20th run (CI)")
    parser.add_argument("--count", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--run-every", type=int, default=10,
                        help="run every Nth case, and as many check cases")
    parser.add_argument("--build", default=os.path.join(ROOT, "build"))
    parser.add_argument("--out", default=None, help="where reproducers go")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    parser.add_argument("--batch", type=int, default=25)
    parser.add_argument("--case", type=int, action="append", default=[],
                        help="run just this case seed (as a failure prints it); repeatable")
    parser.add_argument("--markdown", help="also write the summary table here")
    parser.add_argument("--no-reduce", action="store_true",
                        help="write failing cases as they are (faster when many fail)")
    parser.add_argument("--target", metavar="TRIPLE",
                        help="compare the callers' IR for this target instead "
                        "of x86-64; no case runs, as the drivers run on the "
                        "host (test/Cross runs other targets' entries)")
    parser.add_argument("--no-null-handle", action="store_true",
                        help="always pass the resource handle (for builds "
                        "that predate prim.null_handle)")
    args = parser.parse_args()
    global TARGET
    if args.target:
        TARGET = [f"--target={args.target}"]
    if args.quick:
        args.count, args.seed, args.run_every = 200, 1, 20
    out_dir = args.out or os.path.join(args.build, "zero-overhead")
    os.makedirs(out_dir, exist_ok=True)
    tools = Tools(args.build)
    started = time.monotonic()

    seeds = args.case or [args.seed * 1000003 + i for i in range(args.count)]
    cases = {s: Case(s) for s in seeds}
    if args.no_null_handle:
        for case in cases.values():
            case.pass_handle = case.handle
    # With --case, the first case; for another target, none.
    run_seeds = [] if args.target else seeds[::args.run_every]
    check_cases = {s: Case(s, checks=True) for s in run_seeds}

    failures = {}
    workdir = tempfile.mkdtemp(prefix="prim-zero-overhead-")
    try:
        with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
            batches = [seeds[i:i + args.batch] for i in range(0, len(seeds), args.batch)]
            jobs = [pool.submit(compare_batch, tools, [cases[s] for s in batch], workdir, n)
                    for n, batch in enumerate(batches)]
            runs = []
            for s in run_seeds:
                for abi in ABIS:
                    for case in (cases[s], check_cases[s]):
                        runs.append((s, abi, pool.submit(execute_case, tools, case, abi, workdir)))
            outcomes = {}
            for job in jobs:
                for seed, (why, per_level) in job.result().items():
                    outcomes[seed] = per_level
                    if why:
                        failures[("identical", seed, "both")] = why
            for seed, abi, job in runs:
                for label, why in job.result().items():
                    failures[(label, seed, abi)] = why
    finally:
        shutil.rmtree(workdir, ignore_errors=True)

    executed = 3 * len(run_seeds) * len(ABIS)  # run, check, check with wrong sizes
    total = len(seeds) + executed
    for (what, seed, abi), why in sorted(failures.items(), key=lambda kv: kv[0][1]):
        case = check_cases[seed] if what.startswith("check") else cases[seed]
        print(f"FAILED {what} seed {seed} ({abi}): {why}")
        reduced = case
        if what == "identical" and not args.no_reduce:
            scratch = tempfile.mkdtemp(prefix="prim-reduce-")
            reduced = reduce(tools, case, scratch,
                             lambda c: compare_case(tools, c, scratch) is not None)
            shutil.rmtree(scratch, ignore_errors=True)
        path = os.path.join(out_dir, f"{what}-{seed}.mlir")
        with open(path, "w") as f:
            f.write(f"// {what} failed for seed {seed} ({abi}): {why.splitlines()[0] if why else ''}\n")
            f.write(f"// Reproduce: utils/zero_overhead.py --case {seed} --run-every 1 (the"
                    f" case as generated); this file is {'reduced' if reduced is not case else 'the case'}:"
                    f" prim-compile {os.path.basename(path)} -o - --abi={ABIS[0]} -O2 "
                    + " ".join(TARGET) + "\n")
            f.write(reduced.module())
        print(f"  reproducer: {path}")
    table = summary_table(outcomes, executed,
                          sum(1 for key in failures if key[0] != "identical"))
    print(table)
    if args.markdown:
        with open(args.markdown, "w") as f:
            f.write(f"`utils/zero_overhead.py --count {args.count} --seed {args.seed}`:"
                    f" {args.count} generated modules per ABI, compared at each level.\n\n")
            f.write(table + "\n")
    print(f"zero-overhead: {len(seeds)} cases x {len(ABIS)} ABIs x {len(LEVELS)} levels compared,"
          f" {executed} runs, in {time.monotonic() - started:.0f} s")
    print(f"{total - len(failures)} passed, {len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
