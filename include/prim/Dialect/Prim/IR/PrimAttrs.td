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

def Prim_ErrorKind : I32EnumAttr<"ErrorKind",
    "the kind of error a failed runtime check reports", [
      I32EnumAttrCase<"RuntimeError", 0>,
      I32EnumAttrCase<"TypeError", 1>,
      I32EnumAttrCase<"ValueError", 2>,
      I32EnumAttrCase<"IndexError", 3>,
      I32EnumAttrCase<"AttributeError", 4>,
      I32EnumAttrCase<"KeyError", 5>,
      I32EnumAttrCase<"AssertionError", 6>,
      I32EnumAttrCase<"NotImplementedError", 7>,
      I32EnumAttrCase<"MemoryError", 8>,
      I32EnumAttrCase<"InternalError", 9>
    ]> {
  let cppNamespace = "::mlir::prim";
}

#endif // PRIM_ATTRS
