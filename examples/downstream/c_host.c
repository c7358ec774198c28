/* Compiles a prim module with Prim's C API, in-process (the JIT), and calls
 * its packed entry through the tvm-ffi ABI. */
#include "prim-c/Prim.h"
#include "prim/ABI/TVMFFI.h"
#include "prim/Runtime/PrimRuntime.h"

#include <stdio.h>
#include <string.h>

static const char kSource[] =
    "prim.func @twice(%n: i64) -> i64 {\n"
    "  %r = arith.addi %n, %n : i64\n"
    "  prim.return %r : i64\n"
    "}\n";

int main(void) {
  primSession *session = primSessionCreate(NULL);
  primModule *module = NULL;
  primJIT *jit = NULL;
  if (primModuleParseString(session, kSource, strlen(kSource), "twice.mlir", &module) ||
      primJITCreate(module, &jit))
    return 1;
  TVMFFISafeCallType twice = (TVMFFISafeCallType)primJITLookupPacked(jit, "twice");
  TVMFFIAny arg, result;
  memset(&arg, 0, sizeof(arg));
  memset(&result, 0, sizeof(result));
  arg.type_index = kTVMFFIInt;
  arg.v_int64 = 21;
  int status = twice(NULL, &arg, 1, &result);
  printf("C API %u.%u: twice(21) = %lld (status %d)\n", primGetAPIVersion() >> 16,
         primGetAPIVersion() & 0xffff, (long long)result.v_int64, status);
  primJITDestroy(jit);
  primModuleDestroy(module);
  primSessionDestroy(session);
  return status;
}
