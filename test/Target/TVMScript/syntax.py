# RUN: prim-translate --import-tvmscript %s --split-input-file="# ""-----" --verify-diagnostics | FileCheck %s
# The valid forms come first; the invalid ones follow, a split each.

# The Python the lexer reads: both import spellings with aliases, comments
# everywhere, implicit and backslash line joining, semicolons, one-line
# suites, adjacent and escaped strings, and number spellings.

import tvm
from tvm.script import ir as I, tir as T  # a comment after the imports


@tvm.script.ir_module
class Module:
    """A docstring."""

    @T.prim_func
    def f(A: T.Buffer(
            (8,),  # the shape
            "int64"), B: T.Buffer((2,), "float32")) -> None:
        A[0] = 0x10 + 0o7 + 0b11 + 1_000 ; A[1] = \
            2
        B[0] = 1.5e2 + .5 + 2. ; B[1] = 1E-3
        if A[0] > 0: A[2] = 3
        assert A[0] > 0, 'single ' "and double" ' quoted,\tescaped\x21'
        assert A[1] > 0, r"raw \t" """triple"""

# CHECK-LABEL: prim.func @f(
# CHECK-SAME: %[[A:[^:]+]]: memref<8xi64>, %[[B:[^:]+]]: memref<2xf32>) {
# CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
# CHECK-NEXT: %[[V:.*]] = arith.constant 1026 : i64
# CHECK-NEXT: memref.store %[[V]], %[[A]][%[[C0]]] : memref<8xi64>
# CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : index
# CHECK-NEXT: %[[V2:.*]] = arith.constant 2 : i64
# CHECK-NEXT: memref.store %[[V2]], %[[A]][%[[C1]]] : memref<8xi64>
# CHECK-NEXT: %[[C0_0:.*]] = arith.constant 0 : index
# CHECK-NEXT: %[[X:.*]] = arith.constant 1.500000e+02 : f32
# CHECK-NEXT: %[[Y:.*]] = arith.constant 5.000000e-01 : f32
# CHECK-NEXT: %[[XY:.*]] = arith.addf %[[X]], %[[Y]] fastmath<contract> : f32
# CHECK-NEXT: %[[Z:.*]] = arith.constant 2.000000e+00 : f32
# CHECK-NEXT: %[[XYZ:.*]] = arith.addf %[[XY]], %[[Z]] fastmath<contract> : f32
# CHECK-NEXT: memref.store %[[XYZ]], %[[B]][%[[C0_0]]] : memref<2xf32>
# CHECK-NEXT: %[[C1_1:.*]] = arith.constant 1 : index
# CHECK-NEXT: %[[W:.*]] = arith.constant 1.000000e-03 : f32
# CHECK-NEXT: memref.store %[[W]], %[[B]][%[[C1_1]]] : memref<2xf32>
# CHECK:      scf.if
# CHECK:      prim.assert %{{.*}}, "single and double quoted,\09escaped!"
# CHECK:      prim.assert %{{.*}}, "raw \\ttriple"
# CHECK-NEXT: prim.return

# -----

# The lexer's and parser's errors, each at its .py line and column.

@T.prim_func
def f(A: T.Buffer((4,), "float32")):
    # expected-error @+1 {{unterminated string}}
    assert A[0] > 0, "oops

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32")):
        A[0] = 1.0
    # expected-error @+1 {{unindent does not match any outer indentation level}}
      A[1] = 2.0

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32")):
    # expected-error @+1 {{unexpected character '$'}}
    A[0] = $

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32")):
    # expected-error @+1 {{'*' arguments are not supported: TVM's parser expands them in Python; write the arguments out}}
    T.evaluate(T.max(*A.shape))

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32")):
    # expected-error @+1 {{'lambda' is not part of TVMScript}}
    A[0] = lambda x: x

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32")):
    # expected-error @+1 {{chained assignment ('a = b = c') is not supported}}
    a = b = 1

# -----

@T.prim_func
# expected-error @+1 {{expected ':' to begin the block, found end of line}}
def f(A: T.Buffer((4,), "float32"))
    A[0] = 1.0

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32")):
    # expected-error @+1 {{'f' strings (bytes and f-strings) are not part of TVMScript}}
    assert A[0] > 0, f"bad {A}"

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32")):
    # expected-error @+1 {{leading zeros in a decimal integer are not allowed}}
    A[007] = 1.0

# -----

