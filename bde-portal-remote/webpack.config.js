const { createWebpackConfig } = require('../webpack.common');

module.exports = createWebpackConfig({
  name: 'bdePortal',
  dir: __dirname,
  exposes: {
    './BdeSignIn': './src/exposed/bde-sign-in.tsx',
    './BdeSignInPage': './src/exposed/bde-sign-in-page.tsx',
    './BdeRegisterPage': './src/exposed/bde-register-page.tsx',
    './BdePortal': './src/exposed/bde-portal.tsx',
  },
});
