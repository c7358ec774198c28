/* Races first calls of call_packed. Usage: concurrency LIB.so */
#include "harness.h"

#include <pthread.h>

enum { kThreads = 8, kRounds = 25, kCalls = 200 };

static int square(const Value* args, int n, Value* result) {
  if (n != 1 || args[0].kind != VALUE_INT) {
    harnessRaise("test.square: expected one integer");
    return -1;
  }
  *result = vInt(args[0].v.i * args[0].v.i);
  return 0;
}
static Callback gSquare = square;

typedef struct {
  pthread_barrier_t* start;
  void* entry;
  int64_t id;
  int wrong;
} Worker;

static void* work(void* arg) {
  Worker* w = (Worker*)arg;
  pthread_barrier_wait(w->start);
  for (int64_t i = 0; i < kCalls; ++i) {
    int64_t v = w->id * 1000 + i;
    Value args[2] = {vInt(v), vInt(w->id)};
    Value result;
    if (callEntry(w->entry, args, 2, NULL, &result) != 0 || result.kind != VALUE_INT ||
        result.v.i != v * v + w->id)
      ++w->wrong;
  }
  return NULL;
}

#if defined(PRIM_TEST_ABI_FFI)
#define CONTEXT_SYMBOL PRIM_TVM_FFI_LIBRARY_CTX_SYMBOL
#else
#define CONTEXT_SYMBOL PRIM_TVM_MODULE_CTX_SYMBOL
#endif

int main(int argc, char** argv) {
  expectArguments(argc, argv, 1, "LIB.so");
  registerCallback("test.square", &gSquare);
  int wrong = 0, fresh = 0;
  for (int round = 0; round < kRounds; ++round) {
    void* library = dlopen(argv[1], RTLD_NOW | RTLD_LOCAL);
    EXPECT(library != NULL, "%s", dlerror());
    if (!library)
      break;
    /* The previous round marked the context global; a fresh image has it
     * NULL again, and with it an empty handle cache. */
    void** context = (void**)dlsym(library, CONTEXT_SYMBOL);
    EXPECT(context != NULL, "no %s", CONTEXT_SYMBOL);
    fresh += context && *context == NULL;
    pthread_barrier_t start;
    pthread_barrier_init(&start, NULL, kThreads);
    pthread_t threads[kThreads];
    Worker workers[kThreads];
    for (int t = 0; t < kThreads; ++t) {
      workers[t] = (Worker){&start, lookupEntry(library, "square_plus"), t + 1, 0};
      pthread_create(&threads[t], NULL, work, &workers[t]);
    }
    for (int t = 0; t < kThreads; ++t) {
      pthread_join(threads[t], NULL);
      wrong += workers[t].wrong;
    }
    pthread_barrier_destroy(&start);
    if (context)
      *context = (void*)1; /* the mark; PrimRuntime ignores the context */
    EXPECT(dlclose(library) == 0, "%s", dlerror());
  }
  EXPECT(wrong == 0, "%d wrong results", wrong);
  EXPECT(fresh == kRounds, "only %d of %d rounds had a fresh library", fresh, kRounds);
  printf("%d rounds x %d threads x %d calls: every result %s, every round %s\n", kRounds, kThreads,
         kCalls, wrong ? "NOT right" : "right", fresh == kRounds ? "a fresh library" : "NOT fresh");
  return harnessFinish();
}
