//===- VerifyLowered.cpp - Name the op the lowering left behind -----------===//

#include "prim/Conversion/Passes.h"
#include "prim/Conversion/PrimToLLVM/PrimToLLVM.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Target/LLVMIR/TypeToLLVM.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/CodeGen/ValueTypes.h"
#include "llvm/IR/DataLayout.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/Support/Error.h"

namespace mlir::prim {
#define GEN_PASS_DEF_PRIMVERIFYLOWERED
#include "prim/Conversion/Passes.h.inc"
} // namespace mlir::prim

using namespace mlir;

namespace {

/// Why LLVM's constraint parser would read past a constraint of
/// `constraints`, or nothing. It reads one character after a prefix (`~`,
/// `=`, `!`, `*`) and trusts a multi-letter code: `^` is followed by two
/// letters, `@` by a digit N from 1 to 9 and then N letters (`@&` made it
/// allocate a string of -10 letters).
std::optional<std::string> findUnreadableConstraint(StringRef constraints) {
  SmallVector<StringRef> pieces;
  constraints.split(pieces, ',');
  for (StringRef constraint : pieces) {
    auto error = [&](const Twine &why) {
      return ("in '" + constraint + "': " + why).str();
    };
    StringRef afterPrefix = constraint.drop_while(
        [](char c) { return c == '~' || c == '=' || c == '!' || c == '*'; });
    if (afterPrefix.empty() && !constraint.empty())
      return error("nothing follows the prefix");
    for (size_t i = 0; i < constraint.size(); ++i) {
      StringRef code;
      size_t letters;
      if (constraint[i] == '{') {
        i = std::min(constraint.find('}', i), constraint.size());
        continue;
      }
      if (constraint[i] == '^') {
        code = constraint.substr(i, 1);
        letters = 2;
      } else if (constraint[i] == '@') {
        if (i + 1 == constraint.size() || constraint[i + 1] < '1' ||
            constraint[i + 1] > '9')
          return error("'@' needs a digit from 1 to 9 after it");
        code = constraint.substr(i, 2);
        letters = constraint[++i] - '0';
      } else {
        continue;
      }
      if (constraint.size() - i - 1 < letters)
        return error("'" + code + "' needs " + Twine(letters) +
                     " letters after it");
      i += letters;
    }
  }
  return std::nullopt;
}

/// Why LLVM would refuse the `elementtype`s of `op`'s operand_attrs, or
/// nothing. An indirect operand (`*`) needs one, its pointee type, and no
/// other operand may have one. The translation puts entry i on the call's
/// attribute index i (0: the result, i: operand i - 1) and reads every
/// non-empty entry as such a type unchecked: `{foo = 1}` crashed it, and a
/// missing type failed it with an unlocated error.
std::optional<std::string> verifyElementTypes(LLVM::InlineAsmOp op) {
  ArrayAttr entries = op.getOperandAttrsAttr();
  size_t numOperands = op->getNumOperands();
  if (entries && entries.size() > numOperands + 1)
    return "operand_attrs has " + std::to_string(entries.size()) +
           " entries, more than the result and " + std::to_string(numOperands) +
           " operands";
  auto getElementType = [&](size_t entry) -> FailureOr<Type> {
    if (!entries || entry >= entries.size())
      return Type();
    auto dictionary = dyn_cast<DictionaryAttr>(entries[entry]);
    if (!dictionary || dictionary.size() > 1)
      return failure();
    if (dictionary.empty())
      return Type();
    auto type =
        dictionary.getAs<TypeAttr>(LLVM::InlineAsmOp::getElementTypeAttrName());
    if (!type)
      return failure();
    return type.getValue();
  };
  for (size_t entry = 0; entries && entry < entries.size(); ++entry)
    if (failed(getElementType(entry)))
      return "operand_attrs entry " + std::to_string(entry) +
             " is not a dictionary of at most {elementtype = TYPE}";
  if (*getElementType(0))
    return std::string("operand_attrs entry 0 is the result's, which takes "
                       "no elementtype");
  size_t operand = 0;
  for (const llvm::InlineAsm::ConstraintInfo &constraint :
       llvm::InlineAsm::ParseConstraints(op.getConstraints())) {
    if (constraint.Type == llvm::InlineAsm::isClobber ||
        (constraint.Type == llvm::InlineAsm::isOutput &&
         !constraint.isIndirect))
      continue;
    bool hasType = bool(*getElementType(operand + 1));
    if (constraint.isIndirect && !hasType)
      return "operand " + std::to_string(operand) +
             " is indirect ('*') and needs its pointee type: operand_attrs "
             "entry " +
             std::to_string(operand + 1) + " {elementtype = TYPE}";
    if (!constraint.isIndirect && hasType)
      return "operand " + std::to_string(operand) +
             " is not indirect ('*'), but operand_attrs entry " +
             std::to_string(operand + 1) + " gives it an elementtype";
    ++operand;
  }
  return std::nullopt;
}

/// `op`'s operand and result types in LLVM IR, the result void or a struct
/// of several.
llvm::FunctionType *getLLVMType(LLVM::InlineAsmOp op,
                                llvm::LLVMContext &context) {
  LLVM::TypeToLLVMIRTranslator types(context);
  llvm::SmallVector<llvm::Type *> operands;
  for (Type type : op->getOperandTypes())
    operands.push_back(types.translateType(type));
  llvm::Type *result = op->getNumResults()
                           ? types.translateType(op->getResult(0).getType())
                           : llvm::Type::getVoidTy(context);
  return llvm::FunctionType::get(result, operands, /*isVarArg=*/false);
}

/// Why translating `op` to LLVM IR would crash or give IR that LLVM's
/// verifier refuses (without a location), or nothing: constraints LLVM
/// cannot read or that do not match the operands and results, and the
/// elementtypes of indirect operands.
std::optional<std::string> verifyTranslatableAsm(LLVM::InlineAsmOp op) {
  if (std::optional<std::string> error =
          findUnreadableConstraint(op.getConstraints()))
    return error;
  llvm::LLVMContext context;
  if (llvm::Error error = llvm::InlineAsm::verify(getLLVMType(op, context),
                                                  op.getConstraints()))
    return llvm::toString(std::move(error));
  return verifyElementTypes(op);
}

/// Why LLVM's code generator would crash on `op`, a translatable inline asm
/// (verifyTranslatableAsm), or nothing. It trusts the constraints (it
/// asserts, and in a release build crashes, on a constraint such as `=r,1`
/// or `=&&q`, which verifyTranslatableAsm refuses, and on the ones below).
std::optional<std::string> verifyConstraints(LLVM::InlineAsmOp op) {
  llvm::LLVMContext context;
  llvm::FunctionType *type = getLLVMType(op, context);
  // The code generator gives an operand a register of its machine value
  // type, and crashed on one it has none for (an i43 result). A pointer's
  // is the integer of its size.
  SmallVector<llvm::Type *> values(type->params());
  if (auto *results = dyn_cast<llvm::StructType>(type->getReturnType()))
    llvm::append_range(values, results->elements());
  else if (!type->getReturnType()->isVoidTy())
    values.push_back(type->getReturnType());
  llvm::DataLayout layout("");
  for (llvm::Type *value : values) {
    llvm::EVT valueType = llvm::EVT::getEVT(
        value->getScalarType()->isPointerTy() ? layout.getIntPtrType(value)
                                              : value,
        /*HandleUnknown=*/true);
    if (!valueType.isSimple() || valueType == llvm::MVT::Other) {
      std::string name;
      llvm::raw_string_ostream os(name);
      value->print(os);
      return "an operand or result of type " + name +
             ", which has no machine value type";
    }
  }
  // A result in memory needs an address to write to: an indirect output
  // (`=*m`, an operand). The code generator crashed on a direct one (`=m`,
  // `=rm`: prim-fuzz-compile).
  for (const llvm::InlineAsm::ConstraintInfo &constraint :
       llvm::InlineAsm::ParseConstraints(op.getConstraints())) {
    if (constraint.Type != llvm::InlineAsm::isOutput || constraint.isIndirect)
      continue;
    auto isMemory = [](const std::string &code) {
      return code == "m" || code == "o" || code == "V";
    };
    bool inMemory = llvm::any_of(constraint.Codes, isMemory);
    for (const llvm::InlineAsm::SubConstraintInfo &alternative :
         constraint.multipleAlternatives)
      inMemory |= llvm::any_of(alternative.Codes, isMemory);
    if (inMemory)
      return std::string("a result in memory ('m', 'o' or 'V') must be an "
                         "indirect output ('=*m') with an address operand");
  }
  return std::nullopt;
}

/// Why LLVM's assembly printer would end the process on `op`'s asm string
/// (it reports a malformed `$` reference with report_fatal_error, not a
/// diagnostic), or nothing. Accepted: `$$`, `$(`, `$|` and `$)` (variants,
/// not nested), `${:name}`, and `$N`, `${N}` and `${N:c}` for an operand N
/// (the outputs and inputs: the constraints other than `~` clobbers).
std::optional<std::string> verifyAsmString(LLVM::InlineAsmOp op) {
  SmallVector<StringRef> constraints;
  op.getConstraints().split(constraints, ',', /*MaxSplit=*/-1,
                            /*KeepEmpty=*/false);
  unsigned numOperands = llvm::count_if(constraints, [](StringRef constraint) {
    return !constraint.starts_with("~");
  });
  StringRef text = op.getAsmString();
  bool inVariant = false;
  for (size_t i = text.find('$'); i != StringRef::npos; i = text.find('$', i)) {
    StringRef rest = text.drop_front(i + 1);
    size_t dollar = i;
    auto at = [&](const Twine &why) {
      return ("at offset " + Twine(dollar) + ": " + why).str();
    };
    if (rest.empty())
      return at("'$' ends the string");
    char next = rest.front();
    if (next == '$' || next == '|') {
      i += 2;
      continue;
    }
    if (next == '(' || next == ')') {
      if ((next == '(') == inVariant)
        return at(next == '(' ? "'$(' inside a variant"
                              : "'$)' outside a variant");
      inVariant = next == '(';
      i += 2;
      continue;
    }
    if (next == '{') {
      size_t close = rest.find('}');
      if (close == StringRef::npos)
        return at("'${' is not closed by '}'");
      StringRef inside = rest.slice(1, close);
      i += close + 2;
      // ${:name}: the printer's special operands, which it knows three of.
      if (inside.consume_front(":")) {
        if (!llvm::is_contained({"private", "comment", "uid"}, inside))
          return at("'${:" + inside +
                    "}' is none of ${:private}, ${:comment} and ${:uid}");
        continue;
      }
      auto [number, modifier] = inside.split(':');
      unsigned operand;
      if (number.getAsInteger(10, operand))
        return at("'${" + inside + "}' does not name an operand by number");
      if (inside.contains(':') && modifier.size() != 1)
        return at("'${" + inside + "}' needs one modifier letter after ':'");
      if (operand >= numOperands)
        return at("operand " + Twine(operand) + " of " + Twine(numOperands));
      continue;
    }
    size_t digits = std::min(
        rest.find_if_not([](char c) { return llvm::isDigit(c); }), rest.size());
    if (digits == 0)
      return at("'$' must be followed by an operand number, '$', '{', '(', "
                "'|' or ')'");
    unsigned operand;
    if (rest.take_front(digits).getAsInteger(10, operand) ||
        operand >= numOperands)
      return at("operand " + rest.take_front(digits) + " of " +
                Twine(numOperands));
    i += 1 + digits;
  }
  if (inVariant)
    return std::string("a '$(' variant is not closed by '$)'");
  return std::nullopt;
}

struct VerifyLoweredPass
    : public mlir::prim::impl::PrimVerifyLoweredBase<VerifyLoweredPass> {
  void runOnOperation() override {
    // The casts the conversions leave stand for an op that was not
    // converted: name that op, and a cast only when nothing else is left.
    Operation *unlowered = nullptr, *cast = nullptr;
    bool invalid = false;
    getOperation().walk([&](Operation *op) {
      if (auto inlineAsm = dyn_cast<LLVM::InlineAsmOp>(op)) {
        // verifyTranslatable reports what translation would not take.
        if (verifyTranslatableAsm(inlineAsm))
          return WalkResult::advance();
        if (std::optional<std::string> error = verifyConstraints(inlineAsm)) {
          inlineAsm.emitError()
              << "has the constraints \"" << inlineAsm.getConstraints()
              << "\", which LLVM refuses: " << *error;
          invalid = true;
        }
        if (std::optional<std::string> error = verifyAsmString(inlineAsm)) {
          inlineAsm.emitOpError()
              << "has an asm string that LLVM's assembly printer refuses: "
              << *error;
          invalid = true;
        }
        return WalkResult::advance();
      }
      if (isa<ModuleOp>(op) || isa<LLVM::LLVMDialect>(op->getDialect()))
        return WalkResult::advance();
      if (isa<UnrealizedConversionCastOp>(op)) {
        cast = cast ? cast : op;
        return WalkResult::advance();
      }
      unlowered = op;
      return WalkResult::interrupt();
    });
    if (Operation *op = unlowered ? unlowered : cast) {
      op->emitError() << "'" << op->getName()
                      << "' has no lowering to the LLVM dialect";
      invalid = true;
    }
    if (invalid || failed(prim::verifyTranslatable(getOperation())))
      signalPassFailure();
  }
};

} // namespace

LogicalResult mlir::prim::verifyTranslatable(Operation *module) {
  WalkResult globals = module->walk([](LLVM::GlobalOp global) {
    if (global.getAddrSpaceAttr())
      return WalkResult::advance();
    global.emitOpError("needs an integer 'addr_space'");
    return WalkResult::interrupt();
  });
  bool invalid = globals.wasInterrupted();
  module->walk([&](LLVM::InlineAsmOp op) {
    if (std::optional<std::string> error = verifyTranslatableAsm(op)) {
      op.emitError() << "has the constraints \"" << op.getConstraints()
                     << "\", which LLVM refuses: " << *error;
      invalid = true;
    }
  });
  return failure(invalid);
}
