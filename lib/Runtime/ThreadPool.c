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
 *===----------------------------------------------------------------------===*/
#include "RuntimeInternal.h"

/* Without threads, SerialLaunch.c launches instead (Threads.h). */
#if PRIM_RUNTIME_THREADS

#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* A waiting thread first spins (kPauses), then yields its CPU (kYields),
 * which lets a busy machine run the thread it waits for; then it sleeps. */
enum { kPauses = 1 << 12, kYields = 1 << 8, kMaxKind = 64, kMaxMessage = 2048 };

typedef struct {
  FTVMParallelLambda lambda;
  void* closure;
  int numTask;
  /* Workers that have not finished with this job. */
  atomic_int pending;
  /* TVMBackendParallelBarrier: arrivals, and a generation it bumps. */
  atomic_int arrived;
  atomic_int barrierGeneration;
  /* The first failed task's error. */
  pthread_mutex_t errorLock;
  int failed;
  char kind[kMaxKind];
  char message[kMaxMessage];
} Job;

static pthread_once_t gStartOnce = PTHREAD_ONCE_INIT;
static int gNumThreads = 1; /* the launching thread included */
static pthread_mutex_t gLaunchLock = PTHREAD_MUTEX_INITIALIZER;
/* gJob and gGeneration change under gLock; workers spin on gGeneration. */
static pthread_mutex_t gLock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t gWake = PTHREAD_COND_INITIALIZER;
static pthread_cond_t gDone = PTHREAD_COND_INITIALIZER;
static Job* gJob;
static atomic_ulong gGeneration;
static _Thread_local int tInTask;

static inline void cpuRelax(void) {
#if defined(__x86_64__) || defined(__i386__)
  __builtin_ia32_pause();
#endif
}

/* Spin step `i` of a bounded wait; false once the wait should sleep. */
static inline int keepSpinning(int i) {
  if (i >= kPauses + kYields)
    return 0;
  if (i < kPauses)
    cpuRelax();
  else
    sched_yield();
  return 1;
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
  if (status == 0)
    return;
  pthread_mutex_lock(&job->errorLock);
  if (!job->failed) {
    job->failed = 1;
    copyTruncated(job->kind, sizeof job->kind, PrimRuntimeGetLastErrorKind());
    copyTruncated(job->message, sizeof job->message, PrimRuntimeGetLastError());
  }
  pthread_mutex_unlock(&job->errorLock);
}

static void* workerMain(void* arg) {
  int index = (int)(intptr_t)arg;
  unsigned long seen = 0;
  for (;;) {
    for (int i = 0; atomic_load_explicit(&gGeneration, memory_order_relaxed) == seen &&
                    keepSpinning(i);
         ++i)
      ;
    pthread_mutex_lock(&gLock);
    while (atomic_load_explicit(&gGeneration, memory_order_relaxed) == seen)
      pthread_cond_wait(&gWake, &gLock);
    seen = atomic_load_explicit(&gGeneration, memory_order_relaxed);
    Job* job = gJob;
    pthread_mutex_unlock(&gLock);
    if (index < job->numTask)
      runTask(job, index);
    if (atomic_fetch_sub_explicit(&job->pending, 1, memory_order_acq_rel) == 1) {
      pthread_mutex_lock(&gLock);
      pthread_cond_signal(&gDone);
      pthread_mutex_unlock(&gLock);
    }
  }
  return NULL;
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
  int started = 1;
  for (long i = 1; i < threads; ++i) {
    pthread_t thread;
    if (pthread_create(&thread, NULL, workerMain, (void*)(intptr_t)i) != 0)
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
  if (tInTask || gNumThreads == 1 || pthread_mutex_trylock(&gLaunchLock) != 0)
    return runInCaller(lambda, closure);

  Job job;
  job.lambda = lambda;
  job.closure = closure;
  job.numTask = num_task <= 0 || num_task > gNumThreads ? gNumThreads : num_task;
  atomic_init(&job.pending, gNumThreads - 1);
  atomic_init(&job.arrived, 0);
  atomic_init(&job.barrierGeneration, 0);
  pthread_mutex_init(&job.errorLock, NULL);
  job.failed = 0;

  pthread_mutex_lock(&gLock);
  gJob = &job;
  atomic_fetch_add_explicit(&gGeneration, 1, memory_order_relaxed);
  pthread_cond_broadcast(&gWake);
  pthread_mutex_unlock(&gLock);

  runTask(&job, 0);

  for (int i = 0;
       atomic_load_explicit(&job.pending, memory_order_acquire) != 0 && keepSpinning(i); ++i)
    ;
  pthread_mutex_lock(&gLock);
  while (atomic_load_explicit(&job.pending, memory_order_acquire) != 0)
    pthread_cond_wait(&gDone, &gLock);
  pthread_mutex_unlock(&gLock);
  pthread_mutex_unlock(&gLaunchLock);

  pthread_mutex_destroy(&job.errorLock);
  if (!job.failed)
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
  for (int i = 0; atomic_load_explicit(&job->barrierGeneration, memory_order_acquire) == generation;
       ++i)
    if (!keepSpinning(i))
      sched_yield();
  return 0;
}

#endif /* PRIM_RUNTIME_THREADS */
