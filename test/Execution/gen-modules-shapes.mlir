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
// RUN: FileCheck %s --input-file=%t/bcast/prim.txt --check-prefixes=BCAST,BCAST-PRIM --match-full-lines
// RUN: FileCheck %s --input-file=%t/bcast/c.txt --check-prefixes=BCAST,BCAST-C --match-full-lines
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
// RUN: FileCheck %s --input-file=%t/transpose/prim.txt --check-prefixes=TRANSPOSE,TRANSPOSE-PRIM --match-full-lines
// RUN: FileCheck %s --input-file=%t/transpose/c.txt --check-prefixes=TRANSPOSE,TRANSPOSE-C --match-full-lines
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
// RUN: FileCheck %s --input-file=%t/stencil/prim.txt --check-prefixes=STENCIL,STENCIL-PRIM --match-full-lines
// RUN: FileCheck %s --input-file=%t/stencil/c.txt --check-prefixes=STENCIL,STENCIL-C --match-full-lines
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
// RUN: FileCheck %s --input-file=%t/matmul/prim.txt --check-prefixes=MATMUL,MATMUL-PRIM --match-full-lines
// RUN: FileCheck %s --input-file=%t/matmul/c.txt --check-prefixes=MATMUL,MATMUL-C --match-full-lines
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
// RUN: FileCheck %s --input-file=%t/muladd/prim.txt --check-prefixes=MULADD,MULADD-PRIM --match-full-lines
// RUN: FileCheck %s --input-file=%t/muladd/c.txt --check-prefixes=MULADD,MULADD-C --match-full-lines
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

// RUN: python3 %prim_src_root/utils/gen_modules.py --count 6 --chain 4 --shape softmax --driver --out-dir %t/softmax
// RUN: prim-compile %t/softmax/prim_6.mlir --emit=obj --abi=tvm-legacy -O2 -o %t/softmax/prim.o
// RUN: %cc -c %t/softmax/c_6.c -o %t/softmax/c.o
// RUN: %cc %t/softmax/driver_6.c %t/softmax/prim.o -lm -o %t/softmax/run_prim
// RUN: %cc %t/softmax/driver_6.c %t/softmax/c.o -lm -o %t/softmax/run_c
// RUN: %t/softmax/run_prim > %t/softmax/prim.txt
// RUN: %t/softmax/run_c > %t/softmax/c.txt
// RUN: FileCheck %s --input-file=%t/softmax/prim.txt --check-prefixes=SOFTMAX,SOFTMAX-PRIM --match-full-lines
// RUN: FileCheck %s --input-file=%t/softmax/c.txt --check-prefixes=SOFTMAX,SOFTMAX-C --match-full-lines
// RUN: grep -v '^error' %t/softmax/prim.txt > %t/softmax/prim-values.txt
// RUN: grep -v '^error' %t/softmax/c.txt > %t/softmax/c-values.txt
// RUN: diff %t/softmax/prim-values.txt %t/softmax/c-values.txt

// SOFTMAX: f0 status 0
// SOFTMAX-NEXT: A[0] = 0x0p+0
// SOFTMAX:      B[0] = 0x1.258522p-9
// SOFTMAX-NEXT: B[1] = 0x1.48ddccp-7
// SOFTMAX:      f5 status 0
// SOFTMAX:      B[0] = 0x1.709fc6p-14
// SOFTMAX-NEXT: B[1] = 0x1.50a634p-9
// SOFTMAX-PRIM: error: ValueError: f5: argument #0: expected shape[1] == 64, found 63
// SOFTMAX-C:    error: Argument f5.A.shape[1] has an unsatisfied constraint: 64 == T.Cast("int32", f5_A_shape[1])
// SOFTMAX-NEXT: status -1
// SOFTMAX-NEXT: buffers unchanged

