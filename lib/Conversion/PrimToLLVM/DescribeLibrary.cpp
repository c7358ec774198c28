//===- DescribeLibrary.cpp - A library's description of itself ------------===//
//
// Hosts that load a library Prim compiled, without having compiled it
// themselves, need to know its packed functions and how to pass their
// arguments. The lowering knows both; this pass writes them into the
// library, in the format prim/ABI/LibraryDescription.h documents.
//
//===----------------------------------------------------------------------===//

#include "ABIPass.h"
#include "Buffers.h"
#include "prim/ABI/LibraryDescription.h"
#include "prim/ABI/PackedABI.h"
#include "prim/Conversion/Passes.h"
#include "prim/Conversion/PrimToLLVM/PrimToLLVM.h"
#include "prim/Dialect/Prim/IR/PrimOps.h"

#include "mlir/IR/BuiltinTypes.h"
#include "llvm/Support/JSON.h"

namespace mlir::prim {
#define GEN_PASS_DEF_PRIMDESCRIBELIBRARY
#include "prim/Conversion/Passes.h.inc"
} // namespace mlir::prim

using namespace mlir;
using namespace mlir::prim;

namespace {

StringRef getKindName(ArgKind kind) {
  switch (kind) {
  case ArgKind::Int:
    return "int";
  case ArgKind::Bool:
    return "bool";
  case ArgKind::Float:
    return "float";
  case ArgKind::Handle:
  case ArgKind::Null:
    return "handle";
  case ArgKind::Tensor:
    return "tensor";
  case ArgKind::PackedFunc:
    return "packed_func";
  case ArgKind::Str:
    return "str";
  }
  llvm_unreachable("unknown ArgKind");
}

/// The dtype name of a scalar or element type, as numpy and DLPack spell it
/// (a vector element as TVM does, "float32x4"); empty for types that have
/// none.
std::string getDTypeName(Type type) {
  if (auto vector = dyn_cast<VectorType>(type)) {
    std::string lane = getDTypeName(vector.getElementType());
    if (lane.empty() || vector.getRank() != 1 || vector.isScalable())
      return "";
    return lane + "x" + std::to_string(vector.getNumElements());
  }
  if (type.isInteger(1))
    return "bool";
  if (type.isIndex())
    return "int64";
  if (auto integer = dyn_cast<IntegerType>(type))
    return (integer.isUnsigned() ? "uint" : "int") +
           std::to_string(integer.getWidth());
  if (type.isBF16())
    return "bfloat16";
  if (auto floating = dyn_cast<FloatType>(type))
    return "float" + std::to_string(floating.getWidth());
  return "";
}

/// A static size or stride, or null for a dynamic one.
llvm::json::Value getExtent(int64_t extent) {
  if (ShapedType::isDynamic(extent))
    return nullptr;
  return extent;
}

llvm::json::Object describeValue(Type type, const PackedABI &abi) {
  ArgKind kind = getArgKind(type);
  llvm::json::Object value{{"kind", getKindName(kind)},
                           {"type_code", abi.getTypeCode(kind)}};
  auto memref = dyn_cast<MemRefType>(type);
  std::string dtype =
      getDTypeName(memref ? memref.getElementType() : type);
  if (!dtype.empty())
    value["dtype"] = dtype;
  if (!memref)
    return value;
  llvm::json::Array shape;
  for (int64_t dim : memref.getShape())
    shape.push_back(getExtent(dim));
  value["shape"] = std::move(shape);
  value["strides"] = nullptr;
  if (!memref.getLayout().isIdentity()) {
    SmallVector<int64_t> strides;
    int64_t offset;
    if (succeeded(memref.getStridesAndOffset(strides, offset))) {
      llvm::json::Array list;
      for (int64_t stride : strides)
        list.push_back(getExtent(stride));
      value["strides"] = std::move(list);
    }
  }
  return value;
}

struct DescribeLibraryPass
    : public ABIPass<
          DescribeLibraryPass,
          mlir::prim::impl::PrimDescribeLibraryBase<DescribeLibraryPass>> {
  using ABIPass::ABIPass;

  std::unique_ptr<PackedABI> getABI(ModuleOp module) {
    return getLibraryABI(module, this->abi, systemLibPrefix, getArgument());
  }

  LogicalResult runOnModule(ModuleOp module, PackedABI &abi) {
    SymbolTable &symbols = abi.getSymbolTable(module);
    bool hasEntries = llvm::any_of(module.getOps<FuncOp>(), [](FuncOp func) {
      return func.isPackedEntry();
    });
    if (Operation *existing = symbols.lookup(PRIM_LIBRARY_DESCRIPTION_SYMBOL)) {
      // A module lowered before keeps the description it got then.
      if (isa<LLVM::GlobalOp>(existing) && !hasEntries)
        return success();
      existing->emitError() << "'" PRIM_LIBRARY_DESCRIPTION_SYMBOL
                               "' is the name of the library's description";
      return failure();
    }

    // The code of every kind, for hosts passing a value of another kind
    // than the parameter's (an int to a float parameter, None to a handle).
    llvm::json::Object typeCodes;
    for (ArgKind kind : {ArgKind::Int, ArgKind::Bool, ArgKind::Float,
                         ArgKind::Handle, ArgKind::Null, ArgKind::Tensor,
                         ArgKind::PackedFunc})
      typeCodes[kind == ArgKind::Null ? "null" : getKindName(kind)] =
          abi.getTypeCode(kind);
    auto [boolCode, boolBits] = abi.getBoolDType();
    // Written as it is built, one function at a time: a tree of JSON values
    // for a module of millions of functions took gigabytes. The keys go in
    // sorted order, as llvm::json prints an object's.
    std::string text;
    llvm::raw_string_ostream os(text);
    llvm::json::OStream json(os);
    json.object([&] {
      json.attribute("abi", abi.getName());
      json.attribute("bool_dtype", llvm::json::Array{boolCode, boolBits});
      json.attributeArray("functions", [&] {
        for (FuncOp func : module.getOps<FuncOp>()) {
          if (!func.isPackedEntry())
            continue;
          llvm::json::Array params;
          for (Type param : func.getArgumentTypes().take_front(
                   func.getNumDataArguments()))
            params.push_back(describeValue(param, abi));
          llvm::json::Value result = nullptr;
          if (func.getNumResults() == 1)
            result = describeValue(func.getResultTypes().front(), abi);
          std::string entry =
              abi.getEntrySymbol((systemLibPrefix + func.getSymName()).str());
          json.value(llvm::json::Object{{"name", func.getSymName()},
                                        {"entry", entry},
                                        {"params", std::move(params)},
                                        {"result", std::move(result)}});
        }
      });
      json.attribute("slot_size", abi.getSlotSize());
      json.attribute("type_codes", std::move(typeCodes));
      json.attribute("value_offset", abi.getValueOffset());
      json.attribute("version", PRIM_LIBRARY_DESCRIPTION_VERSION);
    });
    text.push_back('\0');

    bool internal = systemLib || !systemLibPrefix.empty();
    OpBuilder b = OpBuilder::atBlockEnd(module.getBody());
    auto global = LLVM::GlobalOp::create(
        b, module.getLoc(),
        LLVM::LLVMArrayType::get(b.getI8Type(), text.size()),
        /*isConstant=*/true,
        internal ? LLVM::Linkage::Internal : LLVM::Linkage::External,
        PRIM_LIBRARY_DESCRIPTION_SYMBOL, b.getStringAttr(text),
        /*alignment=*/1);
    symbols.insert(global);
    return success();
  }
};

} // namespace
