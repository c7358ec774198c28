/* TVMScript through the embedding API (prim-c/Prim.h, since 1.1): a string
 * imported, JIT-compiled and called; a file imported; bad input answered
 * with a located diagnostic and no module.
 *
 * RUN: %capi_cc %s -o %t
 * RUN: %t %S/../Conformance/Inputs/softmax.py 2>&1 | FileCheck %s
 */
#include "prim-c/Prim.h"
#include "prim/Runtime/PrimRuntime.h"

#include <stdio.h>
#include <string.h>

static void printDiagnostic(const primDiagnostic *diagnostic, void *userData) {
  (void)userData;
  printf("diagnostic %s:%u:%u: %s\n", diagnostic->file, diagnostic->line, diagnostic->column,
         diagnostic->message);
}

static const char kScale[] =
    "from tvm.script import tirx as T\n"
    "\n"
    "@T.prim_func\n"
    "def scale(A: T.Buffer((\"n\",), \"float32\"), s: T.float32):\n"
    "    for i in range(A.shape[0]):\n"
    "        A[i] = A[i] * s\n";

static const char kBad[] =
    "@T.prim_func\n"
    "def f(A: T.Buffer((4,), \"float32\")):\n"
    "    for i in T.thread_binding(4, thread=\"threadIdx.x\"):\n"
    "        A[i] = 1.0\n";

int main(int argc, char **argv) {
  if (argc != 2)
    return 2;
  primSession *session = primSessionCreate(NULL);
  primSessionSetDiagnosticCallback(session, printDiagnostic, NULL);

  // CHECK: import string: ok
  primModule *module = NULL;
  printf("import string: %s\n",
         primStatusGetString(primModuleImportTVMScriptString(session, kScale, strlen(kScale),
                                                             "scale.py", &module)));
  // CHECK-NEXT: JIT: ok
  primJIT *jit = NULL;
  printf("JIT: %s\n", primStatusGetString(primJITCreate(module, &jit)));
  // CHECK-NEXT: scale by 2.5: status 0, A = 2.5 5 7.5
  float a[3] = {1, 2, 3};
  int64_t shape[1] = {3};
  DLTensor tensor = {a, {kDLCPU, 0}, 1, {kDLFloat, 32, 1}, shape, NULL, 0};
  TVMFFIAny args[2], result;
  memset(args, 0, sizeof(args));
  memset(&result, 0, sizeof(result));
  args[0].type_index = kTVMFFIDLTensorPtr;
  args[0].v_ptr = &tensor;
  args[1].type_index = kTVMFFIFloat;
  args[1].v_float64 = 2.5;
  void *entry = primJITLookupPacked(jit, "scale");
  int status = entry ? ((TVMFFISafeCallType)entry)(NULL, args, 2, &result) : -2;
  printf("scale by 2.5: status %d, A = %g %g %g\n", status, a[0], a[1], a[2]);
  primJITDestroy(jit);
  primModuleDestroy(module);

  // CHECK-NEXT: import file: ok
  module = NULL;
  printf("import file: %s\n",
         primStatusGetString(primModuleImportTVMScriptFile(session, argv[1], &module)));
  primModuleDestroy(module);

  // CHECK-NEXT: diagnostic bad.py:3:14: T.thread_binding binds GPU threads, which Prim does not target
  // CHECK-NEXT: bad input: failed, module NULL
  module = NULL;
  status = primModuleImportTVMScriptString(session, kBad, strlen(kBad), "bad.py", &module);
  printf("bad input: %s, module %s\n", primStatusGetString(status), module ? "set" : "NULL");

  // CHECK-NEXT: diagnostic :0:0: cannot open '/nonexistent.py': {{.*}}
  // CHECK-NEXT: missing file: failed
  printf("missing file: %s\n",
         primStatusGetString(primModuleImportTVMScriptFile(session, "/nonexistent.py", &module)));
  // CHECK-NEXT: NULL session: invalid argument
  printf("NULL session: %s\n",
         primStatusGetString(primModuleImportTVMScriptString(NULL, kScale, 1, NULL, &module)));
  primSessionDestroy(session);
  return 0;
}
