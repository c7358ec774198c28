#!/usr/bin/env python3
"""Cut TVM's own TVMScript out of its Python tests, one standalone file each.

Every self-contained `@T.prim_func` function and `@I.ir_module` class in
tests/python/**/*.py of a TVM tree that looks like CPU code becomes
OUT/files/<test file stem>__<qualified name>.py, starting with the import
lines its test file used, and a row of OUT/manifest.tsv. Before/expected
pairs of one test go to OUT/pairs.tsv. This is how ../shared/tvm-tests-v0.20
was made; run it on another TVM commit to measure the importer there:

  utils/extract_tvmscript.py /path/to/tvm.git --commit HEAD -o OUT
  utils/extract_tvmscript.py /path/to/tvm-checkout -o OUT

"Self-contained": every name the code reads is a builtin, defined in the
code itself, or bound by a `tvm` import of its test file; code that reads
other Python values (closure variables, module constants, f-strings,
meta-programming) is left out, as is anything that uses Relax or is not
CPU code (thread bindings, GPU memory scopes, GPU or accelerator
intrinsics, metadata references).
"""

import argparse
import ast
import builtins
import collections
import os
import re
import subprocess
import sys
import textwrap

# What marks code as not for a CPU: thread bindings, GPU memory scopes, GPU
# and accelerator intrinsics, targets and modules, metadata references,
# Relax; and TVMScript's meta-programming (T.macro, T.inline, T.meta_var),
# whose code is Python evaluated while parsing.
LEFT_OUT = re.compile(
    r"T\.launch_thread|T\.env_thread|T\.thread_binding|threadIdx|blockIdx|vthread"
    r"|T\.thread_id|T\.device_entry|T\.alloc_shared|T\.TensorMap|tvm_kernel_replace_point"
    r"""|["'](shared|local|warp|wmma|m16n8k8|global\.texture)[\w.:-]*["']"""
    r"|\bptx_|T\.ptx|\bmma_|\bcp_async|tvm_storage_sync|tvm_thread_allreduce"
    r"|tvm_warp_|tvm_load_matrix_sync|tvm_store_matrix_sync|tvm_fill_fragment"
    r"|tvm_mma_sync|tvm_bmma_sync|T\.warp|T\.cta|T\.kernel\b|tvm_thread_invariant"
    r"|cuda|rocm|vulkan|metal|opencl|webgpu|nvptx|hexagon|\biket\b|T\.nki|T\.trn|\bTx\."
    r"""|\bmetadata\[|\bR\.|(?<!["\w])relax\."""
    r"|T\.(macro|inline|meta_var)\b"
)

NEGATIVE_WORDS = re.compile(
    r"fail|error|invalid|illegal|raise|negative|reject|mismatch|unsupported"
    r"|incorrect|bad|wrong|forbidden"
)

TAGS = [
    ("vector", re.compile(r"T\.(Ramp|ramp|Broadcast|broadcast|vscale|get_active_lane_mask)"
                          r"""|x(\d+|vscale)["']|\.vload|\.vstore""")),
    ("packed", re.compile(r"call_c?packed")),
    ("lowered", re.compile(r"T\.tvm_struct_|T\.tvm_stack_|T\.tvm_call_packed_lowered"
                           r"|T\.tvm_call_cpacked_lowered|T\.tvm_throw_last_error")),
    ("extern", re.compile(r"T\.call_(pure_)?extern|T\.call_llvm_(pure_)?intrin")),
    ("parallel", re.compile(r"T\.parallel")),
    ("block", re.compile(r"T\.s?block\(")),
    ("dynamic", re.compile(r"=\s*T\.(u?int\d+|var)\(\s*\)"
                           r"""|T\.Buffer\(\s*\(?\[?\s*["']""")),
    ("assume", re.compile(r"T\.assume")),
    ("undef", re.compile(r"T\.undef")),
    ("handle_params", re.compile(r"T\.handle")),
    ("subroutine_call", None),
    ("synthesized_decorator", None),
    ("check_well_formed_false", re.compile(r"check_well_formed\s*=\s*False")),
    ("negative_test?", None),
]

BUILTIN_NAMES = set(dir(builtins))


def decorator_name(node):
    """The last name of a decorator: `prim_func` for `@T.prim_func(...)`."""
    if isinstance(node, ast.Call):
        node = node.func
    if isinstance(node, ast.Attribute):
        return node.attr
    if isinstance(node, ast.Name):
        return node.id
    return None


