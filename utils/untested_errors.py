#!/usr/bin/env python3
"""Lists every error message of the TVMScript importer that no test checks.

    utils/untested_errors.py [--lib DIR] [--tests DIR] [--verbose]

docs/TVMScript.md promises an exact-message test for every form the importer
refuses. This script reads every C++ source under --lib (default
lib/Target/TVMScript: *.cpp, *.h, *.def, *.inc) and takes out each message
text:

- a diagnostic call is a call of one of DIAGNOSTIC_CALLS (error, fail,
  emitError, makeError, ...: a name, or the last part of a qualified name or
  member access, followed by "(");
- its message is made of the string literals among the call's arguments:
  adjacent literals ("a " "b") are one piece; literals joined by anything
  else ("'" + name + "' takes ") are separate pieces, each checked on its
  own; literals inside another call among the arguments (a helper's
  arguments, say) are not part of the message, except inside a nested
  diagnostic call or a string conversion (std::string, Twine, StringRef);
- in a message table (*Messages.def, *Messages.inc: rows of messages),
  every string literal that holds a space is a message, wherever it stands;
  other tables (Builtins.def's keyword lists, Flavor.def's descriptions)
  hold no messages and are read like code.

Pieces without a word of three letters ("'", ", ") say nothing and are left
out. A piece is tested when some line of a file under --tests (default test/)
that checks output or diagnostics (a line holding "CHECK" or "expected-")
contains it, escapes undone (\\" is ", \\n a newline, ...).

A piece that no input can reach is listed, with the reason, in
utils/untested_errors_known.tsv (--known): it passes untested, and a listed
piece that a test holds, or that the sources no longer give, fails.

Prints each untested piece as "FAIL FILE:LINE: PIECE", then "N passed, M
failed" (N tested or listed pieces); exits 1 on a failure. --verbose prints
the passing ones too. utils/check.sh runs it.
"""
import argparse
import csv
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# The functions whose string arguments are a diagnostic's text.
DIAGNOSTIC_CALLS = {"error", "fail", "emitError", "emitWarning", "emitRemark",
                    "makeError", "report", "emitOpError", "refuse", "diagnose"}
# Calls whose string arguments stay part of the message they sit in.
STRING_CONVERSIONS = {"string", "Twine", "StringRef", "str"}
SOURCE_SUFFIXES = (".cpp", ".h", ".def", ".inc")
TABLE_SUFFIXES = ("Messages.def", "Messages.inc")
CHECK_LINE = re.compile(r"CHECK|expected-")
WORD = re.compile(r"[A-Za-z]{3}")

TOKEN = re.compile(r"""
    (?P<comment>//[^\n]*|/\*.*?\*/)
  | (?P<raw>(?:u8|u|U|L)?R"(?P<delim>[^()\\\s]{0,16})\((?P<rawbody>.*?)\)(?P=delim)")
  | (?P<string>(?:u8|u|U|L)?"(?P<body>(?:[^"\\\n]|\\.)*)")
  | (?P<char>'(?:[^'\\\n]|\\.)*')
  | (?P<name>[A-Za-z_]\w*)
  | (?P<space>\s+)
  | (?P<punct>.)
""", re.VERBOSE | re.DOTALL)

ESCAPES = {"n": "\n", "t": "\t", "\\": "\\", "'": "'", '"': '"', "?": "?",
           "0": "\0", "a": "\a", "b": "\b", "f": "\f", "r": "\r", "v": "\v"}


def unescape(body):
    return re.sub(r"\\(x[0-9A-Fa-f]+|.)",
                  lambda m: chr(int(m.group(1)[1:], 16)) if m.group(1)[0] == "x"
                  else ESCAPES.get(m.group(1), m.group(1)), body)


def tokens(text):
    """(kind, value, line) for every token but spaces and comments; a
    string's value is its text, escapes undone."""
    line = 1
    for match in TOKEN.finditer(text):
        kind = match.lastgroup
        if kind in ("raw", "string"):
            value = match.group("rawbody") if kind == "raw" else unescape(match.group("body"))
            yield "string", value, line
        elif kind in ("name", "punct", "char"):
            yield kind, match.group(kind), line
        line += match.group(0).count("\n")


