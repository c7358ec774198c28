# RUN: prim-translate --import-tvmscript %s | FileCheck %s

# An @I.ir_module class without functions is TVM's empty IRModule.

from tvm.script import ir as I

@I.ir_module
class Module:
    pass

# CHECK: module {
# CHECK-NEXT: }
