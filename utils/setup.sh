#!/usr/bin/env bash
# Installs what Prim needs from Debian's packages (skipping what is present)
# and configures the build tree. Sourced by check.sh, demo.sh and bench.sh.
#
# Environment: PRIM_BUILD_DIR (default: build), PRIM_BUILD_TYPE (default:
# Release).
set -euo pipefail

PRIM_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
PRIM_BUILD_DIR="${PRIM_BUILD_DIR:-$PRIM_ROOT/build}"
PRIM_BUILD_TYPE="${PRIM_BUILD_TYPE:-Release}"
LLVM_PREFIX=/usr/lib/llvm-22
# Debian's python3, with its python3-numpy and python3-pytest (another
# python3 may come first on the PATH).
PRIM_PYTHON=/usr/bin/python3

# libpolly-22-dev: prim-compile links LLVM statically, and Debian's LLVM
# builds Polly in as a static extension (libLLVMLTO.a refers to it).
# gcc, qemu-user and the gcc-<triple> cross compilers: test/Cross runs Prim's
# code for other targets; wasi-libc, compiler-rt's wasm32 builtins and Node
# run it for wasm32 under WASI (lld-22 has wasm-ld).
PRIM_PACKAGES=(llvm-22-dev llvm-22-tools libmlir-22-dev mlir-22-tools clang-22 lld-22 liblld-22-dev
               libpolly-22-dev libdlpack-dev libgtest-dev libbenchmark-dev ninja-build cmake
               ccache python3-numpy python3-pytest libomp-22-dev gcc
               qemu-user gcc-aarch64-linux-gnu gcc-arm-linux-gnueabihf gcc-i686-linux-gnu
               gcc-riscv64-linux-gnu gcc-s390x-linux-gnu
               wasi-libc libclang-rt-22-dev-wasm32 nodejs)

# qemu-system-arm, and Arm's bare-metal GCC with newlib: test/Cross runs a
# Cortex-M4 program.
PRIM_PACKAGES+=(qemu-system-arm gcc-arm-none-eabi libnewlib-arm-none-eabi)

prim_install_packages() {
  local missing=()
  for pkg in "${PRIM_PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "ok installed" ||
      missing+=("$pkg")
  done
  if ((${#missing[@]})); then
    echo "== Installing: ${missing[*]}"
    local sudo=""
    [[ $(id -u) -eq 0 ]] || sudo=sudo
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}"
  fi
}

# prim_find_runtimes: the real TVM runtimes as cmake arguments in
# PRIM_RUNTIME_DIRS, which ../shared/runtimes/build.sh builds (once, cached);
# fails without that script or when it fails.
PRIM_RUNTIMES_SCRIPT="$PRIM_ROOT/../shared/runtimes/build.sh"
prim_find_runtimes() {
  PRIM_RUNTIME_DIRS=()
  local runtimes name dir
  [[ -x $PRIM_RUNTIMES_SCRIPT ]] || return 1
  echo "== Real TVM runtimes: $PRIM_RUNTIMES_SCRIPT"
  runtimes=$("$PRIM_RUNTIMES_SCRIPT") || return 1
  while IFS='=' read -r name dir; do
    case "$name" in
      tvm-ffi) PRIM_RUNTIME_DIRS+=(-DPRIM_TVM_FFI_DIR="$dir") ;;
      tvm-v0.20) PRIM_RUNTIME_DIRS+=(-DPRIM_TVM_LEGACY_DIR="$dir") ;;
    esac
  done <<<"$runtimes"
}

# prim_configure [extra cmake args...]
prim_configure() {
  local launcher=()
  command -v ccache >/dev/null &&
    launcher=(-DCMAKE_C_COMPILER_LAUNCHER=ccache -DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
  cmake -G Ninja -S "$PRIM_ROOT" -B "$PRIM_BUILD_DIR" \
    -DCMAKE_BUILD_TYPE="$PRIM_BUILD_TYPE" \
    -DCMAKE_C_COMPILER=/usr/bin/clang-22 \
    -DCMAKE_CXX_COMPILER=/usr/bin/clang++-22 \
    -DMLIR_DIR="$LLVM_PREFIX/lib/cmake/mlir" \
    -DLLVM_EXTERNAL_LIT="$LLVM_PREFIX/bin/lit" \
    "${launcher[@]}" "$@" >/dev/null
}

prim_build() { ninja -C "$PRIM_BUILD_DIR" "$@"; }
