/* The library compiles in partitions as prim-compile does, and joins their
 * objects with an ld.lld process where prim-compile runs lld in its own
 * (CompileOptions::runLinker; a library inside another program must not:
 * lld resets the process's LLVM options). Both give the same bytes.
 *
 * RUN: rm -rf %t.dir && mkdir -p %t.dir
 * RUN: python3 %prim_src_root/utils/gen_modules.py --count 60 --out-dir %t.dir
 * RUN: %capi_cc %s -o %t.dir/partitions
 * RUN: %t.dir/partitions %t.dir/prim_60.mlir %t.dir/library.o | FileCheck %s
 * RUN: prim-compile %t.dir/prim_60.mlir %pinned_target --abi=tvm-legacy --emit=obj -o %t.dir/tool.o
 * RUN: cmp %t.dir/library.o %t.dir/tool.o
 * The module was split, so that the objects were linked.
 * RUN: llvm-readelf -s %t.dir/library.o | FileCheck %s --check-prefix=SPLIT
 *
 * CHECK: object: ok
 * SPLIT: GLOBAL HIDDEN {{.*}} __prim_{{[0-9a-f]+}}_{{.*}}_compute
 */
#include "prim-c/Prim.h"

#include <stdio.h>

int main(int argc, char **argv) {
  if (argc != 3)
    return 2;
  primOptions *options = primOptionsCreate();
  primOptionsSetABI(options, "tvm-legacy");
  primOptionsSetTarget(options, "x86_64-unknown-linux-gnu", "x86-64", NULL);
  primSession *session = primSessionCreate(options);
  primOptionsDestroy(options);
  primModule *module = NULL;
  primOutput *object = NULL;
  primStatus status = primModuleParseFile(session, argv[1], &module);
  if (status == PRIM_STATUS_OK)
    status = primModuleEmitObject(module, &object);
  printf("object: %s\n", primStatusGetString(status));
  FILE *file = fopen(argv[2], "wb");
  if (status == PRIM_STATUS_OK && file)
    fwrite(primOutputGetData(object), 1, primOutputGetSize(object), file);
  if (file)
    fclose(file);
  primOutputDestroy(object);
  primModuleDestroy(module);
  primSessionDestroy(session);
  return status == PRIM_STATUS_OK ? 0 : 1;
}
