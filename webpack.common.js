// One config factory for the shell and the four remotes: TypeScript, CSS, assets, content-hashed
// names and the module-federation plugin with the shared singletons (one
// instance each for the whole site).
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');

const API_DEV_ORIGIN = process.env.API_DEV_ORIGIN || 'http://127.0.0.1:8080';

/** Dev-server ports of every app; the shell's dev remotes.json points at them. */
const DEV_PORTS = { shell: 3000, marketing: 3001, userPortal: 3002, bdePortal: 3003, staff: 3004 };

/**
 * Federation names, the folder each remote is served from in production (/remotes/<folder>/), and
 * the name its page has when it runs alone on its dev server.
 */
const REMOTES = {
  marketing: { folder: 'marketing', dir: 'marketing-remote', title: 'Marketing' },
  userPortal: { folder: 'user-portal', dir: 'user-portal-remote', title: 'User portal' },
  bdePortal: { folder: 'bde-portal', dir: 'bde-portal-remote', title: 'BDE portal' },
  staff: { folder: 'staff', dir: 'staff-remote', title: 'Back office' },
};

/** The page a remote runs in alone (shared/ui/standalone-app.tsx renders into its #root). */
const STANDALONE_PAGE = path.join(__dirname, 'shared', 'ui', 'standalone.html');

/**
 * The federation plugin an app is built with: the one its folder resolves, which is the repository's
 * (a caret range in package.json) unless the app has one of its own in its `node_modules/`. A remote's
 * team may build a release with another 2.x version: e2e/tests/independent-deploy.spec.ts builds the
 * marketing remote with e2e/fixtures/federation-plugin/'s and loads it in this shell.
 * @param {string} dir  the app's folder
 */
function federationPluginOf(dir) {
  const entry = require.resolve('@module-federation/enhanced/webpack', { paths: [dir] });
  /** @type {typeof import('@module-federation/enhanced/webpack')} */
  const plugin = require(entry);
  return { ModuleFederationPlugin: plugin.ModuleFederationPlugin, entry };
}

/**
 * The runtime plugin that leaves the shell's federation runtime-core on the page for the remotes
 * (`_FEDERATION_RUNTIME_CORE`, which `experiments.externalRuntime` reads), taken from its ES module
 * build. Workaround: `experiments.provideExternalRuntime: true` in @module-federation/enhanced 2.9.x
 * adds `require.resolve('@module-federation/inject-external-runtime-core-plugin')`, the plugin's
 * CommonJS file, whose `require` of runtime-core puts a second, CommonJS runtime-core in the shell
 * beside the ES module one the bundler runtime imports (the shell's main.js 47.6 KB gzip instead of 26.4,
 * measured with 2.9.2). When upstream resolves the ES module build, set `provideExternalRuntime: true`
 * on the shell instead (e2e/tests/bundle-budget.spec.ts fails on any CommonJS federation code).
 * @param {string} federationPluginEntry  the file the app's federation plugin was loaded from
 */
function provideRuntimePluginOf(federationPluginEntry) {
  const commonJs = require.resolve('@module-federation/inject-external-runtime-core-plugin', {
    paths: [path.dirname(federationPluginEntry)],
  });
  const esModule = commonJs.replace(/\.cjs$/, '.js');
  if (esModule === commonJs || !fs.existsSync(esModule))
    throw new Error(`No ES module build beside ${commonJs}: see provideRuntimePluginOf in webpack.common.js`);
  return esModule;
}

const SHARED_PACKAGE_DIR = path.join(__dirname, 'shared') + path.sep;
/**
 * Scripts and stylesheets are named by 8 hex digits of their content: with the chunk's name beside them
 * and each remote's release in its own folder, that is plenty to tell versions apart, and every runtime
 * carries a map of its chunks' hashes (the home page downloads two such maps, ~90 entries).
 */
const CHUNK_HASH = '[contenthash:8]';

/**
 * The store's Redux Toolkit is a copy of its own (a webpack layer), tree-shaken to what the store and
 * its first-load slices use: combineSlices, configureStore, createAction. Webpack keeps one module's
 * used exports for the whole build, so without the layer every page's first load would carry what
 * RTK Query uses (createSlice with immer, createAsyncThunk and its matchers), ~7 KB gzip. RTK Query,
 * fetched at a form's first use, brings the full copy.
 * @type {import('webpack').RuleSetRule}
 */
const STORE_TOOLKIT_RULE = {
  test: /[\\/]node_modules[\\/]@reduxjs[\\/]toolkit[\\/]/,
  issuer: { and: [SHARED_PACKAGE_DIR], not: [path.join(SHARED_PACKAGE_DIR, 'api') + path.sep] },
  layer: 'store',
};

