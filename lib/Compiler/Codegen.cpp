//===- Codegen.cpp - Object code and its errors ---------------------------===//
//
// LLVM's code generation, with the errors it reports (malformed inline
// assembly, for one) collected and located at the op they are about.
//
//===----------------------------------------------------------------------===//

#include "Codegen.h"

#include "mlir/IR/Diagnostics.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/DiagnosticPrinter.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Target/TargetMachine.h"

using namespace mlir;
using namespace mlir::prim;

bool prim::CollectErrors::handleDiagnostics(const llvm::DiagnosticInfo &info) {
  if (info.getSeverity() != llvm::DS_Error)
    return false;
  CodegenError &error = errors->emplace_back();
  if (auto *inlineAsm = dyn_cast<llvm::DiagnosticInfoInlineAsm>(&info))
    error.cookie = inlineAsm->getLocCookie();
  else if (auto *assembler = dyn_cast<llvm::DiagnosticInfoSrcMgr>(&info))
    error.cookie = assembler->getLocCookie();
  llvm::raw_string_ostream os(error.message);
  llvm::DiagnosticPrinterRawOStream printer(os);
  info.print(printer);
  return true;
}

LogicalResult prim::reportCodegenErrors(ModuleOp module,
                                        const CodegenErrors &errors,
                                        ArrayRef<Location> asmLocations) {
  for (const CodegenError &error : errors) {
    Location location = error.cookie != 0 && error.cookie <= asmLocations.size()
                            ? asmLocations[error.cookie - 1]
                            : module.getLoc();
    emitError(location) << "code generation failed: " << error.message;
  }
  return failure();
}

bool prim::emitObject(llvm::Module &module, llvm::TargetMachine &machine,
                      llvm::SmallVectorImpl<char> &object,
                      CodegenErrors &errors) {
  auto collected = std::make_shared<CodegenErrors>();
  module.getContext().setDiagnosticHandler(
      std::make_unique<CollectErrors>(collected), /*RespectFilters=*/true);
  llvm::raw_svector_ostream objectStream(object);
  llvm::legacy::PassManager codegen;
  if (machine.addPassesToEmitFile(codegen, objectStream, nullptr,
                                  llvm::CodeGenFileType::ObjectFile)) {
    errors.push_back({0, "the target cannot emit object files for '" +
                             machine.getTargetTriple().str() + "'"});
    return false;
  }
  codegen.run(module);
  errors = std::move(*collected);
  return errors.empty();
}
