/*===- prim/ABI/DLPackExt.h - DLPack additions Prim relies on ------*- C -*-===*
 *
 * Debian bookworm ships DLPack 0.6 (<dlpack/dlpack.h>). Prim needs a few
 * things from newer DLPack releases; they are defined here and nowhere else.
 *
 *===----------------------------------------------------------------------===*/
#ifndef PRIM_ABI_DLPACKEXT_H
#define PRIM_ABI_DLPACKEXT_H

#include <dlpack/dlpack.h>

/* DLDataType.code of booleans: kDLBool = 6 since DLPack 0.8 (absent in 0.6). */
#define PRIM_DL_BOOL 6

#endif /* PRIM_ABI_DLPACKEXT_H */
