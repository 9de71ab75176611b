// The BDE portal's service-worker runtime (src/service-worker/bde-sw.ts): Workbox and the portal's
// routes in one classic script, which the API's /bde-sw.js loads with importScripts from the release.
const path = require('node:path');
const { TYPESCRIPT_RULE } = require('../webpack.common');

/** Inside dist/, so that the release (a copy of dist/) carries the runtime its pages go with. */
const WORKER_FOLDER = 'sw';

/**
 * @param {Record<string, unknown>} _env
 * @param {{ mode?: string }} argv
 * @returns {import('webpack').Configuration}
 */
function workerConfig(_env, argv) {
  const production = argv.mode !== 'development';
  return {
    name: 'bdePortalWorker',
    context: __dirname,
    mode: production ? 'production' : 'development',
    target: 'webworker',
    devtool: production ? 'hidden-source-map' : false,
    entry: { 'bde-sw': './src/service-worker/bde-sw.ts' },
    output: {
      path: path.join(__dirname, 'dist', WORKER_FOLDER),
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      clean: true,
    },
    resolve: { extensions: ['.ts', '.js'] },
    module: { rules: [TYPESCRIPT_RULE] },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = workerConfig;
module.exports.WORKER_FOLDER = WORKER_FOLDER;
