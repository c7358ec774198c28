/* The prim dialect through MLIR's C API: loaded from its dialect handle or
 * from a registry, a module parsed, verified and printed; malformed input
 * gives a located diagnostic and a null module.
 *
 * RUN: %capi_cc %s -o %t && %t 2>&1 | FileCheck %s
 */
#include "prim-c/Dialects.h"

#include "mlir-c/Diagnostics.h"
#include "mlir-c/IR.h"

#include <stdio.h>

static void printToStdout(MlirStringRef text, void *userData) {
  (void)userData;
  fwrite(text.data, 1, text.length, stdout);
}

static MlirLogicalResult printDiagnostic(MlirDiagnostic diagnostic, void *userData) {
  (void)userData;
  printf("diagnostic: ");
  mlirLocationPrint(mlirDiagnosticGetLocation(diagnostic), printToStdout, NULL);
  printf(": ");
  mlirDiagnosticPrint(diagnostic, printToStdout, NULL);
  printf("\n");
  return mlirLogicalResultSuccess();
}

static const char kModule[] =
    "prim.func @scale(%a: memref<4xf32>, %s: f32) {\n"
    "  prim.return\n"
    "}\n";

int main(void) {
  MlirContext context = mlirContextCreate();
  mlirContextAttachDiagnosticHandler(context, printDiagnostic, NULL, NULL);

  // CHECK: namespace: prim
  MlirDialectHandle handle = mlirGetDialectHandle__prim__();
  MlirStringRef name = mlirDialectHandleGetNamespace(handle);
  printf("namespace: %.*s\n", (int)name.length, name.data);

  /* Without the dialect, its ops do not parse. */
  // CHECK-NEXT: diagnostic: loc("-":1:1): Dialect `prim' not found for custom op 'prim.func'
  // CHECK-NEXT: unloaded: null module
  MlirModule module = mlirModuleCreateParse(context, mlirStringRefCreateFromCString(kModule));
  printf("unloaded: %s\n", mlirModuleIsNull(module) ? "null module" : "parsed");

  /* The handle loads prim; memref and arith come from the registry. */
  // CHECK-NEXT: loaded: prim
  MlirDialect dialect = mlirDialectHandleLoadDialect(handle, context);
  MlirStringRef loaded = mlirDialectGetNamespace(dialect);
  printf("loaded: %.*s\n", (int)loaded.length, loaded.data);

  MlirDialectRegistry registry = mlirDialectRegistryCreate();
  primRegisterAllDialects(registry);
  mlirContextAppendDialectRegistry(context, registry);
  mlirDialectRegistryDestroy(registry);

  // CHECK-NEXT: module {
  // CHECK-NEXT:   prim.func @scale(%arg0: memref<4xf32>, %arg1: f32) {
  // CHECK-NEXT:     prim.return
  // CHECK-NEXT:   }
  // CHECK-NEXT: }
  // CHECK-NEXT: verified: yes
  module = mlirModuleCreateParse(context, mlirStringRefCreateFromCString(kModule));
  MlirOperation op = mlirModuleGetOperation(module);
  mlirOperationPrint(op, printToStdout, NULL);
  printf("verified: %s\n", mlirOperationVerify(op) ? "yes" : "no");
  mlirModuleDestroy(module);

  /* A verifier error: located, and no module. */
  // CHECK-NEXT: diagnostic: loc("-":1:26): 'prim.return' op has 1 operands, but the enclosing function @f returns 0
  // CHECK-NEXT: malformed: null module
  module = mlirModuleCreateParse(
      context, mlirStringRefCreateFromCString(
                   "prim.func @f(%n: i32) {  prim.return %n : i32\n}\n"));
  printf("malformed: %s\n", mlirModuleIsNull(module) ? "null module" : "parsed");

  // CHECK-NEXT: done
  mlirContextDestroy(context);
  printf("done\n");
  return 0;
}
