// The CommonJS entry of shogun-sdk/engine: EngineWorker, searching games that shogun.cjs made.
'use strict';

module.exports = require('./shogun-modules.cjs').engine;
