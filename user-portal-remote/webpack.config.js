const { createWebpackConfig } = require('../webpack.common');

module.exports = createWebpackConfig({
  name: 'userPortal',
  dir: __dirname,
  exposes: {
    './UserSignIn': './src/exposed/user-sign-in.tsx',
    './UserSignUp': './src/exposed/user-sign-up.tsx',
    './UserSignInPage': './src/exposed/user-sign-in-page.tsx',
    './UserSignUpPage': './src/exposed/user-sign-up-page.tsx',
    './UserPortal': './src/exposed/user-portal.tsx',
  },
});
