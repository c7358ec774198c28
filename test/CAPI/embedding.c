/* Prim's embedding API (prim-c/Prim.h), every function: options, sessions,
 * parsing, diagnostics, pipelines, each output, the JIT for both ABIs, and
 * what bad input and bad arguments give.
 *
 * RUN: rm -rf %t.dir && mkdir -p %t.dir
 * RUN: %capi_cc %s -o %t.dir/embedding
 * RUN: %t.dir/embedding %S/Inputs/axpy.mlir %t.dir 2>&1 | FileCheck %s
 * Nothing but the library asked for was written.
 * RUN: ls %t.dir | FileCheck %s --check-prefix=FILES
 * FILES: axpy.so
 * FILES-NEXT: embedding
 * FILES-NOT: {{.}}
 */
#include "prim-c/Prim.h"
#include "prim/Runtime/PrimRuntime.h"

#include <dlfcn.h>
#include <stdio.h>
#include <string.h>

static void printDiagnostic(const primDiagnostic *diagnostic, void *userData) {
  static const char *const severities[] = {"error", "warning", "note", "remark"};
  printf("[%s] %s %s:%u:%u: %s\n", (const char *)userData,
         severities[diagnostic->severity], diagnostic->file, diagnostic->line,
         diagnostic->column, diagnostic->message);
}

static void show(const char *what, primStatus status) {
  printf("%s: %s\n", what, primStatusGetString(status));
}

static DLTensor vector4(float *data) {
  static int64_t shape[1] = {4};
  DLTensor tensor = {data, {kDLCPU, 0}, 1, {kDLFloat, 32, 1}, shape, NULL, 0};
  return tensor;
}

static void printVector(const char *what, const float *v) {
  printf("%s: %g %g %g %g\n", what, v[0], v[1], v[2], v[3]);
}

/* Calls axpy(x, y, alpha) through a tvm-ffi packed entry. */
static int callAxpyFFI(void *entry, DLTensor *x, DLTensor *y, double alpha, int xCode) {
  TVMFFIAny args[3];
  memset(args, 0, sizeof(args));
  args[0].type_index = xCode;
  args[0].v_ptr = x;
  args[1].type_index = kTVMFFIDLTensorPtr;
  args[1].v_ptr = y;
  args[2].type_index = kTVMFFIFloat;
  args[2].v_float64 = alpha;
  TVMFFIAny result;
  memset(&result, 0, sizeof(result));
  return ((TVMFFISafeCallType)entry)(NULL, args, 3, &result);
}

