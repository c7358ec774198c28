// prim-lsp-server over stdio, framed as an editor frames LSP: initialize,
// open Inputs/module.mlir (as file:///test.mlir), go to the definition of a
// prim.call_tir's callee, shut down.
// RUN: %lsp_client prim-lsp-server %S/Inputs/module.mlir 2>/dev/null | FileCheck %s

// CHECK: {"id": 1, "jsonrpc": "2.0", "result": {"capabilities": {{{.*}}"definitionProvider": true,{{.*}}"textDocumentSync": {"change": 1, "openClose": true, "save": true}}, "serverInfo": {"name": "mlir-lsp-server"

// The verifier error in the second split, with its range (0-based lines).
// CHECK-NEXT: {"jsonrpc": "2.0", "method": "textDocument/publishDiagnostics", "params": {"diagnostics": [{"category": "Parse Error", "message": "'prim.return' op has 1 operands, but the enclosing function @wrong returns 0", "range": {"end": {"character": 13, "line": 15}, "start": {"character": 2, "line": 15}}, {{.*}}"severity": 1, "source": "mlir"}], "uri": "file:///test.mlir", "version": 1}}

// @callee in the call_tir on line 5 leads to @callee's prim.func on line 0.
// CHECK-NEXT: {"id": 2, "jsonrpc": "2.0", "result": [{"range": {"end": {"character": 9, "line": 0}, "start": {"character": 0, "line": 0}}, "uri": "file:///test.mlir"}]}

// CHECK-NEXT: {"id": 100, "jsonrpc": "2.0", "result": null}
// CHECK-NEXT: exit status: 0
