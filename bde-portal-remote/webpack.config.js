const { createWebpackConfig, remoteExposes } = require('../webpack.common');
const { WORKER_FOLDER } = require('./webpack.worker');

const remote = createWebpackConfig({
  name: 'bdePortal',
  dir: __dirname,
  // What the shell may load: each file of src/exposed/, the modules its page registry names.
  exposes: remoteExposes(__dirname),
});

/**
 * The remote. Its clean keeps dist/sw/, the service worker's runtime, which webpack.worker.js builds
 * in the same run (scripts/build.mjs).
 * @param {Record<string, unknown>} env
 * @param {{ mode?: string }} argv
 */
module.exports = (env, argv) => {
  const config = remote(env, argv);
  return { ...config, output: { ...config.output, clean: { keep: new RegExp(`^${WORKER_FOLDER}/`) } } };
};
