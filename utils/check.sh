#!/usr/bin/env bash
# Sets up, builds and runs every Prim test suite: the lit regression suite
# (FileCheck tests, execution tests of compiled libraries for both ABIs, and
# the conformance suite in the real TVM runtimes), the GoogleTest unit tests
# through ctest, which include the runtime's tests against its ASan+UBSan and
# ThreadSanitizer builds, the zero-overhead differential test on generated
# modules (quick mode), the hand-written adversarial modules through
# prim-opt, the lowering and prim-compile (utils/adversarial.py, quick mode),
# TVM's before/after pairs from ../shared/tvm-tests-v0.20 on the same inputs
# (utils/tvm_pairs.py, quick mode), the Python package's pytest suite, an
# installation moved elsewhere and used by examples/downstream, and that
# every error text of the TVMScript importer has a test
# (utils/untested_errors.py).
#
#   utils/check.sh             every suite
#   utils/check.sh --sanitize  also the execution tests again, with the
#                              drivers, PrimRuntime and the generated code
#                              under ASan+UBSan
#   utils/check.sh --fuzz      also every libFuzzer target (utils/fuzz.sh)
#                              for PRIM_FUZZ_SECONDS (default 60) each; a
#                              crash fails the run and its input is kept
#
# Exits non-zero on any failure.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"

sanitize=0
fuzz=0
for arg in "$@"; do
  case "$arg" in
    --sanitize) sanitize=1 ;;
    --fuzz) fuzz=1 ;;
    *) echo "usage: $0 [--sanitize] [--fuzz]" >&2; exit 2 ;;
  esac
done

prim_install_packages
# The conformance suite needs the real TVM runtimes.
PRIM_RUNTIME_DIRS=()
if [[ -x $PRIM_RUNTIMES_SCRIPT ]]; then
  prim_find_runtimes
else
  echo "== No $PRIM_RUNTIMES_SCRIPT: the conformance suite is skipped"
fi
prim_configure "${PRIM_RUNTIME_DIRS[@]}"
echo "== Building"
time prim_build

status=0
echo "== error texts: every one of the TVMScript importer's has a test"
python3 "$PRIM_ROOT/utils/untested_errors.py" || status=1
echo "== lit: check-prim"
prim_build check-prim || status=1
echo "== ctest: unit tests"
ctest --test-dir "$PRIM_BUILD_DIR" --output-on-failure -j2 || status=1
echo "== pytest: the prim Python package"
PYTHONPATH="$PRIM_BUILD_DIR/python" "$PRIM_PYTHON" -m pytest -q -p no:cacheprovider \
  "$PRIM_ROOT/python/tests" || status=1
echo "== install: a relocated installation, used by examples/downstream and Python"
"$PRIM_ROOT/utils/test_install.sh" "$PRIM_BUILD_DIR" || status=1
echo "== zero overhead: generated modules (quick mode)"
python3 "$PRIM_ROOT/utils/zero_overhead.py" --quick --build "$PRIM_BUILD_DIR" ||
  status=1
# The callers' IR on a 32-bit and a big-endian target (test/Cross runs
# those targets' entries).
for target in armv7-unknown-linux-gnueabihf s390x-unknown-linux-gnu; do
  echo "== zero overhead: generated modules for $target (quick mode, IR only)"
  python3 "$PRIM_ROOT/utils/zero_overhead.py" --quick --target "$target" \
    --build "$PRIM_BUILD_DIR" || status=1
done
echo "== adversarial modules (quick mode)"
python3 "$PRIM_ROOT/utils/adversarial.py" --quick --build "$PRIM_BUILD_DIR" ||
  status=1
# Skipped, with the reason, without ../shared/tvm-tests-v0.20.
echo "== TVM's before/after pairs, both sides compiled by Prim (quick mode)"
"$PRIM_PYTHON" "$PRIM_ROOT/utils/tvm_pairs.py" --quick --build "$PRIM_BUILD_DIR" ||
  status=1
if ((sanitize)); then
  echo "== lit: execution tests under ASan+UBSan"
  "$LLVM_PREFIX/bin/lit" -sv --param sanitize=1 "$PRIM_BUILD_DIR/test/Execution" ||
    status=1
fi
if ((fuzz)); then
  for target in parse lower-legacy lower-ffi compile tvmscript; do
    echo "== fuzz: $target"
    "$PRIM_ROOT/utils/fuzz.sh" "$target" "${PRIM_FUZZ_SECONDS:-60}" || status=1
  done
fi

if ((status)); then
  echo "== FAILED"
else
  echo "== All test suites passed"
fi
exit $status
