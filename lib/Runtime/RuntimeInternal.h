/*===- RuntimeInternal.h - Helpers shared inside PrimRuntime ------*- C -*-===*/
#ifndef PRIM_LIB_RUNTIME_RUNTIMEINTERNAL_H
#define PRIM_LIB_RUNTIME_RUNTIMEINTERNAL_H

#include "prim/Runtime/PrimRuntime.h"
#include "Threads.h"

/* Sets this thread's last error from a printf-style format. Not exported. */
void primRuntimeSetErrorf(const char* kind, const char* fmt, ...)
    __attribute__((format(printf, 2, 3)));

/* Copies a NUL-terminated string to the heap; NULL when out of memory. */
char* primRuntimeCopyString(const char* s);

#endif /* PRIM_LIB_RUNTIME_RUNTIMEINTERNAL_H */
