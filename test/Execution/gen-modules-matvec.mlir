// The two sides of the compile-time benchmark's matvec shape compute the
// same: the last function of a chain (which calls all the others) gives the
// same Y, bit for bit, compiled by prim-compile from prim_8.mlir and by the
// C compiler from the TVM-style c_8.c, and both refuse a wrong dim.
// RUN: rm -rf %t && mkdir -p %t
// RUN: python3 %prim_src_root/utils/gen_modules.py --count 8 --shape matvec --out-dir %t
// RUN: prim-compile %t/prim_8.mlir --emit=obj --abi=tvm-legacy -O2 -o %t/prim.o
// RUN: %cc -c %t/c_8.c -o %t/c.o
// RUN: %cc -DLAST=f7 %S/Inputs/matvec_chain.c %t/prim.o -o %t/run_prim
// RUN: %cc -DLAST=f7 %S/Inputs/matvec_chain.c %t/c.o -o %t/run_c
// RUN: %t/run_prim > %t/prim.txt
// RUN: %t/run_c > %t/c.txt
// RUN: FileCheck %s --input-file=%t/prim.txt --check-prefixes=CHECK,PRIM --match-full-lines
// RUN: FileCheck %s --input-file=%t/c.txt --check-prefixes=CHECK,C --match-full-lines
// RUN: grep '^y' %t/prim.txt > %t/prim-y.txt
// RUN: grep '^y' %t/c.txt > %t/c-y.txt
// RUN: diff %t/prim-y.txt %t/c-y.txt

// CHECK: status 0
// CHECK-NEXT: y[0] = 0x1.eaep+8
// CHECK-COUNT-15: y[{{[0-9]+}}] = 0x{{[0-9a-f.]+}}p{{[-+][0-9]+}}
// PRIM-NEXT: error: ValueError: f7: argument #0: expected shape[1] == 32, found 31
// C-NEXT: error: Argument f7.A.shape[1] has an unsatisfied constraint: 32 == T.Cast("int32", f7_A_shape[1])
// CHECK-NEXT: status -1
