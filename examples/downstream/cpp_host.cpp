// Compiles a prim module with Prim's C++ API, in-process (the JIT), and
// calls its packed entry through the tvm-ffi ABI.
#include "prim/ABI/TVMFFI.h"
#include "prim/Compiler/Compiler.h"
#include "prim/InitPrim.h"
#include "prim/Runtime/PrimRuntime.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include <cstdio>
#include <cstring>

static const char kSource[] = R"(
prim.func @scale(%a: memref<4xf32>, %s: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %v = memref.load %a[%i] : memref<4xf32>
    %r = arith.mulf %v, %s : f32
    memref.store %r, %a[%i] : memref<4xf32>
  }
  prim.return
}
)";

int main() {
  mlir::DialectRegistry registry;
  mlir::prim::registerAllDialects(registry);
  mlir::MLIRContext context(registry);
  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::parseSourceString<mlir::ModuleOp>(kSource, &context);
  if (!module)
    return 1;
  auto jit = mlir::prim::JITModule::create(*module, mlir::prim::CompileOptions());
  if (mlir::failed(jit))
    return 1;
  auto scale = reinterpret_cast<TVMFFISafeCallType>((*jit)->lookupPacked("scale"));

  float data[4] = {1, 2, 3, 4};
  int64_t shape[1] = {4};
  DLTensor tensor = {data, {kDLCPU, 0}, 1, {kDLFloat, 32, 1}, shape, nullptr, 0};
  TVMFFIAny args[2], result;
  std::memset(args, 0, sizeof(args));
  std::memset(&result, 0, sizeof(result));
  args[0].type_index = kTVMFFIDLTensorPtr;
  args[0].v_ptr = &tensor;
  args[1].type_index = kTVMFFIFloat;
  args[1].v_float64 = 10;
  if (scale(nullptr, args, 2, &result) != 0) {
    std::printf("error: %s\n", PrimRuntimeGetLastError());
    return 1;
  }
  std::printf("C++ API: %g %g %g %g\n", data[0], data[1], data[2], data[3]);
  return 0;
}
