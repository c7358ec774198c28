/* Loads add_via_packed libraries the way TVM's loaders do: through the main
 * symbol, and through the system-lib registry. Usage:
 * library_symbols LIB.so SYSLIB.so */
#include "harness.h"

#if defined(PRIM_TEST_ABI_FFI)
#define CONTEXT_SYMBOL PRIM_TVM_FFI_LIBRARY_CTX_SYMBOL
#else
#define CONTEXT_SYMBOL PRIM_TVM_MODULE_CTX_SYMBOL
#endif

/* Calls add_one-like `entry` on fresh 3x3 buffers; returns x[0][0]. */
static float callAddOne(void* entry) {
  float x[9] = {0}, y[9] = {2.5f};
  int64_t shape[2] = {3, 3};
  DLTensor tx = makeF32(x, 2, shape), ty = makeF32(y, 2, shape);
  Value args[2] = {vTensor(&tx), vTensor(&ty)};
  EXPECT(callEntry(entry, args, 2, NULL, NULL) == 0, "%s", PrimRuntimeGetLastError());
  return x[0];
}

int main(int argc, char** argv) {
  expectArguments(argc, argv, 2, "LIB.so SYSLIB.so");
  char entrySymbol[64];
  snprintf(entrySymbol, sizeof entrySymbol, "%sadd_one", ENTRY_PREFIX);

  void* library = dlopen(argv[1], RTLD_NOW | RTLD_LOCAL);
  EXPECT(library != NULL, "%s", dlerror());
#if defined(PRIM_TEST_ABI_FFI)
  /* tvm-ffi: __tvm_ffi_main is itself a packed function. */
  void* main = dlsym(library, PRIM_TVM_FFI_MAIN_SYMBOL);
  EXPECT(main != NULL, "no " PRIM_TVM_FFI_MAIN_SYMBOL);
  printf("__tvm_ffi_main: x[0][0] = %g\n", callAddOne(main));
#else
  /* legacy: __tvm_main__ is the name of the entry function. */
  const char* name = (const char*)dlsym(library, PRIM_TVM_MAIN_SYMBOL);
  EXPECT(name != NULL, "no " PRIM_TVM_MAIN_SYMBOL);
  EXPECT_STREQ(name, "add_one");
  printf("__tvm_main__ names \"%s\": x[0][0] = %g\n", name, callAddOne(dlsym(library, name)));
#endif
  EXPECT(PrimRuntimeSystemLibLookup(entrySymbol) == NULL, "registered without --system-lib");
  printf("without --system-lib: %s\n",
         PrimRuntimeSystemLibLookup(entrySymbol) ? "REGISTERED" : "nothing registered");

  void* syslib = dlopen(argv[2], RTLD_NOW | RTLD_LOCAL);
  EXPECT(syslib != NULL, "%s", dlerror());
  void* registered = PrimRuntimeSystemLibLookup(entrySymbol);
  EXPECT(registered == dlsym(syslib, entrySymbol), "registered %p", registered);
  printf("with --system-lib: %s is the exported entry: x[0][0] = %g\n", entrySymbol,
         registered ? callAddOne(registered) : -1.0f);
  /* The context is internal: two system libraries in one program keep
   * their own. */
  void* context = PrimRuntimeSystemLibLookup(CONTEXT_SYMBOL);
  EXPECT(context != NULL && dlsym(syslib, CONTEXT_SYMBOL) == NULL, "context %p", context);
  printf("with --system-lib: %s is registered, not exported\n", CONTEXT_SYMBOL);
  return harnessFinish();
}
