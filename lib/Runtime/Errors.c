/*===- Errors.c - Per-thread last error for both ABIs -------------*- C -*-===*/
#include "RuntimeInternal.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { kMaxKind = 64, kMaxMessage = 4096 };

/* Fixed thread-local buffers: nothing to allocate or free per thread. One
 * thread-local object, not three: with three, Debian's arm-linux-gnueabihf-gcc
 * 12 at -O2 (Thumb-2, -fPIC) addressed them from a section anchor and gave
 * __tls_get_addr an address 0x44 bytes past the TLS GOT slot, so a shared
 * PrimRuntime crashed at its first legacy error (-fno-section-anchors also
 * avoids it; test/Cross/armv7.mlir runs that library). */
static _Thread_local struct {
  char kind[kMaxKind];
  char message[kMaxMessage];
  /* Where the message proper starts: after a legacy error's "Kind: ". */
  size_t messageStart;
} tlsError;

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
  copyTruncated(tlsError.message, sizeof(tlsError.message), message);
  copyTruncated(tlsError.kind, sizeof(tlsError.kind), kind ? kind : "RuntimeError");
  tlsError.messageStart = 0;
}

/* The length of the kind in a legacy message "Kind: message", or 0. TVM's
 * Python front end takes the name before the first ':' and maps it to an
 * exception class (TypeError, ValueError, ...); a name it does not know,
 * such as a function name in "my.func: failed", gives the generic TVMError.
 * PrimRuntime accepts as kinds the names that end in "Error". */
static size_t legacyKindLength(const char* message) {
  size_t n = 0;
  while (message[n] && (isalnum((unsigned char)message[n]) || message[n] == '_'))
    ++n;
  static const char kSuffix[] = "Error";
  size_t suffix = sizeof(kSuffix) - 1;
  int isKind = n >= suffix && n < kMaxKind && !memcmp(message + n - suffix, kSuffix, suffix);
  return isKind && message[n] == ':' && message[n + 1] == ' ' ? n : 0;
}

void primRuntimeSetErrorf(const char* kind, const char* fmt, ...) {
  char buf[kMaxMessage]; /* format first: an argument may point into tlsError.message */
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

/* Like TVM v0.20, keeps the string whole (TVMGetLastError returns it); its
 * "Kind: " prefix, if any, gives the kind. */
void TVMAPISetLastError(const char* msg) {
  setError("RuntimeError", msg);
  size_t kind = legacyKindLength(tlsError.message);
  if (kind) {
    memcpy(tlsError.kind, tlsError.message, kind);
    tlsError.kind[kind] = '\0';
    tlsError.messageStart = kind + 2;
  }
}

const char* TVMGetLastError(void) { return tlsError.message; }

void TVMFFIErrorSetRaisedFromCStr(const char* kind, const char* message) {
  setError(kind, message);
}

const char* PrimRuntimeGetLastErrorKind(void) { return tlsError.kind; }

const char* PrimRuntimeGetLastError(void) { return tlsError.message + tlsError.messageStart; }

void PrimRuntimeClearLastError(void) {
  tlsError.kind[0] = '\0';
  tlsError.message[0] = '\0';
  tlsError.messageStart = 0;
}
