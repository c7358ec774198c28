"""Prints the NUL-terminated string at symbol SYMBOL of shared library LIBRARY.

    read_symbol.py LIBRARY SYMBOL
"""
import ctypes
import sys

library = ctypes.CDLL(sys.argv[1])
address = ctypes.addressof(ctypes.c_char.in_dll(library, sys.argv[2]))
print(ctypes.string_at(address).decode())
