// REQUIRES: tvm-legacy-runtime
// System libraries register their functions, main and context when they
// load; runtime.SystemLib(prefix) finds them. Two libraries that both define mul_add
// keep apart with --system-lib-prefix, as TVM's system-lib-prefix does (before
// there was no prefix, and the second overrode the first). A system library
// calls the registrar directly, so the host links the runtime.
// RUN: prim-compile %S/Inputs/main.mlir --emit=shared --abi=tvm-legacy --system-lib -o %t.plain.so
// RUN: prim-compile %S/Inputs/main.mlir --emit=shared --abi=tvm-legacy --system-lib-prefix=first_ -o %t.first.so
// RUN: prim-compile %S/Inputs/main_other.mlir --emit=shared --abi=tvm-legacy --system-lib-prefix=second_ -o %t.second.so
// RUN: %legacy_host_linked %S/Inputs/legacy.c -o %t.linked
// RUN: %t.linked syslib %t.plain.so "" | FileCheck %s --check-prefix=PLAIN --match-full-lines
// RUN: %t.linked syslib %t.first.so first_ %t.second.so second_ | FileCheck %s --check-prefix=PREFIXED --match-full-lines
// The prefixed symbols are the libraries' own, so they could share one program.
// RUN: nm -D --defined-only %t.first.so | FileCheck %s --check-prefix=SYMBOLS

// PLAIN: runtime.SystemLib("") mul_add(6, 7, 1): Int 43
// PLAIN-NEXT: runtime.SystemLib("") __tvm_main__(6, 7, 1): Int 43
// PLAIN-NEXT: tvm-v0.20 (linked host): 0 checks, 0 failed

// PREFIXED: runtime.SystemLib("first_") mul_add(6, 7, 1): Int 43
// PREFIXED-NEXT: runtime.SystemLib("first_") __tvm_main__(6, 7, 1): Int 43
// PREFIXED-NEXT: runtime.SystemLib("second_") mul_add(6, 7, 1): Int 41
// PREFIXED-NEXT: runtime.SystemLib("second_") __tvm_main__(6, 7, 1): Int 41
// PREFIXED-NEXT: tvm-v0.20 (linked host): 0 checks, 0 failed

// SYMBOLS: V first___tvm_main__
// SYMBOLS-NEXT: T first_mul_add
