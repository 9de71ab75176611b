const { createWebpackConfig, remoteExposes } = require('../webpack.common');

module.exports = createWebpackConfig({
  name: 'marketing',
  dir: __dirname,
  // What the shell may load: each file of src/exposed/, the modules its page registry names.
  exposes: remoteExposes(__dirname),
});
