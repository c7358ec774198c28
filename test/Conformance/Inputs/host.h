/*===- host.h - Conformance hosts: how a program reaches the runtime -*- C -*-===*
 *
 * A conformance driver reaches the real runtime's C API in one of two ways,
 * as the programs that embed TVM do:
 *  - linked: the driver links the runtime library normally, so the
 *    runtime's symbols are in the global scope;
 *  - local (-DPRIM_HOST_RUNTIME="path"): the driver dlopens the runtime
 *    RTLD_LOCAL, as a plugin or a JNI library does, and takes every function
 *    from dlsym. Nothing of the runtime is then in the global scope, and a
 *    Prim library must find what it needs through the runtime's loader.
 * Drivers list the functions they use in RUNTIME_API(X) and call them as
 * api.Name(...). They check and build tensors with test/Inputs/driver.h.
 *
 *===----------------------------------------------------------------------===*/
#ifndef PRIM_CONFORMANCE_HOST_H
#define PRIM_CONFORMANCE_HOST_H

#include "driver.h"

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define HOST_DECLARE(name) __typeof__(&name) name;
#define HOST_BIND_LINKED(name) api.name = &name;
#define HOST_BIND_LOCAL(name)                                                  \
  if (!(api.name = (__typeof__(&name))dlsym(runtime, #name))) {                \
    fprintf(stderr, "runtime lacks %s\n", #name);                              \
    exit(2);                                                                   \
  }

static struct {
  RUNTIME_API(HOST_DECLARE)
} api;

#ifdef PRIM_HOST_RUNTIME
#define HOST_MODE "local"
static void bindRuntime(void) {
  void* runtime = dlopen(PRIM_HOST_RUNTIME, RTLD_NOW | RTLD_LOCAL);
  if (!runtime) {
    fprintf(stderr, "cannot load %s: %s\n", PRIM_HOST_RUNTIME, dlerror());
    exit(2);
  }
  RUNTIME_API(HOST_BIND_LOCAL)
}
#else
#define HOST_MODE "linked"
static void bindRuntime(void) { RUNTIME_API(HOST_BIND_LINKED) }
#endif

/*--- Checks -----------------------------------------------------------------*/

static inline int hostFinish(const char* runtimeName) {
  printf("%s (%s host): %d checks, %d failed\n", runtimeName, HOST_MODE, gChecks,
         gFailures);
  fflush(stdout);
  return gFailures ? 1 : 0;
}

#endif /* PRIM_CONFORMANCE_HOST_H */
