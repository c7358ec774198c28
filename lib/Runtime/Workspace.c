/*===- Workspace.c - TVMBackendAllocWorkspace / FreeWorkspace -----*- C -*-===*/
#include "RuntimeInternal.h"

#include <stdint.h>
#include <stdlib.h>

/* TVM's kTempAllocaAlignment: generated code may assume it. */
enum { kWorkspaceAlignment = 64 };

static int checkCPU(const char* fn, int device_type, int device_id) {
  if (device_type == kDLCPU)
    return 0;
  primRuntimeSetErrorf("RuntimeError",
                       "PrimRuntime: %s supports only CPU (device_type %d), got device_type "
                       "%d, device_id %d",
                       fn, (int)kDLCPU, device_type, device_id);
  return -1;
}

void* TVMBackendAllocWorkspace(int device_type, int device_id, uint64_t nbytes,
                               int dtype_code_hint, int dtype_bits_hint) {
  (void)dtype_code_hint, (void)dtype_bits_hint;
  if (checkCPU("TVMBackendAllocWorkspace", device_type, device_id))
    return NULL;
  if (nbytes > SIZE_MAX - kWorkspaceAlignment) {
    primRuntimeSetErrorf("RuntimeError",
                         "PrimRuntime: TVMBackendAllocWorkspace cannot allocate %llu bytes",
                         (unsigned long long)nbytes);
    return NULL;
  }
  /* aligned_alloc wants a multiple of the alignment; rounding 0 up to one
   * block also makes nbytes == 0 return a valid, distinct pointer. */
  size_t size = ((size_t)nbytes + kWorkspaceAlignment - 1) / kWorkspaceAlignment *
                kWorkspaceAlignment;
  if (size == 0)
    size = kWorkspaceAlignment;
  void* p = aligned_alloc(kWorkspaceAlignment, size);
  if (!p)
    primRuntimeSetErrorf("RuntimeError",
                         "PrimRuntime: TVMBackendAllocWorkspace failed to allocate %llu bytes",
                         (unsigned long long)nbytes);
  return p;
}

int TVMBackendFreeWorkspace(int device_type, int device_id, void* ptr) {
  if (checkCPU("TVMBackendFreeWorkspace", device_type, device_id))
    return -1;
  free(ptr);
  return 0;
}
