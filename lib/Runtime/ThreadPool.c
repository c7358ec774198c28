/*===- ThreadPool.c - TVMBackendParallelLaunch / ParallelBarrier --*- C -*-===*
 *
 * A fixed pool of worker threads, started on the first launch: TVM_NUM_THREADS
 * threads in all (default: the online CPUs), the launching thread included.
 * A launch runs num_task tasks (0 or more than the threads: one per thread),
 * each on its own thread, task 0 on the caller's, so that
 * TVMBackendParallelBarrier can wait for all of them. A task that fails
 * has its error (kind and message) carried over to the launching thread.
 * A launch from inside a task, or while another thread's launch holds the
 * pool, runs its one task in the calling thread, as TVM runs nested
 * parallel loops serially.
 *
 * The hot path takes no lock, wakes no thread without a task and has no word
 * that several threads write: the launcher hands task i to worker i through
 * the worker's own slot (a cache line of its own) by bumping the slot's
 * sequence number, and the worker, done, stores that number to the slot's
 * done word, which the launcher waits on.
 *
 * A waiting thread polls the word it waits on, with a pause per poll and a
 * sched_yield every kPausesPerYield polls (every poll when the pool has more
 * threads than the CPUs it may run on), so that a busy machine runs the
 * threads it waits for. After kSpinNs it sleeps on the word (a futex on
 * Linux, a condition variable elsewhere or with PRIM_RUNTIME_NO_FUTEX). It
 * sets a flag before it sleeps, which the publisher reads after its store,
 * so that a wake-up costs a system call only when someone sleeps.
 *
 *===----------------------------------------------------------------------===*/
#if defined(__linux__) && !defined(_GNU_SOURCE)
#define _GNU_SOURCE /* sched_getaffinity, syscall */
#endif

#include "RuntimeInternal.h"

/* Without threads, SerialLaunch.c launches instead (Threads.h). */
#if PRIM_RUNTIME_THREADS

#include <pthread.h>
#include <sched.h>
#include <stdalign.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#if defined(__linux__) && !defined(PRIM_RUNTIME_NO_FUTEX)
#define PRIM_RUNTIME_FUTEX 1
#include <linux/futex.h>
#include <sys/syscall.h>
#endif

enum { kCacheLine = 64, kPausesPerYield = 32, kMaxKind = 64, kMaxMessage = 2048 };
/* How long a waiting thread polls before it sleeps: as long as the gaps
 * between a model's parallel loops, so that they find their workers awake
 * (libomp's KMP_BLOCKTIME is 200 ms, TVM's pool yields 300,000 times). */
static const long long kSpinNs = 20 * 1000 * 1000;

/* A word one thread waits on until it changes, and what it sleeps on. */
typedef struct {
  atomic_uint word;
  /* The waiter is asleep, or about to be. */
  atomic_int sleeping;
#if !defined(PRIM_RUNTIME_FUTEX)
  pthread_mutex_t lock;
  pthread_cond_t changed;
#endif
} Signal;

typedef struct Job Job;

/* A worker's slot: `start` changes when `job` has a task for it; `done`
 * takes start's value when the task has run. */
typedef struct {
  alignas(kCacheLine) Signal start;
  Job* job;
  int index;
  Signal done;
} Worker;

struct Job {
  FTVMParallelLambda lambda;
  void* closure;
  int numTask;
  /* TVMBackendParallelBarrier: arrivals, and a generation it bumps. On a
   * line of their own, so that the tasks' read-modify-writes do not take
   * away the line every task reads the lambda from. */
  alignas(kCacheLine) atomic_int arrived;
  atomic_int barrierGeneration;
  /* The first failed task copies its error here. */
  atomic_int failed;
  char kind[kMaxKind];
  char message[kMaxMessage];
};

static pthread_once_t gStartOnce = PTHREAD_ONCE_INIT;
static int gNumThreads = 1; /* the launching thread included */
/* Pauses per yield while polling: 0 with more threads than CPUs. */
static int gPauses;
static Worker* gWorkers; /* gWorkers[i] runs task i; [0] is unused */
/* Set while a launch holds the pool. */
static alignas(kCacheLine) atomic_int gBusy;
static _Thread_local int tInTask;

static inline void cpuRelax(void) {
#if defined(__x86_64__) || defined(__i386__)
  __builtin_ia32_pause();
#elif defined(__aarch64__)
  __asm__ __volatile__("yield");
#endif
}

