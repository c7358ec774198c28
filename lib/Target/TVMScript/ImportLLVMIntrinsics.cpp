//===- ImportLLVMIntrinsics.cpp - Calls of LLVM intrinsics -----*- C++ -*-===//
//
// T.call_llvm_intrin / T.call_llvm_pure_intrin call a target-independent LLVM
// intrinsic, which LLVM overloads on the argument and result types, and the
// prefetch builtin, which TVM's CPU code generator lowers to llvm.prefetch.
// TVM v0.20 (`tir`) and TVM main (`tirx`) spell the intrinsic calls
// differently: v0.20's take the number of signature arguments after the
// intrinsic, main's do not.
//
//===----------------------------------------------------------------------===//

#include "Importer.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/LLVMContext.h"

using namespace mlir;
using namespace mlir::prim::tvmscript;
using llvm::StringRef;

/// Whether `op`, with what it nests, at most reads memory.
static bool onlyReads(Operation *op) {
  std::optional<SmallVector<MemoryEffects::EffectInstance>> effects =
      getEffectsRecursively(op);
  return effects && llvm::all_of(*effects, [](auto &effect) {
           return isa<MemoryEffects::Read>(effect.getEffect());
         });
}

/// The LLVM IR type of a scalar or vector dtype's MLIR type, or void for a
/// null type.
static llvm::Type *llvmType(llvm::LLVMContext &context, Type type) {
  if (!type)
    return llvm::Type::getVoidTy(context);
  if (auto vector = dyn_cast<VectorType>(type))
    return llvm::FixedVectorType::get(
        llvmType(context, vector.getElementType()), vector.getNumElements());
  if (auto integer = dyn_cast<IntegerType>(type))
    return llvm::IntegerType::get(context, integer.getWidth());
  if (type.isF16())
    return llvm::Type::getHalfTy(context);
  if (type.isBF16())
    return llvm::Type::getBFloatTy(context);
  if (type.isF32())
    return llvm::Type::getFloatTy(context);
  return llvm::Type::getDoubleTy(context);
}

/// Whether LLVM's intrinsic `id` has an overload for these types, so that
/// what imports also compiles.
static bool matchesIntrinsic(llvm::Intrinsic::ID id, Type result,
                             TypeRange args) {
  llvm::LLVMContext context;
  SmallVector<llvm::Type *> params;
  for (Type t : args)
    params.push_back(llvmType(context, t));
  auto *type =
      llvm::FunctionType::get(llvmType(context, result), params, false);
  SmallVector<llvm::Intrinsic::IITDescriptor> table;
  llvm::Intrinsic::getIntrinsicInfoTableEntries(id, table);
  ArrayRef<llvm::Intrinsic::IITDescriptor> entries = table;
  SmallVector<llvm::Type *> overloads;
  return llvm::Intrinsic::matchIntrinsicSignature(type, entries, overloads) ==
             llvm::Intrinsic::MatchIntrinsicTypes_Match &&
         !llvm::Intrinsic::matchIntrinsicVarArg(false, entries);
}

/// TVM's Downcast<IntImm> of an argument, as TVMScript writes it.
std::optional<int64_t> FunctionImporter::intImmValue(const Expr *e) {
  if (e->kind == Expr::Call && e->children.size() == 2 && e->keywords.empty()) {
    std::string callee = calleeName(e->children[0].get());
    StringRef dtypeName = callee;
    std::optional<DType> dtype =
        dtypeName.consume_front("T.") ? parseDType(dtypeName) : std::nullopt;
    if (dtype && dtype->isInt())
      return staticInt(e->children[1].get());
  }
  return staticInt(e);
}

