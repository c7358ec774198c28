/* Calls any_echo of tvmscript_lowered_ffi.py with a TVMFFIAny array built
 * here and checks the one it writes: each field where tvm-ffi's c_api.h
 * puts it, and a pointer that clears the union's upper bytes on a 32-bit
 * target, as TVM's code generator does; exits 1 when one is not the
 * expected one. Usage: tvmscript_lowered_ffi LIB.so */
#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

/* tvm-ffi's TVMFFIAny. */
typedef struct {
  int32_t type_index;
  uint32_t zero_padding;
  union {
    int64_t v_int64;
    double v_float64;
    void* v_ptr;
  };
} Any;

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: %s LIB.so\n", argv[0]);
    return 2;
  }
  void *library = dlopen(argv[1], RTLD_NOW);
  int32_t (*anyEcho)(Any *, Any *) =
      library ? (int32_t(*)(Any *, Any *))dlsym(library, "any_echo") : NULL;
  if (!anyEcho) {
    fprintf(stderr, "any_echo: %s\n", dlerror());
    return 1;
  }
  int pointee = 0;
  Any args[3], result[3];
  memset(args, 0, sizeof(args));
  memset(result, 0xff, sizeof(result));
  args[0].type_index = 1;
  args[0].zero_padding = 7;
  args[0].v_int64 = 41;
  args[1].v_float64 = 1.25;
  args[2].v_ptr = &pointee;
  int status = anyEcho(args, result);
  printf("any_echo: %d\n", status);
  printf("result[0]: %d %u %lld\n", result[0].type_index,
         result[0].zero_padding, (long long)result[0].v_int64);
  printf("result[1]: %d %u %g\n", result[1].type_index, result[1].zero_padding,
         result[1].v_float64);
  printf("result[2]: %d %u pointer %d, union %d\n", result[2].type_index,
         result[2].zero_padding, result[2].v_ptr == &pointee,
         result[2].v_int64 == (int64_t)(uintptr_t)&pointee);
  /* The process fails on a wrong field, whatever the output's check. */
  int good = status == 0 && result[0].type_index == 101 &&
             result[0].zero_padding == 7 && result[0].v_int64 == 42 &&
             result[1].type_index == 3 && result[1].zero_padding == 0 &&
             result[1].v_float64 == 2.5 && result[2].type_index == 4 &&
             result[2].zero_padding == 0 && result[2].v_ptr == &pointee &&
             result[2].v_int64 == (int64_t)(uintptr_t)&pointee;
  if (!good)
    fprintf(stderr, "any_echo: a field is not the expected one\n");
  return good ? 0 : 1;
}