/** The folders of `shared/` whose modules hold state or a React context (see sharedSingletons). */
const STATEFUL_SHARED_FOLDERS = ['api', 'auth', 'notifications', 'routing', 'store', 'ui'];
const STATEFUL_SHARED_PATHS = STATEFUL_SHARED_FOLDERS.map(
  (folder) => path.join(SHARED_PACKAGE_DIR, folder) + path.sep,
);

/**
 * A split-chunks group of `shared/`'s modules that `test` takes, split out when used by two chunks
 * and at least `minSize` bytes.
 * @param {(resource: string) => boolean} test
 * @param {number} minSize
 */
function sharedCodeGroup(test, minSize) {
  return {
    /** @param {Module} module */
    test: (module) =>
      'resource' in module &&
      typeof module.resource === 'string' &&
      module.resource.startsWith(SHARED_PACKAGE_DIR) &&
      test(module.resource),
    minSize,
    minChunks: 2,
    priority: 5,
    reuseExistingChunk: true,
  };
}

/** Images: always files (see the rule below), named alike by the browser builds and the prerender build. */
const IMAGE_FILES = /\.(png|jpe?g|webp|avif|svg)$/;

/**
 * TypeScript, transpiled only: types are checked once for the whole repo by `tsc` in `npm test`.
 * @type {import('webpack').RuleSetRule}
 */
const TYPESCRIPT_RULE = {
  test: /\.tsx?$/,
  exclude: /node_modules/,
  loader: 'ts-loader',
  options: { transpileOnly: true, configFile: path.join(__dirname, 'tsconfig.web.json') },
};

const REACT_ROUTER_PRODUCTION = path.join(
  path.dirname(require.resolve('react-router/package.json')),
  'dist',
  'production',
  'index.mjs',
);

/** @param {string} appDir */
function sharedSingletons(appDir) {
  const deps = {
    ...require(path.join(__dirname, 'shared', 'package.json')).dependencies,
    ...require(path.join(appDir, 'package.json')).dependencies,
  };
  /** @param {string} dependency */
  const singleton = (dependency) => ({ singleton: true, requiredVersion: deps[dependency] });
  // Listed one by one: spreading every dependency would share (and ship) far more than needed.
  // React Router, Redux Toolkit and React Redux are used only through `shared/` modules (ESLint
  // enforces it), so they need not be shared themselves: a shared library is bundled whole, while
  // inside `shared/` they are tree-shaken to what the site uses.
  return {
    react: singleton('react'),
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    // The shared form field uses Formik's context: every app must see the one Formik its form made.
    formik: singleton('formik'),
    // The texts' registry and React context, the one owner of the site's one i18next instance (it loads
    // shared/i18n/i18n-instance.ts, and i18next with it, only for a page not in English). Being a
    // singleton, it makes that instance one for every app; nothing else imports i18next
    // (scripts/i18n-share.test.ts), so i18next itself needs no share entry on every first load.
    // The rest of shared/i18n/ is plain code each app bundles.
    'shared/i18n/text': { ...singleton('shared'), strictVersion: true },
    // The parts of `shared/` with state or a React context (store, API client, router, auth,
    // notifications, form field, base styles) are one instance for the whole site. Contract,
    // content and formatters are plain constants and functions: each app bundles what it uses.
    // A share costs every app a registration and the page a chunk of its own, so a plain helper
    // (call errors, held events, a disclosure's hook) lives outside these folders, in forms/, i18n/…
    //
    // Versions: each app asks for `shared` in the caret range its package.json declares (the
    // version it was written against; bump it when the app starts using something newer), strictly. A remote built against an older minor version runs on a newer shell's `shared`
    // (minor versions only add); one built against a newer version than the shell provides refuses to
    // load, and the shell shows its Retry with the reason, rather than the remote calling what is not there.
    //
    // One prefix a folder rather than `shared/` filtered by `include.request`: the federation plugin
    // warns about every module a singleton's request filter lets through (18 in the user portal's
    // build alone), though the filter is the same in every app. The share keys are the same.
    ...Object.fromEntries(
      STATEFUL_SHARED_FOLDERS.map((folder) => [
        `shared/${folder}/`,
        { ...singleton('shared'), strictVersion: true },
      ]),
    ),
  };
}

/**
 * The shell's files a prerendered page names in its head (page-assets.json): every
 * stylesheet, and the scripts the first load of any page runs. Those are the chunks of the async
 * boundary (`import('./bootstrap')`) and of the shared modules it resolves, which the shell provides
 * itself. Named in the page, they download while it is parsed and are installed before main.js
 * starts, instead of being discovered by main.js and added to the page one by one.
 */
