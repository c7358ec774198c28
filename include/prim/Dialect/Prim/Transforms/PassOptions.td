//===- PassOptions.td - Options Prim's passes share --------*- tablegen -*-===//
//
// The `checks` option, which the passes that build a packed entry
// (prim-make-packed-api) and that stand in for it at a call inside the
// module (prim-lower-local-calls) read alike.
//
//===----------------------------------------------------------------------===//

#ifndef PRIM_DIALECT_PRIM_TRANSFORMS_PASSOPTIONS
#define PRIM_DIALECT_PRIM_TRANSFORMS_PASSOPTIONS

include "mlir/Pass/PassBase.td"

defvar ChecksOption = Option<"checks", "checks", "std::string", "\"all\"",
    "The categories of argument checks of packed entries without their own "
    "`checks`: comma-separated names of #prim.checks categories, all or "
    "none; -name removes one (a list starting with one starts from all)">;

#endif // PRIM_DIALECT_PRIM_TRANSFORMS_PASSOPTIONS
