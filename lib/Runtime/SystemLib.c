/*===- SystemLib.c - System-lib symbol table for both ABIs --------*- C -*-===*
 *
 * One table for TVMBackendRegisterSystemLibSymbol and
 * TVMFFIEnvModRegisterSystemLibSymbol: the two ABIs' symbol names do not
 * collide (tvm-ffi's carry the __tvm_ffi_ prefix). As in TVM, a later
 * registration of a name replaces the earlier one.
 *
 *===----------------------------------------------------------------------===*/
#include "RuntimeInternal.h"

#include <stdlib.h>
#include <string.h>

typedef struct Symbol {
  char* name;
  void* ptr;
  struct Symbol* next;
} Symbol;

static PrimMutex gLock = PRIM_MUTEX_INITIALIZER;
static Symbol* gHead;

static Symbol* findLocked(const char* name) {
  for (Symbol* s = gHead; s; s = s->next)
    if (strcmp(s->name, name) == 0)
      return s;
  return NULL;
}

static int registerSymbol(const char* fn, const char* name, void* ptr) {
  if (!name) {
    primRuntimeSetErrorf("RuntimeError", "PrimRuntime: %s got a NULL symbol name", fn);
    return -1;
  }
  primMutexLock(&gLock);
  Symbol* s = findLocked(name);
  if (!s) {
    s = (Symbol*)calloc(1, sizeof(Symbol));
    char* nameCopy = primRuntimeCopyString(name);
    if (!s || !nameCopy) {
      primMutexUnlock(&gLock);
      free(s);
      free(nameCopy);
      primRuntimeSetErrorf("RuntimeError", "PrimRuntime: out of memory registering '%s'", name);
      return -1;
    }
    s->name = nameCopy;
    s->next = gHead;
    gHead = s;
  }
  s->ptr = ptr;
  primMutexUnlock(&gLock);
  return 0;
}

int TVMBackendRegisterSystemLibSymbol(const char* name, void* ptr) {
  return registerSymbol("TVMBackendRegisterSystemLibSymbol", name, ptr);
}

int TVMFFIEnvModRegisterSystemLibSymbol(const char* name, void* symbol) {
  return registerSymbol("TVMFFIEnvModRegisterSystemLibSymbol", name, symbol);
}

void* PrimRuntimeSystemLibLookup(const char* name) {
  if (!name)
    return NULL;
  primMutexLock(&gLock);
  Symbol* s = findLocked(name);
  void* ptr = s ? s->ptr : NULL;
  primMutexUnlock(&gLock);
  return ptr;
}