/// T.call_llvm_intrin / T.call_llvm_pure_intrin(dtype, name, args...), the
/// dtype also as dtype=..., the intrinsic named by its name or
/// T.llvm_lookup_intrinsic_id(name); TVM v0.20 writes the number of
/// signature arguments before the arguments. A result dtype of "" or "void"
/// calls a void intrinsic for its effect. Numeric ids (they change between
/// LLVM versions) and intrinsics of one instruction set stay refused.
TV FunctionImporter::emitLLVMIntrinsic(Expr *e, bool discardResult) {
  std::string kind = calleeName(e->children[0].get());
  size_t first = 1;
  FailureOr<Expr *> dtypeArg = takeResultDType(e, kind, first);
  if (failed(dtypeArg))
    return TV();
  Expr *dtypeExpr = *dtypeArg;
  if (dtypeExpr && dtypeExpr->kind == Expr::Str &&
      StringRef(dtypeExpr->name).contains("xvscale"))
    return error(dtypeExpr, "scalable vector dtypes (\"" + dtypeExpr->name +
                                "\") are not supported: Prim's vector "
                                "targets are fixed-width");
  // TVM main dropped v0.20's signature count.
  bool countsSignature = flavor.has(Feature::LLVMIntrinSignatureCount);
  size_t firstArg = first + (countsSignature ? 2 : 1);
  if (!dtypeExpr || dtypeExpr->kind != Expr::Str ||
      e->children.size() < firstArg)
    return error(e, "'" + kind + "' takes the result dtype" +
                        (countsSignature
                             ? ", the intrinsic and the number of signature "
                               "arguments"
                             : " and the intrinsic"));
  std::optional<DType> dtype;
  if (dtypeExpr->name != "" && dtypeExpr->name != "void") {
    dtype = parseVectorDType(dtypeExpr->name);
    if (!dtype || dtype->isHandle())
      return error(dtypeExpr,
                   "unsupported result dtype \"" + dtypeExpr->name + "\"");
  } else if (!discardResult) {
    return error(e, "'" + kind + "' of a void intrinsic is a statement");
  }
  Expr *intrinsic = e->children[first].get();
  if (intrinsic->kind == Expr::Call &&
      builtinOf(intrinsic->children[0].get()) ==
          Builtin::T_llvm_lookup_intrinsic_id &&
      intrinsic->children.size() == 2)
    intrinsic = intrinsic->children[1].get();
  if (intrinsic->kind != Expr::Str)
    return error(intrinsic, "'" + kind +
                                "' needs the intrinsic's name (a string or "
                                "T.llvm_lookup_intrinsic_id(name)): numeric "
                                "ids differ between LLVM versions");
  StringRef name = intrinsic->name;
  llvm::Intrinsic::ID id = llvm::Intrinsic::lookupIntrinsicID(name);
  if (id == llvm::Intrinsic::not_intrinsic)
    return error(intrinsic, "'" + name + "' is not an LLVM intrinsic");
  if (llvm::Intrinsic::isTargetIntrinsic(id))
    return error(intrinsic, "'" + name +
                                "' belongs to one instruction set; Prim "
                                "accepts the target-independent intrinsics");
  Expr *countExpr = countsSignature ? e->children[first + 1].get() : nullptr;
  std::optional<int64_t> signatureCount;
  if (countExpr) {
    signatureCount = intImmValue(countExpr);
    if (!signatureCount || *signatureCount < 0)
      return error(countExpr, "the number of signature arguments of TVM "
                              "v0.20's '" +
                                  kind + "' is an integer constant");
  }
  Block *block = builder.getInsertionBlock();
  Block::iterator argsBegin = builder.getInsertionPoint();
  bool atBlockBegin = argsBegin == block->begin();
  if (!atBlockBegin)
    --argsBegin;
  SmallVector<Value> args;
  SmallVector<std::string> argDTypes;
  for (size_t i = firstArg; i < e->children.size(); ++i) {
    Expr *arg = e->children[i].get();
    TV v = emitExpr(arg);
    if (!v.ok())
      return TV();
    if (v.isLiteral()) {
      Value m = materialize(arg->loc, v, literalDType(v));
      if (!m)
        return TV();
      v = TV::scalar(m, literalDType(v));
    }
    if (v.kind != TV::Scalar || v.dtype.isHandle())
      return error(arg, "'" + kind + "' takes numbers");
    args.push_back(v.value);
    argDTypes.push_back(v.dtype.str());
  }
  // TVM's RemoveNoOp drops a pure call whose value is unused, and whose
  // arguments at most read memory, before code generation, so its signature
  // is never looked up.
  if (discardResult && StringRef(kind).ends_with("pure_intrin")) {
    auto argOps = llvm::make_pointer_range(
        llvm::make_range(atBlockBegin ? block->begin() : std::next(argsBegin),
                         builder.getInsertionPoint()));
    if (llvm::all_of(argOps, onlyReads))
      return TV::none();
  }
  // v0.20 looks an overloaded intrinsic up by its first `count` arguments,
  // which only finds it when they are all of them.
  if (signatureCount && static_cast<size_t>(*signatureCount) < args.size() &&
      llvm::Intrinsic::isOverloaded(id))
    return error(countExpr, "'" + name +
                                "' is overloaded: TVM v0.20 finds it "
                                "only when the signature count (" +
                                Twine(*signatureCount) +
                                ") is at least the number of arguments (" +
                                Twine(args.size()) + ")");
  Type resultType = dtype ? mlirType(*dtype) : Type();
  if (!matchesIntrinsic(id, resultType, ValueRange(args).getTypes()))
    return error(e, "'" + name + "' has no signature (" +
                        llvm::join(argDTypes, ", ") + ") -> " +
                        (dtype ? dtype->str() : "void"));
  StringAttr intrinsicName = builder.getStringAttr(name);
  if (!dtype) {
    LLVM::CallIntrinsicOp::create(builder, loc(e), intrinsicName, args);
    return TV::none();
  }
  auto call = LLVM::CallIntrinsicOp::create(builder, loc(e), resultType,
                                            intrinsicName, args);
  if (discardResult)
    return TV::none();
  return TV::scalar(call.getResult(0), *dtype);
}

