//===- PrimDialect.h - Prim dialect -----------------------------*- C++ -*-===//

#ifndef PRIM_DIALECT_PRIM_IR_PRIMDIALECT_H
#define PRIM_DIALECT_PRIM_IR_PRIMDIALECT_H

#include "mlir/IR/Dialect.h"

#include "prim/Dialect/Prim/IR/PrimOpsDialect.h.inc"

#endif // PRIM_DIALECT_PRIM_IR_PRIMDIALECT_H
