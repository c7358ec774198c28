/*===- driver.h - What every C test driver shares ------------------*- C -*-===*
 *
 * The execution drivers (test/Execution/Inputs/harness.h) and the
 * conformance hosts (test/Conformance/Inputs/host.h) count their checks and
 * build their tensors the same way, whichever runtime's DLPack header
 * <dlpack/dlpack.h> is.
 *
 *===----------------------------------------------------------------------===*/
#ifndef PRIM_TEST_DRIVER_H
#define PRIM_TEST_DRIVER_H

#include <dlpack/dlpack.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

/*--- Checks -----------------------------------------------------------------*/

static int gChecks, gFailures;

#define EXPECT(cond, ...)                                                      \
  do {                                                                         \
    ++gChecks;                                                                 \
    if (!(cond)) {                                                             \
      ++gFailures;                                                             \
      fprintf(stderr, "%s:%d: check failed: %s: ", __FILE__, __LINE__, #cond); \
      fprintf(stderr, __VA_ARGS__);                                            \
      fputc('\n', stderr);                                                     \
    }                                                                          \
  } while (0)

#define EXPECT_STREQ(actual, expected)                                         \
  EXPECT(strcmp((actual), (expected)) == 0, "got \"%s\", expected \"%s\"",     \
         (actual), (expected))

/*--- Tensors ----------------------------------------------------------------*/

/* A compact CPU tensor over `data`. shape must outlive the tensor. */
static inline DLTensor makeTensor(void* data, int ndim, int64_t* shape, uint8_t code,
                                  uint8_t bits) {
  DLTensor t;
  memset(&t, 0, sizeof t);
  t.data = data;
  t.device.device_type = kDLCPU;
  t.device.device_id = 0;
  t.ndim = ndim;
  t.dtype.code = code;
  t.dtype.bits = bits;
  t.dtype.lanes = 1;
  t.shape = shape;
  t.strides = NULL;
  t.byte_offset = 0;
  return t;
}

static inline DLTensor makeF32(float* data, int ndim, int64_t* shape) {
  return makeTensor(data, ndim, shape, kDLFloat, 32);
}

#endif /* PRIM_TEST_DRIVER_H */