/* Whether poll `i` of a wait yields rather than pauses. */
static inline int yieldsAt(unsigned i) { return i % (unsigned)(gPauses + 1) == (unsigned)gPauses; }

static inline void backOff(unsigned i) {
  if (yieldsAt(i))
    sched_yield();
  else
    cpuRelax();
}

static long long nowNs(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (long long)t.tv_sec * 1000000000 + t.tv_nsec;
}

static void initSignal(Signal* s) {
  atomic_init(&s->word, 0);
  atomic_init(&s->sleeping, 0);
#if !defined(PRIM_RUNTIME_FUTEX)
  pthread_mutex_init(&s->lock, NULL);
  pthread_cond_init(&s->changed, NULL);
#endif
}

/* Sleeps until s->word may differ from `seen` (spurious returns allowed). */
static void sleepOn(Signal* s, unsigned seen) {
#if defined(PRIM_RUNTIME_FUTEX)
  syscall(SYS_futex, (uint32_t*)&s->word, FUTEX_WAIT_PRIVATE, seen, NULL, NULL, 0);
#else
  pthread_mutex_lock(&s->lock);
  while (atomic_load_explicit(&s->word, memory_order_relaxed) == seen)
    pthread_cond_wait(&s->changed, &s->lock);
  pthread_mutex_unlock(&s->lock);
#endif
}

static void wake(Signal* s) {
#if defined(PRIM_RUNTIME_FUTEX)
  syscall(SYS_futex, (uint32_t*)&s->word, FUTEX_WAKE_PRIVATE, 1, NULL, NULL, 0);
#else
  pthread_mutex_lock(&s->lock);
  pthread_cond_signal(&s->changed);
  pthread_mutex_unlock(&s->lock);
#endif
}

/* Waits until s->word differs from `seen` and returns it (acquire). */
static unsigned awaitChange(Signal* s, unsigned seen) {
  long long deadline = 0;
  for (unsigned i = 0;; ++i) {
    unsigned now = atomic_load_explicit(&s->word, memory_order_acquire);
    if (now != seen)
      return now;
    if (!yieldsAt(i)) {
      cpuRelax();
      continue;
    }
    long long t = nowNs();
    if (!deadline)
      deadline = t + kSpinNs;
    else if (t > deadline)
      break;
    sched_yield();
  }
  unsigned now;
  for (;;) {
    /* With the publisher's fence after its store: either it sees the flag
     * or this load sees its store. */
    atomic_store_explicit(&s->sleeping, 1, memory_order_relaxed);
    atomic_thread_fence(memory_order_seq_cst);
    now = atomic_load_explicit(&s->word, memory_order_acquire);
    if (now != seen)
      break;
    sleepOn(s, seen);
  }
  atomic_store_explicit(&s->sleeping, 0, memory_order_relaxed);
  return now;
}

/* Wakes s's waiter if it sleeps; after a store to s->word and a seq_cst
 * fence. */
static inline void wakeIfAsleep(Signal* s) {
  if (atomic_load_explicit(&s->sleeping, memory_order_relaxed))
    wake(s);
}

static void copyTruncated(char* dst, size_t cap, const char* src) {
  size_t n = strlen(src);
  if (n >= cap)
    n = cap - 1;
  memcpy(dst, src, n);
  dst[n] = '\0';
}

static void runTask(Job* job, int taskId) {
  TVMParallelGroupEnv env;
  env.sync_handle = job;
  env.num_task = job->numTask;
  tInTask = 1;
  int status = job->lambda(taskId, &env, job->closure);
  tInTask = 0;
  int expected = 0;
  if (status != 0 && atomic_compare_exchange_strong_explicit(
                         &job->failed, &expected, 1, memory_order_relaxed, memory_order_relaxed)) {
    copyTruncated(job->kind, sizeof job->kind, PrimRuntimeGetLastErrorKind());
    copyTruncated(job->message, sizeof job->message, PrimRuntimeGetLastError());
  }
}

static void* workerMain(void* arg) {
  Worker* self = (Worker*)arg;
  unsigned seen = 0;
  for (;;) {
    seen = awaitChange(&self->start, seen);
    runTask(self->job, self->index);
    /* The last access to the job, which is on the launcher's stack. */
    atomic_store_explicit(&self->done.word, seen, memory_order_release);
    atomic_thread_fence(memory_order_seq_cst);
    wakeIfAsleep(&self->done);
  }
  return NULL;
}

