//===- Scheduled.cpp - Scheduled TVM kernels: Prim vs the same C loops ----===//
//
// Three scheduled CPU kernels of TVM v0.20's own tests (a tiled matmul with
// a T.vectorized loop, a tiled conv2d, a softmax), read at run time from
// ../shared/tvm-tests-v0.20 beside the repository (never copied into it),
// imported and compiled by prim-translate and prim-compile (-O3, tvm-ffi,
// the host's CPU) and called through their packed entries, against the
// same loop nests in C (peers/scheduled.c, clang-22 -O3 -fopenmp). Both
// sides run on the same inputs and must agree before anything is timed.
//
//===----------------------------------------------------------------------===//

#include "Data.h"

#include "prim/Runtime/PrimRuntime.h"

#include <benchmark/benchmark.h>

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <dlfcn.h>
#include <memory>
#include <string>
#include <sys/stat.h>
#include <vector>

extern "C" {
int32_t c_sched_matmul(const float *a, const float *b, float *c);
int32_t c_sched_conv2d(const float *in, const float *weight, float *out);
int32_t c_sched_softmax(const float *a, float *norm);
}

namespace {

/// A buffer as TVM allocates one: 64-byte aligned, filled like every other
/// benchmark's inputs.
struct Tensor {
  std::vector<int64_t> shape;
  std::unique_ptr<float, decltype(&std::free)> data{nullptr, &std::free};
  DLTensor dl{};

  explicit Tensor(std::vector<int64_t> s) : shape(std::move(s)) {
    int64_t n = size();
    data.reset(static_cast<float *>(
        std::aligned_alloc(64, ((n * sizeof(float) + 63) / 64) * 64)));
    std::vector<float> values = prim::bench::filled(n);
    std::copy(values.begin(), values.end(), data.get());
    dl.data = data.get();
    dl.device = {kDLCPU, 0};
    dl.ndim = static_cast<int32_t>(shape.size());
    dl.dtype = {kDLFloat, 32, 1};
    dl.shape = shape.data();
  }
  int64_t size() const {
    int64_t n = 1;
    for (int64_t d : shape)
      n *= d;
    return n;
  }
};

using PeerCall = void (*)(std::vector<Tensor> &);

struct Kernel {
  const char *name;
  const char *file;     // in the corpus's files/
  const char *function; // the PrimFunc: its packed entry is __tvm_ffi_<name>
  std::vector<std::vector<int64_t>> shapes; // inputs first, the output last
  PeerCall peer;
  int64_t flops; // per call, for items_per_second (elements for softmax)
  TVMFFISafeCallType entry = nullptr;
};

int64_t callPrim(const Kernel &kernel, std::vector<Tensor> &tensors) {
  std::vector<TVMFFIAny> args(tensors.size());
  for (size_t i = 0; i < tensors.size(); ++i) {
    args[i].type_index = kTVMFFIDLTensorPtr;
    args[i].zero_padding = 0;
    args[i].v_ptr = &tensors[i].dl;
  }
  TVMFFIAny result;
  result.type_index = kTVMFFINone;
  result.zero_padding = 0;
  result.v_int64 = 0;
  return kernel.entry(nullptr, args.data(), static_cast<int32_t>(args.size()),
                      &result);
}

bool run(const std::string &command) {
  if (std::system(command.c_str()) == 0)
    return true;
  std::fprintf(stderr, "failed: %s\n", command.c_str());
  return false;
}

/// Imports and compiles `kernel` into `dir`, and finds its packed entry.
bool compile(Kernel &kernel, const std::string &corpus,
             const std::string &dir) {
  std::string tools = PRIM_BENCH_TOOLS;
  std::string mlir = dir + "/" + kernel.name + ".mlir";
  std::string library = dir + "/" + kernel.name + ".so";
  if (!run(tools + "/prim-translate --import-tvmscript " + corpus + "/files/" +
           kernel.file + " -o " + mlir) ||
      !run(tools + "/prim-compile " + mlir +
           " --emit=shared --abi=tvm-ffi -O3 --mcpu=native -o " + library))
    return false;
  void *handle = dlopen(library.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!handle) {
    std::fprintf(stderr, "%s\n", dlerror());
    return false;
  }
  std::string symbol = std::string("__tvm_ffi_") + kernel.function;
  kernel.entry =
      reinterpret_cast<TVMFFISafeCallType>(dlsym(handle, symbol.c_str()));
  if (!kernel.entry)
    std::fprintf(stderr, "%s has no %s\n", library.c_str(), symbol.c_str());
  return kernel.entry;
}

std::vector<Tensor> makeTensors(const Kernel &kernel) {
  std::vector<Tensor> tensors;
  for (const std::vector<int64_t> &shape : kernel.shapes)
    tensors.emplace_back(shape);
  return tensors;
}

/// Both sides from the same inputs: the outputs must agree (to rounding:
/// the two compilers may contract a * b + c differently).
bool agree(const Kernel &kernel) {
  std::vector<Tensor> prim = makeTensors(kernel), peer = makeTensors(kernel);
  if (callPrim(kernel, prim) != 0) {
    std::fprintf(stderr, "%s: Prim's call failed\n", kernel.name);
    return false;
  }
  kernel.peer(peer);
  const Tensor &p = prim.back(), &c = peer.back();
  for (int64_t i = 0; i < p.size(); ++i) {
    float x = p.data.get()[i], y = c.data.get()[i];
    if (!(std::fabs(x - y) <= 1e-4f * std::fmax(1.0f, std::fabs(y)))) {
      std::fprintf(stderr, "%s: output %lld differs: Prim %g, C %g\n",
                   kernel.name, static_cast<long long>(i), x, y);
      return false;
    }
  }
  return true;
}

void timePrim(benchmark::State &state, const Kernel *kernel) {
  std::vector<Tensor> tensors = makeTensors(*kernel);
  for (auto _ : state) {
    benchmark::DoNotOptimize(callPrim(*kernel, tensors));
    benchmark::ClobberMemory();
  }
  state.SetItemsProcessed(state.iterations() * kernel->flops);
}

void timePeer(benchmark::State &state, const Kernel *kernel) {
  std::vector<Tensor> tensors = makeTensors(*kernel);
  for (auto _ : state) {
    kernel->peer(tensors);
    benchmark::ClobberMemory();
  }
  state.SetItemsProcessed(state.iterations() * kernel->flops);
}

float *f(std::vector<Tensor> &t, int i) { return t[i].data.get(); }

} // namespace