int main(int argc, char **argv) {
  if (argc != 3)
    return 2;
  const char *inputPath = argv[1];
  char libraryPath[4096];
  snprintf(libraryPath, sizeof(libraryPath), "%s/axpy.so", argv[2]);

  // CHECK: version 1.2 (header 1.2)
  uint32_t version = primGetAPIVersion();
  printf("version %u.%u (header %d.%d)\n", version >> 16, version & 0xffff,
         PRIM_API_VERSION_MAJOR, PRIM_API_VERSION_MINOR);

  //--- Options: values out of range change nothing.
  // CHECK-NEXT: unknown ABI: invalid argument
  // CHECK-NEXT: -O4: invalid argument
  // CHECK-NEXT: NULL options: invalid argument
  // CHECK-NEXT: -O3: ok
  // CHECK-NEXT: unknown check category: invalid argument
  // CHECK-NEXT: NULL checks: invalid argument
  // CHECK-NEXT: checks: ok
  primOptions *options = primOptionsCreate();
  show("unknown ABI", primOptionsSetABI(options, "tvm-next"));
  show("-O4", primOptionsSetOptLevel(options, 4));
  show("NULL options", primOptionsSetOptLevel(NULL, 1));
  show("-O3", primOptionsSetOptLevel(options, 3));
  show("unknown check category", primOptionsSetChecks(options, "shape,sizes"));
  show("NULL checks", primOptionsSetChecks(options, NULL));
  show("checks", primOptionsSetChecks(options, "-alignment"));
  primOptionsSetCheckAlignment(options, true);
  primOptionsSetTarget(options, NULL, NULL, NULL);
  primOptionsSetSystemLib(options, false, NULL);
  primSession *session = primSessionCreate(options);
  primOptionsDestroy(options);
  primSessionSetDiagnosticCallback(session, printDiagnostic, "ffi");

  //--- Parsing.
  // CHECK-NEXT: parse file: ok
  primModule *module = NULL;
  show("parse file", primModuleParseFile(session, inputPath, &module));

  // CHECK-NEXT: [ffi] error :0:0: cannot open '/nonexistent/x.mlir': No such file or directory
  // CHECK-NEXT: missing file: failed, module NULL
  primModule *missing = (primModule *)1;
  primStatus status = primModuleParseFile(session, "/nonexistent/x.mlir", &missing);
  printf("missing file: %s, module %s\n", primStatusGetString(status),
         missing ? "set" : "NULL");

  // A syntax error and a verifier error, each located in the named buffer.
  // CHECK-NEXT: [ffi] error bad.mlir:2:3: custom op 'prim.retrun' is unknown
  // CHECK-NEXT: syntax error: failed, module NULL
  const char syntax[] = "prim.func @f() {\n  prim.retrun\n}\n";
  primModule *bad = (primModule *)1;
  status = primModuleParseString(session, syntax, strlen(syntax), "bad.mlir", &bad);
  printf("syntax error: %s, module %s\n", primStatusGetString(status), bad ? "set" : "NULL");
  // CHECK-NEXT: [ffi] error <string>:2:3: 'prim.return' op has 1 operands, but the enclosing function @f returns 0
  // CHECK-NEXT: verifier error: failed
  const char invalid[] = "prim.func @f(%n: i32) {\n  prim.return %n : i32\n}\n";
  show("verifier error",
       primModuleParseString(session, invalid, strlen(invalid), NULL, &bad));
  // A diagnostic's notes follow it.
  // CHECK-NEXT: [ffi] error twice.mlir:4:1: redefinition of symbol named 'f'
  // CHECK-NEXT: [ffi] note twice.mlir:1:1: see existing symbol definition here
  // CHECK-NEXT: redefinition: failed
  const char twice[] = "prim.func @f() {\n  prim.return\n}\n"
                       "prim.func @f() {\n  prim.return\n}\n";
  show("redefinition", primModuleParseString(session, twice, strlen(twice), "twice.mlir", &bad));
  // CHECK-NEXT: NULL session: invalid argument
  show("NULL session", primModuleParseString(NULL, syntax, strlen(syntax), NULL, &bad));

  //--- Pipelines: a failed one leaves the module as it was.
  // CHECK-NEXT: canonicalize,cse: ok
  show("canonicalize,cse", primModuleRunPipeline(module, "canonicalize,cse"));
  // CHECK-NEXT: [ffi] error :0:0: invalid pass pipeline 'no-such-pass': 'no-such-pass' does not refer to a registered pass or pass pipeline
  // CHECK-NEXT: unknown pass: failed
  show("unknown pass", primModuleRunPipeline(module, "no-such-pass"));
  // CHECK-NEXT: print: ok
  // CHECK-NEXT: module {
  // CHECK-NEXT:   prim.func @axpy(
  primOutput *text = NULL;
  show("print", primModulePrint(module, &text));
  fputs(primOutputGetData(text), stdout);
  primOutputDestroy(text);

  //--- Outputs, each from a copy: the module stays prim.
  // CHECK: LLVM IR: ok
  // CHECK-NEXT: define @__tvm_ffi_axpy(
  // CHECK-NEXT: define @__tvm_ffi_twice(
  // CHECK-NEXT: define @__tvm_ffi__metadata_axpy(
  // CHECK-NEXT: define @__tvm_ffi__metadata_twice(
  // CHECK-NEXT: shape check: present
  primOutput *ir = NULL;
  show("LLVM IR", primModuleEmitLLVMIR(module, &ir));
  for (const char *line = primOutputGetData(ir); line; line = strchr(line, '\n')) {
    line += *line == '\n';
    const char *name = strstr(line, "@__tvm_ffi_");
    if (!strncmp(line, "define", 6) && name && name < strchr(line, '\n') &&
        !strncmp(strchr(name, '(') - 4, "axpy", 4) + !strncmp(strchr(name, '(') - 5, "twice", 5))
      printf("define %.*s\n", (int)(strchr(name, '(') - name + 1), name);
  }
  printf("shape check: %s\n",
         strstr(primOutputGetData(ir), "expected shape[%lld]") ? "present" : "absent");
  primOutputDestroy(ir);

  // CHECK-NEXT: object: ok, ELF: yes, NUL after: yes
  primOutput *object = NULL;
  status = primModuleEmitObject(module, &object);
  const char *bytes = primOutputGetData(object);
  printf("object: %s, ELF: %s, NUL after: %s\n", primStatusGetString(status),
         primOutputGetSize(object) > 4 && !memcmp(bytes, "\177ELF", 4) ? "yes" : "no",
         bytes[primOutputGetSize(object)] == 0 ? "yes" : "no");
  primOutputDestroy(object);

  // CHECK-NEXT: shared library: ok
  show("shared library", primModuleEmitSharedLibrary(module, libraryPath));
  // CHECK-NEXT: [ffi] error {{.*}}axpy.mlir:{{[0-9]+}}:{{[0-9]+}}: cannot write '/nonexistent/dir/x.so': {{.*}}
  // CHECK-NEXT: unwritable: failed
  show("unwritable", primModuleEmitSharedLibrary(module, "/nonexistent/dir/x.so"));

  // The library, loaded RTLD_LOCAL, computes y = 2x + y.
  // CHECK-NEXT: library y: 3 6 9 12
  void *library = dlopen(libraryPath, RTLD_NOW | RTLD_LOCAL);
  float x[4] = {1, 2, 3, 4}, y[4] = {1, 2, 3, 4};
  DLTensor xt = vector4(x), yt = vector4(y);
  if (!library || callAxpyFFI(dlsym(library, "__tvm_ffi_axpy"), &xt, &yt, 2.0,
                              kTVMFFIDLTensorPtr))
    printf("library call failed: %s\n", library ? PrimRuntimeGetLastError() : dlerror());
  printVector("library y", y);
  dlclose(library);

  //--- The JIT.
  // CHECK-NEXT: JIT: ok
  primJIT *jit = NULL;
  show("JIT", primJITCreate(module, &jit));
  // CHECK-NEXT: description: {"abi":"tvm-ffi",{{.*}}"name":"axpy"{{.*}}"name":"twice"{{.*}}"version":1}
  printf("description: %s\n", primJITGetDescription(jit));
  // CHECK-NEXT: description symbol: same
  printf("description symbol: %s\n",
         primJITLookupSymbol(jit, "__prim_library_description") == primJITGetDescription(jit)
             ? "same"
             : "different");
  // CHECK-NEXT: missing entry: NULL
  printf("missing entry: %s\n", primJITLookupPacked(jit, "nope") ? "found" : "NULL");
  // CHECK-NEXT: JIT y: 4 8 12 16 (status 0)
  void *axpy = primJITLookupPacked(jit, "axpy");
  int rc = callAxpyFFI(axpy, &xt, &yt, 1.0, kTVMFFIDLTensorPtr);
  printf("JIT y: %g %g %g %g (status %d)\n", y[0], y[1], y[2], y[3], rc);
  // A wrong argument: the entry's message, and y untouched.
  // CHECK-NEXT: wrong type: status -1, TypeError: axpy: argument #0: expected a tensor (type code 7, 70), found type code 1
  // CHECK-NEXT: y after: 4 8 12 16
  rc = callAxpyFFI(axpy, &xt, &yt, 1.0, kTVMFFIInt);
  printf("wrong type: status %d, %s: %s\n", rc, PrimRuntimeGetLastErrorKind(),
         PrimRuntimeGetLastError());
  printVector("y after", y);
  // CHECK-NEXT: twice(21) = 42
  TVMFFIAny n, result;
  memset(&n, 0, sizeof(n));
  memset(&result, 0, sizeof(result));
  n.type_index = kTVMFFIInt;
  n.v_int64 = 21;
  ((TVMFFISafeCallType)primJITLookupPacked(jit, "twice"))(NULL, &n, 1, &result);
  printf("twice(21) = %lld\n", (long long)result.v_int64);
  primJITDestroy(jit);

  //--- Lowering in place.
  // CHECK-NEXT: lower: ok
  // CHECK-NEXT: print: ok
  // CHECK-NEXT: llvm.func @__tvm_ffi_axpy(
  show("lower", primModuleLowerToLLVMDialect(module));
  show("print", primModulePrint(module, &text));
  const char *lowered = strstr(primOutputGetData(text), "llvm.func @__tvm_ffi_axpy(");
  printf("%.*s\n", lowered ? (int)(strchr(lowered, '\n') - lowered) : 0, lowered);
  primOutputDestroy(text);
  primModuleDestroy(module);

  //--- The lowering loaded the affine dialect into the session's context;
  // its loops are still not input (the lowering does not handle them).
  // CHECK-NEXT: [ffi] error <string>:2:3: 'affine.for' is an operation of the 'affine' dialect, which Prim does not take as input
  // CHECK-NEXT: affine loop: failed, module NULL
  const char affine[] = "prim.func @f(%a: memref<8xf32>) {\n"
                        "  affine.for %i = 0 to 8 {\n"
                        "    %v = affine.load %a[%i] : memref<8xf32>\n"
                        "  }\n  prim.return\n}\n";
  bad = (primModule *)1;
  status = primModuleParseString(session, affine, strlen(affine), NULL, &bad);
  printf("affine loop: %s, module %s\n", primStatusGetString(status), bad ? "set" : "NULL");

  //--- What MLIR's parser would not survive is refused before it runs
  // (prim-fuzz-lower-ffi: a dense array of index ended the process).
  // CHECK-NEXT: [ffi] error <string>:1:38: expected integer or float type, got: 'index'
  // CHECK-NEXT: index array: failed, module NULL
  const char indexArray[] = "prim.func @f() attributes {a = array<index: 1>} {\n"
                            "  prim.return\n}\n";
  bad = (primModule *)1;
  status = primModuleParseString(session, indexArray, strlen(indexArray), NULL, &bad);
  printf("index array: %s, module %s\n", primStatusGetString(status), bad ? "set" : "NULL");

  //--- What has no lowering, and a target that does not exist.
  // CHECK: [ffi] error <string>:2:8: 'math.erf' has no lowering to the LLVM dialect
  // CHECK-NEXT: no lowering: failed, output NULL
  const char erf[] = "prim.func @f(%x: f32) -> f32 {\n  %y = math.erf %x : f32\n"
                     "  prim.return %y : f32\n}\n";
  show("parse erf", primModuleParseString(session, erf, strlen(erf), NULL, &module));
  primOutput *none = (primOutput *)1;
  status = primModuleEmitObject(module, &none);
  printf("no lowering: %s, output %s\n", primStatusGetString(status), none ? "set" : "NULL");
  primModuleDestroy(module);
  primSessionDestroy(session);

  options = primOptionsCreate();
  primOptionsSetTarget(options, "nonsense-unknown-none", NULL, NULL);
  session = primSessionCreate(options);
  primOptionsDestroy(options);
  primSessionSetDiagnosticCallback(session, printDiagnostic, "target");
  primModuleParseFile(session, inputPath, &module);
  // CHECK: [target] error {{.*}}axpy.mlir:{{[0-9]+}}:{{[0-9]+}}: unknown target 'nonsense-unknown-none'{{.*}}
  // CHECK-NEXT: unknown target: failed
  show("unknown target", primModuleEmitLLVMIR(module, &ir));
  primModuleDestroy(module);
  primSessionDestroy(session);

  //--- A system library with a prefix: prefixed entries, an internal
  //--- description, and a constructor that registers them.
  options = primOptionsCreate();
  primOptionsSetSystemLib(options, true, "p_");
  primOptionsSetChecks(options, "type_code,ndim_dtype");
  primOptionsSetCheckAlignment(options, false);
  session = primSessionCreate(options);
  primOptionsDestroy(options);
  primModuleParseFile(session, inputPath, &module);
  // CHECK: system lib: ok
  // The description is internal there, and unused, so LLVM drops it.
  // CHECK-NEXT: description: absent
  // CHECK-NEXT: shape check: absent, ndim check: present
  // CHECK-NEXT: define {{.*}}@__tvm_ffi_p_axpy(
  // CHECK-NEXT: @llvm.global_ctors
  show("system lib", primModuleEmitLLVMIR(module, &ir));
  const char *ir_text = primOutputGetData(ir);
  printf("description: %s\n", strstr(ir_text, "@__prim_library_description") ? "present" : "absent");
  printf("shape check: %s, ndim check: %s\n",
         strstr(ir_text, "expected shape[%lld]") ? "present" : "absent",
         strstr(ir_text, "expected ndim %lld") ? "present" : "absent");
  const char *found[] = {strstr(ir_text, "@__tvm_ffi_p_axpy("), strstr(ir_text, "@llvm.global_ctors")};
  for (int i = 0; i < 2; ++i) {
    const char *start = found[i];
    while (start && start > ir_text && start[-1] != '\n')
      --start;
    printf("%.*s\n", start ? (int)(strchr(start, '\n') - start) : 0, start ? start : "");
  }
  primOutputDestroy(ir);
  // Without a callback, diagnostics go to stderr.
  // CHECK-NEXT: <string>:1:1: error: custom op 'nonsense' is unknown (tried 'builtin.nonsense' as well)
  // CHECK-NEXT: to stderr: failed
  primSessionSetDiagnosticCallback(session, NULL, NULL);
  fflush(stdout);
  show("to stderr", primModuleParseString(session, "nonsense", 8, NULL, &bad));
  primModuleDestroy(module);
  primSessionDestroy(session);

  //--- The legacy ABI: TVMValue slots, type codes apart.
  options = primOptionsCreate();
  primOptionsSetABI(options, "tvm-legacy");
  session = primSessionCreate(options);
  primOptionsDestroy(options);
  primSessionSetDiagnosticCallback(session, printDiagnostic, "legacy");
  primModuleParseFile(session, inputPath, &module);
  // CHECK: legacy JIT: ok
  show("legacy JIT", primJITCreate(module, &jit));
  // CHECK-NEXT: legacy y: 5 10 15 20 (status 0)
  TVMValue values[3];
  int codes[3] = {kTVMDLTensorHandle, kTVMDLTensorHandle, kDLFloat};
  values[0].v_handle = &xt;
  values[1].v_handle = &yt;
  values[2].v_float64 = 1.0;
  TVMValue ret;
  int retCode;
  rc = ((TVMBackendPackedCFunc)primJITLookupPacked(jit, "axpy"))(values, codes, 3, &ret,
                                                                 &retCode, NULL);
  printf("legacy y: %g %g %g %g (status %d)\n", y[0], y[1], y[2], y[3], rc);
  // CHECK-NEXT: legacy description: {"abi":"tvm-legacy",{{.*}}
  printf("legacy description: %s\n", primJITGetDescription(jit));
  primJITDestroy(jit);
  primModuleDestroy(module);
  primSessionDestroy(session);

  // NULLs are accepted where an object is released.
  primJITDestroy(NULL);
  primModuleDestroy(NULL);
  primOutputDestroy(NULL);
  primSessionDestroy(NULL);
  primOptionsDestroy(NULL);
  // CHECK: done
  printf("done\n");
  return 0;
}
