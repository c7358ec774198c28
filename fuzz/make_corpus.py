#!/usr/bin/env python3
"""Seeds a fuzz corpus from the regression tests.

make_corpus.py TEST_DIR OUT_DIR [--tvmscript]

Every .mlir test under TEST_DIR is split at its `// -----` markers, as
--split-input-file does; each chunk, with comment lines dropped, becomes
one seed file named by its content's hash. With --tvmscript, the TVMScript
tests (.py files, split at `# -----`) are the seeds instead.
"""
import hashlib
import pathlib
import re
import sys


def main():
    tests, out = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
    tvmscript = "--tvmscript" in sys.argv[3:]
    suffix, comment = ("*.py", "#") if tvmscript else ("*.mlir", "//")
    out.mkdir(parents=True, exist_ok=True)
    count = 0
    for test in sorted(tests.rglob(suffix)):
        if test.name.startswith("lit.") or (tvmscript and "TVMScript" not in str(test)
                                            and test.parent.name != "Inputs"):
            continue
        text = test.read_text(errors="replace")
        for chunk in re.split(r"^" + comment + r" -----\s*$", text, flags=re.M):
            lines = [l for l in chunk.splitlines() if not l.lstrip().startswith(comment)]
            seed = "\n".join(lines).strip() + "\n"
            if seed.strip():
                digest = hashlib.sha1(seed.encode()).hexdigest()
                (out / digest).write_text(seed)
                count += 1
    print(f"{count} seeds from {tests} in {out}")


if __name__ == "__main__":
    main()
