// The package's CommonJS entry, for require('shogun-sdk') and Jest in its default mode: the same
// API as shogun.js (its ES module), from the CommonJS copy that the build writes of the package's
// modules. Its objects are not the ES module's: use one entry or the other, not both.
'use strict';

module.exports = require('./shogun-modules.cjs').shogun;
