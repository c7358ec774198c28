//===- DType.cpp - TIR dtypes and TIR's promotion rules -------------------===//

#include "DType.h"

#include "llvm/ADT/StringSwitch.h"

#include <algorithm>

using namespace mlir::prim::tvmscript;
using llvm::StringRef;

std::string DType::str() const {
  if (lanes > 1)
    return withLanes(1).str() + "x" + std::to_string(lanes);
  switch (code) {
  case Int:
    return "int" + std::to_string(bits);
  case UInt:
    return "uint" + std::to_string(bits);
  case Float:
    return "float" + std::to_string(bits);
  case BFloat:
    return "bfloat16";
  case Bool:
    return "bool";
  case Handle:
    return "handle";
  }
  return "?";
}

std::optional<DType> mlir::prim::tvmscript::parseDType(StringRef name) {
  return llvm::StringSwitch<std::optional<DType>>(name)
      .Case("int8", DType::i(8))
      .Case("int16", DType::i(16))
      .Case("int32", DType::i(32))
      .Case("int64", DType::i(64))
      .Case("uint8", DType{DType::UInt, 8})
      .Case("uint16", DType{DType::UInt, 16})
      .Case("uint32", DType{DType::UInt, 32})
      .Case("uint64", DType{DType::UInt, 64})
      .Case("float16", DType::f(16))
      .Case("float32", DType::f(32))
      .Case("float64", DType::f(64))
      .Case("bfloat16", DType{DType::BFloat, 16})
      .Case("bool", DType::boolean())
      .Case("handle", DType::handle())
      .Default(std::nullopt);
}

std::optional<DType> mlir::prim::tvmscript::parseDTypeCallee(StringRef callee) {
  if (!callee.consume_front("T."))
    return std::nullopt;
  if (callee == "boolean")
    return DType::boolean();
  return parseDType(callee);
}

std::optional<DType> mlir::prim::tvmscript::parseVectorDType(StringRef name) {
  auto [scalar, lanesText] = name.rsplit('x');
  unsigned lanes;
  std::optional<DType> d = parseDType(scalar);
  if (lanesText.empty() || lanesText.getAsInteger(10, lanes) || lanes < 2 ||
      lanes > 1024 || !d || d->isHandle())
    return parseDType(name);
  return d->withLanes(lanes);
}

DType mlir::prim::tvmscript::literalDType(LiteralKind literal) {
  switch (literal) {
  case LiteralKind::Float:
    return DType::f(32);
  case LiteralKind::Bool:
    return DType::boolean();
  case LiteralKind::Int:
    break;
  }
  return DType::i(32);
}

DType mlir::prim::tvmscript::literalDTypeBeside(LiteralKind literal,
                                                DType other) {
  if (literal == LiteralKind::Float && !other.isFloat())
    return DType::f(32);
  if (literal == LiteralKind::Bool && !other.isBool())
    return DType::boolean();
  return other;
}

DType mlir::prim::tvmscript::literalPairDType(LiteralKind a, LiteralKind b) {
  if (a == LiteralKind::Float || b == LiteralKind::Float)
    return DType::f(32);
  return literalDType(a);
}

llvm::Expected<unsigned> mlir::prim::tvmscript::commonLanes(DType a, DType b) {
  if (a.lanes != b.lanes && a.isVector() && b.isVector())
    return llvm::createStringError("operands of " + std::to_string(a.lanes) +
                                   " and " + std::to_string(b.lanes) +
                                   " lanes");
  return std::max(a.lanes, b.lanes);
}

llvm::Expected<DType> mlir::prim::tvmscript::promoteDTypes(DType a, DType b) {
  if (a == b)
    return a;
  if (a.isHandle() || b.isHandle())
    return llvm::createStringError("handles take no arithmetic");
  auto rank = [](DType d) {
    return d.isFloat() ? 1000 + d.bits : d.isBool() ? 0 : d.bits;
  };
  return rank(a) >= rank(b) ? a : b;
}
