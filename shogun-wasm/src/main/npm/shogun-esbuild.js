// The package's entry for esbuild. esbuild does not follow new URL(…, import.meta.url), the form in
// which shogun.js names its files for Vite and webpack, so it would copy neither shogun.wasm nor
// the engine's worker into a build. Here the module is imported instead: with --loader:.wasm=file,
// esbuild copies it and gives its address. A worker's script must be a file from the page's origin
// (a strict Content-Security-Policy forbids blob: workers), and esbuild writes no script but its
// entries, so the engine's worker is an entry of the build: shogun-sdk/worker, named
// shogun-engine-worker, which esbuild writes beside the bundle with the SDK alone in it (not the
// app, whose modules may need a page). package.json's exports lead esbuild here through the
// "browser" condition; Vite, webpack and Node match a condition listed before it.

import wasmFile from './shogun.wasm'; // needs esbuild's --loader:.wasm=file
import recordsWasmFile from './shogun-records.wasm';
import { ShogunError } from './shogun.js';
import { setBundleLocator } from './shogun-wasm-loader.js';

export * from './shogun.js';

/** The engine's worker: the build's entry shogun-sdk/worker, named so, beside the bundle. */
const WORKER_FILE = 'shogun-engine-worker.js';

/**
 * The bundle's address and the kind of worker that can run it, read as it starts: import.meta.url
 * in an ES module bundle (esbuild's default format, iife, empties import.meta); in an iife bundle,
 * its script element's, or, when the bundle runs as a module or this module's evaluation waited
 * for a dynamic import, the address in a stack trace; the worker's own in a worker. Null when
 * none tells.
 */
function bundleAddress() {
  if (typeof import.meta.url === 'string') {
    return { url: import.meta.url, type: 'module' };
  }
  if (globalThis.document === undefined) {
    return typeof self === 'object' && typeof self.location?.href === 'string' ? { url: self.location.href, type: 'classic' } : null;
  }
  const url = globalThis.document.currentScript?.src || addressInStack();
  return url ? { url, type: 'classic' } : null;
}

/** The address of the script that runs this function, from a stack trace's first frame ("… (https://host/app.js:12:5)", "…@https://host/app.js:12:5"). */
function addressInStack() {
  const frame = /(?:https?|file):\/\/[^\s()@]+?(?=:\d+:\d+)/.exec(String(new Error().stack ?? ''));
  return frame === null ? null : frame[0];
}

const bundle = bundleAddress();

/** Whether the import gave an address, which only esbuild's file loader (or dataurl) gives for a .wasm file. */
function isAddress(value) {
  return typeof value === 'string' && /^(?:\.{0,2}\/|[a-z][a-z0-9+.-]*:)/i.test(value);
}

setBundleLocator({
  file(name) {
    const file = name === 'shogun.wasm' ? wasmFile : name === 'shogun-records.wasm' ? recordsWasmFile : null;
    if (file === null) {
      throw new Error(`esbuild's build holds no ${name}; serve the package's files and pass their folder as baseUrl to use it`);
    }
    if (!isAddress(file)) {
      throw new Error(`esbuild did not copy ${name} into the build: build with --loader:.wasm=file`);
    }
    return new URL(file, bundle?.url ?? globalThis.document?.baseURI);
  },
  startWorker() {
    if (bundle === null) {
      throw new ShogunError({ kind: 'state', message: 'EngineWorker cannot tell the address of the esbuild bundle, which runs the engine\'s '
        + 'worker: load the bundle with <script src="…"> from the page\'s origin' });
    }
    return new Worker(new URL(`./${WORKER_FILE}`, bundle.url), { type: bundle.type, name: 'shogun-sdk-engine' });
  },
  worker: `${WORKER_FILE} beside the esbuild bundle: build shogun-sdk/worker as an entry of that name, `
    + `as in npx esbuild src/index.js shogun-engine-worker=shogun-sdk/worker --bundle --outdir=dist --loader:.wasm=file`,
});

