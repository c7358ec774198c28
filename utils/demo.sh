#!/usr/bin/env bash
# Sets up and builds Prim, then runs it on the bundled examples.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"

prim_install_packages
prim_configure
prim_build prim-opt >/dev/null

for example in "$PRIM_ROOT"/examples/*.mlir; do
  echo "== prim-opt --canonicalize ${example#$PRIM_ROOT/}"
  "$PRIM_BUILD_DIR/bin/prim-opt" --canonicalize "$example"
done
