// Runs a WASI command module under Node's WASI (preview 1):
//   node --experimental-wasi-unstable-preview1 run_wasi.mjs PROGRAM.wasm ARGS...
// The program gets PROGRAM.wasm and ARGS as its argv, this process's
// environment, and its stdin, stdout and stderr; its exit status becomes
// this process's. Node 20 needs no flag; Node 18 (Debian 12's) does.
import { readFile } from "node:fs/promises";
import process from "node:process";
import { WASI } from "node:wasi";

const [program, ...args] = process.argv.slice(2);
if (!program) {
  process.stderr.write("usage: run_wasi.mjs PROGRAM.wasm [ARGS...]\n");
  process.exit(2);
}
const wasi = new WASI({
  version: "preview1",
  args: [program, ...args],
  env: process.env,
  returnOnExit: true,
});
const module = await WebAssembly.compile(await readFile(program));
const instance = await WebAssembly.instantiate(module, {
  wasi_snapshot_preview1: wasi.wasiImport,
});
process.exitCode = wasi.start(instance);
