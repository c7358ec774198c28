/*===- prim/ABI/LibraryDescription.h - What a Prim library says of itself -*- C -*-===*
 *
 * Besides what the ABI's loader reads, every library Prim compiles carries
 * a description of its packed functions, so that a host that did not
 * compile it (the Python package, for one) can call them: a NUL-terminated
 * JSON text in the constant global PRIM_LIBRARY_DESCRIPTION_SYMBOL. It is
 * exported by a shared library and found by a JIT's symbol lookup; a
 * system library keeps it internal, so that two link into one program.
 *
 * Version 1:
 *   {"version": 1,
 *    "abi": "tvm-ffi" | "tvm-legacy",
 *    "slot_size": bytes per argument slot,
 *    "value_offset": where the 8-byte value sits in a slot,
 *    "bool_dtype": [code, bits] of a bool tensor element in this ABI,
 *    "type_codes": {"int", "bool", "float", "handle", "null", "tensor",
 *                   "packed_func": the ABI's type code for each},
 *    "functions": [
 *      {"name": "f", "entry": the packed entry's symbol,
 *       "params": [PARAM...], "result": PARAM or null}]}
 *   PARAM = {"kind": "int" | "bool" | "float" | "handle" | "tensor" |
 *                    "packed_func",
 *            "type_code": the ABI's type code for it,
 *            "dtype": "float32", "int64", "uint8", "bool", "bfloat16", ...
 *                     (a tensor's element type; absent for handles and
 *                     packed functions),
 *            for a tensor: "shape": [dim or null (dynamic)...],
 *                          "strides": [stride or null...] or null for a
 *                                     compact row-major layout}
 * A new field may be added without a version change; a changed meaning
 * changes the version.
 *
 *===----------------------------------------------------------------------===*/
#ifndef PRIM_ABI_LIBRARYDESCRIPTION_H
#define PRIM_ABI_LIBRARYDESCRIPTION_H

#define PRIM_LIBRARY_DESCRIPTION_SYMBOL "__prim_library_description"
#define PRIM_LIBRARY_DESCRIPTION_VERSION 1

#endif /* PRIM_ABI_LIBRARYDESCRIPTION_H */
