"""Checks that a binary lays out the functions of its order file first, in
the file's order: prints how many it checked, or what is out of place and
exits 1.

usage: check_order.py ORDER_FILE LLVM_NM BINARY [COUNT]"""

import subprocess
import sys

order_file, nm, binary = sys.argv[1:4]
count = int(sys.argv[4]) if len(sys.argv) > 4 else 200
sections = subprocess.run([nm.replace("llvm-nm", "llvm-readelf"), "-SW",
                           binary], capture_output=True, text=True,
                          check=True).stdout
for line in sections.splitlines():
    fields = line.replace("[ ", "[").split()
    if len(fields) > 5 and fields[1] == ".text":
        first, size = int(fields[3], 16), int(fields[5], 16)
listing = subprocess.run([nm, "--defined-only", "-n", binary],
                         capture_output=True, text=True, check=True).stdout
text = {}
for line in listing.splitlines():
    fields = line.split(maxsplit=2)
    if len(fields) == 3 and fields[1] in "tTwW":
        address = int(fields[0], 16)
        if first <= address < first + size:
            text.setdefault(fields[2], address)
with open(order_file) as f:
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
