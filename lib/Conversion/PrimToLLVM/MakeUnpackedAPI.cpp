//===- MakeUnpackedAPI.cpp - C signatures for `api = unpacked` ------------===//
//
// The "replace signature" transformation: a public prim.func with the
// unpacked API becomes int32_t f(void* A_data, ..., int64_t dims...,
// scalars..., [void* resource_handle]) around its native body, returning
// 0, or the body's i32 result where it has one.
//
//===----------------------------------------------------------------------===//

#include "Buffers.h"

#include "prim/ABI/LLVMUtils.h"
#include "prim/Conversion/Passes.h"
#include "prim/Dialect/Prim/IR/PrimOps.h"

#include "mlir/Conversion/LLVMCommon/TypeConverter.h"

namespace mlir::prim {
#define GEN_PASS_DEF_PRIMMAKEUNPACKEDAPI
#include "prim/Conversion/Passes.h.inc"
} // namespace mlir::prim

using namespace mlir;
using namespace mlir::prim;

namespace {

struct MakeUnpackedAPIPass
    : public mlir::prim::impl::PrimMakeUnpackedAPIBase<MakeUnpackedAPIPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    if (failed(verifyTopLevelFunctions(module)))
      return signalPassFailure();
    MLIRContext *context = &getContext();
    LLVMTypeConverter converter(context);
    populatePrimToLLVMTypeConversions(converter);
    OpBuilder b(context);
    Type ptr = ptrType(context);
    Type i64 = b.getI64Type();

    llvm::StringMap<StringAttr> callTIR;
    SymbolTable symbols(module);
    for (FuncOp func : llvm::to_vector(module.getOps<FuncOp>())) {
      if (!func.isPublic() || func.isExternal() ||
          func.getCallingConvention() != API::Unpacked)
        continue;
      Location loc = func.getLoc();
      ArrayRef<Type> params = func.getArgumentTypes();

      // Data pointers, then dynamic dims, then scalars and handles.
      SmallVector<Type> signature;
      SmallVector<unsigned> buffers, others;
      for (auto [index, type] : llvm::enumerate(params))
        (isa<MemRefType>(type) ? buffers : others).push_back(index);
      for (unsigned index : buffers)
        (void)index, signature.push_back(ptr);
      for (unsigned index : buffers)
        for (int64_t size : cast<MemRefType>(params[index]).getShape())
          if (ShapedType::isDynamic(size))
            signature.push_back(i64);
      for (unsigned index : others)
        signature.push_back(converter.convertType(params[index]));

      // The body is renamed away from the C symbol, to a name that must be
      // free (a legacy packed entry of a function named so, for one, takes
      // it).
      std::string compute = getComputeName(func.getSymName());
      if (Operation *taken = symbols.lookup(compute)) {
        taken->emitError() << "'" << compute
                           << "' is the name of the native body of @"
                           << func.getSymName() << " (unpacked API)";
        return signalPassFailure();
      }
      symbols.remove(func);
      std::string name = outlineCompute(func);
      symbols.insert(func);
      callTIR[name] = func.getSymNameAttr();
      b.setInsertionPoint(func);
      auto entry = LLVM::LLVMFuncOp::create(
          b, loc, name,
          LLVM::LLVMFunctionType::get(b.getI32Type(), signature));
      symbols.insert(entry);
      Block *body = entry.addEntryBlock(b);
      b.setInsertionPointToStart(body);

      // Rebuild each parameter from the C arguments.
      SmallVector<Value> operands(params.size());
      unsigned next = buffers.size();
      for (auto [position, index] : llvm::enumerate(buffers)) {
        auto type = cast<MemRefType>(params[index]);
        BufferParts parts;
        parts.data = body->getArgument(position);
        for (int64_t size : type.getShape())
          parts.sizes.push_back(ShapedType::isDynamic(size)
                                    ? body->getArgument(next++)
                                    : constI64(b, loc, size));
        parts.strides = compactStrides(b, loc, parts.sizes);
        operands[index] = packBuffer(b, loc, type, parts, converter);
        annotateDataPointer(entry, position, func, index);
      }
      for (unsigned index : others)
        operands[index] =
            castTo(b, loc, body->getArgument(next++), params[index]);

      // An i32 result is the status the C function returns.
      auto call = CallTIROp::create(b, loc, func.getResultTypes(),
                                    func.getSymName(), operands);
      LLVM::ReturnOp::create(b, loc,
                             call.getNumResults() ? call.getResult(0)
                                                  : constI32(b, loc, 0));
    }
    retargetCalls(module, callTIR, {});
  }
};

} // namespace