int main(int argc, char **argv) {
  benchmark::Initialize(&argc, argv);
  std::string corpus = PRIM_BENCH_CORPUS;
  struct stat info;
  if (stat((corpus + "/files").c_str(), &info) != 0) {
    std::printf("skipped: the TVM v0.20 test corpus is not at %s "
                "(../shared/tvm-tests-v0.20 beside the repository)\n",
                corpus.c_str());
    return 0;
  }
  static std::vector<Kernel> kernels = {
      {"matmul",
       "test_meta_schedule_postproc_rewrite_parallel_vectorize_unroll__"
       "after_matmul_vectorize.py",
       "after_matmul_vectorize",
       {{64, 768}, {768, 768}, {64, 768}},
       [](std::vector<Tensor> &t) {
         c_sched_matmul(f(t, 0), f(t, 1), f(t, 2));
       },
       2LL * 64 * 768 * 768},
      {"conv2d",
       "test_tir_schedule_sampling__tiled_conv2d_with_padding.py",
       "tiled_conv2d_with_padding",
       {{1, 224, 224, 3}, {7, 7, 3, 64}, {1, 112, 112, 64}},
       [](std::vector<Tensor> &t) {
         c_sched_conv2d(f(t, 0), f(t, 1), f(t, 2));
       },
       2LL * 112 * 112 * 64 * 7 * 7 * 3},
      {"softmax",
       "test_meta_schedule_schedule_rule_auto_inline__SoftmaxAfterInline.py",
       "main",
       {{256, 256}, {256, 256}},
       [](std::vector<Tensor> &t) { c_sched_softmax(f(t, 0), f(t, 1)); },
       256LL * 256},
  };
  char pattern[] = "/tmp/prim-bench-scheduled-XXXXXX";
  if (!mkdtemp(pattern)) {
    std::perror("mkdtemp");
    return 1;
  }
  std::string dir = pattern;
  bool ok = true;
  for (Kernel &kernel : kernels)
    ok = ok && compile(kernel, corpus, dir) && agree(kernel);
  run("rm -rf " + dir);
  if (!ok)
    return 1;
  for (const Kernel &kernel : kernels) {
    std::string name = std::string("scheduled/") + kernel.name;
    benchmark::RegisterBenchmark((name + "/prim").c_str(), timePrim, &kernel);
    benchmark::RegisterBenchmark((name + "/c").c_str(), timePeer, &kernel);
  }
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
