"""Checks that a binary lays out the functions of its order file first, in
the file's order: prints how many it checked, or what is out of place and
exits 1. The functions of .text are read as utils/gen_order_file.py reads
them.

usage: check_order.py SOURCE_ROOT LLVM_NM BINARY COUNT"""

import importlib.util
import os
import shutil
import sys

root, binary, count = sys.argv[1], sys.argv[3], int(sys.argv[4])
# gen_order_file.py finds llvm-readelf beside it.
nm = shutil.which(sys.argv[2]) or sys.argv[2]
spec = importlib.util.spec_from_file_location(
    "gen_order_file", os.path.join(root, "utils", "gen_order_file.py"))
gen_order_file = importlib.util.module_from_spec(spec)
spec.loader.exec_module(gen_order_file)

symbols = gen_order_file.text_symbols(binary, nm)
first = symbols[0][0]
text = {}
for address, _, name in symbols:
    text.setdefault(name, address)
with open(gen_order_file.ORDER_FILE) as f:
    names = [name for name in f.read().split() if name in text][:count]
if len(names) < count:
    sys.exit("only %d of the order file's functions are in %s"
             % (len(names), binary))
addresses = [text[name] for name in names]
for before, after, name in zip(addresses, addresses[1:], names[1:]):
    if after <= before:
        sys.exit("%s is at %#x, before the function listed ahead of it (%#x)"
                 % (name, after, before))
# They come first: all of them within the first pages of the code.
span = addresses[-1] - first
if span > 4 * 1024 * 1024:
    sys.exit("the first %d functions of the order file span %d bytes from "
             "the start of the code" % (count, span))
print("order: the first %d functions listed come first, in order" % count)
