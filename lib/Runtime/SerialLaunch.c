/*===- SerialLaunch.c - TVMBackendParallelLaunch without threads --*- C -*-===*
 *
 * Where PrimRuntime has no threads (PRIM_RUNTIME_THREADS is 0, Threads.h),
 * a launch runs one task, task 0 of 1, on the calling thread, as TVM's web
 * runtime does: the generated code splits its loop by env.num_task, so that
 * task runs all of it. A barrier in a group of one has nothing to wait for.
 *
 *===----------------------------------------------------------------------===*/
#include "RuntimeInternal.h"

#if !PRIM_RUNTIME_THREADS

int TVMBackendParallelLaunch(FTVMParallelLambda lambda, void* closure, int num_task) {
  (void)num_task;
  TVMParallelGroupEnv env;
  env.sync_handle = NULL;
  env.num_task = 1;
  /* The task's error is already this thread's last error. */
  return lambda(0, &env, closure) == 0 ? 0 : -1;
}

int TVMBackendParallelBarrier(int task_id, TVMParallelGroupEnv* penv) {
  (void)task_id, (void)penv;
  return 0;
}

#endif /* !PRIM_RUNTIME_THREADS */
