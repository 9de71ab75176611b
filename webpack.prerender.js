// Compiles an app's build-time renderer for Node: its pages' components with CSS left out (the page
// names the real stylesheets) and images named exactly as the app's browser build names them.
const path = require('node:path');
const { IMAGE_FILES, TYPESCRIPT_RULE } = require('./webpack.common');

/**
 * @param {object} options
 * @param {string} options.dir   the app's folder
 * @param {string} options.entry its renderer, relative to the folder (a remote's sets its own
 *   image address first: shared/prerender/remote-public-path.ts)
 * @returns {import('webpack').Configuration}
 */
function createPrerenderConfig({ dir, entry }) {
  return {
    name: `prerender ${path.basename(dir)}`,
    mode: 'production',
    target: 'node20',
    context: dir,
    entry,
    output: {
      path: path.join(dir, 'dist-prerender'),
      filename: 'render.js',
      library: { type: 'commonjs2' },
      publicPath: '/',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    // Libraries load from node_modules at run time; the shared package is TypeScript source, so it is compiled in.
    externals: [
      ({ request }, callback) =>
        request &&
        !request.startsWith('.') &&
        !path.isAbsolute(request) &&
        !request.startsWith('shared/') &&
        !request.endsWith('.css') &&
        !IMAGE_FILES.test(request)
          ? callback(undefined, `commonjs ${request}`)
          : callback(),
    ],
    module: {
      rules: [
        TYPESCRIPT_RULE,
        { test: /\.css$/, loader: path.join(__dirname, 'scripts', 'empty-module-loader.cjs') },
        {
          test: IMAGE_FILES,
          type: 'asset/resource',
          generator: { emit: false },
        },
      ],
    },
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { createPrerenderConfig };
