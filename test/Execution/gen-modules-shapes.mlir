// The compile-time benchmark's other shapes compute the same on both sides:
// each function f0 .. f5, called on freshly filled buffers (f5 first calls
// f4, its chain's head), leaves every buffer the same, bit for bit,
// compiled by prim-compile from prim_6.mlir and by the C compiler from the
// TVM-style c_6.c; both refuse a wrong dim and leave the buffers as they
// were (utils/gen_modules.py --driver).

// RUN: rm -rf %t && mkdir -p %t

// RUN: python3 %prim_src_root/utils/gen_modules.py --count 6 --chain 4 --shape bcast --driver --out-dir %t/bcast
// RUN: prim-compile %t/bcast/prim_6.mlir --emit=obj --abi=tvm-legacy -O2 -o %t/bcast/prim.o
// RUN: %cc -c %t/bcast/c_6.c -o %t/bcast/c.o
// RUN: %cc %t/bcast/driver_6.c %t/bcast/prim.o -o %t/bcast/run_prim
// RUN: %cc %t/bcast/driver_6.c %t/bcast/c.o -o %t/bcast/run_c
// RUN: %t/bcast/run_prim > %t/bcast/prim.txt
// RUN: %t/bcast/run_c > %t/bcast/c.txt
// RUN: FileCheck %s --input-file=%t/bcast/prim.txt --check-prefixes=BCAST,BCAST-PRIM
// RUN: FileCheck %s --input-file=%t/bcast/c.txt --check-prefixes=BCAST,BCAST-C
// RUN: grep -v '^error' %t/bcast/prim.txt > %t/bcast/prim-values.txt
// RUN: grep -v '^error' %t/bcast/c.txt > %t/bcast/c-values.txt
// RUN: diff %t/bcast/prim-values.txt %t/bcast/c-values.txt

// BCAST: f0 status 0
// BCAST-NEXT: A[0] = 0x0p+0
// BCAST:      C[0] = 0x1p-1
// BCAST-NEXT: C[1] = 0x1.cp+1
// BCAST:      f5 status 0
// BCAST:      C[0] = 0x1.2p+0
// BCAST-NEXT: C[1] = 0x1.8p+2
// BCAST-PRIM: error: ValueError: f5: argument #0: expected shape[1] == 64, found 63
// BCAST-C:    error: Argument f5.A.shape[1] has an unsatisfied constraint: 64 == T.Cast("int32", f5_A_shape[1])
// BCAST-NEXT: status -1
// BCAST-NEXT: buffers unchanged

// RUN: python3 %prim_src_root/utils/gen_modules.py --count 6 --chain 4 --shape transpose --driver --out-dir %t/transpose
// RUN: prim-compile %t/transpose/prim_6.mlir --emit=obj --abi=tvm-legacy -O2 -o %t/transpose/prim.o
// RUN: %cc -c %t/transpose/c_6.c -o %t/transpose/c.o
// RUN: %cc %t/transpose/driver_6.c %t/transpose/prim.o -o %t/transpose/run_prim
// RUN: %cc %t/transpose/driver_6.c %t/transpose/c.o -o %t/transpose/run_c
// RUN: %t/transpose/run_prim > %t/transpose/prim.txt
// RUN: %t/transpose/run_c > %t/transpose/c.txt
// RUN: FileCheck %s --input-file=%t/transpose/prim.txt --check-prefixes=TRANSPOSE,TRANSPOSE-PRIM
// RUN: FileCheck %s --input-file=%t/transpose/c.txt --check-prefixes=TRANSPOSE,TRANSPOSE-C
// RUN: grep -v '^error' %t/transpose/prim.txt > %t/transpose/prim-values.txt
// RUN: grep -v '^error' %t/transpose/c.txt > %t/transpose/c-values.txt
// RUN: diff %t/transpose/prim-values.txt %t/transpose/c-values.txt

// TRANSPOSE: f0 status 0
// TRANSPOSE-NEXT: A[0] = -5
// TRANSPOSE:      B[0] = 0
// TRANSPOSE-NEXT: B[1] = 2
// TRANSPOSE:      f5 status 0
// TRANSPOSE:      B[0] = 0
// TRANSPOSE-NEXT: B[1] = 7
// TRANSPOSE-PRIM: error: ValueError: f5: argument #0: expected shape[1] == 24, found 23
// TRANSPOSE-C:    error: Argument f5.A.shape[1] has an unsatisfied constraint: 24 == T.Cast("int32", f5_A_shape[1])
// TRANSPOSE-NEXT: status -1
// TRANSPOSE-NEXT: buffers unchanged

// RUN: python3 %prim_src_root/utils/gen_modules.py --count 6 --chain 4 --shape stencil --driver --out-dir %t/stencil
// RUN: prim-compile %t/stencil/prim_6.mlir --emit=obj --abi=tvm-legacy -O2 -o %t/stencil/prim.o
// RUN: %cc -c %t/stencil/c_6.c -o %t/stencil/c.o
// RUN: %cc %t/stencil/driver_6.c %t/stencil/prim.o -o %t/stencil/run_prim
// RUN: %cc %t/stencil/driver_6.c %t/stencil/c.o -o %t/stencil/run_c
// RUN: %t/stencil/run_prim > %t/stencil/prim.txt
// RUN: %t/stencil/run_c > %t/stencil/c.txt
// RUN: FileCheck %s --input-file=%t/stencil/prim.txt --check-prefixes=STENCIL,STENCIL-PRIM
// RUN: FileCheck %s --input-file=%t/stencil/c.txt --check-prefixes=STENCIL,STENCIL-C
// RUN: grep -v '^error' %t/stencil/prim.txt > %t/stencil/prim-values.txt
// RUN: grep -v '^error' %t/stencil/c.txt > %t/stencil/c-values.txt
// RUN: diff %t/stencil/prim-values.txt %t/stencil/c-values.txt