/// TVM's prefetch builtin, T.Call("tirx.prefetch", [address, rw, locality,
/// cache_type], ret_ty="void"): llvm.prefetch, to which TVM's CPU code
/// generator lowers it. LLVM takes the three hints as constants.
TV FunctionImporter::emitPrefetch(Expr *e, bool discardResult) {
  if (e->children.size() == 3)
    return error(e, "T.prefetch(buffer, bounds), TVM's Prefetch statement, "
                    "is not supported: TVM's lowering leaves it to the "
                    "code generator, which has no rule for it");
  if (!discardResult)
    return error(e, "'T.prefetch' is a statement");
  if (!checkArgCount(e, 4, 4, "T.prefetch"))
    return TV();
  Expr *addressExpr = e->children[1].get();
  TV address = emitExpr(addressExpr);
  if (!address.ok())
    return TV();
  Value pointer;
  if (address.kind == TV::DataRef)
    pointer = dataPointer(loc(addressExpr), *address.buffer, {}, Value());
  else if (address.kind == TV::Scalar && address.dtype.isHandle())
    pointer = address.value;
  else
    return error(addressExpr, "the prefetch's address is a handle, "
                              "T.address_of(A[i]) or A.data");
  static constexpr struct {
    StringRef name;
    int64_t max;
  } hints[] = {{"read/write flag", 1}, {"locality", 3}, {"cache type", 1}};
  uint32_t values[3];
  for (auto [i, hint] : llvm::enumerate(hints)) {
    Expr *arg = e->children[i + 2].get();
    std::optional<int64_t> value = intImmValue(arg);
    if (!value || *value < 0 || *value > hint.max)
      return error(arg, "the prefetch's " + hint.name +
                            " is a constant from 0 to " + Twine(hint.max));
    values[i] = *value;
  }
  Value llvmPointer =
      UnrealizedConversionCastOp::create(
          builder, loc(e), TypeRange{LLVM::LLVMPointerType::get(context)},
          ValueRange{pointer})
          .getResult(0);
  LLVM::Prefetch::create(builder, loc(e), llvmPointer, values[0], values[1],
                         values[2]);
  return TV::none();
}
