#!/usr/bin/env bash
# Shows that an installation of Prim is relocatable and usable: installs the
# build tree, moves the installation elsewhere, builds examples/downstream
# against the moved copy with find_package(Prim), runs its C++ and C hosts,
# and calls a function from the moved Python package on a numpy array.
#
#   utils/test_install.sh [BUILD_DIR]     (default: build)
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
build="${1:-$PRIM_BUILD_DIR}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

cmake --install "$build" --prefix "$work/installed" >/dev/null
mv "$work/installed" "$work/moved"
prefix="$work/moved"

cmake -G Ninja -S "$PRIM_ROOT/examples/downstream" -B "$work/downstream" \
  -DCMAKE_C_COMPILER=/usr/bin/clang-22 -DCMAKE_CXX_COMPILER=/usr/bin/clang++-22 \
  -DPrim_DIR="$prefix/lib/cmake/prim" >/dev/null
ninja -C "$work/downstream" >/dev/null

expect() {
  local got="$1" expected="$2"
  echo "$got"
  if [[ "$got" != "$expected" ]]; then
    echo "FAILED: expected: $expected" >&2
    exit 1
  fi
}
expect "$("$work/downstream/cpp_host")" "C++ API: 10 20 30 40"
# The library's version is the installed header's.
version_of() { sed -n "s/^#define PRIM_API_VERSION_$1 \([0-9]*\)$/\1/p" "$prefix/include/prim-c/Prim.h"; }
expect "$("$work/downstream/c_host")" \
  "C API $(version_of MAJOR).$(version_of MINOR): twice(21) = 42 (status 0)"
# Nothing of the build tree is needed.
if ldd "$work/downstream/c_host" "$work/downstream/cpp_host" | grep -q "$(cd "$build" && pwd)"; then
  echo "FAILED: the downstream hosts load libraries from the build tree" >&2
  exit 1
fi
expect "$(PYTHONPATH="$prefix/python" "$PRIM_PYTHON" -c '
import sys, numpy as np, prim
lib = prim.compile("prim.func @neg(%a: memref<3xi32>) {\n"
                   "  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n"
                   "  %c3 = arith.constant 3 : index\n  %z = arith.constant 0 : i32\n"
                   "  scf.for %i = %c0 to %c3 step %c1 {\n"
                   "    %v = memref.load %a[%i] : memref<3xi32>\n    %n = arith.subi %z, %v : i32\n"
                   "    memref.store %n, %a[%i] : memref<3xi32>\n  }\n  prim.return\n}\n")
a = np.array([1, -2, 3], dtype=np.int32)
lib.neg(a)
print("Python:", a.tolist(), prim._native.capi._name.startswith(sys.argv[1]))
' "$prefix")" "Python: [-1, 2, -3] True"
echo "== install: relocated installation used by examples/downstream and Python: passed"