@T.prim_func
def f(A: T.Buffer((4,), "int64")):
    # expected-error @+1 {{integer literal 99999999999999999999 does not fit in 64 bits}}
    A[0] = 99999999999999999999

# -----

@T.prim_func
def f(A: T.Buffer((4,), "int32")):
    # expected-error @+1 {{the code is nested too deeply (more than 100 levels)}}
    A[0] = (((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((1)))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))

# -----

@T.prim_func
def f(A: T.Buffer((4,), "int32")):
    # expected-error @+2 {{unexpected indentation}}
    A[0] = 1
        A[1] = 2

# -----

@T.prim_func
def f(A: T.Buffer((4,), "int32")):
    # expected-error @+1 {{'try' statements are not part of TVMScript}}
    try:
        A[0] = 1

# -----

@T.prim_func
def f(A: T.Buffer((4,), "int32")):
    # expected-error @+2 {{expected an indented block, found 'A'}}
    for i in range(4):
    A[i] = 1

# -----

@T.prim_func
def f(A: T.Buffer((4,), "int32")):
    # expected-error @+1 {{unmatched ')'}}
    A[0] = 1)

# -----

@T.prim_func
def f(A: T.Buffer((4,), "int32")):
    # expected-error @+1 {{positional argument follows keyword argument}}
    A[0] = T.max(a=1, 2)

# -----

