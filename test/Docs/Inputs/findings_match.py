"""Compares utils/bench.py's FINDINGS with the findings section of
docs/Performance.md, which bench.py writes: prints the first line where they
differ and exits 1, or prints how many lines agree."""

import importlib.util
import os
import sys

root = sys.argv[1]
spec = importlib.util.spec_from_file_location(
    "bench", os.path.join(root, "utils", "bench.py"))
bench = importlib.util.module_from_spec(spec)
spec.loader.exec_module(bench)

with open(os.path.join(root, "docs", "Performance.md")) as f:
    document = f.read()
heading = "## Findings (as of the commit that wrote this file)"
start = document.find(heading)
end = document.find("\n## ", start + len(heading))
if start < 0 or end < 0:
    sys.exit("docs/Performance.md has no findings section followed by another")
section = document[start:end].splitlines()
script = bench.FINDINGS.rstrip("\n").splitlines()
for number, (ours, theirs) in enumerate(zip(script, section), 1):
    if ours != theirs:
        sys.exit("line %d of the findings differs:\n  utils/bench.py:        %s\n"
                 "  docs/Performance.md:   %s" % (number, ours, theirs))
if len(script) != len(section):
    sys.exit("the findings have %d lines in utils/bench.py and %d in "
             "docs/Performance.md" % (len(script), len(section)))
print("findings: %d lines, the same in utils/bench.py and docs/Performance.md"
      % len(section))
