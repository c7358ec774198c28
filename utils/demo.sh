#!/usr/bin/env bash
# Sets up and builds Prim, then shows the seed example going from prim to its
# reduced LLVM IR, for both ABIs.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"

prim_install_packages
prim_configure
prim_build prim-opt prim-compile >/dev/null

seed="$PRIM_ROOT/examples/add_via_packed.mlir"
echo "== The seed example, in prim (${seed#$PRIM_ROOT/})"
"$PRIM_BUILD_DIR/bin/prim-opt" "$seed"
for abi in tvm-ffi tvm-legacy; do
  echo "== prim-compile --abi=$abi -O2 --emit=llvm: @AddViaPackedCFunc"
  "$PRIM_BUILD_DIR/bin/prim-compile" "$seed" -o - --abi="$abi" -O2 --emit=llvm |
    sed -n '/^define.*@AddViaPackedCFunc(/,/^}/p'
done
echo "== The 4x5 loop (examples/add_one_4x5.mlir), its packed entry after -O2"
"$PRIM_BUILD_DIR/bin/prim-compile" "$PRIM_ROOT/examples/add_one_4x5.mlir" -o - -O2 |
  grep -E '^define'
