// Compiles the build-time page renderer for Node: the shell's tree and the marketing pages, with
// CSS left out (the page links the real stylesheets) and images named exactly as the browser builds name them.
const path = require('node:path');
const { IMAGE_FILES, TYPESCRIPT_RULE } = require('../webpack.common');

const ROOT = path.resolve(__dirname, '..');

/** @type {import('webpack').Configuration} */
module.exports = {
  name: 'prerender',
  mode: 'production',
  target: 'node20',
  context: __dirname,
  entry: './prerender/render-page.tsx',
  output: {
    path: path.join(__dirname, 'dist-prerender'),
    filename: 'render-page.js',
    library: { type: 'commonjs2' },
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
        ? callback(null, `commonjs ${request}`)
        : callback(),
  ],
  module: {
    rules: [
      TYPESCRIPT_RULE,
      { test: /\.css$/, loader: path.join(ROOT, 'scripts', 'empty-module-loader.cjs') },
      {
        test: IMAGE_FILES,
        type: 'asset/resource',
        generator: { emit: false },
        // Each remote serves its images from its own folder, as its browser build names them.
        oneOf: [
          {
            issuer: path.join(ROOT, 'marketing-remote'),
            generator: { publicPath: '/remotes/marketing/' },
          },
          { generator: { publicPath: '/' } },
        ],
      },
    ],
  },
  optimization: { minimize: false },
  performance: { hints: false },
  stats: 'errors-warnings',
};