// STENCIL: f0 status 0
// STENCIL-NEXT: A[0] = 0x0p+0
// STENCIL:      B[0] = 0x1.2p+2
// STENCIL-NEXT: B[1] = 0x1.6p+2
// STENCIL:      f5 status 0
// STENCIL:      B[0] = 0x1.44p+3
// STENCIL-NEXT: B[1] = 0x1.8cp+3
// STENCIL-PRIM: error: ValueError: f5: argument #0: expected shape[0] == 130, found 129
// STENCIL-C:    error: Argument f5.A.shape[0] has an unsatisfied constraint: 130 == T.Cast("int32", f5_A_shape[0])
// STENCIL-NEXT: status -1
// STENCIL-NEXT: buffers unchanged

// RUN: python3 %prim_src_root/utils/gen_modules.py --count 6 --chain 4 --shape matmul --driver --out-dir %t/matmul
// RUN: prim-compile %t/matmul/prim_6.mlir --emit=obj --abi=tvm-legacy -O2 -o %t/matmul/prim.o
// RUN: %cc -c %t/matmul/c_6.c -o %t/matmul/c.o
// RUN: %cc %t/matmul/driver_6.c %t/matmul/prim.o -o %t/matmul/run_prim
// RUN: %cc %t/matmul/driver_6.c %t/matmul/c.o -o %t/matmul/run_c
// RUN: %t/matmul/run_prim > %t/matmul/prim.txt
// RUN: %t/matmul/run_c > %t/matmul/c.txt
// RUN: FileCheck %s --input-file=%t/matmul/prim.txt --check-prefixes=MATMUL,MATMUL-PRIM
// RUN: FileCheck %s --input-file=%t/matmul/c.txt --check-prefixes=MATMUL,MATMUL-C
// RUN: grep -v '^error' %t/matmul/prim.txt > %t/matmul/prim-values.txt
// RUN: grep -v '^error' %t/matmul/c.txt > %t/matmul/c-values.txt
// RUN: diff %t/matmul/prim-values.txt %t/matmul/c-values.txt

// MATMUL: f0 status 0
// MATMUL-NEXT: A[0] = 0x0p+0
// MATMUL:      C[0] = 0x1.62p+6
// MATMUL-NEXT: C[1] = 0x1.b6p+5
// MATMUL:      f5 status 0
// MATMUL:      C[0] = 0x1.8e4p+7
// MATMUL-NEXT: C[1] = 0x1.eccp+6
// MATMUL-PRIM: error: ValueError: f5: argument #0: expected shape[1] == 32, found 31
// MATMUL-C:    error: Argument f5.A.shape[1] has an unsatisfied constraint: 32 == T.Cast("int32", f5_A_shape[1])
// MATMUL-NEXT: status -1
// MATMUL-NEXT: buffers unchanged

// RUN: python3 %prim_src_root/utils/gen_modules.py --count 6 --chain 4 --shape muladd --driver --out-dir %t/muladd
// RUN: prim-compile %t/muladd/prim_6.mlir --emit=obj --abi=tvm-legacy -O2 -o %t/muladd/prim.o
// RUN: %cc -c %t/muladd/c_6.c -o %t/muladd/c.o
// RUN: %cc %t/muladd/driver_6.c %t/muladd/prim.o -o %t/muladd/run_prim
// RUN: %cc %t/muladd/driver_6.c %t/muladd/c.o -o %t/muladd/run_c
// RUN: %t/muladd/run_prim > %t/muladd/prim.txt
// RUN: %t/muladd/run_c > %t/muladd/c.txt
// RUN: FileCheck %s --input-file=%t/muladd/prim.txt --check-prefixes=MULADD,MULADD-PRIM
// RUN: FileCheck %s --input-file=%t/muladd/c.txt --check-prefixes=MULADD,MULADD-C
// RUN: grep -v '^error' %t/muladd/prim.txt > %t/muladd/prim-values.txt
// RUN: grep -v '^error' %t/muladd/c.txt > %t/muladd/c-values.txt
// RUN: diff %t/muladd/prim-values.txt %t/muladd/c-values.txt

// MULADD: f0 status 0
// MULADD-NEXT: A[0] = 0x0p+0
// MULADD:      D[0] = 0x1p+0
// MULADD-NEXT: D[1] = 0x1.6p+2
// MULADD:      f5 status 0
// MULADD:      D[0] = 0x1.2p+1
// MULADD-NEXT: D[1] = 0x1.14p+3
// MULADD-PRIM: error: ValueError: f5: argument #0: expected shape[0] == 256, found 255
// MULADD-C:    error: Argument f5.A.shape[0] has an unsatisfied constraint: 256 == T.Cast("int32", f5_A_shape[0])
// MULADD-NEXT: status -1
// MULADD-NEXT: buffers unchanged
