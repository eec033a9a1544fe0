// The sample app with a module that uses the page as it loads imported before shogun-sdk: esbuild's
// build runs it in the engine's worker too, where there is no document (BundlerBrowserTest).

import './uses-the-page.js';
import './index.js';
