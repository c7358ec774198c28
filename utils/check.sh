#!/usr/bin/env bash
# Sets up, builds and runs every Prim test suite: the lit regression suite and
# the GoogleTest unit tests (through ctest). Exits non-zero on any failure.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"

prim_install_packages
prim_configure
echo "== Building"
time prim_build

status=0
echo "== lit: check-prim"
prim_build check-prim || status=1
echo "== ctest: unit tests"
ctest --test-dir "$PRIM_BUILD_DIR" --output-on-failure -j2 || status=1

if ((status)); then
  echo "== FAILED"
else
  echo "== All test suites passed"
fi
exit $status
