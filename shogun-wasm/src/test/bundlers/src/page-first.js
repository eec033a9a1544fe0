// The sample app with a module that uses the page as it loads imported before shogun-sdk: the
// engine's worker, which has no document, must not run it (BundlerBrowserTest).

import './uses-the-page.js';
import './index.js';
