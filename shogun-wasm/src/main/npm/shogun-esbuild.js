// The package's entry for esbuild. esbuild does not follow new URL(…, import.meta.url), the form in
// which shogun.js names its files for Vite and webpack, so it would copy neither shogun.wasm nor
// the engine's worker into a build. Here the module is imported instead: with --loader:.wasm=file,
// esbuild copies it and gives its address. A worker's script must be a file from the page's origin
// (a strict Content-Security-Policy forbids blob: workers), and esbuild writes no script but the
// bundle, so the engine's worker runs the bundle itself; there this module answers the searches
// and stops the bundle before the page's own code runs. package.json's exports lead esbuild here
// through the "browser" condition; Vite, webpack and Node match a condition listed before it.

import wasmFile from './shogun.wasm'; // needs esbuild's --loader:.wasm=file
import recordsWasmFile from './shogun-records.wasm';
import { ShogunError } from './shogun.js';
import { setBundleLocator } from './shogun-wasm-loader.js';
import { serveSearches } from './shogun-worker-protocol.js';

export * from './shogun.js';

/** The name the engine's worker is started with: it tells the bundle that it runs as that worker. */
const WORKER_NAME = 'shogun-sdk-engine';

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
const inEngineWorker = typeof DedicatedWorkerGlobalScope === 'function' && self instanceof DedicatedWorkerGlobalScope
  && self.name === WORKER_NAME;

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
    return new Worker(bundle.url, { type: bundle.type, name: WORKER_NAME });
  },
  worker: 'the esbuild bundle, run as a worker up to the Shogun SDK: import shogun-sdk before modules that use the page as they load',
});

if (inEngineWorker) {
  serveSearches();
  // Stops the bundle here: what follows is the page's code. The error is the worker's own business.
  const stop = new Error('the Shogun SDK stops the esbuild bundle in the engine\'s worker before the page\'s code');
  self.addEventListener('error', (event) => {
    if (event.error === stop) {
      event.preventDefault();
    }
  });
  throw stop;
}
