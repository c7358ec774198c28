//===- CrossLibrary.cpp - Packed calls into another shared library --------===//
//
// add_one (two 8-element f32 DLTensors, static shape, every check on) as
// Prim compiled it, called through each ABI from this program, against:
//  - the same function hand-written as a packed C function (peers/);
//  - the same loop as a direct C call;
//  - Prim's own call_packed by name, with its cached handle, through
//    PrimRuntime's registry;
// and the first call by name, which includes the lookup, timed on a freshly
// loaded copy of the library. prim_packed_table calls add_one in its table
// form (--check-table-threshold=1), which checks through the module's quick
// checker: what that option costs a call.
//
//===----------------------------------------------------------------------===//

#include "prim/Runtime/PrimRuntime.h"

#include <benchmark/benchmark.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <dlfcn.h>
#include <string>

namespace {

void *open(const std::string &name) {
  std::string path = std::string(PRIM_BENCH_DIR) + "/" + name;
  void *library = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!library) {
    std::fprintf(stderr, "%s\n", dlerror());
    std::exit(2);
  }
  return library;
}

void *symbol(void *library, const char *name) {
  void *address = dlsym(library, name);
  if (!address) {
    std::fprintf(stderr, "no symbol %s\n", name);
    std::exit(2);
  }
  return address;
}

using Direct = int32_t (*)(float *, float *);

struct Tensors {
  float x[8] = {1, 2, 3, 4, 5, 6, 7, 8}, y[8] = {};
  int64_t shape[1] = {8};
  DLTensor tx, ty;
  Tensors() {
    for (DLTensor *t : {&tx, &ty}) {
      std::memset(t, 0, sizeof *t);
      t->device = {kDLCPU, 0};
      t->ndim = 1;
      t->dtype = {kDLFloat, 32, 1};
      t->shape = shape;
    }
    tx.data = x;
    ty.data = y;
  }
};

// The caller packs its arguments on every call, as TVM's callers do.
void callFFI(benchmark::State &state, TVMFFISafeCallType entry) {
  Tensors t;
  for (auto _ : state) {
    TVMFFIAny args[2];
    args[0].type_index = kTVMFFIDLTensorPtr;
    args[0].zero_padding = 0;
    args[0].v_ptr = &t.tx;
    args[1].type_index = kTVMFFIDLTensorPtr;
    args[1].zero_padding = 0;
    args[1].v_ptr = &t.ty;
    TVMFFIAny result;
    result.type_index = kTVMFFINone;
    result.zero_padding = 0;
    result.v_int64 = 0;
    if (entry(nullptr, args, 2, &result) != 0)
      state.SkipWithError(PrimRuntimeGetLastError());
    benchmark::ClobberMemory();
  }
}

void callLegacy(benchmark::State &state, TVMBackendPackedCFunc entry) {
  Tensors t;
  for (auto _ : state) {
    TVMValue args[2];
    args[0].v_handle = &t.tx;
    args[1].v_handle = &t.ty;
    int codes[2] = {kTVMDLTensorHandle, kTVMDLTensorHandle};
    TVMValue result;
    int resultCode = kTVMNullptr;
    if (entry(args, codes, 2, &result, &resultCode, nullptr) != 0)
      state.SkipWithError(PrimRuntimeGetLastError());
    benchmark::ClobberMemory();
  }
}

void callDirect(benchmark::State &state, Direct function) {
  Tensors t;
  for (auto _ : state) {
    if (function(t.x, t.y) != 0)
      state.SkipWithError(PrimRuntimeGetLastError());
    benchmark::ClobberMemory();
  }
}