class PageAssetsManifest {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PageAssetsManifest', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PageAssetsManifest', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const css = [...compilation.chunks].flatMap((chunk) =>
            [...chunk.files].filter((f) => f.endsWith('.css')),
          );
          compilation.emitAsset(
            'page-assets.json',
            new compiler.webpack.sources.RawSource(
              JSON.stringify({ css: [...new Set(css)].sort(), js: firstLoadScripts(compilation) }),
            ),
          );
        },
      );
    });
  }
}

/**
 * The federation plugin's own module classes, known by name (@module-federation/enhanced ships its
 * own, so webpack's classes would not match), with the one field of each read here.
 * @typedef {import('webpack').Module} Module
 * @typedef {Module & { _name: string }} ProvideSharedModule
 * @typedef {Module & { options: { shareKey: string } }} ConsumeSharedModule
 */
/**
 * @param {Module} candidate
 * @returns {candidate is ProvideSharedModule}
 */
const isProvideShared = (candidate) => candidate.constructor.name === 'ProvideSharedModule';
/**
 * @param {Module} candidate
 * @returns {candidate is ConsumeSharedModule}
 */
const isConsumeShared = (candidate) => candidate.constructor.name === 'ConsumeSharedModule';

/** @param {import('webpack').Compilation} compilation */
function firstLoadScripts(compilation) {
  const { chunkGraph } = compilation;
  const entry = compilation.entrypoints.get('main');
  if (!entry) throw new Error('PageAssetsManifest: the shell has no main entry');
  /** @type {Map<string, Module>} */
  const provides = new Map();
  for (const module of compilation.modules) {
    if (isProvideShared(module)) provides.set(module._name, module);
  }
  /** @type {Set<import('webpack').Chunk>} */
  const chunks = new Set();
  const groups = new Set();
  // The entry's own import('./bootstrap'); its other children are the provided modules' chunks.
  const pending = entry.getChildren().filter((group) => group.origins.some((origin) => origin.request));
  for (let group = pending.pop(); group; group = pending.pop()) {
    if (groups.has(group)) continue;
    groups.add(group);
    for (const chunk of group.chunks) {
      if (chunks.has(chunk)) continue;
      chunks.add(chunk);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (!isConsumeShared(module)) continue;
        const provide = provides.get(module.options.shareKey);
        for (const block of provide?.blocks ?? []) {
          const provided = chunkGraph.getBlockChunkGroup(block);
          if (provided) pending.push(provided);
        }
      }
    }
  }
  return [...chunks]
    .filter((chunk) => !entry.chunks.includes(chunk))
    .flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')))
    .sort();
}

/**
 * @param {object} options
 * @param {keyof typeof DEV_PORTS} options.name  federation name (shell, marketing, userPortal, bdePortal, staff)
 * @param {string} options.dir        the app's folder (__dirname of its webpack.config.js)
 * @param {Record<string,string>} [options.exposes]  modules a remote offers the shell
 * @param {string[]} [options.runtimePlugins]         federation runtime plugins (the shell's)
 * @param {(app: import('express').Application) => void} [options.devRoutes]   extra dev-server routes
 */
