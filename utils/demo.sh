#!/usr/bin/env bash
# Sets up and builds Prim, compiles the examples to shared libraries for the
# tvm-ffi ABI, calls them from a small C host program (examples/host.c) and
# from Python (the prim package), and shows the seed example going from prim
# to its reduced LLVM IR.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"

prim_install_packages
prim_configure
prim_build prim-opt prim-compile PrimRuntime PrimPythonPackage >/dev/null

bin="$PRIM_BUILD_DIR/bin"
out="$PRIM_BUILD_DIR/examples"
mkdir -p "$out"
echo "== prim-compile examples/*.mlir --emit=shared --abi=tvm-ffi -O2"
for example in add_via_packed add_one_4x5; do
  "$bin/prim-compile" "$PRIM_ROOT/examples/$example.mlir" --emit=shared \
    --abi=tvm-ffi -O2 -o "$out/$example.so"
  echo "$out/$example.so: $(nm -D --defined-only "$out/$example.so" |
    awk '{print $3}' | tr '\n' ' ')"
done
/usr/bin/clang-22 -std=c11 -D_GNU_SOURCE -O2 -Wall -Werror \
  -I"$PRIM_ROOT/include" "$PRIM_ROOT/examples/host.c" \
  -L"$PRIM_BUILD_DIR/lib/Runtime" -lPrimRuntime \
  -Wl,-rpath,"$PRIM_BUILD_DIR/lib/Runtime" -ldl -o "$out/host"
echo "== examples/host.c calls them"
"$out/host" "$out/add_via_packed.so" "$out/add_one_4x5.so"
echo "== Python calls add_one_4x5.so on a numpy array (PYTHONPATH=${PRIM_BUILD_DIR#$PRIM_ROOT/}/python)"
PYTHONPATH="$PRIM_BUILD_DIR/python" "$PRIM_PYTHON" - "$out/add_one_4x5.so" <<'PY'
import sys
import numpy as np
import prim
lib = prim.load(sys.argv[1])
print(lib)
a = np.arange(20, dtype=np.float32).reshape(4, 5)
b = np.empty_like(a)
lib.add_one_4x5(a, b)
print(b)
PY

seed="$PRIM_ROOT/examples/add_via_packed.mlir"
echo "== The seed example, in prim (${seed#$PRIM_ROOT/})"
"$bin/prim-opt" "$seed"
for abi in tvm-ffi tvm-legacy; do
  echo "== prim-compile --abi=$abi -O2 --emit=llvm: @AddViaPackedCFunc"
  "$bin/prim-compile" "$seed" -o - --abi="$abi" -O2 --emit=llvm |
    sed -n '/^define.*@AddViaPackedCFunc(/,/^}/p'
done
