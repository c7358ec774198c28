//===- ImportScalars.cpp - tirx's mutable local scalars
//--------------------===//
//
// In TVM's tirx (`from tvm.script import tirx as T`), `x = e` and
// `x: T.int32 = e` declare a mutable scalar: a one-element local buffer
// (`T.local_scalar`) that a later `x = e2` or `x += e2` stores to, even
// from inside a loop or a branch, and that `x` reads. Only `x: T.let = e`
// and `T.bind` bind an immutable variable. TVM v0.20's tir instead binds a
// new variable at each assignment.
//
// A name assigned once reads the same value either way, so it stays an SSA
// binding; a name assigned again somewhere in the function becomes a
// memref<1xT> on the stack.
//
//===----------------------------------------------------------------------===//

#include "Importer.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"

using namespace mlir;
using namespace mlir::prim;
using namespace mlir::prim::tvmscript;

Value FunctionImporter::allocaAtEntry(Location l, MemRefType type) {
  OpBuilder::InsertionGuard guard(builder);
  // After the block's earlier allocations, in program order.
  Block::iterator at = allocaBlock->begin();
  while (at != allocaBlock->end() && isa<memref::AllocaOp>(*at))
    ++at;
  builder.setInsertionPoint(allocaBlock, at);
  allocaUsed = true;
  return memref::AllocaOp::create(builder, l, type);
}

/// A scalar number: what a mutable scalar holds. Pointers and strings are
/// immutable in tirx too.
static bool isScalarNumber(const TV &value) {
  return value.isLiteral() ||
         (value.kind == TV::Scalar && !value.dtype.isHandle() &&
          !value.dtype.isVector());
}

FailureOr<bool> FunctionImporter::emitMutableAssign(Stmt &stmt, const TV &value,
                                                    bool immutable) {
  StringRef name = stmt.target->name;
  Location l = loc(stmt.target.get());
  Binding *existing = lookup(name);
  if (existing && existing->kind == Binding::Mutable &&
      stmt.kind == Stmt::Assign && !immutable) {
    Buffer &buffer = *existing->value.buffer;
    if (!isScalarNumber(value)) {
      error(stmt.value.get(), "'" + name + "' is a mutable " +
                                  buffer.dtype.str() +
                                  " scalar, which holds scalar numbers");
      return failure();
    }
    if (!storeMutable(stmt.value.get(), value, buffer, l))
      return failure();
    return true;
  }
  if (immutable || !currentFunc->facts.reassigned.contains(name) ||
      !isScalarNumber(value))
    return false;
  buffers.push_back({});
  Buffer &buffer = buffers.back();
  buffer.name = name.str();
  buffer.dtype = value.kind == TV::Scalar ? value.dtype : literalDType(value);
  buffer.shape.push_back(TV::intLit(1));
  buffer.memref =
      allocaAtEntry(l, MemRefType::get({1}, bufferElementType(buffer.dtype)));
  Binding b;
  b.kind = Binding::Mutable;
  b.value = TV::bufferRef(&buffer);
  bind(name, b);
  if (!storeMutable(stmt.value.get(), value, buffer, l))
    return failure();
  return true;
}

bool FunctionImporter::storeMutable(Expr *valueExpr, TV value, Buffer &buffer,
                                    Location l) {
  Value zero = arith::ConstantIndexOp::create(builder, l, 0);
  return storeConverted(valueExpr, value, buffer, zero, l);
}

TV FunctionImporter::loadMutable(Expr *e, Buffer &buffer) {
  Location l = loc(e);
  Value zero = arith::ConstantIndexOp::create(builder, l, 0);
  return TV::scalar(load(l, buffer, zero), buffer.dtype);
}

bool FunctionImporter::emitMutableAugAssign(Stmt &stmt) {
  Binding *existing = lookup(stmt.target->name);
  if (!existing || existing->kind != Binding::Mutable)
    return fail(stmt.loc, "augmented assignment ('" + stmt.op +
                              "=') applies to buffer elements and tirx's "
                              "mutable scalars only: TIR variables are "
                              "immutable");
  Buffer &buffer = *existing->value.buffer;
  TV value = emitExpr(stmt.value.get());
  if (!value.ok())
    return false;
  value = emitBinary(stmt.loc, stmt.op, loadMutable(stmt.target.get(), buffer),
                     value);
  return value.ok() &&
         storeMutable(stmt.value.get(), value, buffer, loc(stmt.target.get()));
}