def names_used_and_bound(node):
    """The names `node` reads and the names it binds itself."""
    used, bound = set(), set()
    for sub in ast.walk(node):
        if isinstance(sub, ast.Name):
            (used if isinstance(sub.ctx, ast.Load) else bound).add(sub.id)
        elif isinstance(sub, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            bound.add(sub.name)
        elif isinstance(sub, ast.arg):
            bound.add(sub.arg)
        elif isinstance(sub, ast.alias):
            bound.add((sub.asname or sub.name).split(".")[0])
        elif isinstance(sub, ast.ExceptHandler) and sub.name:
            bound.add(sub.name)
    return used, bound


def is_tvm_import(stmt):
    if isinstance(stmt, ast.Import):
        return all(a.name == "tvm" or a.name.startswith("tvm.") for a in stmt.names)
    return isinstance(stmt, ast.ImportFrom) and stmt.level == 0 and (
        stmt.module == "tvm" or (stmt.module or "").startswith("tvm."))


def imports_of(body):
    """{name: import statement} for the imports directly in a statement list."""
    found = {}
    for stmt in body:
        if isinstance(stmt, (ast.Import, ast.ImportFrom)):
            for alias in stmt.names:
                found.setdefault((alias.asname or alias.name).split(".")[0], stmt)
    return found


class Candidate:
    def __init__(self, node, qualname, scopes, test_name, synthesized):
        self.node = node
        self.qualname = qualname
        self.scopes = scopes  # enclosing statement lists, outermost first
        self.test_name = test_name
        self.synthesized = synthesized


def derives_from_compare(cls, classes, seen=()):
    """Whether a class is a tvm.testing.CompareBeforeAfter, whose undecorated
    `before`/`expected` functions the test harness makes PrimFuncs."""
    for base in cls.bases:
        name = decorator_name(base)
        if name == "CompareBeforeAfter":
            return True
        if name in classes and name not in seen:
            if derives_from_compare(classes[name], classes, seen + (name,)):
                return True
    return False


def find_candidates(tree):
    classes = {n.name: n for n in ast.walk(tree) if isinstance(n, ast.ClassDef)}
    found = []

    def visit(body, prefix, scopes, test_name, in_compare):
        for node in body:
            if not isinstance(node, (ast.FunctionDef, ast.ClassDef)):
                continue
            qualname = prefix + node.name
            decorators = {decorator_name(d) for d in node.decorator_list}
            if isinstance(node, ast.FunctionDef) and "prim_func" in decorators:
                found.append(Candidate(node, qualname, scopes, test_name, False))
            elif isinstance(node, ast.ClassDef) and "ir_module" in decorators:
                found.append(Candidate(node, qualname, scopes, test_name, False))
            elif (in_compare and isinstance(node, ast.FunctionDef) and not node.decorator_list
                  and node.name in ("before", "expected")
                  and not (node.args.args and node.args.args[0].arg == "self")):
                found.append(Candidate(node, qualname, scopes, test_name, True))
            else:
                inner_test = test_name
                if node.name.startswith("test") or node.name.startswith("Test"):
                    inner_test = node.name
                compare = isinstance(node, ast.ClassDef) and derives_from_compare(node, classes)
                visit(node.body, qualname + ".", scopes + [node.body], inner_test, compare)

    visit(tree.body, "", [tree.body], None, False)
    return found


def header_for(candidate, source_lines):
    """The import lines the code needs, or None when a name it reads is not a
    builtin, its own, or bound by a tvm import."""
    used, bound = names_used_and_bound(candidate.node)
    if isinstance(candidate.node, ast.ClassDef):
        bound.add(candidate.node.name)
    free = used - bound - BUILTIN_NAMES
    if candidate.synthesized:
        free.add("T")
    imports = {}
    for body in candidate.scopes:
        imports.update(imports_of(body))
    needed = []
    for name in sorted(free):
        stmt = imports.get(name)
        if stmt is None or not is_tvm_import(stmt):
            return None
        if stmt not in needed:
            needed.append(stmt)
    needed.sort(key=lambda s: s.lineno)
    return ["\n".join(source_lines[s.lineno - 1:s.end_lineno]).strip() for s in needed]


def tags_for(candidate, text, kind):
    node = candidate.node
    tags = []
    for tag, pattern in TAGS:
        if pattern is not None:
            hit = bool(pattern.search(text))
        elif tag == "subroutine_call":
            # A module's function calling another: `cls.f(...)`, `Module.f(...)`.
            callees = [n.name for n in node.body if isinstance(n, ast.FunctionDef)] \
                if kind == "ir_module" else []
            hit = bool(callees) and bool(
                re.search(r"\b(cls|%s)\.(%s)\(" % (node.name, "|".join(callees)), text))
        elif tag == "synthesized_decorator":
            hit = candidate.synthesized
        else:
            words = candidate.qualname.lower()
            hit = bool(NEGATIVE_WORDS.search(words))
        if hit:
            tags.append(tag)
    return ",".join(tags)


def code_text(candidate, source_lines):
    node = candidate.node
    first = min([node.lineno] + [d.lineno for d in node.decorator_list])
    code = textwrap.dedent("\n".join(source_lines[first - 1:node.end_lineno]))
    if candidate.synthesized:
        code = "@T.prim_func\n" + code
    return first, code


class Tree:
    """tests/python of a checkout, or of a git directory at a commit."""

    def __init__(self, path, commit):
        self.path = path
        self.is_git = not os.path.isdir(os.path.join(path, "tests", "python"))
        if self.is_git:
            self.commit = self.git("rev-parse", commit + "^{commit}").strip()
        elif os.path.exists(os.path.join(path, ".git")):
            self.commit = subprocess.run(["git", "-C", path, "rev-parse", "HEAD"], check=True,
                                         capture_output=True, text=True).stdout.strip()
        else:
            self.commit = ""

    def git(self, *args):
        return subprocess.run(["git", "--git-dir", self.path, *args], check=True,
                              capture_output=True, text=True).stdout

    def test_files(self):
        if self.is_git:
            paths = self.git("ls-tree", "-r", "--name-only", self.commit, "tests/python").split("\n")
        else:
            root = os.path.join(self.path, "tests", "python")
            paths = [os.path.relpath(os.path.join(d, f), self.path)
                     for d, _, files in os.walk(root) for f in files]
        return sorted(p for p in paths if p.endswith(".py"))

    def read(self, path):
        if self.is_git:
            return self.git("show", "%s:%s" % (self.commit, path))
        with open(os.path.join(self.path, path), encoding="utf-8") as f:
            return f.read()


def file_stems(paths):
    """A test file's stem, with its directory's name in front where two test
    files share a stem (`test_hexagon-test_meta_schedule`)."""
    count = collections.Counter(os.path.splitext(os.path.basename(p))[0] for p in paths)
    stems = {}
    for p in paths:
        stem = os.path.splitext(os.path.basename(p))[0]
        if count[stem] > 1:
            stem = os.path.basename(os.path.dirname(p)) + "-" + stem
        stems[p] = stem
    return stems


PAIR_NAMES = [("before", "expected"), ("before", "after"), ("Before", "Expected"),
              ("Before", "After"), ("before", "expected_after")]


def find_pairs(rows):
    """Before/expected pairs among the extracted code of one test: siblings
    named as in PAIR_NAMES under the same parent (a test function or class)."""
    by_parent = collections.defaultdict(dict)
    for row in rows:
        parent, _, name = row["qualname"].rpartition(".")
        by_parent[(row["repo_path"], parent)].setdefault(name, row)
    pairs = []
    for (path, parent), members in by_parent.items():
        for before, after in PAIR_NAMES:
            if before in members and after in members:
                pairs.append((members[before], members[after], "name:%s->%s" % (before, after)))
    return pairs


def signature(row):
    node = row["node"]
    if row["kind"] != "prim_func":
        return None
    return [ast.unparse(a.annotation) if a.annotation else "" for a in node.args.args]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("tvm", help="a TVM git directory (bare) or checkout")
    parser.add_argument("--commit", default="HEAD", help="the commit of a git directory")
    parser.add_argument("-o", "--output", required=True, help="the output directory")
    args = parser.parse_args()

    tree = Tree(args.tvm, args.commit)
    paths = tree.test_files()
    stems = file_stems(paths)
    os.makedirs(os.path.join(args.output, "files"), exist_ok=True)
    rows, taken = [], collections.Counter()
    for path in paths:
        source = tree.read(path)
        try:
            module = ast.parse(source)
        except SyntaxError:
            continue
        lines = source.split("\n")
        for candidate in find_candidates(module):
            header = header_for(candidate, lines)
            if header is None:
                continue
            line, code = code_text(candidate, lines)
            if LEFT_OUT.search(code):
                continue
            kind = "prim_func" if isinstance(candidate.node, ast.FunctionDef) else "ir_module"
            name = "%s__%s" % (stems[path], candidate.qualname)
            taken[name] += 1
            if taken[name] > 1:
                name += "__%d" % taken[name]
            text = "\n".join(header) + "\n\n\n" + code.rstrip("\n") + "\n"
            with open(os.path.join(args.output, "files", name + ".py"), "w") as f:
                f.write(text)
            rows.append({"file": name + ".py", "category": "cpu",
                         "tags": tags_for(candidate, code, kind), "kind": kind,
                         "repo_path": path, "line": line, "end_line": candidate.node.end_lineno,
                         "commit": tree.commit, "qualname": candidate.qualname,
                         "node": candidate.node, "code": code})

    columns = ["file", "category", "tags", "kind", "repo_path", "line", "end_line", "commit",
               "qualname"]
    with open(os.path.join(args.output, "manifest.tsv"), "w") as f:
        f.write("\t".join(columns) + "\n")
        for row in rows:
            f.write("\t".join(str(row[c]) for c in columns) + "\n")

    pairs = find_pairs(rows)
    with open(os.path.join(args.output, "pairs.tsv"), "w") as f:
        f.write("file_before\tfile_after\tprovenance\tsignature\tidentical_text\tfound_by\tops\n")
        for before, after, found_by in pairs:
            provenance = "%s:%d@%s -> %s:%d" % (before["repo_path"], before["line"],
                                               tree.commit[:12], after["repo_path"], after["line"])
            same = "same" if signature(before) == signature(after) else "differs"
            identical = "yes" if before["code"] == after["code"] else ""
            f.write("\t".join([before["file"], after["file"], provenance, same, identical,
                               found_by, "-"]) + "\n")
    print("%d files from %d test files at %s, %d pairs" % (len(rows), len(paths),
                                                           tree.commit or "?", len(pairs)),
          file=sys.stderr)


if __name__ == "__main__":
    main()