@T.prim_func
def f(A: T.Buffer((4,), "int32")):
    # expected-error @+3 {{unexpected end of file inside brackets}}
    A[0] = (1 +

# -----

@T.prim_func
def f(A: T.Buffer((4,), "int32")):
    # expected-error @+1 {{the expression is nested too deeply (more than 200 levels)}}
    A[0] = 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1

# -----

@T.prim_func
def f(A: T.Buffer((4,), "float32")):
    # expected-error @+1 {{the code is nested too deeply (more than 100 levels)}}
    A[0] = 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2 ** 2

# -----

@T.prim_func
def f(A: T.Buffer((4,), "int32")):
    # expected-error @+192 {{the code is nested too deeply (more than 100 levels)}}
    if A[0] == 0:
        A[0] = 1
    elif A[0] == 1:
        A[0] = 1
    elif A[0] == 2:
        A[0] = 1
    elif A[0] == 3:
        A[0] = 1
    elif A[0] == 4:
        A[0] = 1
    elif A[0] == 5:
        A[0] = 1
    elif A[0] == 6:
        A[0] = 1
    elif A[0] == 7:
        A[0] = 1
    elif A[0] == 8:
        A[0] = 1
    elif A[0] == 9:
        A[0] = 1
    elif A[0] == 10:
        A[0] = 1
    elif A[0] == 11:
        A[0] = 1
    elif A[0] == 12:
        A[0] = 1
    elif A[0] == 13:
        A[0] = 1
    elif A[0] == 14:
        A[0] = 1
    elif A[0] == 15:
        A[0] = 1
    elif A[0] == 16:
        A[0] = 1
    elif A[0] == 17:
        A[0] = 1
    elif A[0] == 18:
        A[0] = 1
    elif A[0] == 19:
        A[0] = 1
    elif A[0] == 20:
        A[0] = 1
    elif A[0] == 21:
        A[0] = 1
    elif A[0] == 22:
        A[0] = 1
    elif A[0] == 23:
        A[0] = 1
    elif A[0] == 24:
        A[0] = 1
    elif A[0] == 25:
        A[0] = 1
    elif A[0] == 26:
        A[0] = 1
    elif A[0] == 27:
        A[0] = 1
    elif A[0] == 28:
        A[0] = 1
    elif A[0] == 29:
        A[0] = 1
    elif A[0] == 30:
        A[0] = 1
    elif A[0] == 31:
        A[0] = 1
    elif A[0] == 32:
        A[0] = 1
    elif A[0] == 33:
        A[0] = 1
    elif A[0] == 34:
        A[0] = 1
    elif A[0] == 35:
        A[0] = 1
    elif A[0] == 36:
        A[0] = 1
    elif A[0] == 37:
        A[0] = 1
    elif A[0] == 38:
        A[0] = 1
    elif A[0] == 39:
        A[0] = 1
    elif A[0] == 40:
        A[0] = 1
    elif A[0] == 41:
        A[0] = 1
    elif A[0] == 42:
        A[0] = 1
    elif A[0] == 43:
        A[0] = 1
    elif A[0] == 44:
        A[0] = 1
    elif A[0] == 45:
        A[0] = 1
    elif A[0] == 46:
        A[0] = 1
    elif A[0] == 47:
        A[0] = 1
    elif A[0] == 48:
        A[0] = 1
    elif A[0] == 49:
        A[0] = 1
    elif A[0] == 50:
        A[0] = 1
    elif A[0] == 51:
        A[0] = 1
    elif A[0] == 52:
        A[0] = 1
    elif A[0] == 53:
        A[0] = 1
    elif A[0] == 54:
        A[0] = 1
    elif A[0] == 55:
        A[0] = 1
    elif A[0] == 56:
        A[0] = 1
    elif A[0] == 57:
        A[0] = 1
    elif A[0] == 58:
        A[0] = 1
    elif A[0] == 59:
        A[0] = 1
    elif A[0] == 60:
        A[0] = 1
    elif A[0] == 61:
        A[0] = 1
    elif A[0] == 62:
        A[0] = 1
    elif A[0] == 63:
        A[0] = 1
    elif A[0] == 64:
        A[0] = 1
    elif A[0] == 65:
        A[0] = 1
    elif A[0] == 66:
        A[0] = 1
    elif A[0] == 67:
        A[0] = 1
    elif A[0] == 68:
        A[0] = 1
    elif A[0] == 69:
        A[0] = 1
    elif A[0] == 70:
        A[0] = 1
    elif A[0] == 71:
        A[0] = 1
    elif A[0] == 72:
        A[0] = 1
    elif A[0] == 73:
        A[0] = 1
    elif A[0] == 74:
        A[0] = 1
    elif A[0] == 75:
        A[0] = 1
    elif A[0] == 76:
        A[0] = 1
    elif A[0] == 77:
        A[0] = 1
    elif A[0] == 78:
        A[0] = 1
    elif A[0] == 79:
        A[0] = 1
    elif A[0] == 80:
        A[0] = 1
    elif A[0] == 81:
        A[0] = 1
    elif A[0] == 82:
        A[0] = 1
    elif A[0] == 83:
        A[0] = 1
    elif A[0] == 84:
        A[0] = 1
    elif A[0] == 85:
        A[0] = 1
    elif A[0] == 86:
        A[0] = 1
    elif A[0] == 87:
        A[0] = 1
    elif A[0] == 88:
        A[0] = 1
    elif A[0] == 89:
        A[0] = 1
    elif A[0] == 90:
        A[0] = 1
    elif A[0] == 91:
        A[0] = 1
    elif A[0] == 92:
        A[0] = 1
    elif A[0] == 93:
        A[0] = 1
    elif A[0] == 94:
        A[0] = 1
    elif A[0] == 95:
        A[0] = 1
    elif A[0] == 96:
        A[0] = 1
    elif A[0] == 97:
        A[0] = 1
    elif A[0] == 98:
        A[0] = 1
    elif A[0] == 99:
        A[0] = 1
    elif A[0] == 100:
        A[0] = 1
    elif A[0] == 101:
        A[0] = 1
    elif A[0] == 102:
        A[0] = 1
    elif A[0] == 103:
        A[0] = 1
    elif A[0] == 104:
        A[0] = 1
    elif A[0] == 105:
        A[0] = 1
    elif A[0] == 106:
        A[0] = 1
    elif A[0] == 107:
        A[0] = 1
    elif A[0] == 108:
        A[0] = 1
    elif A[0] == 109:
        A[0] = 1
    elif A[0] == 110:
        A[0] = 1
    elif A[0] == 111:
        A[0] = 1
    elif A[0] == 112:
        A[0] = 1
    elif A[0] == 113:
        A[0] = 1
    elif A[0] == 114:
        A[0] = 1
    elif A[0] == 115:
        A[0] = 1
    elif A[0] == 116:
        A[0] = 1
    elif A[0] == 117:
        A[0] = 1
    elif A[0] == 118:
        A[0] = 1
    elif A[0] == 119:
        A[0] = 1
    elif A[0] == 120:
        A[0] = 1
    elif A[0] == 121:
        A[0] = 1
    elif A[0] == 122:
        A[0] = 1
    elif A[0] == 123:
        A[0] = 1
    elif A[0] == 124:
        A[0] = 1
    elif A[0] == 125:
        A[0] = 1
    elif A[0] == 126:
        A[0] = 1
    elif A[0] == 127:
        A[0] = 1
    elif A[0] == 128:
        A[0] = 1
    elif A[0] == 129:
        A[0] = 1
