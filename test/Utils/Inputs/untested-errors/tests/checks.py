# expected-error @+1 {{the first message is tested}}
# CHECK: error: 'T.x' takes 2 arguments, found 3
# CHECK: a converted message
# CHECK-NEXT: a raw "string" message; T.bar is tested
# an untested message, written on two lines (not a check line)
