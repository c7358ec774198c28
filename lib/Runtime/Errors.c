/*===- Errors.c - Per-thread last error for both ABIs -------------*- C -*-===*/
#include "RuntimeInternal.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { kMaxKind = 64, kMaxMessage = 4096 };

/* Fixed thread-local buffers: nothing to allocate or free per thread. */
static _Thread_local char tlsKind[kMaxKind];
static _Thread_local char tlsMessage[kMaxMessage];

/* memmove, because callers may pass our own buffer back to us, as in
 * TVMAPISetLastError(TVMGetLastError()). */
static void copyTruncated(char* dst, size_t cap, const char* src) {
  size_t n = src ? strlen(src) : 0;
  if (n >= cap)
    n = cap - 1;
  if (n)
    memmove(dst, src, n);
  dst[n] = '\0';
}

static void setError(const char* kind, const char* message) {
  copyTruncated(tlsMessage, sizeof(tlsMessage), message);
  copyTruncated(tlsKind, sizeof(tlsKind), kind ? kind : "RuntimeError");
}

void primRuntimeSetErrorf(const char* kind, const char* fmt, ...) {
  char buf[kMaxMessage]; /* format first: an argument may point into tlsMessage */
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(buf, sizeof(buf), fmt, ap);
  va_end(ap);
  setError(kind, buf);
}

char* primRuntimeCopyString(const char* s) {
  size_t n = strlen(s) + 1;
  char* copy = (char*)malloc(n);
  if (copy)
    memcpy(copy, s, n);
  return copy;
}

void TVMAPISetLastError(const char* msg) { setError("RuntimeError", msg); }

const char* TVMGetLastError(void) { return tlsMessage; }

void TVMFFIErrorSetRaisedFromCStr(const char* kind, const char* message) {
  setError(kind, message);
}

const char* PrimRuntimeGetLastErrorKind(void) { return tlsKind; }

const char* PrimRuntimeGetLastError(void) { return tlsMessage; }

void PrimRuntimeClearLastError(void) {
  tlsKind[0] = '\0';
  tlsMessage[0] = '\0';
}
