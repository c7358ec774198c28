#!/usr/bin/env bash
# Builds and runs one of Prim's libFuzzer targets.
#
#   utils/fuzz.sh TARGET SECONDS [libFuzzer options...]
#
# TARGET is one of: parse, lower-legacy, lower-ffi, compile, tvmscript
# (the TVMScript importer, seeded from the .py tests). The targets
# are built with clang-22 -fsanitize=fuzzer,address,undefined in their own
# build directory (PRIM_FUZZ_BUILD_DIR, default build-fuzz), so that the
# normal build stays lean. The corpus is seeded from the regression tests
# and grows in $PRIM_FUZZ_BUILD_DIR/corpus/TARGET across runs.
#
# Exits non-zero on any crash, sanitizer report, leak, timeout or
# out-of-memory; the input that caused it is kept in
# $PRIM_FUZZ_BUILD_DIR/artifacts/TARGET/. Reproduce it with
#   $PRIM_FUZZ_BUILD_DIR/bin/prim-fuzz-TARGET ARTIFACT
# and turn it into a regression test.
#
# Environment: PRIM_FUZZ_BUILD_DIR, PRIM_NINJA_JOBS (ninja -j).
set -euo pipefail

targets="parse lower-legacy lower-ffi compile tvmscript"
if (($# < 2)) || [[ " $targets " != *" $1 "* ]] || ! [[ $2 =~ ^[0-9]+$ ]]; then
  echo "usage: $0 {${targets// /|}} SECONDS [libFuzzer options...]" >&2
  exit 2
fi
target=$1 seconds=$2
shift 2

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export PRIM_BUILD_DIR="${PRIM_FUZZ_BUILD_DIR:-$root/build-fuzz}"
source "$root/utils/setup.sh"
prim_install_packages
prim_configure -DPRIM_BUILD_FUZZERS=ON
# The build's progress is noise here; its errors are not.
if ! build_log=$(ninja -C "$PRIM_BUILD_DIR" \
    ${PRIM_NINJA_JOBS:+-j "$PRIM_NINJA_JOBS"} "prim-fuzz-$target" 2>&1); then
  printf '%s\n' "$build_log" >&2
  echo "fuzz.sh: building prim-fuzz-$target failed" >&2
  exit 1
fi

seeds="$PRIM_BUILD_DIR/seeds/$target"
corpus="$PRIM_BUILD_DIR/corpus/$target"
artifacts="$PRIM_BUILD_DIR/artifacts/$target"
rm -rf "$seeds"
dict="$root/fuzz/prim.dict"
if [[ $target == tvmscript ]]; then
  python3 "$root/fuzz/make_corpus.py" "$root/test" "$seeds" --tvmscript
  dict="$root/fuzz/tvmscript.dict"
else
  python3 "$root/fuzz/make_corpus.py" "$root/test" "$seeds"
fi
mkdir -p "$corpus" "$artifacts"

echo "== fuzzing prim-fuzz-$target for ${seconds}s"
status=0
# allow_user_poisoning=0: LLVM's headers poison BumpPtrAllocator slabs when
# compiled with ASan (Prim's code is), and the uninstrumented libMLIR then
# hands out memory from such a slab without unpoisoning it: a false
# use-after-poison in MLIR's own memmove. Heap errors are still caught.
ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:allow_user_poisoning=0}" \
UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}" \
  "$PRIM_BUILD_DIR/bin/prim-fuzz-$target" \
  -max_total_time="$seconds" -timeout=30 -rss_limit_mb=4096 -max_len=16384 \
  -dict="$dict" -artifact_prefix="$artifacts/" \
  -print_final_stats=1 "$@" "$corpus" "$seeds" || status=$?
if ((status)); then
  echo "== prim-fuzz-$target FAILED; the input is kept in $artifacts:" >&2
  ls -l "$artifacts" >&2
fi
exit $status