function createWebpackConfig({ name, dir, exposes, runtimePlugins = [], devRoutes }) {
  const isHost = !exposes;
  /**
   * What webpack-cli calls with `--env` and its own options (`--mode`).
   * @param {Record<string, unknown>} _env
   * @param {{ mode?: string }} argv
   * @returns {import('webpack').Configuration & { devServer: import('webpack-dev-server').Configuration }}
   */
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const federation = federationPluginOf(dir);
    return {
      name,
      context: dir,
      mode: production ? 'production' : 'development',
      // Production maps stay in dist/ for the tools that read them (the bundle tests), but the server
      // never serves a .map, so the built files carry no sourceMappingURL pointing at one.
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      entry: './src/index.ts',
      output: {
        path: path.join(dir, 'dist'),
        filename: production ? `[name].${CHUNK_HASH}.js` : '[name].js',
        chunkFilename: production ? `[name].${CHUNK_HASH}.js` : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        // The shell lives at the site root; a remote works out its own URL from where it was loaded.
        publicPath: isHost ? '/' : 'auto',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js'],
        // React Router's package ships a production build beside its development one but names only
        // the development one in its exports: production bundles take the one without dev warnings.
        alias: production ? { 'react-router$': REACT_ROUTER_PRODUCTION } : {},
      },
      experiments: { layers: true },
      module: {
        rules: [
          TYPESCRIPT_RULE,
          STORE_TOOLKIT_RULE,
          {
            test: /\.css$/,
            use: [production ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'],
          },
          {
            // Always files, never data URLs: a prerendered page already names the image in
            // its HTML, so an image inlined into the script would be downloaded a second time.
            test: IMAGE_FILES,
            type: 'asset/resource',
          },
        ],
      },
      plugins: [
        new federation.ModuleFederationPlugin({
          name,
          filename: isHost ? undefined : 'remoteEntry.js',
          exposes,
          // No remote is compiled into the shell: it registers them at run time from /remotes.json.
          remotes: {},
          shared: sharedSingletons(dir),
          shareStrategy: 'loaded-first',
          // The shell provides its runtime-core to the remotes (see provideRuntimePluginOf).
          runtimePlugins: isHost
            ? [...runtimePlugins, provideRuntimePluginOf(federation.entry)]
            : runtimePlugins,
          manifest: isHost ? false : { fileName: 'mf-manifest.json' },
          dts: false,
          experiments: {
            // A remote's production build uses the shell's runtime-core instead of shipping its own;
            // its development build keeps one, so it also runs on its own page.
            ...(!isHost && production ? { externalRuntime: true } : {}),
            // Remotes are registered by their remoteEntry.js, in browsers only: the manifest
            // snapshots and the Node paths are left out of the runtime.
            optimization: { disableSnapshot: true, target: 'web' },
          },
        }),
        new HtmlWebpackPlugin({
          ...(isHost
            ? { template: path.join(dir, 'public', 'index.html') }
            : {
                template: STANDALONE_PAGE,
                title: `${REMOTES[/** @type {keyof typeof REMOTES} */ (name)].title} (standalone)`,
              }),
          favicon: path.join(__dirname, 'shell', 'public', 'favicon.svg'),
          scriptLoading: 'defer',
        }),
        ...(production && isHost ? [new PageAssetsManifest()] : []),
        ...(production
          ? [
              new MiniCssExtractPlugin({
                filename: `[name].${CHUNK_HASH}.css`,
                chunkFilename: `[name].${CHUNK_HASH}.css`,
              }),
            ]
          : []),
      ],
      optimization: {
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
        // Webpack's own minimizer for scripts ('...'), and one for the extracted stylesheets.
        minimizer: ['...', new CssMinimizerPlugin()],
        splitChunks: {
          cacheGroups: {
            // Webpack copies a module into every chunk that needs it rather than split it out below
            // 20 KB: a 10 KB module of shared/ would be downloaded twice on one page. The stateful
            // folders' modules import each other and run together on every first load (the store's
            // slices), so they are split however small. Below 2.5 KB a chunk of plain code costs more
            // in its wrapper and request than a copy in each chunk that uses it (five such chunks
            // were 2.2 KB of the home page's first load).
            sharedState: sharedCodeGroup(
              (resource) => STATEFUL_SHARED_PATHS.some((dir) => resource.startsWith(dir)),
              0,
            ),
            sharedPlain: sharedCodeGroup(
              (resource) => !STATEFUL_SHARED_PATHS.some((dir) => resource.startsWith(dir)),
              2500,
            ),
          },
        },
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: {
        host: '127.0.0.1',
        port: DEV_PORTS[name],
        historyApiFallback: true,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api', '/sitemap.xml', '/robots.txt'], target: API_DEV_ORIGIN }],
        setupMiddlewares(middlewares, server) {
          if (devRoutes && server.app) devRoutes(server.app);
          return middlewares;
        },
      },
    };
  };
}

/**
 * What a remote offers the shell: each file of its `src/exposed/`, by its name in PascalCase
 * (`user-sign-in-page.tsx` is `./UserSignInPage`). Its page registry (shared/contract/pages/) names
 * them, and scripts/page-registry.test.ts holds the two equal.
 * @param {string} dir  the remote's folder
 * @returns {Record<string, string>}
 */
function remoteExposes(dir) {
  const files = fs.readdirSync(path.join(dir, 'src', 'exposed')).filter((file) => file.endsWith('.tsx'));
  /** @param {string} file */
  const moduleName = (file) => file.replace(/\.tsx$/, '').replace(/(?:^|-)(\w)/g, (_, c) => c.toUpperCase());
  return Object.fromEntries(files.map((file) => [`./${moduleName(file)}`, `./src/exposed/${file}`]));
}

module.exports = {
  createWebpackConfig,
  DEV_PORTS,
  IMAGE_FILES,
  REMOTES,
  TYPESCRIPT_RULE,
  remoteExposes,
  sharedSingletons,
};
