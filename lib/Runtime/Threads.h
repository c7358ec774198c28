/*===- Threads.h - PrimRuntime with and without threads -----------*- C -*-===*
 *
 * PRIM_RUNTIME_THREADS is 1 where the C library has POSIX threads and 0
 * where it has none: WASI preview 1 (wasm32-wasi; a wasm32-wasi-threads
 * build with -pthread defines _REENTRANT and has them). A build for another
 * target without threads sets it: -DPRIM_RUNTIME_THREADS=0.
 *
 * Without threads one thread runs the program, so a lock has nothing to
 * exclude and the locks below are no-ops; SerialLaunch.c's parallel launch
 * replaces ThreadPool.c's.
 *
 *===----------------------------------------------------------------------===*/
#ifndef PRIM_LIB_RUNTIME_THREADS_H
#define PRIM_LIB_RUNTIME_THREADS_H

#ifndef PRIM_RUNTIME_THREADS
#if defined(__wasi__) && !defined(_REENTRANT)
#define PRIM_RUNTIME_THREADS 0
#else
#define PRIM_RUNTIME_THREADS 1
#endif
#endif

#if PRIM_RUNTIME_THREADS
#include <pthread.h>

typedef pthread_mutex_t PrimMutex;
typedef pthread_rwlock_t PrimRWLock;
#define PRIM_MUTEX_INITIALIZER PTHREAD_MUTEX_INITIALIZER
#define PRIM_RWLOCK_INITIALIZER PTHREAD_RWLOCK_INITIALIZER

static inline void primMutexLock(PrimMutex* m) { pthread_mutex_lock(m); }
static inline void primMutexUnlock(PrimMutex* m) { pthread_mutex_unlock(m); }
static inline void primReadLock(PrimRWLock* l) { pthread_rwlock_rdlock(l); }
static inline void primWriteLock(PrimRWLock* l) { pthread_rwlock_wrlock(l); }
static inline void primRWUnlock(PrimRWLock* l) { pthread_rwlock_unlock(l); }
#else
typedef struct {
  char unused;
} PrimMutex, PrimRWLock;
#define PRIM_MUTEX_INITIALIZER {0}
#define PRIM_RWLOCK_INITIALIZER {0}

static inline void primMutexLock(PrimMutex* m) { (void)m; }
static inline void primMutexUnlock(PrimMutex* m) { (void)m; }
static inline void primReadLock(PrimRWLock* l) { (void)l; }
static inline void primWriteLock(PrimRWLock* l) { (void)l; }
static inline void primRWUnlock(PrimRWLock* l) { (void)l; }
#endif

#endif /* PRIM_LIB_RUNTIME_THREADS_H */