def call_pieces(toks, start):
    """The message pieces among the arguments of the call whose "(" is
    toks[start], and the index after its ")"."""
    pieces, depth, i = [], 0, start
    # The nesting of parentheses: True where they are the message's own (the
    # call's, a grouping, a diagnostic call, a string conversion).
    counted = []
    run = None
    while i < len(toks):
        kind, value, line = toks[i]
        if kind == "string" and all(counted):
            if run is None:
                run = [value, line]
            else:
                run[0] += value
            i += 1
            continue
        if run is not None:
            pieces.append(tuple(run))
            run = None
        if value == "(" and kind == "punct":
            callee = toks[i - 1] if i > start else None
            own = (i == start or callee is None or callee[0] != "name" or
                   callee[1] in DIAGNOSTIC_CALLS or callee[1] in STRING_CONVERSIONS)
            counted.append(own)
        elif value == ")" and kind == "punct":
            counted.pop()
            if not counted:
                return pieces, i + 1
        i += 1
    if run is not None:
        pieces.append(tuple(run))
    return pieces, i


def messages(path):
    """(line, piece) for every message piece in the source at `path`."""
    with open(path, encoding="utf-8", errors="replace") as f:
        toks = list(tokens(f.read()))
    found = []
    if path.endswith(TABLE_SUFFIXES):
        found += [(line, value) for kind, value, line in toks
                  if kind == "string" and " " in value]
    i = 0
    while i < len(toks):
        kind, value, line = toks[i]
        if (kind == "name" and value in DIAGNOSTIC_CALLS and i + 1 < len(toks)
                and toks[i + 1][1] == "(" and not path.endswith(TABLE_SUFFIXES)):
            # A declaration or definition (`bool fail(SMLoc at, ...)`) has
            # no string among its parameters: it yields nothing.
            pieces, after = call_pieces(toks, i + 1)
            found += [(l, p) for p, l in pieces]
            i += 1
            continue
        i += 1
    return [(line, piece) for line, piece in found if WORD.search(piece)]


def checked_lines(tests):
    lines = []
    for directory, _, names in os.walk(tests):
        for name in names:
            try:
                with open(os.path.join(directory, name), encoding="utf-8") as f:
                    lines += [l for l in f if CHECK_LINE.search(l)]
            except (UnicodeDecodeError, OSError):
                continue  # not a text file
    return lines


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--lib", default=os.path.join(ROOT, "lib", "Target", "TVMScript"))
    parser.add_argument("--tests", default=os.path.join(ROOT, "test"))
    parser.add_argument("--known", default=os.path.join(ROOT, "utils",
                                                        "untested_errors_known.tsv"))
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args()
    with open(args.known, newline="") as f:
        known = {row[0]: row[1] for row in csv.reader(
            (line for line in f if not line.startswith("#")), delimiter="\t") if row}

    lines = checked_lines(args.tests)
    # Each piece once, at its first place.
    places = {}
    for directory, _, names in sorted(os.walk(args.lib)):
        for name in sorted(names):
            if not name.endswith(SOURCE_SUFFIXES):
                continue
            path = os.path.join(directory, name)
            for line, piece in messages(path):
                places.setdefault(piece, (os.path.relpath(path, ROOT), line))
    passed = failed = 0
    for piece, (path, line) in sorted(places.items(), key=lambda item: item[1]):
        place = f"{path}:{line}"
        # A check line holds a message on one line.
        tested = all(any(part in l for l in lines) for part in piece.split("\n"))
        if tested and piece in known:
            failed += 1
            print(f"FAIL {place}: a test checks '{piece}'; remove it from "
                  f"{os.path.relpath(args.known, ROOT)}")
        elif tested or piece in known:
            passed += 1
            if args.verbose:
                print(f"ok {place}: {piece}" + (f" (unreachable: {known[piece]})"
                                                if piece in known else ""))
        else:
            failed += 1
            print(f"FAIL {place}: no test checks '{piece}'")
    for piece in sorted(set(known) - set(places)):
        failed += 1
        print(f"FAIL the sources no longer give '{piece}'; remove it from "
              f"{os.path.relpath(args.known, ROOT)}")
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
