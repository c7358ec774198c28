//===- PrimAttrs.td - Prim dialect attributes --------------*- tablegen -*-===//

#ifndef PRIM_ATTRS
#define PRIM_ATTRS

include "prim/Dialect/Prim/IR/PrimDialect.td"
include "mlir/IR/EnumAttr.td"

def Prim_API_Packed : I32EnumAttrCase<"Packed", 0, "packed">;
def Prim_API_Unpacked : I32EnumAttrCase<"Unpacked", 1, "unpacked">;

def Prim_API : I32EnumAttr<"API", "calling convention of a public prim.func",
                           [Prim_API_Packed, Prim_API_Unpacked]> {
  let cppNamespace = "::mlir::prim";
  let genSpecializedAttr = 0;
}

def Prim_APIAttr : EnumAttr<Prim_Dialect, Prim_API, "api"> {
  let summary = "the calling convention of a public prim.func";
  let description = [{
    `packed`: the function is an ABI entry point taking a packed argument
    array (the default for public functions). `unpacked`: the function takes
    `void*` data pointers and scalars directly and returns an `int32_t`
    status.
  }];
}

#endif // PRIM_ATTRS
