/*===- InitOnce.c - TVMFFIHandleInitOnce ---------------------------*- C -*-===*
 *
 * Same algorithm as tvm-ffi's src/ffi/init_once.cc: an acquire load on the
 * fast path; on the slow path a global mutex makes init_func run exactly once,
 * and a release store publishes its result to the fast path's acquire load.
 * The handle is a plain void* (the ABI fixes it), hence the __atomic builtins.
 *
 *===----------------------------------------------------------------------===*/
#include "RuntimeInternal.h"


static PrimMutex gInitLock = PRIM_MUTEX_INITIALIZER;

int TVMFFIHandleInitOnce(void** handle_addr, int (*init_func)(void** result)) {
  if (!handle_addr || !init_func) {
    primRuntimeSetErrorf("RuntimeError",
                         "PrimRuntime: TVMFFIHandleInitOnce needs a handle address and an "
                         "init function");
    return -1;
  }
  if (__atomic_load_n(handle_addr, __ATOMIC_ACQUIRE))
    return 0;
  primMutexLock(&gInitLock);
  int ret = 0;
  /* Another thread may have published while we waited for the lock. */
  if (!__atomic_load_n(handle_addr, __ATOMIC_RELAXED)) {
    void* result = NULL;
    ret = init_func(&result);
    if (ret == 0 && !result) {
      primRuntimeSetErrorf("RuntimeError",
                           "PrimRuntime: TVMFFIHandleInitOnce: init_func must return a "
                           "non-NULL handle");
      ret = -1;
    }
    if (ret == 0)
      __atomic_store_n(handle_addr, result, __ATOMIC_RELEASE);
  }
  primMutexUnlock(&gInitLock);
  return ret;
}
