const { createWebpackConfig } = require('../webpack.common');

module.exports = createWebpackConfig({
  name: 'staff',
  dir: __dirname,
  // What the shell may load; shell/src/federation/remote-modules.ts types its route table from it.
  exposes: require('./exposes.json'),
});
