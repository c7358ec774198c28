# RUN: prim-translate --import-tvmscript %s --split-input-file="# ""-----" --verify-diagnostics

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
    # expected-error @+2 {{unexpected end of file inside brackets}}
    A[0] = (1 +