// Each iteration loads a fresh copy of the library (empty handle cache),
// times its first call by name, and unloads it.
void firstCallByName(benchmark::State &state, const char *library) {
  Tensors t;
  for (auto _ : state) {
    void *fresh = open(library);
    auto function = reinterpret_cast<Direct>(symbol(fresh, "prim_call_by_name"));
    auto start = std::chrono::steady_clock::now();
    int status = function(t.x, t.y);
    auto stop = std::chrono::steady_clock::now();
    benchmark::ClobberMemory();
    dlclose(fresh);
    if (status != 0)
      state.SkipWithError(PrimRuntimeGetLastError());
    state.SetIterationTime(std::chrono::duration<double>(stop - start).count());
  }
}

// Loads per repetition of a first-call benchmark: each costs a dlopen and a
// dlclose, far more than the call it times.
constexpr int kFreshLoads = 2000;

} // namespace

int main(int argc, char **argv) {
  void *ffi = open("cross_ffi.so");
  void *legacy = open("cross_legacy.so");
  void *ffiTable = open("cross_ffi_table.so");
  void *legacyTable = open("cross_legacy_table.so");
  void *peer = open("packed_add_one_peer.so");
  auto primFFI = reinterpret_cast<TVMFFISafeCallType>(symbol(ffi, "__tvm_ffi_add_one"));
  auto primLegacy = reinterpret_cast<TVMBackendPackedCFunc>(symbol(legacy, "add_one"));
  auto tableFFI =
      reinterpret_cast<TVMFFISafeCallType>(symbol(ffiTable, "__tvm_ffi_add_one"));
  auto tableLegacy = reinterpret_cast<TVMBackendPackedCFunc>(symbol(legacyTable, "add_one"));
  auto peerFFI = reinterpret_cast<TVMFFISafeCallType>(symbol(peer, "c_add_one_ffi"));
  auto peerLegacy = reinterpret_cast<TVMBackendPackedCFunc>(symbol(peer, "c_add_one_legacy"));
  auto direct = reinterpret_cast<Direct>(symbol(peer, "c_add_one_direct"));
  // call_packed "bench.add_one" finds Prim's add_one through the registry.
  if (PrimRuntimeRegisterFFIFunc("bench.add_one", primFFI, nullptr, 0) != 0 ||
      PrimRuntimeRegisterLegacyFunc("bench.add_one", primLegacy, nullptr, 0) != 0) {
    std::fprintf(stderr, "%s\n", PrimRuntimeGetLastError());
    return 2;
  }
  auto byNameFFI = reinterpret_cast<Direct>(symbol(ffi, "prim_call_by_name"));
  auto byNameLegacy = reinterpret_cast<Direct>(symbol(legacy, "prim_call_by_name"));

  benchmark::RegisterBenchmark("cross/tvm-ffi/prim_packed", callFFI, primFFI);
  benchmark::RegisterBenchmark("cross/tvm-ffi/prim_packed_table", callFFI, tableFFI);
  benchmark::RegisterBenchmark("cross/tvm-ffi/c_packed", callFFI, peerFFI);
  benchmark::RegisterBenchmark("cross/tvm-ffi/prim_call_packed_by_name", callDirect, byNameFFI);
  benchmark::RegisterBenchmark("cross/tvm-ffi/prim_first_call_by_name", firstCallByName,
                               "cross_ffi_fresh.so")
      ->UseManualTime()
      ->Iterations(kFreshLoads);
  benchmark::RegisterBenchmark("cross/tvm-legacy/prim_packed", callLegacy, primLegacy);
  benchmark::RegisterBenchmark("cross/tvm-legacy/prim_packed_table", callLegacy, tableLegacy);
  benchmark::RegisterBenchmark("cross/tvm-legacy/c_packed", callLegacy, peerLegacy);
  benchmark::RegisterBenchmark("cross/tvm-legacy/prim_call_packed_by_name", callDirect,
                               byNameLegacy);
  benchmark::RegisterBenchmark("cross/tvm-legacy/prim_first_call_by_name", firstCallByName,
                               "cross_legacy_fresh.so")
      ->UseManualTime()
      ->Iterations(kFreshLoads);
  benchmark::RegisterBenchmark("cross/c_direct", callDirect, direct);

  benchmark::Initialize(&argc, argv);
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
