const path = require('node:path');
const { createWebpackConfig, DEV_PORTS, REMOTES } = require('../webpack.common');

module.exports = createWebpackConfig({
  name: 'shell',
  dir: __dirname,
  runtimePlugins: [path.join(__dirname, 'src/federation/error-load-remote-plugin.ts')],
  // In development every remote runs on its own dev server; production's remotes.json is the API's.
  devRoutes(app) {
    app.get('/remotes.json', (_req, res) => {
      const names = /** @type {Array<keyof typeof REMOTES>} */ (Object.keys(REMOTES));
      const config = Object.fromEntries(
        names.map((name) => [name, `http://127.0.0.1:${DEV_PORTS[name]}/remoteEntry.js`]),
      );
      res.json(config);
    });
  },
});