// RUN: python3 %prim_src_root/utils/gen_modules.py --count 6 --chain 4 --shape conv2d --driver --out-dir %t/conv2d
// RUN: prim-compile %t/conv2d/prim_6.mlir --emit=obj --abi=tvm-legacy -O2 -o %t/conv2d/prim.o
// RUN: %cc -c %t/conv2d/c_6.c -o %t/conv2d/c.o
// RUN: %cc %t/conv2d/driver_6.c %t/conv2d/prim.o -o %t/conv2d/run_prim
// RUN: %cc %t/conv2d/driver_6.c %t/conv2d/c.o -o %t/conv2d/run_c
// RUN: %t/conv2d/run_prim > %t/conv2d/prim.txt
// RUN: %t/conv2d/run_c > %t/conv2d/c.txt
// RUN: FileCheck %s --input-file=%t/conv2d/prim.txt --check-prefixes=CONV2D,CONV2D-PRIM --match-full-lines
// RUN: FileCheck %s --input-file=%t/conv2d/c.txt --check-prefixes=CONV2D,CONV2D-C --match-full-lines
// RUN: grep -v '^error' %t/conv2d/prim.txt > %t/conv2d/prim-values.txt
// RUN: grep -v '^error' %t/conv2d/c.txt > %t/conv2d/c-values.txt
// RUN: diff %t/conv2d/prim-values.txt %t/conv2d/c-values.txt

// CONV2D: f0 status 0
// CONV2D-NEXT: I[0] = 0x0p+0
// CONV2D:      O[0] = 0x1.5ep+6
// CONV2D-NEXT: O[1] = 0x1.1bp+6
// CONV2D:      f5 status 0
// CONV2D:      O[0] = 0x1.89cp+7
// CONV2D-NEXT: O[1] = 0x1.3e6p+7
// CONV2D-PRIM: error: ValueError: f5: argument #0: expected shape[2] == 10, found 9
// CONV2D-C:    error: Argument f5.I.shape[2] has an unsatisfied constraint: 10 == T.Cast("int32", f5_I_shape[2])
// CONV2D-NEXT: status -1
// CONV2D-NEXT: buffers unchanged

// RUN: python3 %prim_src_root/utils/gen_modules.py --count 6 --chain 4 --shape dynamic --driver --out-dir %t/dynamic
// RUN: prim-compile %t/dynamic/prim_6.mlir --emit=obj --abi=tvm-legacy -O2 -o %t/dynamic/prim.o
// RUN: %cc -c %t/dynamic/c_6.c -o %t/dynamic/c.o
// RUN: %cc %t/dynamic/driver_6.c %t/dynamic/prim.o -o %t/dynamic/run_prim
// RUN: %cc %t/dynamic/driver_6.c %t/dynamic/c.o -o %t/dynamic/run_c
// RUN: %t/dynamic/run_prim > %t/dynamic/prim.txt
// RUN: %t/dynamic/run_c > %t/dynamic/c.txt
// RUN: FileCheck %s --input-file=%t/dynamic/prim.txt --check-prefixes=DYNAMIC,DYNAMIC-PRIM --match-full-lines
// RUN: FileCheck %s --input-file=%t/dynamic/c.txt --check-prefixes=DYNAMIC,DYNAMIC-C --match-full-lines
// RUN: grep -v '^error' %t/dynamic/prim.txt > %t/dynamic/prim-values.txt
// RUN: grep -v '^error' %t/dynamic/c.txt > %t/dynamic/c-values.txt
// RUN: diff %t/dynamic/prim-values.txt %t/dynamic/c-values.txt

// DYNAMIC: f0 status 0
// DYNAMIC-NEXT: A[0] = 0x0p+0
// DYNAMIC:      B[0] = 0x1p+0
// DYNAMIC-NEXT: B[1] = 0x1.4p+1
// DYNAMIC:      f5 status 0
// DYNAMIC:      B[0] = 0x1p+0
// DYNAMIC-NEXT: B[1] = 0x1.18p+2
// DYNAMIC-PRIM: error: ValueError: f5: B.shape[0] must equal n, A.shape[0]
// DYNAMIC-C:    error: Argument f5.B.shape[0] has an unsatisfied constraint: n == T.Cast("int32", f5_B_shape[0])
// DYNAMIC-NEXT: status -1
// DYNAMIC-NEXT: buffers unchanged
