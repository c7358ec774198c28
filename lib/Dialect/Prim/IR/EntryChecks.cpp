//===- EntryChecks.cpp - What a packed entry checks -----------------------===//

#include "prim/Dialect/Prim/IR/EntryChecks.h"

using namespace mlir;
using namespace mlir::prim;

FailureOr<CheckCategory>
mlir::prim::parseCheckCategories(StringRef spec,
                                 function_ref<void(const Twine &)> report) {
  SmallVector<StringRef> items;
  spec.split(items, ',');
  CheckCategory checks = CheckCategory::none;
  for (auto [index, item] : llvm::enumerate(items)) {
    item = item.trim();
    bool remove = item.consume_front("-");
    std::optional<CheckCategory> named = symbolizeCheckCategory(item);
    if (!named || item.empty()) {
      std::string names;
      for (uint32_t bit = 1; bit & static_cast<uint32_t>(CheckCategory::all);
           bit <<= 1)
        names += stringifyCheckCategory(static_cast<CheckCategory>(bit)) + ", ";
      report("unknown check category '" + item + "' in '" + spec +
             "': expected a comma-separated list of " + names +
             "all or none (a leading '-' removes a category)");
      return failure();
    }
    if (remove && index == 0)
      checks = CheckCategory::all;
    checks = remove ? checks & ~*named : checks | *named;
  }
  return checks;
}

FailureOr<CheckCategory> mlir::prim::parseChecksOption(ModuleOp module,
                                                       StringRef spec,
                                                       StringRef passArgument) {
  return parseCheckCategories(spec, [&](const Twine &why) {
    module.emitError() << passArgument << ": option 'checks': " << why;
  });
}

ArgKind mlir::prim::getArgKind(Type type) {
  if (isa<MemRefType>(type))
    return ArgKind::Tensor;
  if (isa<HandleType>(type))
    return ArgKind::Handle;
  if (isa<PackedFuncType>(type))
    return ArgKind::PackedFunc;
  if (isa<StringType>(type))
    return ArgKind::Str;
  if (isa<FloatType>(type))
    return ArgKind::Float;
  if (type.isInteger(1))
    return ArgKind::Bool;
  return ArgKind::Int;
}

BufferCheckPlan BufferCheckPlan::get(MemRefType type, int64_t argIndex,
                                     int64_t align) {
  // The verifier of call types may see a type that no parameter may have.
  Type element = type.getElementType();
  BufferCheckPlan plan{argIndex,
                       type,
                       type.getLayout().isIdentity(),
                       /*strided=*/false,
                       {},
                       0,
                       isBufferElementType(element) ? getElementBytes(element)
                                                    : 0,
                       align};
  plan.strided = succeeded(type.getStridesAndOffset(plan.strides, plan.offset));
  return plan;
}

EntryCheckPlan EntryCheckPlan::get(FuncOp func, CheckCategory checks) {
  EntryCheckPlan plan;
  plan.checks = checks;
  for (auto [index, param] : llvm::enumerate(
           func.getArgumentTypes().take_front(func.getNumDataArguments()))) {
    plan.kinds.push_back(getArgKind(param));
    auto type = dyn_cast<MemRefType>(param);
    if (!type) {
      plan.bufferRows.push_back(-1);
      continue;
    }
    int64_t align = 0;
    if (auto attr = func.getArgAttrOfType<IntegerAttr>(
            index, PrimDialect::kAlignAttrName);
        attr && plan.isChecked(CheckCategory::Alignment))
      align = attr.getInt();
    plan.bufferRows.push_back(plan.buffers.size());
    plan.buffers.push_back(BufferCheckPlan::get(type, index, align));
  }
  return plan;
}

std::optional<std::string>
BufferCheckPlan::describeMismatch(MemRefType actual, bool atRunTime) const {
  MemRefType expected = type;
  std::string text;
  llvm::raw_string_ostream os(text);
  if (actual.getElementType() != expected.getElementType()) {
    os << "element type '" << actual.getElementType()
       << "' does not match the callee's '" << expected.getElementType() << "'";
    return text;
  }
  if (actual.getRank() != expected.getRank()) {
    os << "rank " << actual.getRank() << " does not match the callee's rank "
       << expected.getRank();
    return text;
  }
  // Whether `have` can be `want`: equal, `want` dynamic, or (at run time)
  // `have` dynamic.
  auto matches = [&](int64_t have, int64_t want) {
    return ShapedType::isDynamic(want) || have == want ||
           (atRunTime && ShapedType::isDynamic(have));
  };
  bool mayBeEmpty = false;
  SmallVector<int64_t> sizes;
  for (int64_t dim = 0, rank = actual.getRank(); dim < rank; ++dim) {
    int64_t want = expected.getDimSize(dim);
    int64_t have = actual.getDimSize(dim);
    if (!matches(have, want)) {
      os << "dim " << dim << " is ";
      if (ShapedType::isDynamic(have))
        os << "dynamic";
      else
        os << have;
      os << ", but the callee expects " << want;
      return text;
    }
    sizes.push_back(ShapedType::isDynamic(want) ? have : want);
    mayBeEmpty |= sizes.back() == 0 || ShapedType::isDynamic(sizes.back());
  }
  SmallVector<int64_t> haveStrides;
  int64_t haveOffset;
  if (failed(actual.getStridesAndOffset(haveStrides, haveOffset)) || !strided) {
    os << "layout " << actual.getLayout() << " is not strided";
    return text;
  }
  bool sameLayout = matches(haveOffset, offset);
  for (auto [dim, pair] : llvm::enumerate(llvm::zip(haveStrides, strides))) {
    auto [have, want] = pair;
    bool anyStride = atRunTime && identity && (sizes[dim] == 1 || mayBeEmpty);
    sameLayout &= anyStride || matches(have, want);
  }
  if (!sameLayout) {
    os << "layout " << actual.getLayout()
       << " does not match the callee's layout " << expected.getLayout();
    return text;
  }
  return std::nullopt;
}
