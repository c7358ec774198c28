//===- TranslateRegistration.cpp - --import-tvmscript ---------------------===//

#include "prim/Target/TVMScript.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Tools/mlir-translate/Translation.h"

using namespace mlir;

void mlir::prim::registerTVMScriptImportTranslation() {
  TranslateToMLIRRegistration registration(
      "import-tvmscript",
      "Import TVMScript (a module or @T.prim_func functions) into the prim "
      "dialect",
      [](llvm::SourceMgr &sourceMgr, MLIRContext *context) {
        // A verifier error points at the .py line; a dump of the imported
        // function in generic form after it is no help.
        context->printOpOnDiagnostic(false);
        return OwningOpRef<Operation *>(
            importTVMScript(sourceMgr, context).release());
      },
      [](DialectRegistry &registry) {
        registerTVMScriptImportDialects(registry);
      });
}
