//===- Passes.h - Prim lowering passes --------------------------*- C++ -*-===//

#ifndef PRIM_CONVERSION_PASSES_H
#define PRIM_CONVERSION_PASSES_H

#include "prim/Conversion/PrimToLLVM/PrimToLLVM.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace mlir::prim {

#define GEN_PASS_DECL
#include "prim/Conversion/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "prim/Conversion/Passes.h.inc"

} // namespace mlir::prim

#endif // PRIM_CONVERSION_PASSES_H