/* The CPUs this process may run on. */
static long availableCPUs(void) {
#if defined(__linux__)
  cpu_set_t set;
  if (sched_getaffinity(0, sizeof set, &set) == 0)
    return CPU_COUNT(&set);
#endif
  return sysconf(_SC_NPROCESSORS_ONLN);
}

static void startWorkers(void) {
  long threads = 0;
  const char* env = getenv("TVM_NUM_THREADS");
  if (env)
    threads = strtol(env, NULL, 10);
  if (threads <= 0)
    threads = sysconf(_SC_NPROCESSORS_ONLN);
  if (threads <= 0)
    threads = 1;
  if (threads > 1024)
    threads = 1024;
  /* Before the workers start, which read it. */
  gPauses = threads <= availableCPUs() ? kPausesPerYield : 0;
  gWorkers = aligned_alloc(kCacheLine, (size_t)threads * sizeof(Worker));
  if (!gWorkers)
    return;
  int started = 1;
  for (long i = 1; i < threads; ++i) {
    Worker* worker = &gWorkers[i];
    initSignal(&worker->start);
    initSignal(&worker->done);
    worker->job = NULL;
    worker->index = (int)i;
    pthread_t thread;
    if (pthread_create(&thread, NULL, workerMain, worker) != 0)
      break;
    pthread_detach(thread);
    ++started;
  }
  gNumThreads = started;
}

static int runInCaller(FTVMParallelLambda lambda, void* closure) {
  TVMParallelGroupEnv env;
  env.sync_handle = NULL;
  env.num_task = 1;
  return lambda(0, &env, closure);
}

int TVMBackendParallelLaunch(FTVMParallelLambda lambda, void* closure, int num_task) {
  pthread_once(&gStartOnce, startWorkers);
  if (tInTask || gNumThreads == 1 || atomic_exchange_explicit(&gBusy, 1, memory_order_acquire) != 0)
    return runInCaller(lambda, closure);

  Job job;
  job.lambda = lambda;
  job.closure = closure;
  job.numTask = num_task <= 0 || num_task > gNumThreads ? gNumThreads : num_task;
  atomic_init(&job.arrived, 0);
  atomic_init(&job.barrierGeneration, 0);
  atomic_init(&job.failed, 0);

  if (job.numTask > 1) {
    /* Only this thread writes the slots' words: a store, not an RMW. */
    for (int i = 1; i < job.numTask; ++i) {
      Worker* worker = &gWorkers[i];
      worker->job = &job;
      unsigned start = atomic_load_explicit(&worker->start.word, memory_order_relaxed);
      atomic_store_explicit(&worker->start.word, start + 1, memory_order_release);
    }
    atomic_thread_fence(memory_order_seq_cst);
    for (int i = 1; i < job.numTask; ++i)
      wakeIfAsleep(&gWorkers[i].start);
    runTask(&job, 0);
    for (int i = 1; i < job.numTask; ++i) {
      Worker* worker = &gWorkers[i];
      awaitChange(&worker->done,
                  atomic_load_explicit(&worker->start.word, memory_order_relaxed) - 1);
    }
  } else {
    runTask(&job, 0);
  }
  atomic_store_explicit(&gBusy, 0, memory_order_release);

  if (!atomic_load_explicit(&job.failed, memory_order_relaxed))
    return 0;
  TVMFFIErrorSetRaisedFromCStr(job.kind, job.message);
  return -1;
}

int TVMBackendParallelBarrier(int task_id, TVMParallelGroupEnv* penv) {
  (void)task_id;
  Job* job = (Job*)penv->sync_handle;
  if (!job || penv->num_task <= 1)
    return 0;
  int generation = atomic_load_explicit(&job->barrierGeneration, memory_order_acquire);
  if (atomic_fetch_add_explicit(&job->arrived, 1, memory_order_acq_rel) + 1 == penv->num_task) {
    atomic_store_explicit(&job->arrived, 0, memory_order_relaxed);
    atomic_fetch_add_explicit(&job->barrierGeneration, 1, memory_order_release);
    return 0;
  }
  /* Every task of the launch runs now, so this wait is short: no sleep. */
  for (unsigned i = 0;
       atomic_load_explicit(&job->barrierGeneration, memory_order_acquire) == generation; ++i)
    backOff(i);
  return 0;
}

#endif /* PRIM_RUNTIME_THREADS */
