// The dialect and pass references in docs/reference are what `ninja
// mlir-doc` generates from ODS now; after changing the .td files, copy
// build/docs/Dialects/PrimDialect.md, build/docs/PrimTransformsPasses.md and
// build/docs/PrimConversionPasses.md there.
// RUN: diff -u %prim_src_root/docs/reference/PrimDialect.md %prim_obj_root/docs/Dialects/PrimDialect.md
// RUN: diff -u %prim_src_root/docs/reference/PrimTransformsPasses.md %prim_obj_root/docs/PrimTransformsPasses.md
// RUN: diff -u %prim_src_root/docs/reference/PrimConversionPasses.md %prim_obj_root/docs/PrimConversionPasses.md
