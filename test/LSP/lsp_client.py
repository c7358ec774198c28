"""Speaks LSP over stdio to a language server, as an editor does: each
message framed with its Content-Length header. Sends what the test names
and prints every message the server sends back (JSON, keys sorted), so that
FileCheck can read them.

    lsp_client.py SERVER FILE.mlir

Opens FILE.mlir as file:///test.mlir, then asks for the definition of
what sits at each `// DEFINITION-AT: LINE:CHARACTER` (0-based) in it.
"""

import json
import re
import subprocess
import sys


def send(server, message):
    body = json.dumps(message).encode()
    server.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
    server.stdin.flush()


def receive(server):
    headers = {}
    while True:
        line = server.stdout.readline()
        if not line:
            raise SystemExit("the server closed its output")
        line = line.decode().strip()
        if not line:
            break
        name, value = line.split(":", 1)
        headers[name.strip().lower()] = value.strip()
    return json.loads(server.stdout.read(int(headers["content-length"])))


def receive_until(server, predicate):
    while True:
        message = receive(server)
        print(json.dumps(message, sort_keys=True))
        if predicate(message):
            return message


def main():
    server_path, document = sys.argv[1], sys.argv[2]
    text = open(document).read()
    uri = "file:///test.mlir"
    server = subprocess.Popen([server_path], stdin=subprocess.PIPE, stdout=subprocess.PIPE)

    send(server, {"jsonrpc": "2.0", "id": 1, "method": "initialize",
                  "params": {"processId": None, "rootUri": None, "capabilities": {}}})
    receive_until(server, lambda m: m.get("id") == 1)
    send(server, {"jsonrpc": "2.0", "method": "initialized", "params": {}})

    send(server, {"jsonrpc": "2.0", "method": "textDocument/didOpen",
                  "params": {"textDocument": {"uri": uri, "languageId": "mlir",
                                              "version": 1, "text": text}}})
    receive_until(server, lambda m: m.get("method") == "textDocument/publishDiagnostics")

    for request, (line, character) in enumerate(
            re.findall(r"// DEFINITION-AT: (\d+):(\d+)", text), start=2):
        send(server, {"jsonrpc": "2.0", "id": request, "method": "textDocument/definition",
                      "params": {"textDocument": {"uri": uri},
                                 "position": {"line": int(line), "character": int(character)}}})
        receive_until(server, lambda m: m.get("id") == request)

    send(server, {"jsonrpc": "2.0", "id": 100, "method": "shutdown"})
    receive_until(server, lambda m: m.get("id") == 100)
    send(server, {"jsonrpc": "2.0", "method": "exit"})
    server.stdin.close()
    print("exit status:", server.wait())


if __name__ == "__main__":
    main()
