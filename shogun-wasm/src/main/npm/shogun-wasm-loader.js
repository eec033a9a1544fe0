// Instantiates shogun.wasm, the SDK compiled by TeaVM to WebAssembly GC, with the imports it asks
// for. It replaces TeaVM's generated loader, which builds functions from source text at run time:
// this one compiles no code, so a page whose Content-Security-Policy lacks 'unsafe-eval' (and has
// 'wasm-unsafe-eval') can run it. How it reads the module depends on the module's URL alone (only
// a file: URL is read from disk), never on a guess whether it runs in Node.

import { shogunWasmImports } from './shogun-wasm-imports.js';

const JS_STRING = ['js-string'];

// A module importing wasm:js-string's fromCharCode as the builtin's own type, (i32) -> (ref extern):
// it instantiates with no imports only where the engine supplies the JavaScript string builtins.
const STRING_BUILTINS_PROBE = new Uint8Array([
  0, 97, 115, 109, 1, 0, 0, 0,
  1, 7, 1, 0x60, 1, 0x7f, 1, 0x64, 0x6f,
  2, 31, 1, 14, ...'wasm:js-string'.split('').map((c) => c.charCodeAt(0)),
  12, ...'fromCharCode'.split('').map((c) => c.charCodeAt(0)), 0, 0,
]);

let stringBuiltins = null;

/** Whether the engine supplies the JavaScript string builtins to WebAssembly (decided once). */
function hasStringBuiltins() {
  if (stringBuiltins === null) {
    try {
      new WebAssembly.Instance(new WebAssembly.Module(STRING_BUILTINS_PROBE, { builtins: JS_STRING }), {});
      stringBuiltins = true;
    } catch (e) {
      stringBuiltins = false;
    }
  }
  return stringBuiltins;
}

/**
 * The package's folder on Vite's development server when this module runs pre-bundled from Vite's
 * cache (node_modules/.vite/deps), where the package's other files are not; otherwise null. This
 * module is bundled there with shogun.js and shogun-engine.js, so its address tells for them.
 */
export function viteDevFolder() {
  // esbuild's default format (iife) empties import.meta: no address, and no Vite cache either.
  if (typeof import.meta.url !== 'string') {
    return null;
  }
  const here = new URL(import.meta.url);
  const cache = here.pathname.indexOf('/node_modules/.vite/');
  return cache < 0 ? null : new URL(`${here.pathname.slice(0, cache)}/node_modules/shogun-sdk/`, here);
}

// One warning per page (or process): the engine's worker, which loads its own SDK, stays silent.
let warned = false;

/** Prints a warning on the console, unless one was printed here already or warnings are off. */
export function warnOnce(message) {
  if (!warned) {
    warned = true;
    console.warn(message);
  }
}

/** Turns warnOnce off here: the engine's worker calls it, as the page that started it has warned already. */
export function silenceWarnings() {
  warned = true;
}

let locator = null;

/**
 * Where the build of a bundler that does not follow new URL(…, import.meta.url) holds the
 * package's files, as that bundler's entry (shogun-esbuild.js) says: file(name) gives a file's URL
 * or throws saying why the build lacks it; startWorker() starts the engine's worker; worker names
 * that worker in messages. Null in every other build, where the files sit beside this module.
 */
export function bundleLocator() {
  return locator;
}

/** Sets the bundleLocator; called once, by a bundler's entry, before anything loads. */
export function setBundleLocator(given) {
  locator = given;
}

/**
 * Compiles shogun.wasm from its URL: streaming when the server says application/wasm, from its
 * bytes otherwise (compileStreaming refuses any other type). A file: URL is read from disk, in Node.
 */
export async function compileShogunWasm(url) {
  if (url.protocol === 'file:') {
    return WebAssembly.compile(await readFile(url), { builtins: JS_STRING });
  }
  const response = await fetch(url);
  if (!response.ok) {
    throw new Error(`fetching ${url.href} answered ${response.status} ${response.statusText}`.trim());
  }
  const type = (response.headers.get('Content-Type') ?? '').split(';')[0].trim().toLowerCase();
  if (type === 'application/wasm' && typeof WebAssembly.compileStreaming === 'function') {
    return WebAssembly.compileStreaming(response, { builtins: JS_STRING });
  }
  const bytes = await response.arrayBuffer();
  if (!isWasm(bytes)) {
    throw new Error(`${url.href} is not a WebAssembly module (the server sent ${type || 'no type'})`);
  }
  return WebAssembly.compile(bytes, { builtins: JS_STRING });
}

/** Whether bytes start as every WebAssembly module does ("\0asm"). */
function isWasm(bytes) {
  const head = new Uint8Array(bytes, 0, Math.min(4, bytes.byteLength));
  return head.length === 4 && head[0] === 0 && head[1] === 0x61 && head[2] === 0x73 && head[3] === 0x6d;
}

/**
 * Reads a file: URL with Node's file system module, reached through process.getBuiltinModule, so
 * no bundler sees an import of a Node module (and a page, which never loads from file: URLs, never
 * runs this).
 */
async function readFile(url) {
  const builtin = globalThis.process?.getBuiltinModule;
  if (typeof builtin === 'function') {
    return builtin('fs/promises').readFile(builtin('url').fileURLToPath(url));
  }
  // Node before 22.3: a specifier no bundler resolves, since it is not written out.
  const fs = await import(/* webpackIgnore: true */ /* @vite-ignore */ ['node', 'fs/promises'].join(':'));
  return fs.readFile(url);
}

/** Instantiates the compiled module; resolves to its exported functions by name. */
export async function instantiateShogunWasm(module) {
  const context = { exports: null };
  const imports = shogunWasmImports(module, context, hasStringBuiltins());
  for (const { module: name, name: field } of WebAssembly.Module.imports(module)) {
    if (!(name in imports) || !(field in imports[name])) {
      throw new Error(`shogun.wasm needs ${name}.${field}, which this loader does not supply`);
    }
  }
  const instance = await WebAssembly.instantiate(module, imports);
  context.exports = instance.exports;
  const api = {};
  for (const [name, value] of Object.entries(instance.exports)) {
    if (value instanceof WebAssembly.Global) {
      api[name] = value.value;
    }
  }
  return api;
}
